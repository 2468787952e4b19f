package bench

import (
	"fmt"

	"dun/adp"
	"dun/rules"
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
		ss, err := q.record(g, func(s *rules.State) bool { return s.CurrentSeat() == rules.Dark })
		if err != nil {
			return nil, nil, err
		}
		states, opts = append(states, ss), append(opts, darkOptions(ss))
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
