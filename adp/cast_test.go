package adp_test

import (
	"strings"
	"testing"

	"dun/board"
	"dun/rules"
)

// Page 62 (R783, R843): a creature able to cast attacks with a spell first,
// casting at its enemies a spell that takes more enemies than allies; with
// its allies around the only enemy, it does not cast, and fights as usual.
func TestCastsSpellsFirst(t *testing.T) {
	fireball := rules.Spell{SpellCard: &rules.SpellCard{ID: "fireball", Name: rules.Text{En: "Fireball", Es: "Bola de fuego"}, Nature: rules.NatureProjectile, Mana: 1, Range: 12, Radius: 1,
		Effect: rules.SpellEffect{ID: rules.EffectProjectile, Dice: 5, Against: rules.Armour, Flaming: true}}}
	for _, c := range []struct {
		name   string
		allies []board.Pos
		cast   bool
	}{
		{"alone", nil, true},
		{"one ally beside", []board.Pos{{X: 0, Y: 1}}, true},
		{"allies on both sides", []board.Pos{{X: 0, Y: 1}, {X: 2, Y: 1}}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			borgron := hero(t, "borgron", 1, 1, board.East)
			shaman := creature(t, "orc_warrior", "shaman", 6, 3, board.West)
			// a free hand to cast with (page 38)
			shaman.Spells = []rules.Spell{fireball}
			shaman.EditAttrs().Mana = 2
			shaman.EditAttrs().Intelligence = 5
			shaman.Items = nil
			figs := []rules.Figure{borgron, shaman}
			for k, p := range c.allies {
				figs = append(figs, creature(t, "orc_warrior", "orc"+string(rune('1'+k)), p.X, p.Y, board.East))
			}
			s := darkState(t, room(t, 8, 4), figs...)
			p := player(t)
			d := choose(t, p, s)
			if d.Option.ID != "activate:shaman" {
				t.Fatalf("first decision %s", d.Option.ID)
			}
			s = apply(t, s, d)
			d = choose(t, p, s)
			if got := strings.HasPrefix(d.Option.ID, "cast:shaman:fireball"); got != c.cast {
				t.Fatalf("decision %s (%s), want a cast: %v", d.Option.ID, d.Why.En, c.cast)
			}
			if c.cast && !strings.Contains(d.Why.En, "spells come before other attacks") {
				t.Errorf("why: %s", d.Why.En)
			}
		})
	}
}
