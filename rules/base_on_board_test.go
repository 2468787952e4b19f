package rules

import (
	"testing"

	"dun/board"
)

// A 2x2 base never hangs off the board along its way (TestRandomPlay-
// Conformance found a Huge figure routed with its anchor on the last row
// of a board three squares high): every step of the path keeps the whole
// base on the board.
func TestLargeBaseStaysOnTheBoard(t *testing.T) {
	for _, size := range []int{SizeLarge, SizeHuge} {
		ogre := fig("ogre", Heroes, size, 0, 1, 8)
		ogre.Facing = board.East
		s := newState(t, parseMap(t, room(t, 8, 3)...), ogre)
		s, _ = play(t, s, nil, activate(Heroes, "ogre"))
		n, evs := play(t, s, nil, moveTo(Heroes, "ogre", 6, 1))
		mv := lastOf[Moved](t, evs)
		for _, p := range anchorsOf(mv.Path, mv.Ref) {
			if p.Y < 0 || p.Y > 1 || p.X < 0 || p.X > 6 {
				t.Errorf("size %d: the base passes anchored at %v, off the board: path %v ref %v", size, p, mv.Path, mv.Ref)
			}
		}
		if f, _ := n.Figure("ogre"); f.At != at(6, 1) {
			t.Errorf("size %d: at %v", size, f.At)
		}
		// Every reference square whose base would leave the board is
		// barred to the search, whichever corner leads.
		r := newReach(&s, 0)
		for _, c := range []Corner{CornerNW, CornerNE, CornerSW, CornerSE} {
			r.fill(c)
			for i := range s.Board.Len() {
				anchor := sub(s.Board.Pos(i), c.Offset())
				off := anchor.X < 0 || anchor.Y < 0 || anchor.X > 6 || anchor.Y > 1
				if off && r.ov.Get(i)&board.Blocked == 0 {
					t.Errorf("size %d corner %v: square %v (base at %v) open", size, c, s.Board.Pos(i), anchor)
				}
			}
		}
		r.release()
	}
}
