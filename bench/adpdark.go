package bench

import (
	"fmt"

	"dun/adp"
	"dun/autoplay"
	"dun/dice"
	"dun/rules"
	"dun/sim"
)

// darkGames is how many games the adp-dark workload replays.
const darkGames = 8

// darkDecisions are the states of games 0 to darkGames-1 in which the
// Dark Player decides (his cards' moments, his creatures, his answers),
// with the options listed there, game by game in the order played.
func (q *simQuest) darkDecisions() ([][]rules.State, [][][]rules.Option, error) {
	var states [][]rules.State
	var opts [][][]rules.Option
	for g := range darkGames {
		c := q.config(sim.GameSeed(1, g))
		s, err := c.Prepare(c.Game, c.Start)
		if err != nil {
			return nil, nil, err
		}
		var ss []rules.State
		var os [][]rules.Option
		obs := func(before *rules.State, _ rules.Option, _ autoplay.Choice, _ *rules.State, _ []rules.Event) error {
			if before.CurrentSeat() == rules.Dark {
				n := before.Clone()
				ss, os = append(ss, n), append(os, rules.Options(n, rules.Dark))
			}
			return nil
		}
		if _, _, err := autoplay.Play(s, c.Heroes, c.Dark(c.Game), dice.Seeded(c.Game), c.Limits, obs); err != nil {
			return nil, nil, err
		}
		states, opts = append(states, ss), append(opts, os)
	}
	return states, opts, nil
}

// prepareDarkDecisions replays the Dark Player's decisions of darkGames
// games with his cards, as dun sim asks them (CardPlayer.ChooseFrom with
// the options listed), a new card player for each game: the card player
// keeps the plan of its moment from one decision to the next.
func prepareDarkDecisions(on string) (Op, error) {
	q, err := loadSimQuest(on)
	if err != nil {
		return nil, err
	}
	states, opts, err := q.darkDecisions()
	if err != nil {
		return nil, err
	}
	return func() error {
		for g := range states {
			cp := &adp.CardPlayer{Planner: q.planner, Creatures: adp.New(q.cards)}
			for k, s := range states[g] {
				d, err := cp.ChooseFrom(s, opts[g][k])
				if err != nil {
					return err
				}
				if d.Option.Command == nil {
					return fmt.Errorf("game %d: the ADP chose nothing", g)
				}
			}
		}
		return nil
	}, nil
}
