package rules

import (
	"fmt"
	"slices"

	"dun/board"
)

// StopperIsStoppers checks fill's stopper against stoppers for every
// present figure of s on every square of the board, and counts the
// squares where a figure would be stopped.
func StopperIsStoppers(s State) (int, error) {
	n := 0
	g := s.Board
	for fi := range s.Figures {
		if !s.Figures[fi].Present() {
			continue
		}
		var st stopper
		st.prepare(&s, fi, nil)
		for i := 0; i < g.Len(); i++ {
			at := g.Pos(i)
			want := len(stoppers(&s, fi, at)) > 0
			if want {
				n++
			}
			if got := st.stopped(g, at); got != want {
				return n, fmt.Errorf("%s at %v: stopper says %v, stoppers %v", s.Figures[fi].ID, at, got, want)
			}
		}
	}
	return n, nil
}

// DestinationsWindowed checks, for every present figure of s and a few
// limits, that the move search's destinations (its overlay filled in the
// window a search within the limit can reach) are those of the search
// over the whole board's overlay. It returns how many destinations it
// compared.
func DestinationsWindowed(s State) (int, error) {
	n := 0
	for fi := range s.Figures {
		if !s.Figures[fi].Present() || !s.Board.In(s.Figures[fi].At) {
			continue
		}
		for _, limit := range []int{1, 2, 4, 7, 12} {
			r := newReach(&s, fi)
			got := slices.Clone(r.destinations(limit))
			want := r.destinationsWhole(limit)
			r.release()
			if !slices.Equal(got, want) {
				return n, fmt.Errorf("%s within %d: windowed %v, whole board %v", s.Figures[fi].ID, limit, got, want)
			}
			n += len(got)
		}
	}
	return n, nil
}

// destinationsWhole is destinations as it was before the window: the
// overlay filled over the whole board, every square read.
func (r *reach) destinationsWhole(limit int) []dest {
	g := r.g
	best, ref := make([]int, g.Len()), make([]Corner, g.Len())
	r.markOccupied()
	for _, c := range r.corners() {
		r.fill(c)
		off := c.Offset()
		from := g.Index(add(r.f.At, off))
		r.search.Reach(g, r.m, from, r.ov, limit)
		for i := 0; i < g.Len(); i++ {
			cost := r.search.Cost(i)
			if cost == board.Unreached || i == from {
				continue
			}
			at := sub(g.Pos(i), off)
			if !g.In(at) || at == r.f.At {
				continue
			}
			if r.n == 1 && r.ov.Get(i)&board.NoEnd != 0 {
				continue
			}
			if !r.placeable(at) {
				continue
			}
			k := g.Index(at)
			if best[k] == 0 || cost+1 < best[k] {
				best[k], ref[k] = cost+1, c
			}
		}
	}
	var out []dest
	for k, b := range best {
		if b > 0 {
			out = append(out, dest{To: g.Pos(k), Cost: b - 1, Ref: ref[k]})
		}
	}
	return out
}
