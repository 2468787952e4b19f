package rules

import "slices"

// What some weapons' critical hits do beyond page 41's extra damage die
// (the weapon_traits of the usual equipment, pages 123-124):
//
//	critical_stun            a target of the attacker's size or smaller is
//	                         Stunned (mace, warhammer, kusarigama, whip, net)
//	critical_disarm          such a target drops the weapons it holds
//	                         (kusarigama, whip, net)
//	critical_armor           the target's Armour counts lower (rapier)
//	critical_ignores_shield  the target's shield cannot block the hit
//	                         (flail, great flail)
//
// A critical is a 6 of the roll to hit (hitCriticals). The stun and the
// disarm come with the blow, after its damage like page 42's conditions,
// and not at all when a shield blocked the hit or the target was knocked
// out (R1200, R1201).

// critStunTarget reports whether a critical of the attack's weapon it
// reaches figure t for critical_stun and critical_disarm: the hit has a
// critical and t is no larger than attacker a.
func critStunTarget(st *Strike, it *Item, a, t *Figure, trait string) bool {
	return it != nil && st.Criticals > 0 && it.Has(trait) && t.Size <= a.Size
}

// weaponCriticals adds to blow b, the hit of the attack in progress on
// figure si, what the criticals of the attacker's weapon it do: a lower
// Armour (critical_armor) and a stun (critical_stun) among the hit's
// effects.
func (e *env) weaponCriticals(ai, si int, it *Item, b *Blow) {
	st := e.s.Strike
	if it == nil || st.Criticals == 0 {
		return
	}
	a, t := &e.s.Figures[ai], &e.s.Figures[si]
	if v, ok := it.Trait("critical_armor"); ok && v != 0 {
		b.Modifiers = append(b.Modifiers, Modifier{Value: v, Why: Text{
			En: "critical hit: " + it.Name.En, Es: "impacto crítico: " + it.Name.Es}})
	}
	if critStunTarget(st, it, a, t, "critical_stun") && !slices.Contains(b.Effects, Stunned) {
		if w := critStunWard(t); w != nil {
			// The armour that keeps its wearer from being Stunned by
			// criticals keeps off this stun too (R1200).
			e.emit(ItemPowerUsed{Figure: t.ID, ItemName: w.Name, What: Text{En: "not stunned by the critical", Es: "no queda aturdido por el crítico"}})
			return
		}
		b.Effects = append(b.Effects, Stunned)
	}
}

// shieldIgnored reports whether the target's shield cannot block the hit
// of the attack in progress: the attacker's weapon ignores shields
// (ignores_shield: gunpowder) or ignores them on a critical hit
// (critical_ignores_shield). It returns the reason.
func (e *env) shieldIgnored(ai int) (Text, bool) {
	st := e.s.Strike
	it := strikeItem(&e.s.Figures[ai], st.Item)
	switch {
	case it == nil:
	case it.Has("ignores_shield"):
		return Text{En: "shields do not block the " + it.Name.En, Es: "los escudos no bloquean " + it.Name.Es}, true
	case st.Criticals > 0 && it.Has("critical_ignores_shield"):
		return Text{En: "the " + it.Name.En + "'s critical hit ignores the shield", Es: "el impacto crítico de " + it.Name.Es + " ignora el escudo"}, true
	}
	return Text{}, false
}

// critDisarm makes the figure struck by the attack in progress drop the
// weapons it holds, when the attacker's weapon disarms on a critical
// (critical_disarm) and the blow r landed: on its own square, with no
// breaking roll, to be picked up as page 37 says of a dropped weapon
// (R1201). Natural weapons and bare hands stay; a Dark Player creature of
// the Artificial Dark Player drops them too (page 62 keeps only a
// blundered weapon in hand).
func (e *env) critDisarm(r BlowResult) {
	st := e.s.Strike
	ai, ti := e.s.figure(st.Attacker), e.s.figure(r.Target)
	if ai < 0 || ti < 0 || r.Target != st.Struck || r.Avoided || r.KnockedOut {
		return
	}
	a, t := &e.s.Figures[ai], &e.s.Figures[ti]
	if !t.Present() || !critStunTarget(st, strikeItem(a, st.Item), a, t, "critical_disarm") {
		return
	}
	for k := range t.Items {
		if it := &t.Items[k]; it.Place == InHand && it.Weapon() && it.Usable() && !it.Natural && !it.Unarmed {
			e.dropItem(ti, k, t.At)
		}
	}
}
