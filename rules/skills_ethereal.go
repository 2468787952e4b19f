package rules

// Ethereal (page 115): only spells, magic weapons and spell-enhanced
// weapons wound it (R707); it ignores enemy melee ranges, passes through
// other figures (ending its move on none), ignores difficult terrain and
// passes every Agility test without a roll.

const skillEthereal = "ethereal"

// ethereal reports whether figure f is Ethereal.
func ethereal(f *Figure) bool {
	_, ok := hasSkill(f, skillEthereal)
	return ok
}

// sureFooted reports whether figure f ignores difficult terrain when it
// walks (Ethereal, Pathfinder: R716): it moves as its size's sure-footed
// mover, and stands on difficult terrain without its -1.
func sureFooted(f *Figure) bool {
	// A plain loop: movement asks it for every search (docs/performance.md).
	for _, id := range f.Skills {
		if id == skillEthereal || id == skillPathfinder {
			return true
		}
	}
	return false
}

// passesThrough reports whether figure f moves through other figures and
// ignores enemy melee ranges: flying (page 114) or Ethereal (page 115).
func passesThrough(f *Figure) bool {
	if f.Flying() {
		return true
	}
	// A plain loop: engagement asks it for every square a move looks at.
	for _, id := range f.Skills {
		if id == skillEthereal {
			return true
		}
	}
	return false
}

// magicWeapon reports whether item it is a magic weapon: a weapon from
// the magic objects, which are worth Value Points (R707), or whose effect
// is magic_weapon (R1026).
func magicWeapon(it *Item) bool {
	return it != nil && (it.Kind == ItemMelee || it.Kind == ItemRanged) && (it.VP > 0 || it.Effect == EffectMagicWeapon)
}

// enchantedAttack reports whether figure f attacks with item it (nil
// unarmed) as with a magic or spell-enhanced weapon: a magic weapon, the
// skill Spell-enhanced Attacks, or a spell on its weapons (a flaming
// weapon).
func enchantedAttack(f *Figure, it *Item) bool {
	if magicWeapon(it) || spellEnhanced(f) {
		return true
	}
	for _, b := range f.Boons {
		if b.Flaming {
			return true
		}
	}
	return false
}

// etherealSpares reports whether blow b, not an attack's hit (the ward
// judges those), passes through Ethereal figure t: everything but spells
// and the blows of figures whose attacks are spell-enhanced (R707).
func (e *env) etherealSpares(t *Figure, b *Blow) bool {
	if !ethereal(t) {
		return false
	}
	switch b.Rule {
	case ruleSpell, ruleMiscast, ruleStrike:
		return false
	}
	if bi := e.s.figure(b.By); bi >= 0 && spellEnhanced(&e.s.Figures[bi]) {
		return false
	}
	return true
}

func init() {
	registerSkill(&skill{
		id: skillEthereal, name: Text{En: "Ethereal", Es: "Etéreo"}, effect: "ethereal",
		ward: func(h *hitCtx) (bool, Text) {
			if enchantedAttack(h.a(), h.item()) {
				return false, Text{}
			}
			return true, Text{En: "the blow passes through it: only spells and magic or spell-enhanced weapons wound it",
				Es: "el golpe lo atraviesa: solo le hieren hechizos y armas mágicas o hechizadas"}
		},
		// The weapon passes through it: no knock-down nor stun either.
		wardAll:  true,
		autoPass: func(f *Figure, a Attribute, rule string) bool { return a == Agility },
	})
}
