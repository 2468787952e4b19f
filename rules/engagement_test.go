package rules

import (
	"reflect"
	"strings"
	"testing"
)

func room(t *testing.T, w, h int) []string {
	t.Helper()
	rows := make([]string, h)
	for y := range rows {
		rows[y] = strings.Repeat(".", w)
	}
	return rows
}

func wantEngagers(t *testing.T, s State, id string, want ...string) {
	t.Helper()
	got := Engagers(s, id)
	if len(want) == 0 {
		want = nil
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s engaged by %v, want %v", id, got, want)
	}
}

// Page 33, example a: Borgron must pass an Agility test to leave the orc,
// since no ally of his is next to it. Until disengaging exists, moving
// away is refused; he may only step within the orc's melee range.
func TestEngagementExampleA(t *testing.T) {
	g := parseMap(t, room(t, 8, 6)...)
	s := newState(t, g, heroFig("borgron", 3, 3, 4, 2), fig("orc", Dark, SizeAverage, 4, 3, 4))
	wantEngagers(t, s, "borgron", "orc")
	wantEngagers(t, s, "orc", "borgron")
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	refused(t, s, moveTo(Heroes, "borgron", 1, 3), CodeEngaged)
	refused(t, s, moveTo(Heroes, "borgron", 2, 3), CodeEngaged) // adjacent, but out of the orc's range
	opts := moveOpts(s, Heroes)
	want := map[[2]int]int{{3, 2}: 1, {4, 2}: 1, {3, 4}: 1, {4, 4}: 1}
	if len(opts) != len(want) {
		t.Fatalf("steps within melee range: %v", opts)
	}
	for p, c := range want {
		if opts[at(p[0], p[1])] != c {
			t.Fatalf("steps within melee range: %v", opts)
		}
	}
	checkMoveOptions(t, s, Heroes)
}

// Page 33, example b: Shara steps diagonally one square, staying within
// the melee range of both orcs: no test, but her attack must target one of
// them. A step out of either orc's range is disengaging.
func TestEngagementExampleB(t *testing.T) {
	g := parseMap(t, room(t, 7, 6)...)
	s := newState(t, g, heroFig("shara", 2, 3, 5, 2), fig("orc1", Dark, SizeAverage, 2, 2, 4), fig("orc2", Dark, SizeAverage, 3, 3, 4))
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	wantEngagers(t, s, "shara", "orc1", "orc2")
	refused(t, s, moveTo(Heroes, "shara", 1, 2), CodeEngaged) // leaves orc2's range
	next, evs := play(t, s, nil, moveTo(Heroes, "shara", 3, 2))
	ma, ok := find[MustAttack](evs)
	if !ok || !reflect.DeepEqual(ma.Targets, []string{"orc1", "orc2"}) {
		t.Fatalf("must attack %+v", ma)
	}
	if !reflect.DeepEqual(next.Active.MustAttack, []string{"orc1", "orc2"}) || next.Active.Spent != 1 {
		t.Fatalf("activation %+v", *next.Active)
	}
	// One step only: the move is over.
	refused(t, next, moveTo(Heroes, "shara", 2, 3), CodeEngaged)
	if len(moveOpts(next, Heroes)) != 0 {
		t.Fatal("moves offered after stepping within melee range")
	}
	checkMoveOptions(t, s, Heroes)
}

// Page 33, example c: Taeral walks through the orc's melee range, ignoring
// it because the orc is next to Shara, and stops on entering the
// skeleton's, which no hero holds.
func TestEngagementExampleC(t *testing.T) {
	g := parseMap(t, room(t, 12, 6)...)
	figs := []Figure{
		heroFig("shara", 4, 1, 5, 2), fig("orc", Dark, SizeAverage, 4, 2, 4),
		heroFig("taeral", 1, 3, 6, 2), fig("skeleton", Dark, SizeAverage, 8, 3, 4),
	}
	s := newState(t, g, figs...)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	row3 := func(to int) Command {
		var path []struct{ x, y int }
		_ = path
		m := Move{Header: Header{Seat: Heroes}, Figure: "taeral", To: at(to, 3)}
		for x := 2; x <= to; x++ {
			m.Path = append(m.Path, at(x, 3))
		}
		return m
	}
	next, evs := play(t, s, nil, row3(7))
	if e, ok := find[Engaged](evs); !ok || !reflect.DeepEqual(e.By, []string{"skeleton"}) {
		t.Fatalf("engaged %+v", e)
	}
	wantEngagers(t, next, "taeral", "skeleton")
	refused(t, next, moveTo(Heroes, "taeral", 6, 3), CodeEngaged)
	// The path may not go on past the skeleton's melee range.
	long := row3(7).(Move)
	long.Path = append(long.Path, at(7, 4))
	long.To = at(7, 4)
	if re := refused(t, s, long, CodeIllegalMove); !strings.Contains(re.Reason.En, "engages") {
		t.Fatalf("reason %q", re.Reason.En)
	}
	checkMoveOptions(t, s, Heroes)

	// Without Shara the orc engages Taeral at the first square of its range.
	s = newState(t, g, figs[1:]...)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, row3(5), CodeIllegalMove)
	_, evs = play(t, s, nil, row3(3))
	if e, ok := find[Engaged](evs); !ok || !reflect.DeepEqual(e.By, []string{"orc"}) {
		t.Fatalf("engaged %+v", e)
	}
	checkMoveOptions(t, s, Heroes)
}

