package rules

import (
	"strings"
	"testing"

	"dun/board"
)

// The worn magic items as content/starter/pack/magic.yaml describes them
// (setup resolves the same), in the backpack.
func wornItem(id, en, es string, traits ...Trait) Item {
	return Item{ItemCard: &ItemCard{ID: id, Name: Text{En: en, Es: es}, Kind: ItemObject, Effect: EffectMagicItem, Traits: traits}, Place: InPack}
}

func elvenCloak() Item {
	return wornItem("elven_cloak", "Elven Cloak", "Capa élfica", Trait{Name: "power", Word: powerHardToShoot}, Trait{Name: "value", Value: -1}, Trait{Name: "worn", Word: wornCloak})
}

func bootsOfSpeed() Item {
	return wornItem("boots_of_speed", "Boots of Speed", "Botas de velocidad", Trait{Name: "attribute", Word: "movement"}, Trait{Name: "value", Value: 1}, Trait{Name: "worn", Word: wornBoots})
}

func ringOfProtection() Item {
	return wornItem("ring_of_protection", "Ring of Protection", "Anillo de protección", Trait{Name: "power", Word: powerWardMagicBreath}, Trait{Name: "value", Value: 1}, Trait{Name: "worn", Word: wornRing})
}

func amuletOfHealth() Item {
	return wornItem("amulet_of_health", "Amulet of Health", "Amuleto de salud", Trait{Name: "attribute", Word: "vitality"}, Trait{Name: "power", Word: powerImmuneDisease}, Trait{Name: "value", Value: 1}, Trait{Name: "worn", Word: wornAmulet})
}

func amuletOfWarding() Item {
	return wornItem("amulet_of_warding", "Amulet of Warding", "Amuleto de protección", Trait{Name: "power", Word: powerMagicResistance}, Trait{Name: "value", Value: 5}, Trait{Name: "worn", Word: wornAmulet})
}

func amuletOfDestiny() Item {
	return wornItem("amulet_of_destiny", "Amulet of Destiny", "Amuleto del destino", Trait{Name: "power", Word: powerFortune}, Trait{Name: "value", Value: 2}, Trait{Name: "worn", Word: wornAmulet})
}

func invisibilityRing() Item {
	return wornItem("invisibility_ring", "Invisibility Ring", "Anillo de invisibilidad", Trait{Name: "power", Word: powerInvisibility}, Trait{Name: "uses", Value: 2}, Trait{Name: "worn", Word: wornRing})
}

// wandItem is a magic item held in the hand, not worn (the Wand of Sparks).
func wandItem() Item {
	it := wornItem("wand_of_sparks", "Wand of Sparks", "Varita de chispas", Trait{Name: "power", Word: "magic_projectile_3"}, Trait{Name: "uses", Value: 2})
	it.Hands, it.Place = 1, InHand
	return it
}

func worn(it Item) Item {
	it.Place = Worn
	return it
}

func unknown(it Item) Item {
	it.Unknown = true
	return it
}

func wear(id string, k int) Command { return Wear{Header: Header{Seat: Heroes}, Figure: id, Item: k} }

