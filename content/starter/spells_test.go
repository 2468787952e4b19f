package starter_test

import (
	"testing"

	"dun/content"
	"dun/content/load"
	"dun/content/starter"
)

func loadStarter(t *testing.T) *content.Pack {
	t.Helper()
	p, errs := load.Packs(content.Effects, starter.Source())
	for _, e := range errs {
		t.Fatal(e)
	}
	return p
}

// Every lore has at least four spells, and every spell keeps within the
// bounds docs/content-format.md ("Spell effects") sets for the starter
// pack.
func TestSpellsOfEveryLore(t *testing.T) {
	p := loadStarter(t)
	per := map[string]int{}
	for _, it := range p.List("spells") {
		s := it.(*content.Spell)
		per[s.Lore.ID]++
		where := s.At.String() + ": " + s.ID
		if s.Range > 12 {
			t.Errorf("%s: range %d is over 12", where, s.Range)
		}
		if s.Area == "aura" && s.Radius > 2 || (s.Area == "line" || s.Area == "cone") && s.Radius > 3 {
			t.Errorf("%s: %s of %d squares is too wide", where, s.Area, s.Radius)
		}
		if (s.Area == "section" || s.Area == "all") && s.Mana < 2 {
			t.Errorf("%s: a spell over a whole %s is a superior spell", where, s.Area)
		}
		params := s.Effect.Params
		if d, ok := params["dice"].(int); ok && (d < 2 || d > 6) {
			t.Errorf("%s: %d damage dice, not 2-6", where, d)
		}
		if a, ok := params["area_dice"].(int); ok && a >= params["dice"].(int) {
			t.Errorf("%s: the area takes %d dice, not fewer than the target", where, a)
		}
		switch s.Effect.ID {
		case "spell_summon":
			if s.Mana < 2 {
				t.Errorf("%s: a summoning is a superior spell", where)
			}
		case "spell_enhance":
			_, attr := params["attribute"]
			_, bonus := params["bonus"]
			_, skill := params["skill"]
			_, fire := params["fire"]
			if attr != bonus || !attr && !skill && !fire {
				t.Errorf("%s: spell_enhance wants attribute with bonus, a skill, or fire", where)
			}
		case "spell_heal":
			if len(params) == 0 {
				t.Errorf("%s: spell_heal heals nothing", where)
			}
		case "spell_protect", "spell_control", "spell_terrain":
			if len(params) == 0 || len(params) == 1 && params["courage_test"] != nil {
				t.Errorf("%s: %s does nothing", where, s.Effect.ID)
			}
		}
	}
	for _, l := range p.List("lores") {
		if n := per[l.Base().ID]; n < 4 {
			t.Errorf("lore %s has %d spells, fewer than 4", l.Base().ID, n)
		}
	}
}

// Every lore can be learned by some class, and each predesigned hero knows
// spells of its class's lores (checked by validation), with no spell known
// by two heroes, since no two heroes of a party may know the same spell
// (page 8), and two Mana per spell (page 38).
func TestHeroesSpells(t *testing.T) {
	p := loadStarter(t)
	learnable := map[string]bool{}
	for _, it := range p.List("classes") {
		for _, l := range it.(*content.Class).Lores {
			learnable[l.ID] = true
		}
	}
	for _, l := range p.List("lores") {
		if !learnable[l.Base().ID] {
			t.Errorf("no class may learn lore %s", l.Base().ID)
		}
	}
	known := map[string]string{}
	casters := 0
	for _, it := range p.List("heroes") {
		h := it.(*content.Hero)
		for _, s := range h.Spells {
			if other, ok := known[s.ID]; ok {
				t.Errorf("heroes %s and %s both know %s", other, h.ID, s.ID)
			}
			known[s.ID] = h.ID
		}
		if n := len(h.Spells); n > 0 {
			casters++
			if h.Attributes.Mana < 2*n || h.Attributes.Mana > 3*h.Attributes.Intelligence {
				t.Errorf("hero %s knows %d spells with Mana %d (two per spell, at most three times Intelligence %d)",
					h.ID, n, h.Attributes.Mana, h.Attributes.Intelligence)
			}
		}
		if c, ok := p.Get("classes", h.Class.ID); ok && c.(*content.Class).Group == "spellcaster" && len(h.Spells) < 2 {
			t.Errorf("spellcaster %s knows %d spells, fewer than 2", h.ID, len(h.Spells))
		}
	}
	if casters < 5 {
		t.Errorf("%d predesigned heroes know spells; want at least 5", casters)
	}
}
