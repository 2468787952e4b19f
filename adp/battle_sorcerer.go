package adp

import "dun/rules"

// The Battle Sorcerer's card (R917): "Enhancing or protecting spells on
// itself if it has none active, then attack spells, then melee." A card
// that says so overrides page 61's die for non-offensive actions ("unless
// otherwise stated by its behavior card"): before its attack spells the
// creature casts an enhancing or protecting spell on itself when none is
// in force on it (no bonus from a spell, and no such spell of its own
// kept in play), the dearest (by Mana) first.

// selfSpell casts figure fi's own enhancing or protecting spell on itself
// when its card puts that first.
func (p *Player) selfSpell(s *rules.State, fi int, card Card, opts []rules.Option) (Decision, bool) {
	f := &s.Figures[fi]
	if !card.SelfFirst || len(f.Boons) > 0 {
		return Decision{}, false
	}
	for _, m := range s.Magic {
		if sp := spellOf(f, m.Spell); m.Caster == f.ID && sp != nil && selfHelp(sp) {
			return Decision{}, false
		}
	}
	var best rules.Option
	var bs *rules.Spell
	for _, o := range opts {
		c, ok := o.Command.(rules.Cast)
		if !ok || c.Figure != f.ID || c.Target != f.ID || c.Square != nil {
			continue
		}
		sp := spellOf(f, c.Spell)
		if sp == nil || !selfHelp(sp) {
			continue
		}
		if bs == nil || sp.Mana > bs.Mana || sp.Mana == bs.Mana && c.Aid != "" && best.Command.(rules.Cast).Aid == "" {
			best, bs = o, sp
		}
	}
	if bs == nil {
		return Decision{}, false
	}
	return Decision{Option: best, Why: rules.Text{
		En: f.Name() + " casts " + bs.Name.En + " on itself first: no enhancing or protecting spell is in force on it (" + card.Name.En + ")",
		Es: f.Name() + " lanza primero " + bs.Name.Es + " sobre sí mismo: no tiene en vigor ningún hechizo de mejora o protección (" + card.Name.Es + ")",
	}}, true
}

// selfHelp reports whether a spell enhances or protects.
func selfHelp(sp *rules.Spell) bool {
	return supportive(sp) && sp.Effect.ID != rules.EffectHeal
}
