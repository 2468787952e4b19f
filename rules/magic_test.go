package rules

import (
	"strings"
	"testing"

	"dun/board"
	"dun/dice"

	"pgregory.net/rapid"
)

// Spells for the tests, shaped like the starter pack's (setup maps content
// onto these fields).
func fireball(radius, area int) Spell {
	return Spell{SpellCard: &SpellCard{ID: "fireball", Name: Text{En: "Fireball", Es: "Bola de fuego"}, Nature: NatureProjectile, Mana: 2, Range: 12, Radius: radius, Effect: SpellEffect{ID: EffectProjectile, Dice: 5, AreaDice: area, Against: Armour, Flaming: true}}}
}

func boltSpell() Spell {
	return Spell{SpellCard: &SpellCard{ID: "bolt", Name: Text{En: "Bolt", Es: "Rayo"}, Nature: NatureProjectile, Mana: 1, Range: 8, Effect: SpellEffect{ID: EffectProjectile, Dice: 3, Against: Armour}}}
}

func skinSpell() Spell {
	return Spell{SpellCard: &SpellCard{ID: "skin", Name: Text{En: "Skin of Fire", Es: "Piel de fuego"}, Nature: NatureProtecting, Mana: 1, Range: 0, Permanent: true, Effect: SpellEffect{ID: EffectProtect, Armour: 1}}}
}

func blessSpell() Spell {
	return Spell{SpellCard: &SpellCard{ID: "bless", Name: Text{En: "Bless", Es: "Bendición"}, Nature: NatureEnhancing, Mana: 1, Range: 6, Permanent: true, Effect: SpellEffect{ID: EffectEnhance, Attribute: CombatSkill, Bonus: 2}}}
}

func healSpell() Spell {
	return Spell{SpellCard: &SpellCard{ID: "heal", Name: Text{En: "Healing Light", Es: "Luz sanadora"}, Nature: NatureHealing, Mana: 1, Range: 6, Effect: SpellEffect{ID: EffectHeal, Vitality: 2, Cure: Conditions(0).With(Poisoned)}}}
}

func holdSpell() Spell {
	return Spell{SpellCard: &SpellCard{ID: "hold", Name: Text{En: "Hold", Es: "Paralizar"}, Nature: NatureControl, Mana: 1, Range: 8, Permanent: true, Effect: SpellEffect{ID: EffectControl, Condition: Conditions(0).With(Stunned)}}}
}

func dominateSpell() Spell {
	return Spell{SpellCard: &SpellCard{ID: "dominate", Name: Text{En: "Dominate", Es: "Dominar"}, Nature: NatureControl, Mana: 2, Range: 8, Permanent: true, Effect: SpellEffect{ID: EffectControl, SwitchSide: true}}}
}

// caster is a hero spellcaster of Intelligence intel knowing spells, with
// two mana per spell (page 38) and no Fortune.
func caster(id string, x, y, intel int, spells ...Spell) Figure {
	f := heroFig(id, x, y, 5, 0)
	f.EditAttrs().Intelligence = intel
	f.EditAttrs().Mana = min(2*len(spells), 3*intel)
	f.Spells = spells
	f.Facing = board.East
	return f
}

func cast(seat Side, id, spell, target string) Command {
	return Cast{Header: Header{Seat: seat}, Figure: id, Spell: spell, Target: target}
}

func magicRoom(t *testing.T) []string { return room(t, 10, 6) }

// Page 39, maximum power: Maelis's fireball deals 5 damage dice, and the
// one 6 of her cast makes them 6.
func TestFireballCriticalAddsADie(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	barb := fig("barbarian", Dark, SizeAverage, 6, 0, 5)
	barb.EditAttrs().Armour = 4
	barb.EditAttrs().Vitality = 12
	s := newState(t, g, caster("maelis", 0, 0, 5, fireball(0, 0)), barb)
	// cast 6+3 +5 = 14; damage 1 2 3 4 5 6 vs armour 4: three wounds.
	s, evs := play(t, s, []int{6, 3, 1, 2, 3, 4, 5, 6}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "fireball", "barbarian"))
	d, ok := find[SpellDice](evs)
	if !ok || d.Dice != 6 {
		t.Fatalf("spell dice %+v", d)
	}
	sc, _ := find[SpellCast](evs)
	if sc.Mana != 2 || sc.ManaLeft != 0 || sc.Casts != 1 || sc.CastsLeft != 2 {
		t.Errorf("spell cast %+v", sc)
	}
	b, _ := s.Figure("barbarian")
	if b.Wounds != 3 {
		t.Errorf("wounds %d, want 3", b.Wounds)
	}
	m, _ := s.Figure("maelis")
	if m.ManaLeft() != 0 || m.Spells[0].Casts != 1 || s.Active.Action != ruleCast || !s.Active.Superior {
		t.Errorf("after the cast: mana %d casts %d activation %+v", m.ManaLeft(), m.Spells[0].Casts, s.Active)
	}
	refused(t, s, moveTo(Heroes, "maelis", 1, 0), CodeSuperiorSpell)
	if len(moveOpts(s, Heroes)) != 0 {
		t.Errorf("moves offered after a superior spell")
	}
}

// Page 40: a Large troll the area of a fireball covers with several of its
// squares takes the target's dice once; a goblin beside it takes the
// area's.
func TestAreaFireballHitsALargeFigureOnce(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	troll := fig("troll", Dark, SizeLarge, 5, 1, 5)
	troll.EditAttrs().Armour = 4
	troll.EditAttrs().Vitality = 20
	gob := fig("goblin", Dark, SizeSmall, 7, 1, 5)
	gob.EditAttrs().Armour = 3
	gob.EditAttrs().Vitality = 5
	s := newState(t, g, caster("borgron", 0, 1, 4, fireball(1, 3)), troll, gob)
	// cast 4+2 +4 = 10; troll 5 dice; goblin 3 dice.
	s, evs := play(t, s, []int{4, 2, 6, 6, 1, 1, 1, 2, 2, 2}, activate(Heroes, "borgron"), cast(Heroes, "borgron", "fireball", "troll"))
	var got []SpellDice
	for _, e := range evs {
		if d, ok := e.(SpellDice); ok {
			got = append(got, d)
		}
	}
	if len(got) != 2 || got[0].Figure != "troll" || got[0].Dice != 5 || got[1].Figure != "goblin" || got[1].Dice != 3 {
		t.Fatalf("spell dice %+v", got)
	}
	if tr, _ := s.Figure("troll"); tr.Wounds != 2 {
		t.Errorf("troll wounds %d", tr.Wounds)
	}
	if gb, _ := s.Figure("goblin"); gb.Wounds != 0 {
		t.Errorf("goblin wounds %d", gb.Wounds)
	}
}

// Page 39, the dispel example: the sorcerer's cast totals 12 (7 and his
// Intelligence 5); Borgron must beat it.
func TestDispelExample(t *testing.T) {
	for _, c := range []struct {
		name   string
		dice   []int
		worked bool
	}{
		{"beaten", []int{4, 3, 5, 4, 2, 2, 2}, true}, // 9+4 = 13 > 12: no damage dice at all
		{"tied", []int{4, 3, 4, 4, 2, 2, 2}, false},  // 8+4 = 12: the caster wins ties
	} {
		t.Run(c.name, func(t *testing.T) {
			g := parseMap(t, magicRoom(t)...)
			sorc := caster("sorcerer", 8, 0, 5, boltSpell())
			sorc.Facing = board.West
			sorc.Side = Dark
			sorc.SetHero(false)
			shara := heroFig("shara", 2, 0, 4, 0)
			shara.EditAttrs().Armour = 5
			borgron := caster("borgron", 0, 2, 4, fireball(0, 0))
			s := newState(t, g, sorc, shara, borgron)
			s = darkTurn(t, s)
			forced := c.dice
			if !c.worked {
				forced = forced[:4]
				forced = append(forced, 1, 1, 1)
			} else {
				forced = forced[:4]
			}
			s, evs := play(t, s, forced[:2], activate(Dark, "sorcerer"), cast(Dark, "sorcerer", "bolt", "shara"))
			if s.Prompt == nil || s.Prompt.Kind != PromptDispel || s.Prompt.Seat != Heroes {
				t.Fatalf("prompt %+v", s.Prompt)
			}
			if OptionIDs(Options(s, Heroes)) != "answer:dispel:borgron answer:no_dispel" {
				t.Fatalf("options %s", OptionIDs(Options(s, Heroes)))
			}
			s, evs = play(t, s, forced[2:], answer(Heroes, "dispel:borgron"))
			b, _ := s.Figure("borgron")
			so, _ := s.Figure("sorcerer")
			_, dispelled := find[SpellDispelled](evs)
			if dispelled != c.worked {
				t.Fatalf("dispelled %v, want %v", dispelled, c.worked)
			}
			if c.worked && (b.ManaUsed != 1 || so.ManaUsed != 1 || so.Spells[0].Casts != 1) {
				t.Errorf("mana: borgron %d sorcerer %d casts %d", b.ManaUsed, so.ManaUsed, so.Spells[0].Casts)
			}
			if !c.worked && (b.ManaUsed != 0 || so.ManaUsed != 1) {
				t.Errorf("mana after a failed dispel: borgron %d sorcerer %d", b.ManaUsed, so.ManaUsed)
			}
		})
	}
}

