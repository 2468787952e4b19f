package rules

import (
	"reflect"
	"testing"

	"dun/board"
	"dun/dice"
)

// Page 23 and page 10: the run allowance is Movement plus 2D6, at most
// twice Movement; a double 1 gives half Movement, rounded down, minimum 1.
func TestRunAllowance(t *testing.T) {
	for _, c := range []struct {
		mov, d1, d2   int
		want          int
		capped, stumb bool
	}{
		{5, 3, 1, 9, false, false},
		{5, 2, 3, 10, false, false}, // exactly twice: not capped
		{5, 6, 6, 10, true, false},
		{5, 1, 1, 2, false, true},
		{4, 1, 1, 2, false, true},
		{3, 1, 1, 1, false, true},
		{1, 1, 1, 1, false, true}, // half of 1 rounds down to 0: the minimum is 1
		{1, 1, 2, 2, true, false},
		{6, 1, 2, 9, false, false},
	} {
		got, capped, stumb := runAllowance(c.mov, dice.Roll{Dice: []int{c.d1, c.d2}, Total: c.d1 + c.d2})
		if got != c.want || capped != c.capped || stumb != c.stumb {
			t.Errorf("Movement %d, roll %d+%d: got %d capped %v stumbled %v; want %d %v %v", c.mov, c.d1, c.d2, got, capped, stumb, c.want, c.capped, c.stumb)
		}
	}
}

// Running is the figure's Action, declared before moving; the forced 2D6
// set the allowance (page 23). A figure with no Fortune is not asked.
func TestRunForcedDice(t *testing.T) {
	g := parseMap(t, room(t, 16, 3)...)
	s := newState(t, g, fig("merc", Heroes, SizeAverage, 0, 1, 5))
	s, evs := play(t, s, []int{3, 1}, activate(Heroes, "merc"), run(Heroes, "merc"))
	if s.Prompt != nil {
		t.Fatal("a figure without Fortune was asked")
	}
	r, ok := find[Rolled](evs)
	if !ok || !reflect.DeepEqual(r.Roll.Dice, []int{3, 1}) || r.Roll.Kind != "2D6" || r.Roll.Rule != ruleRun || r.Roll.Figure != "merc" || r.Roll.Seq != 1 {
		t.Fatalf("roll %+v", r.Roll)
	}
	ra, _ := find[RunAllowance](evs)
	if ra.Allowance != 9 || s.Active.Allowance != 9 || s.Active.Action != "run" || !s.Active.Run.Settled {
		t.Fatalf("allowance %+v, activation %+v", ra, *s.Active)
	}
	checkMoveOptions(t, s, Heroes)
	refused(t, s, run(Heroes, "merc"), CodeActionUsed, 1, 2)
	s, evs = play(t, s, nil, moveTo(Heroes, "merc", 9, 1))
	if mv, _ := find[Moved](evs); mv.Cost != 9 || !mv.Running {
		t.Fatalf("moved %+v", mv)
	}
	refused(t, s, moveTo(Heroes, "merc", 10, 1), CodeTooFar)

	// Capped at twice Movement; a double 1 halves Movement.
	for _, c := range []struct{ d1, d2, want int }{{6, 6, 10}, {1, 1, 2}} {
		s := newState(t, g, fig("merc", Heroes, SizeAverage, 0, 1, 5))
		s, _ = play(t, s, []int{c.d1, c.d2}, activate(Heroes, "merc"), run(Heroes, "merc"))
		if s.Active.Allowance != c.want {
			t.Errorf("roll %d+%d: allowance %d, want %d", c.d1, c.d2, s.Active.Allowance, c.want)
		}
		refused(t, s, moveTo(Heroes, "merc", c.want+1, 1), CodeTooFar)
	}

	// Declared after moving: refused.
	s = newState(t, g, fig("merc", Heroes, SizeAverage, 0, 1, 5))
	s, _ = play(t, s, nil, activate(Heroes, "merc"), moveTo(Heroes, "merc", 1, 1))
	refused(t, s, run(Heroes, "merc"), CodeAlreadyMoved, 3, 3)

	// A script that runs out is an error naming the roll, and nothing changes.
	s = newState(t, g, fig("merc", Heroes, SizeAverage, 0, 1, 5))
	s, _ = play(t, s, nil, activate(Heroes, "merc"))
	refused(t, s, run(Heroes, "merc"), CodeDice, 4)
}

