package rules

import (
	"fmt"
	"slices"

	"dun/dice"
)

// Secondary skills of RPG mode (page 100): trades and pastimes (foraging,
// carving wood, gambling) a hero learns with experience points. They are
// played only when the Dark Player is a game master in RPG mode
// (DarkRPG): the game master says what a passed test achieves, so the
// rules roll and judge it and leave the story to him (R1140). A test is
// the hero's Action in an exploration turn (R1141): 2D6 plus the hero's
// bonus in the skill, +1 to +5 and nothing else, against 10. Neither a
// second attempt nor Fortune is allowed (page 100): Fortune is never
// offered, and a failed test bars that skill for the rest of the quest
// (R1142). They do not count in the hero's Value Points.

const ruleSecondary = "secondary_test"

// MaxSecondaryBonus is the highest bonus in a secondary skill (page 100).
const MaxSecondaryBonus = 5

// SecondarySkill is one of a hero's secondary skills: its content ID, its
// name for the players, the bonus the experience points invested in it
// give, and whether a test of it failed in this quest.
type SecondarySkill struct {
	ID     string `json:"id"`
	Name   Text   `json:"name"`
	Bonus  int    `json:"bonus"`
	Failed bool   `json:"failed,omitempty"`
}

// rpgMode reports whether the game's Dark Player plays in RPG mode, the
// only mode with secondary skills (page 100).
func rpgMode(s *State) bool { return s.Dark != nil && s.Dark.Mode == DarkRPG }

// SecondaryTest is a hero's test of one of his secondary skills.
type SecondaryTest struct {
	Header
	Figure string
	Skill  string
}

const TypeSecondaryTest = "secondary_test"

func (SecondaryTest) Type() string { return TypeSecondaryTest }

// MarshalJSON writes the command's tagged form.
func (c SecondaryTest) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

func (c SecondaryTest) toWire(w *wire) { w.Figure, w.Skill = &c.Figure, &c.Skill }

func init() {
	commandFields[TypeSecondaryTest] = map[string]bool{"figure": true, "skill": true}
	wireDecoders[TypeSecondaryTest] = func(a wireArgs) (Command, error) {
		if a.w.Skill == nil {
			return nil, badCommand(`"skill" must be a string`, `"skill" debe ser una cadena`)
		}
		if err := checkID("skill", *a.w.Skill); err != nil {
			return nil, err
		}
		return SecondaryTest{Header: a.h, Figure: a.fig, Skill: *a.w.Skill}, nil
	}
}

// SecondaryTested: a hero tested a secondary skill; Passed says whether
// he did what it allows, which the game master narrates.
type SecondaryTested struct {
	Figure string `json:"figure"`
	Skill  string `json:"skill"`
	Name   Text   `json:"name"`
	Bonus  int    `json:"bonus"`
	Roll   int    `json:"roll"`
	Passed bool   `json:"passed"`
}

func (SecondaryTested) EventType() string { return "secondary_tested" }

// CodeNotRPG: a rule of RPG mode asked for in another mode.
const CodeNotRPG = "not_rpg_mode"

// secondaryOf returns the index of skill id among f's secondary skills,
// or -1.
func secondaryOf(f *Figure, id string) int {
	for k := range f.Secondary() {
		if f.Secondary()[k].ID == id {
			return k
		}
	}
	return -1
}

func canTestSecondary(s *State, fi int, a *Activation, id string) *RuleError {
	f := &s.Figures[fi]
	if !rpgMode(s) {
		return refuse(CodeNotRPG, "secondary skills are played only in RPG mode (page 100)", "las habilidades secundarias solo se juegan en la modalidad de rol (página 100)")
	}
	if !f.Hero() {
		return refuse(CodeNotAHero, "only heroes have secondary skills", "solo los héroes tienen habilidades secundarias")
	}
	k := secondaryOf(f, id)
	if k < 0 {
		return refuse(CodeBadSkill, "%s has no secondary skill %q", "%s no tiene la habilidad secundaria %q", f.name(), id)
	}
	if f.Secondary()[k].Failed {
		return refuse(CodeAlreadyTried, "%s failed a test of %s: no second attempt in this quest (page 100)", "%s falló una prueba de %s: no hay segundo intento en esta aventura (página 100)", f.name(), f.Secondary()[k].Name)
	}
	if err := actionHere(s, fi, a); err != nil {
		return err
	}
	if CombatTurn(*s) {
		return refuse(CodeCombatTurn, "this is a combat turn: secondary skills are used only while exploring", "es un turno de combate: las habilidades secundarias solo se usan explorando")
	}
	return nil
}

