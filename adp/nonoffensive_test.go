package adp_test

import (
	"strings"
	"testing"

	"dun/board"
	"dun/rules"
)

// R848: a shaman with a supporting spell and an ally fighting beside a
// hero rolls 1D6 before anything else; on 4+ it casts the supporting spell
// on the ally and attacks no one, on 1-3 it attacks; with no ally to
// support it rolls nothing; the die is rolled once per activation.
func TestNonOffensiveActions(t *testing.T) {
	start := func(t *testing.T, ally bool) rules.State {
		figs := []rules.Figure{creature(t, "orc_shaman", "shaman", 1, 2, board.East), hero(t, "borgron", 5, 2, board.West)}
		if ally {
			figs = append(figs, creature(t, "orc_warrior", "orc", 5, 3, board.North))
		}
		return activated(t, adpMode(t, darkState(t, room(t, 12, 5), figs...)), "shaman")
	}
	roll := "dark_roll:" + rules.RollNonOffensive
	for _, tc := range []struct {
		name string
		die  int
		want string
	}{
		{"4+: it supports the warrior", 4, "cast:shaman:frenzy:orc"},
		{"6: it supports the warrior", 6, "cast:shaman:frenzy:orc"},
		{"1-3: it attacks", 3, "cast:shaman:green_flame:borgron"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := start(t, true)
			d := choose(t, player(t), s)
			if d.Option.ID != roll {
				t.Fatalf("first %s (%s), want the die", d.Option.ID, d.Why.En)
			}
			s = apply(t, s, d, tc.die)
			if rules.NonOffensiveDie(s, "shaman") != tc.die {
				t.Fatalf("die %d kept as %d", tc.die, rules.NonOffensiveDie(s, "shaman"))
			}
			if strings.Contains(rules.OptionIDs(rules.Options(s, rules.Dark)), roll) {
				t.Fatal("the die is offered twice in one activation")
			}
			d = choose(t, player(t), s)
			if d.Option.ID != tc.want {
				t.Fatalf("then %s (%s), want %s", d.Option.ID, d.Why.En, tc.want)
			}
		})
	}
	t.Run("no ally to support: no die", func(t *testing.T) {
		if d := choose(t, player(t), start(t, false)); d.Option.ID == roll {
			t.Fatalf("rolled with nobody to support: %s", d.Why.En)
		}
	})
	t.Run("not in a human Dark Player's game", func(t *testing.T) {
		s := activated(t, darkState(t, room(t, 12, 5), creature(t, "orc_shaman", "shaman", 1, 2, board.East),
			hero(t, "borgron", 5, 2, board.West), creature(t, "orc_warrior", "orc", 5, 3, board.North)), "shaman")
		if strings.Contains(rules.OptionIDs(rules.Options(s, rules.Dark)), roll) {
			t.Fatal("the ADP's die offered outside adp mode")
		}
	})
}
