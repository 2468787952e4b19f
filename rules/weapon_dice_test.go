package rules

import (
	"testing"

	"dun/board"
)

// traitItem is a usual weapon or armour of the starter pack, as setup
// resolves it, with its traits.
func traitItem(id, en string, kind ItemKind, hands, dice int, place Place, traits ...Trait) Item {
	return Item{ItemCard: &ItemCard{ID: id, Name: Text{En: en, Es: en}, Kind: kind, Hands: hands, Dice: dice, PlusStrength: kind == ItemMelee, Traits: traits}, Place: place}
}

func tr(name string, v int) Trait    { return Trait{Name: name, Value: v} }
func trWord(name, word string) Trait { return Trait{Name: name, Word: word} }

func sumMods(ms []Modifier) (n int) {
	for _, m := range ms {
		n += m.Value
	}
	return n
}

// Pages 70-73, 123-124: the weapon and armour traits that change a hit's
// damage dice or the target's armour (weapon_dice.go; R1220-R1224).
func TestWeaponDiceTraits(t *testing.T) {
	elven := traitItem("elven_sword", "Elven Sword", ItemMelee, 1, 2, InHand, tr("heavy_armor_dice", -1), tr("two_hands_dice", 1))
	spearT := traitItem("spear", "Spear", ItemMelee, 1, 0, InHand, tr("two_hands_dice", 1))
	halberd := traitItem("halberd", "Halberd", ItemMelee, 2, 0, InHand, tr("large_target_dice", 1))
	saber := traitItem("saber", "Saber", ItemMelee, 1, 2, InHand, tr("heavy_armor_dice", -3), tr("mounted_dice", 1), tr("slashing", 1))
	dagger := traitItem("dagger", "Dagger", ItemMelee, 1, 0, InHand, tr("behind_armor", -1))
	sling := traitItem("sling_with_lead_projectiles", "Sling", ItemRanged, 1, 3, InHand, tr("still_armor", -1))
	yoroi := traitItem("yoroi", "Yoroi", ItemArmour, 0, 0, Worn, tr("fewer_dice", 1), trWord("against", "melee"))
	elvenArmour := traitItem("elven_armor", "Elven Armor", ItemArmour, 0, 0, Worn, tr("fewer_dice", 1), trWord("against", "melee_ranged"))
	lorica := traitItem("lorica", "Lorica", ItemArmour, 0, 0, Worn, tr("fewer_dice", 1), trWord("against", "slashing"))
	lorica.Heavy = true
	shield := shieldItem()
	cases := []struct {
		name   string
		weapon Item
		extra  []Item // the wielder's other items, before the weapon
		target []Item
		set    func(s *State)
		ranged bool
		behind bool
		dice   int // change to the dice
		armour int // change to the armour
		whys   int // dice modifiers shown
	}{
		{name: "elven sword in both hands", weapon: elven, dice: 1, whys: 1},
		{name: "elven sword with a shield", weapon: elven, extra: []Item{shield}},
		{name: "elven sword against heavy armour, both hands", weapon: elven, target: []Item{heavyArmourItem()}, dice: 0, whys: 2},
		{name: "elven sword against heavy armour in the pack", weapon: elven, target: []Item{func() Item { a := heavyArmourItem(); a.Place = InPack; return a }()}, dice: 1, whys: 1},
		{name: "spear alone", weapon: spearT, dice: 1, whys: 1},
		{name: "spear with a lit torch", weapon: spearT, extra: []Item{traitItem("torch", "Torch", ItemObject, 1, 0, InHand)}},
		{name: "spear beside an unarmed card", weapon: spearT, extra: []Item{{ItemCard: &ItemCard{ID: "unarmed", Kind: ItemMelee, Unarmed: true}, Place: InHand}}, dice: 1, whys: 1},
		{name: "spear thrown", weapon: spearT, ranged: true},
		{name: "halberd against an average target", weapon: halberd},
		{name: "halberd against a Large target", weapon: halberd, set: func(s *State) { s.Figures[1].Size = SizeLarge }, dice: 1, whys: 1},
		{name: "halberd against a Huge target", weapon: halberd, set: func(s *State) { s.Figures[1].Size = SizeHuge }, dice: 1, whys: 1},
		{name: "saber on foot, with a shield", weapon: saber, extra: []Item{shield}},
		{name: "saber riding, with a shield", weapon: saber, extra: []Item{shield}, set: func(s *State) { s.Figures[0].SetRiding("horse") }, dice: 1, whys: 1},
		{name: "saber against heavy armour", weapon: saber, extra: []Item{shield}, target: []Item{heavyArmourItem()}, dice: -3, whys: 1},
		{name: "dagger from the front", weapon: dagger, extra: []Item{shield}},
		{name: "dagger from behind", weapon: dagger, extra: []Item{shield}, behind: true, armour: -1},
		{name: "dagger on a knocked-down target", weapon: dagger, extra: []Item{shield}, set: func(s *State) { s.Figures[1].Conditions = s.Figures[1].Conditions.With(KnockedDown) }, armour: -1},
		{name: "sling, still", weapon: sling, ranged: true, set: func(s *State) { s.Active = &Activation{Figure: "w"} }, armour: -1},
		{name: "sling, moved", weapon: sling, ranged: true, set: func(s *State) { s.Active = &Activation{Figure: "w", Moved: true, Spent: 2} }},
		{name: "sling, out of its activation", weapon: sling, ranged: true},
		{name: "yoroi against a melee blow", weapon: dagger, extra: []Item{shield}, target: []Item{yoroi}, dice: -1, whys: 1},
		{name: "yoroi against a shot", weapon: sling, ranged: true, target: []Item{yoroi}},
		{name: "yoroi against bare hands", target: []Item{yoroi}, dice: -1, whys: 1},
		{name: "broken yoroi", weapon: dagger, extra: []Item{shield}, target: []Item{func() Item { a := yoroi; a.Broken = true; return a }()}},
		{name: "elven armour against a shot", weapon: sling, ranged: true, target: []Item{elvenArmour}, dice: -1, whys: 1},
		{name: "elven armour against a blow", weapon: dagger, extra: []Item{shield}, target: []Item{elvenArmour}, dice: -1, whys: 1},
		{name: "lorica against a saber", weapon: saber, extra: []Item{shield}, target: []Item{lorica}, dice: -4, whys: 2},
		{name: "lorica against a dagger", weapon: dagger, extra: []Item{shield}, target: []Item{lorica}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := armed(heroFig("w", 1, 1, 4, 0), c.extra...)
			k := -1
			if c.weapon.ItemCard != nil {
				w.Items = append(w.Items, c.weapon)
				k = len(w.Items) - 1
			}
			w.Facing = board.East
			o := armed(fig("o", Dark, SizeAverage, 2, 1, 4), c.target...)
			s := newState(t, arena(t), w, o)
			if c.set != nil {
				c.set(&s)
			}
			b := Blow{Dice: 5}
			weaponTraits(&s, &b, 0, 1, k, strikeItem(&s.Figures[0], k), c.ranged, c.behind)
			if b.Dice-5 != c.dice || sumMods(b.DiceMods) != c.dice || len(b.DiceMods) != c.whys {
				t.Fatalf("dice %+d (%v), want %+d in %d", b.Dice-5, b.DiceMods, c.dice, c.whys)
			}
			if sumMods(b.Modifiers) != c.armour {
				t.Fatalf("armour %v, want %+d", b.Modifiers, c.armour)
			}
			for _, m := range append(b.DiceMods, b.Modifiers...) {
				if m.Why.En == "" || m.Why.Es == "" {
					t.Fatalf("a change without its reason: %+v", m)
				}
			}
		})
	}
}

