package rules

import (
	"strings"
	"testing"

	"dun/board"
)

// pitRoom is a room with a pit two squares wide across its middle row.
func pitRoom(t *testing.T, figs ...Figure) State {
	return newState(t, parseMap(t,
		"........",
		"..pp....",
		"........",
	), figs...)
}

func jump(seat Side, id string, x, y int) Command {
	return Jump{Header: Header{Seat: seat}, Figure: id, To: at(x, y)}
}

func climb(seat Side, id string, x, y int) Command {
	return Climb{Header: Header{Seat: seat}, Figure: id, To: at(x, y)}
}

// taeral is the elf of page 23: Movement 6, Agility 4.
func taeral(x, y, fortune int) Figure {
	f := heroFig("taeral", x, y, 6, fortune)
	f.EditAttrs().Agility = 4
	return f
}

// Page 23: Taeral (Movement 6, Agility 4) walks one square, jumps a pit two
// squares wide (7 on the dice, +4, -1 for the width: 10) and walks on, six
// squares in all.
func TestGreatJumpTaeral(t *testing.T) {
	s := pitRoom(t, taeral(0, 1, 0))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 1, 1))
	if !strings.Contains(OptionIDs(Options(s, Heroes)), "jump:taeral:4,1") {
		t.Fatalf("the jump is not offered: %s", OptionIDs(Options(s, Heroes)))
	}
	s, evs := play(t, s, []int{3, 4}, jump(Heroes, "taeral", 4, 1))
	r, _ := find[Rolled](evs)
	if r.Roll.Result() != 10 || r.Roll.Outcome != Passed || len(r.Roll.Modifiers) != 2 || r.Roll.Modifiers[1].Value != -1 {
		t.Fatalf("jump test: %+v", r.Roll)
	}
	j, ok := find[Jumped](evs)
	if !ok || !j.Landed || j.Cost != 3 || j.Spent != 4 || figAt(t, s, "taeral") != at(4, 1) {
		t.Fatalf("jumped: %+v at %v", j, figAt(t, s, "taeral"))
	}
	refused(t, s, moveTo(Heroes, "taeral", 7, 1), CodeTooFar)
	s, _ = play(t, s, nil, moveTo(Heroes, "taeral", 6, 1))
	if s.Active.Spent != 6 || s.Active.Action != ruleJump {
		t.Fatalf("activation after the jump: %+v", *s.Active)
	}
}

// Pages 23 and 28: a failed jump drops the figure on the pit square
// nearest where it meant to land; it takes 4 damage dice against its
// Natural Armour (a pit counts as height 4), is stunned, and its
// activation ends.
func TestFailedJumpFalls(t *testing.T) {
	s := pitRoom(t, taeral(1, 1, 0))
	s, evs := play(t, s, []int{1, 3, 1, 2, 2, 5}, activate(Heroes, "taeral"), jump(Heroes, "taeral", 4, 1))
	fell, ok := find[Fell](evs)
	if !ok || fell.To != at(3, 1) || fell.Height != PitFallHeight {
		t.Fatalf("fell: %+v", fell)
	}
	d, _ := find[DamageRolled](evs)
	if d.Dice != 4 || d.Against != NaturalArmour || d.Wounds != 3 {
		t.Fatalf("fall damage: %+v", d)
	}
	f, _ := s.Figure("taeral")
	if f.At != at(3, 1) || f.Wounds != 3 || !f.Conditions.Has(Stunned) || s.Active != nil {
		t.Fatalf("after the fall: %+v, active %v", f, s.Active)
	}
}

// Page 14: a hero may reroll a failed jump with Fortune; the jump waits.
func TestJumpFortuneReroll(t *testing.T) {
	s := pitRoom(t, taeral(1, 1, 1))
	s, _ = play(t, s, []int{1, 3}, activate(Heroes, "taeral"), jump(Heroes, "taeral", 4, 1))
	if s.Prompt == nil || s.Prompt.Kind != PromptFortuneReroll || s.Active.Leap == nil {
		t.Fatalf("want a Fortune prompt, got %+v", s.Prompt)
	}
	refused(t, s, moveTo(Heroes, "taeral", 0, 1), CodePromptPending)
	s, evs := play(t, s, []int{6, 4}, answer(Heroes, OptionReroll))
	if j, ok := find[Jumped](evs); !ok || !j.Landed || figAt(t, s, "taeral") != at(4, 1) || s.Active.Leap != nil {
		t.Fatalf("after the reroll: %+v", evs)
	}
}

