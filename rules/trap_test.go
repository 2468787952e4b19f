package rules

import (
	"testing"

	"dun/board"
)

// trapCorridor is a corridor seven squares long (section 1) with a hidden
// stake trap on (3,1) (detect 8, disarm 7, 2 damage dice), arrows on
// (6,0) and (6,1) facing east into section 2, and a chest on (1,0).
//
//	x 012345678
//	0 .c....>22
//	1 ...^..>22
func trapCorridor(t testing.TB, figs ...Figure) State {
	t.Helper()
	g := parseMap(t, ".......22", ".......22")
	for y := 0; y < 2; y++ {
		if err := g.SetEdge(at(6, y), board.SideE, board.Edge{Kind: board.Opening}); err != nil {
			t.Fatal(err)
		}
	}
	chest, err := g.AddElement(board.Element{Kind: "chest", Height: 1, NoObstacle: true}, at(1, 0))
	if err != nil {
		t.Fatal(err)
	}
	x := Exploration{
		Revealed: []bool{true, false},
		Arrows:   []ExplorationArrow{{At: at(6, 0), Facing: board.East, To: 2}, {At: at(6, 1), Facing: board.East, To: 2}},
		Sections: []SectionInfo{{}, {Room: true}},
		Elements: []ElementState{{Element: chest, Chest: true}},
		Traps:    []Trap{{Kind: "stake", At: at(3, 1), Detect: 8, Disarm: 7, Dice: 2}},
	}
	s, err := NewExploringState(g, figs, x)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func disarmCmd(id string, x, y int) Command {
	return DisarmTrap{Header: Header{Seat: Heroes}, Figure: id, At: at(x, y)}
}

// Page 47: a hero who steps on a hidden trap and detects it steps back to
// the square he came from and moves no more; the trap stays dormant, and
// any hero next to it may disarm it (page 26).
func TestTrapDetectedSteppingBack(t *testing.T) {
	s := trapCorridor(t, explorer("taeral", 0, 1), explorer("shara", 0, 0))
	s, evs := play(t, s, []int{3, 4}, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 5, 1))
	mv, _ := find[Moved](evs)
	if mv.To != at(3, 1) || mv.Cost != 3 {
		t.Fatalf("the move did not stop on the trap: %+v", mv)
	}
	det, ok := find[TrapDetected](evs)
	if !ok || det.At != at(3, 1) || det.Bonus {
		t.Fatalf("not detected: %+v", det)
	}
	if back, _ := find[SteppedBack](evs); back.To != at(2, 1) || figAt(t, s, "taeral") != at(2, 1) {
		t.Fatalf("did not step back: %+v", back)
	}
	if !s.Explore.Traps[0].Dormant || !s.Active.Still || s.Active.Action != "" {
		t.Fatalf("trap %+v, activation %+v", s.Explore.Traps[0], s.Active)
	}
	refused(t, s, moveTo(Heroes, "taeral", 1, 1), CodeStill)
	refused(t, s, disarmCmd("taeral", 4, 1), CodeNoTrap)
	s, evs = play(t, s, []int{2, 3}, disarmCmd("taeral", 3, 1))
	if d, _ := find[TrapDisarmed](evs); !d.Disarmed || s.Explore.Traps != nil {
		t.Fatalf("not disarmed: %+v", d)
	}
}

// Page 47: a failed Perception test sets the trap off: its damage, and the
// activation ends. The trap leaves the board.
func TestTrapSprung(t *testing.T) {
	s := trapCorridor(t, explorer("taeral", 0, 1))
	s, evs := play(t, s, []int{1, 2, 5, 6}, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 5, 1))
	if sp, ok := find[TrapSprung](evs); !ok || sp.Dice != 2 {
		t.Fatalf("not sprung: %+v", sp)
	}
	if d, _ := find[DamageRolled](evs); d.Wounds != 2 || d.Against != Armour {
		t.Fatalf("damage: %+v", d)
	}
	if s.Active != nil || s.Figures[0].Wounds != 2 || figAt(t, s, "taeral") != at(3, 1) || s.Explore.Traps != nil {
		t.Fatalf("after the trap: active %+v, wounds %d, at %v", s.Active, s.Figures[0].Wounds, figAt(t, s, "taeral"))
	}
	if s.Reserve != 0 {
		t.Fatal("a trap's Perception test is no exploratory Action")
	}
}

