package setup

import (
	"fmt"
	"sort"
	"strings"

	"dun/board"
	"dun/content"
	"dun/rules"
)

// Spells from content (pages 38-40). A spell card's effect names one of
// the generic spell effects (docs/content-format.md, "Spell effects") with
// its numbers; setup copies them into the rules' plain rules.Spell: the
// card's aura radius, whom its area affects, and each parameter. The rules
// may not import content (internal/archtest), so the ten effects the rules
// implement are registered in content.Effects here, by the package that
// turns content into rules data: a program that loads packs through setup
// (the dun command does) knows them as implemented. A spell of another
// effect is carried with rules.Spell.Missing saying so, and cannot be
// cast. Areas: aura (a radius), line (R125), cone, section and all
// (rules/spell_areas.go, R1100-R1102).
//
// Older effect IDs are mapped: spell_damage on a spell of projectile
// nature is a projectile, spell_protection is spell_protect, heal on a
// spell is spell_heal; flaming is fire.

// spellParams are the parameters of each spell effect the rules
// implement, as content/starter/pack/effects/spells.yaml declares them
// (docs/content-format.md, "Spell effects").
var spellParams = map[string][]content.Param{
	rules.EffectProjectile: append(damageParams(), content.Param{Name: "area_dice", Type: content.ParamInt}),
	rules.EffectDamage:     append(damageParams(), content.Param{Name: "drain", Type: content.ParamBool}),
	rules.EffectHeal: {
		{Name: "vitality", Type: content.ParamInt},
		{Name: "cure", Type: content.ParamString, Values: append(conditionWords(), "all")},
		{Name: "revive", Type: content.ParamBool},
	},
	rules.EffectEnhance: {
		{Name: "attribute", Type: content.ParamString, Values: []string{"movement", "strength", "combat", "shooting", "agility", "intelligence", "courage", "perception", "dexterity", "armor"}},
		{Name: "bonus", Type: content.ParamInt},
		{Name: "skill", Type: content.ParamString, Ref: "skills"},
		{Name: "fire", Type: content.ParamBool},
	},
	rules.EffectProtect: {
		{Name: "armor", Type: content.ParamInt},
		{Name: "block", Type: content.ParamInt},
		{Name: "cover", Type: content.ParamString, Values: []string{"light", "heavy"}},
		{Name: "immune", Type: content.ParamString, Values: conditionWords()},
	},
	rules.EffectControl: {
		{Name: "condition", Type: content.ParamString, Values: conditionWords()},
		{Name: "courage_test", Type: content.ParamBool},
		{Name: "switch_side", Type: content.ParamBool},
	},
	rules.EffectTerrain: {
		{Name: "terrain", Type: content.ParamString, Values: []string{"difficult", "impassable", "deep_water"}},
		{Name: "dice", Type: content.ParamInt},
		{Name: "fire", Type: content.ParamBool},
	},
	rules.EffectTeleport: {
		{Name: "squares", Type: content.ParamInt, Required: true},
		{Name: "through_walls", Type: content.ParamBool},
	},
	rules.EffectReveal: {
		{Name: "what", Type: content.ParamString, Required: true, Values: []string{rules.RevealTraps, rules.RevealSecretDoors, rules.RevealEnemies, rules.RevealSection}},
		{Name: "squares", Type: content.ParamInt},
	},
	rules.EffectSummon: {
		{Name: "creature", Type: content.ParamString, Required: true, Ref: "creatures"},
		{Name: "count", Type: content.ParamInt},
	},
}

func conditionWords() []string {
	return []string{"stunned", "knocked_down", "frightened", "stationary", "poisoned", "diseased", "wounded"}
}

func damageParams() []content.Param {
	return []content.Param{
		{Name: "dice", Type: content.ParamInt, Required: true},
		{Name: "against", Type: content.ParamString, Values: []string{"armor", "natural_armor", "strength", "agility", "intelligence", "courage"}},
		{Name: "piercing", Type: content.ParamInt},
		{Name: "fire", Type: content.ParamBool},
		{Name: "condition", Type: content.ParamString, Values: conditionWords()},
		{Name: "only", Type: content.ParamString, Ref: "skills"},
		{Name: "on_wound", Type: content.ParamBool},
	}
}

