package bench

import (
	"dun/autoplay"
	"dun/dice"
	"dun/rules"
	"dun/sim"
)

// record plays game g of a run seeded 1 as dun sim plays it and keeps a
// copy of each state before a command that keep asks for (every one when
// keep is nil), in play order.
func (q *simQuest) record(g int, keep func(*rules.State) bool) ([]rules.State, error) {
	c := q.config(sim.GameSeed(1, g))
	s, err := c.Prepare(c.Game, c.Start)
	if err != nil {
		return nil, err
	}
	var out []rules.State
	obs := func(before *rules.State, _ rules.Option, _ autoplay.Choice, _ *rules.State, _ []rules.Event) error {
		if keep == nil || keep(before) {
			out = append(out, before.Clone())
		}
		return nil
	}
	if _, _, err := autoplay.Play(s, c.Heroes, c.Dark(c.Game), dice.Seeded(c.Game), c.Limits, obs); err != nil {
		return nil, err
	}
	return out, nil
}

// darkOptions lists the Dark Player's options in each of states.
func darkOptions(states []rules.State) [][]rules.Option {
	opts := make([][]rules.Option, len(states))
	for i := range states {
		opts[i] = rules.Options(states[i], rules.Dark)
	}
	return opts
}
