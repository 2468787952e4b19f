package adp_test

import (
	"strings"
	"testing"

	"dun/board"
)

// R845: an enemy the creature could only reach by jumping a pit or swimming
// is never the nearest while another can be reached on foot; with none on
// foot, the nearest by distance.
func TestNearestOnFoot(t *testing.T) {
	for _, tc := range []struct {
		name   string
		moat   string
		toward string // the hero the orc must get closer to
		passed string // the hero the reason says was passed over
	}{
		{"a pit between", "p", "shara", "Borgron"},
		{"deep water between", "~", "shara", "Borgron"},
		{"nothing between", ".", "borgron", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := tc.moat
			rows := make([]string, 10)
			for y := range rows {
				rows[y] = "...." + m + ".."
			}
			orc := creature(t, "orc_warrior", "orc", 3, 0, board.East)
			s := darkState(t, grid(t, rows...), orc, hero(t, "borgron", 6, 0, board.West), hero(t, "shara", 0, 9, board.North))
			s = activated(t, s, "orc")
			d := choose(t, player(t), s)
			if tc.passed != "" && !strings.Contains(d.Why.En, tc.passed+" is closer") {
				t.Fatalf("%s (%s): no word of %s", d.Option.ID, d.Why.En, tc.passed)
			}
			if !strings.Contains(d.Why.En, nameOf(tc.toward)+", the nearest enemy") && !strings.Contains(d.Why.En, "attack "+nameOf(tc.toward)) {
				t.Fatalf("%s (%s): want it to go for %s", d.Option.ID, d.Why.En, tc.toward)
			}
		})
	}
}

func nameOf(id string) string { return strings.ToUpper(id[:1]) + id[1:] }

// A creature runs only when the run would bring it closer than a walk: a
// running figure may not step next to an enemy (page 23), so in a short
// corridor the run would stop where the walk does (R304).
func TestRunsOnlyWhenItGetsCloser(t *testing.T) {
	for _, tc := range []struct {
		name string
		len  int
		run  bool
	}{
		{"a long corridor: the run gets closer", 10, true},
		{"a short one: the run stops where the walk does", 7, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			orc := creature(t, "orc_warrior", "orc", 0, 0, board.East)
			s := darkState(t, grid(t, strings.Repeat(".", tc.len)), orc, hero(t, "borgron", tc.len-1, 0, board.West))
			s = activated(t, s, "orc")
			d := choose(t, player(t), s)
			if ran := d.Option.ID == "run:orc"; ran != tc.run {
				t.Fatalf("got %s (%s)", d.Option.ID, d.Why.En)
			}
		})
	}
}
