package adp_test

import (
	"strings"
	"testing"

	"dun/board"
	"dun/dice"
	"dun/rules"
)

// Turn 4 of "How to play with the ADP" (pages 66-69). Borgron has revealed
// a room from the end of the corridor, Shara waits behind him; an orc
// archer and an orc warrior were placed in the room, the warrior 3 squares
// from Borgron, and the orcs won the Initiative. The book: the archer acts
// first (a shooter), targets Borgron and shoots without moving (no
// penalty, 3 squares or less), hitting for 1 wound; the warrior would
// rather attack Shara (Borgron was already attacked), but cannot reach
// her past the dwarf, so it moves until it enters Borgron's melee range
// and attacks him; Borgron wins the exchange. Then the turn ends.
func TestWalkthroughTurn4(t *testing.T) {
	g := gridOpen(t, []board.Pos{{X: 6, Y: 2}},
		"######222222",
		"######222222",
		"......222222",
		"######222222",
		"######222222",
	)
	borgron := hero(t, "borgron", 5, 2, board.East)
	borgron.Wounds = 2 // the electric shock of turn 2
	shara := hero(t, "shara", 4, 2, board.East)
	archer := creature(t, "orc_archer", "archer", 8, 1, board.West)
	warrior := creature(t, "orc_warrior", "warrior", 8, 3, board.West)
	s := darkState(t, g, borgron, shara, archer, warrior)
	src := dice.Scripted(
		4, 4, // the archer's Shooting Skill test: 8 + 3 - 1 (Borgron is more agile) = 10, a hit
		1, 2, 5, // the short bow's 3 damage dice against Armour 4: 1 wound
		2, 3, // the warrior's Combat Skill roll: 5 + 3 - 1 (axe)
		5, 5, // Borgron's: 10 + 4 - 1 (axe), he wins
	)
	s, steps := darkTurn(t, player(t), s, src)
	logSteps(t, steps)
	var ids []string
	for _, st := range steps {
		ids = append(ids, st.Option.ID)
	}
	want := []string{
		"activate:archer", "shoot:archer:borgron", "end_activation:archer",
		"activate:warrior", "move:warrior:6,2", "attack:warrior:borgron", "end_activation:warrior",
		"end_turn",
	}
	if len(ids) != len(want) {
		t.Fatalf("decisions %v, want %v", ids, want)
	}
	for k := range want {
		if ids[k] != want[k] && !(strings.HasSuffix(want[k], "*") && strings.HasPrefix(ids[k], strings.TrimSuffix(want[k], "*"))) {
			t.Fatalf("decision %d is %s, want %s (all: %v)", k, ids[k], want[k], ids)
		}
	}
	if why := steps[4].Why.En; !strings.Contains(why, "Shara, not attacked yet, is out of its reach") {
		t.Errorf("the warrior's reason does not say why not Shara: %s", why)
	}
	if src.Used() != src.Len() {
		t.Errorf("%d of %d forced dice used", src.Used(), src.Len())
	}
	b := s.Figures[0]
	if b.Wounds != 3 {
		t.Errorf("Borgron has %d wounds, want 3", b.Wounds)
	}
	// The warrior stopped on entering Borgron's melee range, in the room,
	// on the square from which no wall corner covers the dwarf.
	if s.Side != rules.Heroes || !rules.Adjacent(s, "warrior", "borgron", true) || at(t, s, "warrior").X < 6 || at(t, s, "archer") != (board.Pos{X: 8, Y: 1}) {
		t.Errorf("side %v, warrior at %v, archer at %v", s.Side, at(t, s, "warrior"), at(t, s, "archer"))
	}
}