// No dispel is offered after a double 6, to a spellcaster in an enemy's
// melee range, without mana, or farther than 8 squares from both.
func TestDispelEligibility(t *testing.T) {
	g := parseMap(t, room(t, 24, 4)...)
	sorc := caster("sorcerer", 10, 0, 5, boltSpell())
	sorc.Side = Dark
	sorc.SetHero(false)
	shara := heroFig("shara", 12, 0, 4, 0)
	shara.EditAttrs().Armour = 6
	far := caster("far", 22, 3, 4, boltSpell())     // 10 from the sorcerer, 10 from Shara
	empty := caster("empty", 12, 2, 4, boltSpell()) // no mana left
	empty.ManaUsed = 2
	engaged := caster("engaged", 3, 3, 4, boltSpell())
	orc := fig("orc", Dark, SizeAverage, 3, 2, 4)
	s := newState(t, g, sorc, shara, far, empty, engaged, orc)
	s = darkTurn(t, s)
	s, _ = play(t, s, []int{4, 3, 1, 1, 1}, activate(Dark, "sorcerer"), cast(Dark, "sorcerer", "bolt", "shara"))
	if s.Prompt != nil {
		t.Fatalf("a dispel was offered: %+v", s.Prompt)
	}
	// a double 6 cannot be dispelled even by an eligible caster
	s2 := newState(t, g, sorc, shara, caster("near", 12, 3, 4, boltSpell()))
	s2 = darkTurn(t, s2)
	s2, evs := play(t, s2, []int{6, 6, 1, 1, 1, 1, 1}, activate(Dark, "sorcerer"), cast(Dark, "sorcerer", "bolt", "shara"))
	if s2.Prompt != nil {
		t.Fatalf("a double 6 was offered for dispelling: %+v", s2.Prompt)
	}
	if sc, _ := find[SpellCast](evs); !sc.MaxPower {
		t.Errorf("max power not reported: %+v", sc)
	}
}

// Page 39, critical failure: no spell, the mana spent, 5D6 against
// Intelligence, stunned, and the activation is over.
func TestCriticalFailure(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	orc := fig("orc", Dark, SizeAverage, 6, 0, 4)
	s := newState(t, g, caster("maelis", 0, 0, 4, fireball(0, 0)), orc)
	// double 1; 5D6 against Intelligence 4: 4, 5 and 6 wound.
	s, evs := play(t, s, []int{1, 1, 1, 2, 4, 5, 6}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "fireball", "orc"))
	m, _ := s.Figure("maelis")
	if m.Wounds != 3 || m.ManaUsed != 2 || m.Spells[0].Casts != 0 || !m.Conditions.Has(Stunned) || s.Active != nil {
		t.Fatalf("after the miscast: wounds %d mana used %d casts %d conditions %v active %v", m.Wounds, m.ManaUsed, m.Spells[0].Casts, m.Conditions, s.Active)
	}
	if _, ok := find[Miscast](evs); !ok {
		t.Error("no miscast event")
	}
	if o, _ := s.Figure("orc"); o.Wounds != 0 {
		t.Error("the orc was hurt")
	}
	d, _ := find[DamageRolled](evs)
	if d.Against != Intelligence || d.Armour != 4 || d.Dice != MiscastDice {
		t.Errorf("damage %+v", d)
	}
}

// Page 38: a permanent spell lasts as many of its caster's side's turns as
// the higher die of the cast, the turn of the cast included; page 40: one
// fewer for an apprentice.
func TestPermanentSpellExpires(t *testing.T) {
	for _, c := range []struct {
		level Sorcery
		turns int
	}{{SorceryNormal, 4}, {SorceryApprentice, 3}} {
		t.Run(string(c.level)+"x", func(t *testing.T) {
			g := parseMap(t, magicRoom(t)...)
			m := caster("maelis", 0, 0, 5, skinSpell())
			m.SetSorcery(c.level)
			s := newState(t, g, m)
			s, evs := play(t, s, []int{4, 2}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "skin", "maelis"))
			if sc, _ := find[SpellCast](evs); sc.Turns != c.turns {
				t.Fatalf("turns %d, want %d", sc.Turns, c.turns)
			}
			mf, _ := s.Figure("maelis")
			mods, _ := TestModifiers(mf, Armour)
			if _, arm := DamageArmour(mf, Armour, 1); arm != 4 || len(mods) != 2 {
				t.Fatalf("armour with the spell %d, mods %+v", arm, mods)
			}
			for turn := 1; turn <= c.turns; turn++ {
				if len(s.Magic) != 1 {
					t.Fatalf("turn %d: spell gone too soon", turn)
				}
				var evs []Event
				s, evs = play(t, s, nil, endTurn(Heroes))
				_, ended := find[SpellEnded](evs)
				if ended != (turn == c.turns) {
					t.Fatalf("turn %d: ended %v", turn, ended)
				}
				s, _ = play(t, s, nil, endTurn(Dark))
			}
			mf, _ = s.Figure("maelis")
			if len(s.Magic) != 0 || len(mf.Boons) != 0 {
				t.Fatalf("spell still in play: %+v %+v", s.Magic, mf.Boons)
			}
		})
	}
}

// Page 40: an apprentice casts each spell twice per quest, with one damage
// die fewer; an archmage four times.
func TestSorceryLevels(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	orc := fig("orc", Dark, SizeAverage, 6, 0, 4)
	orc.EditAttrs().Armour = 6
	orc.EditAttrs().Vitality = 99
	m := caster("maelis", 0, 0, 5, boltSpell())
	m.SetSorcery(SorceryApprentice)
	m.EditAttrs().Mana = 10
	s := newState(t, g, m, orc)
	for k := 0; k < 2; k++ {
		var evs []Event
		s, evs = play(t, s, []int{4, 2, 1, 1}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "bolt", "orc"))
		if d, _ := find[SpellDice](evs); d.Dice != 2 {
			t.Fatalf("apprentice dice %d, want 2", d.Dice)
		}
		s, _ = play(t, s, nil, endTurn(Heroes), endTurn(Dark))
	}
	s, _ = play(t, s, nil, activate(Heroes, "maelis"))
	refused(t, s, cast(Heroes, "maelis", "bolt", "orc"), CodeNoCastsLeft)
	if CastsPerSpell(SorceryArchmage) != 4 || CastsPerSpell(SorceryNormal) != 3 {
		t.Error("casts per spell")
	}
}

// Every refusal of a cast, with its code, leaving the state untouched.
func TestCastRefusals(t *testing.T) {
	g := parseMap(t,
		"..........",
		"..........",
		"....C.....",
		"..........",
		"..........",
		"..........")
	orc := fig("orc", Dark, SizeAverage, 3, 0, 4)
	hidden := fig("hidden", Dark, SizeAverage, 5, 2, 4)
	near := fig("near", Dark, SizeAverage, 1, 5, 4)
	m := caster("maelis", 3, 2, 5, boltSpell(), fireball(0, 0), skinSpell())
	m.EditAttrs().Mana = 3
	ally := heroFig("shara", 0, 0, 4, 0)
	s := newState(t, g, m, orc, hidden, near, ally)
	s, _ = play(t, s, nil, activate(Heroes, "maelis"))
	refused(t, s, cast(Heroes, "maelis", "meteor", "orc"), CodeUnknownSpell)
	refused(t, s, cast(Heroes, "maelis", "bolt", "nobody"), CodeUnknownFigure)
	refused(t, s, cast(Heroes, "maelis", "bolt", "shara"), CodeBadTarget)
	refused(t, s, cast(Heroes, "maelis", "skin", "shara"), CodeBadTarget)
	refused(t, s, cast(Heroes, "maelis", "bolt", "hidden"), CodeNoSight)
	refused(t, s, cast(Dark, "maelis", "bolt", "orc"), CodeNotYourTurn)
	far := s.Clone()
	far.Figures[far.figure("orc")].At = at(9, 5)
	far.Figures[far.figure("maelis")].At = at(0, 0)
	far.Figures[far.figure("shara")].At = at(1, 0)
	refused(t, far, cast(Heroes, "maelis", "bolt", "orc"), CodeOutOfRange)
	refused(t, s, Cast{Header: Header{Seat: Heroes}, Figure: "maelis", Spell: "bolt", Target: "orc", Aid: "scroll"}, CodeBadAid)

	poor := s.Clone()
	poor.Figures[poor.figure("maelis")].ManaUsed = 2
	refused(t, poor, cast(Heroes, "maelis", "fireball", "orc"), CodeNoMana)

	hands := s.Clone()
	hands.Figures[hands.figure("maelis")].Items = []Item{{ItemCard: &ItemCard{ID: "greatsword", Kind: ItemMelee, Hands: 2}, Place: InHand}}
	if re := refused(t, hands, cast(Heroes, "maelis", "bolt", "orc"), CodeNoFreeHand); !strings.Contains(re.Reason.Es, "Rayo") || !strings.Contains(re.Reason.En, "Bolt") {
		t.Errorf("the spell is not named in each language: %+v", re.Reason)
	}

	moved, _ := play(t, s, nil, moveTo(Heroes, "maelis", 3, 3))
	refused(t, moved, cast(Heroes, "maelis", "fireball", "orc"), CodeSuperiorSpell)

	adj := s.Clone()
	adj.Figures[adj.figure("near")].At = at(3, 3)
	refused(t, adj, cast(Heroes, "maelis", "bolt", "orc"), CodeEnemyAdjacent)

	used, _ := play(t, s, []int{1, 2}, cast(Heroes, "maelis", "bolt", "orc"))
	refused(t, used, cast(Heroes, "maelis", "bolt", "orc"), CodeActionUsed)
	refused(t, used, EndSpell{Header: Header{Seat: Heroes}, Figure: "maelis", Spell: "skin"}, CodeNoSpellInPlay)
}

// Options offer exactly the casts Apply accepts.
func TestCastOptions(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	orc := fig("orc", Dark, SizeAverage, 6, 0, 4)
	m := caster("maelis", 0, 0, 5, boltSpell(), skinSpell())
	m.Items = []Item{{ItemCard: &ItemCard{ID: "magic_scroll", Name: Text{En: "Magic Scroll", Es: "Pergamino"}, Kind: ItemObject, Effect: effectCastingBonus, Traits: []Trait{{Name: "dispel", Value: 1}, {Name: "value", Value: 2}}}, Place: InPack}}
	s := newState(t, g, m, orc)
	s, _ = play(t, s, nil, activate(Heroes, "maelis"))
	var casts []string
	for _, o := range Options(s, Heroes) {
		if _, ok := o.Command.(Cast); ok {
			casts = append(casts, o.ID)
			if _, _, err := Apply(s, o.Command, scriptedDice(4, 4, 1, 1, 1)); err != nil {
				t.Errorf("%s refused: %v", o.ID, err)
			}
		}
	}
	want := "cast:maelis:bolt:orc cast:maelis:bolt:orc:magic_scroll cast:maelis:skin:maelis cast:maelis:skin:maelis:magic_scroll"
	if got := joinIDs(casts); got != want {
		t.Errorf("casts offered:\n%s\nwant\n%s", got, want)
	}
	// The scroll adds +2, is used up, and no second aid is allowed this turn.
	s, evs := play(t, s, []int{4, 3, 1, 1, 1}, Cast{Header: Header{Seat: Heroes}, Figure: "maelis", Spell: "bolt", Target: "orc", Aid: "magic_scroll"})
	r := rolls(evs)[0]
	if r.Result() != 14 || r.Modifiers[len(r.Modifiers)-1].Value != 2 {
		t.Errorf("cast roll %+v", r)
	}
	if mf, _ := s.Figure("maelis"); len(mf.Items) != 0 || mf.AidTurn() != 1 {
		t.Errorf("scroll not used up: %+v", mf)
	}
}

