package board

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

func TestAdjacentSquares(t *testing.T) {
	g := New(5, 5)
	at := func(x, y int) int { return g.Index(Pos{x, y}) }
	wall := Edge{Kind: Wall}
	must(t, g.SetEdge(Pos{1, 1}, SideE, wall))                            // (1,1)|(2,1)
	must(t, g.SetEdge(Pos{3, 3}, SideE, Edge{Kind: Door}))                // closed, (3,3)|(4,3)
	must(t, g.SetEdge(Pos{3, 2}, SideE, Edge{Kind: Door, State: Opened})) // open, (3,2)|(4,2)
	g.Set(Pos{0, 3}, Square{Section: 1, Terrain: Impassable})
	for _, c := range []struct {
		name string
		a, b int
		want bool
	}{
		{"orthogonal", at(0, 0), at(1, 0), true},
		{"diagonal", at(0, 0), at(1, 1), true},
		{"two apart", at(0, 0), at(2, 0), false},
		{"same square", at(0, 0), at(0, 0), false},
		{"through a wall", at(1, 1), at(2, 1), false},
		{"round the wall's end", at(1, 1), at(2, 0), true},
		{"round the wall's other end", at(1, 1), at(2, 2), true},
		{"through a closed door", at(3, 3), at(4, 3), false},
		{"through an open door", at(3, 2), at(4, 2), true},
		{"by a rock corner", at(0, 2), at(1, 3), true},
		{"with the rock", at(0, 2), at(0, 3), true}, // squares are; no figure stands on rock
	} {
		if got := g.Adjacent(c.a, c.b); got != c.want {
			t.Errorf("%s: %v", c.name, got)
		}
		if got := g.Adjacent(c.b, c.a); got != c.want {
			t.Errorf("%s, the other way: %v", c.name, got)
		}
	}
	// A corner shut both ways: a wall on one side, rock on the other.
	h := New(3, 3)
	h.Set(Pos{1, 0}, Square{Section: 1, Terrain: Impassable})
	must(t, h.SetEdge(Pos{0, 1}, SideE, wall))
	if h.Adjacent(h.Index(Pos{0, 0}), h.Index(Pos{1, 1})) {
		t.Error("adjacent round a corner shut by rock and wall")
	}
	// An impassable element shuts a way like rock; a low one does not.
	e := New(3, 3)
	_, err := e.AddElement(column, Pos{1, 0})
	must(t, err)
	_, err = e.AddElement(table, Pos{0, 1})
	must(t, err)
	if !e.Adjacent(e.Index(Pos{0, 0}), e.Index(Pos{1, 1})) {
		t.Error("a table beside the corner parts two figures")
	}
	f := New(3, 3)
	_, err = f.AddElement(column, Pos{1, 0})
	must(t, err)
	_, err = f.AddElement(column, Pos{0, 1})
	must(t, err)
	if f.Adjacent(f.Index(Pos{0, 0}), f.Index(Pos{1, 1})) {
		t.Error("adjacent between two columns")
	}
}

// stairScene is page 19's staircase: two columns of stair squares climbing
// north from level 1 to 3 onto an upper floor at level 3.
//
//	B......   row 0: the upper floor, level 3, Borgron on it
//	TT^EDD.   rows 1-3: stair squares at x 2-3, levels 3, 2 and 1,
//	TT^^DD.   Taeral on the top one; the troll (Large) and the dragon
//	.OS^...   (Huge) on the ground; Shara on the first stair square and
//	..KK...   the orc beside it; skeletons on the access squares
func stairScene(t *testing.T) (*Grid, map[string][]int) {
	g := New(7, 5)
	for i := 0; i < g.Len(); i++ {
		p := g.Pos(i)
		s := Square{Section: 1}
		if p.Y == 0 {
			s.Level = 3
		}
		if (p.X == 2 || p.X == 3) && p.Y >= 1 && p.Y <= 3 {
			s.HasStair = true
			s.Level = uint8(4 - p.Y)
			side := SideE
			if p.X == 3 {
				side = SideW
			}
			s.Stairs = Stairs{Up: North, Access: 1<<SideN | 1<<SideS | 1<<side}
		}
		g.Set(p, s)
	}
	g.Seal()
	at := func(ps ...Pos) []int {
		var out []int
		for _, p := range ps {
			out = append(out, g.Index(p))
		}
		return out
	}
	return g, map[string][]int{
		"Borgron":  at(Pos{0, 0}),
		"troll":    at(Pos{0, 1}, Pos{1, 1}, Pos{0, 2}, Pos{1, 2}),
		"Taeral":   at(Pos{3, 1}),
		"dragon":   at(Pos{4, 1}, Pos{5, 1}, Pos{4, 2}, Pos{5, 2}),
		"Shara":    at(Pos{2, 3}),
		"orc":      at(Pos{1, 3}),
		"skeleton": at(Pos{2, 4}),
		"skel2":    at(Pos{3, 4}),
	}
}

func TestFiguresAdjacentStairs(t *testing.T) {
	g, f := stairScene(t)
	size := map[string]int{"troll": 3, "dragon": 4}
	sz := func(n string) int {
		if s, ok := size[n]; ok {
			return s
		}
		return HeightMedium
	}
	for _, c := range []struct {
		a, b           string
		plain, actions bool
	}{
		// b: Shara is adjacent to the skeletons, the orc and the troll,
		// but may act only against the skeletons on the access squares.
		{"Shara", "skeleton", true, true},
		{"Shara", "skel2", true, true},
		{"Shara", "orc", true, false},
		{"Shara", "troll", true, false},
		// c: Taeral at height 3 and the Huge dragon on the ground.
		{"Taeral", "dragon", true, true},
		// d: Borgron upstairs is next to nobody below.
		{"Borgron", "troll", false, false},
	} {
		for _, swap := range []bool{false, true} {
			a, b := c.a, c.b
			if swap {
				a, b = b, a
			}
			if got := g.FiguresAdjacent(f[a], sz(a), f[b], sz(b), false); got != c.plain {
				t.Errorf("%s and %s: adjacent %v, want %v", a, b, got, c.plain)
			}
			if got := g.FiguresAdjacent(f[a], sz(a), f[b], sz(b), true); got != c.actions {
				t.Errorf("%s and %s, for actions: adjacent %v, want %v", a, b, got, c.actions)
			}
		}
	}
	// Were the dragon only Large, three levels would part them.
	if g.FiguresAdjacent(f["Taeral"], 2, f["dragon"], 3, false) {
		t.Error("Taeral and a Large dragon: adjacent")
	}
}

