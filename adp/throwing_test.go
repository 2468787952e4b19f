package adp_test

import (
	"strings"
	"testing"

	"dun/board"
	"dun/rules"
	"dun/setup"
)

// R846: an orc warrior with a javelin in its pack and no enemy next to it
// takes the javelin up when it could throw it this activation, and keeps
// its axe when the hero is out of a throw's reach.
func TestMeleeFighterDrawsItsJavelin(t *testing.T) {
	jav, err := setup.Item(starterPack(t), "javelin")
	if err != nil {
		t.Fatal(err)
	}
	jav.Place = rules.InPack
	for _, tc := range []struct {
		name string
		x    int
		want string
	}{
		{"in reach of a throw", 4, "wield:orc:"},
		{"far beyond it", 29, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			orc := creature(t, "orc_warrior", "orc", 0, 2, board.East)
			orc.Items = append(orc.Items, jav)
			s := darkState(t, room(t, 30, 5), orc, hero(t, "borgron", tc.x, 2, board.West))
			s = activated(t, s, "orc")
			d := choose(t, player(t), s)
			drew := strings.HasPrefix(d.Option.ID, "wield:orc:")
			if drew != (tc.want != "") {
				t.Fatalf("got %s (%s)", d.Option.ID, d.Why.En)
			}
			if drew {
				n := apply(t, s, d)
				if d2 := choose(t, player(t), n); !strings.HasPrefix(d2.Option.ID, "shoot:orc:borgron") && !strings.HasPrefix(d2.Option.ID, "move:orc:") {
					t.Fatalf("then %s (%s), want a throw", d2.Option.ID, d2.Why.En)
				}
			}
		})
	}
}
