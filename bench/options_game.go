package bench

import (
	"fmt"

	"dun/autoplay"
	"dun/dice"
	"dun/rules"
	"dun/sim"
)

// decisions is every state of game 0 of the game workload in which a seat
// chose a command, in play order: what dun sim lists the options of.
func (q *simQuest) decisions() ([]rules.State, error) {
	c := q.config(sim.GameSeed(1, 0))
	s, err := c.Prepare(c.Game, c.Start)
	if err != nil {
		return nil, err
	}
	var out []rules.State
	obs := func(before *rules.State, _ rules.Option, _ autoplay.Choice, _ *rules.State, _ []rules.Event) error {
		out = append(out, before.Clone())
		return nil
	}
	if _, _, err := autoplay.Play(s, c.Heroes, c.Dark(c.Game), dice.Seeded(c.Game), c.Limits, obs); err != nil {
		return nil, err
	}
	return out, nil
}

func prepareOptionsGame(on string) (Op, error) {
	q, err := loadSimQuest(on)
	if err != nil {
		return nil, err
	}
	states, err := q.decisions()
	if err != nil {
		return nil, err
	}
	return func() error {
		for i := range states {
			if len(rules.Options(states[i], states[i].CurrentSeat())) == 0 {
				return fmt.Errorf("decision %d: no options", i)
			}
		}
		return nil
	}, nil
}