// Page 14: a hero may reroll his own failed cast, and a hero an enemy
// targets may make the enemy reroll a cast that worked.
func TestFortuneOnCasts(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	orc := fig("orc", Dark, SizeAverage, 6, 0, 4)
	orc.EditAttrs().Armour = 6
	m := caster("maelis", 0, 0, 5, boltSpell())
	m.EditAttrs().Fortune = 1
	s := newState(t, g, m, orc)
	s, _ = play(t, s, []int{1, 2}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "bolt", "orc"))
	if s.Prompt == nil || s.Prompt.Kind != PromptFortuneReroll || s.Prompt.Figure != "maelis" {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	s, evs := play(t, s, []int{5, 5, 1, 1, 1}, answer(Heroes, OptionReroll))
	if _, ok := find[SpellCast](evs); !ok {
		t.Fatal("the reroll did not cast the spell")
	}

	// The sorcerer's bolt at Shara: she makes him roll again.
	sorc := caster("sorcerer", 8, 0, 5, boltSpell())
	sorc.Facing = board.West
	sorc.Side = Dark
	sorc.SetHero(false)
	shara := heroFig("shara", 2, 0, 4, 1)
	shara.EditAttrs().Armour = 6
	s = newState(t, g, sorc, shara)
	s = darkTurn(t, s)
	s, _ = play(t, s, []int{4, 3}, activate(Dark, "sorcerer"), cast(Dark, "sorcerer", "bolt", "shara"))
	if s.Prompt == nil || s.Prompt.Kind != PromptFortuneReroll || s.Prompt.Seat != Heroes || s.Prompt.Figure != "shara" {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	s, evs = play(t, s, []int{1, 2}, answer(Heroes, OptionReroll))
	if _, ok := find[CastFailed](evs); !ok {
		t.Fatalf("the reroll should fail the cast: %v", evs)
	}
	if sh, _ := s.Figure("shara"); sh.FortuneLeft() != 0 {
		t.Error("Fortune not spent")
	}
	if so, _ := s.Figure("sorcerer"); so.ManaUsed != 0 || so.Spells[0].Casts != 0 {
		t.Error("a failed cast spent mana")
	}
}

// Page 43: a shield raised against a magic projectile gives light cover
// and then a breaking roll; heavy cover needs no shield.
func TestShieldAgainstProjectile(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	orc := fig("orc", Dark, SizeAverage, 6, 0, 4)
	orc.EditAttrs().Armour = 6
	orc.Items = []Item{{ItemCard: &ItemCard{ID: "shield", Kind: ItemShield, Hands: 1, Block: 5, BreakBlock: 2}, Place: InHand}}
	s := newState(t, g, caster("maelis", 0, 0, 5, boltSpell()), orc)
	s, _ = play(t, s, []int{4, 2}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "bolt", "orc"))
	if s.Prompt == nil || s.Prompt.Kind != PromptSpellShield || s.Prompt.Seat != Dark {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	// breaking roll 2: broken; then 2 dice.
	s, evs := play(t, s, []int{2, 1, 1}, answer(Dark, OptionUseShield))
	d, _ := find[SpellDice](evs)
	if d.Dice != 2 || d.Terms[len(d.Terms)-1].Why.En != "light cover" {
		t.Errorf("spell dice %+v", d)
	}
	if o, _ := s.Figure("orc"); !o.Items[0].Broken {
		t.Error("shield not broken")
	}
	if b, _ := find[BreakingRolled](evs); !b.Broken || b.Value != 2 {
		t.Errorf("breaking roll %+v", b)
	}
}

// Page 11: a spell's bonus is magic, so the bonuses of a roll may reach
// +5; an enhancing spell's bonus stays with the figure as it moves.
func TestEnhanceIsMagic(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	shara := heroFig("shara", 2, 0, 4, 0)
	s := newState(t, g, caster("maelis", 0, 0, 5, blessSpell()), shara)
	s, _ = play(t, s, []int{3, 3}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "bless", "shara"), endAct(Heroes, "maelis"),
		activate(Heroes, "shara"), moveTo(Heroes, "shara", 5, 3))
	f, _ := s.Figure("shara")
	mods, limit := TestModifiers(f, CombatSkill, Modifier{Value: 3, Kind: ModSkill, Why: Text{En: "skill", Es: "habilidad"}},
		Modifier{Value: 2, Kind: ModCompanion, Why: Text{En: "friend", Es: "amigo"}})
	total := 0
	for _, m := range mods {
		total += m.Value
	}
	if limit != MagicBonusCap || total != 3+5 {
		t.Errorf("cap %d total %d mods %+v", limit, total, mods)
	}
}

// Healing gives Vitality back and lifts the conditions the spell cures.
func TestHealingSpell(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	shara := heroFig("shara", 2, 0, 4, 0)
	shara.Wounds = 5
	shara.Conditions = Conditions(0).With(Wounded).With(Poisoned)
	s := newState(t, g, caster("maelis", 0, 0, 5, healSpell()), shara)
	s, _ = play(t, s, []int{3, 3}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "heal", "shara"))
	f, _ := s.Figure("shara")
	if f.Wounds != 3 || f.Conditions != 0 {
		t.Errorf("after healing: wounds %d conditions %v", f.Wounds, f.Conditions)
	}
}

// Page 40: control spells take a Large figure only with a critical; the
// condition lasts as long as the spell (no recovery roll lifts it), and a
// controlled figure changes side until the spell ends.
func TestControlSpells(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	troll := fig("troll", Dark, SizeLarge, 6, 0, 5)
	orc := fig("orc", Dark, SizeAverage, 6, 4, 4)
	m := caster("maelis", 0, 0, 5, holdSpell(), dominateSpell())
	m.EditAttrs().Mana = 15
	s := newState(t, g, m, troll, orc)
	s, evs := play(t, s, []int{3, 2}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "hold", "troll"))
	if _, ok := find[SpellResisted](evs); !ok {
		t.Fatal("a Large figure was held without a critical")
	}
	s, _ = play(t, s, nil, endTurn(Heroes), endTurn(Dark))
	s, _ = play(t, s, []int{6, 2}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "hold", "troll"), endTurn(Heroes))
	if tr, _ := s.Figure("troll"); !tr.Conditions.Has(Stunned) {
		t.Fatal("troll not stunned")
	}
	s, evs = play(t, s, nil, activate(Dark, "troll"))
	if _, ok := find[ConditionKept](evs); !ok {
		t.Error("the spell's stun was rolled for")
	}
	s, _ = play(t, s, nil, endTurn(Dark), activate(Heroes, "maelis"))
	// ending the spell at will lifts the stun
	s, evs = play(t, s, nil, EndSpell{Header: Header{Seat: Heroes}, Figure: "maelis", Spell: "hold"})
	if tr, _ := s.Figure("troll"); tr.Conditions.Has(Stunned) {
		t.Error("stun outlived the spell")
	}
	if e, _ := find[SpellEnded](evs); e.Why != EndedAtWill {
		t.Errorf("ended %+v", e)
	}
	// dominate the orc: it joins the heroes until the spell ends
	s, _ = play(t, s, []int{2, 3}, cast(Heroes, "maelis", "dominate", "orc"))
	if o, _ := s.Figure("orc"); o.Side != Heroes {
		t.Fatal("orc not controlled")
	}
	s.Figures[s.figure("maelis")].Wounds = 5
	n := s.Clone()
	e := &env{s: &n, dice: nil}
	e.knockOut(n.figure("maelis"), 0)
	if o, _ := n.Figure("orc"); o.Side != Dark || len(n.Magic) != 0 {
		t.Errorf("knocking the caster out did not end his spell: orc side %v, magic %+v", o.Side, n.Magic)
	}
}

// Page 38: one permanent spell at a time (a second ends the first), and -1
// to cast while one lasts.
func TestOnePermanentSpell(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	shara := heroFig("shara", 2, 0, 4, 0)
	s := newState(t, g, caster("maelis", 0, 0, 5, skinSpell(), blessSpell()), shara)
	s, _ = play(t, s, []int{3, 3}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "skin", "maelis"), endTurn(Heroes), endTurn(Dark))
	s, evs := play(t, s, []int{3, 3}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "bless", "shara"))
	r := rolls(evs)[0]
	if last := r.Modifiers[len(r.Modifiers)-1]; last.Value != -1 || r.Result() != 10 {
		t.Errorf("cast roll %+v", r)
	}
	if e, _ := find[SpellEnded](evs); e.Spell != "skin" || e.Why != EndedReplaced {
		t.Errorf("ended %+v", e)
	}
	if len(s.Magic) != 1 || s.Magic[0].Spell != "bless" {
		t.Errorf("in play %+v", s.Magic)
	}
}

