package board

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// TestDistanceBorgronShara follows page 18: in a room of difficult terrain,
// Shara stands 3 squares from Borgron in a straight line but 5 squares away
// measured round the impassable rocks between them (A), and 4 squares away
// when the rocks are shorter (B). Difficult terrain does not count.
func TestDistanceBorgronShara(t *testing.T) {
	a := parseMvFixture(t, `
~ ~ ~ ~ ~ ~

~ ~ R ~ ~ ~

~ @ R ~ ~ ~

~ ~ R ~ * ~

~ ~ ~ ~ ~ ~`)
	b := parseMvFixture(t, `
~ ~ ~ ~ ~ ~

~ ~ R ~ ~ ~

~ @ R ~ * ~

~ ~ ~ ~ ~ ~

~ ~ ~ ~ ~ ~`)
	var s Search
	for _, c := range []struct {
		name string
		fx   *mvFixture
		want int
	}{{"A", a, 5}, {"B", b, 4}} {
		borgron, shara := c.fx.one(t, '@'), c.fx.one(t, '*')
		if got := Chebyshev(c.fx.g.Pos(borgron), c.fx.g.Pos(shara)); got != 3 {
			t.Fatalf("%s: the fixture has them %d apart in a straight line", c.name, got)
		}
		if got := s.Distance(c.fx.g, borgron, shara); got != c.want {
			t.Errorf("%s: distance %d, want %d", c.name, got, c.want)
		}
		if got := s.Distance(c.fx.g, shara, borgron); got != c.want {
			t.Errorf("%s: distance back %d, want %d", c.name, got, c.want)
		}
		if got := c.fx.g.Distance(c.fx.g.Pos(borgron), c.fx.g.Pos(shara)); got != c.want {
			t.Errorf("%s: Grid.Distance %d, want %d", c.name, got, c.want)
		}
		in3 := s.Within(c.fx.g, 3, nil, borgron)
		if slices.Contains(in3, shara) {
			t.Errorf("%s: Shara within the skill's range of 3", c.name)
		}
		if in := s.Within(c.fx.g, c.want, nil, borgron); !slices.Contains(in, shara) {
			t.Errorf("%s: Shara not within %d", c.name, c.want)
		}
		// Walking, the difficult terrain would count.
		if _, cost, _ := s.Route(c.fx.g, Average, borgron, shara, nil, -1); cost <= c.want {
			t.Errorf("%s: walking costs %d, no more than the distance", c.name, cost)
		}
	}
}

func TestDistanceHindrances(t *testing.T) {
	for _, c := range []struct {
		name  string
		board string
		want  int
	}{
		{"open floor", "@ . . *", 3},
		{"diagonal", "@ . .\n\n. . .\n\n. . *", 2},
		{"furniture", "@ W t *", 3},
		{"pit", "@ P . *", 3},
		{"deep water", "@ w w *", 3},
		{"stair from the side", "@ ^ . *", 3},
		{"closed door", "@ .d. *", Unreached},
		{"open door", "@ .o. *", 3},
		{"wall", "@ .|. *", Unreached},
		{"column", "@ C . *", Unreached},
		{"impassable square", "@ # . *", Unreached},
		{"round a column", "@ . .\n\n. C .\n\n. . *", 4},
		{"wall corner", ". .|*\n\n@ . .", 3},
	} {
		fx := parseMvFixture(t, c.board)
		var s Search
		if got := s.Distance(fx.g, fx.one(t, '@'), fx.one(t, '*')); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
	}
	// Levels do not count either.
	fx := parseMvFixture(t, "@ . . *").levels(t, ". 3 . 5")
	var s Search
	if got := s.Distance(fx.g, fx.one(t, '@'), fx.one(t, '*')); got != 3 {
		t.Errorf("across levels: %d, want 3", got)
	}
}

func TestDistanceWithin(t *testing.T) {
	fx := parseMvFixture(t, `
. . . . . . .

. . . . . . .

. . . @ # . .

. . . . # . .

. . . . . . .`)
	var s Search
	at := func(x, y int) int { return fx.g.Index(Pos{x, y}) }
	got := s.Within(fx.g, 1, nil, fx.one(t, '@'))
	// (4,1) is 2 away: the impassable square beside the diagonal blocks it
	want := []int{at(2, 1), at(3, 1), at(2, 2), at(3, 2), at(2, 3), at(3, 3)}
	if !slices.Equal(got, want) {
		t.Errorf("within 1: %v, want %v", posList(fx.g, got), posList(fx.g, want))
	}
	// From a Large figure's base: the nearest of its squares counts.
	base, _ := fx.g.Footprint(at(0, 0))
	got = s.Within(fx.g, 1, got[:0], base[:]...)
	want = []int{at(0, 0), at(1, 0), at(2, 0), at(0, 1), at(1, 1), at(2, 1), at(0, 2), at(1, 2), at(2, 2)}
	if !slices.Equal(got, want) {
		t.Errorf("within 1 of a base: %v, want %v", posList(fx.g, got), posList(fx.g, want))
	}
	if n := testing.AllocsPerRun(100, func() {
		got = s.Within(fx.g, 2, got[:0], fx.one(t, '@'))
		s.Distance(fx.g, at(0, 0), at(6, 4))
	}); n != 0 {
		t.Errorf("%v allocations", n)
	}
}

// TestDistanceMatchesNaive checks Measure, Distance and Within against the
// reference search with the Measure mover on random boards.
func TestDistanceMatchesNaive(t *testing.T) {
	var s Search
	rapid.Check(t, func(t *rapid.T) {
		g, _ := randomMoveGrid(t)
		from := rapid.IntRange(0, g.Len()-1).Draw(t, "from")
		n := rapid.IntRange(0, 6).Draw(t, "n")
		want := naiveReach(g, Measure, from, nil, -1)
		var in []int
		for i, c := range want {
			if c != Unreached && c <= n {
				in = append(in, i)
			}
		}
		if got := s.Within(g, n, nil, from); !slices.Equal(got, in) {
			t.Fatalf("within %d of %v: %v, want %v", n, g.Pos(from), got, in)
		}
		to := rapid.IntRange(0, g.Len()-1).Draw(t, "to")
		if got := s.Distance(g, from, to); got != want[to] {
			t.Fatalf("distance %v to %v: %d, want %d", g.Pos(from), g.Pos(to), got, want[to])
		}
	})
}
