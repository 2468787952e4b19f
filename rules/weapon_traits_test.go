package rules

import (
	"strings"
	"testing"

	"dun/board"
)

// weaponCard is a usual weapon as content/starter/pack/equipment.yaml
// gives it, with the traits under test.
func weaponCard(id, en, es string, kind ItemKind, dice int, plus bool, traits ...Trait) Item {
	return Item{ItemCard: &ItemCard{ID: id, Name: Text{En: en, Es: es}, Kind: kind, Hands: 1, Dice: dice, PlusStrength: plus, Breaks: 1, Range: 6, Traits: traits}, Place: InHand}
}

func trait(name string, v int) Trait { return Trait{Name: name, Value: v} }

var (
	flailCard   = weaponCard("flail", "Flail", "Mangual", ItemMelee, 1, true, trait("blunder_doubles", 2), trait("critical_ignores_shield", 1))
	tridentCard = weaponCard("trident", "Trident", "Tridente", ItemMelee, 0, true, trait("blunder_doubles", 3))
	maceCard    = weaponCard("mace", "Mace", "Maza", ItemMelee, 0, true, trait("critical_stun", 1))
	whipCard    = weaponCard("whip", "Whip", "Látigo", ItemMelee, 0, true, trait("critical_stun", 1), trait("critical_disarm", 1))
	rapierCard  = weaponCard("rapier", "Rapier", "Espada ropera", ItemMelee, 0, true, trait("critical_armor", -1))
)

// weaponDuel is Shara (Combat Skill 3, Strength 3, no Fortune) facing an orc
// with a broadsword, both of average size, Shara active.
func weaponDuel(t *testing.T, weapon Item, orcItems ...Item) State {
	t.Helper()
	shara := armed(heroFig("shara", 2, 2, 4, 0), weapon)
	shara.Facing = board.East
	orc := armed(fig("orc", Dark, SizeAverage, 3, 2, 4), orcItems...)
	orc.Facing = board.West
	s := newState(t, arena(t), shara, orc)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	return s
}

// Page 37's blunder is a double 1; the flail fumbles on a double 2 as
// well, the trident on a double 3 (R1204).
func TestWeaponFumbles(t *testing.T) {
	for _, tc := range []struct {
		name   string
		weapon Item
		dice   int
		fumble bool
	}{
		{"a broadsword's double 2 is no blunder", sword(), 2, false},
		{"a flail's double 2 is", flailCard, 2, true},
		{"a flail's double 3 is not", flailCard, 3, false},
		{"a trident's double 3 is", tridentCard, 3, true},
		{"any weapon's double 1 is", sword(), 1, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := weaponDuel(t, tc.weapon, sword())
			// The orc rolls 1 and 2; the breaking roll a 6; no damage.
			n, evs := applyDice(t, s, attack(Heroes, "shara", "orc"), tc.dice, tc.dice, 1, 2, 6, 1, 1, 1, 1, 1)
			r := rolls(evs)[0]
			if got := r.Critical == CriticalFailure; got != tc.fumble {
				t.Fatalf("critical %q, want fumble %v", r.Critical, tc.fumble)
			}
			won := lastOf[RoundWon](t, evs)
			if hasEvent[Blunder](evs) != tc.fumble || (won.Winner == "orc") != tc.fumble {
				t.Fatalf("blunder %v, winner %s", hasEvent[Blunder](evs), won.Winner)
			}
			if tc.fumble {
				if n.Figures[0].Items[0].Place != OnGround || n.Active != nil {
					t.Fatalf("weapon %v, active %+v", n.Figures[0].Items[0].Place, n.Active)
				}
				if tc.dice > 1 && !hasModifier(r, 0, fumbleWhy(&tc.weapon, mustTrait(t, &tc.weapon, "blunder_doubles")).En) {
					t.Fatalf("no reason in %v", r.Modifiers)
				}
			}
		})
	}
	// Defending with a flail, a double 2 is a blunder too: the orc's flail
	// falls on Shara's square.
	s := weaponDuel(t, sword(), flailCard)
	_, evs := applyDice(t, s, attack(Heroes, "shara", "orc"), 3, 4, 2, 2, 6, 1, 1, 1, 1, 1, 1)
	if d := lastOf[ItemDropped](t, evs); d.Figure != "orc" || d.At != at(2, 2) {
		t.Fatalf("dropped %+v", d)
	}
}

