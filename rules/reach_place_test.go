package rules

import (
	"testing"

	"dun/board"
)

// placeable says yes exactly where placement accepts, for every figure of
// the test states on every square (and a little off the board).
func TestPlaceableIsPlacement(t *testing.T) {
	states := fuzzStates(t)
	leashed := states[0].Clone()
	leashed.Figures[1].SetOwner(leashed.Figures[0].ID) // a companion on a leash
	for _, s := range append(states, leashed) {
		g := s.Board
		for fi := range s.Figures {
			if !s.Figures[fi].Present() {
				continue
			}
			r := newReach(&s, fi)
			r.markOccupied()
			for y := -2; y < g.H()+2; y++ {
				for x := -2; x < g.W()+2; x++ {
					at := board.Pos{X: x, Y: y}
					_, err := r.placement(at)
					if got := r.placeable(at); got != (err == nil) {
						t.Fatalf("%s at %v: placeable %v, placement %v", s.Figures[fi].ID, at, got, err)
					}
				}
			}
			r.release()
		}
	}
}
