package rules

// Javelins in melee (page 124, the pack's `melee_combat`, `melee_piercing`):
// page 37 makes a figure fighting in melee with a ranged weapon unarmed,
// "unless the weapon indicates otherwise"; the javelin and the heavy
// javelin say otherwise: held in hand, they fight in melee at their card's
// Combat Skill change, dealing their card's damage (Strength), and lose
// their change to the target's Armour unless melee_piercing keeps it
// (R1208).

// meleeRanged reports whether ranged weapon it fights in melee as a
// weapon (melee_combat).
func meleeRanged(it *Item) bool { return it.Kind == ItemRanged && it.Has("melee_combat") }

// meleeRangedMods appends to mods the Combat Skill change of ranged weapon
// it used in melee.
func meleeRangedMods(it *Item, mods []Modifier) []Modifier {
	if it == nil || !meleeRanged(it) {
		return mods
	}
	if v, _ := it.Trait("melee_combat"); v != 0 {
		mods = append(mods, Modifier{Value: v, Why: Text{En: "thrown weapon in melee: " + it.Name.En, Es: "arma arrojadiza en cuerpo a cuerpo: " + it.Name.Es}})
	}
	return mods
}

// strikePiercing is the change to the target's Armour weapon it makes in
// attack st: its card's, but none for a ranged weapon fighting in melee
// without melee_piercing.
func strikePiercing(st *Strike, it *Item) int {
	if st.Ranged {
		return it.Piercing
	}
	return meleePiercing(it)
}

// meleePiercing is weapon it's change to the target's Armour in melee.
func meleePiercing(it *Item) int {
	if meleeRanged(it) && !it.Has("melee_piercing") {
		return 0
	}
	return it.Piercing
}
