package rules

import (
	"fmt"
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
