package rules

import (
	"testing"

	"dun/board"
	"dun/dice"
)

func staffOfWisdom() Item {
	return Item{ItemCard: &ItemCard{ID: "staff_of_wisdom", Name: Text{En: "Staff of Wisdom", Es: "Bastón de la sabiduría"}, Kind: ItemMelee, Hands: 1,
		PlusStrength: true, Piercing: 1, Breaks: 2, Effect: EffectMagicItem,
		Traits: []Trait{{Name: "attribute", Word: "intelligence"}, {Name: "defending_combat", Value: 1}, {Name: "power", Word: "mana_1"}, {Name: "value", Value: 1}}}, Place: InHand}
}

func spearOfTheGods() Item {
	it := spear()
	it.ItemCard = &ItemCard{ID: "spear_of_the_gods", Name: Text{En: "Spear of the Gods", Es: "Lanza de los dioses"}, Kind: ItemMelee, Hands: 1, PlusStrength: true, LongReach: true, Breaks: 2,
		Effect: EffectMagicWeapon, Traits: []Trait{{Name: "dice", Value: 1}, {Name: "power", Word: "returning_throw_8"}}}
	return it
}

func diamondShield() Item {
	it := shieldItem()
	it.ItemCard = &ItemCard{ID: "diamond_shield", Name: Text{En: "Diamond Shield", Es: "Escudo de diamante"}, Kind: ItemShield, Hands: 1, Block: 5, Push: true, BreakBlock: 2,
		Penalties: []Penalty{{Attribute: Agility, Value: -1}},
		Effect:    EffectMagicArmour, Traits: []Trait{{Name: "block", Value: 4}, {Name: "immune", Word: "breaking"}, {Name: "power", Word: "blocks_magic_projectiles"}}}
	return it
}

// The Staff of Wisdom held: +1 Intelligence as a magic modifier, +1 Mana
// to the pool (whose cap counts the Intelligence); in the backpack or
// unidentified, nothing (R1072).
func TestStaffOfWisdom(t *testing.T) {
	for _, c := range []struct {
		name          string
		place         Place
		unknown       bool
		intel, pool   int
		wantModifiers int
	}{
		{"held", InHand, false, 4, 3, 1},
		{"in the backpack", InPack, false, 3, 2, 0},
		{"unidentified", InHand, true, 3, 2, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := heroFig("aldren", 0, 0, 4, 0)
			f.EditAttrs().Mana = 2
			f.EditAttrs().Intelligence = 3
			it := staffOfWisdom()
			it.Place, it.Unknown = c.place, c.unknown
			f.Items = []Item{it}
			if got := attributeNow(&f, Intelligence); got != c.intel {
				t.Errorf("Intelligence %d, want %d", got, c.intel)
			}
			if got := f.ManaPool(); got != c.pool {
				t.Errorf("mana pool %d, want %d", got, c.pool)
			}
			mods, _ := TestModifiers(f, Intelligence)
			n := 0
			for _, m := range mods {
				if m.Kind == ModMagic && m.Why.En == "magic object: Staff of Wisdom" && m.Why.Es == "objeto mágico: Bastón de la sabiduría" {
					n++
				}
			}
			if n != c.wantModifiers {
				t.Errorf("modifiers %+v", mods)
			}
		})
	}
	// Its Intelligence raises the cap of three times Intelligence (page
	// 38): Intelligence 1 and Mana 9 hold 3, and 6 with the staff.
	f := heroFig("aldren", 0, 0, 4, 0)
	f.EditAttrs().Intelligence = 1
	f.EditAttrs().Mana = 9
	if f.ManaPool() != 3 {
		t.Fatalf("pool %d", f.ManaPool())
	}
	f.Items = []Item{staffOfWisdom()}
	if f.ManaPool() != 6 {
		t.Errorf("pool with the staff %d, want 6", f.ManaPool())
	}
}

