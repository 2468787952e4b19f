package rules

import (
	"strings"
	"testing"

	"dun/board"
)

// trench is a room crossed north to south by a pit two squares wide
// (columns 2-3), rows 1-3; row 0 is floor.
func trench(t *testing.T, figs ...Figure) State {
	return newState(t, parseMap(t,
		"........",
		"..pp....",
		"..pp....",
		"..pp....",
	), figs...)
}

// bigTroll is a Large troll (Movement 8, Agility 3) with its base at x, y.
func bigTroll(side Side, x, y int) Figure {
	f := fig("troll", side, SizeLarge, x, y, 8)
	f.EditAttrs().NaturalArmour = 6
	f.EditAttrs().Vitality = 10
	return f
}

// Page 23 with page 21 (R1010): a 2x2 base jumps as a whole, in a straight
// line, until all its squares are past the pit; the squares it sweeps must
// all be pit, its four landing squares free, and the move costs what a
// walk of the same length does.
func TestLargeGreatJump(t *testing.T) {
	s := trench(t, bigTroll(Dark, 0, 1))
	s, _ = play(t, darkTurn(t, s), nil, activate(Dark, "troll"))
	ids := OptionIDs(Options(s, Dark))
	if !strings.Contains(ids, "jump:troll:4,1") {
		t.Fatalf("the jump is not offered: %s", ids)
	}
	for _, no := range []string{"jump:troll:3,1", "jump:troll:5,1", "jump:troll:2,1"} {
		if strings.Contains(ids, no) {
			t.Fatalf("%s offered: %s", no, ids)
		}
	}
	// 4+4+3-1 = 10: passed; four squares of its eight.
	n, evs := play(t, s, []int{4, 4}, jump(Dark, "troll", 4, 1))
	r, _ := find[Rolled](evs)
	if r.Roll.Result() != 10 || r.Roll.Outcome != Passed {
		t.Fatalf("jump test: %+v", r.Roll)
	}
	if j, _ := find[Jumped](evs); !j.Landed || j.Cost != 4 || j.Spent != 4 || figAt(t, n, "troll") != at(4, 1) {
		t.Fatalf("jumped: %+v at %v", j, figAt(t, n, "troll"))
	}
	if d, _ := find[JumpDeclared](evs); d.Width != 2 {
		t.Fatalf("declared %+v", d)
	}
	// 1+2+3-1 = 5: failed. The base does not go into the pit: it falls
	// where it stood, the pit's 4 dice against Natural Armour, stunned,
	// its activation over.
	n, evs = play(t, s, []int{1, 2, 1, 1, 1, 6}, jump(Dark, "troll", 4, 1))
	fl, ok := find[Fell](evs)
	if !ok || fl.From != at(0, 1) || fl.To != at(0, 1) || fl.Height != 4 {
		t.Fatalf("fall: %+v", evs)
	}
	if d, _ := find[DamageRolled](evs); d.Dice != 4 || d.Against != NaturalArmour || d.Wounds != 1 {
		t.Fatalf("fall damage: %+v", d)
	}
	if f, _ := n.Figure("troll"); f.At != at(0, 1) || !f.Conditions.Has(Stunned) || n.Active != nil {
		t.Fatalf("after the fall: %+v, active %v", f, n.Active)
	}
}