// Running: -2 to the Perception test (page 23). With Fortune, the test may
// be rerolled before the trap goes off.
func TestTrapRunningAndFortune(t *testing.T) {
	h := explorer("taeral", 0, 1)
	h.EditAttrs().Fortune = 1
	s := trapCorridor(t, h)
	s, _ = play(t, s, []int{3, 3}, activate(Heroes, "taeral"), run(Heroes, "taeral"))
	s, evs := play(t, s, []int{4, 3}, moveTo(Heroes, "taeral", 5, 1))
	r, _ := find[Rolled](evs)
	if r.Roll.Result() != 7 || r.Roll.Outcome != Failed {
		t.Fatalf("running Perception: %+v", r.Roll)
	}
	if s.Prompt == nil || s.Prompt.Kind != PromptFortuneReroll {
		t.Fatal("no Fortune offered on the trap's test")
	}
	s, evs = play(t, s, []int{5, 5}, answer(Heroes, OptionReroll))
	if _, ok := find[TrapDetected](evs); !ok || figAt(t, s, "taeral") != at(2, 1) {
		t.Fatalf("rerolled and detected: %v", evs)
	}
}

// Page 47: a double 6 gives +1 to disarm; a dormant trap stepped on goes
// off without a test; a failed disarm sets it off on the disarmer, whose
// activation goes on (R66).
func TestDormantTraps(t *testing.T) {
	s := trapCorridor(t, explorer("taeral", 0, 1), explorer("shara", 2, 0))
	s, _ = play(t, s, []int{6, 6}, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 5, 1))
	if !s.Explore.Traps[0].Bonus {
		t.Fatal("double 6 gave no bonus")
	}
	s, _ = play(t, s, nil, endAct(Heroes, "taeral"), activate(Heroes, "shara"))
	s2, evs := play(t, s, []int{1, 2, 1, 1}, disarmCmd("shara", 3, 1))
	r, _ := find[Rolled](evs)
	if r.Roll.Result() != 6 || r.Roll.Target != 7 {
		t.Fatalf("disarm roll %+v", r.Roll)
	}
	if d, _ := find[TrapDisarmed](evs); d.Disarmed || s2.Active == nil || s2.Active.Figure != "shara" || s2.Figures[1].Wounds != 0 {
		t.Fatalf("failed disarm: %+v active %+v", d, s2.Active)
	}
	if _, ok := find[TrapSprung](evs); !ok || s2.Explore.Traps != nil {
		t.Fatal("the failed disarm did not set the trap off")
	}
	s, evs = play(t, s, []int{1, 1}, moveAlong(Heroes, "shara", at(2, 1), at(3, 1), at(4, 1)))
	tr, _ := find[TrapTriggered](evs)
	if !tr.Dormant || s.Active != nil || figAt(t, s, "shara") != at(3, 1) {
		t.Fatalf("stepping on a dormant trap: %+v", tr)
	}
}

// A trap on an exploration arrow guards the arrows joined to it that lead
// to the same section (page 47, R65).
func TestTrapOnArrowRow(t *testing.T) {
	s := trapCorridor(t, explorer("taeral", 5, 0))
	s.Explore.Traps = []Trap{{Kind: "stake", At: at(6, 1), Detect: 8, Disarm: 7, Dice: 1}}
	s, evs := play(t, s, []int{4, 4}, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 6, 0))
	if det, ok := find[TrapDetected](evs); !ok || det.At != at(6, 1) || figAt(t, s, "taeral") != at(5, 0) {
		t.Fatalf("the arrow next to the trap did not set it off: %v", evs)
	}
	refused(t, s, reveal(Heroes, "taeral", 6, 0), CodeNoArrow)
	s, _ = play(t, s, []int{4, 4}, disarmCmd("taeral", 6, 1))
	if s.Explore.Traps != nil {
		t.Fatal("not disarmed from next to the row")
	}
}

