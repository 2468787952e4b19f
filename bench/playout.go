package bench

import (
	"fmt"

	"dun/dice"
	"dun/rules"
)

func preparePlayout(on string) (Op, error) {
	s, err := QuestStart(on)
	if err != nil {
		return nil, err
	}
	return func() error {
		_, err := Playout(s, playoutSteps, playoutSeed)
		return err
	}, nil
}

// Playout plays steps commands from s, each drawn uniformly from the
// options of the seat that must decide (rules.Options of
// State.CurrentSeat), with dice and draws seeded by seed: a random-legal
// game, the same for the same s, steps and seed, starting over when the
// quest ends. It stops early with an error when a seat is offered nothing
// or the engine refuses a command it offered.
func Playout(s rules.State, steps int, seed uint64) (rules.State, error) {
	src := dice.Seeded(seed)
	r := splitmix(seed)
	start := s
	for k := 0; k < steps; k++ {
		if s.End != nil {
			// The quest is over: play it again from the start, so that a
			// playout is always steps commands long.
			s = start
		}
		opts := rules.Options(s, s.CurrentSeat())
		if len(opts) == 0 {
			return s, fmt.Errorf("step %d: %s is offered nothing", k+1, s.CurrentSeat())
		}
		o := opts[r.next()%uint64(len(opts))]
		n, _, err := rules.Apply(s, o.Command, src)
		if err != nil {
			return s, fmt.Errorf("step %d: %s refused: %v", k+1, o.ID, err)
		}
		s = n
	}
	return s, nil
}

// splitmix is the splitmix64 stream of PEER-RESULTS.md, the playout's
// choices.
type splitmix uint64

func (s *splitmix) next() uint64 {
	*s += 0x9E3779B97F4A7C15
	z := uint64(*s)
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}