// The refusals of a 2x2 jump (R1010): every square swept must be a pit or
// a drop, the landing squares free of figures and obstacles, no wall on
// the way, and the Movement left must pay for it.
func TestLargeGreatJumpRefusals(t *testing.T) {
	s := trench(t, bigTroll(Dark, 0, 1), fig("orc", Dark, SizeAverage, 5, 2, 4))
	s, _ = play(t, darkTurn(t, s), nil, activate(Dark, "troll"))
	for _, tc := range []struct {
		x, y int
		code string
	}{
		{3, 1, CodeCannotJump}, // two of its squares in the pit
		{5, 1, CodeCannotJump}, // column 4 swept is floor
		{4, 0, CodeCannotJump}, // not a straight line
		{4, 1, CodeOccupied},   // the orc stands on (5, 2)
		{7, 1, CodeIllegalMove},
	} {
		refused(t, s, jump(Dark, "troll", tc.x, tc.y), tc.code)
	}
	// Diagonally, it sweeps floor of row 0: refused.
	refused(t, s, jump(Dark, "troll", 3, 0), CodeCannotJump)

	// A table among the landing squares: partly obstructed, refused.
	g := parseMap(t,
		"........",
		"..pp.T..",
		"..pp....",
		"..pp....",
	)
	s = newState(t, g, bigTroll(Dark, 0, 1))
	s, _ = play(t, darkTurn(t, s), nil, activate(Dark, "troll"))
	refused(t, s, jump(Dark, "troll", 4, 1), CodeCannotJump)
	s = newState(t, g, bigTroll(Dark, 0, 2))
	s, _ = play(t, darkTurn(t, s), nil, activate(Dark, "troll"))
	if _, err := planJump(&s, 0, s.Active, at(4, 2)); err != nil {
		t.Fatalf("a row lower, the landing is free: %v", err)
	}

	// Movement 3 does not pay for four squares.
	slow := bigTroll(Dark, 0, 1)
	slow.EditAttrs().Movement = 3
	s = trench(t, slow)
	s, _ = play(t, darkTurn(t, s), nil, activate(Dark, "troll"))
	refused(t, s, jump(Dark, "troll", 4, 1), CodeTooFar)

	// A wall between the pit and the landing side.
	g = parseMap(t,
		"..pp2222",
		"..pp2222",
		"..pp2222",
	)
	s = newState(t, g, bigTroll(Dark, 0, 0))
	s, _ = play(t, darkTurn(t, s), nil, activate(Dark, "troll"))
	refused(t, s, jump(Dark, "troll", 4, 0), CodeCannotJump)
}

// A 2x2 base goes down to a lower floor next to it by moving its own
// width; a failure lands it there all the same, falling the levels it
// dropped (R1010, R935).
func TestLargeJumpDescent(t *testing.T) {
	g := parseMap(t, "......", "......", "......")
	for y := 0; y < 3; y++ {
		for x := 0; x < 2; x++ {
			sq := g.Square(at(x, y))
			sq.Level = 3
			g.Set(at(x, y), sq)
		}
	}
	s := newState(t, g, bigTroll(Dark, 0, 0))
	s, _ = play(t, darkTurn(t, s), nil, activate(Dark, "troll"))
	ids := OptionIDs(Options(s, Dark))
	if !strings.Contains(ids, "jump:troll:2,0") {
		t.Fatalf("descents not offered: %s", ids)
	}
	if strings.Contains(ids, "jump:troll:3,0") {
		t.Fatalf("a jump over floor offered: %s", ids)
	}
	n, evs := play(t, s, []int{4, 3}, jump(Dark, "troll", 2, 0))
	if j, _ := find[Jumped](evs); !j.Landed || j.Cost != 2 || figAt(t, n, "troll") != at(2, 0) {
		t.Fatalf("descent: %+v", evs)
	}
	n, evs = play(t, s, []int{1, 2, 1, 1, 6}, jump(Dark, "troll", 2, 0))
	if fl, ok := find[Fell](evs); !ok || fl.To != at(2, 0) || fl.Height != 3 || figAt(t, n, "troll") != at(2, 0) {
		t.Fatalf("failed descent: %+v", evs)
	}
}

