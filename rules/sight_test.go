package rules

import (
	"errors"
	"testing"

	"dun/board"

	"pgregory.net/rapid"
)

// sightRoom is a w x h room with the given elements, each on one square.
func sightRoom(t testing.TB, w, h int, elems map[board.Pos]board.Element) *board.Grid {
	t.Helper()
	g := board.New(w, h)
	g.Seal()
	for p, e := range elems {
		if _, err := g.AddElement(e, p); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func sightFig(id string, side Side, size int, x, y int, facing board.Dir) Figure {
	return Figure{
		ID:     id,
		Side:   side,
		Size:   size,
		At:     board.Pos{X: x, Y: y},
		Facing: facing,
	}.WithInfo(FigureInfo{Name: id,
		Attrs: Attributes{Movement: 4}})
}

func sightState(t testing.TB, g *board.Grid, figs ...Figure) State {
	t.Helper()
	s, err := NewState(g, figs)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func wantSight(t *testing.T, s State, from, to string, want Sighting) {
	t.Helper()
	got, err := Sight(s, from, to)
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("sight %s -> %s = %+v, want %+v", from, to, got, want)
	}
}

var (
	sightBed      = board.Element{Kind: "bed", Height: 1, Cover: board.LightCover}
	sightCupboard = board.Element{Kind: "cupboard", Height: 2, Cover: board.LightCover}
	sightColumn   = board.Element{Kind: "column", Height: 4, Cover: board.HeavyCover, Impassable: true}
	sightShrine   = board.Element{Kind: "shrine", Height: 1, Cover: board.HeavyCover}
)

func TestSightElementsAndHeights(t *testing.T) {
	// Row 1: viewer at 0, a sightCupboard at 2, targets of heights 2 and 3
	// behind it. Row 3: a sightBed at 2 next to the target at 3.
	g := sightRoom(t, 8, 6, map[board.Pos]board.Element{
		{X: 2, Y: 1}: sightCupboard,
		{X: 2, Y: 3}: sightBed,
		{X: 2, Y: 5}: sightColumn,
	})
	s := sightState(t, g,
		sightFig("archer", Heroes, SizeAverage, 0, 1, board.East),
		sightFig("skeleton", Dark, SizeAverage, 3, 1, board.West),
		sightFig("archer2", Heroes, SizeAverage, 0, 3, board.East),
		sightFig("bedside", Dark, SizeAverage, 3, 3, board.West),
		sightFig("far", Dark, SizeAverage, 5, 3, board.West),
		sightFig("archer3", Heroes, SizeAverage, 0, 5, board.East),
		sightFig("hidden", Dark, SizeAverage, 4, 5, board.West),
	)
	wantSight(t, s, "archer", "skeleton", Sighting{})
	wantSight(t, s, "skeleton", "archer", Sighting{})
	wantSight(t, s, "archer2", "bedside", Sighting{Visible: true, Cover: board.LightCover})
	// The sightBed is not next to the far skeleton: no cover, and the skeleton
	// by the sightBed stands in the way (figures block, and never give cover).
	wantSight(t, s, "archer2", "far", Sighting{})
	wantSight(t, s, "archer3", "hidden", Sighting{})

	// A Large troll behind the sightCupboard is seen over it, with its cover.
	s = sightState(t, g,
		sightFig("archer", Heroes, SizeAverage, 0, 1, board.East),
		sightFig("troll", Dark, SizeLarge, 3, 0, board.West),
	)
	wantSight(t, s, "archer", "troll", Sighting{Visible: true, Cover: board.LightCover})
}

func TestSightFiguresAndRaisedTargets(t *testing.T) {
	g := sightRoom(t, 7, 3, map[board.Pos]board.Element{{X: 4, Y: 1}: sightShrine})
	figs := []Figure{
		sightFig("orc", Dark, SizeAverage, 0, 1, board.East),
		sightFig("shara", Heroes, SizeAverage, 2, 1, board.West),
		sightFig("herbod", Heroes, SizeAverage, 4, 1, board.West), // on the sightShrine
		sightFig("taeral", Heroes, SizeAverage, 6, 1, board.West),
	}
	s := sightState(t, g, figs...)
	wantSight(t, s, "orc", "herbod", Sighting{Visible: true})
	wantSight(t, s, "orc", "taeral", Sighting{})
	// Herbod on the sightShrine looks over Shara too.
	wantSight(t, s, "herbod", "orc", Sighting{Visible: true})

	// A knocked-down Shara blocks nothing: the orc sees Taeral past her,
	// Herbod being raised and no taller than the line.
	figs[1].Conditions = figs[1].Conditions.With(KnockedDown)
	figs[2].At = board.Pos{X: 4, Y: 0}
	s = sightState(t, g, figs...)
	wantSight(t, s, "orc", "taeral", Sighting{Visible: true})

	// A flyer is seen over figures and furniture, not over a sightColumn.
	g = sightRoom(t, 7, 3, map[board.Pos]board.Element{{X: 2, Y: 0}: sightCupboard, {X: 2, Y: 2}: sightColumn})
	s = sightState(t, g,
		sightFig("orc", Dark, SizeAverage, 0, 0, board.East),
		sightFig("orc2", Dark, SizeAverage, 0, 2, board.East),
		Figure{
			ID:     "nariant",
			Side:   Heroes,
			Size:   SizeAverage,
			At:     board.Pos{X: 4, Y: 0},
			Facing: board.West,
		}.WithInfo(FigureInfo{Flying: true,
			Attrs: Attributes{Movement: 5}}),
		Figure{
			ID:     "bat",
			Side:   Heroes,
			Size:   SizeSmall,
			At:     board.Pos{X: 4, Y: 2},
			Facing: board.West,
		}.WithInfo(FigureInfo{Flying: true,
			Attrs: Attributes{Movement: 5}}),
	)
	wantSight(t, s, "orc", "nariant", Sighting{Visible: true})
	wantSight(t, s, "orc2", "bat", Sighting{})
	// The flyer looks down from height 4 as well.
	wantSight(t, s, "nariant", "orc", Sighting{Visible: true})
}

func TestSightFacing(t *testing.T) {
	g := sightRoom(t, 7, 7, nil)
	s := sightState(t, g,
		sightFig("taeral", Heroes, SizeAverage, 3, 3, board.North),
		sightFig("ahead", Dark, SizeAverage, 3, 0, board.South),
		sightFig("side", Dark, SizeAverage, 6, 3, board.West),
		sightFig("behind", Dark, SizeAverage, 2, 5, board.North),
		sightFig("troll", Dark, SizeLarge, 5, 4, board.North), // rows 4-5: behind Taeral
	)
	wantSight(t, s, "taeral", "ahead", Sighting{Visible: true})
	wantSight(t, s, "taeral", "side", Sighting{Visible: true})
	wantSight(t, s, "taeral", "behind", Sighting{Behind: true})
	wantSight(t, s, "taeral", "troll", Sighting{Behind: true})
	// The troll facing north has Taeral at its side (level with its front
	// row): in front.
	wantSight(t, s, "troll", "taeral", Sighting{Visible: true})
	wantSight(t, s, "behind", "taeral", Sighting{Visible: true})

	i := s.figure("taeral")
	s.Figures[i].Facing = board.SouthWest
	wantSight(t, s, "taeral", "behind", Sighting{Visible: true})
	wantSight(t, s, "taeral", "ahead", Sighting{Behind: true})
}

func TestSightWallsAndErrors(t *testing.T) {
	g := board.New(4, 2)
	for x := 0; x < 4; x++ {
		g.Set(board.Pos{X: x, Y: 1}, board.Square{Section: 2})
	}
	g.Seal()
	s := sightState(t, g,
		sightFig("a", Heroes, SizeAverage, 1, 0, board.South),
		sightFig("b", Dark, SizeAverage, 1, 1, board.North),
		sightFig("c", Dark, SizeAverage, 3, 0, board.West),
	)
	wantSight(t, s, "a", "b", Sighting{})
	if Adjacent(s, "a", "b", false) || Adjacent(s, "a", "b", true) {
		t.Error("squares parted by a wall are adjacent")
	}
	if Adjacent(s, "a", "c", false) {
		t.Error("figures two squares apart are adjacent")
	}
	wantSight(t, s, "a", "a", Sighting{Visible: true})

	var re *RuleError
	if _, err := Sight(s, "a", "zed"); !errors.As(err, &re) || re.Code != CodeUnknownFigure {
		t.Errorf("unknown target: %v", err)
	}
	if _, err := Sight(s, "zed", "a"); !errors.As(err, &re) || re.Code != CodeUnknownFigure {
		t.Errorf("unknown viewer: %v", err)
	}
	i := s.figure("c")
	s.Figures[i].Conditions = s.Figures[i].Conditions.With(KnockedOut)
	if _, err := Sight(s, "a", "c"); !errors.As(err, &re) || re.Code != CodeCannotAct {
		t.Errorf("knocked-out target: %v", err)
	}
	if Adjacent(s, "a", "c", false) || Adjacent(s, "a", "zed", false) || Adjacent(s, "a", "a", false) {
		t.Error("adjacent to a knocked-out, unknown or the same figure")
	}
	if _, err := Sight(State{}, "a", "b"); !errors.As(err, &re) || re.Code != CodeBadState {
		t.Errorf("broken state: %v", err)
	}
}

func TestAdjacentHeightsAndStairs(t *testing.T) {
	// A stair square at level 1 climbing north, its access square below,
	// a floor square beside it, and a raised floor at level 2.
	g := board.New(3, 3)
	g.Set(board.Pos{X: 1, Y: 1}, board.Square{Section: 1, Level: 1, HasStair: true,
		Stairs: board.Stairs{Up: board.North, Access: 1<<board.SideN | 1<<board.SideS}})
	g.Set(board.Pos{X: 1, Y: 0}, board.Square{Section: 1, Level: 2})
	g.Set(board.Pos{X: 0, Y: 0}, board.Square{Section: 1, Level: 2})
	g.Seal()
	s := sightState(t, g,
		sightFig("shara", Heroes, SizeAverage, 1, 1, board.South),
		sightFig("access", Dark, SizeAverage, 1, 2, board.North),
		sightFig("beside", Dark, SizeAverage, 0, 1, board.East),
		sightFig("above", Heroes, SizeAverage, 0, 0, board.South),
	)
	if !Adjacent(s, "shara", "access", false) || !Adjacent(s, "shara", "access", true) {
		t.Error("Shara on the stair and the figure on its access square")
	}
	if !Adjacent(s, "shara", "beside", false) || Adjacent(s, "shara", "beside", true) {
		t.Error("Shara on the stair and the figure beside it: adjacent, but not for actions")
	}
	// Levels 2 and 0, neither Huge: not adjacent, though neighbours.
	if Adjacent(s, "above", "beside", false) {
		t.Error("figures two levels apart")
	}
}

// Between two average figures facing each other, sight is the same both
// ways round, and cover only ever comes with sight.
func TestSightSymmetric(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		w, h := rapid.IntRange(2, 8).Draw(rt, "w"), rapid.IntRange(2, 8).Draw(rt, "h")
		g := board.New(w, h)
		g.Seal()
		kinds := []board.Element{sightBed, sightCupboard, sightColumn, sightShrine}
		taken := map[board.Pos]bool{}
		pos := func(label string) board.Pos {
			return board.Pos{X: rapid.IntRange(0, w-1).Draw(rt, label+"x"), Y: rapid.IntRange(0, h-1).Draw(rt, label+"y")}
		}
		a, b := pos("a"), pos("b")
		if a == b {
			rt.Skip("same square")
		}
		taken[a], taken[b] = true, true
		for k := rapid.IntRange(0, 6).Draw(rt, "elements"); k > 0; k-- {
			p := pos("e")
			if taken[p] {
				continue
			}
			taken[p] = true
			e := kinds[rapid.IntRange(0, len(kinds)-1).Draw(rt, "kind")]
			if e.Kind == "shrine" {
				e.Kind = "table" // keep both figures on the floor
			}
			if _, err := g.AddElement(e, p); err != nil {
				rt.Fatal(err)
			}
		}
		figs := []Figure{
			sightFig("a", Heroes, SizeAverage, a.X, a.Y, board.Toward(a, b)),
			sightFig("b", Dark, SizeAverage, b.X, b.Y, board.Toward(b, a)),
		}
		for k := rapid.IntRange(0, 3).Draw(rt, "others"); k > 0; k-- {
			p := pos("f")
			if taken[p] {
				continue
			}
			taken[p] = true
			figs = append(figs, sightFig("f"+p.String(), Dark, rapid.IntRange(1, 2).Draw(rt, "size"), p.X, p.Y, board.North))
		}
		s, err := NewState(g, figs)
		if err != nil {
			rt.Skip(err.Error())
		}
		ab, err1 := Sight(s, "a", "b")
		ba, err2 := Sight(s, "b", "a")
		if err1 != nil || err2 != nil {
			rt.Fatal(err1, err2)
		}
		if ab.Behind || ba.Behind {
			rt.Fatalf("facing each other, yet behind: %+v %+v", ab, ba)
		}
		if ab.Visible != ba.Visible {
			rt.Fatalf("a sees b: %+v, b sees a: %+v", ab, ba)
		}
		if !ab.Visible && ab.Cover != board.NoCover {
			rt.Fatalf("cover without sight: %+v", ab)
		}
	})
}
