package rules

import (
	"testing"

	"dun/board"
)

func throwRoom(t *testing.T, cols int, figs ...Figure) State {
	t.Helper()
	row := ""
	for i := 0; i < cols; i++ {
		row += "."
	}
	g := parseMap(t, row, row, row, row)
	troll := skilled(fig("troll", Dark, SizeLarge, 1, 1, 6), "grab_and_throw")
	troll.Facing = board.East
	troll.EditAttrs().Strength = 4
	troll.EditAttrs().Agility = 3
	s := newState(t, g, append(figs, troll)...)
	s = darkTurn(t, s)
	s, _ = play(t, s, nil, activate(Dark, "troll"))
	return s
}

// Page 115: Grab and Throw: opposed Agility; the winner throws its victim
// as many squares as its Strength in a direction rolled on two dice
// (R711), and it takes as many damage dice and is knocked down.
func TestGrabAndThrow(t *testing.T) {
	s := throwRoom(t, 9, heroFig("shara", 3, 1, 4, 0))
	// Opposed 6+5 against 1+2; direction: 1 (north to south-east), 3
	// (east); 4 dice against Armour 3.
	s, evs := play(t, s, []int{6, 5, 1, 2, 1, 3, 6, 6, 1, 1}, useSkill(Dark, "troll", "grab_and_throw", "shara"))
	if figAt(t, s, "shara") != at(7, 1) {
		t.Fatalf("Shara landed at %v, want (7,1)", figAt(t, s, "shara"))
	}
	d, _ := find[DamageRolled](evs)
	if d.Dice != 4 || d.Armour != 3 || d.Wounds != 2 {
		t.Fatalf("the throw's damage: %+v", d)
	}
	if f, _ := s.Figure("shara"); !f.Conditions.Has(KnockedDown) {
		t.Fatal("the victim is knocked down")
	}

	// Against the edge of the board: an impact, -1 Armour; a 5 or 6 on
	// the second die is rolled again.
	s = throwRoom(t, 6, heroFig("shara", 3, 1, 4, 0))
	s, evs = play(t, s, []int{6, 5, 1, 2, 2, 6, 3, 6, 6, 1, 1}, useSkill(Dark, "troll", "grab_and_throw", "shara"))
	if figAt(t, s, "shara") != at(5, 1) {
		t.Fatalf("Shara landed at %v, want (5,1)", figAt(t, s, "shara"))
	}
	if d, _ := find[DamageRolled](evs); d.Armour != 2 {
		t.Fatalf("an impact is at -1 Armour: %+v", d)
	}

	// Into Taeral: he is pushed away and knocked down, and Shara takes his
	// square, knocked down too.
	s = throwRoom(t, 9, heroFig("shara", 3, 1, 4, 0), heroFig("taeral", 5, 1, 4, 0))
	s, _ = play(t, s, []int{6, 5, 1, 2, 1, 3, 1, 1, 1, 1}, useSkill(Dark, "troll", "grab_and_throw", "shara"))
	if figAt(t, s, "shara") != at(5, 1) || figAt(t, s, "taeral") != at(6, 1) {
		t.Fatalf("shara at %v, taeral at %v", figAt(t, s, "shara"), figAt(t, s, "taeral"))
	}
	if f, _ := s.Figure("taeral"); !f.Conditions.Has(KnockedDown) {
		t.Fatal("the figure hit is knocked down")
	}
	// Only average or small victims.
	s = throwRoom(t, 9, skilled(fig("ogre", Heroes, SizeLarge, 3, 1, 4)))
	refused(t, s, useSkill(Dark, "troll", "grab_and_throw", "ogre"), CodeBadTarget)
}