// The Dragon-slayer Broadsword's foes are dragons (by kind or race) and
// Huge creatures (R1078); against them, 3 more dice and -1 Armour.
func TestDragonSlayer(t *testing.T) {
	for _, c := range []struct {
		name string
		mod  func(f *Figure)
		want bool
	}{
		{"an orc", func(f *Figure) { f.SetKind("orc") }, false},
		{"a dragon", func(f *Figure) { f.SetKind("dragon") }, true},
		{"a dragon by race", func(f *Figure) { f.SetRace("dragon") }, true},
		{"a Huge giant", func(f *Figure) {
			f.SetKind("giant")
			f.Size = SizeHuge
		}, true},
		{"a Large troll", func(f *Figure) {
			f.SetKind("troll")
			f.Size = SizeLarge
		}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			foe := fig("foe", Dark, SizeAverage, 0, 0, 4)
			c.mod(&foe)
			if got := magicFoe(againstDragons, &foe); got != c.want {
				t.Errorf("foe %v, want %v", got, c.want)
			}
		})
	}
	dragon := sword()
	dragon.ItemCard = &ItemCard{ID: "dragon_slayer_broadsword", Name: Text{En: "Dragon-slayer Broadsword", Es: "Espada ancha matadragones"}, Kind: ItemMelee, Hands: 1, Dice: 1, PlusStrength: true, Breaks: 1,
		Effect: EffectMagicWeapon, Traits: []Trait{{Name: "against", Word: "dragons_huge"}, {Name: "against_dice", Value: 3}, {Name: "dice", Value: 1}, {Name: "piercing", Value: -1}}}
	hit := func(kind string) DamageRolled {
		shara := armed(heroFig("shara", 2, 2, 4, 0), dragon)
		shara.Facing = board.East
		foe := fig("foe", Dark, SizeAverage, 3, 2, 4)
		foe.Facing = board.West
		foe.SetKind(kind)
		s := newState(t, arena(t), shara, foe)
		s, _ = play(t, s, nil, activate(Heroes, "shara"))
		_, evs, err := Apply(s, attack(Heroes, "shara", "foe"), dice.Scripted(5, 5, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1))
		if err != nil {
			t.Fatal(err)
		}
		return lastOf[DamageRolled](t, evs)
	}
	orc, wyrm := hit("orc"), hit("dragon")
	if wyrm.Dice != orc.Dice+3 || wyrm.Armour != orc.Armour-1 {
		t.Errorf("against a dragon %d dice at armour %d; against an orc %d at %d", wyrm.Dice, wyrm.Armour, orc.Dice, orc.Armour)
	}
}

