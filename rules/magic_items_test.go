package rules

import (
	"testing"

	"dun/board"
	"dun/dice"
)

// Magic objects as content/starter/pack/magic.yaml describes them, on the
// numbers of their base items (setup resolves the same).
func magicSword() Item {
	it := sword()
	it.ItemCard = &ItemCard{ID: "magic_sword", Name: Text{En: "Magic Sword", Es: "Espada mágica"}, Kind: ItemMelee, Hands: 1, Dice: 1, PlusStrength: true, Breaks: 1,
		Effect: EffectMagicWeapon, Traits: []Trait{{Name: "combat", Value: 1}, {Name: "dice", Value: 1}}}
	return it
}

func flamingSword() Item {
	it := sword()
	it.ItemCard = &ItemCard{ID: "flaming_sword", Name: Text{En: "Flaming Sword", Es: "Espada flamígera"}, Kind: ItemMelee, Hands: 1, Dice: 1, PlusStrength: true, Breaks: 1,
		Effect: EffectMagicWeapon, Traits: []Trait{{Name: "dice", Value: 1}, {Name: "element", Word: "fire"}}}
	return it
}

func huntersBow() Item {
	it := bow()
	it.ItemCard = &ItemCard{ID: "hunters_bow", Name: Text{En: "Hunter's Bow", Es: "Arco del cazador"}, Kind: ItemRanged, Hands: 2, Dice: 3, Range: 18, Breaks: 2,
		Effect: EffectMagicWeapon, Traits: []Trait{{Name: "shooting", Value: 1}, {Name: "power", Word: "range_22"}}}
	return it
}

func mithrilShield() Item {
	it := shieldItem()
	it.ItemCard = &ItemCard{ID: "mithril_shield", Name: Text{En: "Mithril Shield", Es: "Escudo de mithril"}, Kind: ItemShield, Hands: 1, Block: 5, Push: true, BreakBlock: 2,
		Effect: EffectMagicArmour, Traits: []Trait{{Name: "block", Value: 4}, {Name: "no_penalties", Value: 1}}}
	return it
}

func findModifier(mods []Modifier, why string) (Modifier, bool) {
	for _, m := range mods {
		if m.Why.En == why {
			return m, true
		}
	}
	return Modifier{}, false
}

// A magic weapon's Combat or Shooting bonus counts while it is wielded,
// identified and whole (page 72, page 27), as a magic modifier.
func TestMagicWeaponSkillBonus(t *testing.T) {
	for _, c := range []struct {
		name            string
		unknown, broken bool
		want            bool
	}{
		{"identified", false, false, true},
		{"unidentified: an ordinary sword", true, false, false},
		{"broken", false, true, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			it := magicSword()
			it.Unknown, it.Broken = c.unknown, c.broken
			shara := armed(heroFig("shara", 2, 2, 4, 0), it)
			orc := fig("orc", Dark, SizeAverage, 3, 2, 4)
			bw := huntersBow()
			bw.Unknown = c.unknown
			bw.Broken = c.broken
			taeral := armed(heroFig("taeral", 0, 0, 5, 0), bw)
			s := newState(t, arena(t), shara, orc, taeral)
			for _, attacking := range []bool{true, false} {
				m, ok := findModifier(combatModifiers(&s, 0, 1, 0, attacking, false), "magic weapon: Magic Sword")
				if ok != c.want || ok && (m.Value != 1 || m.Kind != ModMagic || m.Why.Es != "arma mágica: Espada mágica") {
					t.Errorf("attacking %v: combat %+v %v, want %v", attacking, m, ok, c.want)
				}
			}
			m, ok := findModifier(shotModifiers(&s, 2, 1, 0, 3, board.NoCover, false, shotSkills{}), "magic weapon: Hunter's Bow")
			if ok != c.want || ok && (m.Value != 1 || m.Kind != ModMagic) {
				t.Errorf("shooting %+v %v, want %v", m, ok, c.want)
			}
		})
	}
}