// exampleD is page 33's example d: the troll (Large) between Borgron and
// Taeral, each held by an orc, with Shara alone below it.
func exampleD(t *testing.T, extra ...Figure) State {
	g := parseMap(t, room(t, 12, 9)...)
	figs := []Figure{
		fig("troll", Dark, SizeLarge, 4, 4, 6),
		heroFig("borgron", 3, 4, 4, 2), fig("orc1", Dark, SizeAverage, 2, 4, 4),
		heroFig("taeral", 6, 4, 6, 2), fig("orc2", Dark, SizeAverage, 7, 4, 4),
		heroFig("shara", 4, 6, 5, 2),
	}
	return newState(t, g, append(figs, extra...)...)
}

// Page 33, example d: the orc leaves without a test because Borgron is
// next to the troll; Shara may leave because the troll is next to Borgron
// and Taeral (a Large figure holds two smaller ones); the troll may leave
// because Borgron and Taeral are held by the orcs and Shara alone is one
// size smaller.
func TestEngagementExampleD(t *testing.T) {
	s := exampleD(t)
	wantEngagers(t, s, "orc1")
	wantEngagers(t, s, "orc2")
	wantEngagers(t, s, "shara")
	wantEngagers(t, s, "troll")
	wantEngagers(t, s, "borgron", "orc1")
	wantEngagers(t, s, "taeral", "orc2")
	h, _ := play(t, s, nil, activate(Heroes, "shara"), moveTo(Heroes, "shara", 4, 8))
	if figAt(t, h, "shara") != at(4, 8) {
		t.Fatal("Shara did not leave")
	}
	d := darkTurn(t, s)
	d1, _ := play(t, d, nil, activate(Dark, "orc1"), moveTo(Dark, "orc1", 1, 2))
	if figAt(t, d1, "orc1") != at(1, 2) {
		t.Fatal("the orc did not leave")
	}
	d2, _ := play(t, d, nil, activate(Dark, "troll"), moveTo(Dark, "troll", 4, 1))
	if figAt(t, d2, "troll") != at(4, 1) {
		t.Fatal("the troll did not leave")
	}

	// Example d's aside: with another hero beside the troll, one that no orc
	// holds, the troll would be engaged.
	s = exampleD(t, heroFig("herbod", 5, 6, 4, 2))
	wantEngagers(t, s, "troll", "shara", "herbod")
	refused(t, darkTurn(t, s), moveTo(Dark, "troll", 4, 1), CodeNotActive)
	d, _ = play(t, darkTurn(t, s), nil, activate(Dark, "troll"))
	refused(t, d, moveTo(Dark, "troll", 4, 1), CodeEngaged)

	s = exampleD(t)
	i := s.figure("shara")
	s.Figures[i].Size = SizeLarge
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	wantEngagers(t, s, "troll", "shara")
}

// Page 33, example e: the orc leaves without a test, since Taeral is
// already next to another enemy of his size.
func TestEngagementExampleE(t *testing.T) {
	g := parseMap(t, room(t, 8, 6)...)
	s := newState(t, g, heroFig("taeral", 3, 3, 6, 2), fig("orc", Dark, SizeAverage, 2, 3, 4), fig("skeleton", Dark, SizeAverage, 4, 3, 4))
	wantEngagers(t, s, "orc")
	wantEngagers(t, s, "skeleton")
	wantEngagers(t, s, "taeral", "orc", "skeleton")
	d, _ := play(t, darkTurn(t, s), nil, activate(Dark, "orc"), moveTo(Dark, "orc", 0, 3))
	if figAt(t, d, "orc") != at(0, 3) {
		t.Fatal("the orc did not leave")
	}
}

// Page 33, example f: a troll next to two heroes one size smaller, neither
// held by anyone else, is engaged; it may still step within both ranges.
func TestEngagementExampleF(t *testing.T) {
	g := parseMap(t, room(t, 10, 9)...)
	s := newState(t, g, fig("troll", Dark, SizeLarge, 4, 4, 6), heroFig("shara", 3, 4, 5, 2), heroFig("borgron", 6, 5, 4, 2))
	wantEngagers(t, s, "troll", "shara", "borgron")
	wantEngagers(t, s, "shara", "troll")
	d, _ := play(t, darkTurn(t, s), nil, activate(Dark, "troll"))
	refused(t, d, moveTo(Dark, "troll", 4, 1), CodeEngaged)
	checkMoveOptions(t, d, Dark)
	if _, ok := moveOpts(d, Dark)[at(4, 3)]; !ok {
		t.Fatalf("the troll may step within both ranges: %v", moveOpts(d, Dark))
	}
	// With one hero only, the troll ignores him.
	s = newState(t, g, fig("troll", Dark, SizeLarge, 4, 4, 6), heroFig("shara", 3, 4, 5, 2))
	wantEngagers(t, s, "troll")
}