// Page 23: the -1 for an adjacent enemy; the modifiers add up.
func TestJumpNextToEnemy(t *testing.T) {
	s := pitRoom(t, taeral(1, 1, 0), fig("orc", Dark, SizeAverage, 0, 1, 4))
	_, evs := play(t, s, []int{5, 5}, activate(Heroes, "taeral"), jump(Heroes, "taeral", 4, 1))
	r, _ := find[Rolled](evs)
	if r.Roll.Result() != 12 || len(r.Roll.Modifiers) != 3 {
		t.Fatalf("jump test: %+v", r.Roll)
	}
}

func TestJumpRefusals(t *testing.T) {
	s := newState(t, parseMap(t,
		"..........",
		".pppp.....",
		"..p.......",
		"..........",
	), taeral(0, 1, 0), fig("orc", Dark, SizeAverage, 5, 3, 4), fig("troll", Dark, SizeLarge, 7, 0, 4))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, jump(Heroes, "taeral", 5, 1), CodeCannotJump) // four squares wide
	refused(t, s, jump(Heroes, "taeral", 2, 2), CodeCannotJump) // not a straight line
	refused(t, s, jump(Heroes, "taeral", 0, 3), CodeCannotJump) // no pit between
	refused(t, s, jump(Heroes, "taeral", 2, 1), CodeCannotJump) // lands in the pit
	s, _ = play(t, s, nil, moveTo(Heroes, "taeral", 1, 0))
	refused(t, s, jump(Heroes, "taeral", 1, 3), CodeCannotJump) // (1,2) is floor
	s, _ = play(t, s, nil, moveTo(Heroes, "taeral", 2, 0))
	if !strings.Contains(OptionIDs(Options(s, Heroes)), "jump:taeral:2,3") {
		t.Fatalf("options: %s", OptionIDs(Options(s, Heroes)))
	}
	refused(t, s, jump(Heroes, "taeral", 5, 3), CodeCannotJump) // not straight
	s.Active.Spent = 4
	refused(t, s, jump(Heroes, "taeral", 2, 3), CodeTooFar)
	s.Active.Spent = 1
	s.Figures[1].At = at(2, 3)
	refused(t, s, jump(Heroes, "taeral", 2, 3), CodeOccupied)
	s.Active.Action = ruleRun
	refused(t, s, jump(Heroes, "taeral", 4, 2), CodeActionUsed)
}

// R55: no jump through a wall, and none where every pit square of the
// line already holds a figure.
func TestJumpWallsAndFullPit(t *testing.T) {
	g := parseMap(t,
		"........",
		".p......",
		"........",
	)
	if err := g.SetEdge(at(1, 1), board.SideE, board.Edge{Kind: board.Wall}); err != nil {
		t.Fatal(err)
	}
	s := newState(t, g, taeral(0, 1, 0), fig("orc", Dark, SizeAverage, 1, 1, 4))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, jump(Heroes, "taeral", 2, 1), CodeCannotJump)
	s.Figures[0].At = at(1, 0)
	refused(t, s, jump(Heroes, "taeral", 1, 2), CodeOccupied)
	s.Figures[1].At = at(7, 2)
	s, _ = play(t, s, []int{4, 4}, jump(Heroes, "taeral", 1, 2))
	if figAt(t, s, "taeral") != at(1, 2) {
		t.Fatalf("taeral at %v", figAt(t, s, "taeral"))
	}
}