// Page 28 (R1050): a ring, amulet, cloak or boots goes on or off with a
// Quick Action; what it gives an attribute comes and goes with it, only
// once identified (page 27), and Movement changes the allowance at once.
func TestWearPutsOnAndTakesOff(t *testing.T) {
	for _, c := range []struct {
		name      string
		it        Item
		attr      Attribute
		change    int
		allowance int
	}{
		{"boots of speed", bootsOfSpeed(), Movement, 1, 5},
		{"amulet of health", amuletOfHealth(), Vitality, 1, 4},
		{"ring of protection", ringOfProtection(), Movement, 0, 4},
		{"unidentified boots", unknown(bootsOfSpeed()), Movement, 0, 4},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := newState(t, arena(t), armed(heroFig("taeral", 1, 1, 4, 0), c.it))
			before := c.attr.Of(s.Figures[0].Attrs())
			s, evs := play(t, s, nil, activate(Heroes, "taeral"), wear("taeral", 0))
			f := s.Figures[0]
			if f.Items[0].Place != Worn || s.Active.QuickActions != 1 {
				t.Fatalf("place %v, quick actions %d", f.Items[0].Place, s.Active.QuickActions)
			}
			if w, ok := find[ItemWorn](evs); !ok || !w.On || w.ItemName.Es == "" {
				t.Errorf("worn event %+v", w)
			}
			if got := c.attr.Of(f.Attrs()); got != before+c.change {
				t.Errorf("%v %d, want %d", c.attr, got, before+c.change)
			}
			if ch, ok := find[AttributeChanged](evs); ok != (c.change != 0) || ok && (ch.Value != before+c.change || !strings.Contains(ch.Why.Es, c.it.Name.Es)) {
				t.Errorf("attribute event %+v %v", ch, ok)
			}
			if s.Active.Allowance != c.allowance {
				t.Errorf("allowance %d, want %d", s.Active.Allowance, c.allowance)
			}
			s, _ = play(t, s, nil, wear("taeral", 0))
			f = s.Figures[0]
			if f.Items[0].Place != InPack || c.attr.Of(f.Attrs()) != before || s.Active.Allowance != 4 {
				t.Errorf("taken off: place %v, %v %d, allowance %d", f.Items[0].Place, c.attr, c.attr.Of(f.Attrs()), s.Active.Allowance)
			}
		})
	}
}

// Page 72: one magic item at a time; putting on another one sends the
// first back to the backpack in the same Quick Action (R1051).
func TestWearSwapsMagicItems(t *testing.T) {
	s := newState(t, arena(t), armed(heroFig("taeral", 1, 1, 4, 0), worn(ringOfProtection()), amuletOfHealth()))
	vit := s.Figures[0].Attrs().Vitality
	s, evs := play(t, s, nil, activate(Heroes, "taeral"), wear("taeral", 1))
	f := s.Figures[0]
	if f.Items[0].Place != InPack || f.Items[1].Place != Worn || s.Active.QuickActions != 1 || f.Attrs().Vitality != vit+1 {
		t.Fatalf("ring %v, amulet %v, quick actions %d, vitality %d", f.Items[0].Place, f.Items[1].Place, s.Active.QuickActions, f.Attrs().Vitality)
	}
	var off, on int
	for _, ev := range evs {
		if w, ok := ev.(ItemWorn); ok && w.On {
			on++
		} else if ok {
			off++
		}
	}
	if on != 1 || off != 1 {
		t.Errorf("%d put on, %d taken off", on, off)
	}
}

// What Wear refuses, each with a reason in both languages.
func TestWearRefusals(t *testing.T) {
	orc := fig("orc", Dark, SizeAverage, 2, 1, 4)
	for _, c := range []struct {
		name  string
		items []Item
		k     int
		near  bool
		wound int
		code  string
		says  string
	}{
		{"next to an enemy", []Item{ringOfProtection()}, 0, true, 0, CodeEnemyAdjacent, ""},
		{"a magic item in hand", []Item{wandItem(), ringOfProtection()}, 1, false, 0, CodeBadItem, "magic item (Wand of Sparks)"},
		{"not a worn item", []Item{sword()}, 0, false, 0, CodeBadItem, "no ring"},
		{"no such item", []Item{ringOfProtection()}, 3, false, 0, CodeBadItem, "no ring"},
		{"the amulet's Vitality is the last", []Item{worn(amuletOfHealth())}, 0, false, 6, CodeBadItem, "no Vitality"},
		{"swapping off the amulet's last Vitality", []Item{worn(amuletOfHealth()), ringOfProtection()}, 1, false, 6, CodeBadItem, "no Vitality"},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := armed(heroFig("taeral", 1, 1, 4, 0), c.items...)
			if h.Items[0].Place == Worn && h.Items[0].ID == "amulet_of_health" {
				h.EditAttrs().Vitality = 7 // the amulet's point is in it (R1052)
			}
			h.Wounds = int32(c.wound)
			figs := []Figure{h}
			if c.near {
				figs = append(figs, orc)
			} else {
				figs = append(figs, fig("orc", Dark, SizeAverage, 6, 4, 4))
			}
			s := newState(t, arena(t), figs...)
			s, _ = play(t, s, nil, activate(Heroes, "taeral"))
			re := refused(t, s, wear("taeral", c.k), c.code)
			_ = re.Error()
			if !strings.Contains(re.Reason.En, c.says) {
				t.Errorf("reason %q does not say %q", re.Reason.En, c.says)
			}
			for _, o := range Options(s, Heroes) {
				if w, ok := o.Command.(Wear); ok && w.Item == c.k {
					t.Errorf("option %s offered", o.ID)
				}
			}
		})
	}
}

