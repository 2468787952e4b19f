package adp_test

import (
	"strings"
	"testing"

	"dun/board"
)

// Page 61, "Maximize their potential" (R919): among the squares that bring
// it as close to its enemy, a creature takes the one most in the way
// between the heroes and its Leader; with no Leader on the board it keeps
// its other preferences.
func TestBlocksTheWayToTheLeader(t *testing.T) {
	g := room(t, 12, 5)
	leader := creature(t, "orc_champion", "champion", 11, 2, board.West)
	leader.SetLeader(true)
	walk := func(withLeader bool) (string, string) {
		orc := creature(t, "orc_warrior", "orc", 8, 0, board.West)
		s := darkState(t, g, hero(t, "borgron", 0, 2, board.East), orc)
		if withLeader {
			s = darkState(t, g, hero(t, "borgron", 0, 2, board.East), orc, leader)
		}
		s = activated(t, s, "orc")
		s.Active.Moved = true // it has run already: it walks on
		d := choose(t, player(t), s)
		return d.Option.ID, d.Why.En
	}
	id, why := walk(true)
	if id != "move:orc:4,2" || !strings.Contains(why, "in the way between Borgron and its Leader") {
		t.Fatalf("with a Leader: %s (%s)", id, why)
	}
	if id, why := walk(false); id == "move:orc:4,2" || strings.Contains(why, "Leader") {
		t.Fatalf("with no Leader: %s (%s)", id, why)
	}
}
