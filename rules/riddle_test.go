package rules

import (
	"strings"
	"testing"

	"dun/board"
)

func riddleDoorCmd(id string, x, y int, side board.Side) Command {
	return SolveRiddle{Header: Header{Seat: Heroes}, Figure: id, At: at(x, y), Side: side, Door: true}
}

func riddleChestCmd(id string, x, y int) Command {
	return SolveRiddle{Header: Header{Seat: Heroes}, Figure: id, At: at(x, y)}
}

// riddles is searchRoom with a riddle on the door of (5,2) (not locked)
// and on the chest of (4,2).
func riddles(t *testing.T, figs ...Figure) State {
	s := searchRoom(t, figs...)
	s.Explore.Doors[0].Locked = false
	s.Explore.Doors[0].Riddle = true
	s.Explore.Elements[1].Riddle = true
	return s
}

// Page 24: a riddle on a door is an Intelligence test, tried from a
// diagonal square too (R70); solved, the door opens. Opening it before
// spends nothing.
func TestRiddleOnADoor(t *testing.T) {
	sage := explorer("sage", 4, 1)
	sage.EditAttrs().Intelligence = 3
	s := riddles(t, sage)
	s, _ = play(t, s, nil, activate(Heroes, "sage"))
	refused(t, s, openDoor(Heroes, "sage", 5, 2, board.SideE), CodeNotAdjacent)
	if ids := OptionIDs(Options(s, Heroes)); !strings.Contains(ids, "solve_riddle:sage:5,2:east") || !strings.Contains(ids, "solve_riddle:sage:4,2") {
		t.Fatalf("riddles not offered: %s", ids)
	}
	s, _ = play(t, s, nil, moveTo(Heroes, "sage", 5, 2))
	refused(t, s, openDoor(Heroes, "sage", 5, 2, board.SideE), CodeRiddle)
	refused(t, s, pickLockCmd("sage", 5, 2, board.SideE), CodeRiddle)
	refused(t, s, riddleDoorCmd("sage", 5, 1, board.SideE), CodeNoRiddle)
	s2, evs := play(t, s, []int{4, 3}, riddleDoorCmd("sage", 5, 2, board.SideE))
	if ev, _ := find[RiddleTried](evs); !ev.Solved || !s2.SectionRevealed(2) {
		t.Fatalf("solved: %+v", ev)
	}
	s2, evs = play(t, s, []int{1, 2}, riddleDoorCmd("sage", 5, 2, board.SideE))
	if ev, _ := find[RiddleTried](evs); ev.Solved || s2.SectionRevealed(2) || !s2.Explore.Doors[0].Jammed || s2.Reserve != 0 {
		t.Fatalf("failed: %+v, door %+v", ev, s2.Explore.Doors[0])
	}
	s2, _ = play(t, s2, nil, endTurn(Heroes), endTurn(Dark), activate(Heroes, "sage"))
	refused(t, s2, riddleDoorCmd("sage", 5, 2, board.SideE), CodeNoRiddle)
	refused(t, s2, openDoor(Heroes, "sage", 5, 2, board.SideE), CodeDoorLocked)
	refused(t, s2, pickLockCmd("sage", 5, 2, board.SideE), CodeAlreadyTried)
}

// Page 24: solved, a chest guarded by a riddle opens; failed, it stays
// shut for the quest.
func TestRiddleOnAChest(t *testing.T) {
	s := riddles(t, explorer("sage", 3, 1))
	s, _ = play(t, s, nil, activate(Heroes, "sage"))
	refused(t, s, openChestCmd("sage", 4, 2), CodeRiddle)
	s2, evs := play(t, s, []int{4, 4}, riddleChestCmd("sage", 4, 2))
	if ev, _ := find[RiddleTried](evs); !ev.Solved || !ev.Chest || !s2.Explore.Elements[1].Opened || s2.TreasureDraws != 1 {
		t.Fatalf("solved: %+v", ev)
	}
	s2, _ = play(t, s, []int{2, 2}, riddleChestCmd("sage", 4, 2))
	if !s2.Explore.Elements[1].Sealed || s2.Explore.Elements[1].Opened {
		t.Fatalf("failed: %+v", s2.Explore.Elements[1])
	}
	s2, _ = play(t, s2, nil, endTurn(Heroes), endTurn(Dark), activate(Heroes, "sage"))
	refused(t, s2, openChestCmd("sage", 4, 2), CodeAlreadyTried)
	refused(t, s2, riddleChestCmd("sage", 4, 2), CodeNoRiddle)
	refused(t, s2, riddleChestCmd("sage", 1, 0), CodeNotAdjacent)
}
