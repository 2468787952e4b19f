package rules

// Melee weapons that may be thrown (page 123's dagger, throwing axe and
// trident; the pack's `thrown`: the squares it flies, and
// `thrown_shooting`: the change to the Shooting Skill of the throw). Held
// in hand, such a weapon is thrown as a ranged attack with the Shooting
// Skill (page 34): its range is the card's, it is a throwing weapon (no
// distance limit on its criticals' dice, out of hand until the combat
// ends once thrown in a combat turn, page 35), and its damage is its
// melee damage, Strength and dice (page 41: "melee and throwing weapons")
// (R1209).

// meleeThrown reports whether melee weapon it may be thrown.
func meleeThrown(it *Item) bool {
	if it.Kind != ItemMelee {
		return false
	}
	v, _ := it.Trait("thrown")
	return v > 0
}

// throwing reports whether weapon it is a throwing weapon that stays
// where it fell until the combat ends once thrown in a combat turn: a
// ranged throwing weapon or a melee weapon that may be thrown.
func throwing(it *Item) bool { return it.Throwing || meleeThrown(it) }

// thrownShotMods appends to mods the change to the Shooting Skill of
// throwing weapon it (thrown_shooting).
func thrownShotMods(it *Item, mods []Modifier) []Modifier {
	if v, _ := it.Trait("thrown_shooting"); v != 0 && thrown(it) {
		mods = append(mods, Modifier{Value: v, Why: Text{En: "thrown: " + it.Name.En, Es: "lanzado: " + it.Name.Es}})
	}
	return mods
}