// The Spear of the Gods is thrown up to 8 squares with the Shooting
// Skill and comes back to its thrower's hand when his side's turn ends
// (R1075); unidentified, it is only a spear.
func TestSpearOfTheGods(t *testing.T) {
	mk := func(unknown bool, x int) State {
		taeral := armed(heroFig("taeral", 0, 2, 4, 0), spearOfTheGods())
		taeral.Items[0].Unknown = unknown
		taeral.EditAttrs().ShootingSkill = 4
		taeral.Facing = board.East
		orc := fig("orc", Dark, SizeAverage, x, 2, 4)
		orc.Facing = board.West
		s := newState(t, parseMap(t, room(t, 12, 5)...), taeral, orc)
		s, _ = play(t, s, nil, activate(Heroes, "taeral"))
		return s
	}
	shots := func(s State) int {
		n := 0
		for _, o := range Options(s, Heroes) {
			if _, ok := o.Command.(Shoot); ok {
				n++
			}
		}
		return n
	}
	if n := shots(mk(false, 8)); n != 1 {
		t.Errorf("throws at 8 squares: %d options", n)
	}
	if n := shots(mk(false, 9)); n != 0 {
		t.Errorf("throws at 9 squares: %d options", n)
	}
	if n := shots(mk(true, 8)); n != 0 {
		t.Errorf("an unidentified spear thrown: %d options", n)
	}
	s := mk(false, 5)
	n, evs, err := Apply(s, Shoot{Header: Header{Seat: Heroes}, Figure: "taeral", Target: "orc", Item: -1}, dice.Scripted(5, 4, 1, 1, 1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if d := lastOf[DamageRolled](t, evs); d.Dice != 3+1 {
		t.Errorf("damage %+v, want Strength 3 and one more die", d)
	}
	sp := n.Figures[0].Items[0]
	if !sp.Spent || len(n.Figures[0].MeleeWeapons()) != 0 {
		t.Fatalf("the spear is still in hand: %+v", sp)
	}
	n, evs = play(t, n, nil, endTurn(Heroes))
	if n.Figures[0].Items[0].Spent || n.Figures[0].Items[0].Place != InHand {
		t.Errorf("the spear did not come back: %+v", n.Figures[0].Items[0])
	}
	if u, ok := find[ItemPowerUsed](evs); !ok || u.Figure != "taeral" {
		t.Errorf("no return reported: %v", evs)
	}
}

// no_penalties: the card's penalties do not count once the object is
// identified; armour put on unidentified gives them back when it is
// identified (R1076).
func TestNoPenalties(t *testing.T) {
	sh := mithrilShield()
	sh.ItemCard.Penalties = []Penalty{{Attribute: Agility, Value: -1}}
	if len(sh.ActivePenalties()) != 0 {
		t.Errorf("identified Mithril Shield: %v", sh.ActivePenalties())
	}
	sh.Unknown = true
	if len(sh.ActivePenalties()) != 1 {
		t.Errorf("unidentified Mithril Shield: %v", sh.ActivePenalties())
	}
	ds := diamondShield()
	if got := len(ds.ActivePenalties()); got != 1 {
		t.Errorf("Diamond Shield without no_penalties: %d", got)
	}
	scale := Item{ItemCard: &ItemCard{ID: "scale", Name: Text{En: "Scale", Es: "Escamas"}, Kind: ItemArmour, ArmourBonus: 0,
		Penalties: []Penalty{{Attribute: Agility, Value: -1}, {Attribute: Movement, Value: -1}},
		Effect:    EffectMagicArmour, Traits: []Trait{{Name: "armor", Value: 3}, {Name: "no_penalties", Value: 1}}}}
	for _, c := range []struct {
		name     string
		unknown  bool
		agility  int
		movement int
	}{{"identified", false, 3, 4}, {"unidentified", true, 2, 3}} {
		t.Run(c.name, func(t *testing.T) {
			f := heroFig("shara", 1, 1, 4, 0)
			it := scale
			it.Unknown = c.unknown
			f.Items = []Item{it}
			s := newState(t, arena(t), f)
			s, _ = play(t, s, nil, activate(Heroes, "shara"), WearArmour{Header: Header{Seat: Heroes}, Figure: "shara", Item: 0})
			g := s.Figures[0]
			if g.Attrs().Agility != c.agility || g.Attrs().Movement != c.movement {
				t.Errorf("worn: Agility %d Movement %d", g.Attrs().Agility, g.Attrs().Movement)
			}
			if g.Items[0].Unknown {
				liftPenalties(&g, &g.Items[0]) // nothing to lift while unknown
				if g.Attrs().Agility != 2 {
					t.Errorf("lifted while unknown: Agility %d", g.Attrs().Agility)
				}
				g.Items[0].Unknown = false // identified (identify.go)
				liftPenalties(&g, &g.Items[0])
			}
			if g.Attrs().Agility != 3 || g.Attrs().Movement != 4 {
				t.Errorf("identified: Agility %d Movement %d", g.Attrs().Agility, g.Attrs().Movement)
			}
		})
	}
}

// The Diamond Shield may block a magic projectile on its 4+, one more per
// critical of the cast; a failed block leaves it raised for light cover;
// no breaking roll (R1077).
func TestDiamondShieldBlocksProjectiles(t *testing.T) {
	mk := func(shield Item, behind bool) State {
		aldren := heroFig("aldren", 0, 2, 4, 0)
		aldren.Items = []Item{wandOfSparks()}
		aldren.Facing = board.East
		orc := fig("orc", Dark, SizeAverage, 5, 2, 4)
		orc.Facing = board.West
		if behind {
			orc.Facing = board.East
		}
		orc.Items = []Item{shield}
		s := newState(t, parseMap(t, room(t, 12, 5)...), aldren, orc)
		s, _ = play(t, s, nil, activate(Heroes, "aldren"))
		s, _ = play(t, s, nil, useItem("aldren", 0, "orc"))
		return s
	}
	opts := func(s State) string {
		if s.Prompt == nil {
			return ""
		}
		out := ""
		for _, o := range s.Prompt.Options {
			out += o.ID + " "
		}
		return out
	}
	if got := opts(mk(shieldItem(), false)); got != "use_shield no_shield " {
		t.Errorf("a plain shield: %q", got)
	}
	if got := opts(mk(diamondShield(), false)); got != "use_shield block no_shield " {
		t.Errorf("the Diamond Shield: %q", got)
	}
	if got := opts(mk(diamondShield(), true)); got != "use_shield no_shield " {
		t.Errorf("the Diamond Shield from behind: %q", got)
	}
	unknown := diamondShield()
	unknown.Unknown = true
	if got := opts(mk(unknown, false)); got != "use_shield no_shield " {
		t.Errorf("an unidentified Diamond Shield: %q", got)
	}
	s := mk(diamondShield(), false)
	n, evs := play(t, s, []int{4}, answer(Dark, OptionBlock))
	if b := lastOf[BlockRolled](t, evs); !b.Blocked || b.Need != 4 || hasEvent[DamageRolled](evs) || hasEvent[BreakingRolled](evs) {
		t.Errorf("blocked: %v", evs)
	}
	if n.Active.Cast != nil {
		t.Errorf("the projectile is still flying")
	}
	_, evs = play(t, s, []int{3, 6, 6}, answer(Dark, OptionBlock))
	if d := lastOf[SpellDice](t, evs); d.Dice != 2 {
		t.Errorf("failed block: %+v, want 3 dice less light cover", d)
	}
}