func mustTrait(t *testing.T, it *Item, name string) int {
	t.Helper()
	v, ok := it.Trait(name)
	if !ok {
		t.Fatalf("%s has no %s", it.ID, name)
	}
	return v
}

// A critical hit of a mace stuns a target no larger than the attacker; a
// whip's also disarms it; a rapier's lowers its Armour (R1200, R1201).
func TestWeaponCriticals(t *testing.T) {
	for _, tc := range []struct {
		name      string
		weapon    Item
		attack    []int
		orcSize   int
		stunned   bool
		disarmed  bool
		armourMod bool
	}{
		{"a mace's critical stuns", maceCard, []int{6, 3}, SizeAverage, true, false, false},
		{"a mace's plain hit does not", maceCard, []int{5, 4}, SizeAverage, false, false, false},
		{"a mace's critical does not stun a larger target", maceCard, []int{6, 3}, SizeLarge, false, false, false},
		{"a whip's critical stuns and disarms", whipCard, []int{6, 3}, SizeAverage, true, true, false},
		{"a whip's critical spares a larger target", whipCard, []int{6, 3}, SizeLarge, false, false, false},
		{"a rapier's critical lowers the Armour", rapierCard, []int{6, 3}, SizeAverage, false, false, true},
		{"a rapier's plain hit does not", rapierCard, []int{5, 4}, SizeAverage, false, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := weaponDuel(t, tc.weapon, sword())
			s.Figures[1].Size = tc.orcSize
			// The orc rolls 1 and 2 and loses; the damage dice all 1s.
			n, evs := applyDice(t, s, attack(Heroes, "shara", "orc"), append(tc.attack, 1, 2, 1, 1, 1, 1, 1, 1)...)
			orc := n.Figures[1]
			if orc.Conditions.Has(Stunned) != tc.stunned {
				t.Fatalf("stunned %v, want %v", orc.Conditions.Has(Stunned), tc.stunned)
			}
			if (orc.Items[0].Place == OnGround) != tc.disarmed {
				t.Fatalf("sword %v", orc.Items[0].Place)
			}
			if tc.disarmed && orc.Items[0].At != orc.At {
				t.Fatalf("sword dropped on %v, not on the orc's square %v", orc.Items[0].At, orc.At)
			}
			dmg := rolls(evs)[2]
			if hasModifier(dmg, -1, "critical hit: Rapier") != tc.armourMod {
				t.Fatalf("damage terms %v", dmg.Modifiers)
			}
		})
	}
}

