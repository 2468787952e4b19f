package adp

import (
	"testing"

	"dun/board"
)

// sectionSize counts as a walk over the board does: again on the same
// board, on another board of the same version, and once a board changed.
func TestSectionSizeIsCounted(t *testing.T) {
	g := board.New(5, 4)
	for y := range 4 {
		for x := range 5 {
			g.Set(board.Pos{X: x, Y: y}, board.Square{Section: uint8(1 + x/3)})
		}
	}
	other := g.Clone()
	other.Set(board.Pos{X: 0, Y: 0}, board.Square{Section: 2})
	g.Set(board.Pos{X: 4, Y: 3}, board.Square{Section: 3})
	count := func(g *board.Grid, sec uint8) int {
		n := 0
		for i := 0; i < g.Len(); i++ {
			if g.At(i).Section == sec {
				n++
			}
		}
		return n
	}
	for k, g := range []*board.Grid{g, g, other, g} {
		if k == 3 {
			g.Set(board.Pos{X: 1, Y: 1}, board.Square{Section: 3})
		}
		for sec := uint8(0); sec < 5; sec++ {
			if got, want := sectionSize(g, sec), count(g, sec); got != want {
				t.Fatalf("case %d, section %d: %d squares, want %d", k, sec, got, want)
			}
		}
	}
}
