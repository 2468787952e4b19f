package autoplay

import (
	"strings"
	"testing"

	"dun/board"
	"dun/rules"
)

// The objects as the starter pack's magic.yaml describes them.
func wand() rules.Item {
	return rules.Item{ItemCard: &rules.ItemCard{ID: "wand_of_sparks", Name: rules.Text{En: "Wand of Sparks", Es: "Varita de chispas"}, Kind: rules.ItemObject, Hands: 1,
		Effect: rules.EffectMagicItem, Traits: []rules.Trait{{Name: "dice", Value: 3}, {Name: "power", Word: "magic_projectile"}, {Name: "range", Value: 8}, {Name: "uses", Value: 2}}}}
}

func blood() rules.Item {
	return rules.Item{ItemCard: &rules.ItemCard{ID: "unicorn_blood", Name: rules.Text{En: "Unicorn Blood", Es: "Sangre de unicornio"}, Kind: rules.ItemObject,
		Effect: rules.EffectMagicItem, Traits: []rules.Trait{{Name: "power", Word: "full_recovery"}, {Name: "uses", Value: 1}}}}
}

func TestMagicObjectsUsed(t *testing.T) {
	for _, c := range []struct {
		name  string
		hero  string
		foes  []board.Pos
		setup func(f *rules.Figure)
		want  string
	}{
		{"a badly wounded hero drinks the Unicorn Blood", "borgron", []board.Pos{pos(12, 8)}, func(f *rules.Figure) {
			f.Items = append([]rules.Item{}, f.Items[0], blood())
			f.Wounds = f.Attrs.Vitality - 1
		}, "use_item:borgron:1"},
		{"a hale hero keeps it", "borgron", []board.Pos{pos(12, 8)}, func(f *rules.Figure) {
			f.Items = append([]rules.Item{}, f.Items[0], blood())
		}, "!use_item:"},
		{"an enemy out of a blow's reach gets the wand's sparks", "shara", []board.Pos{pos(10, 4)}, func(f *rules.Figure) {
			f.Items = append(f.Items, wand())
			freeShield(f)
		}, "use_item:shara:"},
		{"an enemy beside him gets the sword, not the wand (no Action next to an enemy)", "shara", []board.Pos{pos(6, 4)}, func(f *rules.Figure) {
			f.Items = append(f.Items, wand())
			freeShield(f)
		}, "attack:shara:foe0"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := yard(t, []string{c.hero}, []board.Pos{pos(5, 4)}, c.foes)
			c.setup(figure(&s, c.hero))
			a, opts := activate(t, s, c.hero)
			ch := act(&a, opts)
			id := opts[ch.Index].ID
			if neg, ok := strings.CutPrefix(c.want, "!"); ok {
				if strings.HasPrefix(id, neg) {
					t.Errorf("chose %s (%s)", id, ch.Why.En)
				}
				return
			}
			if !strings.HasPrefix(id, c.want) {
				t.Errorf("chose %s (%s), want %s", id, ch.Why.En, c.want)
			}
			if ch.Why.En == "" || ch.Why.Es == "" {
				t.Errorf("no reason: %+v", ch.Why)
			}
		})
	}
}
