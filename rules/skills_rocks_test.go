package rules

import (
	"slices"
	"testing"

	"dun/board"
)

// Page 116: a Large or Huge creature throws a rock as its Action without
// moving: a shot at -1 within its Strength in squares, Strength damage
// dice at -1 Armour, and a smaller target knocked down (R710).
func TestRockThrowing(t *testing.T) {
	g := parseMap(t,
		"..........",
		"..........",
		"..........")
	giant := skilled(fig("giant", Dark, SizeHuge, 7, 0, 6), "rock_throwing")
	giant.Facing = board.West
	giant.EditAttrs().Strength = 5
	giant.EditAttrs().ShootingSkill = 3
	s := newState(t, g, heroFig("shara", 2, 1, 4, 0), heroFig("far", 0, 0, 4, 0), giant)
	s = darkTurn(t, s)
	s, _ = play(t, s, nil, activate(Dark, "giant"))
	ids := optionIDs(s, Dark)
	if !slices.Contains(ids, "shoot:giant:shara+rock_throwing") || slices.Contains(ids, "shoot:giant:far+rock_throwing") {
		t.Fatalf("rocks offered: %v", ids)
	}
	// 5+4 +3 Shooting Skill -1 Rock Throwing -1 range (4-6) = 10: a hit;
	// 5 dice (its Strength) at Armour 3-1.
	n, evs := play(t, s, []int{5, 4, 2, 2, 2, 1, 1}, shootWith(Dark, "giant", "shara", "rock_throwing"))
	var r RollRecord
	for _, e := range evs {
		if x, ok := e.(Rolled); ok && x.Roll.Rule == ruleShoot {
			r = x.Roll
		}
	}
	if !skillModifier(r, -1, "Rock Throwing") || r.failed() {
		t.Fatalf("the throw: %+v", r)
	}
	d, _ := find[DamageRolled](evs)
	if d.Dice != 5 || d.Armour != 2 || d.Wounds != 3 {
		t.Fatalf("the rock's damage: %+v", d)
	}
	if f, _ := n.Figure("shara"); !f.Conditions.Has(KnockedDown) {
		t.Fatal("a smaller target is knocked down")
	}
	if n.Active != nil {
		refused(t, n, moveTo(Dark, "giant", 7, 1), CodeStill)
	}

	// Not after a move, nor with a bow named.
	s, _ = play(t, s, nil, moveTo(Dark, "giant", 6, 0))
	if slices.Contains(optionIDs(s, Dark), "shoot:giant:shara+rock_throwing") {
		t.Fatal("a rock offered after a move")
	}
	refused(t, s, shootWith(Dark, "giant", "shara", "rock_throwing"), CodeBadSkill)
}
