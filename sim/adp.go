package sim

import (
	"dun/adp"
	"dun/adp1"
	"dun/autoplay"
	"dun/rules"
)

// ADP is the Artificial Dark Player as a policy for the simulator.
func ADP(cards map[string]adp.Card) autoplay.Policy { return darkPolicy{adp.New(cards)} }

// ADP1 is the earlier edition's Artificial Dark Player (package adp1) as
// a policy for the simulator.
func ADP1(cards map[string]adp.Card) autoplay.Policy { return darkPolicy{adp1.New(cards)} }

// optionsChooser is a Chooser that can take the options its caller
// already listed (this edition's Player) rather than listing them again.
type optionsChooser interface {
	ChooseFrom(s rules.State, opts []rules.Option) (adp.Decision, error)
}

// darkPolicy is an Artificial Dark Player of either edition as a policy.
type darkPolicy struct{ p adp.Chooser }

// Choose asks the Artificial Dark Player and finds its decision among the
// options, which are rules.Options(s, seat) as autoplay.Play lists them; a
// decision not among them (a bug) is reported as index -1, which stops the
// run with the game's seed.
func (a darkPolicy) Choose(s *rules.State, seat rules.Side, opts []rules.Option) autoplay.Choice {
	choose := a.p.Choose
	if from, ok := a.p.(optionsChooser); ok && seat == rules.Dark {
		choose = func(s rules.State) (adp.Decision, error) { return from.ChooseFrom(s, opts) }
	}
	d, err := choose(*s)
	if err != nil {
		return autoplay.Choice{Index: -1, Why: rules.Text{En: err.Error(), Es: err.Error()}}
	}
	for i, o := range opts {
		if o.ID == d.Option.ID {
			return autoplay.Choice{Index: i, Why: d.Why}
		}
	}
	return autoplay.Choice{Index: -1, Why: d.Why}
}