// Page 47: reaching for a trapped chest sets its trap off first; detected,
// the opening is not done and the Action is kept (R64).
func TestTrappedChest(t *testing.T) {
	s := trapCorridor(t, explorer("borgron", 2, 0))
	s.Explore.Traps = []Trap{{Kind: "needle", At: at(1, 0), Detect: 8, Disarm: 6, Dice: 2}}
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	s, evs := play(t, s, []int{5, 4}, openChestCmd("borgron", 1, 0))
	if _, ok := find[TrapDetected](evs); !ok || s.Explore.Elements[0].Tried || s.Active.Action != "" || !s.Active.Still {
		t.Fatalf("trapped chest: %v, activation %+v", evs, s.Active)
	}
	if _, ok := find[SteppedBack](evs); ok {
		t.Fatal("a hero reaching for a chest does not step back")
	}
	if s.Prompt == nil || s.Prompt.Kind != PromptTrapStep || !s.Prompt.has(OptionStay) || !s.Prompt.has("3,1") || s.Prompt.has("2,0") {
		t.Fatalf("the hero may step aside to an empty square: %+v", s.Prompt)
	}
	refused(t, s, answer(Heroes, "9,9"), CodeBadOption)
	s2, evs := play(t, s, nil, answer(Heroes, "3,1"))
	if d, _ := find[Displaced](evs); d.To != at(3, 1) || figAt(t, s2, "borgron") != at(3, 1) || s2.Active.Spent != 0 {
		t.Fatalf("stepped aside: %+v", d)
	}
	s, _ = play(t, s, nil, answer(Heroes, OptionStay))
	s, _ = play(t, s, []int{3, 3}, disarmCmd("borgron", 1, 0))
	if s.Explore.Traps != nil || s.Explore.Elements[0].Opened {
		t.Fatal("disarming the chest's trap must leave it shut")
	}
	// Stepping on the chest's square does not set its trap off.
	s = trapCorridor(t, explorer("borgron", 2, 0))
	s.Explore.Traps = []Trap{{Kind: "needle", At: at(1, 0), Detect: 8, Disarm: 6, Dice: 2}}
	s, _ = play(t, s, nil, activate(Heroes, "borgron"), moveTo(Heroes, "borgron", 0, 0))
	if len(s.Explore.Traps) != 1 {
		t.Fatal("walking over a chest set its trap off")
	}
}

func TestDisarmRefusals(t *testing.T) {
	s := trapCorridor(t, explorer("taeral", 2, 1))
	s.Explore.Traps[0].Dormant = true
	s.Explore.Traps[0].Disarm = 0
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, disarmCmd("taeral", 3, 1), CodeCannotDisarm)
	s = trapCorridor(t, explorer("taeral", 0, 1))
	s.Explore.Traps[0].Dormant = true
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, disarmCmd("taeral", 3, 1), CodeNotAdjacent)
	refused(t, s, disarmCmd("taeral", 2, 1), CodeNoTrap)
}

// R67: a figure standing on a hidden trap holds it down; passing through
// its square sets nothing off, and the square beyond still may.
func TestTrapUnderAFigure(t *testing.T) {
	s := trapCorridor(t, explorer("taeral", 2, 1), explorer("shara", 3, 1))
	s, evs := play(t, s, nil, activate(Heroes, "taeral"), moveAlong(Heroes, "taeral", at(3, 1), at(4, 1)))
	if _, ok := find[TrapTriggered](evs); ok || figAt(t, s, "taeral") != at(4, 1) || len(s.Explore.Traps) != 1 {
		t.Fatalf("passing over a held trap: %v", evs)
	}
}

