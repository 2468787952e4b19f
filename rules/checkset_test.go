package rules

import (
	"fmt"
	"strings"
	"testing"
)

// Check finds a figure ID used twice and two figures on one square, with
// few figures (its sets are slices) and with many (they become maps).
func TestCheckDuplicatesAndOverlaps(t *testing.T) {
	for _, n := range []int{3, smallSet + 10} {
		rows := make([]string, n)
		for i := range rows {
			rows[i] = strings.Repeat(".", 4)
		}
		g := parseMap(t, rows...)
		var figs []Figure
		for i := range n {
			figs = append(figs, fig(fmt.Sprintf("f%d", i), Dark, SizeAverage, 0, i, 4))
		}
		s := newState(t, g, figs...)
		last := len(s.Figures) - 1
		twice := s.Clone()
		twice.Figures[last].ID = "f0"
		if err := twice.Check(); err == nil || err.Error() != `figure "f0" appears twice` {
			t.Errorf("%d figures, an ID twice: %v", n, err)
		}
		both := s.Clone()
		both.Figures[last].At = at(0, 1)
		if err := both.Check(); err == nil || err.Error() != `figures "f1" and "f`+fmt.Sprint(last)+`" both stand on (0,1)` {
			t.Errorf("%d figures on one square: %v", n, err)
		}
		hidden := s.Clone()
		hidden.Explore = &Exploration{Hidden: []Figure{fig(fmt.Sprintf("f%d", last), Dark, SizeAverage, 3, 0, 4)}}
		if err := hidden.Check(); err == nil || !strings.Contains(err.Error(), "taken one") {
			t.Errorf("%d figures, a hidden one's ID taken: %v", n, err)
		}
	}
}
