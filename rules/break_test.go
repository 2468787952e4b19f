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
	shara.EditAttrs().Strength = 4
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

// Page 25 with the weapons' traits: the chest counts as heavy armour, so
// the elven sword rolls one die fewer, and held alone one more for both
// hands (R1220, R1230); the roll shows both. With a shield in the other
// hand, only the heavy armour's.
func TestBreakWithWeaponTraits(t *testing.T) {
	elven := traitItem("elven_sword", "Elven Sword", ItemMelee, 1, 2, InHand, tr("heavy_armor_dice", -1), tr("two_hands_dice", 1))
	for _, c := range []struct {
		items []Item
		dice  int
		whys  int
	}{
		{[]Item{elven}, 5, 2},
		{[]Item{elven, shieldItem()}, 4, 1},
	} {
		shara := armed(explorer("shara", 3, 2), c.items...)
		s := searchRoom(t, shara)
		s, _ = play(t, s, nil, activate(Heroes, "shara"))
		s.Explore.Elements[1].Tried = true
		_, evs := play(t, s, []int{1, 1, 1, 1, 1}[:c.dice], breakCmd("shara", at(4, 2)))
		r := lastOf[Rolled](t, evs).Roll
		if len(r.Dice) != c.dice || len(r.DiceModifiers) != c.whys {
			t.Errorf("%d items: %d dice %+v, want %d and %d changes", len(c.items), len(r.Dice), r.DiceModifiers, c.dice, c.whys)
		}
	}
}