// A blocked critical neither stuns nor disarms (R1201); a knocked-out
// target is not disarmed but loses all (page 42).
func TestBlockedCriticalNoStun(t *testing.T) {
	s := weaponDuel(t, whipCard, sword(), shieldItem())
	n, _ := applyDice(t, s, attack(Heroes, "shara", "orc"), 6, 3, 1, 2)
	if n.Prompt == nil || !n.Prompt.has(OptionBlock) {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	n, _ = applyDice(t, n, answer(Dark, OptionBlock), 6)
	if n.Figures[1].Conditions.Has(Stunned) || n.Figures[1].Items[0].Place != InHand {
		t.Fatalf("blocked whip: %v, sword %v", n.Figures[1].Conditions, n.Figures[1].Items[0].Place)
	}
}

// Shields do not block a gunpowder weapon's shots, nor a flail's critical
// hit; a flail's plain hit may be blocked.
func TestShieldIgnored(t *testing.T) {
	for _, tc := range []struct {
		name   string
		attack []int
		block  bool
	}{
		{"a flail's plain hit", []int{5, 4}, true},
		{"a flail's critical", []int{6, 3}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := weaponDuel(t, flailCard, sword(), shieldItem())
			n, _ := applyDice(t, s, attack(Heroes, "shara", "orc"), append(tc.attack, 1, 2, 1, 1, 1, 1, 1, 1)...)
			if got := n.Prompt != nil && n.Prompt.Kind == PromptBlock; got != tc.block {
				t.Fatalf("block offered %v: %+v", got, n.Prompt)
			}
		})
	}
	g := parseMap(t, room(t, 9, 3)...)
	gun := weaponCard("handgun", "Handgun", "Pistola", ItemRanged, 3, false, trait("ignores_shield", 1))
	for _, tc := range []struct {
		name   string
		weapon Item
		block  bool
	}{{"a bow's shot may be blocked", bow(), true}, {"a handgun's may not", gun, false}} {
		t.Run(tc.name, func(t *testing.T) {
			taeral := armed(heroFig("taeral", 0, 1, 5, 0), tc.weapon)
			taeral.Facing = board.East
			taeral.EditAttrs().ShootingSkill = 5
			orc := armed(fig("orc", Dark, SizeAverage, 3, 1, 4), sword(), shieldItem())
			orc.Facing = board.West
			s := newState(t, g, taeral, orc)
			s, _ = play(t, s, nil, activate(Heroes, "taeral"))
			n, _ := applyDice(t, s, shoot(Heroes, "taeral", "orc"), 5, 4, 1, 1, 1, 1, 1)
			if got := n.Prompt != nil && n.Prompt.Kind == PromptBlock; got != tc.block {
				t.Fatalf("block offered %v: %+v", got, n.Prompt)
			}
		})
	}
}

// The blowgun: a dart that wounds stuns at once and rolls 2 more dice
// against Natural Armour; its criticals add no dice (R1206).
func TestBlowgun(t *testing.T) {
	g := parseMap(t, room(t, 9, 3)...)
	dart := weaponCard("blowgun", "Blowgun", "Cerbatana", ItemRanged, 1, false,
		trait("stun_on_wound", 1), trait("natural_armor_dice", 2), trait("no_critical_damage", 1))
	taeral := armed(heroFig("taeral", 0, 1, 5, 0), dart)
	taeral.Facing = board.East
	taeral.EditAttrs().ShootingSkill = 5
	orc := fig("orc", Dark, SizeAverage, 3, 1, 4)
	orc.Facing = board.West
	s := newState(t, g, taeral, orc)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	// A critical that wounds (6 against Armour 3): one die only, then 2
	// dice against Natural Armour 2, one wounding.
	n, evs := applyDice(t, s, shoot(Heroes, "taeral", "orc"), 6, 3, 6, 4, 1)
	rs := rolls(evs)
	if len(rs) != 3 || len(rs[1].Dice) != 1 || len(rs[2].Dice) != 2 {
		t.Fatalf("rolls %v", rs)
	}
	if !hasModifier(rs[1], 0, "critical hits add no damage dice: Blowgun") || rs[2].Target != 2 {
		t.Fatalf("damage %v, dart %v against %d", rs[1].Modifiers, rs[2].Dice, rs[2].Target)
	}
	if o := n.Figures[1]; o.Wounds != 2 || !o.Conditions.Has(Stunned) {
		t.Fatalf("orc wounds %d, %v", o.Wounds, o.Conditions)
	}
	// A dart that does not wound: no stun, no more dice.
	n, evs = applyDice(t, s, shoot(Heroes, "taeral", "orc"), 5, 4, 2)
	if len(rolls(evs)) != 2 || n.Figures[1].Conditions.Has(Stunned) {
		t.Fatalf("rolls %v, %v", rolls(evs), n.Figures[1].Conditions)
	}
}