// The bonus of a magic weapon raises the cap on bonuses to +5 (page 11).
func TestMagicWeaponRaisesCap(t *testing.T) {
	mods, limit := capBonuses([]Modifier{{Value: 3, Kind: ModSkill}, {Value: 1, Kind: ModMagic}})
	if limit != MagicBonusCap || len(mods) != 2 {
		t.Fatalf("cap %d, mods %v", limit, mods)
	}
}

// A hit with a magic weapon rolls its extra damage dice, and deals fire
// damage with a flaming one; an unidentified one hits as its base weapon.
func TestMagicWeaponBlow(t *testing.T) {
	hit := func(t *testing.T, it Item) (DamageRolled, []Event) {
		t.Helper()
		shara := armed(heroFig("shara", 2, 2, 4, 0), it)
		shara.Facing = board.East
		orc := fig("orc", Dark, SizeAverage, 3, 2, 4)
		orc.Facing = board.West
		s := newState(t, arena(t), shara, orc)
		s, _ = play(t, s, nil, activate(Heroes, "shara"))
		// 5,5 beats 1,2 without a critical; the damage dice all miss.
		_, evs := applyDice(t, s, attack(Heroes, "shara", "orc"), 5, 5, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1)
		return lastOf[DamageRolled](t, evs), evs
	}
	plain, _ := hit(t, sword())
	for _, c := range []struct {
		name  string
		it    Item
		dice  int
		flame bool
	}{
		{"magic sword", magicSword(), 1, false},
		{"flaming sword", flamingSword(), 1, true},
		{"unidentified flaming sword", func() Item { it := flamingSword(); it.Unknown = true; return it }(), 0, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, evs := hit(t, c.it)
			if d.Dice != plain.Dice+c.dice || d.Flaming != c.flame {
				t.Fatalf("%d dice flaming %v, want %d and %v", d.Dice, d.Flaming, plain.Dice+c.dice, c.flame)
			}
			used := hasEvent[ItemPowerUsed](evs)
			if used != (c.dice > 0) {
				t.Errorf("ItemPowerUsed reported %v", used)
			}
		})
	}
}

// An identified magic shield blocks on its own roll; unidentified, on
// its base shield's (page 27).
func TestMagicShieldBlock(t *testing.T) {
	for _, c := range []struct {
		unknown bool
		need    int
	}{{false, 4}, {true, 5}} {
		sh := mithrilShield()
		sh.Unknown = c.unknown
		shara := armed(heroFig("shara", 2, 2, 4, 0), sword(), sh)
		troll := fig("troll", Dark, SizeAverage, 3, 2, 4)
		s := newState(t, arena(t), shara, troll)
		s.Strike = &Strike{Target: "shara", Struck: "shara"}
		e := &env{s: &s}
		if _, need, ok := e.blockNeed(1, 0); !ok || need != c.need {
			t.Errorf("unknown %v: block on %d (%v), want %d", c.unknown, need, ok, c.need)
		}
	}
}

// Page 72: a failed breaking roll of a magic weapon or shield is rolled
// again, identified or not (page 27); an ordinary one's is not. The
// Diamond Shield never breaks: no roll at all.
func TestMagicBreakingReroll(t *testing.T) {
	diamond := shieldItem()
	diamond.ItemCard = &ItemCard{ID: "diamond_shield", Name: Text{En: "Diamond Shield", Es: "Escudo de diamante"}, Kind: ItemShield, Hands: 1, Block: 5, BreakBlock: 2,
		Effect: EffectMagicArmour, Traits: []Trait{{Name: "block", Value: 4}, {Name: "immune", Word: "breaking"}}}
	unknown := magicSword()
	unknown.Unknown = true
	for _, c := range []struct {
		name   string
		it     Item
		forced []int
		rolls  int
		broken bool
	}{
		{"ordinary sword fails", sword(), []int{1}, 1, true},
		{"magic sword saved by the reroll", magicSword(), []int{1, 4}, 2, false},
		{"magic sword fails twice", magicSword(), []int{1, 1}, 2, true},
		{"unidentified magic sword rerolls too", unknown, []int{1, 3}, 2, false},
		{"magic sword passes first", magicSword(), []int{2}, 1, false},
		{"magic shield rerolls", mithrilShield(), []int{2, 5}, 2, false},
		{"diamond shield never breaks", diamond, nil, 0, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := armed(heroFig("shara", 2, 2, 4, 0), c.it)
			s := newState(t, arena(t), f)
			e := &env{s: &s, dice: dice.NewRoller(dice.Scripted(c.forced...))}
			value := c.it.Breaks
			if c.it.Kind == ItemShield {
				value = c.it.BreakBlock
			}
			broke, err := e.breakingRoll(0, 0, value)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, ev := range e.events {
				if r, ok := ev.(Rolled); ok {
					n++
					if n == 2 && r.Roll.RerolledBy != ruleMagicReroll {
						t.Errorf("second roll not marked as page 72's reroll: %+v", r.Roll)
					}
				}
			}
			if broke != c.broken || s.Figures[0].Items[0].Broken != c.broken || n != c.rolls {
				t.Fatalf("broke %v after %d rolls, want %v after %d", broke, n, c.broken, c.rolls)
			}
		})
	}
}