// Page 62 (R784): an ADP caster keeps a second permanent spell with the
// first, but a second cast of the same one replaces it; the -1 to cast
// while one lasts still counts.
func TestADPKeepsTwoPermanentSpells(t *testing.T) {
	shaman := caster("shaman", 6, 0, 5, holdSpell(), dominateSpell())
	shaman.Side = Dark
	shaman.SetHero(false)
	shaman.Facing = board.West
	shaman.EditAttrs().Mana = 10
	s := adpState(t, nil, nil, nil, heroFig("shara", 1, 0, 4, 0), heroFig("borgron", 1, 1, 4, 0), shaman)
	s = darkTurn(t, s)
	s, _ = play(t, s, []int{4, 4}, activate(Dark, "shaman"), cast(Dark, "shaman", "hold", "shara"), endAct(Dark, "shaman"), endTurn(Dark), endTurn(Heroes))
	s, evs := play(t, s, []int{5, 5}, activate(Dark, "shaman"), cast(Dark, "shaman", "dominate", "borgron"))
	if _, ended := find[SpellEnded](evs); ended || len(s.Magic) != 2 {
		t.Fatalf("in play %+v", s.Magic)
	}
	if r := rolls(evs)[0]; r.Modifiers[len(r.Modifiers)-1].Value != -1 {
		t.Errorf("no -1 while a spell lasts: %+v", r.Modifiers)
	}
	s, _ = play(t, s, nil, endAct(Dark, "shaman"), endTurn(Dark), endTurn(Heroes))
	s, evs = play(t, s, []int{5, 5}, activate(Dark, "shaman"), cast(Dark, "shaman", "hold", "shara"))
	if e, _ := find[SpellEnded](evs); e.Spell != "hold" || e.Why != EndedReplaced || len(s.Magic) != 2 {
		t.Errorf("ended %+v, in play %+v", e, s.Magic)
	}
}

// Mana never goes below zero nor above the pool, whatever is cast,
// dispelled or miscast (issue 4, property tests).
func TestManaStaysInPool(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genState(t)
		s.Active, s.Prompt, s.Strike, s.Side, s.Turn, s.Version, s.Magic, s.End = nil, nil, nil, Heroes, 1, 1, nil, nil
		for i := range s.Figures {
			f := &s.Figures[i]
			f.Activated, f.Boons = false, nil
			f.Conditions = f.Conditions.Without(KnockedDown)
			f.EditAttrs().Intelligence = rapid.IntRange(3, 6).Draw(t, "int")
			if rapid.Bool().Draw(t, "caster") {
				f.Spells = []Spell{boltSpell(), fireball(1, 0), skinSpell(), holdSpell()}
				f.EditAttrs().Mana = rapid.IntRange(0, 20).Draw(t, "pool")
			}
			f.ManaUsed = int32(min(int(f.ManaUsed), f.ManaPool()))
		}
		src := dice.Seeded(rapid.Uint64().Draw(t, "seed"))
		for step := 0; step < 60; step++ {
			opts := Options(s, s.CurrentSeat())
			if len(opts) == 0 {
				return // the quest is over
			}
			// Prefer casting and answering, so that magic happens.
			var pick []Option
			for _, o := range opts {
				switch o.Command.(type) {
				case Cast, Answer, EndSpell:
					pick = append(pick, o)
				}
			}
			if len(pick) == 0 || rapid.IntRange(0, 3).Draw(t, "other") == 0 {
				pick = opts
			}
			o := pick[rapid.IntRange(0, len(pick)-1).Draw(t, "pick")]
			n, _, err := Apply(s, o.Command, src)
			if err != nil {
				t.Fatalf("step %d: %s refused: %v", step, o.ID, err)
			}
			for i := range n.Figures {
				f := &n.Figures[i]
				// Armour may lower the pool under what was spent (its
				// penalties, page 70); spending never passes it.
				was := 0
				if i < len(s.Figures) {
					was = int(s.Figures[i].ManaUsed)
				}
				if int(f.ManaUsed) < 0 || int(f.ManaUsed) > max(was, f.ManaPool()) || f.ManaLeft() < 0 {
					t.Fatalf("step %d (%s): %s used %d of a pool of %d", step, o.ID, f.ID, f.ManaUsed, f.ManaPool())
				}
				for _, sp := range f.Spells {
					if sp.Casts > CastsPerSpell(f.Sorcery()) {
						t.Fatalf("step %d: %s cast %s %d times", step, f.ID, sp.ID, sp.Casts)
					}
				}
			}
			if err := n.Check(); err != nil {
				t.Fatalf("step %d: %s broke the state: %v", step, o.ID, err)
			}
			s = n
		}
	})
}

// Page 40: a protecting spell's area stays where it was cast; allies in it
// are protected, and lose it on leaving.
func TestProtectingAreaIsFixed(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	ward := Spell{SpellCard: &SpellCard{ID: "ward", Name: Text{En: "Ward", Es: "Guarda"}, Nature: NatureProtecting, Mana: 1, Range: 0, Radius: 1, Permanent: true, Effect: SpellEffect{ID: EffectProtect, Armour: 1, Cover: 1}}}
	shara := heroFig("shara", 1, 1, 8, 0)
	s := newState(t, g, caster("maelis", 0, 0, 5, ward), shara)
	s, _ = play(t, s, []int{3, 3}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "ward", "maelis"))
	for _, id := range []string{"maelis", "shara"} {
		if f, _ := s.Figure(id); len(f.Boons) != 1 || boonCover(&f) != 1 {
			t.Fatalf("%s not protected: %+v", id, f.Boons)
		}
	}
	s, evs := play(t, s, nil, endAct(Heroes, "maelis"), activate(Heroes, "shara"), moveTo(Heroes, "shara", 4, 1))
	if f, _ := s.Figure("shara"); len(f.Boons) != 0 {
		t.Fatalf("shara kept the protection outside the area: %+v", f.Boons)
	}
	if _, ok := find[BoonLost](evs); !ok {
		t.Error("no boon_lost event")
	}
	s, _ = play(t, s, nil, moveTo(Heroes, "shara", 1, 0))
	if f, _ := s.Figure("shara"); len(f.Boons) != 1 {
		t.Fatal("shara not protected on coming back")
	}
}

// R103: a spell of range 1 names adjacent targets, so it may be cast beside
// an enemy; any other spell may not.
func TestRangeOneBesideAnEnemy(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	fist := Spell{SpellCard: &SpellCard{ID: "fist", Name: Text{En: "Burning Fist", Es: "Puño ardiente"}, Nature: NatureDamage, Mana: 1, Range: 1, Effect: SpellEffect{ID: EffectDamage, Dice: 3, Against: Armour}}}
	orc := fig("orc", Dark, SizeAverage, 1, 0, 4)
	s := newState(t, g, caster("maelis", 0, 0, 5, fist, boltSpell()), orc)
	s, _ = play(t, s, nil, activate(Heroes, "maelis"))
	refused(t, s, cast(Heroes, "maelis", "bolt", "orc"), CodeEnemyAdjacent)
	play(t, s, []int{4, 4, 1, 1, 1}, cast(Heroes, "maelis", "fist", "orc"))
}

// A dispeller may use a scroll that allows it (+2), one aid per turn.
func TestDispelWithScroll(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	sorc := caster("sorcerer", 8, 0, 5, boltSpell())
	sorc.Facing = board.West
	sorc.Side = Dark
	sorc.SetHero(false)
	shara := heroFig("shara", 2, 0, 4, 0)
	shara.EditAttrs().Armour = 6
	b := caster("borgron", 0, 2, 3, fireball(0, 0))
	b.Items = []Item{{ItemCard: &ItemCard{ID: "magic_scroll", Name: Text{En: "Magic Scroll", Es: "Pergamino"}, Kind: ItemObject, Effect: effectCastingBonus, Traits: []Trait{{Name: "dispel", Value: 1}, {Name: "value", Value: 2}}}, Place: InPack}}
	s := newState(t, g, sorc, shara, b)
	s = darkTurn(t, s)
	s, _ = play(t, s, []int{4, 3}, activate(Dark, "sorcerer"), cast(Dark, "sorcerer", "bolt", "shara"))
	if got := OptionIDs(Options(s, Heroes)); got != "answer:dispel:borgron answer:dispel:borgron:magic_scroll answer:no_dispel" {
		t.Fatalf("options %s", got)
	}
	// 4+4+3+2 = 13 beats 12 only with the scroll.
	s, evs := play(t, s, []int{4, 4}, answer(Heroes, "dispel:borgron:magic_scroll"))
	if _, ok := find[SpellDispelled](evs); !ok {
		t.Fatal("not dispelled")
	}
	if f, _ := s.Figure("borgron"); len(f.Items) != 0 || f.AidTurn() != s.Turn || f.ManaUsed != 1 {
		t.Errorf("borgron after dispelling: %+v", f)
	}
}

// Page 40: a controlled figure goes back to its side when its controller's
// side attacks it, here caught in the area of their own fireball.
func TestControlEndsWhenAttacked(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	orc := fig("orc", Dark, SizeAverage, 6, 2, 4)
	orc.EditAttrs().Armour = 6
	gob := fig("goblin", Dark, SizeSmall, 5, 3, 4)
	gob.EditAttrs().Armour = 6
	m := caster("maelis", 0, 1, 5, dominateSpell(), fireball(1, 0))
	s := newState(t, g, m, orc, gob)
	s, _ = play(t, s, []int{3, 4}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "dominate", "orc"), endTurn(Heroes), endTurn(Dark))
	if o, _ := s.Figure("orc"); o.Side != Heroes {
		t.Fatal("orc not controlled")
	}
	s, evs := play(t, s, []int{3, 4, 1, 1, 1, 1, 1, 1, 1, 1}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "fireball", "goblin"))
	if o, _ := s.Figure("orc"); o.Side != Dark {
		t.Fatal("orc still controlled after being attacked")
	}
	if sc, _ := find[SideChanged](evs); sc.Figure != "orc" || sc.Side != Dark {
		t.Errorf("side change %+v", sc)
	}
}

