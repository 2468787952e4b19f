package setup

import (
	"reflect"
	"strings"
	"testing"

	"dun/board"
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
	if len(h.Spells) != 3 || h.Attrs().Mana != 6 {
		t.Fatalf("aldren: %d spells, mana %d", len(h.Spells), h.Attrs().Mana)
	}
	fb := h.Spells[0]
	want := rules.Spell{SpellCard: &rules.SpellCard{ID: "fireball", Name: rules.Text{En: "Fireball", Es: "Bola de fuego"}, Nature: rules.NatureProjectile, Lore: "fire", Mana: 1, Range: 12, Radius: 1, Effect: rules.SpellEffect{ID: rules.EffectProjectile, Dice: 5, AreaDice: 3, Against: rules.Armour, Flaming: true}}}
	if !reflect.DeepEqual(fb, want) {
		t.Errorf("fireball\n%+v\nwant\n%+v", fb, want)
	}
	if sk := h.Spells[2]; sk.Effect.ID != rules.EffectProtect || sk.Effect.Armour != 1 || !sk.Permanent || sk.Range != 0 {
		t.Errorf("skin of fire %+v", sk)
	}
	n, _ := Hero(p, "nariant")
	if len(n.Spells) != 2 || n.Spells[0].Effect.ID != rules.EffectHeal || n.Spells[0].Effect.Vitality != 2 ||
		n.Spells[1].Effect.Only != "underworld" {
		t.Errorf("nariant's spells %+v", n.Spells)
	}
	c, ok := Creatures(p)("devastator_sorcerer")
	if !ok || len(c.Spells) != 12 || c.Spells[5].ID != "fireball" || c.Spells[3].Effect.Summon == nil || c.Spells[4].ID != "fire_wall" || c.Spells[4].Missing != "" || c.Spells[4].Effect.Dice != 2 ||
		c.Spells[9].ID != "marshy_ground" || c.Spells[9].Missing != "" || c.Spells[9].Effect.Terrain != board.Difficult {
		t.Errorf("devastator sorcerer's spells %+v", c.Spells)
	}
	// Every spell of the pack resolves, and the rules can cast each one.
	for _, it := range p.List("spells") {
		sp, err := Spell(p, it.(*content.Spell).ID)
		if err != nil {
			t.Error(err)
		}
		if sp.Missing != "" {
			t.Errorf("%s cannot be cast: it lacks %s", sp.ID, sp.Missing)
		}
	}
	// Cones, sections and the whole board are areas the rules cast
	// (R1100-R1102); a projectile over a section is refused (R1102).
	areas := []struct {
		area, nature string
		radius       int
		want         string
		bad          bool
	}{
		{"cone", "damage", 3, rules.AreaCone, false},
		{"section", "control", 0, rules.AreaSection, false},
		{"all", "enhancing", 0, rules.AreaBoard, false},
		{"section", "projectile", 0, "", true},
		{"all", "projectile", 0, "", true},
		{"hexagon", "damage", 0, "", true},
	}
	for _, a := range areas {
		sp, err := spellOf(p, &content.Spell{Entry: content.Entry{ID: "fan"}, Nature: a.nature, Mana: 1, Range: 3, Area: a.area, Radius: a.radius,
			Effect: &content.EffectUse{ID: rules.EffectDamage, Params: map[string]any{"dice": 2}}})
		switch {
		case a.bad && err == nil:
			t.Errorf("%s %s: no error", a.nature, a.area)
		case !a.bad && (err != nil || sp.Missing != "" || sp.Area != a.want || sp.Radius != a.radius):
			t.Errorf("%s %s: %+v %v", a.nature, a.area, sp.SpellCard, err)
		}
	}
}

