package rules

import (
	"testing"

	"dun/board"
)

// Page 21: a Large figure moves one square of its base as an average
// figure and must end with its four squares free, or partly (never wholly)
// on obstructed squares, then counting as on difficult terrain; never on
// figures.
func TestLargeMovement(t *testing.T) {
	g := parseMap(t,
		"......####",
		"..T...####",
		"..........",
		"..........",
	)
	s := darkTurn(t, newState(t, g, fig("troll", Dark, SizeLarge, 0, 2, 6), fig("orc", Dark, SizeAverage, 6, 3, 4)))
	s, _ = play(t, s, nil, activate(Dark, "troll"))
	checkMoveOptions(t, s, Dark)

	// The south-east corner walks along row 3.
	m := Move{Header: Header{Seat: Dark}, Figure: "troll", To: at(3, 2), Path: []board.Pos{at(2, 3), at(3, 3), at(4, 3)}}
	n, evs := play(t, s, nil, m)
	mv, _ := find[Moved](evs)
	if mv.Ref != CornerSE || mv.Cost != 3 || figAt(t, n, "troll") != at(3, 2) {
		t.Fatalf("moved %+v", mv)
	}
	m.Ref = CornerNW
	refused(t, s, m, CodeIllegalMove) // the path is the south-east corner's
	m.Ref = CornerAuto
	m.Path = []board.Pos{at(2, 3), at(3, 3), at(5, 3)}
	refused(t, s, m, CodeIllegalMove)

	// Onto the orc, an ally: never on figures.
	refused(t, s, moveTo(Dark, "troll", 5, 2), CodeOccupied)
	// Into the rock: never wholly on obstructed squares.
	refused(t, s, moveTo(Dark, "troll", 8, 0), CodeIllegalMove)
	// Partly over the table: allowed, on difficult terrain.
	n, evs = play(t, s, nil, moveTo(Dark, "troll", 1, 0))
	if mv, _ := find[Moved](evs); !mv.Squeezed {
		t.Fatalf("moved %+v", mv)
	}
	if f, _ := n.Figure("troll"); !f.OnDifficult() {
		t.Fatal("over the table, not on difficult terrain")
	}
	// Half into the rock at the top right: allowed likewise.
	if _, ok := moveOpts(s, Dark)[at(5, 0)]; !ok {
		t.Fatalf("half into the rock: %v", moveOpts(s, Dark))
	}
	// A Large figure's corner may be named without a path.
	n, evs = play(t, s, nil, Move{Header: Header{Seat: Dark}, Figure: "troll", To: at(2, 2), Ref: CornerNE})
	if mv, _ := find[Moved](evs); mv.Ref != CornerNE || mv.Cost != 2 || figAt(t, n, "troll") != at(2, 2) {
		t.Fatalf("moved %+v", mv)
	}
	refused(t, s, Move{Header: Header{Seat: Dark}, Figure: "orc", To: at(2, 2), Ref: CornerNE}, CodeNotActive)
}

// Page 21: a Huge figure ignores obstacles of height 1 and 2: a table
// neither costs it anything nor makes it squeeze.
func TestHugeIgnoresLowFurniture(t *testing.T) {
	g := parseMap(t,
		"......",
		"..TW..",
		"..TW..",
		"......",
	)
	s := darkTurn(t, newState(t, g, fig("dragon", Dark, SizeHuge, 0, 1, 6)))
	s, _ = play(t, s, nil, activate(Dark, "dragon"))
	n, evs := play(t, s, nil, moveTo(Dark, "dragon", 2, 1))
	mv, _ := find[Moved](evs)
	if mv.Cost != 2 || mv.Squeezed {
		t.Fatalf("dragon over the furniture: %+v", mv)
	}
	if f, _ := n.Figure("dragon"); f.OnDifficult() {
		t.Fatal("dragon on difficult terrain over low furniture")
	}
	checkMoveOptions(t, s, Dark)

	// The troll climbs the table (one more point) and ends squeezed.
	s = darkTurn(t, newState(t, g, fig("troll", Dark, SizeLarge, 0, 1, 6)))
	s, _ = play(t, s, nil, activate(Dark, "troll"))
	if c := moveOpts(s, Dark)[at(1, 1)]; c != 1 {
		t.Fatalf("troll half onto the table, moving its west side: %v", moveOpts(s, Dark))
	}
	_, evs = play(t, s, nil, Move{Header: Header{Seat: Dark}, Figure: "troll", To: at(1, 1), Path: []board.Pos{at(2, 1)}})
	if mv, _ := find[Moved](evs); mv.Cost != 2 || mv.Ref != CornerNE || !mv.Squeezed {
		t.Fatalf("troll's north-east corner onto the table: %+v", mv)
	}
	checkMoveOptions(t, s, Dark)
}