// Page 40: a controlled figure is the controller's ally until his side
// attacks it: his side may attack or shoot it (no other ally), and the
// attack frees it before it rolls.
func TestControlledAllyAttacked(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	orc := fig("orc", Dark, SizeAverage, 6, 2, 4)
	orc.Facing = board.West
	borgron := armed(heroFig("borgron", 5, 2, 4, 0), sword())
	borgron.Facing = board.East
	shara := heroFig("shara", 5, 3, 4, 0)
	m := caster("maelis", 6, 5, 5, dominateSpell())
	m.Facing = board.North
	s := newState(t, g, m, borgron, shara, orc)
	s, _ = play(t, s, []int{3, 4}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "dominate", "orc"), endTurn(Heroes), endTurn(Dark))
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	ids := OptionIDs(Options(s, Heroes))
	if !strings.Contains(ids, "attack:borgron:orc") || strings.Contains(ids, "attack:borgron:shara") {
		t.Fatalf("options %s", ids)
	}
	refused(t, s, attack(Heroes, "borgron", "shara"), CodeBadTarget)
	s, evs := applyDice(t, s, Attack{Header: Header{Seat: Heroes}, Figure: "borgron", Target: "orc", Item: 0}, 6, 5, 1, 1, 1, 1, 1, 1, 1, 1)
	if o, _ := s.Figure("orc"); o.Side != Dark {
		t.Fatal("the orc is still controlled after Borgron's attack")
	}
	sc, ok := find[SideChanged](evs)
	if !ok || sc.Figure != "orc" || sc.Side != Dark {
		t.Fatalf("side change %+v", sc)
	}
	for _, ev := range evs {
		if _, roll := ev.(Rolled); roll {
			break
		}
		if _, side := ev.(SideChanged); side {
			return
		}
	}
	t.Error("the attack rolled before it freed the orc")
}

// Page 14: a hero whose spell an enemy dispels may make him roll again.
func TestCasterRerollsTheDispel(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	m := caster("maelis", 0, 0, 5, boltSpell())
	m.EditAttrs().Fortune = 1
	orc := fig("orc", Dark, SizeAverage, 6, 0, 4)
	orc.EditAttrs().Armour = 6
	shaman := caster("shaman", 8, 2, 5, boltSpell())
	shaman.Side = Dark
	shaman.SetHero(false)
	s := newState(t, g, m, orc, shaman)
	s, _ = play(t, s, []int{4, 3}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "bolt", "orc"))
	s, _ = play(t, s, []int{6, 5}, answer(Dark, "dispel:shaman"))
	if s.Prompt == nil || s.Prompt.Kind != PromptFortuneReroll || s.Prompt.Figure != "maelis" || s.Prompt.Roll.Rule != ruleDispel {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	s, evs := play(t, s, []int{2, 2, 1, 1, 1}, answer(Heroes, OptionReroll))
	if _, ok := find[DispelFailed](evs); !ok {
		t.Fatal("the rerolled dispel should fail")
	}
	if sh, _ := s.Figure("shaman"); sh.ManaUsed != 0 {
		t.Error("a failed dispel cost mana")
	}
}

// The finer parameters of the effects (R127): only, on_wound, drain,
// revive, immune, a granted skill, and a spell the rules lack.
func TestSpellParameterEffects(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	scourge := Spell{SpellCard: &SpellCard{ID: "scourge", Name: Text{En: "Scourge", Es: "Azote"}, Nature: NatureDamage, Mana: 1, Range: 8, Radius: 1, Effect: SpellEffect{ID: EffectDamage, Dice: 2, Against: Armour, Only: "undead", Condition: Conditions(0).With(Frightened), OnWound: true, Drain: true}}}
	skel := fig("skeleton", Dark, SizeAverage, 6, 1, 4)
	skel.Skills = []string{"undead"}
	skel.EditAttrs().Armour = 3
	skel2 := fig("skeleton2", Dark, SizeAverage, 6, 2, 4)
	skel2.Skills = []string{"undead"}
	skel2.EditAttrs().Armour = 6
	orc := fig("orc", Dark, SizeAverage, 7, 1, 4)
	m := caster("maelis", 0, 1, 5, scourge)
	m.Wounds = 2
	s := newState(t, g, m, skel, skel2, orc)
	// skeleton: 5, 1 → one wound, frightened (the undead ignore a stun);
	// skeleton2: 2, 2 → none; the orc is spared.
	s, evs := play(t, s, []int{3, 4, 5, 1, 2, 2}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "scourge", "skeleton"))
	if sk, _ := s.Figure("skeleton"); sk.Wounds != 1 || !sk.Conditions.Has(Frightened) {
		t.Errorf("skeleton %+v", sk)
	}
	if sk, _ := s.Figure("skeleton2"); sk.Conditions.Has(Frightened) {
		t.Error("on_wound: an unhurt skeleton was frightened")
	}
	if o, _ := s.Figure("orc"); o.Wounds != 0 {
		t.Error("only: the orc was hurt")
	}
	if mf, _ := s.Figure("maelis"); mf.Wounds != 1 {
		t.Errorf("drain: maelis has %d wounds, want 1", mf.Wounds)
	}
	if n := len(find2[SpellDice](evs)); n != 2 {
		t.Errorf("%d figures hit, want 2", n)
	}

	// revive a knocked-out hero; a ward of immunity; a granted skill.
	breathe := Spell{SpellCard: &SpellCard{ID: "breathe", Name: Text{En: "Breathe Life", Es: "Insuflar vida"}, Nature: NatureHealing, Mana: 1, Range: 6, Effect: SpellEffect{ID: EffectHeal, Vitality: 2, Revive: true}}}
	calm := Spell{SpellCard: &SpellCard{ID: "calm", Name: Text{En: "Calm", Es: "Calma"}, Nature: NatureProtecting, Mana: 1, Range: 6, Permanent: true, Effect: SpellEffect{ID: EffectProtect, Immune: Conditions(0).With(Stunned)}}}
	rune := Spell{SpellCard: &SpellCard{ID: "rune", Name: Text{En: "Rune", Es: "Runa"}, Nature: NatureEnhancing, Mana: 1, Range: 6, Effect: SpellEffect{ID: EffectEnhance, Skill: "hardy"}}}
	summon := Spell{SpellCard: &SpellCard{ID: "wolves", Name: Text{En: "Wolves", Es: "Lobos"}, Nature: NatureControl, Mana: 2, Range: 6, Missing: "effect spell_summon", Effect: SpellEffect{ID: "spell_summon"}}}
	shara := heroFig("shara", 2, 1, 4, 0)
	shara.Wounds, shara.Conditions = 6, Conditions(0).With(KnockedOut)
	m = caster("maelis", 0, 1, 5, breathe, calm, rune, summon)
	s = newState(t, g, m, shara, fig("orc", Dark, SizeAverage, 9, 5, 4))
	s, _ = play(t, s, nil, activate(Heroes, "maelis"))
	refused(t, s, cast(Heroes, "maelis", "wolves", "orc"), CodeNotImplemented)
	s, _ = play(t, s, []int{3, 4}, cast(Heroes, "maelis", "breathe", "shara"))
	if sh, _ := s.Figure("shara"); !sh.Present() || VitalityLeft(&sh) != 2 {
		t.Fatalf("shara not revived: %+v", sh)
	}
	s, _ = play(t, s, []int{3, 4}, endTurn(Heroes), endTurn(Dark), activate(Heroes, "maelis"), cast(Heroes, "maelis", "calm", "shara"))
	n := s.Clone()
	e := &env{s: &n}
	e.gain(n.figure("shara"), Stunned)
	if sh, _ := n.Figure("shara"); sh.Conditions.Has(Stunned) {
		t.Error("immune: shara was stunned")
	}
	if _, ok := find[ConditionWarded](e.events); !ok {
		t.Error("no condition_warded event")
	}
	s, _ = play(t, s, []int{3, 4}, endTurn(Heroes), endTurn(Dark), activate(Heroes, "maelis"), cast(Heroes, "maelis", "rune", "shara"))
	if sh, _ := s.Figure("shara"); !sh.HasSkill("hardy") {
		t.Error("the rune gave no skill")
	}
	s, _ = play(t, s, nil, endTurn(Heroes))
	if sh, _ := s.Figure("shara"); sh.HasSkill("hardy") {
		t.Error("the skill outlived the immediate spell's turn")
	}
}

// find2 returns every event of type T.
func find2[T Event](evs []Event) []T {
	var out []T
	for _, e := range evs {
		if v, ok := e.(T); ok {
			out = append(out, v)
		}
	}
	return out
}

func manaPotion() Item {
	return Item{ItemCard: &ItemCard{ID: "mana_potion", Name: Text{En: "Mana Potion", Es: "Poción de maná"}, Kind: ItemObject, Effect: effectPotionMana, Traits: []Trait{{Name: "mana", Value: 2}, {Name: "remove_marker", Value: 1}}}, Place: InPack}
}

// Page 38: a mana potion gives mana back and takes a marker off a spell
// already cast, so it may be cast once more; drinking is a Quick Action,
// not next to an enemy, and the potion is gone.
func TestManaPotion(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	orc := fig("orc", Dark, SizeAverage, 6, 0, 4)
	orc.EditAttrs().Armour = 6
	orc.EditAttrs().Vitality = 99
	m := caster("maelis", 0, 0, 5, boltSpell())
	m.SetSorcery(SorceryApprentice)
	m.Spells[0].Casts, m.ManaUsed = 2, 2
	heal := Item{ItemCard: &ItemCard{ID: "healing_potion", Name: Text{En: "Healing Potion", Es: "Poción curativa"}, Kind: ItemObject, Effect: "heal", Traits: []Trait{{Name: "vitality", Value: 3}}}, Place: InPack}
	m.Items = []Item{manaPotion(), heal}
	m.Wounds = 4
	s := newState(t, g, m, orc)
	s, _ = play(t, s, nil, activate(Heroes, "maelis"))
	refused(t, s, cast(Heroes, "maelis", "bolt", "orc"), CodeNoCastsLeft)
	refused(t, s, Drink{Header: Header{Seat: Heroes}, Figure: "maelis", Item: 1, Spell: "bolt"}, CodeBadItem)
	refused(t, s, Drink{Header: Header{Seat: Heroes}, Figure: "maelis", Item: 5}, CodeBadItem)
	var drinks []string
	for _, o := range Options(s, Heroes) {
		if _, ok := o.Command.(Drink); ok {
			drinks = append(drinks, o.ID)
		}
	}
	if got := joinIDs(drinks); got != "drink:maelis:0 drink:maelis:0:bolt drink:maelis:1" {
		t.Fatalf("drinks offered: %s", got)
	}
	s, evs := play(t, s, nil, Drink{Header: Header{Seat: Heroes}, Figure: "maelis", Item: 0, Spell: "bolt"})
	if d, _ := find[PotionDrunk](evs); d.Mana != 2 || d.Spell != "bolt" || d.ManaLeft != 2 {
		t.Errorf("potion %+v", d)
	}
	s, _ = play(t, s, []int{4, 4, 1, 1}, cast(Heroes, "maelis", "bolt", "orc"))
	mf, _ := s.Figure("maelis")
	if mf.Spells[0].Casts != 2 || len(mf.Items) != 1 || mf.ManaLeft() != 1 {
		t.Errorf("after the potion and the cast: %+v", mf)
	}
	// the healing potion is a second Quick Action: none is left after the
	// Action and one Quick Action.
	refused(t, s, Drink{Header: Header{Seat: Heroes}, Figure: "maelis", Item: 0}, CodeQuickActionUsed)
	s, _ = play(t, s, nil, endTurn(Heroes), endTurn(Dark), activate(Heroes, "maelis"), Drink{Header: Header{Seat: Heroes}, Figure: "maelis", Item: 0})
	if mf, _ := s.Figure("maelis"); mf.Wounds != 1 || len(mf.Items) != 0 {
		t.Errorf("after the healing potion: %+v", mf)
	}
	adj := s.Clone()
	adj.Figures[adj.figure("orc")].At = at(1, 0)
	adj.Figures[adj.figure("maelis")].Items = []Item{manaPotion()}
	adj.Active.QuickActions = 0
	refused(t, adj, Drink{Header: Header{Seat: Heroes}, Figure: "maelis", Item: 0}, CodeEnemyAdjacent)
}