// Page 24: Shara (Agility 3) climbs out of the pit with 8 on the dice; she
// stands next to it and her activation ends.
func TestClimbOutShara(t *testing.T) {
	sh := heroFig("shara", 2, 1, 5, 0)
	s := pitRoom(t, sh)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	refused(t, s, moveTo(Heroes, "shara", 1, 1), CodeInPit)
	refused(t, s, run(Heroes, "shara"), CodeInPit)
	refused(t, s, jump(Heroes, "shara", 4, 1), CodeInPit)
	refused(t, s, climb(Heroes, "shara", 3, 1), CodeIllegalMove)
	refused(t, s, climb(Heroes, "shara", 0, 1), CodeNotAdjacent)
	ids := OptionIDs(Options(s, Heroes))
	if strings.Contains(ids, "move:") || !strings.Contains(ids, "climb:shara:1,1") || strings.Contains(ids, "climb:shara:3,1") {
		t.Fatalf("options in the pit: %s", ids)
	}
	s, evs := play(t, s, []int{4, 4}, climb(Heroes, "shara", 1, 0))
	c, ok := find[ClimbedOut](evs)
	if !ok || !c.Out || figAt(t, s, "shara") != at(1, 0) || s.Active != nil {
		t.Fatalf("climb: %+v", evs)
	}
}

// Page 24: an enemy next to the pit gives -1; failing leaves the figure in
// the pit and ends its activation.
func TestClimbFails(t *testing.T) {
	s := pitRoom(t, heroFig("shara", 2, 1, 5, 0), fig("orc", Dark, SizeAverage, 4, 2, 4))
	s, evs := play(t, s, []int{4, 3}, activate(Heroes, "shara"), climb(Heroes, "shara", 1, 1))
	r, _ := find[Rolled](evs)
	if r.Roll.Result() != 9 || r.Roll.Outcome != Failed {
		t.Fatalf("climb test: %+v", r.Roll)
	}
	if c, _ := find[ClimbedOut](evs); c.Out || figAt(t, s, "shara") != at(2, 1) || s.Active != nil {
		t.Fatalf("climb: %+v", evs)
	}
}

// Page 28: nobody fights in melee in or into a pit.
func TestPitNoEngagement(t *testing.T) {
	s := pitRoom(t, heroFig("shara", 2, 1, 5, 0), fig("orc", Dark, SizeAverage, 2, 0, 4))
	if len(engagers(&s, 0, at(2, 1))) != 0 || len(engagers(&s, 1, at(2, 0))) != 0 {
		t.Fatal("a figure in a pit engages or is engaged")
	}
	s = darkTurn(t, s)
	play(t, s, nil, activate(Dark, "orc"), moveTo(Dark, "orc", 3, 0), moveTo(Dark, "orc", 4, 0))
}

// Page 28 and R56: Fortune may avoid the fall's damage, but not its stun.
func TestFallFatalBlowKeepsStun(t *testing.T) {
	tf := taeral(1, 1, 1)
	tf.EditAttrs().Vitality = 2
	s := pitRoom(t, tf)
	s, _ = play(t, s, []int{1, 3}, activate(Heroes, "taeral"), jump(Heroes, "taeral", 4, 1))
	s, _ = play(t, s, []int{2, 3, 4, 5}, answer(Heroes, OptionKeep))
	if s.Prompt == nil || s.Prompt.Kind != PromptFatalBlow {
		t.Fatalf("want the fatal blow prompt, got %+v", s.Prompt)
	}
	s, _ = play(t, s, []int{6}, answer(Heroes, OptionFortuneRoll))
	f, _ := s.Figure("taeral")
	if f.Wounds != 0 || !f.Conditions.Has(Stunned) || f.At != at(3, 1) || s.Active != nil {
		t.Fatalf("after avoiding the fall: %+v, active %v", f, s.Active)
	}
}

// Page 28: one die per level fallen; a pit is 4 levels unless the map says
// otherwise (R54), so a shallower pit hurts less.
func TestFallHeightIsThePitDepth(t *testing.T) {
	s := pitRoom(t, taeral(1, 1, 0))
	g := s.Board.Clone()
	for x := 0; x < g.W(); x++ {
		for y := 0; y < g.H(); y++ {
			if sq := g.Square(at(x, y)); sq.Terrain == board.Pit {
				sq.PitDepth = 2
				g.Set(at(x, y), sq)
			}
		}
	}
	s.Board = g
	_, evs := play(t, s, []int{1, 3, 1, 2}, activate(Heroes, "taeral"), jump(Heroes, "taeral", 4, 1))
	if fell, _ := find[Fell](evs); fell.Height != 2 {
		t.Fatalf("fell %d levels, want 2", fell.Height)
	}
	if d, _ := find[DamageRolled](evs); d.Dice != 2 {
		t.Fatalf("fall damage: %+v", d)
	}
}