// Page 72 in the hands: a second magic weapon of a type is not drawn
// while the first is held, unless drawing it puts the first away.
func TestMagicLimitWield(t *testing.T) {
	hammer := magicSword()
	hammer.ItemCard = &ItemCard{ID: "warhammer_of_test", Name: Text{En: "Great Hammer", Es: "Gran martillo"}, Kind: ItemMelee, Hands: 2, Dice: 2, PlusStrength: true, Breaks: 1, Effect: EffectMagicWeapon}
	for _, c := range []struct {
		name string
		it   Item
		ok   bool
	}{
		{"another magic sword", magicSword(), false},
		{"an ordinary sword", sword(), true},
		{"a two-handed magic weapon: the first goes back", hammer, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			it := c.it
			it.Place = InPack
			s := newState(t, arena(t), armed(heroFig("shara", 1, 1, 4, 0), magicSword(), it))
			s, _ = play(t, s, nil, activate(Heroes, "shara"))
			w := Wield{Header: Header{Seat: Heroes}, Figure: "shara", Item: 1}
			offered := false
			for _, o := range Options(s, Heroes) {
				if x, ok := o.Command.(Wield); ok && x.Item == 1 {
					offered = true
				}
			}
			if offered != c.ok {
				t.Errorf("wield offered %v, want %v", offered, c.ok)
			}
			if !c.ok {
				re := refused(t, s, w, CodeBadItem)
				if !strings.Contains(re.Reason.En, "magic melee weapon (Magic Sword)") || !strings.Contains(re.Reason.Es, "arma mágica cuerpo a cuerpo") {
					t.Errorf("reason %+v", re.Reason)
				}
				return
			}
			s, _ = play(t, s, nil, w)
			if err := s.Check(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// A state never holds two magic objects of one type in use (page 72).
func TestMagicLimitInStates(t *testing.T) {
	for _, c := range []struct {
		name  string
		items []Item
		ok    bool
	}{
		{"one worn, one in the backpack", []Item{worn(ringOfProtection()), amuletOfHealth()}, true},
		{"two worn", []Item{worn(ringOfProtection()), worn(amuletOfHealth())}, false},
		{"one worn, one held", []Item{worn(ringOfProtection()), wandItem()}, false},
		{"unidentified counts too", []Item{worn(unknown(ringOfProtection())), worn(amuletOfHealth())}, false},
		{"different types", []Item{worn(ringOfProtection()), magicSword()}, true},
		{"two magic swords held", []Item{magicSword(), magicSword()}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := NewState(arena(t), []Figure{armed(heroFig("taeral", 1, 1, 4, 0), c.items...)})
			if (err == nil) != c.ok {
				t.Fatalf("err %v, want ok %v", err, c.ok)
			}
			if err != nil && !strings.Contains(err.Error(), "page 72") {
				t.Errorf("error %v", err)
			}
		})
	}
}

// The Elven Cloak: -1 to the Shooting Skill of whoever shoots its wearer,
// worn and identified only.
func TestElvenCloakHardToShoot(t *testing.T) {
	for _, c := range []struct {
		name string
		it   Item
		want bool
	}{
		{"worn", worn(elvenCloak()), true},
		{"in the backpack", elvenCloak(), false},
		{"unidentified", worn(unknown(elvenCloak())), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			archer := armed(fig("archer", Dark, SizeAverage, 0, 0, 4), bow())
			s := newState(t, arena(t), archer, armed(heroFig("taeral", 5, 0, 4, 0), c.it))
			m, ok := findModifier(shotModifiers(&s, 0, 1, 0, 5, board.NoCover, false, shotSkills{}), "Elven Cloak: worn by the target")
			if ok != c.want || ok && (m.Value != -1 || m.Why.Es != "Capa élfica: lo lleva el objetivo") {
				t.Errorf("modifier %+v %v, want %v", m, ok, c.want)
			}
		})
	}
}

// The Ring of Protection: +1 to its wearer's armour against a magic
// projectile and a breath, not against a blow (R1053).
func TestRingOfProtectionWards(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	for _, c := range []struct {
		name string
		it   Item
		want int
	}{
		{"worn", worn(ringOfProtection()), 4},
		{"in the backpack", ringOfProtection(), 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			orc := armed(fig("orc", Dark, SizeAverage, 6, 0, 4), c.it)
			s := newState(t, g, caster("maelis", 0, 0, 5, boltSpell()), orc)
			// cast 4+3 +5 = 12; three damage dice.
			_, evs := play(t, s, []int{4, 3, 1, 1, 1}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "bolt", "orc"))
			d := lastOf[DamageRolled](t, evs)
			if d.Armour != c.want {
				t.Errorf("armour %d, want %d", d.Armour, c.want)
			}
		})
	}
	mods := wornWardMods(&Figure{Items: []Item{worn(ringOfProtection())}}, true, nil)
	if len(mods) != 1 || mods[0].Value != 1 || mods[0].Why.En != "Ring of Protection: against a breath" || mods[0].Why.Es != "Anillo de protección: contra un aliento" {
		t.Errorf("breath %+v", mods)
	}
	shara := armed(heroFig("shara", 2, 2, 4, 0), sword())
	shara.Facing = board.East
	orc := armed(fig("orc", Dark, SizeAverage, 3, 2, 4), worn(ringOfProtection()))
	orc.Facing = board.West
	s := newState(t, arena(t), shara, orc)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	_, evs := applyDice(t, s, attack(Heroes, "shara", "orc"), 5, 5, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1)
	if d := lastOf[DamageRolled](t, evs); d.Armour != 3 {
		t.Errorf("a blow met armour %d, want 3", d.Armour)
	}
}

