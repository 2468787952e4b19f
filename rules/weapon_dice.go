package rules

// The traits of usual weapons and armours that change a hit's damage
// dice or the target's armour (pages 70-73 and the tables of pages
// 123-124; the notes are the pack's own wording since the book's icons
// were lost). They are read off the items when a hit's blow is worked
// out, and each change is shown on the damage roll: a die more or fewer
// in its DiceModifiers, an armour point in its Modifiers.
//
//	heavy_armor_dice   dice more (less) against a target in heavy armour
//	two_hands_dice     dice more when a one-handed weapon is wielded with
//	                   both hands: the other hand holds nothing (R1220)
//	large_target_dice  dice more against a Large or Huge target
//	mounted_dice       dice more while the wielder rides (page 101)
//	behind_armor       armour change against a target attacked from
//	                   behind or knocked down (R1221)
//	still_armor        armour change when the shooter has not moved in
//	                   its activation (R1222)
//	armor_traits       the wearer takes fewer_dice fewer from the attacks
//	                   named by against: melee, ranged, melee_ranged, or
//	                   slashing weapons (the weapons with the trait
//	                   slashing; R1223, R1224)

// The words of an armour's against (armor_traits).
const (
	againstMelee       = "melee"
	againstRanged      = "ranged"
	againstMeleeRanged = "melee_ranged"
	againstSlashing    = "slashing"
)

// weaponTraits applies to blow b the traits of weapon k of figure wi
// (it, the item strikeItem gives) hitting figure ti: ranged for a shot
// or a throw, behind for a hit from the target's back or on it knocked
// down. Bare hands (it nil) have no traits, but armour may spare dice
// from them as from the Unarmed card (page 70).
func weaponTraits(s *State, b *Blow, wi, ti, k int, it *Item, ranged, behind bool) {
	if it != nil && it.ItemCard != nil {
		weaponDice(s, b, wi, ti, k, it, ranged, behind)
	}
	armourTraits(&s.Figures[ti], b, it, ranged)
}

// weaponDice applies the traits of weapon it (k) of figure wi to blow b
// on figure ti.
func weaponDice(s *State, b *Blow, wi, ti, k int, it *Item, ranged, behind bool) {
	w, t := &s.Figures[wi], &s.Figures[ti]
	name := it.Name
	if v, ok := it.Trait("heavy_armor_dice"); ok && v != 0 && heavyArmour(t) {
		b.addDice(v, Text{En: name.En + " against heavy armour", Es: name.Es + " contra armadura pesada"})
	}
	if v, ok := it.Trait("two_hands_dice"); ok && v != 0 && !ranged && bothHands(w, k) {
		b.addDice(v, Text{En: name.En + " wielded with both hands", Es: name.Es + " a dos manos"})
	}
	if v, ok := it.Trait("large_target_dice"); ok && v != 0 && t.Size >= SizeLarge {
		b.addDice(v, Text{En: name.En + " against a Large or Huge target", Es: name.Es + " contra un objetivo Grande o Enorme"})
	}
	if v, ok := it.Trait("mounted_dice"); ok && v != 0 && riding(w) {
		b.addDice(v, Text{En: name.En + " wielded while riding", Es: name.Es + " a caballo"})
	}
	if v, ok := it.Trait("behind_armor"); ok && v != 0 && (behind || t.Conditions.Has(KnockedDown)) {
		b.Modifiers = append(b.Modifiers, Modifier{Value: v, Why: Text{
			En: name.En + " against a target attacked from behind or knocked down",
			Es: name.Es + " contra un objetivo atacado por la espalda o derribado"}})
	}
	if v, ok := it.Trait("still_armor"); ok && v != 0 && ranged && stoodStill(s, wi) {
		b.Modifiers = append(b.Modifiers, Modifier{Value: v, Why: Text{
			En: name.En + ": the shooter has not moved",
			Es: name.Es + ": el tirador no se ha movido"}})
	}
}

// bothHands reports whether figure f wields its held one-handed weapon k
// with both hands: it holds nothing else (R1220). An unarmed card is no
// object in a hand.
func bothHands(f *Figure, k int) bool {
	if k < 0 || k >= len(f.Items) || f.Items[k].Place != InHand || f.Items[k].Hands != 1 {
		return false
	}
	return handsFreeBut(f, k)
}

// handsFreeBut reports whether figure f holds nothing in its hands but
// item k (-1: nothing at all): unarmed cards and natural weapons take
// no hand.
func handsFreeBut(f *Figure, k int) bool {
	for i := range f.Items {
		if it := &f.Items[i]; i != k && it.Place == InHand && !it.Unarmed && !it.Natural {
			return false
		}
	}
	return true
}

// stoodStill reports whether figure fi, shooting, has not moved in its
// activation, nor has its mount carried it (R1222). A shot out of its
// activation (a defensive shot) does not count as still.
func stoodStill(s *State, fi int) bool {
	a := s.Active
	return a != nil && a.Figure == s.Figures[fi].ID && !a.Moved && a.Spent == 0
}

// armourTraits takes off blow b the dice the armour figure t wears spares
// it from a hit of weapon it (ranged: a shot or a throw). Page 41's
// minimum of one die, at +1 armour, is the damage roll's.
func armourTraits(t *Figure, b *Blow, it *Item, ranged bool) {
	for i := range t.Items {
		a := &t.Items[i]
		if a.Kind != ItemArmour || a.Place != Worn || a.Broken {
			continue
		}
		n, ok := a.Trait("fewer_dice")
		if !ok || n <= 0 || !armourSpares(a.magicWord("against"), it, ranged) {
			continue
		}
		b.addDice(-n, Text{En: a.Name.En + ": fewer damage dice from " + armourAgainstText[a.magicWord("against")].En,
			Es: a.Name.Es + ": menos dados de daño de " + armourAgainstText[a.magicWord("against")].Es})
	}
}

// armourSpares reports whether an armour whose against is word spares
// dice from a hit of weapon it (R1223): melee and ranged name the
// attack, slashing the weapon's trait.
func armourSpares(word string, it *Item, ranged bool) bool {
	switch word {
	case againstMelee:
		return !ranged
	case againstRanged:
		return ranged
	case againstMeleeRanged:
		return true
	case againstSlashing:
		return it != nil && it.ItemCard != nil && it.Has("slashing")
	}
	return false
}

// armourAgainstText names what an armour's against spares it from.
var armourAgainstText = map[string]Text{
	againstMelee:       {En: "melee weapons", Es: "armas cuerpo a cuerpo"},
	againstRanged:      {En: "ranged weapons", Es: "armas a distancia"},
	againstMeleeRanged: {En: "melee and ranged weapons", Es: "armas cuerpo a cuerpo y a distancia"},
	againstSlashing:    {En: "slashing weapons", Es: "armas de tajo"},
}
