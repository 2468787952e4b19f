package setup

import (
	"fmt"
	"sort"
	"strings"

	"dun/content"
	"dun/rules"
)

// Spells from content (pages 38-40). A spell card's effect names one of
// the generic spell effects the rules implement (rules.SpellEffects) with
// its numbers; setup copies them into the rules' plain rules.Spell. The
// rules may not import content (internal/archtest), so the effects are
// registered in content.Effects here, by the package that turns content
// into rules data: a program that loads packs through setup (the dun
// command does) knows them as implemented.
//
// Older effect IDs of the seed pack are mapped: spell_damage on a spell of
// projectile nature is a projectile, spell_protection is spell_protect,
// heal on a spell is spell_heal.

// spellParams are the parameters of each spell effect. radius, on every
// effect, is the area of effect in squares around the target (page 40),
// since content's area names a shape and not a size (R107).
var spellParams = map[string][]content.Param{
	rules.EffectProjectile: damageParams(),
	rules.EffectDamage:     damageParams(),
	rules.EffectHeal: {
		{Name: "vitality", Type: content.ParamInt},
		{Name: "cure", Type: content.ParamString},
		{Name: "radius", Type: content.ParamInt},
	},
	rules.EffectEnhance: {
		{Name: "attribute", Type: content.ParamString, Required: true},
		{Name: "bonus", Type: content.ParamInt, Required: true},
		{Name: "radius", Type: content.ParamInt},
	},
	rules.EffectProtect: {
		{Name: "armor", Type: content.ParamInt},
		{Name: "block", Type: content.ParamInt},
		{Name: "cover", Type: content.ParamInt},
		{Name: "radius", Type: content.ParamInt},
	},
	rules.EffectControl: {
		{Name: "condition", Type: content.ParamString},
		{Name: "courage_test", Type: content.ParamBool},
		{Name: "radius", Type: content.ParamInt},
	},
}

func damageParams() []content.Param {
	return []content.Param{
		{Name: "dice", Type: content.ParamInt, Required: true},
		{Name: "area_dice", Type: content.ParamInt},
		{Name: "against", Type: content.ParamString},
		{Name: "flaming", Type: content.ParamBool},
		{Name: "piercing", Type: content.ParamInt},
		{Name: "condition", Type: content.ParamString},
		{Name: "radius", Type: content.ParamInt},
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
	return spellOf(it.(*content.Spell))
}

// SpellFrom returns the rules' spell for a content spell card.
func SpellFrom(c *content.Spell) (rules.Spell, error) { return spellOf(c) }

func spellOf(c *content.Spell) (rules.Spell, error) {
	sp := rules.Spell{ID: c.ID, Name: text(c.Name), Nature: rules.Nature(c.Nature), Mana: c.Mana,
		RangeMin: c.RangeMin, Range: c.Range, Permanent: c.Permanent}
	if c.Effect == nil {
		return rules.Spell{}, fmt.Errorf("setup: spell %q has no effect", c.ID)
	}
	id := c.Effect.ID
	if n, ok := oldSpellEffects[id]; ok {
		id = n
	}
	if id == rules.EffectDamage && sp.Nature == rules.NatureProjectile {
		id = rules.EffectProjectile
	}
	if _, ok := spellParams[id]; !ok {
		return rules.Spell{}, fmt.Errorf("setup: spell %q: effect %q is not a spell effect the rules implement", c.ID, c.Effect.ID)
	}
	e := rules.SpellEffect{ID: id, Against: rules.Armour}
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
		case "flaming":
			e.Flaming = b
		case "piercing":
			e.Piercing = n
		case "condition":
			cs, err := conditions(str)
			if err != nil {
				return rules.Spell{}, bad(name, err)
			}
			e.Condition = cs
		case "vitality":
			e.Vitality = n
		case "cure":
			cs, err := conditions(str)
			if err != nil {
				return rules.Spell{}, bad(name, err)
			}
			e.Cure = cs
		case "attribute":
			a, err := attributeNamed(str)
			if err != nil {
				return rules.Spell{}, bad(name, err)
			}
			e.Attribute = a
		case "bonus":
			e.Bonus = n
		case "armor":
			e.Armour = n
		case "block":
			e.Block = n
		case "cover":
			if n < 0 || n > 2 {
				return rules.Spell{}, bad(name, fmt.Errorf("want 1 (light) or 2 (heavy), not %d", n))
			}
			e.Cover = n
		case "courage_test":
			e.CourageTest = b
		case "radius":
			sp.Radius = n
		default:
			return rules.Spell{}, bad(name, fmt.Errorf("unknown parameter"))
		}
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
				sp, err := spellOf(c)
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