// The Amulet of Warding: a hostile spell on its wearer fails on 5+ on
// 1D6, projectiles included (R1054).
func TestAmuletOfWarding(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	for _, c := range []struct {
		name   string
		it     Item
		dice   []int
		warded bool
	}{
		{"5 wards", worn(amuletOfWarding()), []int{4, 3, 5}, true},
		{"4 does not", worn(amuletOfWarding()), []int{4, 3, 4, 1, 1, 1}, false},
		{"in the backpack, no roll", amuletOfWarding(), []int{4, 3, 1, 1, 1}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			orc := armed(fig("orc", Dark, SizeAverage, 6, 0, 4), c.it)
			s := newState(t, g, caster("maelis", 0, 0, 5, boltSpell()), orc)
			_, evs := play(t, s, c.dice, activate(Heroes, "maelis"), cast(Heroes, "maelis", "bolt", "orc"))
			r, ok := find[SpellResisted](evs)
			if ok != c.warded || ok && r.Why.En != "Amulet of Warding" {
				t.Errorf("resisted %+v %v, want %v", r, ok, c.warded)
			}
			if _, hit := find[DamageRolled](evs); hit == c.warded {
				t.Errorf("damage rolled %v", hit)
			}
		})
	}
}

// The Amulet of Health keeps its wearer from becoming Diseased.
func TestAmuletOfHealthWardsDisease(t *testing.T) {
	for _, c := range []struct {
		name string
		it   Item
		cond Condition
		gets bool
	}{
		{"diseased, worn", worn(amuletOfHealth()), Diseased, false},
		{"poisoned, worn", worn(amuletOfHealth()), Poisoned, true},
		{"diseased, in the backpack", amuletOfHealth(), Diseased, true},
		{"diseased, unidentified", worn(unknown(amuletOfHealth())), Diseased, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := newState(t, arena(t), armed(heroFig("taeral", 1, 1, 4, 0), c.it))
			e := &env{s: &s}
			e.gain(0, c.cond)
			if got := s.Figures[0].Conditions.Has(c.cond); got != c.gets {
				t.Fatalf("has %v: %v, want %v", c.cond, got, c.gets)
			}
			if u, ok := find[ItemPowerUsed](e.events); ok == c.gets || ok && u.What.Es != "inmune a "+c.cond.Text().Es {
				t.Errorf("power used %+v %v", u, ok)
			}
		})
	}
}

