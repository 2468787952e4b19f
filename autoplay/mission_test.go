package autoplay

import (
	"path/filepath"
	"slices"
	"testing"

	"dun/board"
)

// The Hall of the Horned Lord asks the heroes to clear the shrine, behind
// a locked door: that door is their way at once, while the other locked
// doors still wait for the open ways to run out.
func TestMissionDoorIsNotLeftForLast(t *testing.T) {
	s := gameWith(t, filepath.Join("..", "examples", "quests", "04-minotaur-hall.yaml"), "shara")
	shrine := s.Board.Square(pos(4, 3)).Section
	if secs := missionSections(&s, nil); !slices.Contains(secs, shrine) {
		t.Fatalf("mission sections %v lack the shrine (%d)", secs, shrine)
	}
	x := s.Explore
	found := false
	for _, d := range x.Doors {
		if d.At == pos(7, 3) {
			found = d.Locked
		}
	}
	if !found {
		t.Fatal("the shrine's door is not a locked unexplored door")
	}
	// The shrine door's squares, on the corridor's side and the shrine's.
	gs := goals(&s, figure(&s, "shara"), false, nil)
	for _, p := range []board.Pos{pos(7, 3), pos(8, 3)} {
		if !slices.Contains(gs, p) {
			t.Errorf("%v, at the shrine's locked door, is no goal among %v", p, gs)
		}
	}
	// Without the objective the locked door waits.
	s.Mission.Objectives = nil
	gs = goals(&s, figure(&s, "shara"), false, nil)
	if slices.Contains(gs, pos(8, 3)) {
		t.Errorf("with no objective behind it the locked door is a goal: %v", gs)
	}
}
