package rules

import (
	"strings"
	"testing"

	"dun/board"
)

// furnitureRoom is a room five squares by three with one movable element
// of the given height on (2,1), a trap under it, and the hero on (1,1).
func furnitureRoom(t *testing.T, kind string, height uint8, movable bool, figs ...Figure) State {
	t.Helper()
	g := parseMap(t, ".....", ".....", ".....")
	if _, err := g.AddElement(board.Element{Kind: kind, Height: height, Movable: movable, Cover: board.LightCover}, at(2, 1)); err != nil {
		t.Fatal(err)
	}
	x := Exploration{Revealed: []bool{true}, Traps: []Trap{{Kind: "stake", At: at(2, 1), Detect: 8}}}
	s, err := NewExploringState(g, figs, x)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func pushCmd(id string, x, y int, d board.Dir) Command {
	return MoveFurniture{Header: Header{Seat: Heroes}, Figure: id, At: at(x, y), Toward: d}
}

// Page 27: furniture lower than the figure moves without a test, and a
// trap under it goes along.
func TestMoveLowFurniture(t *testing.T) {
	s := furnitureRoom(t, "barrel", 1, true, explorer("shara", 1, 1))
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	if !strings.Contains(OptionIDs(Options(s, Heroes)), "move_furniture:shara:2,1:E") {
		t.Fatalf("push not offered: %s", OptionIDs(Options(s, Heroes)))
	}
	refused(t, s, pushCmd("shara", 2, 1, board.West), CodeOccupied)
	s, evs := play(t, s, nil, pushCmd("shara", 2, 1, board.East))
	if mv, ok := find[FurnitureMoved](evs); !ok || mv.To != at(3, 1) || mv.Roll != 0 {
		t.Fatalf("moved: %+v", mv)
	}
	if _, ok := s.Board.Element(at(3, 1)); !ok || s.Explore.Traps[0].At != at(3, 1) || s.Active.Action != ruleMoveFurniture {
		t.Fatalf("after the push: trap %+v, activation %+v", s.Explore.Traps[0], s.Active)
	}
	refused(t, s, pushCmd("shara", 3, 1, board.East), CodeActionUsed)
}

// Furniture as tall as the figure moves only with a Strength test.
func TestMoveTallFurniture(t *testing.T) {
	s := furnitureRoom(t, "wardrobe", 2, true, explorer("shara", 1, 1))
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	s2, evs := play(t, s, []int{3, 4}, pushCmd("shara", 2, 1, board.SouthEast))
	if mv, ok := find[FurnitureMoved](evs); !ok || mv.To != at(3, 2) || mv.Roll == 0 {
		t.Fatalf("moved: %+v", mv)
	}
	if _, ok := s2.Board.Element(at(2, 1)); ok {
		t.Fatal("the old square still holds the wardrobe")
	}
	s2, evs = play(t, s, []int{1, 2}, pushCmd("shara", 2, 1, board.East))
	if _, ok := find[FurnitureStuck](evs); !ok || s2.Active.Action != ruleMoveFurniture {
		t.Fatal("a failed push must spend the Action and leave the wardrobe")
	}
	if _, ok := s2.Board.Element(at(2, 1)); !ok {
		t.Fatal("the wardrobe moved after a failed test")
	}
}

func TestMoveFurnitureRefusals(t *testing.T) {
	s := furnitureRoom(t, "statue", 3, true, explorer("shara", 1, 1))
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	refused(t, s, pushCmd("shara", 2, 1, board.East), CodeCannotMoveIt)
	s = furnitureRoom(t, "bed", 1, false, explorer("shara", 1, 1))
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	refused(t, s, pushCmd("shara", 2, 1, board.East), CodeCannotMoveIt)
	// Nowhere to go: the board's edge; and nothing on the square named.
	s = furnitureRoom(t, "barrel", 1, true, explorer("shara", 1, 1), explorer("taeral", 0, 2))
	g := s.Board.Clone()
	if err := g.MoveElement(0, board.North); err != nil {
		t.Fatal(err)
	}
	s.Board = g
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	refused(t, s, pushCmd("shara", 2, 0, board.North), CodeCannotMoveIt)
	refused(t, s, pushCmd("shara", 2, 1, board.North), CodeNoElement)
	s, _ = play(t, s, nil, endAct(Heroes, "shara"), activate(Heroes, "taeral"))
	refused(t, s, pushCmd("taeral", 2, 0, board.East), CodeNotAdjacent)

	// Nobody pushes furniture someone stands on.
	s = furnitureRoom(t, "barrel", 1, true, explorer("shara", 1, 1), explorer("taeral", 2, 1))
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	refused(t, s, pushCmd("shara", 2, 1, board.East), CodeOccupied)
}
