package board

import (
	"sync"
	"testing"
)

// Grids are shared read-only between cloned game states, and simulations
// search them from several goroutines: the first searches after a change
// fill the step tables and landmarks, which must not race (run with -race).
func TestConcurrentSearchesShareAGrid(t *testing.T) {
	bm := loadBenchMap(t, "mapB")
	want := make([]int, len(bm.paths))
	var s Search
	for k, p := range bm.paths {
		_, want[k], _ = s.Route(bm.g, Average, p.from, p.to, nil, -1)
	}
	bm.g.Seal() // a change: every cache is stale again
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var s Search
			for k, p := range bm.paths {
				m := Mover(w % 2) // Small and Average race on different tables
				if m != Average {
					s.Reach(bm.g, m, p.from, nil, -1)
					continue
				}
				if _, c, _ := s.Route(bm.g, m, p.from, p.to, nil, -1); c != want[k] {
					t.Errorf("path %d: cost %d, want %d", k, c, want[k])
				}
			}
		}()
	}
	wg.Wait()
}
