package adp

import (
	"testing"

	"dun/board"
	"dun/rules"
)

// A distances kept from one measure to the next answers as a fresh
// measure does: from the same squares of the same board, again; from
// other squares, from a 2x2 base, on another board of the same version,
// and once the board has changed, anew.
func TestDistancesKeptAreMeasured(t *testing.T) {
	g := board.New(8, 6)
	for y := range 6 {
		for x := range 8 {
			g.Set(board.Pos{X: x, Y: y}, board.Square{Section: 1})
		}
	}
	// other is g with a wall down column 3, g one down column 5 later:
	// the same version, other squares.
	other := g.Clone()
	wall := func(g *board.Grid, x int) {
		for y := range 5 {
			g.Set(board.Pos{X: x, Y: y}, board.Square{Terrain: board.Impassable})
		}
	}
	wall(other, 3)
	small := rules.Figure{ID: "a", Size: rules.SizeAverage}
	large := rules.Figure{ID: "b", Size: rules.SizeLarge}
	fresh := func(g *board.Grid, f *rules.Figure) []int {
		var s board.Search
		s.Measure(g, -1, squaresOf(g, f, f.At)...)
		out := make([]int, g.Len())
		for i := range out {
			out[i] = s.Cost(i)
		}
		return out
	}
	for k, c := range []struct {
		g    *board.Grid
		f    *rules.Figure
		at   board.Pos
		wall bool // wall g down column 5 first
	}{
		{g, &small, board.Pos{X: 0, Y: 0}, false},
		{g, &small, board.Pos{X: 0, Y: 0}, false},
		{g, &small, board.Pos{X: 7, Y: 2}, false},
		{g, &large, board.Pos{X: 6, Y: 2}, false},
		{g, &large, board.Pos{X: 6, Y: 2}, true},
		{other, &large, board.Pos{X: 6, Y: 2}, false},
		{g, &large, board.Pos{X: 6, Y: 2}, false},
	} {
		if c.wall {
			wall(c.g, 5)
			if c.g.Version() != other.Version() {
				t.Fatalf("versions %d and %d: the case needs them equal", c.g.Version(), other.Version())
			}
		}
		c.f.At = c.at
		s := rules.State{Board: c.g}
		d := measureFrom(&s, c.f)
		want := fresh(c.g, c.f)
		for i := range want {
			if got := d.search.Cost(i); got != want[i] {
				t.Fatalf("case %d: square %d at %d, want %d", k, i, got, want[i])
			}
		}
		d.release()
	}
}

// Distances handed out and not yet released are never handed out again:
// two measures held at once from the same squares are two searches, each
// right; more held than are kept are measured anew.
func TestDistancesHeldAreNotShared(t *testing.T) {
	g := board.New(6, 4)
	for y := range 4 {
		for x := range 6 {
			g.Set(board.Pos{X: x, Y: y}, board.Square{Section: 1})
		}
	}
	f := rules.Figure{ID: "a", Size: rules.SizeAverage, At: board.Pos{X: 1, Y: 1}}
	s := rules.State{Board: g}
	var held []*distances
	for range keptDistances + 2 {
		d := measureFrom(&s, &f)
		for _, o := range held {
			if o == d {
				t.Fatal("a distances held was handed out again")
			}
		}
		if got := d.to(&f, board.Pos{X: 4, Y: 3}); got != 3 {
			t.Fatalf("distance %d, want 3", got)
		}
		held = append(held, d)
	}
	for _, d := range held {
		d.release()
	}
}
