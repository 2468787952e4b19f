package rules

import (
	"fmt"
	"slices"
)

// Persuading (page 27, Actions 19 and 20). A card or the quest sheet
// brings a Non-Player Character into the Scene; a hero may then spend his
// Action, next to the NPC when it stands on the board, on an opposed roll
// against it: 2D6 + his Intelligence against 2D6 + the NPC's Intelligence
// (through intelligence), or 2D6 + his Strength against 2D6 + the NPC's
// Courage (through fear), the NPC's attribute being 3 unless the sheet
// says otherwise. Only a result that beats the NPC's persuades it; a tie
// fails (R136).
//
// Through intelligence: -1 against an NPC of the opposite alignment (good
// and evil), +1 of the hero's own race, +1 with Eloquence; each hero tries
// once per NPC, each later attempt of the group at -1 for each one before
// it, and a blunder closes the NPC to every later attempt. Through fear:
// +1 if the hero is Fearsome, +1 with Torturer, one attempt per NPC for
// the whole group. What persuading an NPC obtains is the card's or the
// sheet's (an objective may read Persuaded).

const (
	rulePersuade = "persuade"
	ruleFrighten = "frighten"
)

// NPC is a Non-Player Character the heroes may try to persuade.
type NPC struct {
	// ID names the NPC; when a figure of that ID stands on the board, the
	// persuader must be next to it.
	ID   string `json:"id"`
	Name Text   `json:"name"`
	// Intelligence and Courage are what the NPC adds to its rolls.
	Intelligence int    `json:"intelligence"`
	Courage      int    `json:"courage"`
	Race         string `json:"race,omitempty"`
	Alignment    string `json:"alignment,omitempty"`
	// Animal: the NPC is an animal (Taming Animals, page 113).
	Animal bool `json:"animal,omitempty"`
	// Persuaded is set once a hero persuaded it.
	Persuaded bool `json:"persuaded,omitempty"`
	// Attempts counts the failed attempts through intelligence; Tried
	// lists the heroes who made one.
	Attempts int      `json:"attempts,omitempty"`
	Tried    []string `json:"tried,omitempty"`
	// Blunder: an attempt through intelligence was a blunder, so every
	// later one fails.
	Blunder bool `json:"blunder,omitempty"`
	// Frightened: the group's one attempt through fear was made.
	Frightened bool `json:"frightened,omitempty"`
}

// DefaultNPCAttribute is the NPC's Intelligence or Courage when nothing
// else is said (page 27).
const DefaultNPCAttribute = 3

// Persuade tries to persuade NPC Target, through fear when Fear is set
// and through intelligence otherwise.
type Persuade struct {
	Header
	Figure string
	Target string
	Fear   bool
}

const (
	TypePersuade = "persuade"
	TypeFrighten = "frighten"
)

func (c Persuade) Type() string {
	if c.Fear {
		return TypeFrighten
	}
	return TypePersuade
}

// MarshalJSON writes the command's tagged form.
func (c Persuade) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

func (c Persuade) toWire(w *wire) { w.Figure, w.Target = &c.Figure, &c.Target }

func init() {
	for _, t := range []string{TypePersuade, TypeFrighten} {
		commandFields[t] = map[string]bool{"figure": true, "target": true}
		fear := t == TypeFrighten
		wireDecoders[t] = func(a wireArgs) (Command, error) {
			return Persuade{Header: a.h, Figure: a.fig, Target: a.target, Fear: fear}, nil
		}
	}
}

// PersuasionTried: a hero tried to persuade an NPC: Hero's roll against
// NPC's; Persuaded says whether it worked.
type PersuasionTried struct {
	Figure    string     `json:"figure"`
	NPC       string     `json:"npc"`
	Fear      bool       `json:"fear,omitempty"`
	Hero      RollRecord `json:"hero"`
	Target    RollRecord `json:"target"`
	Persuaded bool       `json:"persuaded"`
}

func (PersuasionTried) EventType() string { return "persuasion_tried" }

// CodeNoPersuasion: the NPC cannot be persuaded (any more) by this hero
// this way.
const CodeNoPersuasion = "no_persuasion"

func npcIndex(s *State, id string) int {
	if s.Scene == nil {
		return -1
	}
	for k := range s.Scene.NPCs {
		if s.Scene.NPCs[k].ID == id {
			return k
		}
	}
	return -1
}

