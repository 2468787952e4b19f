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
	defer w.release()
	var out []int
	for _, ti := range enemies {
		t := &s.Figures[ti]
		if nextToOnFoot(g, w.search, f, t) {
			out = append(out, ti)
		}
	}
	return out
}

// walk is onFoot's search of the board from a square: one of a few kept,
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
	// inUse: handed out and not yet given back (release); used: when last
	// handed out (the least recent is searched again first).
	inUse bool
	used  uint64
}

// walks are the walks walksFrom hands out again.
var walks struct {
	mu   sync.Mutex
	all  [4]*walk
	tick uint64
}

// walksFrom is the walk from figure f's square; give it back with
// release.
func walksFrom(g *board.Grid, f *rules.Figure) *walk {
	from, mover, aquatic := g.Index(f.At), f.Mover(), f.HasSkill("aquatic_animal")
	same := func(w *walk) bool {
		return w.g == g && w.ver == g.Version() && w.from == from && w.mover == mover && w.aquatic == aquatic
	}
	walks.mu.Lock()
	walks.tick++
	var w, lru *walk
	empty := -1
	for k, e := range walks.all {
		switch {
		case e == nil:
			if empty < 0 {
				empty = k
			}
		case e.inUse:
		case same(e):
			w = e
		case lru == nil || e.used < lru.used:
			lru = e
		}
		if w != nil {
			break
		}
	}
	switch {
	case w != nil:
	case empty >= 0:
		w = &walk{search: new(board.Search), from: -1}
		walks.all[empty] = w
	case lru != nil:
		w = lru
	default:
		w = &walk{search: new(board.Search), from: -1} // all in use: one not kept
	}
	w.inUse, w.used = true, walks.tick
	walks.mu.Unlock()
	if same(w) {
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

// release gives w back; w must not be used after.
func (w *walk) release() {
	walks.mu.Lock()
	w.inUse = false
	walks.mu.Unlock()
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
