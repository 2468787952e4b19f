package adp_test

import (
	"strings"
	"testing"

	"dun/board"
	"dun/rules"
)

// R843: a caster casts before any other attack; a spell whose area takes
// two enemies beats one that takes one, but never one that takes as many
// allies as enemies; a caster out of reach moves to where it can cast.
func TestCasterCasts(t *testing.T) {
	shaman := func(x, y int) rules.Figure { return creature(t, "orc_shaman", "shaman", x, y, board.East) }
	for _, tc := range []struct {
		name  string
		figs  []rules.Figure
		want  string // option ID prefix
		spell string // the spell cast, when one is
	}{
		{"one hero in range: a spell, not the staff",
			[]rules.Figure{shaman(1, 2), hero(t, "borgron", 5, 2, board.West)}, "cast:shaman:", ""},
		{"two heroes side by side: the area spell",
			[]rules.Figure{shaman(1, 2), hero(t, "borgron", 5, 2, board.West), hero(t, "shara", 5, 3, board.West)}, "cast:shaman:god_crush_them:", "god_crush_them"},
		{"an ally beside the hero: no area spell on them",
			[]rules.Figure{shaman(1, 2), hero(t, "borgron", 5, 2, board.West), creature(t, "orc_warrior", "orc", 5, 3, board.West)}, "cast:shaman:", "green_flame|brain_damage"},
		{"out of range: it moves to cast",
			[]rules.Figure{shaman(0, 0), hero(t, "borgron", 11, 4, board.West)}, "move:shaman:", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := adpMode(t, darkState(t, room(t, 12, 5), tc.figs...))
			s = activated(t, s, "shaman")
			d := choose(t, player(t), s)
			if d.Option.ID == "dark_roll:"+rules.RollNonOffensive {
				// An ally to support: the 1D6 of page 61 first; 2 is no.
				s = apply(t, s, d, 2)
				d = choose(t, player(t), s)
			}
			if !strings.HasPrefix(d.Option.ID, tc.want) {
				t.Fatalf("got %s (%s), want %s...", d.Option.ID, d.Why.En, tc.want)
			}
			if tc.spell != "" {
				c := d.Option.Command.(rules.Cast)
				if !strings.Contains("|"+tc.spell+"|", "|"+c.Spell+"|") {
					t.Fatalf("cast %s (%s), want %s", c.Spell, d.Why.En, tc.spell)
				}
			}
			if strings.HasPrefix(d.Option.ID, "move:") {
				n := apply(t, s, d)
				if d2 := choose(t, player(t), n); !strings.HasPrefix(d2.Option.ID, "cast:shaman:") && !strings.HasPrefix(d2.Option.ID, "face:shaman:") {
					t.Fatalf("after moving: %s (%s)", d2.Option.ID, d2.Why.En)
				}
			}
		})
	}
}

// adpMode puts s in the rules' adp mode: its Dark Player is the Artificial
// one (with no cards), so that the rules give his creatures page 62's
// exceptions.
func adpMode(t *testing.T, s rules.State) rules.State {
	t.Helper()
	cat, err := rules.NewCatalogue(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	n, err := rules.WithDarkPlayer(s, rules.DarkPlayer{Mode: rules.DarkADP, Cards: cat})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// R849: a Sorcerer with spells left that cannot cast this activation (it
// has cast already) walks toward the heroes but stops a square short of
// them; a Melee Fighter in its place walks up to them.
func TestSorcererKeepsAway(t *testing.T) {
	for _, kind := range []string{"orc_shaman", "orc_warrior"} {
		t.Run(kind, func(t *testing.T) {
			f := creature(t, kind, "orc", 0, 2, board.East)
			f.EditAttrs().Mana = 4
			s := adpMode(t, darkState(t, room(t, 12, 5), f, hero(t, "borgron", 5, 2, board.West)))
			s = activated(t, s, "orc")
			s.Active.Action = "cast" // as if it had cast: no attack, no second spell
			d := choose(t, player(t), s)
			mv, ok := d.Option.Command.(rules.Move)
			if !ok {
				t.Fatalf("got %s (%s), want a move", d.Option.ID, d.Why.En)
			}
			next := mv.To.X >= 4 && mv.To.Y >= 1 && mv.To.Y <= 3
			if next != (kind == "orc_warrior") {
				t.Fatalf("%s moves to %v (%s)", kind, mv.To, d.Why.En)
			}
		})
	}
}
