package rules

import (
	"strings"
	"testing"
)

// cliffs is two ledges at level 3 (columns 0-1 and 4-5) with the floor
// between them at level 0, and at (0, 2) a square at level 2, a step
// down from the ledge.
func cliffs(t *testing.T, figs ...Figure) State {
	g := parseMap(t, "......", "......", "......")
	for y := 0; y < 3; y++ {
		for _, x := range []int{0, 1, 4, 5} {
			sq := g.Square(at(x, y))
			sq.Level = 3
			if x == 0 && y == 2 {
				sq.Level = 2
			}
			g.Set(at(x, y), sq)
		}
	}
	return newState(t, g, figs...)
}

// Page 23: a great jump clears a cliff as it clears a pit, or goes down
// to a lower floor; a failure falls as many levels as the figure drops
// (R935).
func TestJumpCliffsAndDescents(t *testing.T) {
	s := cliffs(t, taeral(1, 1, 0))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	ids := OptionIDs(Options(s, Heroes))
	for _, want := range []string{"jump:taeral:2,1", "jump:taeral:4,1", "jump:taeral:2,0"} {
		if !strings.Contains(ids, want) {
			t.Fatalf("%s not offered: %s", want, ids)
		}
	}
	if strings.Contains(ids, "jump:taeral:0,2") || strings.Contains(ids, "jump:taeral:3,1") {
		t.Fatalf("a step or a landing in the gap offered as a jump: %s", ids)
	}
	if _, ok := moveOpts(s, Heroes)[at(2, 1)]; ok {
		t.Fatal("the lower floor is a step away")
	}

	// Down to the floor: 3+3+4, passed; one Movement point.
	n, evs := play(t, s, []int{3, 3}, jump(Heroes, "taeral", 2, 1))
	if j, _ := find[Jumped](evs); !j.Landed || j.Cost != 1 || figAt(t, n, "taeral") != at(2, 1) {
		t.Fatalf("descent: %+v", evs)
	}
	// Failed, he falls onto the square he meant to land on: 3 levels,
	// 3 dice against Natural Armour, stunned.
	n, evs = play(t, s, []int{1, 2, 6, 6, 1}, jump(Heroes, "taeral", 2, 1))
	if fl, ok := find[Fell](evs); !ok || fl.To != at(2, 1) || fl.Height != 3 {
		t.Fatalf("failed descent: %+v", evs)
	}
	if f, _ := n.Figure("taeral"); f.Wounds != 2 || !f.Conditions.Has(Stunned) || n.Active != nil {
		t.Fatalf("after the fall: %+v", f)
	}

	// Across the cliff, two squares wide: -1; failed, he falls onto the
	// floor square nearest the far ledge.
	n, evs = play(t, s, []int{4, 3}, jump(Heroes, "taeral", 4, 1))
	r, _ := find[Rolled](evs)
	if r.Roll.Result() != 10 || figAt(t, n, "taeral") != at(4, 1) {
		t.Fatalf("across: %+v at %v", r.Roll, figAt(t, n, "taeral"))
	}
	_, evs = play(t, s, []int{1, 3, 1, 1, 1}, jump(Heroes, "taeral", 4, 1))
	if fl, ok := find[Fell](evs); !ok || fl.To != at(3, 1) || fl.Height != 3 {
		t.Fatalf("failed across: %+v", evs)
	}
}
