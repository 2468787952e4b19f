package rules

import "strings"

// Dark Blessing (the card_reroll effect): played after a roll of one of
// the Dark Player's creatures, the roll is made again. The rules ask him
// where they ask a hero whether he spends Fortune (offerFortune): after a
// test of a creature that failed, but not a critical failure, which the
// card excludes, and only while he holds a Dark Blessing he may pay for
// (R535). A roll that passed needs no blessing; a roll the rules settle
// without that question (damage dice) is not offered. The second roll
// stands, as a Fortune reroll does (page 14).

// PromptDarkReroll: the Dark Player may play a Dark Blessing on a failed
// roll of his creature Figure. Options: OptionKeep, "play:<card>".
const PromptDarkReroll PromptKind = "dark_reroll"

func init() { promptHandlers[PromptDarkReroll] = answerDarkReroll }

// blessingOptions are the Dark Blessing cards the Dark Player may play on
// a roll now.
func blessingOptions(s *State) []PromptOption {
	d := s.Dark
	if d == nil {
		return nil
	}
	var out []PromptOption
	for _, id := range d.Hand {
		c, err := playable(s, id)
		if err != nil || c.Effect != "card_reroll" || c.Cost > s.Available() || hasOption(out, "play:"+id) {
			continue
		}
		out = append(out, PromptOption{ID: "play:" + id, Label: Text{En: "Play " + c.Name.En + " (" + itoa(c.Cost) + "): roll again", Es: "Jugar " + c.Name.Es + " (" + itoa(c.Cost) + "): repetir la tirada"}})
	}
	return out
}

// offerDarkReroll asks the Dark Player whether he blesses failed roll r
// of his creature f; it reports whether it asked.
func (e *env) offerDarkReroll(f *Figure, r RollRecord, worthIt bool) bool {
	if !worthIt || e.s.Dark == nil || f.Side != Dark || f.Hero() || !f.Present() || r.Critical == CriticalFailure || powerBlocked(e.s, f) != nil {
		return false
	}
	opts := blessingOptions(e.s)
	if len(opts) == 0 {
		return false
	}
	rr := r.clone()
	e.open(Prompt{Kind: PromptDarkReroll, Seat: Dark, Figure: f.ID, Roll: &rr,
		Options: append([]PromptOption{{ID: OptionKeep, Label: Text{En: "Keep the roll", Es: "Mantener la tirada"}}}, opts...)})
	return true
}

func answerDarkReroll(e *env, p Prompt, option string) error {
	if p.Roll == nil {
		return refuse(CodeBadState, "the question has no roll", "la pregunta no tiene tirada")
	}
	if option == OptionKeep {
		return e.settle(*p.Roll)
	}
	id, _ := strings.CutPrefix(option, "play:")
	c, err := playable(e.s, id)
	if err != nil {
		return err
	}
	if c.Effect != "card_reroll" {
		return refuse(CodeCardPlace, "%s does not roll again", "%s no repite tiradas", c.Name.En)
	}
	if err := e.pay(c.Cost, c.Name.En); err != nil {
		return err
	}
	e.played(c, c.Cost, CardPlayed{Target: p.Figure})
	if fi := e.s.figure(p.Figure); fi >= 0 && onePowerMode(e.s) {
		// Page 99: the blessing replaces the creature's last Power card
		// and, acting at once, is its one card this turn.
		e.endPower(fi, c)
		e.s.Figures[fi].SetPower(&PowerTrace{Card: c.ID, Turn: e.s.Turn})
	}
	r, rerr := e.reroll(*p.Roll)
	if rerr != nil {
		return rerr
	}
	e.emit(Rolled{Roll: r.clone()})
	return e.settle(r)
}
