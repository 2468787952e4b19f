package adp_test

import (
	"testing"

	"dun/board"
	"dun/dice"
	"dun/rules"
)

// A creature whose shield blocks magic projectiles (the Diamond Shield,
// R1077) blocks the Wand of Sparks rather than only raising its shield
// for cover (page 62: creatures always use their shields).
func TestDiamondShieldBlocks(t *testing.T) {
	wand := rules.Item{ItemCard: &rules.ItemCard{ID: "wand_of_sparks", Name: rules.Text{En: "Wand of Sparks", Es: "Varita de chispas"}, Kind: rules.ItemObject, Hands: 1,
		Effect: rules.EffectMagicItem, Traits: []rules.Trait{{Name: "dice", Value: 3}, {Name: "power", Word: "magic_projectile"}, {Name: "range", Value: 8}, {Name: "uses", Value: 2}}}}
	diamond := rules.Item{ItemCard: &rules.ItemCard{ID: "diamond_shield", Name: rules.Text{En: "Diamond Shield", Es: "Escudo de diamante"}, Kind: rules.ItemShield, Hands: 1, Block: 5, BreakBlock: 2,
		Effect: rules.EffectMagicArmour, Traits: []rules.Trait{{Name: "block", Value: 4}, {Name: "immune", Word: "breaking"}, {Name: "power", Word: "blocks_magic_projectiles"}}}, Place: rules.InHand}
	for _, c := range []struct {
		name   string
		shield rules.Item
		want   string
	}{
		{"the Diamond Shield blocks", diamond, "answer:block"},
		{"an unidentified one is only raised", func() rules.Item { d := diamond; d.Unknown = true; return d }(), "answer:use_shield"},
	} {
		t.Run(c.name, func(t *testing.T) {
			maeliss := hero(t, "maeliss", 0, 1, board.East)
			maeliss.Items, maeliss.Spells = []rules.Item{wand}, nil
			orc := creature(t, "orc_warrior", "orc", 4, 1, board.West)
			orc.Items = append(orc.Items, c.shield)
			for i := range orc.Items {
				if orc.Items[i].Kind == rules.ItemShield && orc.Items[i].ID != "diamond_shield" {
					orc.Items[i].Place = rules.InPack
				}
			}
			s, err := rules.NewState(room(t, 8, 4), []rules.Figure{maeliss, orc})
			if err != nil {
				t.Fatal(err)
			}
			h := rules.Header{Seat: rules.Heroes}
			for _, cmd := range []rules.Command{rules.Activate{Header: h, Figure: "maeliss"}, rules.UseItem{Header: h, Figure: "maeliss", Item: 0, Target: "orc"}} {
				if s, _, err = rules.Apply(s, cmd, dice.Scripted()); err != nil {
					t.Fatal(err)
				}
			}
			if s.Prompt == nil || s.Prompt.Kind != rules.PromptSpellShield {
				t.Fatalf("prompt %+v", s.Prompt)
			}
			if d := choose(t, player(t), s); d.Option.ID != c.want {
				t.Fatalf("got %s (%s), want %s", d.Option.ID, d.Why.En, c.want)
			}
		})
	}
}