func TestMeleeRange(t *testing.T) {
	g, f := stairScene(t)
	pos := func(is []int) []Pos {
		var ps []Pos
		for _, i := range is {
			ps = append(ps, g.Pos(i))
		}
		slices.SortFunc(ps, func(a, b Pos) int {
			if a.Y != b.Y {
				return a.Y - b.Y
			}
			return a.X - b.X
		})
		return ps
	}
	// Shara on the stairs reaches the stairs and their access squares.
	got := pos(g.MeleeRange(f["Shara"], 2, 2, nil))
	want := []Pos{{2, 2}, {3, 2}, {3, 3}, {2, 4}, {3, 4}}
	if !slices.Equal(got, want) {
		t.Errorf("Shara's melee range for average figures: %v, want %v", got, want)
	}
	// A Huge figure is reached all round.
	if got := g.MeleeRange(f["Shara"], 2, 4, nil); len(got) != 8 {
		t.Errorf("Shara's melee range for Huge figures: %v", pos(got))
	}
	// The troll's 2x2 base on the ground: 12 squares round it, less those
	// off the board and the upper floor three levels up; the stair squares
	// beside it are not for it (it is off the stairs, they are not access).
	got = pos(g.MeleeRange(f["troll"], 3, 2, nil))
	want = []Pos{{0, 3}, {1, 3}}
	// (2,3) is Shara's stair square, reached only from the access squares.
	if !slices.Equal(got, want) {
		t.Errorf("the troll's melee range: %v, want %v", got, want)
	}
	// In the open, a single square has 8 neighbours and a 2x2 base 12.
	o := New(6, 6)
	one := []int{o.Index(Pos{2, 2})}
	if got := o.MeleeRange(one, 2, 2, nil); len(got) != 8 {
		t.Errorf("open melee range of one square: %d squares", len(got))
	}
	four := []int{o.Index(Pos{2, 2}), o.Index(Pos{3, 2}), o.Index(Pos{2, 3}), o.Index(Pos{3, 3})}
	if got := o.MeleeRange(four, 3, 2, nil); len(got) != 12 {
		t.Errorf("open melee range of a 2x2 base: %d squares", len(got))
	}
	// It appends.
	if got := o.MeleeRange(one, 2, 2, []int{-1}); len(got) != 9 || got[0] != -1 {
		t.Errorf("MeleeRange did not append: %v", got)
	}
}

// Page 19: a figure is adjacent to a door on a side of its square.
func TestDoorSides(t *testing.T) {
	g := New(3, 3)
	for x := 0; x < 3; x++ {
		g.Set(Pos{x, 0}, Square{Section: 2})
	}
	g.Seal()
	must(t, g.SetEdge(Pos{1, 1}, SideN, Edge{Kind: Door}))
	must(t, g.SetEdge(Pos{1, 1}, SideW, Edge{Kind: Door, Door: SecretDoor, State: Opened}))
	if got := g.DoorSides(g.Index(Pos{1, 1})); got != 1<<SideN|1<<SideW {
		t.Errorf("Taeral's square: door sides %b", got)
	}
	if got := g.DoorSides(g.Index(Pos{1, 0})); got != 1<<SideS {
		t.Errorf("across the door: door sides %b", got)
	}
	if got := g.DoorSides(g.Index(Pos{2, 2})); got != 0 {
		t.Errorf("Borgron's square: door sides %b", got)
	}
}

// Adjacency and sight share the corner rule: between neighbours, with
// nothing tall enough to matter but rock, walls and doors, a figure sees
// exactly the squares it is adjacent to. Both relations are symmetric.
func TestAdjacentMatchesSight(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, _ := randomGrid(t)
		over := Look{Eye: 100, Target: 100} // looks over every element
		for a := 0; a < g.Len(); a++ {
			if g.At(a).Terrain == Impassable {
				continue
			}
			for d := North; d <= NorthWest; d++ {
				b, ok := g.Neighbor(a, d)
				if !ok || g.At(b).Terrain == Impassable {
					continue
				}
				adj := g.Adjacent(a, b)
				if adj != g.Adjacent(b, a) {
					t.Fatalf("%v and %v: Adjacent not symmetric", g.Pos(a), g.Pos(b))
				}
				if vis := g.Sight(a, b, over).Visible; vis != adj {
					t.Fatalf("%v and %v: adjacent %v, visible %v\n%s", g.Pos(a), g.Pos(b), adj, vis, dump(g))
				}
				sa, sb := rapid.IntRange(1, 4).Draw(t, "sa"), rapid.IntRange(1, 4).Draw(t, "sb")
				act := rapid.Bool().Draw(t, "actions")
				if g.FiguresAdjacent([]int{a}, sa, []int{b}, sb, act) != g.FiguresAdjacent([]int{b}, sb, []int{a}, sa, act) {
					t.Fatalf("%v and %v: FiguresAdjacent not symmetric", g.Pos(a), g.Pos(b))
				}
			}
		}
	})
}
