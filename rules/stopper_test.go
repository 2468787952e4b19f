package rules_test

import (
	"math/rand/v2"
	"testing"

	"dun/autoplay"
	"dun/board"
	"dun/dice"
	"dun/rules"
	"dun/setup"
	"dun/sim"
)

// The movement overlay's stopper (which enemies would stop a figure's
// walk, worked out once per search) answers as stoppers does, for every
// figure on every square: on the states of games (the hero policy
// against the Artificial Dark Player, and random play), and on those
// states with every figure crowded at random into a few squares around a
// hero, where enemies engage, allies hold them and Large figures stand
// among small ones.
func TestStopperIsStoppers(t *testing.T) {
	plain, pack, _ := goblinChasm(t)
	dark := sim.ADP(setup.Behaviours(pack), nil)
	rnd := rand.New(rand.NewPCG(1, 2))
	checked, stops := 0, 0
	for seed := uint64(1); seed <= 4; seed++ {
		src := dice.Seeded(seed)
		pick := [2]autoplay.Policy{autoplay.Heroes{}, dark}
		if seed%2 == 1 {
			pick = [2]autoplay.Policy{autoplay.Random{Seed: seed}, autoplay.Random{Seed: seed}}
		}
		s := plain
		for k := 0; k < 600 && s.End == nil; k++ {
			if k%4 == 0 {
				n, err := rules.StopperIsStoppers(s)
				stops += n
				if err != nil {
					t.Fatalf("seed %d step %d: %v", seed, k, err)
				}
				for range 4 {
					c := crowd(s, rnd)
					n, err := rules.StopperIsStoppers(c)
					stops += n
					if err != nil {
						t.Fatalf("seed %d step %d, crowded: %v", seed, k, err)
					}
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
	t.Logf("%d states, %d stops", checked, stops)
	if checked < 100 || stops < 1000 {
		t.Fatalf("only %d states checked, %d squares where a figure stops", checked, stops)
	}
}

// crowd is a clone of s with the creatures still hidden brought into
// play, and every figure moved to a random square within three of the
// first hero, some of them knocked down; the figure activated, if any,
// has disengaged from some of its enemies.
func crowd(s rules.State, rnd *rand.Rand) rules.State {
	c := s.Clone()
	if c.Explore != nil {
		// Their values are copied; only squares and conditions change.
		c.Figures = append(c.Figures, c.Explore.Hidden...)
	}
	var at board.Pos
	for i := range c.Figures {
		if c.Figures[i].Hero() {
			at = c.Figures[i].At
			break
		}
	}
	for i := range c.Figures {
		f := &c.Figures[i]
		p := board.Pos{X: at.X + rnd.IntN(7) - 3, Y: at.Y + rnd.IntN(7) - 3}
		if c.Board.In(p) {
			f.At = p
		}
		if rnd.IntN(8) == 0 {
			f.Conditions = f.Conditions.With(rules.KnockedDown)
		}
	}
	if c.Active != nil {
		a := *c.Active
		a.DisengagedFrom = nil
		if f, ok := c.Figure(a.Figure); ok {
			for _, o := range c.Figures {
				if o.Side != f.Side && rnd.IntN(2) == 0 {
					a.DisengagedFrom = append(a.DisengagedFrom, o.ID)
				}
			}
		}
		c.Active = &a
	}
	return c
}
