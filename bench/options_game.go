package bench

import (
	"fmt"

	"dun/rules"
)

func prepareOptionsGame(on string) (Op, error) {
	q, err := loadSimQuest(on)
	if err != nil {
		return nil, err
	}
	states, err := q.record(0, nil)
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
