package autoplay

import (
	"path/filepath"
	"testing"

	"dun/board"
	"dun/dice"
	"dun/rules"
)

// hide changes what the heroes may not see in s: a creature waits in the
// unrevealed square nearest a hero, the unrevealed floor turns to deep
// water, the creatures the sheet hides are gone and the Dark Player's
// reserve grows. It reports false when nothing is left unrevealed.
func hide(s rules.State) (rules.State, bool) {
	c := s.Clone()
	g := c.Board.Clone()
	spot, best := -1, 1<<30
	for i := 0; i < g.Len(); i++ {
		sq := g.At(i)
		if sq.Section == 0 || c.SectionRevealed(sq.Section) {
			continue
		}
		if sq.Terrain == board.Normal {
			for k := range c.Figures {
				if f := &c.Figures[k]; f.Hero() && f.Present() {
					if d := board.Chebyshev(f.At, g.Pos(i)); d < best {
						spot, best = i, d
					}
				}
			}
		}
		sq.Terrain = board.DeepWater
		g.Set(g.Pos(i), sq)
	}
	if spot < 0 {
		return c, false
	}
	foe := c.Figures[0]
	foe.ID = "lurker"
	foe.Side = rules.Dark
	foe.SetHero(false)
	foe.At = g.Pos(spot)
	foe.SetOwner("")
	c.Figures = append(c.Figures, foe)
	c.Board = g
	c.Reserve += 5
	if c.Explore != nil {
		c.Explore.Hidden = nil
	}
	return c, true
}

// A hero bot deciding from its seat's view (Sighted) chooses the same
// whatever the hidden information, where the policy on the true state
// is swayed by it.
func TestSightedIgnoresHiddenInformation(t *testing.T) {
	for _, name := range []string{"01-drowned-chapel.yaml", "04-minotaur-hall.yaml"} {
		s := game(t, filepath.Join("..", "examples", "quests", name))
		sighted := Sighted{Policy: Heroes{}}
		decisions, swayed := 0, 0
		_, _, err := Play(s, sighted, Random{Seed: 3}, dice.Seeded(3), Limits{Turns: 8}, func(before *rules.State, o rules.Option, c Choice, after *rules.State, evs []rules.Event) error {
			if before.CurrentSeat() != rules.Heroes {
				return nil
			}
			other, ok := hide(*before)
			if !ok {
				return nil
			}
			decisions++
			opts := rules.Options(*before, rules.Heroes)
			if got := sighted.Choose(&other, rules.Heroes, opts); got != c {
				t.Fatalf("%s turn %d: hidden information changed the choice %s (%s) to %s (%s)",
					name, before.Turn, opts[c.Index].ID, c.Why.En, opts[got.Index].ID, got.Why.En)
			}
			if (Heroes{}).Choose(&other, rules.Heroes, opts) != (Heroes{}).Choose(before, rules.Heroes, opts) {
				swayed++
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d decisions, %d swayed on the true state", name, decisions, swayed)
		if decisions == 0 || swayed == 0 {
			t.Fatalf("%s: %d decisions, %d swayed by hidden information on the true state: the test shows nothing", name, decisions, swayed)
		}
	}
}
