package autoplay

import "dun/rules"

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
