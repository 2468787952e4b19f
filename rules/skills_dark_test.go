package rules

import (
	"testing"

	"dun/board"
)

// Page 116: Lost in the Dark: in a dark section, -1 to its rolls of every
// attribute but Armour, Vitality and Mana, and to its Movement (R715);
// -1 to its shots at a target in a dark section from a lit one.
func TestLostInTheDark(t *testing.T) {
	g := parseMap(t,
		"....2222",
		"....+222",
		"....2222")
	spider := skilled(fig("spider", Dark, SizeAverage, 4, 1, 6), "lost_in_the_dark")
	spider.Facing = board.West
	shara := heroFig("shara", 3, 1, 4, 0)
	shara.Facing = board.East
	s := withScene(t, newState(t, g, shara, spider), Scene{Dark: []DarkSection{{Section: 2}}})
	s = darkTurn(t, s)
	s, evs := play(t, s, nil, activate(Dark, "spider"))
	if s.Active.Allowance != 5 {
		t.Fatalf("Movement in the dark: %d, want 5", s.Active.Allowance)
	}
	if low, ok := find[MovementLowered](evs); !ok || !hasModifier(RollRecord{Modifiers: low.Why}, -1, "in the dark: skill: Lost in the Dark") {
		t.Fatalf("the allowance is not explained: %+v", low)
	}
	_, evs = play(t, s, []int{5, 5, 1, 2, 1, 1}, attack(Dark, "spider", "shara"))
	for _, e := range evs {
		if r, ok := e.(Rolled); ok && r.Roll.Figure == "spider" && r.Roll.Rule == ruleMelee && !hasModifier(r.Roll, -1, "in the dark: skill: Lost in the Dark") {
			t.Fatalf("the melee roll: %+v", r.Roll.Modifiers)
		}
	}

	// From the lit section, at a target in the dark one.
	archer := skilled(armed(fig("archer", Dark, SizeAverage, 2, 1, 4), bow()), "lost_in_the_dark")
	archer.Facing = board.East
	archer.EditAttrs().ShootingSkill = 3
	target := heroFig("target", 5, 1, 4, 0)
	s = withScene(t, newState(t, g, target, archer), Scene{Dark: []DarkSection{{Section: 2}}})
	s = darkTurn(t, s)
	s, _ = play(t, s, nil, activate(Dark, "archer"))
	_, evs = play(t, s, []int{1, 2}, shootWith(Dark, "archer", "target"))
	r := lastOf[Rolled](t, evs).Roll
	if !hasModifier(r, -1, "shooting into the dark: skill: Lost in the Dark") {
		t.Fatalf("the shot: %+v", r.Modifiers)
	}
}
