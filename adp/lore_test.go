package adp

import (
	"fmt"
	"testing"

	"dun/rules"
)

// A caster with two lores uses one, drawn once from its ID (page 62,
// R1192): the other lore's spells are never planned; a caster of one lore
// keeps them all.
func TestCasterOfSeveralLores(t *testing.T) {
	spell := func(id, lore string) rules.Spell {
		return rules.Spell{SpellCard: &rules.SpellCard{ID: id, Lore: lore, Nature: rules.NatureProjectile, Mana: 1, Range: 8,
			Effect: rules.SpellEffect{ID: rules.EffectProjectile, Dice: 3, Against: rules.Armour}}}
	}
	drawn := map[string]int{}
	for n := range 40 {
		f := rules.Figure{ID: fmt.Sprintf("shaman-dp%d", n), Spells: []rules.Spell{spell("bolt", "tribal"), spell("hex", "witchcraft"), spell("fog", "tribal")}}
		l := loreOf(&f)
		if l != "tribal" && l != "witchcraft" || loreOf(&f) != l {
			t.Fatalf("%s: lore %q", f.ID, l)
		}
		drawn[l]++
		for _, sp := range f.Spells {
			if got := spellOf(&f, sp.ID) != nil; got != (sp.Lore == l) {
				t.Fatalf("%s (%s): spell %s of %s offered %v", f.ID, l, sp.ID, sp.Lore, got)
			}
		}
	}
	if drawn["tribal"] < 10 || drawn["witchcraft"] < 10 {
		t.Fatalf("an unfair draw over 40 casters: %v", drawn)
	}
	one := rules.Figure{ID: "shaman", Spells: []rules.Spell{spell("bolt", "tribal"), spell("fog", "tribal")}}
	if loreOf(&one) != "" || spellOf(&one, "bolt") == nil || spellOf(&one, "fog") == nil {
		t.Fatal("a caster of one lore lost spells")
	}
}