// An engaged figure's one step within its enemy's melee range sets a
// trap off as any step does.
func TestTrapOnAnEngagedStep(t *testing.T) {
	orc := fig("orc", Dark, SizeAverage, 3, 0, 4)
	s := trapCorridor(t, explorer("taeral", 2, 1), orc)
	s, evs := play(t, s, []int{1, 2, 1, 1}, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 3, 1))
	if _, ok := find[TrapSprung](evs); !ok || s.Active != nil {
		t.Fatalf("the engaged step did not set the trap off: %v", evs)
	}
}

// R74: the Dark Player's creatures walk over his traps.
func TestCreaturesPassTraps(t *testing.T) {
	orc := fig("orc", Dark, SizeAverage, 0, 1, 6)
	s := trapCorridor(t, explorer("taeral", 6, 0), orc)
	s = darkTurn(t, s)
	s, evs := play(t, s, nil, activate(Dark, "orc"), moveTo(Dark, "orc", 4, 1))
	if _, ok := find[TrapTriggered](evs); ok || figAt(t, s, "orc") != at(4, 1) {
		t.Fatalf("a creature set a trap off: %v", evs)
	}
}

// R75: a pit trap detected becomes a pit the hero may jump; sprung, the
// hero falls into it (page 48's "Maximum uncertainty").
func TestPitTrap(t *testing.T) {
	pit := []Trap{{Kind: "pit", At: at(3, 1), Detect: 8, Pit: 2}}
	s := trapCorridor(t, explorer("taeral", 0, 1))
	s.Explore.Traps = pit
	s, evs := play(t, s, []int{4, 4}, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 5, 1))
	if _, ok := find[PitOpened](evs); !ok || s.Board.Square(at(3, 1)).Terrain != board.Pit || s.Explore.Traps != nil || figAt(t, s, "taeral") != at(2, 1) {
		t.Fatalf("detected pit: %v", evs)
	}
	s, evs = play(t, s, []int{5, 5}, endTurn(Heroes), endTurn(Dark), activate(Heroes, "taeral"), Jump{Header: Header{Seat: Heroes}, Figure: "taeral", To: at(4, 1)})
	if j, _ := find[Jumped](evs); !j.Landed {
		t.Fatalf("jump over the opened pit: %v", evs)
	}

	s = trapCorridor(t, explorer("taeral", 0, 1))
	s.Explore.Traps = pit
	s, evs = play(t, s, []int{1, 2, 1, 5}, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 5, 1))
	if f, ok := find[Fell](evs); !ok || f.Height != 2 || f.To != at(3, 1) {
		t.Fatalf("sprung pit: %v", evs)
	}
	if tf, _ := s.Figure("taeral"); !tf.Conditions.Has(Stunned) || tf.Wounds != 1 || s.Active != nil || !inPit(s.Board, tf.At, tf.Size) {
		t.Fatalf("after the fall: %+v", tf)
	}
}

// Page 48, "Maximum uncertainty": a pit trap detected on an exploration
// arrow may be jumped into the section the arrow leads to, which is
// revealed when the hero lands.
func TestJumpIntoTheUnknown(t *testing.T) {
	s := trapCorridor(t, explorer("taeral", 4, 1))
	s.Explore.Traps = []Trap{{Kind: "pit", At: at(6, 1), Detect: 8, Pit: 2}}
	s, _ = play(t, s, []int{4, 4}, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 6, 1))
	if figAt(t, s, "taeral") != at(5, 1) || s.Board.Square(at(6, 1)).Terrain != board.Pit {
		t.Fatal("the pit trap on the arrow was not detected and opened")
	}
	s, _ = play(t, s, nil, endTurn(Heroes), endTurn(Dark), activate(Heroes, "taeral"))
	refused(t, s, Jump{Header: Header{Seat: Heroes}, Figure: "taeral", To: at(7, 0)}, CodeCannotJump)
	s, evs := play(t, s, []int{5, 5}, Jump{Header: Header{Seat: Heroes}, Figure: "taeral", To: at(7, 1)})
	if j, _ := find[Jumped](evs); !j.Landed || !s.SectionRevealed(2) || s.Explore.Arrows != nil {
		t.Fatalf("the jump did not reveal the section: %v", evs)
	}
}