// MagicMissing names exactly the parameters the rules do not read.
func TestMagicMissing(t *testing.T) {
	for _, c := range []struct {
		effect string
		traits []Trait
		want   string
		plays  bool
	}{
		{EffectMagicWeapon, []Trait{{Name: "combat", Value: 1}, {Name: "dice", Value: 1}}, "", true},
		{EffectMagicWeapon, []Trait{{Name: "element", Word: "fire"}}, "", true},
		{EffectMagicWeapon, []Trait{{Name: "element", Word: "ice"}}, "element ice", false},
		{EffectMagicWeapon, []Trait{{Name: "shooting", Value: 1}, {Name: "power", Word: "range_22"}}, "", true},
		{EffectMagicWeapon, []Trait{{Name: "dice", Value: 2}, {Name: "power", Word: "quake"}}, "", true},
		{EffectMagicWeapon, []Trait{{Name: "dice", Value: 2}, {Name: "power", Word: "tremor"}}, "power tremor", true},
		{EffectMagicWeapon, []Trait{{Name: "against", Word: "dragons_huge"}, {Name: "against_dice", Value: 3}}, "", true},
		{EffectMagicArmour, []Trait{{Name: "armor", Value: 1}, {Name: "immune", Word: "critical_stun"}}, "", true},
		{EffectMagicArmour, []Trait{{Name: "no_penalties", Value: 1}}, "", true},
		{EffectMagicArmour, []Trait{{Name: "power", Word: "blocks_magic_projectiles"}}, "", true},
		// Magic items: a use or value counts only with the power or
		// attribute it serves.
		{EffectMagicItem, []Trait{{Name: "dice", Value: 3}, {Name: "power", Word: "magic_projectile"}, {Name: "range", Value: 8}, {Name: "uses", Value: 2}}, "", true},
		{EffectMagicItem, []Trait{{Name: "power", Word: "full_recovery"}, {Name: "uses", Value: 1}}, "", true},
		{EffectMagicItem, []Trait{{Name: "attribute", Word: "intelligence"}, {Name: "power", Word: "mana_1"}, {Name: "value", Value: 1}}, "", true},
		{EffectMagicItem, []Trait{{Name: "power", Word: "invisibility"}, {Name: "uses", Value: 2}}, "power invisibility, uses (magic_item: " + magicWhy[EffectMagicItem] + ")", false},
		{EffectMagicItem, []Trait{{Name: "attribute", Word: "movement"}, {Name: "value", Value: 1}}, "attribute movement, value (magic_item: " + magicWhy[EffectMagicItem] + ")", false},
		{EffectMagicItem, []Trait{{Name: "power", Word: "hard_to_shoot"}, {Name: "value", Value: -1}}, "power hard_to_shoot, value (magic_item: " + magicWhy[EffectMagicItem] + ")", false},
		{EffectMagicItem, []Trait{{Name: "attribute", Word: "intelligence"}, {Name: "power", Word: "ward"}, {Name: "value", Value: 1}}, "power ward", true},
		{EffectMagicArmour, []Trait{{Name: "against", Word: "cold"}, {Name: "fewer_dice", Value: 2}}, "against cold", true},
		{EffectMagicArmour, []Trait{{Name: "block", Value: 4}, {Name: "immune", Word: "breaking"}}, "", true},
	} {
		if got := MagicMissing(c.effect, c.traits); got != c.want {
			t.Errorf("%s %v: missing %q, want %q", c.effect, c.traits, got, c.want)
		}
		if got := MagicPlays(c.effect, c.traits); got != c.plays {
			t.Errorf("%s %v: plays %v, want %v", c.effect, c.traits, got, c.plays)
		}
	}
	for _, effect := range []string{"magic_resistance"} {
		if MagicMissing(effect, nil) == "" || MagicPlays(effect, []Trait{{Name: "value", Value: 1}}) {
			t.Errorf("%s is said to be played", effect)
		}
	}
}

