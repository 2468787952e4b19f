package adp

import (
	"testing"

	"dun/board"
	"dun/rules"
)

// A walk kept from one onFoot to the next answers as a fresh search does:
// from the same square of the same board, again; for another mover, a
// creature that swims, from another square, on another board of the same
// version, and once the board has changed, anew.
func TestWalksKeptAreSearched(t *testing.T) {
	g := board.New(8, 6)
	for y := range 6 {
		for x := range 8 {
			sq := board.Square{Section: 1}
			if x == 4 && y > 0 {
				sq.Terrain = board.DeepWater
			}
			g.Set(board.Pos{X: x, Y: y}, sq)
		}
	}
	other := g.Clone()
	wall := func(g *board.Grid, x int) {
		for y := range 5 {
			g.Set(board.Pos{X: x, Y: y}, board.Square{Terrain: board.Impassable})
		}
	}
	wall(other, 2)
	small := rules.Figure{ID: "a", Size: rules.SizeAverage}
	large := rules.Figure{ID: "b", Size: rules.SizeLarge}
	fish := rules.Figure{ID: "c", Size: rules.SizeAverage, Skills: []string{"aquatic_animal"}}
	fresh := func(g *board.Grid, f *rules.Figure) []int {
		var ov *board.Overlay
		if !f.HasSkill("aquatic_animal") {
			for i := 0; i < g.Len(); i++ {
				if g.At(i).Terrain == board.DeepWater {
					if ov == nil {
						ov = board.NewOverlay(g)
					}
					ov.Set(i, board.Blocked)
				}
			}
		}
		var s board.Search
		s.Reach(g, f.Mover(), g.Index(f.At), ov, -1)
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
		wall bool // wall g down column 6 first
	}{
		{g, &small, board.Pos{X: 0, Y: 0}, false},
		{g, &small, board.Pos{X: 0, Y: 0}, false},
		{g, &fish, board.Pos{X: 0, Y: 0}, false},
		{g, &small, board.Pos{X: 0, Y: 0}, false},
		{g, &small, board.Pos{X: 7, Y: 2}, false},
		{g, &large, board.Pos{X: 6, Y: 2}, false},
		{g, &large, board.Pos{X: 0, Y: 2}, true},
		{other, &large, board.Pos{X: 0, Y: 2}, false},
		{g, &large, board.Pos{X: 0, Y: 2}, false},
	} {
		if c.wall {
			wall(c.g, 6)
			if c.g.Version() != other.Version() {
				t.Fatalf("versions %d and %d: the case needs them equal", c.g.Version(), other.Version())
			}
		}
		c.f.At = c.at
		w := walksFrom(c.g, c.f)
		want := fresh(c.g, c.f)
		for i := range want {
			if got := w.search.Cost(i); got != want[i] {
				t.Fatalf("case %d: square %d at %d, want %d", k, i, got, want[i])
			}
		}
		w.release()
	}
}
