package adp_test

import (
	"slices"
	"strings"
	"testing"

	"dun/adp"
	"dun/board"
	"dun/rules"
)

// westRoom is a board with a one-square corridor (section 1) at x = 0 and
// a room (section 2) of w x h squares east of it, joined by an opening on
// the room's west edge at row door.
func westRoom(t *testing.T, w, h, door int) *board.Grid {
	t.Helper()
	rows := make([]string, h)
	for y := range rows {
		rows[y] = "." + strings.Repeat("2", w)
	}
	return gridOpen(t, []board.Pos{{X: 1, Y: door}}, rows...)
}

func sc(kind string, vp int, reach adp.Reach) adp.SpawnCreature {
	return adp.SpawnCreature{Kind: kind, Name: rules.Text{En: kind, Es: kind}, VP: vp, Level: "grunt", Size: rules.SizeAverage, Reach: reach}
}

func positions(pl []adp.Placement) []board.Pos {
	var out []board.Pos
	for _, p := range pl {
		out = append(out, p.At)
	}
	return out
}

// Page 67 (turn 4): a Wandering Creature brings an orc archer and an orc
// warrior, 1 VP each; the warrior, with no ranged attacks, goes first, 3
// squares in front of the hero, the archer to his right.
func TestPlaceWalkthroughTurn4(t *testing.T) {
	g := westRoom(t, 8, 7, 3)
	a := adp.Area{Board: g, Section: 2, Room: true, Revealer: board.Pos{X: 0, Y: 3},
		Enemies: []adp.Enemy{{ID: "borgron", At: board.Pos{X: 0, Y: 3}, Span: 1}}}
	archer := spawnCreature(t, "orc_archer", nil)
	warrior := spawnCreature(t, "orc_warrior", nil)
	placed, left := adp.PlaceGroup(a, []adp.SpawnCreature{archer, warrior}, nil)
	if len(left) != 0 || len(placed) != 2 {
		t.Fatalf("placed %v, left %v", placed, left)
	}
	if placed[0].Creature.Kind != "orc_warrior" || placed[0].At != (board.Pos{X: 3, Y: 3}) {
		t.Errorf("first: %v, want the warrior at (3,3)", placed[0])
	}
	// facing east, the hero's right is south
	if placed[1].Creature.Kind != "orc_archer" || placed[1].At != (board.Pos{X: 3, Y: 5}) {
		t.Errorf("second: %v, want the archer at (3,5)", placed[1])
	}
	// page 58: each faces the nearest hero
	if placed[0].Facing != board.West || placed[1].Facing != board.NorthWest {
		t.Errorf("facings %v, want W and NW (toward the hero)", placed)
	}
}

// Page 58, example C: three orc warriors with axes, one with a spear, two
// archers and a black orc (elite, 2 VP) are placed in that order, in a
// checkerboard from 3 squares in front of the hero.
func TestPlaceRoomBookOrder(t *testing.T) {
	g := westRoom(t, 8, 7, 3)
	a := adp.Area{Board: g, Section: 2, Room: true, Revealer: board.Pos{X: 0, Y: 3},
		Enemies: []adp.Enemy{{ID: "hero", At: board.Pos{X: 0, Y: 3}, Span: 1}}}
	in := []adp.SpawnCreature{
		sc("black_orc", 2, adp.ReachMelee), sc("archer", 1, adp.ReachRanged), sc("spear", 1, adp.ReachLong),
		sc("axe", 1, adp.ReachMelee), sc("archer", 1, adp.ReachRanged), sc("axe", 1, adp.ReachMelee), sc("axe", 1, adp.ReachMelee),
	}
	placed, left := adp.PlaceGroup(a, in, nil)
	if len(left) != 0 {
		t.Fatalf("left %v", left)
	}
	var order []string
	for _, p := range placed {
		order = append(order, p.Creature.Kind)
	}
	if want := []string{"axe", "axe", "axe", "spear", "archer", "archer", "black_orc"}; !slices.Equal(order, want) {
		t.Errorf("order %v, want %v", order, want)
	}
	// R323: the row 3 squares ahead from the hero's front to his right,
	// then his left; then the next row, the checkerboard's squares.
	want := []board.Pos{{X: 3, Y: 3}, {X: 3, Y: 5}, {X: 3, Y: 1}, {X: 4, Y: 4}, {X: 4, Y: 6}, {X: 4, Y: 2}, {X: 4, Y: 0}}
	if got := positions(placed); !slices.Equal(got, want) {
		t.Errorf("squares %v, want %v", got, want)
	}
	// Corridors rank equals otherwise (page 59): ranged before long.
	co := adp.PlaceOrder(in, false)
	var ck []string
	for _, c := range co {
		ck = append(ck, c.Kind)
	}
	if want := []string{"axe", "axe", "axe", "archer", "archer", "spear", "black_orc"}; !slices.Equal(ck, want) {
		t.Errorf("corridor order %v, want %v", ck, want)
	}
}