func magicHelm() Item {
	return Item{ItemCard: &ItemCard{ID: "magic_helm", Name: Text{En: "Magic Helm", Es: "Yelmo mágico"}, Kind: ItemArmour,
		Effect: EffectMagicArmour, Traits: []Trait{{Name: "armor", Value: 1}, {Name: "immune", Word: "critical_stun"}}}, Place: Worn}
}

// A worn, identified magic armour adds its bonus to every damage roll
// against the wearer's Armour (not Natural Armour), and its wearer is not
// Stunned by a smaller attacker's double critical (R1024).
func TestMagicArmour(t *testing.T) {
	for _, c := range []struct {
		name    string
		unknown bool
		place   Place
		want    bool
	}{
		{"worn", false, Worn, true},
		{"unidentified", true, Worn, false},
		{"in the backpack", false, InPack, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			helm := magicHelm()
			helm.Unknown, helm.Place = c.unknown, c.place
			shara := armed(heroFig("shara", 2, 2, 4, 0), helm)
			gob := fig("goblin", Dark, SizeSmall, 3, 2, 4)
			s := newState(t, arena(t), shara, gob)
			plain := s.Figures[0]
			plain.Items = nil
			_, base := DamageArmour(plain, Armour, 3)
			mods, got := DamageArmour(s.Figures[0], Armour, 3)
			_, has := findModifier(mods, "magic armour: Magic Helm")
			if has != c.want || c.want && got != base+1 || !c.want && got != base {
				t.Errorf("armour %d (base %d), modifier %v, want %v", got, base, has, c.want)
			}
			if _, natural := DamageArmour(s.Figures[0], NaturalArmour, 3); natural != func() int { _, n := DamageArmour(plain, NaturalArmour, 3); return n }() {
				t.Error("the helm changed Natural Armour")
			}
			s.Strike = &Strike{Target: "shara", Struck: "shara", Criticals: 2}
			e := &env{s: &s}
			stunned := false
			for _, cond := range e.hitEffects(1, 0) {
				stunned = stunned || cond == Stunned
			}
			if stunned == c.want || hasEvent[ItemPowerUsed](e.events) != c.want {
				t.Errorf("stunned %v with the helm's power %v", stunned, c.want)
			}
		})
	}
}

func fatalityLongbow() Item {
	return Item{ItemCard: &ItemCard{ID: "fatality_longbow", Name: Text{En: "Fatality Longbow", Es: "Arco largo de la fatalidad"}, Kind: ItemRanged, Hands: 2, Dice: 3, Range: 24, Breaks: 2,
		Effect: EffectMagicWeapon, Traits: []Trait{{Name: "piercing", Value: -1}, {Name: "power", Word: "deadly_critical"}, {Name: "shooting", Value: 1}}}, Place: InHand}
}

// The Hunter's Bow shoots up to 22 squares once identified; before, as
// far as its base short bow (page 27).
func TestMagicRange(t *testing.T) {
	f := heroFig("taeral", 0, 0, 5, 0)
	for _, c := range []struct {
		unknown bool
		want    int
	}{{false, 22}, {true, bow().Range}} {
		it := huntersBow()
		it.Unknown = c.unknown
		if got := shotRange(&f, &it); got != c.want {
			t.Errorf("unknown %v: range %d, want %d", c.unknown, got, c.want)
		}
	}
}