// Magic resistance (page 114) stops a hostile spell on 4+, and takes a die
// off a magic projectile; the undead ignore control spells (R115).
func TestMagicResistanceAndUndead(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	fist := Spell{SpellCard: &SpellCard{ID: "mind", Name: Text{En: "Damage Mind", Es: "Dañar la mente"}, Nature: NatureDamage, Mana: 1, Range: 8, Effect: SpellEffect{ID: EffectDamage, Dice: 4, Against: Intelligence}}}
	wraith := fig("wraith", Dark, SizeAverage, 6, 0, 4)
	wraith.Skills = []string{SkillMagicResistance, SkillUndead}
	m := caster("maelis", 0, 0, 5, fist, boltSpell(), holdSpell())
	m.EditAttrs().Mana = 15
	s := newState(t, g, m, wraith)
	// resisted on a 4: no damage roll at all
	s, evs := play(t, s, []int{3, 4, 4}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "mind", "wraith"))
	if r, _ := find[SpellResisted](evs); r.Figure != "wraith" || r.Roll == 0 {
		t.Fatalf("resisted %+v", r)
	}
	if _, ok := find[DamageRolled](evs); ok {
		t.Fatal("a resisted spell rolled damage")
	}
	// a projectile: 3 dice, one fewer
	s, evs = play(t, s, []int{3, 4, 1, 1}, endTurn(Heroes), endTurn(Dark), activate(Heroes, "maelis"), cast(Heroes, "maelis", "bolt", "wraith"))
	if d, _ := find[SpellDice](evs); d.Dice != 2 {
		t.Errorf("projectile dice %d, want 2", d.Dice)
	}
	// the undead ignore the hold, though the resistance roll fails
	s, evs = play(t, s, []int{3, 4, 2}, endTurn(Heroes), endTurn(Dark), activate(Heroes, "maelis"), cast(Heroes, "maelis", "hold", "wraith"))
	if w, _ := s.Figure("wraith"); w.Conditions.Has(Stunned) {
		t.Error("an undead was held")
	}
	if rs := find2[SpellResisted](evs); len(rs) != 1 || rs[0].Roll != 0 {
		t.Errorf("resisted %+v", rs)
	}
}

