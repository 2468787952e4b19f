package rules

import (
	"testing"

	"dun/board"
)

// Adjacent is false for bases that do not touch, which it answers before
// checking the state's shape: two figures it calls adjacent, plainly or
// for actions, have touching bases, for every pair of sizes and every
// place of one about the other; and on a malformed state it is false
// whether the bases touch or not.
func TestAdjacentOnlyWhereBasesTouch(t *testing.T) {
	const w, h = 9, 9
	g := board.New(w, h)
	for y := range h {
		for x := range w {
			g.Set(at(x, y), board.Square{Section: 1})
		}
	}
	g.Seal()
	near, touching, tried := 0, 0, 0
	for sa := SizeSmall; sa <= SizeHuge; sa++ {
		for sb := SizeSmall; sb <= SizeHuge; sb++ {
			for y := range h - 1 {
				for x := range w - 1 {
					s, err := NewState(g, []Figure{fig("a", Heroes, sa, 3, 3, 4), fig("b", Dark, sb, x, y, 4)})
					if err != nil {
						continue // the bases overlap
					}
					adjacent := Adjacent(s, "a", "b", true) || Adjacent(s, "a", "b", false)
					touch := s.Figures[0].BasesTouch(&s.Figures[1])
					if adjacent && !touch {
						t.Errorf("sizes %d and %d, b at (%d,%d): adjacent, but the bases do not touch", sa, sb, x, y)
					}
					if adjacent {
						near++
					}
					if touch {
						touching++
					}
					tried++
					s.Figures = append(s.Figures, fig("c", Dark, 9, 0, 0, 4)) // no such size
					if Adjacent(s, "a", "b", true) || Adjacent(s, "a", "b", false) {
						t.Errorf("sizes %d and %d, b at (%d,%d): adjacent in a malformed state", sa, sb, x, y)
					}
				}
			}
		}
	}
	if near == 0 || touching == tried {
		t.Errorf("%d adjacent, %d touching of %d places: the test sees nothing", near, touching, tried)
	}
}
