package rules

import (
	"testing"

	"dun/board"
)

// ledge is a room with a ledge at level 3 along its north wall and a
// ladder at (2, 1) climbing north onto it (page 19).
func ledge(t *testing.T, figs ...Figure) State {
	g := parseMap(t,
		".....",
		".....",
		".....",
		".....",
	)
	for x := 0; x < 5; x++ {
		sq := g.Square(at(x, 0))
		sq.Level = 3
		g.Set(at(x, 0), sq)
	}
	sq := g.Square(at(2, 1))
	sq.HasLadder, sq.LadderUp = true, board.North
	g.Set(at(2, 1), sq)
	return newState(t, g, figs...)
}

// Page 19: a ladder is climbed as a normal move (one point a square), is
// difficult terrain for a figure holding something in a hand, and cannot
// be run on (R931).
func TestLadders(t *testing.T) {
	cases := []struct {
		name  string
		items []Item
		top   int // cost to the top of the ladder, (2, 0), from (2, 3)
	}{
		{"empty hands", nil, 3},
		{"a sword in hand", []Item{sword()}, 4},
		{"a sword in the backpack", []Item{func() Item { it := sword(); it.Place = InPack; return it }()}, 3},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			taeral := heroFig("taeral", 2, 3, 6, 0)
			taeral.Items = c.items
			s := ledge(t, taeral)
			s, _ = play(t, s, nil, activate(Heroes, "taeral"))
			opts := moveOpts(s, Heroes)
			if got, ok := opts[at(2, 0)]; !ok || got != c.top {
				t.Fatalf("to the top of the ladder: %d %v, want %d (%v)", got, ok, c.top, opts)
			}
			// Only the ladder leads up: (1, 0) is one step from the top.
			if got := opts[at(1, 0)]; got != c.top+1 {
				t.Fatalf("beside the top: %d, want %d", got, c.top+1)
			}
			n, evs := play(t, s, nil, moveTo(Heroes, "taeral", 2, 0))
			if mv, _ := find[Moved](evs); mv.Cost != c.top || n.Figures[0].At != at(2, 0) {
				t.Fatalf("climbed: %+v", mv)
			}
		})
	}

	// Down again: as cheap as up.
	s := ledge(t, heroFig("taeral", 2, 0, 6, 0))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	if got := moveOpts(s, Heroes)[at(2, 3)]; got != 3 {
		t.Fatalf("down the ladder: %d", got)
	}

	// No running on a ladder: a runner does not set foot on it, and a
	// figure standing on it may not declare a run.
	s = ledge(t, heroFig("taeral", 2, 3, 4, 0))
	r, _ := play(t, s, []int{3, 3}, activate(Heroes, "taeral"), run(Heroes, "taeral"))
	for p := range moveOpts(r, Heroes) {
		if p.Y <= 1 && p.X == 2 || p.Y == 0 {
			t.Fatalf("a runner may reach %v by the ladder", p)
		}
	}
	on := ledge(t, heroFig("taeral", 2, 1, 4, 0))
	on, _ = play(t, on, nil, activate(Heroes, "taeral"))
	refused(t, on, run(Heroes, "taeral"), CodeCannotRun)
}

// Page 19 and 20: standing on a ladder with something in a hand is being
// on difficult terrain: -1 to Combat Skill; with empty hands (fists) it
// is not.
func TestLadderDifficultForCombat(t *testing.T) {
	for _, busy := range []bool{false, true} {
		taeral := heroFig("taeral", 2, 1, 4, 0)
		if busy {
			taeral = armed(taeral, sword())
		}
		s := ledge(t, taeral)
		if got := onDifficult(s.Board, &s.Figures[0]); got != busy {
			t.Errorf("hands busy %v: on difficult terrain %v", busy, got)
		}
	}
}