// A spell's blows wait on the questions they raise: the target's Fortune
// on the cast, a fatal blow, a shield in the area; play resumes with the
// next figure hit.
func TestSpellHitsWaitOnPrompts(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	sorc := caster("sorcerer", 8, 1, 5, fireball(1, 0))
	sorc.Facing = board.West
	sorc.Side = Dark
	sorc.SetHero(false)
	shara := heroFig("shara", 2, 1, 4, 2)
	shara.EditAttrs().Armour = 3
	shara.Wounds = 5
	borgron := heroFig("borgron", 2, 2, 4, 0)
	borgron.EditAttrs().Armour = 6
	borgron.Items = []Item{{ItemCard: &ItemCard{ID: "shield", Kind: ItemShield, Hands: 1, Block: 5, BreakBlock: 1}, Place: InHand}}
	s := newState(t, g, sorc, shara, borgron)
	s = darkTurn(t, s)
	s, _ = play(t, s, []int{4, 4}, activate(Dark, "sorcerer"), cast(Dark, "sorcerer", "fireball", "shara"))
	if s.Prompt == nil || s.Prompt.Kind != PromptFortuneReroll || s.Prompt.Figure != "shara" {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	// Shara lets the cast stand; 5 dice at her: 4 wounds would knock her
	// out. She may first have the damage rolled again (R79), and keeps it.
	s, _ = play(t, s, []int{4, 4, 5, 1, 1}, answer(Heroes, OptionKeep))
	if s.Prompt == nil || s.Prompt.Kind != PromptDamageReroll {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	s, _ = play(t, s, nil, answer(Heroes, OptionKeep))
	if s.Prompt == nil || s.Prompt.Kind != PromptFatalBlow {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	// She avoids it on a 5; then Borgron, in the area, is asked about his shield.
	s, _ = play(t, s, []int{5}, answer(Heroes, OptionFortuneRoll))
	if s.Prompt == nil || s.Prompt.Kind != PromptSpellShield || s.Prompt.Figure != "borgron" {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	s, evs := play(t, s, []int{6, 1, 1}, answer(Heroes, OptionUseShield))
	if d, _ := find[SpellDice](evs); d.Figure != "borgron" || d.Dice != 2 {
		t.Errorf("borgron's dice %+v", d)
	}
	if s.Prompt != nil || s.Active == nil || s.Active.Cast != nil {
		t.Fatalf("the cast did not finish: prompt %+v active %+v", s.Prompt, s.Active)
	}
	if sh, _ := s.Figure("shara"); sh.Wounds != 5 || !sh.Present() {
		t.Errorf("shara %+v", sh)
	}
}

// A critical failure's blow may be fatal: the activation ends once the
// hero has answered.
func TestMiscastFatalBlow(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	m := caster("maelis", 0, 0, 3, boltSpell())
	m.EditAttrs().Fortune = 1
	m.Wounds = 5
	s := newState(t, g, m, fig("orc", Dark, SizeAverage, 6, 0, 4))
	s, _ = play(t, s, []int{1, 1}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "bolt", "orc"))
	if s.Prompt == nil || s.Prompt.Kind != PromptFortuneReroll {
		t.Fatalf("a hero may reroll his critical failure: prompt %+v", s.Prompt)
	}
	s, _ = play(t, s, []int{6, 1, 1, 1, 1}, answer(Heroes, OptionKeep))
	if s.Prompt == nil || s.Prompt.Kind != PromptFatalBlow || s.Active == nil {
		t.Fatalf("prompt %+v active %+v", s.Prompt, s.Active)
	}
	s, _ = play(t, s, nil, answer(Heroes, OptionTakeBlow))
	if mf, _ := s.Figure("maelis"); mf.Present() || s.Active != nil {
		t.Errorf("after taking the blow: %+v, active %+v", mf, s.Active)
	}
}

// A spell's bonus counts wherever the attribute does: a Movement bonus
// raises the allowance of the figure's next activation.
func TestEnhanceMovement(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	haste := Spell{SpellCard: &SpellCard{ID: "haste", Name: Text{En: "Burst of Speed", Es: "Explosión de velocidad"}, Nature: NatureEnhancing, Mana: 1, Range: 6, Permanent: true, Effect: SpellEffect{ID: EffectEnhance, Attribute: Movement, Bonus: 2}}}
	shara := heroFig("shara", 2, 0, 4, 0)
	s := newState(t, g, caster("maelis", 0, 0, 5, haste), shara)
	s, evs := play(t, s, []int{6, 2}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "haste", "shara"), endAct(Heroes, "maelis"), activate(Heroes, "shara"))
	if s.Active.Allowance != 6 {
		t.Fatalf("allowance %d, want 6", s.Active.Allowance)
	}
	if ml, _ := find[MovementLowered](evs); ml.Allowance != 6 || len(ml.Why) != 1 || ml.Why[0].Kind != ModMagic {
		t.Errorf("movement event %+v", ml)
	}
}

// Page 40: the target may be a square. A spell with an area cast on an
// empty square takes everyone in the area as "not the target".
func TestCastOnASquare(t *testing.T) {
	g := parseMap(t,
		"..........",
		"..........",
		"..........",
		"....C.....",
		"..........",
		"..........")
	orc := fig("orc", Dark, SizeAverage, 6, 0, 4)
	orc.EditAttrs().Armour = 6
	gob := fig("goblin", Dark, SizeSmall, 6, 2, 4)
	gob.EditAttrs().Armour = 6
	m := caster("maelis", 0, 1, 5, fireball(1, 0), boltSpell())
	s := newState(t, g, m, orc, gob)
	s, _ = play(t, s, nil, activate(Heroes, "maelis"))
	sq := func(x, y int) *board.Pos { return &board.Pos{X: x, Y: y} }
	castAt := func(spell string, p *board.Pos) Command {
		return Cast{Header: Header{Seat: Heroes}, Figure: "maelis", Spell: spell, Square: p}
	}
	refused(t, s, castAt("bolt", sq(6, 1)), CodeBadTarget)      // no area
	refused(t, s, castAt("fireball", sq(6, 0)), CodeBadTarget)  // occupied: name the orc
	refused(t, s, castAt("fireball", sq(5, 4)), CodeNoSight)    // behind the column
	refused(t, s, castAt("fireball", sq(20, 1)), CodeBadTarget) // off the board
	refused(t, s, Cast{Header: Header{Seat: Heroes}, Figure: "maelis", Spell: "fireball", Target: "orc", Square: sq(6, 1)}, CodeBadTarget)
	found := false
	for _, o := range Options(s, Heroes) {
		found = found || o.ID == "cast:maelis:fireball:@6,1"
	}
	if !found {
		t.Fatalf("no square option: %s", OptionIDs(Options(s, Heroes)))
	}
	s, evs := play(t, s, []int{3, 4, 1, 1, 1, 1, 1, 1}, castAt("fireball", sq(6, 1)))
	ds := find2[SpellDice](evs)
	if len(ds) != 2 || ds[0].Dice != 3 || ds[1].Dice != 3 {
		t.Fatalf("spell dice %+v", ds)
	}
	if d, _ := find[CastDeclared](evs); d.Square == nil || *d.Square != at(6, 1) {
		t.Errorf("declared %+v", d)
	}
}

// A curse is a control spell whatever its effect: a Large figure needs a
// critical, and the bonus it gives is a penalty (R117).
func TestCurseIsControl(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	curse := Spell{SpellCard: &SpellCard{ID: "curse", Name: Text{En: "Curse", Es: "Maldición"}, Nature: NatureControl, Mana: 1, Range: 8, Permanent: true, Effect: SpellEffect{ID: EffectEnhance, Attribute: CombatSkill, Bonus: -2}}}
	troll := fig("troll", Dark, SizeLarge, 6, 0, 5)
	m := caster("maelis", 0, 0, 5, curse)
	s := newState(t, g, m, troll)
	s, evs := play(t, s, []int{4, 3}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "curse", "troll"))
	if _, ok := find[SpellResisted](evs); !ok {
		t.Fatal("a Large troll was cursed without a critical")
	}
	s, _ = play(t, s, []int{6, 3}, endTurn(Heroes), endTurn(Dark), activate(Heroes, "maelis"), cast(Heroes, "maelis", "curse", "troll"))
	tr, _ := s.Figure("troll")
	mods, _ := TestModifiers(tr, CombatSkill)
	if len(mods) != 2 || mods[1].Value != -2 || mods[1].Kind != ModMagic {
		t.Errorf("troll's Combat Skill terms %+v", mods)
	}
}

// A summoning places its creatures on the target square and beside it, on
// the caster's side, and they leave when the spell ends (R118).
func TestSummoning(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	wolf := Figure{Size: SizeAverage}.WithInfo(FigureInfo{Name: "Wolf",
		Attrs: Attributes{Movement: 6, CombatSkill: 3, Strength: 3, Armour: 2, Vitality: 3}})
	pack := Spell{SpellCard: &SpellCard{ID: "pack", Name: Text{En: "Wolf Pack", Es: "Manada"}, Nature: NatureControl, Mana: 2, RangeMin: 1, Range: 3, Permanent: true, Effect: SpellEffect{ID: EffectSummon, Summon: &wolf, Count: 2}}}
	s := newState(t, g, caster("maelis", 0, 1, 5, pack), fig("orc", Dark, SizeAverage, 9, 5, 4))
	s, _ = play(t, s, nil, activate(Heroes, "maelis"))
	refused(t, s, cast(Heroes, "maelis", "pack", "orc"), CodeBadTarget)
	refused(t, s, Cast{Header: Header{Seat: Heroes}, Figure: "maelis", Spell: "pack", Square: &board.Pos{X: 6, Y: 1}}, CodeOutOfRange)
	s, evs := play(t, s, []int{3, 2}, Cast{Header: Header{Seat: Heroes}, Figure: "maelis", Spell: "pack", Square: &board.Pos{X: 2, Y: 1}})
	sums := find2[Summoned](evs)
	if len(sums) != 2 || sums[0].At != at(2, 1) {
		t.Fatalf("summoned %+v", sums)
	}
	for _, sm := range sums {
		w, ok := s.Figure(sm.Figure)
		if !ok || w.Side != Heroes || w.Hero() || !w.Activated || !w.Present() {
			t.Errorf("wolf %+v", w)
		}
	}
	if len(s.Magic) != 1 || s.Magic[0].Turns != 3 {
		t.Fatalf("in play %+v", s.Magic)
	}
	for turn := 0; turn < 3; turn++ {
		s, evs = play(t, s, nil, endTurn(Heroes), endTurn(Dark))
	}
	if len(find2[RemovedFromPlay](evs)) != 2 {
		t.Errorf("the wolves did not leave: %v", evs)
	}
	if w, _ := s.Figure(sums[0].Figure); w.Present() {
		t.Error("a wolf is still in play")
	}
}

// Options offer exactly the casts castCheck accepts: every spell, figure,
// square and aid is asked both ways on random positions.
func TestCastOptionsMatchCastCheck(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genState(t)
		s.Prompt, s.Strike, s.Magic, s.End = nil, nil, nil, nil
		if len(s.Figures) == 0 {
			return
		}
		if s.Active == nil {
			s.Active = &Activation{Figure: s.Figures[0].ID}
		}
		fi := s.figure(s.Active.Figure)
		s.Active.Phase, s.Active.Cast = Acting, nil
		s.Side = s.Figures[fi].Side
		f := &s.Figures[fi]
		area := fireball(1, 0)
		area.ID, area.Mana = "area_fireball", 1
		f.Spells = append(f.Spells, area)
		f.EditAttrs().Mana = 9
		f.EditAttrs().Intelligence = 5
		f.ManaUsed = 0
		f.Items = nil
		f.Conditions = f.Conditions.Without(KnockedDown)
		a := s.Active
		a.Action, a.QuickActions, a.Moved, a.Run, a.Swim, a.Leap = "", 0, rapid.Bool().Draw(t, "moved"), nil, nil, nil
		if rapid.Bool().Draw(t, "scroll") {
			f.Items = append(f.Items, Item{ItemCard: &ItemCard{ID: "magic_scroll", Kind: ItemObject, Effect: effectCastingBonus, Traits: []Trait{{Name: "value", Value: 2}}}, Place: InPack})
		}
		if err := s.Check(); err != nil {
			return
		}
		h := Header{Seat: s.Side, At: s.Version}
		offered := map[string]bool{}
		for _, o := range Options(s, s.Side) {
			if c, ok := o.Command.(Cast); ok {
				offered[describe(c)] = true
			}
		}
		g := s.Board
		aids := []string{"", "magic_scroll"}
		for _, sp := range f.Spells {
			for _, aid := range aids {
				check := func(c Cast) {
					_, _, err := castCheck(&s, fi, s.Active, c.Spell, c.Target, c.Square, c.Aid)
					if (err == nil) != offered[describe(c)] {
						t.Fatalf("%s: castCheck %v, offered %v", describe(c), err, offered[describe(c)])
					}
				}
				for _, o := range s.Figures {
					check(Cast{Header: h, Figure: f.ID, Spell: sp.ID, Target: o.ID, Aid: aid})
				}
				for k := 0; k < g.Len(); k++ {
					p := g.Pos(k)
					check(Cast{Header: h, Figure: f.ID, Spell: sp.ID, Square: &p, Aid: aid})
				}
			}
		}
	})
}

// A protecting spell's block lets a figure without a shield block like one
// (content's spell_protect block, R119).
func TestSpellBlock(t *testing.T) {
	defender := Spell{SpellCard: &SpellCard{ID: "defender", Name: Text{En: "Defender of Truth", Es: "Defensor de la verdad"}, Nature: NatureProtecting, Mana: 1, Range: 4, Permanent: true, Effect: SpellEffect{ID: EffectProtect, Block: 5}}}
	troll := armed(fig("troll", Dark, SizeLarge, 3, 2, 4), sword())
	troll.Facing = board.West
	shara := armed(heroFig("shara", 2, 2, 4, 0), sword())
	shara.Facing = board.East
	m := caster("maelis", 0, 0, 5, defender)
	s := newState(t, arena(t), shara, troll, m)
	s, _ = play(t, s, []int{4, 4}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "defender", "shara"), endTurn(Heroes), activate(Dark, "troll"))
	n, _ := applyDice(t, s, attack(Dark, "troll", "shara"), 5, 3, 1, 2)
	if n.Prompt == nil || n.Prompt.Kind != PromptBlock || n.Prompt.Options[0].Label.En != "Block with the spell's protection (5+)" {
		t.Fatalf("prompt %+v", n.Prompt)
	}
}

// R120: a protecting spell without an area stays with its figure.
func TestProtectionWithoutAreaFollows(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	s := newState(t, g, caster("maelis", 0, 0, 5, skinSpell()))
	s, _ = play(t, s, []int{3, 4}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "skin", "maelis"), moveTo(Heroes, "maelis", 4, 3))
	if m, _ := s.Figure("maelis"); len(m.Boons) != 1 {
		t.Fatalf("the skin stayed behind: %+v", m.Boons)
	}
	if s.Magic[0].Ward != nil {
		t.Errorf("a spell without an area has a fixed area: %+v", s.Magic[0])
	}
}

// Page 40: an apprentice's summoned creatures deal one damage die fewer.
func TestApprenticeSummons(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	wolf := Figure{Size: SizeAverage}.WithInfo(FigureInfo{Name: "Wolf",
		Attrs: Attributes{Movement: 6, CombatSkill: 3, Strength: 3, Armour: 2, Vitality: 3}})
	pack := Spell{SpellCard: &SpellCard{ID: "pack", Name: Text{En: "Wolf Pack", Es: "Manada"}, Nature: NatureControl, Mana: 2, Range: 3, Effect: SpellEffect{ID: EffectSummon, Summon: &wolf, Count: 1}}}
	m := caster("maelis", 0, 1, 5, pack)
	m.SetSorcery(SorceryApprentice)
	s := newState(t, g, m)
	s, evs := play(t, s, []int{3, 2}, activate(Heroes, "maelis"), Cast{Header: Header{Seat: Heroes}, Figure: "maelis", Spell: "pack", Square: &board.Pos{X: 2, Y: 1}})
	sm, _ := find[Summoned](evs)
	w, _ := s.Figure(sm.Figure)
	if boonDamage(&w) != -1 {
		t.Errorf("an apprentice's wolf: %+v", w.Boons)
	}
}

