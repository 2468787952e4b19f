package rules

import (
	"fmt"
	"testing"

	"dun/board"
	"dun/dice"
)

// checkMoveOptions tries a Move to every square of the board and checks
// that exactly the listed destinations are accepted, each at its listed
// cost (notnil/chess: a move is legal iff it is among the legal moves).
func checkMoveOptions(t *testing.T, s State, seat Side) {
	t.Helper()
	opts := moveOpts(s, seat)
	// Each move's ID names the figure and the square, each facing's the
	// figure and the direction (moveList and faceList carve them from
	// one string).
	for _, o := range Options(s, seat) {
		want := o.ID
		switch c := o.Command.(type) {
		case Move:
			want = fmt.Sprintf("move:%s:%d,%d", c.Figure, c.To.X, c.To.Y)
		case Face:
			want = fmt.Sprintf("face:%s:%s", c.Figure, c.Facing)
		}
		if o.ID != want {
			t.Fatalf("option %q, want %q", o.ID, want)
		}
	}
	a := s.Active
	for i := 0; i < s.Board.Len(); i++ {
		p := s.Board.Pos(i)
		c := Move{Header: Header{Seat: seat}, Figure: a.Figure, To: p}
		_, evs, err := Apply(s, c, dice.Scripted())
		cost, listed := opts[p]
		if listed != (err == nil) {
			t.Fatalf("move of %s to %v: listed %v, Apply says %v", a.Figure, p, listed, err)
		}
		if err == nil {
			mv, _ := find[Moved](evs)
			if mv.Cost != cost {
				t.Fatalf("move of %s to %v: listed at cost %d, Apply spent %d", a.Figure, p, cost, mv.Cost)
			}
		}
	}
}

// Page 20: Taeral (Movement 6) climbs onto the shrine for 2 points, walks
// on it for 1 and gets down for 1: 4 points, where going round costs 5.
func TestShrineCostsFour(t *testing.T) {
	g := parseMap(t,
		".....",
		".SS..",
		".....",
	)
	s := newState(t, g, heroFig("taeral", 0, 1, 6, 2))
	s, evs := play(t, s, nil, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 3, 1))
	mv, _ := find[Moved](evs)
	if mv.Cost != 4 || len(mv.Path) != 3 || mv.Path[0] != at(1, 1) {
		t.Fatalf("over the shrine: %+v", mv)
	}
	if s.Active.Spent != 4 || s.Active.Remaining() != 2 {
		t.Fatalf("spent %d, remaining %d", s.Active.Spent, s.Active.Remaining())
	}
	// Going round along the top row: 5 points.
	s2 := newState(t, g, heroFig("taeral", 0, 1, 6, 2))
	_, evs = play(t, s2, nil, activate(Heroes, "taeral"),
		moveAlong(Heroes, "taeral", at(0, 0), at(1, 0), at(2, 0), at(3, 0), at(3, 1)))
	if mv, _ := find[Moved](evs); mv.Cost != 5 {
		t.Fatalf("round the shrine: %+v", mv)
	}
}

// Page 18: no diagonal step past the corner of an obstacle; page 20: a
// wardrobe as tall as Taeral and an impassable column are not crossed.
func TestPathCheckedStepByStep(t *testing.T) {
	g := parseMap(t,
		"......",
		".W.C..",
		"......",
	)
	s := newState(t, g, heroFig("taeral", 0, 0, 6, 0), fig("orc", Dark, SizeAverage, 5, 2, 4))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, moveAlong(Heroes, "taeral", at(1, 1)), CodeIllegalMove)           // onto the wardrobe
	refused(t, s, moveAlong(Heroes, "taeral", at(0, 1), at(1, 2)), CodeIllegalMove) // diagonal past the wardrobe's corner
	refused(t, s, moveAlong(Heroes, "taeral", at(2, 0), at(3, 1)), CodeIllegalMove) // skipped a square and onto the column
	refused(t, s, moveAlong(Heroes, "taeral", at(1, 0), at(2, 0), at(3, 0), at(4, 0), at(5, 0), at(5, 1), at(5, 2)), CodeOccupied)
	refused(t, s, moveAlong(Heroes, "taeral", at(1, 0), at(2, 0), at(3, 0), at(4, 1)), CodeIllegalMove) // past the orc's melee range
	refused(t, s, Move{Header: Header{Seat: Heroes}, Figure: "taeral", To: at(2, 0), Path: []board.Pos{at(1, 0)}}, CodeIllegalMove)
	refused(t, s, moveTo(Heroes, "taeral", 9, 9), CodeIllegalMove)
	refused(t, s, moveTo(Heroes, "taeral", 0, 0), CodeIllegalMove)
	refused(t, s, moveTo(Heroes, "taeral", 3, 1), CodeIllegalMove)
	refused(t, s, moveTo(Heroes, "taeral", 5, 2), CodeOccupied)
	checkMoveOptions(t, s, Heroes)
}

// Page 20: allies not engaged cost one more point to cross and may not be
// ended on; enemies may not be crossed.
func TestOccupiedSquares(t *testing.T) {
	g := parseMap(t,
		"#####",
		".....",
		"#####",
	)
	s := newState(t, g, heroFig("taeral", 0, 1, 6, 0), heroFig("shara", 2, 1, 5, 0))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, moveTo(Heroes, "taeral", 2, 1), CodeOccupied)
	next, evs := play(t, s, nil, moveTo(Heroes, "taeral", 4, 1))
	if mv, _ := find[Moved](evs); mv.Cost != 5 {
		t.Fatalf("through an ally: %+v", mv)
	}
	if figAt(t, next, "taeral") != at(4, 1) {
		t.Fatal("Taeral did not arrive")
	}
	checkMoveOptions(t, s, Heroes)

	// An enemy in the corridor: no way past.
	s = newState(t, g, heroFig("taeral", 0, 1, 6, 0), fig("orc", Dark, SizeAverage, 3, 1, 4))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, moveTo(Heroes, "taeral", 4, 1), CodeNoPath)
	checkMoveOptions(t, s, Heroes)
}

