package rules

import "strings"

// Counterspell (the card_counterspell effect): when a hero's cast passes,
// the Dark Player may play it; on the card's roll or more on 1D6 the spell
// fails, its mana spent all the same. It is offered in the question that
// asks the heroes' enemies whether one of them dispels the cast
// (dispel.go), since that is the moment a passed cast waits on its
// enemies: one answer per cast, a creature's dispel or the card (R102's
// one attempt, R533). A double 6, which no dispel undoes, is not
// countered either (R533). The roll is the Dark Player's against the
// hero, so a hero with Fortune may make him roll it again (page 14), as
// with a dispel. (The file is named spell_ so that its init runs after
// prompt.go's fills rollSettlers.)

const ruleCounterspell = "counterspell"

// optionCounterspellPrefix begins the dispel question's answer that
// plays a Counterspell card: "counterspell:<card>".
const optionCounterspellPrefix = "counterspell:"

func init() { rollSettlers[ruleCounterspell] = settleCounterspell }

// counterspellOptions are the Counterspell cards the Dark Player may play
// against the cast of figure ci.
func counterspellOptions(s *State, ci int) []PromptOption {
	d := s.Dark
	if d == nil || !s.Figures[ci].Hero() || s.Figures[ci].Side != Heroes {
		return nil
	}
	var out []PromptOption
	for _, id := range d.Hand {
		c, err := playable(s, id)
		if err != nil || c.Effect != "card_counterspell" || c.Cost > s.Available() || hasOption(out, optionCounterspellPrefix+id) {
			continue
		}
		out = append(out, PromptOption{ID: optionCounterspellPrefix + id, Label: Text{
			En: "Play " + c.Name.En + " (" + itoa(c.Cost) + "): the spell fails on " + itoa(counterRoll(c)) + "+",
			Es: "Jugar " + c.Name.Es + " (" + itoa(c.Cost) + "): el hechizo falla con " + itoa(counterRoll(c)) + "+"}})
	}
	return out
}

func hasOption(opts []PromptOption, id string) bool {
	for _, o := range opts {
		if o.ID == id {
			return true
		}
	}
	return false
}

// counterQuestion reports whether the dispel question is asked after the
// passed cast of figure ci even when no creature may dispel it: while the
// Dark Player holds cards, so that the question tells the heroes nothing
// of his hand but its size, which they see (R533).
func counterQuestion(s *State, ci int) bool {
	d := s.Dark
	return d != nil && len(d.Hand) > 0 && s.Figures[ci].Hero() && s.Figures[ci].Side == Heroes
}

// withoutCards drops the answers that name the Dark Player's cards, for
// the heroes' view of the dispel question.
func withoutCards(opts []PromptOption) []PromptOption {
	var out []PromptOption
	for _, o := range opts {
		if !strings.HasPrefix(o.ID, optionCounterspellPrefix) {
			out = append(out, o)
		}
	}
	return out
}

// counterRoll is the 1D6 result card c needs, 2 to 6.
func counterRoll(c *DarkCard) int { return min(max(c.Int("roll"), 2), 6) }

// counterspell plays Counterspell card id, answering the dispel question
// about the cast of the active figure.
func (e *env) counterspell(p Prompt, option string) error {
	s := e.s
	a := s.Active
	ci := s.figure(p.Figure)
	id, _ := strings.CutPrefix(option, optionCounterspellPrefix)
	if ci < 0 || !hasOption(counterspellOptions(s, ci), option) {
		return refuse(CodeCardPlace, "%q cannot be played against this spell", "%q no se puede jugar contra este hechizo", id)
	}
	c, _ := s.Dark.Cards.Card(id)
	if err := e.pay(c.Cost, c.Name.En); err != nil {
		return err
	}
	e.played(c, c.Cost, CardPlayed{Target: p.Figure})
	a.Cast.Dispeller = counterspellDispeller
	r, err := e.rollD6Against(ci, ruleCounterspell, counterRoll(c))
	if err != nil {
		return err
	}
	if caster := &s.Figures[ci]; !r.failed() && caster.Present() && caster.FortuneLeft() > 0 {
		e.askFortune(caster, r)
		return nil
	}
	return e.settle(r)
}

// counterspellDispeller marks a cast whose dispel is the Dark Player's
// card rather than a figure.
const counterspellDispeller = "@counterspell"

// settleCounterspell applies the final Counterspell roll.
func settleCounterspell(e *env, r RollRecord) error {
	a := e.s.Active
	if a == nil || a.Cast == nil || a.Figure != r.Figure || a.Cast.Dispeller != counterspellDispeller {
		return refuse(CodeBadState, "no Counterspell waits for its roll", "ningún Contrahechizo espera su tirada")
	}
	c := a.Cast
	c.Dispeller = ""
	ci := e.s.figure(r.Figure)
	if ci < 0 {
		return unknownFigure(r.Figure)
	}
	f := &e.s.Figures[ci]
	if r.failed() {
		e.emit(SpellCountered{Caster: f.ID, Spell: c.Spell, Roll: r.Seq, ManaLeft: f.ManaLeft()})
		return e.resolveCast()
	}
	paid := 0
	if k := f.spell(c.Spell); k >= 0 {
		paid = f.spendMana(f.Spells[k].Mana)
		own(&f.Spells)[k].Casts++ // shared with clones (cow.go)
	}
	e.emit(SpellCountered{Caster: f.ID, Spell: c.Spell, Roll: r.Seq, Countered: true, Mana: paid, ManaLeft: f.ManaLeft()})
	a.Cast = nil
	return nil
}

// SpellCountered: the Dark Player's Counterspell was rolled against a
// hero's spell; Countered when the spell failed, its Mana spent.
type SpellCountered struct {
	Caster    string `json:"caster"`
	Spell     string `json:"spell"`
	Roll      int    `json:"roll"`
	Countered bool   `json:"countered,omitempty"`
	Mana      int    `json:"mana,omitempty"`
	ManaLeft  int    `json:"mana_left"`
}

func (SpellCountered) EventType() string { return "spell_countered" }