// Page 58, D and F: a square with furniture of height 2 is skipped; one
// with a table (height 1) takes a creature.
func TestPlaceRoomFurniture(t *testing.T) {
	g := westRoom(t, 8, 7, 3).Clone()
	if _, err := g.AddElement(board.Element{Kind: "library", Height: 2, Cover: board.HeavyCover}, board.Pos{X: 3, Y: 3}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.AddElement(board.Element{Kind: "table", Height: 1, Cover: board.LightCover}, board.Pos{X: 3, Y: 5}); err != nil {
		t.Fatal(err)
	}
	a := adp.Area{Board: g, Section: 2, Room: true, Revealer: board.Pos{X: 0, Y: 3},
		Enemies: []adp.Enemy{{ID: "hero", At: board.Pos{X: 0, Y: 3}, Span: 1}}}
	placed, _ := adp.PlaceGroup(a, []adp.SpawnCreature{sc("a", 1, 0), sc("b", 1, 0)}, nil)
	if got, want := positions(placed), []board.Pos{{X: 3, Y: 5}, {X: 3, Y: 1}}; !slices.Equal(got, want) {
		t.Errorf("squares %v, want %v", got, want)
	}
}

// Page 58, E: when no square more than 2 from the hero is left, the rest
// are not placed (and not paid for).
func TestPlaceRoomFull(t *testing.T) {
	g := westRoom(t, 3, 3, 1) // x 1-3: only the column x 3 is more than 2 squares away
	a := adp.Area{Board: g, Section: 2, Room: true, Revealer: board.Pos{X: 0, Y: 1},
		Enemies: []adp.Enemy{{ID: "hero", At: board.Pos{X: 0, Y: 1}, Span: 1}}}
	var in []adp.SpawnCreature
	for range 6 {
		in = append(in, sc("orc", 1, 0))
	}
	placed, left := adp.PlaceGroup(a, in, nil)
	if len(placed) != 3 || len(left) != 3 {
		t.Fatalf("placed %v, left %d; want 3 and 3", placed, len(left))
	}
	for _, p := range placed {
		if p.At.X < 3 {
			t.Errorf("%v is within 2 squares of the hero", p)
		}
	}
}

// Page 59: a single creature stands in the centre of the room, the
// square farthest from the hero among equals.
func TestPlaceSingleCreature(t *testing.T) {
	g := westRoom(t, 8, 7, 3)
	a := adp.Area{Board: g, Section: 2, Room: true, Revealer: board.Pos{X: 0, Y: 3},
		Enemies: []adp.Enemy{{ID: "hero", At: board.Pos{X: 0, Y: 3}, Span: 1}}}
	placed, _ := adp.PlaceGroup(a, []adp.SpawnCreature{sc("ghoul", 2, 0)}, nil)
	// the room's middle lies between x 4 and 5 on row 3: x 5 is farther
	if len(placed) != 1 || placed[0].At != (board.Pos{X: 5, Y: 3}) {
		t.Errorf("placed %v, want (5,3)", placed)
	}
}

// Page 59: a large room keeps a free square between creatures every way.
func TestPlaceLargeRoom(t *testing.T) {
	g := westRoom(t, 10, 9, 4)
	a := adp.Area{Board: g, Section: 2, Room: true, Large: true, Revealer: board.Pos{X: 0, Y: 4},
		Enemies: []adp.Enemy{{ID: "hero", At: board.Pos{X: 0, Y: 4}, Span: 1}}}
	var in []adp.SpawnCreature
	for range 8 {
		in = append(in, sc("orc", 1, 0))
	}
	placed, _ := adp.PlaceGroup(a, in, nil)
	for i := range placed {
		for j := range i {
			if board.Chebyshev(placed[i].At, placed[j].At) < 2 {
				t.Errorf("%v and %v touch in a large room", placed[i], placed[j])
			}
		}
	}
	if placed[0].At != (board.Pos{X: 3, Y: 4}) {
		t.Errorf("first at %v, want (3,4)", placed[0].At)
	}
}

// Page 58, G: a Large creature's base covers the pattern's square and
// lies whole more than 2 squares from the hero.
func TestPlaceLargeBase(t *testing.T) {
	g := westRoom(t, 8, 7, 3)
	a := adp.Area{Board: g, Section: 2, Room: true, Revealer: board.Pos{X: 0, Y: 3},
		Enemies: []adp.Enemy{{ID: "hero", At: board.Pos{X: 0, Y: 3}, Span: 1}}}
	troll := spawnCreature(t, "troll", nil)
	placed, left := adp.PlaceGroup(a, []adp.SpawnCreature{sc("orc", 1, 0), troll}, nil)
	if len(left) != 0 {
		t.Fatalf("left %v", left)
	}
	tp := placed[1]
	covers := false
	for _, q := range baseOf(tp.At, 2) {
		covers = covers || q == (board.Pos{X: 3, Y: 5})
		if board.Chebyshev(q, board.Pos{X: 0, Y: 3}) <= 2 || g.Square(q).Section != 2 {
			t.Errorf("troll square %v is not valid", q)
		}
	}
	if !covers {
		t.Errorf("troll at %v does not cover the pattern square (3,5)", tp.At)
	}
}

func baseOf(at board.Pos, n int) []board.Pos {
	var out []board.Pos
	for dy := range n {
		for dx := range n {
			out = append(out, board.Pos{X: at.X + dx, Y: at.Y + dy})
		}
	}
	return out
}

// Page 59: in a corridor the creatures fill the squares in a zigzag from
// the far end, the first on the hero's side.
func TestPlaceCorridorZigzag(t *testing.T) {
	g := gridOpen(t, []board.Pos{{X: 1, Y: 0}, {X: 1, Y: 1}},
		".2222222",
		".2222222",
	)
	a := adp.Area{Board: g, Section: 2, Revealer: board.Pos{X: 0, Y: 0},
		Enemies: []adp.Enemy{{ID: "hero", At: board.Pos{X: 0, Y: 0}, Span: 1}}}
	var in []adp.SpawnCreature
	for range 11 {
		in = append(in, sc("zombie", 1, 0))
	}
	placed, left := adp.PlaceGroup(a, in, nil)
	want := []board.Pos{{X: 7, Y: 0}, {X: 7, Y: 1}, {X: 6, Y: 1}, {X: 6, Y: 0}, {X: 5, Y: 0}, {X: 5, Y: 1}, {X: 4, Y: 1}, {X: 4, Y: 0}, {X: 3, Y: 0}, {X: 3, Y: 1}}
	if got := positions(placed); !slices.Equal(got, want) {
		t.Errorf("squares %v, want %v", got, want)
	}
	// page 59, B: none within 2 squares of the hero
	if len(left) != 1 {
		t.Errorf("left %d, want 1", len(left))
	}
}

// Page 65: the Leader goes in a row behind the others, at the end
// farthest from the hero.
func TestPlaceLeaderBehind(t *testing.T) {
	g := westRoom(t, 8, 7, 3)
	a := adp.Area{Board: g, Section: 2, Room: true, Revealer: board.Pos{X: 0, Y: 3},
		Enemies: []adp.Enemy{{ID: "hero", At: board.Pos{X: 0, Y: 3}, Span: 1}}}
	boss := sc("boss", 9, 0)
	placed, _ := adp.PlaceGroup(a, []adp.SpawnCreature{sc("orc", 1, 0), sc("orc", 1, 0)}, &boss)
	l := placed[len(placed)-1]
	if !l.Leader || l.At.X != 4 || (l.At.Y != 0 && l.At.Y != 6) {
		t.Errorf("leader at %v, want the row x=4 at an end", l)
	}
}

// Page 60: the thief appears 3 squares from the hero with the worst
// Perception, no nearer to any other hero.
func TestPlaceThief(t *testing.T) {
	g := room(t, 12, 7)
	a := hero(t, "borgron", 2, 3, board.East)
	b := hero(t, "shara", 5, 3, board.East)
	a.EditAttrs().Perception = 0
	b.EditAttrs().Perception = 2
	s := darkState(t, g, a, b)
	c := spawnCreature(t, "goblin_assassin", nil)
	pl, why, ok := adp.PlaceThief(&s, c, 3)
	if !ok {
		t.Fatal(why.En)
	}
	if d := board.Chebyshev(pl.At, a.At); d != 3 {
		t.Errorf("thief %v at %d from %s, want 3", pl.At, d, a.ID)
	}
	if d := board.Chebyshev(pl.At, b.At); d < 3 {
		t.Errorf("thief %v at %d from %s, nearer than 3", pl.At, d, b.ID)
	}
	if why.Es == "" {
		t.Error("no Spanish reason")
	}
	// A second thief of the same plan does not take the first one's
	// square.
	pl2, why, ok := adp.PlaceThief(&s, c, 3, pl.At)
	if !ok || pl2.At == pl.At {
		t.Errorf("second thief at %v (%s), the first at %v", pl2.At, why.En, pl.At)
	}
}

// Page 60, C-E: Ambush! comes from an explored section beside the heroes,
// as if the access had just been opened; never one with a hero in it.
func TestAmbushArea(t *testing.T) {
	g := gridOpen(t, []board.Pos{{X: 4, Y: 2}},
		"....2222222",
		"....2222222",
		"....2222222",
		"....2222222",
		"....2222222",
	)
	s := darkState(t, g, hero(t, "shara", 2, 2, board.East))
	a, why, ok := adp.AmbushArea(&s, 0)
	if !ok {
		t.Fatal(why.En)
	}
	if a.Section != 2 || a.Revealer != (board.Pos{X: 3, Y: 2}) {
		t.Errorf("area %d from %v, want section 2 from (3,2)", a.Section, a.Revealer)
	}
	if _, _, ok := adp.AmbushArea(&s, 2); ok {
		t.Error("the starting section took an ambush")
	}
	placed, _ := adp.PlaceGroup(a, []adp.SpawnCreature{sc("orc", 1, 0), sc("orc", 1, 0)}, nil)
	for _, p := range placed {
		if g.Square(p.At).Section != 2 || board.Chebyshev(p.At, board.Pos{X: 2, Y: 2}) <= 2 {
			t.Errorf("%v is not a valid ambush square", p)
		}
	}
}
