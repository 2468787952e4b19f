package rules

import (
	"strings"
	"testing"

	"dun/board"
)

// borgronRoom is page 30's example as a map: Borgron stands at (3,1) next
// to a closed door on his east side; behind it, section 2 (A) hides two
// skeletons of Intelligence 1 and an orc of Intelligence 3.
//
//	x 0123456789
//	0 ....222222
//	1 ...B|S..O2
//	2 ....2S2222
func borgronRoom(t testing.TB) State {
	t.Helper()
	g := parseMap(t, "....222222", "....222222", "....222222", "....222222")
	if err := g.SetEdge(at(3, 1), board.SideE, board.Edge{Kind: board.Door, Door: board.NormalDoor, State: board.Closed}); err != nil {
		t.Fatal(err)
	}
	borgron := heroFig("borgron", 3, 1, 4, 0)
	borgron.EditAttrs().Perception = 1
	skel := func(id string, x, y int) Figure {
		f := fig(id, Dark, SizeAverage, x, y, 4)
		f.EditAttrs().Intelligence = 1
		f.EditAttrs().Perception = 0
		f.Facing = board.West
		return f
	}
	orc := fig("orc", Dark, SizeAverage, 8, 1, 4)
	orc.EditAttrs().Intelligence = 3
	orc.EditAttrs().Perception = 0
	x := Exploration{
		Revealed: []bool{true, false},
		Doors:    []UnexploredDoor{{At: at(3, 1), Side: board.SideE, Width: 1}},
		Hidden:   []Figure{skel("skeleton1", 5, 1), skel("skeleton2", 5, 2), orc},
	}
	s, err := NewExploringState(g, []Figure{borgron}, x)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func openDoor(seat Side, id string, x, y int, side board.Side) Command {
	return OpenDoor{Header: Header{Seat: seat}, Figure: id, At: at(x, y), Side: side}
}

func reveal(seat Side, id string, x, y int) Command {
	return Reveal{Header: Header{Seat: seat}, Figure: id, At: at(x, y)}
}

// Page 30: Borgron opens the door and reveals section A; he wins the
// Initiative with a 2 and a 3, so the skeletons (Intelligence 1) are caught
// by surprise and the orc (Intelligence 3) is not. He turns each skeleton
// round, and a new heroes' turn begins at once.
func TestBorgronCatchesSkeletonsBySurprise(t *testing.T) {
	s := borgronRoom(t)
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	if !strings.Contains(OptionIDs(Options(s, Heroes)), "open_door:borgron:3,1:east") {
		t.Fatalf("opening the door not offered: %s", OptionIDs(Options(s, Heroes)))
	}
	s, evs := play(t, s, []int{2, 3, 1, 2}, openDoor(Heroes, "borgron", 3, 1, board.SideE))
	if !s.SectionRevealed(2) || s.Explore.Hidden != nil || len(s.Figures) != 4 {
		t.Fatalf("section A not revealed with its creatures: %+v", s.Explore)
	}
	if s.Board.Edge(at(3, 1), board.SideE).Kind != board.Door || s.Board.Edge(at(3, 1), board.SideE).State != board.Opened {
		t.Fatal("the door is not open")
	}
	won, ok := find[InitiativeWon](evs)
	if !ok || won.Side != Heroes || won.Figure != "borgron" {
		t.Fatalf("initiative: %+v", won)
	}
	o, _ := find[OpposedRolled](evs)
	if o.Opposed.Second.Figure != "skeleton1" {
		t.Fatalf("the nearest enemy rolls: got %s", o.Opposed.Second.Figure)
	}
	caught, _ := find[CaughtBySurprise](evs)
	if strings.Join(caught.Figures, " ") != "skeleton1 skeleton2" {
		t.Fatalf("caught by surprise: %v, want the two skeletons", caught.Figures)
	}
	p := s.Prompt
	if p == nil || p.Kind != PromptSurpriseSquare || p.Seat != Heroes || p.Figure != "skeleton1" {
		t.Fatalf("prompt %+v", p)
	}
	got := OptionIDs(Options(s, Heroes))
	if got != "answer:stay answer:5,0 answer:6,0 answer:6,1 answer:6,2 answer:4,2 answer:4,1 answer:4,0" {
		t.Fatalf("squares offered: %s", got)
	}
	s, evs = play(t, s, nil, answer(Heroes, "6,1"), answer(Heroes, "E"), answer(Heroes, OptionStay), answer(Heroes, "S"))
	if figAt(t, s, "skeleton1") != at(6, 1) {
		t.Fatal("skeleton1 not moved")
	}
	if f, _ := s.Figure("skeleton1"); f.Facing != board.East {
		t.Fatal("skeleton1 not turned")
	}
	if f, _ := s.Figure("skeleton2"); f.Facing != board.South || f.At != at(5, 2) {
		t.Fatal("skeleton2 should stay and face south")
	}
	if s.Prompt != nil || s.Side != Heroes || s.Turn != 2 || s.Active != nil || s.Explore.Surprise != nil {
		t.Fatalf("a new heroes' turn should begin: side %v turn %d", s.Side, s.Turn)
	}
	if f, _ := s.Figure("borgron"); f.Activated {
		t.Fatal("Borgron may activate again in the new turn")
	}
	if _, ok := find[TurnBegan](evs); !ok {
		t.Fatal("no turn began")
	}
}

// Page 30: heroes who lose the Initiative end their turn; the Dark
// Player's begins. An orc's Intelligence 3 against a winner's 1 and 6 (a
// die of 1 never counts, R45): no one is caught by surprise.
func TestInitiativeLostEndsTheHeroesTurn(t *testing.T) {
	s := borgronRoom(t)
	s, evs := play(t, s, []int{1, 2, 1, 6}, activate(Heroes, "borgron"), openDoor(Heroes, "borgron", 3, 1, board.SideE))
	if won, _ := find[InitiativeWon](evs); won.Side != Dark {
		t.Fatalf("the Dark Player should win: %+v", won)
	}
	if _, ok := find[CaughtBySurprise](evs); ok {
		t.Fatal("a die of 1 caught someone by surprise")
	}
	if s.Side != Dark || s.Turn != 1 || s.Active != nil || s.Prompt != nil {
		t.Fatalf("the Dark Player's turn should begin: side %v turn %d", s.Side, s.Turn)
	}
}

// Page 30: a double 1 of the loser catches every figure of its side within
// 6 squares of the winner, whatever the winner's dice.
func TestDoubleOneCatchesEveryone(t *testing.T) {
	s := borgronRoom(t)
	s, evs := play(t, s, []int{1, 1, 3, 3}, activate(Heroes, "borgron"), openDoor(Heroes, "borgron", 3, 1, board.SideE))
	caught, _ := find[CaughtBySurprise](evs)
	if caught.By != "skeleton1" || strings.Join(caught.Figures, " ") != "borgron" || s.Prompt.Seat != Dark {
		t.Fatalf("caught %+v, prompt %+v", caught, s.Prompt)
	}
}

// Page 30: the rule never applies to a side already in a combat turn.
func TestNoSurpriseInCombatTurn(t *testing.T) {
	s := borgronRoom(t)
	goblin := fig("goblin", Dark, SizeAverage, 0, 3, 4)
	s.Figures = append(s.Figures, goblin)
	s, evs := play(t, s, []int{6, 6, 1, 2}, activate(Heroes, "borgron"), openDoor(Heroes, "borgron", 3, 1, board.SideE))
	if _, ok := find[CaughtBySurprise](evs); ok {
		t.Fatal("caught by surprise in a combat turn")
	}
	if won, _ := find[InitiativeWon](evs); won.Side != Heroes || s.Side != Heroes || s.Turn != 2 {
		t.Fatalf("won %+v, side %v turn %d", won, s.Side, s.Turn)
	}
}

// Page 30: a tie goes to the higher Intelligence.
func TestInitiativeTieByIntelligence(t *testing.T) {
	s := borgronRoom(t)
	s.Figures[0].EditAttrs().Intelligence = 0
	_, evs := play(t, s, []int{3, 4, 4, 4}, activate(Heroes, "borgron"), openDoor(Heroes, "borgron", 3, 1, board.SideE))
	o, _ := find[OpposedRolled](evs)
	if o.Opposed.Winner != "skeleton1" || o.Opposed.TieBreak == nil {
		t.Fatalf("tie: %+v", o.Opposed)
	}
}

// arrowCorridor: Taeral in corridor 1 at (0,1); an arrow row of two on
// (3,0) and (3,1) facing east leads to room 2, where an orc waits far off;
// a third arrow, facing south, leads to room 3.
//
//	x 0123456789
//	0 ...>22222222
//	1 T..>22222222
//	2 ...v####O222
//	3 333333333222
func arrowCorridor(t *testing.T) State {
	t.Helper()
	g := parseMap(t, "....22222222", "....22222222", "....######22", "............")
	for x := 0; x < 12; x++ {
		if x < 9 {
			g.Set(at(x, 3), board.Square{Section: 3})
		}
	}
	g.Seal()
	for _, y := range []int{0, 1} {
		if err := g.SetEdge(at(3, y), board.SideE, board.Edge{Kind: board.Opening}); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.SetEdge(at(3, 2), board.SideS, board.Edge{Kind: board.Opening}); err != nil {
		t.Fatal(err)
	}
	taeral := heroFig("taeral", 0, 1, 5, 1)
	companion := fig("hound", Heroes, SizeAverage, 0, 0, 5)
	orc := fig("orc", Dark, SizeAverage, 11, 2, 4)
	x := Exploration{
		Revealed: []bool{true, false, false},
		Arrows: []ExplorationArrow{
			{At: at(3, 0), Facing: board.East, To: 2}, {At: at(3, 1), Facing: board.East, To: 2},
			{At: at(3, 2), Facing: board.South, To: 3},
		},
		Hidden: []Figure{orc},
	}
	s, err := NewExploringState(g, []Figure{taeral, companion}, x)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Page 22: Taeral steps on the arrow and reveals the corridor beyond; the
// arrow and its neighbour facing the same way leave the board, the one
// facing south stays. The orc enters play; Taeral, nearest, wins the
// Initiative (the orc is 8 squares away: not caught by surprise).
func TestRevealBySteppingOnArrow(t *testing.T) {
	s := arrowCorridor(t)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, reveal(Heroes, "taeral", 3, 1), CodeNoArrow)
	s, _ = play(t, s, nil, moveTo(Heroes, "taeral", 3, 1))
	if ids := OptionIDs(Options(s, Heroes)); !strings.Contains(ids, "reveal:taeral:3,1") || strings.Contains(ids, "reveal:taeral:3,0") {
		t.Fatalf("options: %s", ids)
	}
	refused(t, s, reveal(Heroes, "taeral", 3, 0), CodeNoArrow)
	s, evs := play(t, s, []int{6, 5, 1, 2}, reveal(Heroes, "taeral", 3, 1))
	if gone, _ := find[ArrowsRemoved](evs); len(gone.Squares) != 2 {
		t.Fatalf("arrows removed: %v", gone.Squares)
	}
	if len(s.Explore.Arrows) != 1 || s.Explore.Arrows[0].At != at(3, 2) {
		t.Fatalf("arrows left: %+v", s.Explore.Arrows)
	}
	if placed, _ := find[FigurePlaced](evs); placed.Figure != "orc" {
		t.Fatal("the orc did not enter play")
	}
	if _, ok := find[CaughtBySurprise](evs); ok {
		t.Fatal("an orc 8 squares away caught by surprise")
	}
	if s.Side != Heroes || s.Turn != 2 {
		t.Fatalf("side %v turn %d", s.Side, s.Turn)
	}
}

// Page 22: a section without creatures is revealed with no Initiative
// roll, and the activation goes on with the Action spent. Only heroes
// explore, and not next to an enemy.
func TestRevealEmptySectionAndRefusals(t *testing.T) {
	s := arrowCorridor(t)
	s, _ = play(t, s, nil, activate(Heroes, "hound"), moveTo(Heroes, "hound", 3, 2))
	refused(t, s, reveal(Heroes, "hound", 3, 2), CodeNotAHero)
	s, _ = play(t, s, nil, endAct(Heroes, "hound"), activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 3, 1))
	s.Figures[1].At = at(2, 1)
	s.Figures[1].Side = Dark
	refused(t, s, reveal(Heroes, "taeral", 3, 1), CodeEnemyAdjacent)
	s.Figures[1].Side = Heroes
	s.Figures[1].At = at(0, 0)
	s.Figures[0].At = at(3, 2)
	s, evs := play(t, s, nil, reveal(Heroes, "taeral", 3, 2))
	if !s.SectionRevealed(3) || s.Active == nil || s.Active.Action != ruleReveal {
		t.Fatal("room 3 should be revealed and the Action spent")
	}
	if _, ok := find[InitiativeWon](evs); ok {
		t.Fatal("an Initiative roll with no enemy")
	}
	refused(t, s, reveal(Heroes, "taeral", 3, 2), CodeActionUsed)
}

// Page 22: opening an unexplored door is never done diagonally; a locked
// door is refused and the Action is kept; an open door is no longer
// unexplored.
func TestOpenDoorRefusals(t *testing.T) {
	s := borgronRoom(t)
	s.Figures[0].At = at(3, 0)
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	refused(t, s, openDoor(Heroes, "borgron", 3, 1, board.SideE), CodeNotAdjacent)
	refused(t, s, openDoor(Heroes, "borgron", 3, 0, board.SideE), CodeNoDoor)
	if strings.Contains(OptionIDs(Options(s, Heroes)), "open_door") {
		t.Fatal("a diagonal door offered")
	}
	s.Figures[0].At = at(3, 1)
	s.Explore.Doors[0].Locked = true
	refused(t, s, openDoor(Heroes, "borgron", 3, 1, board.SideE), CodeDoorLocked)
	s.Explore.Doors[0].Locked = false
	// The same edge named from the square beyond it.
	s, _ = play(t, s, []int{6, 6, 1, 2}, openDoor(Heroes, "borgron", 4, 1, board.SideW))
	if s.Explore.Doors != nil {
		t.Fatal("the door is still unexplored")
	}
}

// Page 22: a section is on the table only once revealed; no figure walks
// into one that is not, through the arrow's opening or otherwise (R47).
func TestNoEnteringUnrevealedSections(t *testing.T) {
	s := arrowCorridor(t)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, moveTo(Heroes, "taeral", 4, 1), CodeNoPath)
	if _, ok := moveOpts(s, Heroes)[at(4, 1)]; ok {
		t.Fatal("a move into the unrevealed corridor offered")
	}
	s, _ = play(t, s, []int{6, 1, 1, 2}, moveTo(Heroes, "taeral", 3, 1), reveal(Heroes, "taeral", 3, 1))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	if _, ok := moveOpts(s, Heroes)[at(4, 1)]; !ok {
		t.Fatal("the revealed corridor cannot be entered")
	}
}