// Page 32: much smaller enemies are always ignored, however many.
func TestMuchSmallerIgnored(t *testing.T) {
	g := parseMap(t, room(t, 8, 8)...)
	s := newState(t, g, fig("troll", Dark, SizeLarge, 3, 3, 6),
		fig("g1", Heroes, SizeSmall, 2, 3, 4), fig("g2", Heroes, SizeSmall, 5, 3, 4), fig("g3", Heroes, SizeSmall, 3, 5, 4))
	wantEngagers(t, s, "troll")
	wantEngagers(t, s, "g1", "troll")
	// Two goblins hold an average figure between them, not a troll.
	s = newState(t, g, fig("orc", Dark, SizeAverage, 3, 3, 6), fig("g1", Heroes, SizeSmall, 2, 3, 4), fig("g2", Heroes, SizeSmall, 4, 3, 4))
	wantEngagers(t, s, "orc", "g1", "g2")
}

// Page 33, second diagram, B: an orc advancing next to Shara stops there,
// unless Shara is already engaged with another opponent.
func TestEnteringMeleeRangeStops(t *testing.T) {
	g := parseMap(t, room(t, 10, 3)...)
	s := darkTurn(t, newState(t, g, heroFig("shara", 5, 1, 5, 2), fig("orc", Dark, SizeAverage, 0, 1, 9)))
	s, _ = play(t, s, nil, activate(Dark, "orc"))
	refused(t, s, moveTo(Dark, "orc", 8, 1), CodeNoPath)
	refused(t, s, moveAlong(Dark, "orc", at(1, 1), at(2, 1), at(3, 1), at(4, 0), at(5, 0)), CodeIllegalMove)
	checkMoveOptions(t, s, Dark)
	_, evs := play(t, s, nil, moveAlong(Dark, "orc", at(1, 1), at(2, 1), at(3, 1), at(4, 0)))
	if e, ok := find[Engaged](evs); !ok || !reflect.DeepEqual(e.By, []string{"shara"}) {
		t.Fatalf("engaged %+v", e)
	}

	s = darkTurn(t, newState(t, g, heroFig("shara", 5, 1, 5, 2), fig("skeleton", Dark, SizeAverage, 6, 1, 4), fig("orc", Dark, SizeAverage, 0, 1, 9)))
	s, _ = play(t, s, nil, activate(Dark, "orc"))
	checkMoveOptions(t, s, Dark)
	s, evs = play(t, s, nil, moveAlong(Dark, "orc", at(1, 1), at(2, 1), at(3, 1), at(4, 0), at(5, 0), at(6, 0), at(7, 0)))
	if _, ok := find[Engaged](evs); ok {
		t.Fatal("the orc was engaged by a Shara already held")
	}
	if figAt(t, s, "orc") != at(7, 0) {
		t.Fatal("the orc did not pass")
	}
}

// Page 19 and 31: squares separated by a wall are not adjacent, so a wall
// between two figures keeps them from engaging.
func TestWallSeparates(t *testing.T) {
	g := parseMap(t,
		"...22",
		"...22",
		"...22",
	)
	s := newState(t, g, heroFig("shara", 2, 1, 5, 2), fig("orc", Dark, SizeAverage, 3, 1, 4))
	wantEngagers(t, s, "shara")
	s = newState(t, g, heroFig("shara", 2, 1, 5, 2), fig("orc", Dark, SizeAverage, 3, 2, 4))
	wantEngagers(t, s, "shara")
}

// Page 33, second diagram, A: Borgron is engaged with the orc; once Shara
// stands next to the orc too, Borgron may walk away, and Shara is then the
// one the orc engages.
func TestAllyFreesEngagedHero(t *testing.T) {
	g := parseMap(t, room(t, 8, 6)...)
	s := newState(t, g, heroFig("borgron", 3, 3, 4, 2), fig("orc", Dark, SizeAverage, 4, 3, 4), heroFig("shara", 6, 0, 5, 2))
	wantEngagers(t, s, "borgron", "orc")
	s, evs := play(t, s, nil, activate(Heroes, "shara"), moveTo(Heroes, "shara", 5, 3))
	if _, ok := find[Engaged](evs); ok {
		t.Fatal("Shara engaged by an orc Borgron holds")
	}
	wantEngagers(t, s, "borgron")
	wantEngagers(t, s, "shara")
	s, _ = play(t, s, nil, endAct(Heroes, "shara"), activate(Heroes, "borgron"), moveTo(Heroes, "borgron", 1, 3))
	wantEngagers(t, s, "shara", "orc")
}

// Page 21: figures in deep water ignore the melee range of enemies out of
// it, and the other way round.
func TestDeepWaterIgnoresMeleeRange(t *testing.T) {
	g := parseMap(t,
		"......",
		"..ww..",
		"......",
	)
	s := newState(t, g, heroFig("borgron", 2, 1, 4, 2), fig("orc", Dark, SizeAverage, 1, 1, 4), fig("eel", Dark, SizeAverage, 3, 1, 4))
	wantEngagers(t, s, "borgron", "eel")
	wantEngagers(t, s, "orc")
}