// The crossbow keeps its criticals' dice past half its range (R1205).
func TestCrossbowPastHalfRange(t *testing.T) {
	f := heroFig("taeral", 0, 0, 5, 0)
	cross := weaponCard("crossbow", "Crossbow", "Ballesta", ItemRanged, 4, false, trait("no_long_range_penalty", 1))
	cross.Range = 24
	long := weaponCard("longbow", "Longbow", "Arco largo", ItemRanged, 4, false)
	long.Range = 24
	for _, tc := range []struct {
		it   Item
		dist int
		lost bool
	}{{long, 12, false}, {long, 13, true}, {cross, 12, false}, {cross, 13, false}, {cross, 24, false}} {
		if got := critDiceLost(&f, &tc.it, tc.dist); got != tc.lost {
			t.Errorf("%s at %d: lost %v, want %v", tc.it.ID, tc.dist, got, tc.lost)
		}
	}
}

var bastardCard = weaponCard("bastard_sword", "Bastard Sword", "Espada bastarda", ItemMelee, 2, true, trait("thrust", 1))

// The bastard sword's thrust: -1 Combat Skill, one damage die fewer, the
// target's Armour -1; offered as its own option, refused with another
// weapon (R1207).
func TestThrust(t *testing.T) {
	s := weaponDuel(t, bastardCard, sword())
	ids := OptionIDs(Options(s, Heroes))
	if !strings.Contains(ids, "attack:shara:orc:thrust") || !strings.Contains(ids, "attack:shara:orc ") && !strings.HasSuffix(ids, "attack:shara:orc") {
		t.Fatalf("options %s", ids)
	}
	for _, tc := range []struct {
		thrust       bool
		combat, dice int
		armour       int
	}{{false, 3, 5, 3}, {true, 2, 4, 2}} {
		c := attack(Heroes, "shara", "orc").(Attack)
		c.Thrust = tc.thrust
		_, evs := applyDice(t, s, c, 5, 4, 1, 2, 1, 1, 1, 1, 1)
		rs := rolls(evs)
		if got := rs[0].Result() - rs[0].Total; got != tc.combat {
			t.Errorf("thrust %v: Combat Skill %d, want %d (%v)", tc.thrust, got, tc.combat, rs[0].Modifiers)
		}
		d := lastOf[DamageRolled](t, evs)
		if d.Dice != tc.dice || d.Armour != tc.armour {
			t.Errorf("thrust %v: %d dice against %d, want %d against %d", tc.thrust, d.Dice, d.Armour, tc.dice, tc.armour)
		}
		if tc.thrust && !hasModifier(rs[0], -1, "thrust: Bastard Sword") {
			t.Errorf("no thrust term in %v", rs[0].Modifiers)
		}
	}
	plain := weaponDuel(t, sword(), sword())
	c := attack(Heroes, "shara", "orc").(Attack)
	c.Thrust = true
	refused(t, plain, c, CodeBadItem)
	if strings.Contains(OptionIDs(Options(plain, Heroes)), "thrust") {
		t.Fatal("a broadsword offered a thrust")
	}
}

// A javelin held in hand fights in melee at -1 Combat Skill with Strength
// dice; the heavy javelin loses its -1 to the target's Armour there
// unless melee_piercing keeps it; a bow fights unarmed (page 37, R1208).
func TestJavelinInMelee(t *testing.T) {
	heavy := weaponCard("heavy_javelin", "Heavy Javelin", "Jabalina pesada", ItemRanged, 0, true, trait("melee_combat", -1))
	heavy.Piercing, heavy.Range, heavy.RangeTimes, heavy.Throwing = -1, 0, 2, true
	keeps := heavy
	keeps.ItemCard = &ItemCard{}
	*keeps.ItemCard = *heavy.ItemCard
	keeps.Traits = []Trait{trait("melee_combat", -1), trait("melee_piercing", 1)}
	for _, tc := range []struct {
		name         string
		weapon       Item
		combat, dice int
		armour       int
	}{
		{"a heavy javelin", heavy, 2, 3, 3},
		{"a javelin that keeps its piercing", keeps, 2, 3, 2},
		{"a bow fights unarmed", bow(), 2, 3, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := weaponDuel(t, tc.weapon, sword())
			_, evs := applyDice(t, s, attack(Heroes, "shara", "orc"), 5, 4, 1, 2, 1, 1, 1, 1, 1)
			rs := rolls(evs)
			if got := rs[0].Result() - rs[0].Total; got != tc.combat {
				t.Errorf("Combat Skill %d, want %d (%v)", got, tc.combat, rs[0].Modifiers)
			}
			d := lastOf[DamageRolled](t, evs)
			if d.Dice != tc.dice || d.Armour != tc.armour {
				t.Errorf("%d dice against %d, want %d against %d", d.Dice, d.Armour, tc.dice, tc.armour)
			}
			if declared := lastOf[AttackDeclared](t, evs); (declared.ItemName != nil) != (tc.weapon.ID != "short_bow") {
				t.Errorf("attack declared with %+v", declared.ItemName)
			}
		})
	}
}

