package rules

import (
	"testing"

	"dun/board"
)

func breakCmd(id string, at board.Pos) Command {
	return Break{Header: Header{Seat: Heroes}, Figure: id, At: at}
}

func breakDoorCmd(id string, at board.Pos, side board.Side) Command {
	return Break{Header: Header{Seat: Heroes}, Figure: id, At: at, Side: side, Door: true}
}

// Breaking a chest (page 25): only once it was tried; the hits are
// automatic, the dice the weapon's, against Armour 5; broken, it is open
// and earns a Treasure card. Each turn of hitting is a turn of noise.
func TestBreakChest(t *testing.T) {
	shara := armed(explorer("shara", 3, 2), sword())
	s := searchRoom(t, shara)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	refused(t, s, breakCmd("shara", at(4, 2)), CodeNotTriedYet)
	refused(t, s, breakCmd("shara", at(0, 0)), CodeNoElement)
	s.Explore.Elements[1].Tried = true
	// 4 dice (Strength 3 and the sword's 1): 5, 6 wound; then 5, 5, 6.
	n, evs := play(t, s, []int{1, 2, 5, 6}, breakCmd("shara", at(4, 2)))
	if h := lastOf[ElementHit](t, evs); h.Wounds != 2 || h.Left != 3 || h.Broken || n.Explore.Noise != 1 {
		t.Fatalf("first blow %+v", h)
	}
	refused(t, n, breakCmd("shara", at(4, 2)), CodeActionUsed)
	n, _ = play(t, n, nil, endAct(Heroes, "shara"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "shara"))
	n, evs = play(t, n, []int{5, 5, 6, 1}, breakCmd("shara", at(4, 2)))
	if h := lastOf[ElementHit](t, evs); !h.Broken || n.TreasureDraws != 1 || !n.Explore.Elements[1].Opened || n.Explore.Noise != 2 {
		t.Fatalf("second blow %+v, draws %d", h, n.TreasureDraws)
	}
	n, _ = play(t, n, nil, endAct(Heroes, "shara"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "shara"))
	refused(t, n, breakCmd("shara", at(4, 2)), CodeAlreadyTried)
}

// A locked door is broken only after the lock was tried; once broken it
// is open for good and its section revealed; it cannot be closed again.
func TestBreakDoor(t *testing.T) {
	shara := armed(explorer("shara", 5, 2), sword())
	shara.Attrs.Strength = 4
	s := searchRoom(t, shara)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	refused(t, s, breakDoorCmd("shara", at(5, 2), board.SideE), CodeNotTriedYet)
	s.Explore.Doors[0].Jammed = true
	n, _ := play(t, s, []int{5, 5, 5, 5, 5}, breakDoorCmd("shara", at(5, 2), board.SideE))
	if len(n.Explore.Doors) != 0 || !n.SectionRevealed(2) {
		t.Fatalf("door not broken open: %+v", n.Explore.Doors)
	}
	if ed := n.Board.Edge(at(5, 2), board.SideE); ed.State != board.Broken {
		t.Fatalf("door edge %+v", ed)
	}
	n, _ = play(t, n, nil, endAct(Heroes, "shara"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "shara"))
	refused(t, n, CloseDoor{Header: Header{Seat: Heroes}, Figure: "shara", At: at(5, 2), Side: board.SideE}, CodeNoDoor)
}
