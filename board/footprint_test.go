package board

import "testing"

func TestFootprint(t *testing.T) {
	g := New(4, 3)
	if sq, ok := g.Footprint(g.Index(Pos{1, 1})); !ok || sq != [4]int{5, 6, 9, 10} {
		t.Errorf("Footprint((1,1)) = %v %v", sq, ok)
	}
	for _, p := range []Pos{{3, 0}, {0, 2}, {3, 2}} {
		if _, ok := g.Footprint(g.Index(p)); ok {
			t.Errorf("base at %v leaves the grid", p)
		}
	}
	if got, want := g.Anchors(g.Index(Pos{1, 1})), [4]int{5, 4, 1, 0}; got != want {
		t.Errorf("Anchors((1,1)) = %v, want %v", got, want)
	}
	if got, want := g.Anchors(g.Index(Pos{3, 0})), [4]int{-1, 2, -1, -1}; got != want {
		t.Errorf("Anchors((3,0)) = %v, want %v", got, want)
	}
}

// TestFitTroll follows page 21's Large troll: its reference square moves
// as an average figure between an ally skeleton and a table and the base
// ends on four free squares; a base over the table is partial, and one over
// the skeleton is not allowed.
func TestFitTroll(t *testing.T) {
	fx := parseMvFixture(t, `
# # # # # # # #

# . . # . . . #

# @ . a . . . #

# . . 1 . * . #

# . . t . . . #

# . . # . . . #

# # # # # # # #`)
	var s Search
	from := fx.one(t, '@')
	if path, cost, ok := s.Route(fx.g, Average, from, fx.one(t, '*'), fx.ov, 4); !ok || cost != 4 {
		t.Errorf("troll through the gap: cost %d ok %v, want 4", cost, ok)
	} else {
		checkPath(t, fx.g, Average, fx.ov, from, path, cost)
	}
	at := func(x, y int) int { return fx.g.Index(Pos{x, y}) }
	for _, c := range []struct {
		anchor int
		want   Fit
	}{
		{fx.one(t, '*'), Free}, // the yellow squares beyond the gap
		{at(1, 2), Free},       // where it started
		{at(2, 3), Partial},    // over the table
		{at(3, 3), Partial},    // in the gap: table and floor
		{at(2, 1), NoFit},      // over the skeleton
		{at(3, 1), NoFit},      // over the skeleton, beside the wall stub
		{at(0, 0), Partial},    // one floor square among walls
		{at(7, 1), NoFit},      // off the grid
		{at(4, 1), Free},       // beside the wall stub, not over it
	} {
		if got := fx.g.FitBase(c.anchor, Average, fx.ov); got != c.want {
			t.Errorf("base at %v: %v, want %v", fx.g.Pos(c.anchor), got, c.want)
		}
	}
	if got := fx.g.FitBase(at(3, 3), Average, nil); got != Partial {
		t.Errorf("without figures, the gap is still partial (the table): %v", got)
	}
}

// TestFitCorridors: a corridor narrower than the base, drawn with rock
// around it or with thin walls, leaves part of the base on obstructed
// spaces (page 21: the troll's next turn and the Huge dragon).
func TestFitCorridors(t *testing.T) {
	fx := parseMvFixture(t, `
. . . X X X X

. . . . . . .

. . . X X X X`)
	at := func(x, y int) int { return fx.g.Index(Pos{x, y}) }
	for _, m := range []Mover{Average, Huge} {
		for _, c := range []struct {
			anchor int
			want   Fit
		}{
			{at(0, 0), Free},
			{at(1, 1), Free},
			{at(2, 1), Partial}, // the room's edge and the corridor's mouth
			{at(3, 0), Partial}, // corridor and rock
			{at(4, 1), Partial},
		} {
			if got := fx.g.FitBase(c.anchor, m, nil); got != c.want {
				t.Errorf("%v base at %v: %v, want %v", m, fx.g.Pos(c.anchor), got, c.want)
			}
		}
	}

	// The dragon moves alongside Taeral, its enemy, into the corridor.
	fx = parseMvFixture(t, `
. . . # # # #

@ e . . . . *

. . . # # # #`)
	var s Search
	path, cost, ok := s.Route(fx.g, Huge, fx.one(t, '@'), fx.one(t, '*'), fx.ov, -1)
	if !ok || cost != 6 {
		t.Fatalf("dragon past Taeral: cost %d ok %v, want 6", cost, ok)
	}
	checkPath(t, fx.g, Huge, fx.ov, fx.one(t, '@'), path, cost)
	if a, f := fx.g.BestBase(fx.one(t, '*'), Huge, fx.ov); f != Partial || a != at(5, 1) {
		t.Errorf("dragon's best base at the corridor's end: %v at %v, want partial at (5,1)", f, fx.g.Pos(a))
	}
	if f := fx.g.FitBase(at(1, 0), Huge, fx.ov); f != NoFit {
		t.Errorf("dragon's base over Taeral: %v", f)
	}

	// Thin walls between rooms: a base straddling one is partial, unless
	// the threshold is as wide as the base.
	for _, c := range []struct {
		name string
		wall string
		want Fit
	}{
		{"wall", "- - - -", Partial},
		{"single door", "- o - -", Partial},
		{"closed double door", "- d d -", Partial},
		{"open double door", "- o b -", Free},
		{"opening", "- : : -", Free},
	} {
		fx := parseMvFixture(t, ". . . .\n"+c.wall+"\n. . . .")
		if got := fx.g.FitBase(1, Average, nil); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

func TestFitElementsAndLevels(t *testing.T) {
	for _, c := range []struct {
		name  string
		board string
		m     Mover
		want  Fit
	}{
		{"table under a large base", "t .\n\n. .", Average, Partial},
		{"table under a huge base", "t .\n\n. .", Huge, Free},
		{"wardrobe under a huge base", "W .\n\n. .", Huge, Free},
		{"statue under a huge base", "S .\n\n. .", Huge, Partial},
		{"rocks under a huge base", "R .\n\n. .", Huge, Partial},
		{"difficult terrain", "~ ~\n\n~ ~", Average, Free},
		{"deep water", "w .\n\n. .", Average, Free},
		{"pit", "P .\n\n. .", Average, Partial},
		{"stair", "^ .\n\n. .", Average, Partial},
		{"all impassable", "# #\n\n# C", Huge, NoFit},
	} {
		fx := parseMvFixture(t, c.board)
		if got := fx.g.FitBase(0, c.m, nil); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
	fx := parseMvFixture(t, ". .\n\n. .").levels(t, ". 1\n\n. 1")
	if got := fx.g.FitBase(0, Average, nil); got != Partial {
		t.Errorf("across a change of level: %v, want partial", got)
	}
	fx = parseMvFixture(t, ". .\n\n. z")
	if got := fx.g.FitBase(0, Average, fx.ov); got != Free {
		t.Errorf("a melee range does not occupy the square: %v", got)
	}
}

func TestFitAllocatesNothing(t *testing.T) {
	fx := parseMvFixture(t, ". . .\n\n. a .\n\n. . .")
	if n := testing.AllocsPerRun(100, func() {
		fx.g.FitBase(0, Average, fx.ov)
		fx.g.BestBase(4, Huge, fx.ov)
	}); n != 0 {
		t.Errorf("%v allocations", n)
	}
}
