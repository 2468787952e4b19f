package adp

import (
	"dun/board"
	"dun/rules"
)

// Page 61, "Moving creatures": "Enemies which require the creature to pass
// an Agility test in order to get to them (for example, if it had to avoid
// a moat to get to them) will never be regarded as the nearest ones"
// (R845). A great jump over a pit is an Agility test (page 23), and so is
// swimming across deep water, which moves by Agility rolls (page 21); a
// creature that lives in water (Aquatic Animal) swims without one.

// onFoot lists, among enemies, those figure fi could come next to walking:
// no pit, no deep water (for a creature that is not aquatic), no wall
// between; the other figures are left out, as they move (page 18's
// distances ignore them too).
func onFoot(s *rules.State, fi int, enemies []int) []int {
	f := &s.Figures[fi]
	g := s.Board
	if !g.In(f.At) {
		return nil
	}
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
	search := searches.Get().(*board.Search)
	defer searches.Put(search)
	search.Reach(g, f.Mover(), g.Index(f.At), ov, -1)
	var out []int
	for _, ti := range enemies {
		t := &s.Figures[ti]
		if nextToOnFoot(g, search, f, t) {
			out = append(out, ti)
		}
	}
	return out
}

// nextToOnFoot reports whether the search reached a square from which f's
// base touches t's.
func nextToOnFoot(g *board.Grid, search *board.Search, f, t *rules.Figure) bool {
	for y := t.At.Y - f.Span(); y <= t.At.Y+t.Span(); y++ {
		for x := t.At.X - f.Span(); x <= t.At.X+t.Span(); x++ {
			p := board.Pos{X: x, Y: y}
			if !g.In(p) || gap(p, f.Span(), t.At, t.Span()) != 1 {
				continue
			}
			if search.Cost(g.Index(p)) != board.Unreached {
				return true
			}
		}
	}
	return false
}
