package bench

import (
	"fmt"

	"dun/adp"
	"dun/autoplay"
	"dun/dice"
	"dun/rules"
	"dun/sim"
)

// creatureDecisions are the states of game 0 in which one of the Dark
// Player's creatures acts (activated, no prompt open), with the options
// listed there: melee creatures and shooters, before and after moving, as
// the game met them.
func (q *simQuest) creatureDecisions() ([]rules.State, [][]rules.Option, error) {
	c := q.config(sim.GameSeed(1, 0))
	s, err := c.Prepare(c.Game, c.Start)
	if err != nil {
		return nil, nil, err
	}
	var states []rules.State
	var opts [][]rules.Option
	obs := func(before *rules.State, _ rules.Option, _ autoplay.Choice, _ *rules.State, _ []rules.Event) error {
		if before.CurrentSeat() == rules.Dark && before.Active != nil && before.Prompt == nil {
			n := before.Clone()
			states, opts = append(states, n), append(opts, rules.Options(n, rules.Dark))
		}
		return nil
	}
	if _, _, err := autoplay.Play(s, c.Heroes, c.Dark(c.Game), dice.Seeded(c.Game), c.Limits, obs); err != nil {
		return nil, nil, err
	}
	if len(states) == 0 {
		return nil, nil, fmt.Errorf("game 0 has no creature's decision")
	}
	return states, opts, nil
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