func canPersuade(s *State, fi int, a *Activation, target string, fear bool) *RuleError {
	f := &s.Figures[fi]
	if !f.Hero() {
		return refuse(CodeNotAHero, "only heroes persuade", "solo los héroes persuaden")
	}
	if err := lying(f); err != nil {
		return err
	}
	if !a.ActionLeft() {
		return refuse(CodeActionUsed, "%s has no Action left", "a %s no le queda ninguna Acción", f.name())
	}
	// The NPC itself, of whichever side, does not stop the Action it is
	// the object of (R136); any other enemy next to the hero or reaching
	// him does.
	for bi := range s.Figures {
		b := &s.Figures[bi]
		if bi == fi || b.ID == target || b.Side == f.Side || !b.Present() {
			continue
		}
		if overlaps(f.At, f.baseSize(), b) || adjacentAt(s.Board, f, f.At, b) {
			return refuse(CodeEnemyAdjacent, "%s is next to an enemy: no Action may be performed there", "%s está junto a un enemigo: ahí no se puede realizar ninguna Acción", f.name())
		}
	}
	for _, bi := range engagers(s, fi, f.At) {
		if s.Figures[bi].ID != target {
			return refuse(CodeEngaged, "%s is within an enemy's melee range: no Action may be performed there", "%s está en la Zona de Influencia de un enemigo: ahí no se puede realizar ninguna Acción", f.name())
		}
	}
	k := npcIndex(s, target)
	if k < 0 {
		return refuse(CodeNoPersuasion, "there is no character %q to persuade", "no hay ningún personaje %q al que persuadir", target)
	}
	n := &s.Scene.NPCs[k]
	switch {
	case n.Persuaded:
		return refuse(CodeNoPersuasion, "%s is already persuaded", "%s ya está persuadido", n.Name)
	case fear && n.Frightened:
		return refuse(CodeNoPersuasion, "the group has had its one attempt to frighten %s", "el grupo ya hizo su único intento de intimidar a %s", n.Name)
	case !fear && n.Blunder:
		return refuse(CodeNoPersuasion, "after a blunder every attempt to persuade %s fails", "tras una pifia todo intento de persuadir a %s fracasa", n.Name)
	case !fear && slices.Contains(n.Tried, f.ID):
		return refuse(CodeNoPersuasion, "%s has already tried to persuade %s", "%s ya intentó persuadir a %s", f.name(), n.Name)
	}
	if oi := s.figure(n.ID); oi >= 0 && s.Figures[oi].Present() && !Adjacent(*s, f.ID, n.ID, true) {
		return refuse(CodeNotAdjacent, "%s must stand next to %s", "%s debe estar junto a %s", f.name(), n.Name)
	}
	return nil
}

// persuasionMods are the hero's modifiers against NPC n (page 27).
func persuasionMods(f *Figure, n *NPC, fear bool) []Modifier {
	var mods []Modifier
	add := func(v int, en, es string) { mods = append(mods, Modifier{Value: v, Why: Text{En: en, Es: es}}) }
	if fear {
		if f.HasSkill("fearsome") {
			add(1, "Fearsome", "Temible")
		}
		return persuasionSkillMods(f, n, fear, mods)
	}
	if (f.Alignment() == "good" && n.Alignment == "evil") || (f.Alignment() == "evil" && n.Alignment == "good") {
		add(-1, "opposite alignment", "alineamiento opuesto")
	}
	if f.Race() != "" && f.Race() == n.Race {
		add(1, "same race", "misma raza")
	}
	mods = persuasionSkillMods(f, n, fear, mods)
	if n.Attempts > 0 {
		add(-n.Attempts, fmt.Sprintf("%d attempts before", n.Attempts), fmt.Sprintf("%d intentos previos", n.Attempts))
	}
	return mods
}

func (c Persuade) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	s := e.s
	fi := s.figure(f.ID)
	if rerr := canPersuade(s, fi, a, c.Target, c.Fear); rerr != nil {
		return rerr
	}
	rule, at, nat := rulePersuade, Intelligence, Intelligence
	if c.Fear {
		rule, at, nat = ruleFrighten, Strength, Courage
	}
	if rerr := e.spendAction(f, a, rule); rerr != nil {
		return rerr
	}
	n := &s.Scene.NPCs[npcIndex(s, c.Target)]
	hr, err := e.roll2D6(rule, f)
	if err != nil {
		return err
	}
	hr.Modifiers, hr.Cap = TestModifiers(*f, at, persuasionMods(f, n, c.Fear)...)
	e.emit(Rolled{Roll: hr.clone()})
	d, err := e.dice.Two(rule + ": " + n.Name.En)
	if err != nil {
		return diceError(err)
	}
	tr := e.record(d, rule, "")
	v := n.Intelligence
	if c.Fear {
		v = n.Courage
	}
	tr.Modifiers = []Modifier{{Value: v, Kind: ModAttribute, Why: Text{En: n.Name.En + ": " + nat.Text().En, Es: n.Name.Es + ": " + nat.Text().Es}}}
	e.emit(Rolled{Roll: tr.clone()})
	if OpposedWinner(hr, tr) <= 0 && f.Hero() && f.Present() && f.FortuneLeft() > 0 {
		// Page 14: the hero may roll again his own dice or the NPC's.
		s.scene().Persuasion = &PendingPersuasion{Hero: f.ID, NPC: n.ID, Fear: c.Fear, First: hr.clone(), Second: tr.clone()}
		r := hr.clone()
		e.open(Prompt{Kind: PromptPersuasionFortune, Seat: f.Side, Figure: f.ID, Roll: &r, Options: []PromptOption{
			{ID: OptionKeep, Label: Text{En: "Keep the roll", Es: "Mantener la tirada"}},
			{ID: OptionRerollOwn, Label: Text{En: "Spend a Fortune point to roll your own dice again", Es: "Gastar un punto de Fortuna para repetir tu tirada"}},
			{ID: OptionRerollEnemy, Label: Text{En: "Spend a Fortune point to make " + n.Name.En + " roll again", Es: "Gastar un punto de Fortuna para que " + n.Name.Es + " repita su tirada"}},
		}})
		return nil
	}
	e.persuaded(fi, npcIndex(s, c.Target), c.Fear, hr, tr)
	return nil
}

