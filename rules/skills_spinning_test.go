package rules

import (
	"slices"
	"testing"

	"dun/board"
)

// Page 111: Spinning Blow: up to three enemies within the figure's melee
// range, each attacked once (R712), at -1, and none knocked down.
func TestSpinningBlow(t *testing.T) {
	g := parseMap(t, ".....", ".....", ".....")
	borgron := skilled(armed(heroFig("borgron", 2, 1, 4, 0), sword()), "spinning_blow")
	borgron.Facing = board.North
	orc := func(id string, x, y int) Figure {
		f := fig(id, Dark, SizeAverage, x, y, 4)
		f.Facing = board.South
		return f
	}
	s := newState(t, g, borgron, orc("a", 1, 0), orc("b", 2, 0), orc("c", 3, 0), orc("d", 4, 2))
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	if !slices.Contains(optionIDs(s, Heroes), "attack:borgron:a+spinning_blow") {
		t.Fatalf("not offered: %v", optionIDs(s, Heroes))
	}
	// A 6 and a 6 against 1 and 2: a double critical that would knock a
	// smaller orc down does not; -1 on the roll.
	s, evs := play(t, s, []int{6, 6, 1, 2, 1, 1, 1, 1, 1, 1}, attackWith(Heroes, "borgron", "a", "spinning_blow"))
	s = settleAll(t, s)
	var r RollRecord
	for _, e := range evs {
		if x, ok := e.(Rolled); ok && x.Roll.Rule == ruleMelee && x.Roll.Figure == "borgron" {
			r = x.Roll
		}
	}
	if !skillModifier(r, -1, "Spinning Blow") {
		t.Fatalf("the attack: %+v", r.Modifiers)
	}
	if f, _ := s.Figure("a"); f.Conditions.Has(KnockedDown) {
		t.Fatal("a Spinning Blow knocks nobody down")
	}
	refused(t, s, attack(Heroes, "borgron", "a"), CodeBadTarget)
	s, _ = play(t, s, []int{1, 2, 3, 3}, attack(Heroes, "borgron", "b"))
	s = settleAll(t, s)
	s, _ = play(t, s, []int{1, 2, 3, 3}, attack(Heroes, "borgron", "c"))
	s = settleAll(t, s)
	if s.Active.Attacks != 3 || slices.ContainsFunc(optionIDs(s, Heroes), func(id string) bool { return len(id) > 6 && id[:7] == "attack:" }) {
		t.Fatalf("three attacks at most: %d, %v", s.Active.Attacks, optionIDs(s, Heroes))
	}
}
