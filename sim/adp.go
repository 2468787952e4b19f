package sim

import (
	"dun/adp"
	"dun/adp1"
	"dun/autoplay"
	"dun/rules"
)

// ADP is the Artificial Dark Player as a policy for the simulator: its
// creatures' behaviour, and with planner not nil its cards (a game whose
// Dark Player is in the rules' adp mode, rules.WithDarkPlayer).
func ADP(cards map[string]adp.Card, planner *adp.Planner) autoplay.Policy {
	return policyOf(adp.New(cards), planner)
}

// ADP1 is the earlier edition's Artificial Dark Player (package adp1) as
// a policy for the simulator; its cards are the same planner's with the
// earlier edition's encounters and order of placement (adp1.Edition).
func ADP1(cards map[string]adp.Card, planner *adp.Planner) autoplay.Policy {
	return policyOf(adp1.New(cards), adp1.Planner(planner))
}

// policyOf is one game's policy: the card player keeps the plan of the
// moment in progress, so each game needs its own.
func policyOf(c adp.Chooser, planner *adp.Planner) autoplay.Policy {
	if planner == nil {
		return darkPolicy{p: c}
	}
	cp := &adp.CardPlayer{Planner: planner, Creatures: c}
	return darkPolicy{p: cp, cards: cp}
}

// optionsChooser is a Chooser that can take the options its caller
// already listed (this edition's Player) rather than listing them again.
type optionsChooser interface {
	ChooseFrom(s rules.State, opts []rules.Option) (adp.Decision, error)
}

// darkPolicy is an Artificial Dark Player of either edition as a policy.
type darkPolicy struct {
	p     adp.Chooser
	cards *adp.CardPlayer
}

// Choose asks the Artificial Dark Player and finds its decision among the
// options, which are rules.Options(s, seat) as autoplay.Play lists them; a
// decision not among them (a bug) is reported as index -1, which stops the
// run with the game's seed.
func (a darkPolicy) Choose(s *rules.State, seat rules.Side, opts []rules.Option) autoplay.Choice {
	_, c := a.ChooseCommand(s, seat, opts)
	return c
}

// ChooseCommand is Choose, and the ADP's card commands the rules check
// when sent (its dice, draws and placements).
func (a darkPolicy) ChooseCommand(s *rules.State, seat rules.Side, opts []rules.Option) (rules.Option, autoplay.Choice) {
	choose := a.p.Choose
	if from, ok := a.p.(optionsChooser); ok && seat == rules.Dark {
		choose = func(s rules.State) (adp.Decision, error) { return from.ChooseFrom(s, opts) }
	}
	d, err := choose(*s)
	if err != nil {
		return rules.Option{}, autoplay.Choice{Index: -1, Why: rules.Text{En: err.Error(), Es: err.Error()}}
	}
	for i, o := range opts {
		if o.ID == d.Option.ID {
			return rules.Option{}, autoplay.Choice{Index: i, Why: d.Why}
		}
	}
	if a.cards != nil && d.Option.Command != nil {
		return d.Option, autoplay.Choice{Index: -1, Why: d.Why}
	}
	return rules.Option{}, autoplay.Choice{Index: -1, Why: d.Why}
}

// Refused is the card commands the rules refused the planner in this
// policy's game (a bug each).
func Refused(p autoplay.Policy) []string {
	if d, ok := p.(darkPolicy); ok && d.cards != nil {
		return d.cards.Refused
	}
	return nil
}

// FirstEdition reports whether p is the earlier edition's Artificial
// Dark Player (ADP1), with or without its cards.
func FirstEdition(p autoplay.Policy) bool {
	d, ok := p.(darkPolicy)
	if !ok {
		return false
	}
	c := d.p
	if d.cards != nil {
		c = d.cards.Creatures
	}
	_, first := c.(*adp1.Player)
	return first
}