// Page 32: a running figure may not pass any square next to an enemy, not
// even one that could not engage it; page 22: no Action next to an enemy.
func TestRunAvoidsEnemies(t *testing.T) {
	g := parseMap(t, room(t, 12, 5)...)
	s := newState(t, g, fig("merc", Heroes, SizeAverage, 0, 2, 6), fig("goblin", Dark, SizeSmall, 5, 2, 4))
	walk, _ := play(t, s, nil, activate(Heroes, "merc"))
	// Walking, the goblin (much smaller) is ignored: straight past it.
	if c, ok := moveOpts(walk, Heroes)[at(6, 1)]; !ok || c != 6 {
		t.Fatalf("walking past the goblin: %v", moveOpts(walk, Heroes))
	}
	s, _ = play(t, s, []int{2, 2}, activate(Heroes, "merc"), run(Heroes, "merc"))
	if s.Active.Allowance != 10 {
		t.Fatalf("allowance %d", s.Active.Allowance)
	}
	refused(t, s, moveAlong(Heroes, "merc", at(1, 2), at(2, 2), at(3, 2), at(4, 1)), CodeIllegalMove)
	refused(t, s, moveTo(Heroes, "merc", 4, 3), CodeNoPath)
	opts := moveOpts(s, Heroes)
	for p := range opts {
		if p.X >= 4 && p.X <= 6 && p.Y >= 1 && p.Y <= 3 {
			t.Fatalf("running next to the goblin offered: %v", p)
		}
	}
	// Round it by rows 0 and 4 (2 from the goblin).
	if c, ok := opts[at(8, 2)]; !ok || c != 8 {
		t.Fatalf("running round the goblin: %v", opts)
	}
	checkMoveOptions(t, s, Heroes)

	// Next to an enemy, no run may be declared.
	s = newState(t, g, fig("merc", Heroes, SizeAverage, 4, 2, 6), fig("goblin", Dark, SizeSmall, 5, 2, 4))
	s, _ = play(t, s, nil, activate(Heroes, "merc"))
	refused(t, s, run(Heroes, "merc"), CodeEnemyAdjacent, 2, 2)
}

// Page 21: a Large figure may not run through a space narrower than its
// base, nor start a run squeezed into one.
func TestLargeRunNarrow(t *testing.T) {
	g := parseMap(t,
		"#########",
		".........",
		".....#...",
		"#########",
	)
	s := darkTurn(t, newState(t, g, fig("troll", Dark, SizeLarge, 0, 1, 8)))
	walk, _ := play(t, s, nil, activate(Dark, "troll"))
	if c, ok := moveOpts(walk, Dark)[at(7, 1)]; !ok || c != 7 {
		t.Fatalf("walking, the troll may squeeze past: %v", moveOpts(walk, Dark))
	}
	checkMoveOptions(t, walk, Dark)
	runS, _ := play(t, s, []int{3, 4}, activate(Dark, "troll"), run(Dark, "troll"))
	opts := moveOpts(runS, Dark)
	if _, ok := opts[at(7, 1)]; ok {
		t.Fatal("running, the troll squeezed past a narrow space")
	}
	if _, ok := opts[at(3, 1)]; !ok {
		t.Fatalf("running, the troll should reach (3,1): %v", opts)
	}
	refused(t, runS, moveTo(Dark, "troll", 7, 1), CodeNoPath)
	checkMoveOptions(t, runS, Dark)
	w, evs := play(t, walk, nil, moveTo(Dark, "troll", 5, 1))
	f, _ := w.Figure("troll")
	if mv, _ := find[Moved](evs); !f.OnDifficult() || !mv.Squeezed {
		t.Fatal("squeezed troll not on difficult terrain")
	}
	w, _ = play(t, w, nil, endTurn(Dark), endTurn(Heroes), activate(Dark, "troll"))
	refused(t, w, run(Dark, "troll"), CodeCannotRun, 3, 3)
}

// Page 21: a running 2x2 base may not pass a space narrower than itself,
// and a gap between an ally and a table is one: walking, the troll
// squeezes through; running, it must go round.
func TestLargeRunPastAlly(t *testing.T) {
	g := parseMap(t,
		"##########",
		"..........",
		"..........",
		"..........",
		"##########",
	)
	if _, err := g.AddElement(board.Element{Kind: "table", Height: 1, Cover: board.LightCover}, at(4, 1)); err != nil {
		t.Fatal(err)
	}
	s := darkTurn(t, newState(t, g,
		fig("troll", Dark, SizeLarge, 0, 1, 8),
		fig("skeleton", Dark, SizeAverage, 4, 3, 4)))
	// Only row 2 is free between the table (4,1) and the skeleton (4,3):
	// one square, narrower than the base.
	walk, _ := play(t, s, nil, activate(Dark, "troll"))
	if _, ok := moveOpts(walk, Dark)[at(6, 1)]; !ok {
		t.Fatalf("walking, the troll may squeeze between the table and its ally: %v", moveOpts(walk, Dark))
	}
	runS, _ := play(t, s, []int{3, 4}, activate(Dark, "troll"), run(Dark, "troll"))
	if _, ok := moveOpts(runS, Dark)[at(6, 1)]; ok {
		t.Fatal("running, the troll squeezed past its ally")
	}
	refused(t, runS, moveTo(Dark, "troll", 6, 1), CodeNoPath)
	checkMoveOptions(t, runS, Dark)
}
