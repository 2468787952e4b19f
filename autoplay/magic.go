package autoplay

import (
	"dun/dice"
	"dun/rules"
)

// The powers of magic objects a hero uses (rules' use_item): Unicorn
// Blood when badly wounded, as a healing potion is drunk; the Wand of
// Sparks as a strike that needs no roll, when it is worth more than the
// best blow or spell; the Warhammer's quake when it fells two enemies or
// more (it takes the Action a blow would: one foe down is not worth it).

// recoveryOption is the option of an object that makes badly wounded f
// whole again, or -1.
func recoveryOption(f *rules.Figure, opts []rules.Option) int {
	if !hurt(f) {
		return -1
	}
	for i, o := range opts {
		if c, ok := o.Command.(rules.UseItem); ok && c.Figure == f.ID && c.Item < len(f.Items) && rules.ItemPower(&f.Items[c.Item]) == rules.PowerFullRecovery {
			return i
		}
	}
	return -1
}

// wandOption is the best shot of a wand of f's and its value (the wounds
// it is expected to deal: it always hits), or -1.
func wandOption(s *rules.State, f *rules.Figure, opts []rules.Option) (int, float64) {
	best, bestV := -1, 0.0
	for i, o := range opts {
		c, ok := o.Command.(rules.UseItem)
		if !ok || c.Figure != f.ID || c.Target == "" || c.Item >= len(f.Items) || rules.ItemPower(&f.Items[c.Item]) != rules.PowerMagicProjectile {
			continue
		}
		t := figure(s, c.Target)
		if t == nil {
			continue
		}
		dice, _ := f.Items[c.Item].Trait("dice")
		if v := strikeValue(s, f, t, 1, dice, 0); v > bestV {
			best, bestV = i, v
		}
	}
	return best, bestV
}

// quakeOption is f's blow on the ground when it knocks down two enemies
// or more, or -1.
func quakeOption(s *rules.State, f *rules.Figure, opts []rules.Option) int {
	for i, o := range opts {
		c, ok := o.Command.(rules.UseItem)
		if ok && c.Figure == f.ID && c.Item < len(f.Items) && rules.ItemPower(&f.Items[c.Item]) == rules.PowerQuake && rules.QuakeCount(s, f.ID) >= 2 {
			return i
		}
	}
	return -1
}

// flaskOption is f's best throw of a flask (Greek Fire, Holy Water) and
// its value, or -1: the wounds it is expected to deal, to the target
// (against the Natural Armour when the card says so) and, for Greek Fire,
// to the enemies its burst reaches. A throw whose burst would reach an
// ally is never made: heroes do not burn each other.
func flaskOption(s *rules.State, f *rules.Figure, opts []rules.Option) (int, float64) {
	best, bestV := -1, 0.0
	for i, o := range opts {
		c, ok := o.Command.(rules.UseItem)
		if !ok || c.Figure != f.ID || c.Target == "" || len(c.Skills) > 0 || c.Item < 0 || c.Item >= len(f.Items) || !rules.IsFlask(&f.Items[c.Item]) {
			continue
		}
		it := &f.Items[c.Item]
		t := figure(s, c.Target)
		if t == nil {
			continue
		}
		dice, _ := it.Trait("dice")
		pierce := 0
		if it.Has("natural_armor") {
			pierce = t.Attrs().NaturalArmour - t.Attrs().Armour
		}
		hit := testChance(f.Attrs().ShootingSkill)
		v := strikeValue(s, f, t, hit, dice, pierce)
		burst, _ := it.Trait("adjacent_dice")
		friendly := false
		for _, id := range rules.FlaskBurst(*s, it, t.ID) {
			e := figure(s, id)
			if e == nil {
				continue
			}
			if e.Side == f.Side {
				friendly = true
				break
			}
			v += hit * expectedWounds(e, burst, 0)
		}
		if !friendly && v > bestV {
			best, bestV = i, v
		}
	}
	return best, bestV
}

// herbsOption is the use of f's healing herbs on the most wounded of
// himself and the allies beside him, or -1: the rules offer herbs only
// outside combat and on someone who has lost Vitality (R1183), when an
// Action spent on one Vitality is worth more than a search.
func herbsOption(s *rules.State, f *rules.Figure, opts []rules.Option) int {
	best, bestW := -1, 0
	for i, o := range opts {
		c, ok := o.Command.(rules.UseItem)
		if !ok || c.Figure != f.ID || c.Item < 0 || c.Item >= len(f.Items) || f.Items[c.Item].Effect != rules.EffectHerbs {
			continue
		}
		t := f
		if c.Target != "" {
			t = figure(s, c.Target)
		}
		if t != nil && int(t.Wounds) > bestW {
			best, bestW = i, int(t.Wounds)
		}
	}
	return best
}

// aimOption is the turn that brings enemies into the cone of a damaging
// spell f knows, when no strike is offered where he faces, or -1: facing
// costs nothing (page 19) and a cone leaves the caster along his facing
// (R1100). The turn chosen is the one whose best cast is worth most, a
// cone that would take in an ally counting for nothing (bestStrike).
func aimOption(s *rules.State, f *rules.Figure, opts []rules.Option) int {
	cone := false
	for k := range f.Spells {
		sp := &f.Spells[k]
		cone = cone || sp.Area == rules.AreaCone && (sp.Effect.ID == rules.EffectDamage || sp.Effect.ID == rules.EffectProjectile)
	}
	if !cone {
		return -1
	}
	best, bestV := -1, 0.0
	for i, o := range opts {
		c, ok := o.Command.(rules.Face)
		if !ok || c.Figure != f.ID {
			continue
		}
		n, _, err := rules.Apply(*s, c, dice.Scripted())
		if err != nil {
			continue
		}
		nf := figure(&n, f.ID)
		if nf == nil {
			continue
		}
		if _, v, cast := bestStrike(&n, nf, rules.CastOptions(n, f.Side)); cast && v > bestV {
			best, bestV = i, v
		}
	}
	return best
}
