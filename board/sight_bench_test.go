package board

import "testing"

// The bench maps' line-of-sight work set: 1024 pairs per map whose exact
// centre-to-centre answer is recorded in worksets.txt (PEER-RESULTS.md).
// Viewer and target are average figures on the floor and there are no
// figures, so only the maps' impassable squares can hide anything.

var benchLook = Look{Eye: HeightMedium, Target: HeightMedium}

func TestSightBenchPairs(t *testing.T) {
	for _, c := range []struct {
		name    string
		visible int
	}{{"mapA", 343}, {"mapB", 451}} {
		bm := loadBenchMap(t, c.name)
		n := 0
		for _, p := range bm.los {
			got := bm.g.Sight(p.a, p.b, benchLook)
			if got.Visible != p.exact {
				t.Errorf("%s: %v to %v: visible %v, want %v", c.name, bm.g.Pos(p.a), bm.g.Pos(p.b), got.Visible, p.exact)
			}
			if got.Visible {
				n++
			}
		}
		if n != c.visible {
			t.Errorf("%s: %d pairs visible, want %d", c.name, n, c.visible)
		}
	}
}

func TestSightBenchPairsSymmetric(t *testing.T) {
	for _, name := range []string{"mapA", "mapB"} {
		bm := loadBenchMap(t, name)
		for _, p := range bm.los {
			ab, ba := bm.g.Sight(p.a, p.b, benchLook), bm.g.Sight(p.b, p.a, benchLook)
			if ab.Visible != ba.Visible {
				t.Errorf("%s: %v to %v visible %v, back %v", name, bm.g.Pos(p.a), bm.g.Pos(p.b), ab.Visible, ba.Visible)
			}
		}
	}
}

var sinkSeen Seen

// BenchmarkSight: one op is the map's 1024 pairs (PEER-RESULTS.md).
func BenchmarkSight(b *testing.B) {
	for _, name := range []string{"mapA", "mapB"} {
		bm := loadBenchMap(b, name)
		b.Run(name, func(b *testing.B) {
			g, los := bm.g, bm.los
			var s Seen
			for b.Loop() {
				for _, p := range los {
					s = g.Sight(p.a, p.b, benchLook)
				}
			}
			sinkSeen = s
		})
	}
}

// BenchmarkSightFigures is the same work with 24 average figures standing
// on the map (the 16 start and 8 ally squares), as in a game: a figure in
// the way hands the check to the whole rule.
func BenchmarkSightFigures(b *testing.B) {
	for _, name := range []string{"mapA", "mapB"} {
		bm := loadBenchMap(b, name)
		figs := make([]uint8, bm.g.Len())
		for _, i := range append(append([]int(nil), bm.starts...), bm.allies...) {
			figs[i] = HeightMedium
		}
		l := Look{Eye: HeightMedium, Target: HeightMedium, Figures: figs}
		b.Run(name, func(b *testing.B) {
			g, los := bm.g, bm.los
			var s Seen
			for b.Loop() {
				for _, p := range los {
					s = g.Sight(p.a, p.b, l)
				}
			}
			sinkSeen = s
		})
	}
}

// BenchmarkSightWhole runs the whole rule alone, as when every line meets
// a wall edge or an element: what the fast path saves.
func BenchmarkSightWhole(b *testing.B) {
	for _, name := range []string{"mapA", "mapB"} {
		bm := loadBenchMap(b, name)
		b.Run(name, func(b *testing.B) {
			g, los := bm.g, bm.los
			var s Seen
			for b.Loop() {
				for _, p := range los {
					r := ray{g: g, from: p.a, to: p.b, thr: HeightMedium}
					s = r.walk()
				}
			}
			sinkSeen = s
		})
	}
}