// The Fatality Longbow's criticals add two damage dice each, and it
// pierces: against a plain longbow's hit, one die more per critical and
// one point less of armour.
func TestMagicDeadlyCritical(t *testing.T) {
	shot := func(t *testing.T, it Item, forced ...int) DamageRolled {
		t.Helper()
		g := parseMap(t, room(t, 12, 3)...)
		taeral := armed(heroFig("taeral", 0, 1, 5, 0), it)
		taeral.Facing = board.East
		taeral.EditAttrs().ShootingSkill = 5
		orc := fig("orc", Dark, SizeAverage, 4, 1, 4)
		orc.Facing = board.East
		s := newState(t, g, taeral, orc)
		s, _ = play(t, s, nil, activate(Heroes, "taeral"))
		_, evs := applyDice(t, s, shoot(Heroes, "taeral", "orc"), forced...)
		return lastOf[DamageRolled](t, evs)
	}
	plain := fatalityLongbow()
	plain.ItemCard = &ItemCard{ID: "longbow", Name: Text{En: "Longbow", Es: "Arco largo"}, Kind: ItemRanged, Hands: 2, Dice: 3, Range: 24, Breaks: 2}
	unknown := fatalityLongbow()
	unknown.Unknown = true
	// One critical (6 and 3), then damage dice that all miss.
	roll := []int{6, 3, 1, 1, 1, 1, 1, 1, 1, 1}
	base := shot(t, plain, roll...)
	for _, c := range []struct {
		name   string
		it     Item
		dice   int
		armour int
	}{
		{"identified", fatalityLongbow(), 1, -1},
		{"unidentified", unknown, 0, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := shot(t, c.it, roll...)
			if got.Dice != base.Dice+c.dice || got.Armour != base.Armour+c.armour {
				t.Errorf("%d dice at armour %d, want %d at %d", got.Dice, got.Armour, base.Dice+c.dice, base.Armour+c.armour)
			}
		})
	}
}

// The Runic Broadsword, held and identified, gives +1 to its wielder's
// dispel roll: page 39's tie the caster wins (8 and 4 against 12) becomes
// a dispel. Unidentified, it gives nothing (page 27).
func TestMagicDispelBonus(t *testing.T) {
	for _, c := range []struct {
		name    string
		unknown bool
		worked  bool
	}{{"identified", false, true}, {"unidentified", true, false}} {
		t.Run(c.name, func(t *testing.T) {
			g := parseMap(t, magicRoom(t)...)
			sorc := caster("sorcerer", 8, 0, 5, boltSpell())
			sorc.Facing = board.West
			sorc.Side = Dark
			sorc.SetHero(false)
			shara := heroFig("shara", 2, 0, 4, 0)
			shara.EditAttrs().Armour = 5
			runic := sword()
			runic.ItemCard = &ItemCard{ID: "runic_broadsword", Name: Text{En: "Runic Broadsword", Es: "Espada ancha rúnica"}, Kind: ItemMelee, Hands: 1, Dice: 1, PlusStrength: true, Breaks: 1,
				Effect: EffectMagicWeapon, Traits: []Trait{{Name: "combat", Value: 1}, {Name: "piercing", Value: -1}, {Name: "power", Word: "dispel_1"}}}
			runic.Unknown = c.unknown
			borgron := armed(caster("borgron", 0, 2, 4, fireball(0, 0)), runic)
			s := newState(t, g, sorc, shara, borgron)
			s = darkTurn(t, s)
			s, _ = play(t, s, []int{4, 3}, activate(Dark, "sorcerer"), cast(Dark, "sorcerer", "bolt", "shara"))
			forced := []int{4, 4}
			if !c.worked {
				forced = append(forced, 1, 1, 1) // the bolt's damage dice
			}
			_, evs := play(t, s, forced, answer(Heroes, "dispel:borgron"))
			_, dispelled := find[SpellDispelled](evs)
			var dispel RollRecord
			for _, r := range rolls(evs) {
				if r.Rule == ruleDispel {
					dispel = r
				}
			}
			_, has := findModifier(dispel.Modifiers, "Runic Broadsword to dispel")
			if dispelled != c.worked || has != c.worked {
				t.Fatalf("dispelled %v with the sword's modifier %v, want %v: %v", dispelled, has, c.worked, dispel.Modifiers)
			}
		})
	}
}

