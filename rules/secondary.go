package rules

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
	for k := range f.Secondary {
		if f.Secondary[k].ID == id {
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
	if !f.Hero {
		return refuse(CodeNotAHero, "only heroes have secondary skills", "solo los héroes tienen habilidades secundarias")
	}
	k := secondaryOf(f, id)
	if k < 0 {
		return refuse(CodeBadSkill, "%s has no secondary skill %q", "%s no tiene la habilidad secundaria %q", f.name(), id)
	}
	if f.Secondary[k].Failed {
		return refuse(CodeAlreadyTried, "%s failed a test of %s: no second attempt in this quest (page 100)", "%s falló una prueba de %s: no hay segundo intento en esta aventura (página 100)", f.name(), f.Secondary[k].Name)
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
	sk := f.Secondary[k]
	r, err := e.roll2D6(ruleSecondary, f)
	if err != nil {
		return err
	}
	// Only the bonus: no attribute, condition or cap of page 11 (R1141).
	r.Modifiers = []Modifier{{Value: sk.Bonus, Kind: ModSkill, Why: Text{
		En: "secondary skill " + sk.Name.En,
		Es: "habilidad secundaria " + sk.Name.Es,
	}}}
	r.Target = TestTarget
	judge(&r)
	e.emit(Rolled{Roll: r.clone()})
	f = &e.s.Figures[fi]
	if r.failed() {
		f.Secondary[k].Failed = true
	}
	e.emit(SecondaryTested{Figure: f.ID, Skill: sk.ID, Name: sk.Name, Bonus: sk.Bonus, Roll: r.Seq, Passed: !r.failed()})
	return nil
}

// secondaryOptions lists the secondary skills the active hero may test.
func secondaryOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	if len(f.Secondary) == 0 || !rpgMode(s) {
		return nil
	}
	var out []Option
	for _, sk := range f.Secondary {
		if canTestSecondary(s, fi, s.Active, sk.ID) == nil {
			out = append(out, Option{ID: "secondary:" + f.ID + ":" + sk.ID, Command: SecondaryTest{Header: h, Figure: f.ID, Skill: sk.ID}})
		}
	}
	return out
}
