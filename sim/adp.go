package sim

import (
	"dun/adp"
	"dun/autoplay"
	"dun/rules"
)

// ADP is the Artificial Dark Player as a policy for the simulator.
func ADP(cards map[string]adp.Card) autoplay.Policy { return adpPolicy{adp.New(cards)} }

type adpPolicy struct{ p *adp.Player }

// Choose asks the Artificial Dark Player and finds its decision among the
// options, which are rules.Options(s, seat) as autoplay.Play lists them
// (the player reuses them rather than listing them again); a decision not among them (a bug) is reported as index -1,
// which stops the run with the game's seed.
func (a adpPolicy) Choose(s *rules.State, seat rules.Side, opts []rules.Option) autoplay.Choice {
	choose := a.p.Choose
	if seat == rules.Dark {
		choose = func(s rules.State) (adp.Decision, error) { return a.p.ChooseFrom(s, opts) }
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