func (c SecondaryTest) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	if rerr := canTestSecondary(e.s, fi, a, c.Skill); rerr != nil {
		return rerr
	}
	if rerr := e.spendAction(f, a, ruleSecondary); rerr != nil {
		return rerr
	}
	k := secondaryOf(f, c.Skill)
	sk := f.Secondary()[k]
	r, err := e.roll2D6(ruleSecondary, f)
	if err != nil {
		return err
	}
	// Only the bonus: no attribute, condition or cap of page 11 (R1141).
	// Page 100 sets its own +5, so the bonus is the rule of this action
	// (ModSituation), not a skill that page 11's cap would count.
	r.Modifiers = []Modifier{{Value: sk.Bonus, Kind: ModSituation, Why: Text{
		En: "secondary skill " + sk.Name.En,
		Es: "habilidad secundaria " + sk.Name.Es,
	}}}
	r.Target = TestTarget
	judge(&r)
	e.emit(Rolled{Roll: r.clone()})
	f = &e.s.Figures[fi]
	if r.failed() {
		sec := slices.Clone(f.Secondary())
		sec[k].Failed = true
		f.SetSecondary(sec)
	}
	e.emit(SecondaryTested{Figure: f.ID, Skill: sk.ID, Name: sk.Name, Bonus: sk.Bonus, Roll: r.Seq, Passed: !r.failed()})
	return nil
}

// secondaryOptions lists the secondary skills the active hero may test.
func secondaryOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	if len(f.Secondary()) == 0 || !rpgMode(s) {
		return nil
	}
	var out []Option
	for _, sk := range f.Secondary() {
		if canTestSecondary(s, fi, s.Active, sk.ID) == nil {
			label := Text{En: fmt.Sprintf("Test %s (+%d)", sk.Name.En, sk.Bonus), Es: fmt.Sprintf("Prueba de %s (+%d)", sk.Name.Es, sk.Bonus)}
			out = append(out, Option{ID: "secondary:" + f.ID + ":" + sk.ID, Command: SecondaryTest{Header: h, Figure: f.ID, Skill: sk.ID}, Label: &label})
		}
	}
	return out
}

const ruleLearnSecondary = "learn_secondary"

// LearnSecondary is hero f's investment of one experience point in
// secondary skill k (its ID and name: the bonus f already has in it, if
// any, is read from f) between quests (page 100): an Intelligence test as
// page 14 makes it, with no Fortune, a quest's resource (R1143). Passed,
// the returned hero has learnt the skill at +1 or raised it by 1; failed,
// the point is spent and nothing changes. A skill at +5 takes no more
// points (refused), nor does a figure that is not a hero. The hero's
// Value Points do not change. f itself is not modified.
func LearnSecondary(f Figure, k SecondarySkill, src dice.Source) (Figure, RollRecord, error) {
	if !f.Hero() {
		return f, RollRecord{}, settled(refuse(CodeNotAHero, "only heroes learn secondary skills", "solo los héroes aprenden habilidades secundarias"))
	}
	at := secondaryOf(&f, k.ID)
	if at >= 0 && f.Secondary()[at].Bonus >= MaxSecondaryBonus {
		return f, RollRecord{}, settled(refuse(CodeBadSkill, "%s has +%d in %s already, the most (page 100)", "%s ya tiene +%d en %s, el máximo (página 100)", f.name(), MaxSecondaryBonus, f.Secondary()[at].Name))
	}
	d, err := dice.NewRoller(src).Two(ruleLearnSecondary + ": " + f.name())
	if err != nil {
		return f, RollRecord{}, fmt.Errorf("the dice could not be rolled: %v", err)
	}
	r := RollRecord{Roll: d, Rule: ruleLearnSecondary, Figure: f.ID, Target: TestTarget}
	r.Modifiers, r.Cap = TestModifiers(f, Intelligence)
	judge(&r)
	if r.failed() {
		return f, r, nil
	}
	out := f.clone()
	if at < 0 {
		out.SetSecondary(append(out.Secondary(), SecondarySkill{ID: k.ID, Name: k.Name, Bonus: 1}))
	} else {
		sec := slices.Clone(out.Secondary())
		sec[at].Bonus++
		out.SetSecondary(sec)
	}
	return out, r, nil
}

// maxSecondary bounds a hero's secondary skills, a state's size limit.
const maxSecondary = 32

// checkSecondary says what is wrong with f's secondary skills: only a
// hero has them, each once, named, at +1 to +5.
func (f *Figure) checkSecondary() error {
	if len(f.Secondary()) == 0 {
		return nil
	}
	if !f.Hero() {
		return fmt.Errorf("only heroes have secondary skills")
	}
	if len(f.Secondary()) > maxSecondary {
		return fmt.Errorf("%d secondary skills, at most %d", len(f.Secondary()), maxSecondary)
	}
	for k, sk := range f.Secondary() {
		if sk.ID == "" || len(sk.ID) > maxIDLen || sk.Bonus < 1 || sk.Bonus > MaxSecondaryBonus {
			return fmt.Errorf("secondary skill %d: an ID and a bonus of +1 to +%d", k+1, MaxSecondaryBonus)
		}
		if secondaryOf(f, sk.ID) != k {
			return fmt.Errorf("secondary skill %q twice", sk.ID)
		}
	}
	return nil
}
