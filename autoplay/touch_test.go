package autoplay

import (
	"testing"

	"dun/board"
	"dun/rules"
)

// Two figures rules.Adjacent calls adjacent have bases that touch, for
// every size and every place of one about the other on an open board:
// faceEnemy asks basesTouch first and Adjacent only then.
func TestAdjacentBasesTouch(t *testing.T) {
	const w, h = 9, 9
	g := board.New(w, h)
	for y := range h {
		for x := range w {
			g.Set(board.Pos{X: x, Y: y}, board.Square{Section: 1})
		}
	}
	g.Seal()
	fig := func(id string, side rules.Side, size int, at board.Pos) rules.Figure {
		return rules.Figure{ID: id, Side: side, Size: size, At: at}.WithInfo(rules.FigureInfo{
			Name: id, Attrs: rules.Attributes{Movement: 4, Vitality: 4}})
	}
	near, touching := 0, 0
	for sa := rules.SizeSmall; sa <= rules.SizeHuge; sa++ {
		for sb := rules.SizeSmall; sb <= rules.SizeHuge; sb++ {
			for y := range h - 1 {
				for x := range w - 1 {
					a := fig("a", rules.Heroes, sa, board.Pos{X: 3, Y: 3})
					b := fig("b", rules.Dark, sb, board.Pos{X: x, Y: y})
					s, err := rules.NewState(g, []rules.Figure{a, b})
					if err != nil {
						continue // the bases overlap
					}
					adjacent := rules.Adjacent(s, "a", "b", true) || rules.Adjacent(s, "a", "b", false)
					touch := basesTouch(&s.Figures[0], &s.Figures[1])
					if adjacent && !touch {
						t.Errorf("sizes %d and %d, b at (%d,%d): adjacent, but the bases do not touch", sa, sb, x, y)
					}
					if adjacent {
						near++
					}
					if touch {
						touching++
					}
				}
			}
		}
	}
	if near == 0 || touching >= 16*64 {
		t.Errorf("%d adjacent, %d touching of %d: the test sees nothing", near, touching, 16*64)
	}
}