// The Amulet of Destiny: a hero wearing it starts the quest with 2 more
// Fortune points, temporary (R1055).
func TestAmuletOfDestinyFortune(t *testing.T) {
	for _, c := range []struct {
		name string
		it   Item
		hero bool
		want int
	}{
		{"worn by a hero", worn(amuletOfDestiny()), true, 2},
		{"in the backpack", amuletOfDestiny(), true, 0},
		{"unidentified", worn(unknown(amuletOfDestiny())), true, 0},
		{"worn by a mercenary", worn(amuletOfDestiny()), false, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := armed(heroFig("taeral", 1, 1, 4, 3), c.it)
			f.SetHero(c.hero)
			f.SetQuestFortune(5) // last quest's: set anew
			s := newState(t, arena(t), f)
			if got := s.Figures[0]; got.QuestFortune() != c.want || got.FortuneLeft() != 3+c.want || got.Attrs().Fortune != 3 {
				t.Errorf("quest fortune %d, left %d, attribute %d; want %d", got.QuestFortune(), got.FortuneLeft(), got.Attrs().Fortune, c.want)
			}
		})
	}
}

// Identifying a worn item switches on what it gives an attribute.
func TestIdentifyWornItem(t *testing.T) {
	h := armed(heroFig("maelis", 1, 1, 4, 0), worn(unknown(bootsOfSpeed())))
	h.Skills = []string{"secrets_of_magic"}
	h.EditAttrs().Intelligence = 5
	s := newState(t, arena(t), h)
	s, evs := play(t, s, []int{4, 3}, activate(Heroes, "maelis"), Identify{Header: Header{Seat: Heroes}, Figure: "maelis", Item: 0})
	f := s.Figures[0]
	if f.Items[0].Unknown || f.Attrs().Movement != 5 {
		t.Fatalf("unknown %v, movement %d", f.Items[0].Unknown, f.Attrs().Movement)
	}
	if ch, ok := find[AttributeChanged](evs); !ok || ch.Attribute != Movement || ch.Value != 5 {
		t.Errorf("attribute event %+v", ch)
	}
}

// Every worn item of the starter pack is played whole; a power the rules
// do not know is listed as not played (R1023).
func TestMagicMissingWorn(t *testing.T) {
	for _, it := range []Item{elvenCloak(), bootsOfSpeed(), ringOfProtection(), amuletOfHealth(), amuletOfWarding(), amuletOfDestiny(), invisibilityRing()} {
		if m := MagicMissing(it.Effect, it.Traits); m != "" || !MagicPlays(it.Effect, it.Traits) {
			t.Errorf("%s: missing %q", it.ID, m)
		}
	}
	// Every attribute word the list says is played is one the rules map.
	for _, w := range wornRead["attribute"] {
		if _, ok := contentAttribute(w); !ok {
			t.Errorf("attribute %q is listed as played but maps to no attribute", w)
		}
	}
	odd := []Trait{{Name: "power", Word: "flight"}, {Name: "worn", Word: wornCloak}}
	if m := MagicMissing(EffectMagicItem, odd); m != "power flight" {
		t.Errorf("missing %q", m)
	}
	if m := MagicMissing(EffectMagicItem, wandItem().Traits); !strings.Contains(m, "magic_item") {
		t.Errorf("a wand is played? %q", m)
	}
}

