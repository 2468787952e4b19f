package rules_test

import (
	"math/rand/v2"
	"testing"

	"dun/autoplay"
	"dun/dice"
	"dun/rules"
	"dun/setup"
	"dun/sim"
)

// The move search fills its overlay only in the box of squares a search
// within the limit can reach (reach.window): its destinations are those
// of the search over the whole board's overlay, for every figure and
// several limits, on the states of games (the hero policy against the
// Artificial Dark Player, and random play) and on those states crowded
// around a hero (crowd, stopper_test.go).
func TestDestinationsWindowed(t *testing.T) {
	plain, pack, _ := goblinChasm(t)
	dark := sim.ADP(setup.Behaviours(pack), nil)
	rnd := rand.New(rand.NewPCG(3, 4))
	checked, dests := 0, 0
	for seed := uint64(1); seed <= 4; seed++ {
		src := dice.Seeded(seed)
		pick := [2]autoplay.Policy{autoplay.Heroes{}, dark}
		if seed%2 == 1 {
			pick = [2]autoplay.Policy{autoplay.Random{Seed: seed}, autoplay.Random{Seed: seed}}
		}
		s := plain
		for k := 0; k < 400 && s.End == nil; k++ {
			if k%8 == 0 {
				for _, c := range []rules.State{s, crowd(s, rnd), crowd(s, rnd)} {
					n, err := rules.DestinationsWindowed(c)
					if err != nil {
						t.Fatalf("seed %d step %d: %v", seed, k, err)
					}
					dests += n
				}
				checked++
			}
			seat := s.CurrentSeat()
			opts := rules.Options(s, seat)
			ch := pick[seat].Choose(&s, seat, opts)
			if ch.Index < 0 {
				t.Fatalf("seed %d step %d: no choice", seed, k)
			}
			n, _, err := rules.Apply(s, opts[ch.Index].Command, src)
			if err != nil {
				t.Fatal(err)
			}
			s = n
		}
	}
	t.Logf("%d states, %d destinations", checked, dests)
	if checked < 60 || dests < 10000 {
		t.Fatalf("only %d states checked, %d destinations", checked, dests)
	}
}
