package rules

import (
	"strings"
	"testing"
)

// pitColumn is four rows with a pit down column 1, and for pits true
// another down column 3: from (0, 1) a great jump lands on (2, 1) or
// (2, 3) only.
func pitColumn(t *testing.T, pits bool, figs ...Figure) State {
	row := ".p..."
	if pits {
		row = ".p.p."
	}
	return newState(t, parseMap(t, row, row, row, row), figs...)
}

// Page 23: with no empty square to land on, the jumper lands on an
// occupied one, pushing back whoever stood there, and ends his movement
// (R932). While a free square is left, no push.
func TestJumpOntoAnOccupiedSquare(t *testing.T) {
	orc := fig("orc", Dark, SizeAverage, 2, 1, 4)
	orc2 := fig("orc2", Dark, SizeAverage, 2, 3, 4)

	// A free landing square is left at (2, 3): no jumping onto the orc.
	s := pitColumn(t, false, taeral(0, 1, 0), orc)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	if ids := OptionIDs(Options(s, Heroes)); strings.Contains(ids, "jump:taeral:2,1") || !strings.Contains(ids, "jump:taeral:2,3") {
		t.Fatalf("jumps with a free square left: %s", ids)
	}
	refused(t, s, jump(Heroes, "taeral", 2, 1), CodeOccupied)

	// Both landing squares taken: he may land on either, pushing.
	s = pitColumn(t, false, taeral(0, 1, 0), orc, orc2)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	if ids := OptionIDs(Options(s, Heroes)); !strings.Contains(ids, "jump:taeral:2,1") || !strings.Contains(ids, "jump:taeral:2,3") {
		t.Fatalf("jumps onto occupied squares: %s", ids)
	}
	n, _ := play(t, s, []int{4, 4}, jump(Heroes, "taeral", 2, 1))
	p := n.Prompt
	if p == nil || p.Kind != PromptLandingPush || p.Figure != "taeral" || p.Seat != Heroes ||
		!p.has("push:3,0") || !p.has("push:3,1") || !p.has("push:3,2") || p.has("push:2,0") || p.has("push:2,2") {
		t.Fatalf("prompt %+v", p)
	}
	if figAt(t, n, "taeral") != at(0, 1) {
		t.Fatal("landed before the push")
	}
	n, evs := play(t, n, nil, answer(Heroes, "push:3,1"))
	if pu, ok := find[Pushed](evs); !ok || pu.Figure != "orc" || pu.By != "taeral" || pu.To != at(3, 1) {
		t.Fatalf("pushed: %+v", evs)
	}
	if j, ok := find[Jumped](evs); !ok || !j.Landed || figAt(t, n, "taeral") != at(2, 1) || figAt(t, n, "orc") != at(3, 1) {
		t.Fatalf("landing: %+v", evs)
	}
	if n.Active == nil || !n.Active.Still || n.Active.Leap != nil {
		t.Fatalf("after landing: %+v", n.Active)
	}
	refused(t, n, moveTo(Heroes, "taeral", 2, 0), CodeStill)

	// A Large figure is too big to push away.
	troll := fig("troll", Dark, SizeLarge, 2, 1, 4)
	s = pitColumn(t, false, taeral(0, 1, 0), troll, orc2)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, jump(Heroes, "taeral", 2, 1), CodeOccupied)
}

// Page 23 and 28: the figure pushed off the landing square, with only the
// pit behind it, falls into it: four dice, stunned; then the jumper lands.
func TestJumpPushesIntoThePit(t *testing.T) {
	orc := fig("orc", Dark, SizeAverage, 2, 1, 4)
	orc2 := fig("orc2", Dark, SizeAverage, 2, 3, 4)
	s := pitColumn(t, true, taeral(0, 1, 0), orc, orc2)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	n, _ := play(t, s, []int{4, 4}, jump(Heroes, "taeral", 2, 1))
	if n.Prompt == nil || n.Prompt.Kind != PromptLandingPush || !n.Prompt.has("push:3,1") {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	n, evs := play(t, n, []int{6, 6, 1, 1}, answer(Heroes, "push:3,1"))
	fell, ok := find[Fell](evs)
	if !ok || fell.Figure != "orc" || fell.To != at(3, 1) || fell.Height != PitFallHeight {
		t.Fatalf("fell: %+v", evs)
	}
	o, _ := n.Figure("orc")
	if o.At != at(3, 1) || !o.Conditions.Has(Stunned) || o.Wounds != 2 {
		t.Fatalf("orc after the fall: %+v", o)
	}
	if figAt(t, n, "taeral") != at(2, 1) || n.Active == nil || n.Active.Figure != "taeral" || !n.Active.Still {
		t.Fatalf("taeral: %v, active %+v", figAt(t, n, "taeral"), n.Active)
	}
}

// Page 24: climbing out of a pit whose every free square next to it is
// taken, onto an occupied one, pushing its figure back; the activation
// ends.
func TestClimbOntoAnOccupiedSquare(t *testing.T) {
	sh := heroFig("shara", 1, 1, 5, 0)
	orc := fig("orc", Dark, SizeAverage, 2, 1, 4)
	borgron := heroFig("borgron", 2, 0, 4, 0)
	orc2 := fig("orc2", Dark, SizeAverage, 2, 2, 4)
	g := parseMap(t,
		"##...",
		"#p...",
		"##...",
	)
	s := newState(t, g, sh, orc, borgron)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	// (2, 2) is free: no climbing onto the orc.
	refused(t, s, climb(Heroes, "shara", 2, 1), CodeOccupied)

	s = newState(t, g, sh, orc, borgron, orc2)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	ids := OptionIDs(Options(s, Heroes))
	for _, want := range []string{"climb:shara:2,0", "climb:shara:2,1", "climb:shara:2,2"} {
		if !strings.Contains(ids, want) {
			t.Fatalf("%s not offered: %s", want, ids)
		}
	}
	// 5+5, Agility 3, -1 for the enemy by the pit: 12.
	n, _ := play(t, s, []int{5, 5}, climb(Heroes, "shara", 2, 1))
	if n.Prompt == nil || n.Prompt.Kind != PromptLandingPush || !n.Prompt.has("push:3,1") || n.Prompt.has("push:2,0") {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	n, evs := play(t, n, nil, answer(Heroes, "push:3,2"))
	if c, ok := find[ClimbedOut](evs); !ok || !c.Out || figAt(t, n, "shara") != at(2, 1) || figAt(t, n, "orc") != at(3, 2) || n.Active != nil {
		t.Fatalf("climb: %+v, active %+v", evs, n.Active)
	}
	// An ally is pushed as an enemy is: climbing onto Borgron pushes him.
	n, _ = play(t, s, []int{5, 5}, climb(Heroes, "shara", 2, 0))
	n, evs = play(t, n, nil, answer(Heroes, "push:3,0"))
	if pu, _ := find[Pushed](evs); pu.Figure != "borgron" || figAt(t, n, "shara") != at(2, 0) {
		t.Fatalf("climb onto an ally: %+v", evs)
	}
}
