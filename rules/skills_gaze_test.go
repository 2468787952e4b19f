package rules

import (
	"testing"

	"dun/board"
)

func gazeRoom(t *testing.T, figs ...Figure) State {
	t.Helper()
	g := parseMap(t,
		"..........",
		"......T...",
		"..........")
	basilisk := skilled(fig("basilisk", Dark, SizeAverage, 9, 1, 4), "lethal_gaze")
	basilisk.Facing = board.West
	return newState(t, g, append(figs, basilisk)...)
}

// Page 115: a hero who enters the area of 6 squares in front of a
// creature with Lethal Gaze, in its sight, tests Intelligence (+1 with a
// shield, +1 with cover between them); a failure takes 10 damage dice
// against Intelligence. Starting an activation there calls for the test
// too, and the activation goes on after it.
func TestLethalGaze(t *testing.T) {
	shara := armed(heroFig("shara", 0, 1, 6, 0), shieldItem())
	s := gazeRoom(t, shara)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	// 2+1 +3 Intelligence +1 shield +1 the table's cover = 8: failed.
	s, evs := play(t, s, []int{2, 1, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1}, moveTo(Heroes, "shara", 4, 0))
	var test RollRecord
	for _, e := range evs {
		if r, ok := e.(Rolled); ok && r.Roll.Rule == ruleGaze && test.Rule == "" {
			test = r.Roll
		}
	}
	if !test.failed() || !hasModifier(test, 1, "a shield against the gaze") {
		t.Fatalf("the gaze test: %+v", test)
	}
	d, ok := find[DamageRolled](evs)
	if !ok || d.Dice != GazeDice || d.Against != Intelligence || d.Wounds != 4 {
		t.Fatalf("the gaze's damage: %+v", d)
	}
	if s.Active == nil || len(s.Active.Queue) != 0 {
		t.Fatalf("the move should be over: %+v", s.Active)
	}

	// Starting her activation there: she passes, and acts.
	s = gazeRoom(t, heroFig("shara", 5, 1, 6, 0))
	s, evs = play(t, s, []int{6, 5}, activate(Heroes, "shara"))
	if _, ok := skillUsed(evs, "lethal_gaze"); !ok || s.Active == nil || s.Active.Phase != Acting {
		t.Fatalf("the activation should go on after the gaze: %+v", s.Active)
	}

	// Undead ignore it; shots at the creature are at -2.
	skel := skilled(heroFig("skel", 5, 1, 6, 0), "undead")
	s = gazeRoom(t, skel)
	s, evs = play(t, s, nil, activate(Heroes, "skel"))
	if _, ok := skillUsed(evs, "lethal_gaze"); ok {
		t.Fatal("an Undead figure met the gaze")
	}
	s = gazeRoom(t, archer())
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	_, evs = play(t, s, []int{1, 2}, shootWith(Heroes, "taeral", "basilisk"))
	for _, e := range evs {
		if r, ok := e.(Rolled); ok && r.Roll.Rule == ruleShoot && !hasModifier(r.Roll, -2, "target's skill: Lethal Gaze") {
			t.Fatalf("the shot: %+v", r.Roll.Modifiers)
		}
	}
}

// A mover the gaze knocks out in its move is offered nothing more: its
// activation ends, as when the gaze knocks it out at its start (found by
// TestRandomPlayConformance).
func TestLethalGazeKnocksOutTheMover(t *testing.T) {
	frail := heroFig("shara", 0, 1, 6, 0)
	frail.EditAttrs().Vitality = 1
	s := gazeRoom(t, frail)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	s, _ = play(t, s, []int{1, 2, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6}, moveTo(Heroes, "shara", 4, 0))
	if f, _ := s.Figure("shara"); f.Present() {
		t.Fatalf("shara still stands: %+v", f.Conditions)
	}
	if s.Active != nil {
		t.Fatalf("the knocked-out mover's activation goes on: %+v", s.Active)
	}
	for _, o := range Options(s, Heroes) {
		if optionFigure(o.Command) == "shara" {
			t.Fatalf("the knocked-out mover is offered %s", o.ID)
		}
	}
}