func init() {
	ids := make([]string, 0, len(spellParams))
	for id := range spellParams {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		if _, ok := content.Effects.Lookup(id); !ok {
			content.Effects.Register(id, spellParams[id]...)
		}
	}
}

var terrains = map[string]board.Terrain{"difficult": board.Difficult, "impassable": board.Impassable, "deep_water": board.DeepWater}

// oldSpellEffects maps the seed pack's older effect IDs onto the rules'.
var oldSpellEffects = map[string]string{
	"spell_protection": rules.EffectProtect,
	"heal":             rules.EffectHeal,
}

// contentAttributes maps content's attribute names to the rules'.
var contentAttributes = map[string]rules.Attribute{
	"armor": rules.Armour, "natural_armor": rules.NaturalArmour, "vitality": rules.Vitality, "fortune": rules.Fortune,
}

func attributeNamed(name string) (rules.Attribute, error) {
	if a, ok := penaltyAttributes[name]; ok {
		return a, nil
	}
	if a, ok := contentAttributes[name]; ok {
		return a, nil
	}
	return rules.ParseAttribute(name)
}

// Spell returns the rules' spell for content spell id.
func Spell(p *content.Pack, id string) (rules.Spell, error) {
	if p == nil {
		return rules.Spell{}, fmt.Errorf("setup: no content pack to find spell %q in", id)
	}
	it, ok := p.Get("spells", id)
	if !ok {
		return rules.Spell{}, fmt.Errorf("setup: no spell %q", id)
	}
	return spellOf(p, it.(*content.Spell))
}

// SpellFrom returns the rules' spell for a content spell card; p gives
// the creatures a summoning names.
func SpellFrom(p *content.Pack, c *content.Spell) (rules.Spell, error) { return spellOf(p, c) }

