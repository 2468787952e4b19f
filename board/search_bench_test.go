package board

import "testing"

// The benchmarks run the work sets of bench-maps/PEER-RESULTS.md so their
// figures compare with the peers' line by line: one op is the whole set (16
// whole-map searches, or 64 point-to-point paths).

var benchMapNames = []string{"mapA", "mapB"}

// BenchmarkReach is the whole-map movement-cost search from each of the 16
// starts, with the 8 allies as +1 squares.
func BenchmarkReach(b *testing.B) {
	for _, name := range benchMapNames {
		b.Run(name, func(b *testing.B) {
			bm := loadBenchMap(b, name)
			ov := bm.allyOverlay()
			var s Search
			s.Reach(bm.g, Average, bm.starts[0], ov, -1)
			for b.Loop() {
				for _, from := range bm.starts {
					s.Reach(bm.g, Average, from, ov, -1)
				}
			}
		})
	}
}

// BenchmarkRoute is the 64 point-to-point paths, each returned as a new
// slice (the one allocation per path).
func BenchmarkRoute(b *testing.B) {
	for _, name := range benchMapNames {
		b.Run(name, func(b *testing.B) {
			bm := loadBenchMap(b, name)
			ov := bm.allyOverlay()
			var s Search
			s.Reach(bm.g, Average, bm.starts[0], ov, -1)
			for b.Loop() {
				for _, p := range bm.paths {
					if _, _, ok := s.Route(bm.g, Average, p.from, p.to, ov, -1); !ok {
						b.Fatal("no path")
					}
				}
			}
		})
	}
}

// BenchmarkRouteCost is Route's search alone, without building the path:
// what a caller pays that only wants the cost, and the figure to compare
// with the peers' allocation-free rows.
func BenchmarkRouteCost(b *testing.B) {
	for _, name := range benchMapNames {
		b.Run(name, func(b *testing.B) {
			bm := loadBenchMap(b, name)
			ov := bm.allyOverlay()
			var s Search
			for b.Loop() {
				for _, p := range bm.paths {
					if !s.route(bm.g, Average, p.from, p.to, ov, -1) {
						b.Fatal("no path")
					}
				}
			}
		})
	}
}

// BenchmarkNavBuild is the rebuild of one mover class's step tables, which
// follows every change to the grid (a door opening, an element moved).
func BenchmarkNavBuild(b *testing.B) {
	for _, name := range benchMapNames {
		b.Run(name, func(b *testing.B) {
			bm := loadBenchMap(b, name)
			n := bm.g.nav(Average)
			for b.Loop() {
				bm.g.buildNav(n, Average)
			}
		})
	}
}

// BenchmarkLandmarks is the landmark bounds Route builds on its first call
// after the grid changed: a few whole-map searches.
func BenchmarkLandmarks(b *testing.B) {
	for _, name := range benchMapNames {
		b.Run(name, func(b *testing.B) {
			bm := loadBenchMap(b, name)
			n := bm.g.nav(Average)
			for b.Loop() {
				n.lmVersion = n.version - 1
				bm.g.landmarks(Average)
			}
		})
	}
}

// BenchmarkWithin is the squares within 6 (a spell's range, say) of each
// of the 16 starts.
func BenchmarkWithin(b *testing.B) {
	for _, name := range benchMapNames {
		b.Run(name, func(b *testing.B) {
			bm := loadBenchMap(b, name)
			var s Search
			var dst []int
			for b.Loop() {
				for _, from := range bm.starts {
					dst = s.Within(bm.g, 6, dst[:0], from)
				}
			}
		})
	}
}