// The traits reach the damage roll of a real attack: the elven sword
// held alone rolls Strength 3, 2 and 1 for both hands, 6 dice, and the
// roll shows the die it added; page 41's minimum applies after an
// armour's fewer dice.
func TestWeaponTraitsInAStrike(t *testing.T) {
	elven := traitItem("elven_sword", "Elven Sword", ItemMelee, 1, 2, InHand, tr("heavy_armor_dice", -1), tr("two_hands_dice", 1))
	shara := armed(heroFig("shara", 2, 2, 4, 0), elven)
	shara.Facing = board.East
	orc := fig("orc", Dark, SizeAverage, 3, 2, 4)
	s := newState(t, arena(t), shara, orc)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	_, evs := applyDice(t, s, attack(Heroes, "shara", "orc"), 5, 5, 1, 2, 1, 1, 1, 1, 1, 1)
	dr := lastOf[DamageRolled](t, evs)
	rs := rolls(evs)
	last := rs[len(rs)-1]
	if dr.Dice != 6 || len(last.DiceModifiers) != 1 || last.DiceModifiers[0].Value != 1 || last.DiceModifiers[0].Why.En != "Elven Sword wielded with both hands" {
		t.Fatalf("damage %+v roll %+v", dr, last)
	}
	// Bare hands of Strength 1 against an orc in a yoroi: one die fewer
	// leaves none, so one die at +1 armour (and +1 unarmed): 5.
	yoroi := traitItem("yoroi", "Yoroi", ItemArmour, 0, 0, Worn, tr("fewer_dice", 1), trWord("against", "melee"))
	s.Figures[0].Items = nil
	s.Figures[0].EditAttrs().Strength = 1
	s.Figures[1].Items = []Item{yoroi}
	_, evs = applyDice(t, s, attack(Heroes, "shara", "orc"), 5, 5, 1, 2, 6)
	dr = lastOf[DamageRolled](t, evs)
	if dr.Dice != 0 || dr.Armour != 5 || dr.Wounds != 1 {
		t.Fatalf("one die fewer than one: %+v", dr)
	}
}
