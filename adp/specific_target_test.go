package adp_test

import (
	"strings"
	"testing"

	"dun/board"
	"dun/rules"
)

// Page 62, "Specific target" (R913): a creature the quest sends after one
// hero goes for that hero, running if it must, and attacks it whatever its
// card prefers; engaged, it fights as usual.
func TestSpecificTarget(t *testing.T) {
	g := grid(t,
		"................",
		"................",
		"................",
	)
	game := func(borgronX, sharaX int) rules.State {
		orc := creature(t, "orc_warrior", "orc", 5, 1, board.West)
		orc.SetHunts("shara")
		return activated(t, darkState(t, g, hero(t, "borgron", borgronX, 1, board.East), hero(t, "shara", sharaX, 1, board.West), orc), "orc")
	}
	for _, c := range []struct {
		name       string
		s          rules.State
		want       string // the option's ID prefix
		reason     string
		notReason  string
		targetNear bool
	}{
		{"reaches its target", game(3, 9), "move:orc:", "specific target", "", true},
		{"runs to its target", game(3, 14), "run:orc", "its specific target", "", false},
		{"engaged, it fights", game(4, 9), "attack:orc:borgron", "target Borgron", "specific target", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := choose(t, player(t), c.s)
			if !strings.HasPrefix(d.Option.ID, c.want) || !strings.Contains(d.Why.En, c.reason) || c.notReason != "" && strings.Contains(d.Why.En, c.notReason) {
				t.Fatalf("got %s (%s), want %s (%q)", d.Option.ID, d.Why.En, c.want, c.reason)
			}
			if c.targetNear {
				n := apply(t, c.s, d)
				if p := at(t, n, "orc"); p.X < 8 {
					t.Fatalf("the orc stopped at %v, not next to Shara", p)
				}
			}
		})
	}
}