// Page 116: a Huge attacker breaks an ordinary shield that blocks it
// outright, but a magic shield takes the usual breaking roll, rerolled as
// a magic shield's (page 72); unidentified, it is still a magic shield
// (R1025).
func TestHugeAgainstMagicShield(t *testing.T) {
	for _, c := range []struct {
		name    string
		unknown bool
		forced  []int // the block, then the breaking roll(s)
		broken  bool
	}{
		{"holds on its roll", false, []int{5, 4}, false},
		{"fails twice", false, []int{5, 1, 2}, true},
		{"unidentified, saved by the reroll", true, []int{5, 2, 6}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			giant := skilled(armed(fig("giant", Dark, SizeHuge, 3, 2, 4), sword()), "huge")
			giant.Facing = board.West
			sh := mithrilShield()
			sh.Unknown = c.unknown
			shara := armed(heroFig("shara", 2, 2, 4, 0), sword(), sh)
			shara.Facing = board.East
			s := newState(t, arena(t), shara, giant)
			d, _ := play(t, s, nil, endTurn(Heroes), activate(Dark, "giant"))
			n, _ := applyDice(t, d, attack(Dark, "giant", "shara"), 5, 4, 1, 2)
			forced := c.forced
			if c.broken {
				forced = append(forced, 1) // one die through the broken shield
			}
			n, evs := applyDice(t, n, answer(Heroes, OptionBlock), forced...)
			if _, outright := find[ShieldBroken](evs); outright || n.Figures[0].Items[1].Broken != c.broken || !hasEvent[BreakingRolled](evs) {
				t.Fatalf("outright %v, broken %v, want %v: %v", outright, n.Figures[0].Items[1].Broken, c.broken, evs)
			}
		})
	}
}

// The Demon-slayer Broadsword rolls one more die against anyone and two
// more against an Undead or Underworld foe, whose Invulnerable does not
// ward the hit; the Dragon-slayer's -1 Armour is for its foes only, and
// an orc is not one.
func TestMagicWeaponAgainst(t *testing.T) {
	demon := sword()
	demon.ItemCard = &ItemCard{ID: "demon_slayer_broadsword", Name: Text{En: "Demon-slayer Broadsword", Es: "Espada ancha matademonios"}, Kind: ItemMelee, Hands: 1, Dice: 1, PlusStrength: true, Breaks: 1,
		Effect: EffectMagicWeapon, Traits: []Trait{{Name: "against", Word: "undead_underworld"}, {Name: "against_dice", Value: 2}, {Name: "dice", Value: 1}, {Name: "power", Word: "ignore_invulnerable"}}}
	dragon := sword()
	dragon.ItemCard = &ItemCard{ID: "dragon_slayer_broadsword", Name: Text{En: "Dragon-slayer Broadsword", Es: "Espada ancha matadragones"}, Kind: ItemMelee, Hands: 1, Dice: 1, PlusStrength: true, Breaks: 1,
		Effect: EffectMagicWeapon, Traits: []Trait{{Name: "against", Word: "dragons_huge"}, {Name: "against_dice", Value: 3}, {Name: "dice", Value: 1}, {Name: "piercing", Value: -1}}}
	hit := func(t *testing.T, it Item, skills ...string) (DamageRolled, bool) {
		t.Helper()
		shara := armed(heroFig("shara", 2, 2, 4, 0), it)
		shara.Facing = board.East
		foe := skilled(fig("foe", Dark, SizeAverage, 3, 2, 4), skills...)
		foe.Facing = board.West
		s := newState(t, arena(t), shara, foe)
		s, _ = play(t, s, nil, activate(Heroes, "shara"))
		_, evs, err := Apply(s, attack(Heroes, "shara", "foe"), dice.Scripted(5, 5, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1))
		if err != nil {
			t.Fatal(err)
		}
		d, ok := find[DamageRolled](evs)
		return d, ok
	}
	plain, _ := hit(t, sword())
	if d, _ := hit(t, demon); d.Dice != plain.Dice+1 {
		t.Errorf("demon-slayer on an orc: %d dice, want %d", d.Dice, plain.Dice+1)
	}
	if d, ok := hit(t, demon, "undead", "invulnerable"); !ok || d.Dice != plain.Dice+3 {
		t.Errorf("demon-slayer on an invulnerable undead: rolled %v, %d dice, want %d", ok, d.Dice, plain.Dice+3)
	}
	if _, ok := hit(t, sword(), "undead", "invulnerable"); ok {
		t.Error("a plain sword's hit without a critical wounded an invulnerable foe")
	}
	if d, _ := hit(t, dragon); d.Dice != plain.Dice+1 || d.Armour != plain.Armour {
		t.Errorf("dragon-slayer on an orc: %d dice at armour %d, want %d at %d", d.Dice, d.Armour, plain.Dice+1, plain.Armour)
	}
}

