package rules

// The blowgun's dart (page 124): a target it wounds is Stunned at once and
// takes 2 more damage dice against its Natural Armour (stun_on_wound,
// natural_armor_dice), and its critical hits add no damage dice
// (no_critical_damage). The extra dice are a blow of their own, rolled
// after the first one has landed (R1206).

// ruleDart names the extra damage dice of a dart against Natural Armour.
const ruleDart = "strike_dart"

func init() {
	blowFollowUps[ruleStrike] = afterStrikeHit
	blowFollowUps[ruleDart] = afterDart
}

// noWeaponCriticalDice reports whether weapon it adds no damage dice for
// criticals (no_critical_damage); when the hit has criticals, blow b says
// so with a term of no value.
func (e *env) noWeaponCriticalDice(it *Item, b *Blow) bool {
	if it == nil || !it.Has("no_critical_damage") {
		return false
	}
	if e.s.Strike.Criticals > 0 {
		b.Modifiers = append(b.Modifiers, Modifier{Value: 0, Why: Text{
			En: "critical hits add no damage dice: " + it.Name.En,
			Es: "los impactos críticos no añaden dados de daño: " + it.Name.Es}})
	}
	return true
}

// afterStrikeHit follows the damage of an attack's hit: the usual
// follow-up (afterStrikeBlow), but first a dart that wounded stuns its
// target and deals its extra dice.
func afterStrikeHit(e *env, r BlowResult) error {
	st := e.s.Strike
	if st == nil || r.Wounds <= 0 || r.Avoided || r.KnockedOut || r.Target != st.Struck {
		return afterStrikeBlow(e, r)
	}
	ai, ti := e.s.figure(st.Attacker), e.s.figure(r.Target)
	if ai < 0 || ti < 0 {
		return afterStrikeBlow(e, r)
	}
	it := strikeItem(&e.s.Figures[ai], st.Item)
	if it == nil || !e.s.Figures[ti].Present() {
		return afterStrikeBlow(e, r)
	}
	if it.Has("stun_on_wound") {
		e.gain(ti, Stunned)
	}
	n, ok := it.Trait("natural_armor_dice")
	if !ok || n <= 0 {
		return afterStrikeBlow(e, r)
	}
	// The first blow's own follow-up (skills that act on a wound, the
	// square a knocked-out target leaves) comes first; the dart's dice
	// then resume the attack.
	if err := settleStrikeBlow(e, r); err != nil {
		return err
	}
	if e.s.Prompt != nil || e.s.Strike != st || !e.s.Figures[ti].Present() {
		return e.advanceStrike()
	}
	a := &e.s.Figures[ai]
	return e.damage(Blow{Rule: ruleDart, Target: r.Target, By: a.ID, Dice: n, Against: NaturalArmour})
}

// afterDart resumes the attack once a dart's extra dice are settled.
func afterDart(e *env, r BlowResult) error {
	st := e.s.Strike
	if st == nil {
		return nil
	}
	if r.KnockedOut && r.Target == st.Target {
		if ti := e.s.figure(st.Target); ti >= 0 {
			at := e.s.Figures[ti].At
			st.Vacated = &at
		}
	}
	return e.advanceStrike()
}
