package rules

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"dun/board"
)

func attemptTest(id, target string) Command {
	return AttemptChallenge{Header: Header{Seat: Heroes}, Figure: id, Target: target}
}

// boulderRoom is a corridor blocked by a boulder (an impassable element,
// ID 0) at (3, 1), and a challenge to move it: Strength, 10, from next to
// it; on a failure the boulder rolls back, one damage die.
func boulderRoom(t *testing.T, attempts string, figs ...Figure) State {
	t.Helper()
	g := parseMap(t,
		"#######",
		"...C...",
		"#######",
	)
	s := newState(t, g, figs...)
	s, err := WithScene(s, Scene{Challenges: []Challenge{{
		ID: "boulder", Text: Text{En: "Move the boulder", Es: "Mover la roca"}, Attribute: Strength, Target: 10,
		At: []board.Pos{at(3, 1)}, Attempts: attempts,
		Success: ChallengeOutcome{Text: Text{En: "It rolls aside.", Es: "Rueda a un lado."}, Remove: 1},
		Failure: ChallengeOutcome{Text: Text{En: "It rolls back on you.", Es: "Rueda hacia ti."}, Effect: FindEffect{ID: EffectFindHarm, Dice: 1, Against: Armour}},
	}}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Page 28, Action 25: a hero next to the situation spends his Action on
// the test the quest sheet states; its outcome is the sheet's (R934).
func TestChallenge(t *testing.T) {
	taeral, borgron := heroFig("taeral", 2, 1, 5, 0), heroFig("borgron", 6, 1, 4, 0)
	borgron.EditAttrs().Strength = 4
	s := boulderRoom(t, ChallengeEach, taeral, borgron)

	// Away from the boulder: not offered, refused.
	far, _ := play(t, s, nil, activate(Heroes, "borgron"))
	if strings.Contains(OptionIDs(Options(far, Heroes)), "attribute_test:") {
		t.Fatalf("offered away from the boulder: %s", OptionIDs(Options(far, Heroes)))
	}
	refused(t, far, attemptTest("borgron", "boulder"), CodeNotAdjacent)
	refused(t, far, attemptTest("borgron", "nothing"), CodeNoChallenge)

	// Taeral, next to it: 2+3, Strength 3, 8: a failure; the boulder
	// rolls back on him (a 6: one wound) and stays.
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	if !strings.Contains(OptionIDs(Options(s, Heroes)), "attribute_test:taeral:boulder") {
		t.Fatalf("not offered: %s", OptionIDs(Options(s, Heroes)))
	}
	s, evs := play(t, s, []int{2, 3, 6}, attemptTest("taeral", "boulder"))
	r, _ := find[Rolled](evs)
	if r.Roll.Rule != ruleChallenge || r.Roll.Target != 10 || r.Roll.Outcome != Failed || r.Roll.Modifiers[0].Why != Strength.Text() {
		t.Fatalf("test %+v", r.Roll)
	}
	if ct, ok := find[ChallengeTried](evs); !ok || ct.Passed || ct.Text.En != "It rolls back on you." {
		t.Fatalf("tried %+v", ct)
	}
	if f, _ := s.Figure("taeral"); f.Wounds != 1 || s.Active.Action != ruleChallenge {
		t.Fatalf("after the failure: wounds %d, action %q", f.Wounds, s.Active.Action)
	}
	// Each hero once: Taeral has had his attempt, next turn too.
	s, _ = play(t, s, nil, endAct(Heroes, "taeral"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "taeral"))
	refused(t, s, attemptTest("taeral", "boulder"), CodeNoChallenge)

	// Borgron, Strength 4, from the other side: 3+3+4, 10: it rolls
	// aside, for good, and the way is open.
	s, _ = play(t, s, nil, endAct(Heroes, "taeral"), activate(Heroes, "borgron"), moveTo(Heroes, "borgron", 4, 1))
	s, evs = play(t, s, []int{3, 3}, attemptTest("borgron", "boulder"))
	if ct, _ := find[ChallengeTried](evs); !ct.Passed {
		t.Fatalf("tried %+v", evs)
	}
	if rm, ok := find[ElementRemoved](evs); !ok || rm.Kind != "column" || len(rm.Squares) != 1 || rm.Squares[0] != at(3, 1) {
		t.Fatalf("removed %+v", rm)
	}
	if s.Board.Square(at(3, 1)).Element != 0 || !s.Scene.Challenges[0].Passed {
		t.Fatal("the boulder is still there")
	}
	if _, ok := moveOpts(s, Heroes)[at(3, 1)]; !ok {
		t.Fatalf("the way is not open: %v", moveOpts(s, Heroes))
	}
	s, _ = play(t, s, nil, endAct(Heroes, "borgron"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "borgron"))
	refused(t, s, attemptTest("borgron", "boulder"), CodeNoChallenge)
}

// One attempt for the group: after a failure nobody tries again; an
// enemy next to the hero forbids the Action.
func TestChallengeAttempts(t *testing.T) {
	taeral, borgron := heroFig("taeral", 2, 1, 5, 0), heroFig("borgron", 4, 1, 4, 0)
	s := boulderRoom(t, ChallengeGroup, taeral, borgron)
	s, _ = play(t, s, []int{1, 2, 1}, activate(Heroes, "taeral"), attemptTest("taeral", "boulder"), endAct(Heroes, "taeral"), activate(Heroes, "borgron"))
	refused(t, s, attemptTest("borgron", "boulder"), CodeNoChallenge)

	orc := fig("orc", Dark, SizeAverage, 1, 1, 4)
	s = boulderRoom(t, ChallengeUnlimited, heroFig("taeral", 2, 1, 5, 0), orc)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	refused(t, s, attemptTest("taeral", "boulder"), CodeEnemyAdjacent)
}

// A challenge overcome may open a closed door; a bad check of the scene
// is refused.
func TestChallengeOpensADoor(t *testing.T) {
	g := parseMap(t, "....", "....")
	if err := g.SetEdge(at(1, 0), board.SideE, board.Edge{Kind: board.Door, Door: board.NormalDoor, State: board.Closed}); err != nil {
		t.Fatal(err)
	}
	s := newState(t, g, heroFig("taeral", 1, 0, 5, 0))
	lever := Challenge{ID: "lever", Text: Text{En: "Pull the rusty lever", Es: "Tirar de la palanca oxidada"}, Attribute: Strength, Target: 8,
		At: []board.Pos{at(1, 1)}, Success: ChallengeOutcome{Text: Text{En: "The door grinds open.", Es: "La puerta se abre chirriando."}, OpenDoor: true, Door: at(1, 0), DoorSide: board.SideE}}
	s, err := WithScene(s, Scene{Challenges: []Challenge{lever}})
	if err != nil {
		t.Fatal(err)
	}
	s, evs := play(t, s, []int{3, 3}, activate(Heroes, "taeral"), attemptTest("taeral", "lever"))
	if d, ok := find[DoorOpened](evs); !ok || d.At != at(1, 0) || s.Board.Edge(at(1, 0), board.SideE).State != board.Opened {
		t.Fatalf("door: %+v", evs)
	}
	bad := lever
	bad.Target = 1
	if _, err := WithScene(s, Scene{Challenges: []Challenge{bad}}); err == nil {
		t.Fatal("a target of 1 was accepted")
	}
	bad = lever
	bad.Success.Remove = 9
	if _, err := WithScene(s, Scene{Challenges: []Challenge{bad}}); err == nil {
		t.Fatal("a missing element was accepted")
	}
}

// A state with challenges, tried and not, survives JSON and clones
// unchanged, and its hash sees them.
func TestChallengeStateRoundTrip(t *testing.T) {
	s := boulderRoom(t, ChallengeEach, heroFig("taeral", 2, 1, 5, 0))
	s, _ = play(t, s, []int{1, 2, 1}, activate(Heroes, "taeral"), attemptTest("taeral", "boulder"))
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var r State
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatalf("%v\n%s", err, b)
	}
	if r.Hash() != s.Hash() || !reflect.DeepEqual(r.Scene.Challenges, s.Scene.Challenges) {
		t.Fatalf("changed over JSON:\n%+v\n%+v", r.Scene.Challenges, s.Scene.Challenges)
	}
	c := s.Clone()
	c.Scene.Challenges[0].Tried[0] = "someone"
	c.Scene.Challenges[0].At[0] = at(0, 0)
	if s.Scene.Challenges[0].Tried[0] != "taeral" || s.Scene.Challenges[0].At[0] != at(3, 1) || c.Hash() == s.Hash() {
		t.Fatal("a clone shares the challenges, or the hash misses them")
	}
}
