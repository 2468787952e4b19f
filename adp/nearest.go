package adp

import (
	"sync"

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
	w := walksFrom(g, f)
	defer walks.Put(w)
	var out []int
	for _, ti := range enemies {
		t := &s.Figures[ti]
		if nextToOnFoot(g, w.search, f, t) {
			out = append(out, ti)
		}
	}
	return out
}

// walk is onFoot's search of the board from a square: kept in a pool,
// and not made again when it last searched the same board, unchanged
// since (Grid.Version), from the same square for the same mover, deep
// water barred or not (a creature's decisions ask again and again from
// where it stands, and the search depends on nothing else).
type walk struct {
	search  *board.Search
	ov      *board.Overlay
	g       *board.Grid
	ver     uint64
	from    int
	mover   board.Mover
	aquatic bool
}

var walks = sync.Pool{New: func() any { return &walk{search: new(board.Search), from: -1} }}

// walksFrom is the walk from figure f's square; give it back to walks.
func walksFrom(g *board.Grid, f *rules.Figure) *walk {
	w := walks.Get().(*walk)
	from, mover, aquatic := g.Index(f.At), f.Mover(), f.HasSkill("aquatic_animal")
	if w.g == g && w.ver == g.Version() && w.from == from && w.mover == mover && w.aquatic == aquatic {
		return w
	}
	var ov *board.Overlay
	if !aquatic {
		for i := 0; i < g.Len(); i++ {
			if g.At(i).Terrain == board.DeepWater {
				if ov == nil {
					if w.ov == nil || w.ov.Len() != g.Len() {
						w.ov = board.NewOverlay(g)
					}
					ov = w.ov
					ov.Reset()
				}
				ov.Set(i, board.Blocked)
			}
		}
	}
	w.search.Reach(g, mover, from, ov, -1)
	w.g, w.ver, w.from, w.mover, w.aquatic = g, g.Version(), from, mover, aquatic
	return w
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
