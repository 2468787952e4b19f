package setup

import (
	"reflect"
	"strings"
	"testing"

	"dun/content"
	"dun/rules"
)

// A hero's spells come from content with two mana each (page 38); the
// seed pack's older effect IDs map onto the rules' generic ones.
func TestSpellsFromContent(t *testing.T) {
	p := starterPack(t)
	h, err := Hero(p, "aldren")
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Spells) != 3 || h.Attrs.Mana != 6 {
		t.Fatalf("aldren: %d spells, mana %d", len(h.Spells), h.Attrs.Mana)
	}
	fb := h.Spells[0]
	want := rules.Spell{ID: "fireball", Name: rules.Text{En: "Fireball", Es: "Bola de fuego"}, Nature: rules.NatureProjectile, Mana: 2, Range: 12,
		Effect: rules.SpellEffect{ID: rules.EffectProjectile, Dice: 5, Against: rules.Armour}}
	if !reflect.DeepEqual(fb, want) {
		t.Errorf("fireball\n%+v\nwant\n%+v", fb, want)
	}
	if sk := h.Spells[2]; sk.Effect.ID != rules.EffectProtect || sk.Effect.Armour != 1 || !sk.Permanent || sk.Range != 0 {
		t.Errorf("skin of fire %+v", sk)
	}
	n, _ := Hero(p, "nariant")
	if len(n.Spells) != 1 || n.Spells[0].Effect.ID != rules.EffectHeal || n.Spells[0].Effect.Vitality != 2 {
		t.Errorf("nariant's spells %+v", n.Spells)
	}
	c, ok := Creatures(p)("devastator_sorcerer")
	if !ok || len(c.Spells) != 4 || c.Spells[2].ID != "fireball" {
		t.Errorf("devastator sorcerer's spells %+v", c.Spells)
	}
	// Every spell of the pack resolves, and the state accepts the figures.
	for _, it := range p.List("spells") {
		if _, err := Spell(p, it.(*content.Spell).ID); err != nil {
			t.Error(err)
		}
	}
}

// The six spell effects are registered, with their parameters, so packs
// naming them load and show as implemented.
func TestSpellEffectsRegistered(t *testing.T) {
	for _, id := range rules.SpellEffects {
		if _, ok := content.Effects.Lookup(id); !ok {
			t.Errorf("%s not registered", id)
		}
	}
}

// A spell of any shape the effects take works; bad parameters are named.
func TestSpellParameters(t *testing.T) {
	good := &content.Spell{Entry: content.Entry{ID: "storm"}, Nature: "projectile", Mana: 3, Range: 10,
		Effect: &content.EffectUse{ID: rules.EffectProjectile, Params: map[string]any{"dice": 6, "area_dice": 3, "against": "natural_armor",
			"flaming": true, "condition": "stunned", "radius": 2}}}
	sp, err := spellOf(good)
	if err != nil {
		t.Fatal(err)
	}
	e := sp.Effect
	if sp.Radius != 2 || e.Dice != 6 || e.AreaDice != 3 || e.Against != rules.NaturalArmour || !e.Flaming || !e.Condition.Has(rules.Stunned) {
		t.Errorf("storm %+v", sp)
	}
	for _, c := range []struct {
		params map[string]any
		id     string
		says   string
	}{
		{map[string]any{"attribute": "wisdom", "bonus": 1}, rules.EffectEnhance, "attribute"},
		{map[string]any{"vitality": 1, "cure": "tired"}, rules.EffectHeal, "cure"},
		{map[string]any{"armor": 1, "cover": 3}, rules.EffectProtect, "cover"},
		{map[string]any{"creature": "wolf"}, "spell_summon", "not a spell effect"},
	} {
		_, err := spellOf(&content.Spell{Entry: content.Entry{ID: "x"}, Nature: "enhancing", Mana: 1, Effect: &content.EffectUse{ID: c.id, Params: c.params}})
		if err == nil || !strings.Contains(err.Error(), c.says) || !strings.Contains(err.Error(), `"x"`) {
			t.Errorf("%v: %v", c.params, err)
		}
	}
	cs, err := conditions("all")
	if err != nil || cs.Has(rules.KnockedOut) || !cs.Has(rules.Poisoned) {
		t.Errorf("all: %v %v", cs, err)
	}
}