func spellOf(p *content.Pack, c *content.Spell) (rules.Spell, error) {
	sp := rules.Spell{SpellCard: &rules.SpellCard{ID: c.ID, Name: text(c.Name), Nature: rules.Nature(c.Nature), Lore: c.Lore.ID, Mana: c.Mana,
		RangeMin: c.RangeMin, Range: c.Range, Permanent: c.Permanent, Affects: c.Affects}}
	if c.Effect == nil {
		return rules.Spell{}, fmt.Errorf("setup: spell %q has no effect", c.ID)
	}
	switch c.Area {
	case "aura":
		sp.Radius = c.Radius
	case "line":
		sp.Radius, sp.Line = c.Radius, true
	case "cone":
		sp.Radius, sp.Area = c.Radius, rules.AreaCone
	case "section", "all":
		if sp.Nature == rules.NatureProjectile {
			return rules.Spell{}, fmt.Errorf("setup: spell %q: a magic projectile is drawn as a line (page 40), never over area %s (R1102)", c.ID, c.Area)
		}
		sp.Area = c.Area
	case "", "single", "square":
	default:
		return rules.Spell{}, fmt.Errorf("setup: spell %q: unknown area %q", c.ID, c.Area)
	}
	id := c.Effect.ID
	if n, ok := oldSpellEffects[id]; ok {
		id = n
	}
	if id == rules.EffectDamage && sp.Nature == rules.NatureProjectile {
		id = rules.EffectProjectile
	}
	e := rules.SpellEffect{ID: id, Against: rules.Armour}
	if _, ok := spellParams[id]; !ok {
		// An effect the rules do not implement yet: the spell is known,
		// its card shown, but it cannot be cast (rules.CodeNotImplemented).
		sp.Effect, sp.Missing = e, "effect "+c.Effect.ID
		return sp, nil
	}
	bad := func(name string, err error) error {
		return fmt.Errorf("setup: spell %q: parameter %s: %v", c.ID, name, err)
	}
	for _, name := range sortedKeys(c.Effect.Params) {
		v := c.Effect.Params[name]
		n, _ := v.(int)
		b, _ := v.(bool)
		str, _ := v.(string)
		switch name {
		case "dice":
			e.Dice = n
		case "area_dice":
			e.AreaDice = n
		case "against":
			a, err := attributeNamed(str)
			if err != nil {
				return rules.Spell{}, bad(name, err)
			}
			e.Against = a
		case "fire", "flaming":
			e.Flaming = b
		case "piercing":
			e.Piercing = n
		case "condition":
			cs, err := conditions(str)
			if err != nil {
				return rules.Spell{}, bad(name, err)
			}
			e.Condition = cs
		case "only":
			e.Only = str
		case "on_wound":
			e.OnWound = b
		case "drain":
			e.Drain = b
		case "vitality":
			e.Vitality = n
		case "cure":
			cs, err := conditions(str)
			if err != nil {
				return rules.Spell{}, bad(name, err)
			}
			e.Cure = cs
		case "revive":
			e.Revive = b
		case "attribute":
			a, err := attributeNamed(str)
			if err != nil {
				return rules.Spell{}, bad(name, err)
			}
			e.Attribute = a
		case "bonus":
			e.Bonus = n
		case "skill":
			e.Skill = str
		case "armor":
			e.Armour = n
		case "block":
			e.Block = n
		case "cover":
			switch str {
			case "light":
				e.Cover = 1
			case "heavy":
				e.Cover = 2
			default:
				return rules.Spell{}, bad(name, fmt.Errorf("want light or heavy, not %q", str))
			}
		case "immune":
			cs, err := conditions(str)
			if err != nil {
				return rules.Spell{}, bad(name, err)
			}
			e.Immune = cs
		case "courage_test":
			e.CourageTest = b
		case "switch_side":
			e.SwitchSide = b
		case "creature":
			if p == nil {
				return rules.Spell{}, bad(name, fmt.Errorf("no content pack to find creature %q in", str))
			}
			f, ok := creature(p, str)
			if !ok {
				return rules.Spell{}, bad(name, fmt.Errorf("no creature %q", str))
			}
			e.Summon = &f
		case "count":
			e.Count = n
		case "terrain":
			t, ok := terrains[str]
			if !ok {
				return rules.Spell{}, bad(name, fmt.Errorf("want difficult, impassable or deep_water, not %q", str))
			}
			e.Terrain = t
		case "squares":
			e.Squares = n
		case "what":
			e.Reveal = str
		case "through_walls":
			e.ThroughWalls = b
		default:
			return rules.Spell{}, bad(name, fmt.Errorf("unknown parameter"))
		}
	}
	if e.ID == rules.EffectSummon && e.Count == 0 {
		e.Count = 1
	}
	sp.Effect = e
	return sp, nil
}

// conditions reads a condition name, a list of them joined by commas, or
// "all" (every condition a spell may lift: all but knocked out).
func conditions(s string) (rules.Conditions, error) {
	var cs rules.Conditions
	if s == "all" {
		for _, c := range []rules.Condition{rules.KnockedDown, rules.Stunned, rules.Frightened, rules.Diseased, rules.Poisoned, rules.Stationary} {
			cs = cs.With(c)
		}
		return cs, nil
	}
	for _, name := range strings.Split(s, ",") {
		c, err := rules.ParseCondition(strings.TrimSpace(name))
		if err != nil {
			return 0, err
		}
		cs = cs.With(c)
	}
	return cs, nil
}

// spells resolves content spell references.
func spells(p *content.Pack, refs []content.Ref) ([]rules.Spell, error) {
	var out []rules.Spell
	for _, r := range refs {
		sp, err := Spell(p, r.ID)
		if err != nil {
			return nil, err
		}
		out = append(out, sp)
	}
	return out, nil
}

// loreSpells lists the spells of the lores given, in the pack's order: a
// creature that casts from lores knows all of their spells (R108).
func loreSpells(p *content.Pack, lores []content.Ref) ([]rules.Spell, error) {
	var out []rules.Spell
	for _, it := range p.List("spells") {
		c := it.(*content.Spell)
		for _, l := range lores {
			if c.Lore.ID == l.ID {
				sp, err := spellOf(p, c)
				if err != nil {
					return nil, err
				}
				out = append(out, sp)
				break
			}
		}
	}
	return out, nil
}