// PromptPersuasionFortune asks the hero whose persuasion failed whether he
// spends a Fortune point on it (page 14).
const PromptPersuasionFortune PromptKind = "persuasion_fortune"

// PendingPersuasion is a failed persuasion roll waiting for the hero's
// Fortune decision.
type PendingPersuasion struct {
	Hero   string     `json:"hero"`
	NPC    string     `json:"npc"`
	Fear   bool       `json:"fear,omitempty"`
	First  RollRecord `json:"first"`
	Second RollRecord `json:"second"`
}

func init() { promptHandlers[PromptPersuasionFortune] = answerPersuasionFortune }

func answerPersuasionFortune(e *env, _ Prompt, option string) error {
	s := e.s
	if s.Scene == nil || s.Scene.Persuasion == nil {
		return refuse(CodeBadState, "no persuasion roll waits for a Fortune decision", "ninguna tirada de persuasión espera una decisión de Fortuna")
	}
	p := *s.Scene.Persuasion
	s.Scene.Persuasion = nil
	fi, k := s.figure(p.Hero), npcIndex(s, p.NPC)
	if fi < 0 || k < 0 {
		return refuse(CodeBadState, "the persuasion roll names an unknown figure or NPC", "la tirada de persuasión nombra una figura o PNJ desconocido")
	}
	if option != OptionKeep {
		f := &s.Figures[fi]
		if f.FortuneLeft() <= 0 {
			return refuse(CodeBadOption, "%s has no Fortune points left", "a %s no le quedan puntos de Fortuna", f.name())
		}
		f.SetFortuneUsed(f.FortuneUsed() + 1)
		old := &p.First
		if option == OptionRerollEnemy {
			old = &p.Second
		}
		r, err := e.reroll(*old)
		if err != nil {
			return err
		}
		r.PaidBy = f.ID
		e.emit(FortuneSpent{Figure: f.ID, Left: f.FortuneLeft(), Roll: old.Seq})
		e.emit(Rolled{Roll: r.clone()})
		*old = r
	}
	e.persuaded(fi, k, p.Fear, p.First, p.Second)
	return nil
}

// persuaded settles hero fi's final roll hr against NPC k's tr.
func (e *env) persuaded(fi, k int, fear bool, hr, tr RollRecord) {
	s := e.s
	f := &s.Figures[fi]
	n := &s.Scene.NPCs[k]
	won := OpposedWinner(hr, tr) > 0
	switch {
	case won:
		n.Persuaded = true
	case fear:
	default:
		n.Attempts++
		n.Blunder = n.Blunder || hr.Double1()
	}
	if fear {
		n.Frightened = true
	} else {
		n.Tried = append(n.Tried, f.ID)
	}
	e.emit(PersuasionTried{Figure: f.ID, NPC: n.ID, Fear: fear, Hero: hr.clone(), Target: tr.clone(), Persuaded: won})
}

// persuadeOptions lists the persuasion attempts open to the figure.
func persuadeOptions(s *State, fi int, h Header) []Option {
	if s.Scene == nil || len(s.Scene.NPCs) == 0 {
		return nil
	}
	f := &s.Figures[fi]
	var out []Option
	for _, n := range s.Scene.NPCs {
		for _, fear := range []bool{false, true} {
			if canPersuade(s, fi, s.Active, n.ID, fear) == nil {
				c := Persuade{Header: h, Figure: f.ID, Target: n.ID, Fear: fear}
				out = append(out, Option{ID: c.Type() + ":" + f.ID + ":" + n.ID, Command: c})
			}
		}
	}
	return out
}