// Page 23's rope helper names the Large jumper: an ally with a rope by
// the far side of the pit may make a 2x2 base's failed jump good, at -1
// for its size.
func TestRopeSavesLargeJump(t *testing.T) {
	ogre := bigTroll(Heroes, 0, 1)
	ogre.ID = "ogre"
	ogre.SetName("Ogre")
	shara := withRope(heroFig("shara", 4, 0, 5, 0))
	s := trench(t, ogre, shara)
	// 1+2+3-1 = 5: failed.
	s, _ = play(t, s, []int{1, 2}, activate(Heroes, "ogre"), jump(Heroes, "ogre", 4, 1))
	if s.Prompt == nil || s.Prompt.Kind != PromptRope || !s.Prompt.has("rope:shara") {
		t.Fatalf("no rope prompt: %+v", s.Prompt)
	}
	// 4+4+3-1 (Large) = 10: saved.
	n, evs := play(t, s, []int{4, 4}, answer(Heroes, "rope:shara"))
	r, _ := find[Rolled](evs)
	if r.Roll.Result() != 10 {
		t.Fatalf("rope test: %+v", r.Roll)
	}
	if j, _ := find[Jumped](evs); !j.Landed || figAt(t, n, "ogre") != at(4, 1) {
		t.Fatalf("jump %+v at %v", j, figAt(t, n, "ogre"))
	}
	// From the near side, nobody is asked.
	shara.At = at(1, 0)
	s = trench(t, ogre, shara)
	s, _ = play(t, s, []int{1, 2, 1, 1, 1, 1}, activate(Heroes, "ogre"), jump(Heroes, "ogre", 4, 1))
	if s.Prompt != nil && s.Prompt.Kind == PromptRope {
		t.Fatal("help offered from the side the jump started from")
	}
	if f, _ := s.Figure("ogre"); f.At != at(0, 1) || !f.Conditions.Has(Stunned) {
		t.Fatalf("no fall: %+v", f)
	}
}

// sweptSquares for a 1x1 base is the line between the two squares, and
// for a 2x2 one the band it crosses.
func TestSweptSquares(t *testing.T) {
	for _, tc := range []struct {
		name     string
		at, to   board.Pos
		size     int
		want     []board.Pos
		wantNone bool
	}{
		{"1x1 east", at(1, 1), at(4, 1), SizeAverage, []board.Pos{at(2, 1), at(3, 1)}, false},
		{"2x2 east", at(0, 1), at(4, 1), SizeLarge, []board.Pos{at(2, 1), at(2, 2), at(3, 1), at(3, 2)}, false},
		{"2x2 own width", at(0, 0), at(2, 0), SizeLarge, nil, true},
		{"2x2 diagonal", at(0, 0), at(2, 2), SizeLarge, []board.Pos{at(2, 1), at(1, 2)}, false},
	} {
		got := sweptSquares(tc.at, tc.to, tc.size)
		if tc.wantNone && len(got) != 0 || !tc.wantNone && !sameSquares(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func sameSquares(a, b []board.Pos) bool {
	if len(a) != len(b) {
		return false
	}
	for _, p := range a {
		if !containsPos(b, p) {
			return false
		}
	}
	return true
}

// A 2x2 base jumps diagonally across a diagonal band of pit, every square
// it sweeps a pit (R1010).
func TestLargeDiagonalJump(t *testing.T) {
	s := newState(t, parseMap(t,
		"......",
		"..p...",
		".ppp..",
		"..p...",
		"......",
		"......",
	), bigTroll(Dark, 0, 0))
	s, _ = play(t, darkTurn(t, s), nil, activate(Dark, "troll"))
	if ids := OptionIDs(Options(s, Dark)); !strings.Contains(ids, "jump:troll:3,3") || strings.Contains(ids, "jump:troll:2,2") {
		t.Fatalf("diagonal jumps: %s", ids)
	}
	n, evs := play(t, s, []int{5, 2}, jump(Dark, "troll", 3, 3))
	if j, _ := find[Jumped](evs); !j.Landed || j.Cost != 3 || figAt(t, n, "troll") != at(3, 3) {
		t.Fatalf("jumped: %+v", evs)
	}
}
