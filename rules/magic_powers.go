package rules

// Powers of magic objects that change other rules rather than being used
// with an Action of their own (magic_use.go has those), each from the
// object's card and only once it is identified (page 27):
//
//   - a magic_item held in hand with attribute and value (the Staff of
//     Wisdom's +1 Intelligence) adds the value to that attribute, a
//     magic modifier (page 11's cap of +5), and its power mana_1 adds one
//     to its bearer's Mana (R1072);
//   - a magic weapon's power returning_throw_8 (the Spear of the Gods)
//     makes it a weapon thrown up to 8 squares, which comes back to its
//     thrower's hand when his side's turn ends (R1075);
//   - no_penalties (Mithril Shield, Dragonscale Armor): the card's
//     penalties do not count where the rules count them (R1076);
//   - a magic shield's power blocks_magic_projectiles (the Diamond
//     Shield): raised against a magic projectile it may block it as it
//     blocks a hit (R1077).

// The parameters and power words played here.
const (
	powerMana1               = "mana_1"
	powerReturningThrow8     = "returning_throw_8"
	returningThrowRange      = 8
	powerBlocksMagic         = "blocks_magic_projectiles"
	paramNoPenalties         = "no_penalties"
	againstDragons           = "dragons_huge"
	ruleBlockProjectile      = "block_projectile"
	kindDragon               = "dragon"
	heldMagicAttributeParams = "attribute"
)

// heldMagic calls do for each identified magic item figure f holds.
func heldMagic(f *Figure, do func(it *Item)) {
	for i := range f.Items {
		if it := &f.Items[i]; it.Place == InHand && magicPowered(it, EffectMagicItem) {
			do(it)
		}
	}
}

// heldMagicMods appends to dst the bonuses to attribute a of the magic
// items figure f holds (the Staff of Wisdom's Intelligence).
func heldMagicMods(f *Figure, a Attribute, dst []Modifier) []Modifier {
	heldMagic(f, func(it *Item) {
		at, ok := contentAttribute(it.magicWord(heldMagicAttributeParams))
		if v, _ := it.Trait("value"); ok && at == a && v != 0 {
			dst = append(dst, Modifier{Value: v, Kind: ModMagic, Why: Text{En: "magic object: " + it.Name.En, Es: "objeto mágico: " + it.Name.Es}})
		}
	})
	return dst
}

// heldMagicValue is the sum the magic items figure f holds add to
// attribute a.
func heldMagicValue(f *Figure, a Attribute) int {
	n := 0
	for _, m := range heldMagicMods(f, a, nil) {
		n += m.Value
	}
	return n
}

// heldMana is the Mana the magic items figure f holds add to its pool.
func heldMana(f *Figure) int {
	n := 0
	heldMagic(f, func(it *Item) {
		if it.magicWord("power") == powerMana1 {
			n++
		}
	})
	return n
}

// dragonOrHuge reports whether figure t is a dragon (its kind or race
// says so) or a Huge creature, the foes of the Dragon-slayer Broadsword
// (R1078).
func dragonOrHuge(t *Figure) bool {
	return t.Size >= SizeHuge || t.Kind() == kindDragon || t.Race() == kindDragon
}

// returnsToHand reports whether identified magic weapon it is thrown and
// comes back (the Spear of the Gods).
func returnsToHand(it *Item) bool {
	return magicPowered(it, EffectMagicWeapon) && it.magicWord("power") == powerReturningThrow8
}

// thrown reports whether weapon it is thrown rather than shot (page 35):
// a throwing weapon, a melee weapon whose card lets it be thrown
// (weapon_thrown.go), a flask, or one a power lets fly.
func thrown(it *Item) bool { return throwing(it) || returnsToHand(it) || isFlask(it) }

// throwables are the indices of the weapons figure f holds ready to shoot
// or throw: its ranged weapons, then the melee weapons its cards or a
// power let it throw.
func throwables(f *Figure) []int {
	out := f.Held(ItemRanged)
	for _, k := range f.Held(ItemMelee) {
		if returnsToHand(&f.Items[k]) || meleeThrown(&f.Items[k]) {
			out = append(out, k)
		}
	}
	return out
}

// thrownAway marks weapon it, just thrown, as out of its thrower's hand:
// a returning weapon until its side's turn ends, a throwing weapon until
// the combat ends (page 35).
func thrownAway(s *State, f *Figure, k int) {
	if k < 0 {
		return // a rock (ItemRock), no item of the figure's
	}
	if it := &f.Items[k]; returnsToHand(it) || throwing(it) && CombatTurn(*s) {
		f.editItem(k).Spent = true
	}
}

// returnThrown brings back to their throwers' hands the returning weapons
// of side's figures when side's turn ends.
func (e *env) returnThrown(side Side) {
	for i := range e.s.Figures {
		f := &e.s.Figures[i]
		if f.Side != side {
			continue
		}
		for k := range f.Items {
			if it := &f.Items[k]; it.Spent && returnsToHand(it) {
				it = f.editItem(k)
				it.Spent = false
				e.emit(ItemPowerUsed{Figure: f.ID, ItemName: it.Name, What: Text{En: "comes back to the thrower's hand", Es: "vuelve a la mano de quien la lanzó"}})
			}
		}
	}
}

// ActivePenalties are the penalties of item it that count: none for an
// identified object whose card says no_penalties (R1076).
func (it *Item) ActivePenalties() []Penalty {
	if it.ItemCard == nil || (!it.Unknown && it.Has(paramNoPenalties) &&
		(it.Effect == EffectMagicArmour || it.Effect == EffectMagicWeapon)) {
		return nil
	}
	return it.Penalties
}

// blocksMagic reports whether item it, a shield, may block magic
// projectiles (the Diamond Shield identified).
func blocksMagic(it *Item) bool {
	return magicPowered(it, EffectMagicArmour) && it.magicWord("power") == powerBlocksMagic
}

// liftPenalties gives figure f back the penalties of the armour it wears,
// just identified, whose card says no_penalties: put on unidentified, it
// counted them as its ordinary equivalent's (page 27, R1076).
func liftPenalties(f *Figure, it *Item) {
	if it.Place != Worn || it.Kind != ItemArmour || len(it.ActivePenalties()) > 0 {
		return
	}
	for _, p := range it.Penalties {
		p = usedToArmour(f, it, p)
		if v := p.Attribute.ref(f.EditAttrs()); v != nil {
			*v = clampAttr(p.Attribute, *v-p.Value)
		}
	}
}