// The ten spell effects are registered, with their parameters, so packs
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
	p := starterPack(t)
	good := &content.Spell{Entry: content.Entry{ID: "storm"}, Nature: "projectile", Mana: 3, Range: 10, Area: "aura", Radius: 2,
		Effect: &content.EffectUse{ID: rules.EffectProjectile, Params: map[string]any{"dice": 6, "area_dice": 3, "against": "natural_armor",
			"fire": true, "condition": "stunned"}}}
	sp, err := spellOf(p, good)
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
		{map[string]any{"armor": 1, "cover": "thick"}, rules.EffectProtect, "cover"},
		{map[string]any{"immune": "bored"}, rules.EffectProtect, "immune"},
	} {
		_, err := spellOf(p, &content.Spell{Entry: content.Entry{ID: "x"}, Nature: "enhancing", Mana: 1, Effect: &content.EffectUse{ID: c.id, Params: c.params}})
		if err == nil || !strings.Contains(err.Error(), c.says) || !strings.Contains(err.Error(), `"x"`) {
			t.Errorf("%v: %v", c.params, err)
		}
	}
	summon, err := spellOf(p, &content.Spell{Entry: content.Entry{ID: "bones"}, Nature: "control", Mana: 2,
		Effect: &content.EffectUse{ID: "spell_summon", Params: map[string]any{"creature": "skeleton", "count": 2}}})
	if err != nil || summon.Missing != "" || summon.Effect.Count != 2 || summon.Effect.Summon == nil || summon.Effect.Summon.Attrs().Vitality == 0 {
		t.Errorf("summon: %+v %v", summon, err)
	}
	if _, err := spellOf(p, &content.Spell{Entry: content.Entry{ID: "x"}, Nature: "control", Mana: 2,
		Effect: &content.EffectUse{ID: "spell_summon", Params: map[string]any{"creature": "unicorn"}}}); err == nil || !strings.Contains(err.Error(), "unicorn") {
		t.Errorf("an unknown creature: %v", err)
	}
	teleport, _ := spellOf(p, &content.Spell{Entry: content.Entry{ID: "step"}, Nature: "enhancing", Mana: 1,
		Effect: &content.EffectUse{ID: "spell_teleport", Params: map[string]any{"squares": 3, "through_walls": true}}})
	if teleport.Missing != "" || teleport.Effect.Squares != 3 || !teleport.Effect.ThroughWalls {
		t.Errorf("teleport: %+v", teleport)
	}
	reveal, _ := spellOf(p, &content.Spell{Entry: content.Entry{ID: "eyes"}, Nature: "enhancing", Mana: 1,
		Effect: &content.EffectUse{ID: "spell_reveal", Params: map[string]any{"what": "enemies", "squares": 8}}})
	if reveal.Missing != "" || reveal.Effect.ID != rules.EffectReveal || reveal.Effect.Reveal != rules.RevealEnemies || reveal.Effect.Squares != 8 {
		t.Errorf("reveal: %+v", reveal)
	}
	line, _ := spellOf(p, &content.Spell{Entry: content.Entry{ID: "ray"}, Nature: "damage", Mana: 1, Area: "line", Radius: 3,
		Effect: &content.EffectUse{ID: rules.EffectDamage, Params: map[string]any{"dice": 3}}})
	if line.Missing != "" || !line.Line || line.Radius != 3 {
		t.Errorf("line: %+v", line)
	}
	cs, err := conditions("all")
	if err != nil || cs.Has(rules.KnockedOut) || !cs.Has(rules.Poisoned) {
		t.Errorf("all: %v %v", cs, err)
	}
}

// Page 79: a spellcaster hero is an apprentice below 15 VP and an archmage
// from 30; a predesigned hero starts at 10, so the pack's casters begin as
// apprentices (R267), and a hero without spells has no level.
func TestSorceryFromValuePoints(t *testing.T) {
	for vp, want := range map[int]rules.Sorcery{10: rules.SorceryApprentice, 14: rules.SorceryApprentice, 15: rules.SorceryNormal, 29: rules.SorceryNormal, 30: rules.SorceryArchmage} {
		if got := rules.SorceryFor(vp); got != want {
			t.Errorf("%d VP: %q, want %q", vp, got, want)
		}
	}
	p := starterPack(t)
	m, err := Hero(p, "maeliss")
	if err != nil {
		t.Fatal(err)
	}
	if m.Sorcery() != rules.SorceryApprentice || rules.CastsPerSpell(m.Sorcery()) != 2 {
		t.Errorf("maeliss: %q", m.Sorcery())
	}
	s, err := Hero(p, "shara")
	if err != nil {
		t.Fatal(err)
	}
	if s.Sorcery() != rules.SorceryNormal {
		t.Errorf("shara: %q", s.Sorcery())
	}
}
