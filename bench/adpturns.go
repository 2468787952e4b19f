package bench

import (
	"fmt"

	"dun/adp"
	"dun/rules"
)

// creatureDecisions are the states of game 0 in which one of the Dark
// Player's creatures acts (activated, no prompt open), with the options
// listed there: melee creatures and shooters, before and after moving, as
// the game met them.
func (q *simQuest) creatureDecisions() ([]rules.State, [][]rules.Option, error) {
	states, err := q.record(0, func(s *rules.State) bool {
		return s.CurrentSeat() == rules.Dark && s.Active != nil && s.Prompt == nil
	})
	if err != nil {
		return nil, nil, err
	}
	if len(states) == 0 {
		return nil, nil, fmt.Errorf("game 0 has no creature's decision")
	}
	return states, darkOptions(states), nil
}

func prepareCreatureDecisions(on string) (Op, error) {
	q, err := loadSimQuest(on)
	if err != nil {
		return nil, err
	}
	states, opts, err := q.creatureDecisions()
	if err != nil {
		return nil, err
	}
	p := adp.New(q.cards)
	return func() error {
		for k, s := range states {
			d, err := p.ChooseFrom(s, opts[k])
			if err != nil {
				return err
			}
			if d.Option.Command == nil {
				return fmt.Errorf("the ADP chose nothing")
			}
		}
		return nil
	}, nil
}