// Page 115: Projectile Immunity spares its bearer non-magical projectiles
// only; a magic bow's arrow wounds it (R1026).
func TestMagicBowAgainstProjectileImmunity(t *testing.T) {
	for _, c := range []struct {
		name  string
		magic bool
	}{{"short bow", false}, {"Hunter's Bow", true}} {
		t.Run(c.name, func(t *testing.T) {
			a := archer()
			if c.magic {
				a.Items[0] = huntersBow()
				a.Items[0].Place = InHand
			}
			s := archery(t, a, skilled(fig("orc", Dark, SizeAverage, 4, 2, 4), "projectile_immunity"))
			_, evs, err := Apply(s, shoot(Heroes, "taeral", "orc"), dice.Scripted(6, 5, 6, 6, 6, 6, 6, 6))
			if err != nil {
				t.Fatal(err)
			}
			if hasEvent[DamageRolled](evs) != c.magic {
				t.Fatalf("damage rolled %v, want %v", hasEvent[DamageRolled](evs), c.magic)
			}
		})
	}
}

// The Dragonscale Armor, worn and identified, spares its wearer two
// damage dice of fire and of a breath; not of an ordinary blow.
func TestMagicArmourFewerDice(t *testing.T) {
	scale := func(unknown bool) Item {
		return Item{ItemCard: &ItemCard{ID: "dragonscale_armor", Name: Text{En: "Dragonscale Armor", Es: "Armadura de escamas de dragón"}, Kind: ItemArmour,
			Effect: EffectMagicArmour, Traits: []Trait{{Name: "against", Word: "fire_breath"}, {Name: "armor", Value: 3}, {Name: "fewer_dice", Value: 2}}}, Place: Worn, Unknown: unknown}
	}
	for _, c := range []struct {
		name    string
		unknown bool
		flaming bool
		fewer   int
	}{
		{"fire", false, true, 2},
		{"ordinary blow", false, false, 0},
		{"fire, unidentified", true, true, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := newState(t, arena(t), armed(heroFig("shara", 2, 2, 4, 0), scale(c.unknown)))
			_, evs := dealBlow(t, s, []int{1, 1, 1, 1, 1, 1}[:5-c.fewer], Blow{Target: "shara", Dice: 5, Against: Armour, Flaming: c.flaming})
			if d := lastOf[DamageRolled](t, evs); d.Dice != 5-c.fewer {
				t.Fatalf("%d dice, want %d", d.Dice, 5-c.fewer)
			}
		})
	}
	// A breath: BreathDice less two, before the damage roll.
	g := parseMap(t, "........", "........", "........")
	drake := skilled(fig("drake", Dark, SizeAverage, 1, 1, 4), "breath")
	s := newState(t, g, drake, armed(heroFig("shara", 2, 1, 4, 0), scale(false)))
	e := &env{s: &s, dice: dice.NewRoller(dice.Scripted(1, 1, 1, 1, 1, 1, 1, 1, 1, 1))}
	if _, err := e.breathBlow(0, 1); err != nil {
		t.Fatal(err)
	}
	if d := lastOf[DamageRolled](t, e.events); d.Dice != BreathDice-2 {
		t.Fatalf("breath: %d dice, want %d", d.Dice, BreathDice-2)
	}
}