// A trident is thrown up to 3 squares at -2 Shooting Skill, with its
// melee damage, and stays out of hand until the combat ends; a dagger
// flies 4 squares (R1209).
func TestThrownMeleeWeapons(t *testing.T) {
	trident := weaponCard("trident", "Trident", "Tridente", ItemMelee, 0, true, trait("thrown", 3), trait("thrown_shooting", -2), trait("blunder_doubles", 3))
	dagger := weaponCard("dagger", "Dagger", "Daga", ItemMelee, 0, true, trait("thrown", 4))
	g := parseMap(t, room(t, 9, 3)...)
	for _, tc := range []struct {
		name    string
		weapon  Item
		orcX    int
		refused string
		penalty int
	}{
		{"a trident 3 squares away", trident, 3, "", -2},
		{"a trident 4 squares away", trident, 4, CodeBadTarget, 0},
		{"a dagger 4 squares away", dagger, 4, "", -1},
		{"a sword cannot be thrown", sword(), 2, CodeBadItem, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			taeral := armed(heroFig("taeral", 0, 1, 5, 0), tc.weapon)
			taeral.Facing = board.East
			taeral.EditAttrs().ShootingSkill = 5
			orc := armed(fig("orc", Dark, SizeAverage, tc.orcX, 1, 4), sword())
			orc.Facing = board.West
			s := newState(t, g, taeral, orc)
			s, _ = play(t, s, nil, activate(Heroes, "taeral"))
			if tc.refused != "" {
				if strings.Contains(OptionIDs(Options(s, Heroes)), "shoot:") {
					t.Fatal("a throw offered")
				}
				refused(t, s, shoot(Heroes, "taeral", "orc"), tc.refused)
				return
			}
			n, evs := applyDice(t, s, shoot(Heroes, "taeral", "orc"), 5, 4, 1, 1, 1)
			r := rolls(evs)[0]
			if got := r.Result() - r.Total - 5; got != tc.penalty {
				t.Fatalf("shot terms %v: %d, want %d", r.Modifiers, got, tc.penalty)
			}
			if d := lastOf[DamageRolled](t, evs); d.Dice != 3 {
				t.Fatalf("%d damage dice, want Strength 3", d.Dice)
			}
			if !n.Figures[0].Items[0].Spent {
				t.Fatal("the thrown weapon is still in hand")
			}
		})
	}
}

