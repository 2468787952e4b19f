package rules

import (
	"slices"
	"testing"

	"dun/board"
)

// watchmanState is dpState's map on the Dark Player's turn: Taeral at
// (5,0), an orc (with skills) at (1,1) by the unexplored door on its
// south side, and a skeleton hidden behind it at (2,4).
func watchmanState(t *testing.T, hand []string, skills ...string) State {
	t.Helper()
	orc := skilled(withID(creature("orc", "grunt", 1, false), "orc-1"), skills...)
	orc.At = at(1, 1)
	s := dpState(t, hand, explorer("taeral", 5, 0), orc)
	skel := withID(creature("skeleton", "grunt", 1, false), "skeleton-1")
	skel.At = at(2, 4)
	s.Explore.Hidden = []Figure{skel}
	return darkTurn(t, s)
}

func openDoorAs(seat Side, id string, x, y int, side board.Side) Command {
	return OpenDoor{Header: Header{Seat: seat}, Figure: id, At: at(x, y), Side: side}
}

// Page 116, Watchman: one of the Dark Player's creatures with the skill
// may open an unexplored door, even in a combat turn; the creatures
// revealed "will always lose the Initiative roll": no roll, and they wait
// for his next turn (page 30's table). No obstacle is asked (R1041).
func TestWatchmanOpensADoor(t *testing.T) {
	s := watchmanState(t, []string{"stake"}, "watchman")
	s, _ = play(t, s, nil, activate(Dark, "orc-1"))
	if !slices.ContainsFunc(Options(s, Dark), func(o Option) bool { _, ok := o.Command.(OpenDoor); return ok }) {
		t.Fatalf("no door offered: %s", OptionIDs(Options(s, Dark)))
	}
	s, evs := play(t, s, nil, openDoorAs(Dark, "orc-1", 1, 1, board.SideS))
	if _, ok := find[DoorOpened](evs); !ok || !s.SectionRevealed(3) {
		t.Fatalf("door not opened: %+v", evs)
	}
	if s.Prompt != nil {
		t.Fatalf("a question opened: %+v", s.Prompt)
	}
	if _, rolled := find[Rolled](evs); rolled {
		t.Fatal("an Initiative roll was made")
	}
	called, ok := find[WatchmanCalled](evs)
	sk, _ := s.Figure("skeleton-1")
	if !ok || !slices.Equal(called.Figures, []string{"skeleton-1"}) || !sk.Activated || !sk.Present() {
		t.Fatalf("called %+v, skeleton %+v", called, sk)
	}
	if s.Side != Dark || s.Active == nil || s.Active.Action != ruleOpenDoor {
		t.Fatalf("side %v active %+v", s.Side, s.Active)
	}
	if !slices.Equal(s.Dark.Hand, []string{"stake"}) {
		t.Fatalf("hand %v", s.Dark.Hand)
	}
}

// Without the skill a creature opens no unexplored door.
func TestOnlyAWatchmanOpensDoors(t *testing.T) {
	s := watchmanState(t, nil)
	s, _ = play(t, s, nil, activate(Dark, "orc-1"))
	refused(t, s, openDoorAs(Dark, "orc-1", 1, 1, board.SideS), CodeNotAHero)
	s = watchmanState(t, nil, "watchman")
	s.Figures[s.figure("orc-1")].At = at(3, 1)
	s, _ = play(t, s, nil, activate(Dark, "orc-1"))
	refused(t, s, openDoorAs(Dark, "orc-1", 1, 1, board.SideS), CodeNotAdjacent)
}