// Page 20: an engaged ally may not be crossed.
func TestEngagedAllyBlocks(t *testing.T) {
	g := parseMap(t,
		"#####",
		".....",
		"##.##",
	)
	s := newState(t, g, heroFig("taeral", 0, 1, 6, 0), heroFig("shara", 2, 1, 5, 0), fig("orc", Dark, SizeAverage, 2, 2, 4))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	if by := Engagers(s, "shara"); len(by) != 1 || by[0] != "orc" {
		t.Fatalf("Shara engaged by %v", by)
	}
	refused(t, s, moveTo(Heroes, "taeral", 4, 1), CodeNoPath)
	checkMoveOptions(t, s, Heroes)
}

// A move may be split over several commands until the allowance is spent.
func TestMoveInSeveralCommands(t *testing.T) {
	g := parseMap(t, "........", "........")
	s := newState(t, g, heroFig("borgron", 0, 0, 4, 0))
	s, _ = play(t, s, nil, activate(Heroes, "borgron"), moveTo(Heroes, "borgron", 2, 0), moveTo(Heroes, "borgron", 3, 1))
	if s.Active.Spent != 3 || !s.Active.Moved {
		t.Fatalf("activation %+v", *s.Active)
	}
	refused(t, s, moveTo(Heroes, "borgron", 5, 1), CodeTooFar)
	s, _ = play(t, s, nil, moveTo(Heroes, "borgron", 4, 0))
	refused(t, s, moveTo(Heroes, "borgron", 5, 0), CodeTooFar)
	if len(moveOpts(s, Heroes)) != 0 {
		t.Fatal("moves offered with no Movement left")
	}
	if _, ok := find[Moved](nil); ok {
		t.Fatal("find on nothing")
	}
}

// Difficult terrain costs one more point per square entered (page 21).
func TestDifficultTerrain(t *testing.T) {
	g := parseMap(t, "~~~~~~~~")
	s := newState(t, g, heroFig("taeral", 0, 0, 6, 0))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	opts := moveOpts(s, Heroes)
	if len(opts) != 3 || opts[at(3, 0)] != 6 {
		t.Fatalf("options %v", opts)
	}
	refused(t, s, moveTo(Heroes, "taeral", 4, 0), CodeTooFar)
}

// Commands are refused with the state unchanged: not the seat's turn, no
// activation, another figure, a stale version.
func TestRefusalsLeaveStateUnchanged(t *testing.T) {
	g := parseMap(t, "......", "......")
	s := newState(t, g, heroFig("shara", 0, 0, 5, 1), heroFig("borgron", 0, 1, 4, 1), fig("orc", Dark, SizeAverage, 5, 0, 4))
	refused(t, s, moveTo(Heroes, "shara", 1, 0), CodeNotActive)
	refused(t, s, activate(Dark, "orc"), CodeNotYourTurn)
	refused(t, s, activate(Heroes, "orc"), CodeNotYourTurn)
	refused(t, s, activate(Heroes, "nobody"), CodeUnknownFigure)
	refused(t, s, Activate{Header: Header{Seat: Heroes, At: s.Version + 1}, Figure: "shara"}, CodeStaleState)
	s, _ = play(t, s, nil, Activate{Header: Header{Seat: Heroes, At: s.Version}, Figure: "shara"})
	refused(t, s, activate(Heroes, "borgron"), CodeActivationInProgress)
	refused(t, s, moveTo(Heroes, "borgron", 1, 1), CodeNotActive)
	refused(t, s, moveTo(Dark, "orc", 4, 0), CodeNotYourTurn)
	refused(t, s, Face{Header: Header{Seat: Heroes}, Figure: "shara", Facing: board.North}, CodeSameFacing)
	refused(t, s, nil, CodeBadCommand)
	s, _ = play(t, s, nil, endAct(Heroes, "shara"))
	refused(t, s, activate(Heroes, "shara"), CodeAlreadyActivated)
}

// Facing changes are free and allowed any time in the figure's own
// activation (page 19).
func TestFacing(t *testing.T) {
	g := parseMap(t, "...")
	s := newState(t, g, heroFig("shara", 0, 0, 5, 1))
	refused(t, s, Face{Header: Header{Seat: Heroes}, Figure: "shara", Facing: board.East}, CodeNotActive)
	s, evs := play(t, s, nil, activate(Heroes, "shara"),
		Face{Header: Header{Seat: Heroes}, Figure: "shara", Facing: board.East},
		moveTo(Heroes, "shara", 1, 0),
		Face{Header: Header{Seat: Heroes}, Figure: "shara", Facing: board.SouthWest})
	f, _ := s.Figure("shara")
	if f.Facing != board.SouthWest || s.Active.Spent != 1 {
		t.Fatalf("facing %v, spent %d", f.Facing, s.Active.Spent)
	}
	if fc, ok := find[Faced](evs); !ok || fc.From != board.North || fc.To != board.East {
		t.Fatalf("faced event %+v", fc)
	}
}