// content's spell_teleport: the caster's player chooses where the target
// lands, within its squares, through walls only if the card says so.
func TestTeleport(t *testing.T) {
	g := parseMap(t,
		"...#....",
		"...#....",
		"...#....")
	walk := Spell{SpellCard: &SpellCard{ID: "walk", Name: Text{En: "Walkthrough", Es: "Atravesar"}, Nature: NatureEnhancing, Mana: 1, Range: 0, Effect: SpellEffect{ID: EffectTeleport, Squares: 2, ThroughWalls: true}}}
	m := caster("maelis", 2, 1, 5, walk)
	s := newState(t, g, m)
	s, _ = play(t, s, []int{3, 4}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "walk", "maelis"))
	if s.Prompt == nil || s.Prompt.Kind != PromptTeleport || !s.Prompt.has("4,1") || s.Prompt.has("3,1") || s.Prompt.has("5,1") {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	s, evs := play(t, s, nil, answer(Heroes, "4,1"))
	if m, _ := s.Figure("maelis"); m.At != at(4, 1) || s.Active.Cast != nil {
		t.Fatalf("maelis at %v", m.At)
	}
	if tp, _ := find[Teleported](evs); tp.From != at(2, 1) || tp.To != at(4, 1) {
		t.Errorf("teleported %+v", tp)
	}
	// Without through_walls the wall is in the way.
	noWalls := *walk.SpellCard // a new card: states share theirs
	noWalls.Effect.ThroughWalls = false
	walk.SpellCard = &noWalls
	s = newState(t, g, caster("maelis", 2, 1, 5, walk))
	s, _ = play(t, s, []int{3, 4}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "walk", "maelis"))
	if s.Prompt == nil || s.Prompt.has("4,1") || !s.Prompt.has("0,1") {
		t.Fatalf("prompt %+v", s.Prompt)
	} // Nor does a teleport land in a section still unexplored (R122):
	// section 2, beyond the wall, is not revealed.
	g2 := parseMap(t,
		"...#2222",
		"...#2222",
		"...#2222")
	s = newState(t, g2, caster("maelis", 2, 1, 5, Spell{SpellCard: &SpellCard{ID: "walk", Name: walk.Name, Nature: NatureEnhancing, Mana: 1,
		Effect: SpellEffect{ID: EffectTeleport, Squares: 2, ThroughWalls: true}}}))
	s.Explore = &Exploration{Revealed: []bool{true, false}}
	s, _ = play(t, s, []int{3, 4}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "walk", "maelis"))
	if s.Prompt == nil || s.Prompt.has("4,1") || !s.Prompt.has("0,1") {
		t.Fatalf("prompt with section 2 unexplored %+v", s.Prompt)
	}
}

// Page 20: -1 to cast and to dispel on difficult terrain.
func TestDifficultTerrainCasting(t *testing.T) {
	g := parseMap(t,
		"~.........",
		"..........",
		"........~.")
	sorc := caster("sorcerer", 8, 2, 5, boltSpell())
	sorc.Facing = board.West
	sorc.Side = Dark
	sorc.SetHero(false)
	borgron := caster("borgron", 0, 0, 4, boltSpell())
	shara := heroFig("shara", 3, 2, 4, 0)
	shara.EditAttrs().Armour = 6
	s := newState(t, g, sorc, borgron, shara)
	s = darkTurn(t, s)
	s, evs := play(t, s, []int{4, 3}, activate(Dark, "sorcerer"), cast(Dark, "sorcerer", "bolt", "shara"))
	if r := rolls(evs)[0]; r.Result() != 11 {
		t.Errorf("cast on difficult terrain: %+v", r)
	}
	_, evs = play(t, s, []int{4, 4, 1, 1, 1}, answer(Heroes, "dispel:borgron"))
	if r := rolls(evs)[0]; r.Result() != 11 || r.Target != 12 || !r.failed() {
		t.Errorf("dispel on difficult terrain: %+v", r)
	}
}

// content's spell_terrain: the area's squares become another terrain while
// the spell lasts, then are given back (R123).
func TestTerrainSpell(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	marsh := Spell{SpellCard: &SpellCard{ID: "marsh", Name: Text{En: "Marshy Ground", Es: "Suelo pantanoso"}, Nature: NatureControl, Mana: 1, Range: 8, Radius: 1, Effect: SpellEffect{ID: EffectTerrain, Terrain: board.Difficult}}}
	wall := Spell{SpellCard: &SpellCard{ID: "wall", Name: Text{En: "Stone Wall", Es: "Muro de piedra"}, Nature: NatureProtecting, Mana: 1, Range: 8, Radius: 1, Effect: SpellEffect{ID: EffectTerrain, Terrain: board.Impassable}}}
	orc := fig("orc", Dark, SizeAverage, 6, 2, 4)
	m := caster("maelis", 0, 2, 5, marsh, wall)
	s := newState(t, g, m, orc)
	before := s.Board
	s, evs := play(t, s, []int{3, 4}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "marsh", "orc"))
	if gc, _ := find[GroundChanged](evs); len(gc.Squares) != 9 || gc.Terrain != "difficult" {
		t.Fatalf("ground %+v", gc)
	}
	if s.Board.Square(at(6, 2)).Terrain != board.Difficult || before.Square(at(6, 2)).Terrain != board.Normal {
		t.Fatal("the board did not change, or the old state's did")
	}
	s, _ = play(t, s, nil, endTurn(Heroes))
	if s.Board.Square(at(6, 2)).Terrain != board.Normal || len(s.Magic) != 0 {
		t.Fatal("the marsh outlived its spell")
	}
	// An impassable wall leaves the squares figures stand on alone.
	s, _ = play(t, s, []int{3, 4}, endTurn(Dark), activate(Heroes, "maelis"), Cast{Header: Header{Seat: Heroes}, Figure: "maelis", Spell: "wall", Square: &board.Pos{X: 5, Y: 2}})
	if s.Board.Square(at(6, 2)).Terrain != board.Normal || s.Board.Square(at(5, 2)).Terrain != board.Impassable {
		t.Error("the wall covered the orc or missed its square")
	}
	if err := s.Check(); err != nil {
		t.Error(err)
	}
}

// Page 14: a hero who fails his Courage test against an enemy's control
// spell may reroll it; the spell goes on with the next figure afterwards.
func TestFortuneAgainstControl(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	blast := Spell{SpellCard: &SpellCard{ID: "blast", Name: Text{En: "Blast of Light", Es: "Estallido de luz"}, Nature: NatureControl, Mana: 1, Range: 8, Radius: 1, Affects: AffectsEnemies, Effect: SpellEffect{ID: EffectControl, Condition: Conditions(0).With(Stunned), CourageTest: true}}}
	sorc := caster("sorcerer", 8, 1, 5, blast)
	sorc.Facing = board.West
	sorc.Side = Dark
	sorc.SetHero(false)
	shara := heroFig("shara", 3, 1, 4, 1)
	borgron := heroFig("borgron", 3, 2, 4, 0)
	s := newState(t, g, sorc, shara, borgron)
	s = darkTurn(t, s)
	// the cast; Shara may make the sorcerer reroll it, and lets it be
	s, _ = play(t, s, []int{4, 4}, activate(Dark, "sorcerer"), cast(Dark, "sorcerer", "blast", "shara"))
	s, _ = play(t, s, []int{1, 2}, answer(Heroes, OptionKeep))
	if s.Prompt == nil || s.Prompt.Kind != PromptFortuneReroll || s.Prompt.Roll.Rule != ruleResistSpell {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	// her reroll passes; Borgron fails his and is stunned
	s, evs := play(t, s, []int{5, 5, 1, 2}, answer(Heroes, OptionReroll))
	if sh, _ := s.Figure("shara"); sh.Conditions.Has(Stunned) || sh.FortuneLeft() != 0 {
		t.Errorf("shara %+v", sh)
	}
	if b, _ := s.Figure("borgron"); !b.Conditions.Has(Stunned) {
		t.Error("borgron resisted")
	}
	if _, ok := find[SpellInPlay](evs); !ok || s.Active.Cast != nil {
		t.Error("the cast did not finish")
	}
}

// R125: a line spell's direction is chosen once it takes effect; the line
// runs from its target for its length, stopping at walls.
func TestLineSpell(t *testing.T) {
	g := parseMap(t,
		"..........",
		"......#...",
		"..........",
		"..........")
	wall := Spell{SpellCard: &SpellCard{ID: "stone", Name: Text{En: "Stone Wall", Es: "Muro de piedra"}, Nature: NatureProtecting, Mana: 1, RangeMin: 1, Range: 6, Radius: 3, Line: true, Permanent: true, Effect: SpellEffect{ID: EffectTerrain, Terrain: board.Impassable}}}
	s := newState(t, g, caster("maelis", 0, 2, 5, wall))
	s, _ = play(t, s, []int{3, 4}, activate(Heroes, "maelis"), Cast{Header: Header{Seat: Heroes}, Figure: "maelis", Spell: "stone", Square: &board.Pos{X: 6, Y: 3}})
	if s.Prompt == nil || s.Prompt.Kind != PromptLine || len(s.Prompt.Options) != 8 {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	s, evs := play(t, s, nil, answer(Heroes, "N"))
	gc, _ := find[GroundChanged](evs)
	if len(gc.Squares) != 2 || gc.Squares[0] != at(6, 3) || gc.Squares[1] != at(6, 2) {
		t.Fatalf("the wall stands on %v, want (6,3) and (6,2) up to the rock", gc.Squares)
	}
	if sc, _ := find[SpellCast](evs); sc.Mana != 1 {
		t.Errorf("spell cast %+v", sc)
	}
}

// R127: a spell's fire makes the figure's blows flaming (page 41).
func TestFlamingWeaponSpell(t *testing.T) {
	orc := armed(fig("orc", Dark, SizeAverage, 3, 2, 4), sword())
	orc.Facing = board.West
	shara := armed(heroFig("shara", 2, 2, 4, 0), sword())
	shara.Facing = board.East
	shara.Boons = []Boon{{Roll: 1, Why: Text{En: "Flaming Weapon", Es: "Arma llameante"}, Flaming: true}}
	s := newState(t, arena(t), shara, orc)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	_, evs := applyDice(t, s, attack(Heroes, "shara", "orc"), 6, 5, 1, 1, 1, 1, 1, 1, 1, 1)
	d, ok := find[DamageRolled](evs)
	if !ok || !d.Flaming {
		t.Fatalf("damage %+v (%v)", d, evs)
	}
}