// Two shuriken thrown at once: two throws, each at -1; one alone is at no
// penalty and is the Action's only throw (R1210).
func TestShurikenPair(t *testing.T) {
	shuriken := weaponCard("shuriken", "Shuriken", "Shuriken", ItemRanged, 2, false, trait("thrown", 6), trait("shots", 2), trait("extra_shot_shooting", -1))
	shuriken.Throwing = true
	g := parseMap(t, room(t, 9, 3)...)
	taeral := armed(heroFig("taeral", 0, 1, 5, 0), shuriken)
	taeral.Facing = board.East
	taeral.EditAttrs().ShootingSkill = 5
	orc := armed(fig("orc", Dark, SizeAverage, 3, 1, 4), sword())
	orc.Facing = board.West
	s := newState(t, g, taeral, orc)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	if ids := OptionIDs(Options(s, Heroes)); !strings.Contains(ids, "shoot:taeral:orc:pair") {
		t.Fatalf("options %s", ids)
	}
	pair := shoot(Heroes, "taeral", "orc").(Shoot)
	pair.Pair = true
	for _, tc := range []struct {
		name    string
		first   Command
		penalty int
		second  bool
	}{{"one thrown", shoot(Heroes, "taeral", "orc"), 0, false}, {"two at once", pair, -1, true}} {
		t.Run(tc.name, func(t *testing.T) {
			n, evs := applyDice(t, s, tc.first, 5, 4, 1, 1)
			r := rolls(evs)[0]
			if got := r.Result() - r.Total - 5; got != tc.penalty {
				t.Fatalf("terms %v", r.Modifiers)
			}
			if got := strings.Contains(OptionIDs(Options(n, Heroes)), "shoot:taeral:orc"); got != tc.second {
				t.Fatalf("second throw offered %v", got)
			}
			// Thrown in a combat turn, the shuriken are spent once the
			// Action's throws are made; the pair's first leaves them in
			// hand for the second, and ending the activation there loses
			// the second with them.
			if n.Figures[0].Items[0].Spent == tc.second {
				t.Fatalf("spent %v after the first throw", n.Figures[0].Items[0].Spent)
			}
			if !tc.second {
				refused(t, n, shoot(Heroes, "taeral", "orc"), CodeBadItem) // spent
				return
			}
			if e, _ := play(t, n, nil, EndActivation{Header: Header{Seat: Heroes}, Figure: "taeral"}); !e.Figures[0].Items[0].Spent {
				t.Fatal("a pair thrown once kept its shuriken")
			}
			n2, evs := applyDice(t, n, shoot(Heroes, "taeral", "orc"), 5, 4, 1, 1)
			if r := rolls(evs)[0]; !hasModifier(r, -1, "two thrown at once: Shuriken") {
				t.Fatalf("second throw terms %v", r.Modifiers)
			}
			if !n2.Figures[0].Items[0].Spent {
				t.Fatal("the shuriken are still in hand after the pair")
			}
			refused(t, n, pair, CodeActionUsed)
		})
	}
	// A bow throws no pair.
	s.Figures[0].Items[0] = bow()
	refused(t, s, pair, CodeBadItem)
}

// A thrown net's critical stuns and disarms an orc (page 124): a shot's
// criticals work as a melee attack's do.
func TestNetCritical(t *testing.T) {
	net := weaponCard("net", "Net", "Red", ItemRanged, 0, false, trait("thrown", 3), trait("critical_stun", 1), trait("critical_disarm", 1))
	net.Range, net.Throwing = 3, true
	g := parseMap(t, room(t, 9, 3)...)
	taeral := armed(heroFig("taeral", 0, 1, 5, 0), net)
	taeral.Facing = board.East
	taeral.EditAttrs().ShootingSkill = 5
	orc := armed(fig("orc", Dark, SizeAverage, 3, 1, 4), sword())
	orc.Facing = board.West
	s := newState(t, g, taeral, orc)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	for _, tc := range []struct {
		shot    []int
		effects bool
	}{{[]int{6, 3}, true}, {[]int{5, 4}, false}} {
		n, _ := applyDice(t, s, shoot(Heroes, "taeral", "orc"), append(tc.shot, 1, 1)...)
		o := n.Figures[1]
		if o.Conditions.Has(Stunned) != tc.effects || (o.Items[0].Place == OnGround) != tc.effects {
			t.Errorf("shot %v: %v, sword %v", tc.shot, o.Conditions, o.Items[0].Place)
		}
		if !n.Figures[0].Items[0].Spent {
			t.Error("the net was not spent in a combat turn")
		}
	}
}