// Page 72: relics are not used by Large or Huge figures (R1057): neither
// worn, nor drawn, nor in use when a state is built; an Average figure
// uses them.
func TestRelicsNotForTheLarge(t *testing.T) {
	relic := func(it Item) Item {
		card := *it.ItemCard
		card.Relic = true
		it.ItemCard = &card
		it.Place = InPack
		return it
	}
	for _, c := range []struct {
		name string
		size int
		it   Item
		ok   bool
	}{
		{"an ogre and a relic ring", SizeLarge, relic(invisibilityRing()), false},
		{"an ogre and a relic sword", SizeLarge, relic(magicSword()), false},
		{"an ogre and a ring that is no relic", SizeLarge, ringOfProtection(), true},
		{"a man and a relic ring", SizeAverage, relic(invisibilityRing()), true},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := heroFig("grum", 1, 1, 4, 0)
			h.Size = c.size
			h = armed(h, c.it)
			s := newState(t, arena(t), h)
			s, _ = play(t, s, nil, activate(Heroes, "grum"))
			var cmd Command = wear("grum", 0)
			if c.it.Kind != ItemObject {
				cmd = Wield{Header: Header{Seat: Heroes}, Figure: "grum", Item: 0}
			}
			offered := false
			for _, o := range Options(s, Heroes) {
				if reflectSame(o.Command, cmd) {
					offered = true
				}
			}
			if offered != c.ok {
				t.Errorf("offered %v, want %v", offered, c.ok)
			}
			if !c.ok {
				re := refused(t, s, cmd, CodeBadItem)
				if !strings.Contains(re.Reason.En, "is a relic") || !strings.Contains(re.Reason.Es, "reliquia") {
					t.Errorf("reason %+v", re.Reason)
				}
				in := c.it
				in.Place = InHand
				if c.it.Kind == ItemObject {
					in.Place = Worn
				}
				if _, err := NewState(arena(t), []Figure{armed(heroFig("grum", 1, 1, 4, 0), in)}); err != nil {
					t.Fatalf("an average figure: %v", err)
				}
				big := heroFig("grum", 1, 1, 4, 0)
				big.Size = c.size
				if _, err := NewState(arena(t), []Figure{armed(big, in)}); err == nil || !strings.Contains(err.Error(), "relic") {
					t.Errorf("a state with the relic in use: %v", err)
				}
				return
			}
			play(t, s, nil, cmd)
		})
	}
}

// reflectSame reports whether option command a is command b, whatever
// version its header names.
func reflectSame(a, b Command) bool {
	switch x := a.(type) {
	case Wear:
		x.Header = Header{Seat: x.Seat}
		return describe(x) == describe(b)
	case Wield:
		x.Header = Header{Seat: x.Seat}
		return describe(x) == describe(b)
	}
	return false
}

// The heroes' view of an unidentified ring tells neither its powers nor
// that it is a relic (page 27); the Dark Player's tells both.
func TestViewHidesUnknownWornItem(t *testing.T) {
	ring := worn(unknown(invisibilityRing()))
	card := *ring.ItemCard
	card.Relic = true
	ring.ItemCard = &card
	chief := armed(fig("chief", Dark, SizeAverage, 5, 3, 4), ring)
	s := newState(t, arena(t), heroFig("taeral", 1, 1, 4, 0), chief)
	hv, dv := SeatView(s, Heroes), SeatView(s, Dark)
	if it := hv.Figures[1].Items[0]; it.Relic || it.Traits != nil || it.WornOn() != "" || it.Name.En != "Unidentified magic object" {
		t.Errorf("the heroes see %+v", it)
	}
	if it := dv.Figures[1].Items[0]; !it.Relic || it.WornOn() != wornRing {
		t.Errorf("the Dark Player sees %+v", it)
	}
	if !s.Figures[1].Items[0].Relic {
		t.Error("the view's mask changed the state's card")
	}
}
