package rules

import (
	"slices"
	"testing"

	"dun/board"
)

func useSkill(seat Side, id, skill string, targets ...string) Command {
	return SkillAction{Header: Header{Seat: seat}, Figure: id, Skill: skill, Targets: targets}
}

// darkActs is the state with the heroes' turn over and creature id
// activated.
func darkActs(t *testing.T, g *board.Grid, id string, figs ...Figure) State {
	t.Helper()
	s := newState(t, g, figs...)
	s, _ = play(t, s, nil, endTurn(Heroes), activate(Dark, id))
	return s
}

// Shriek from the Underworld (page 116): every enemy within six squares
// is stunned and takes a damage die against its Courage; the Action is
// offered even next to an enemy, and spends the Action.
func TestShriekUnderworld(t *testing.T) {
	wraith := skilled(fig("wraith", Dark, SizeAverage, 0, 2, 4), "shriek_underworld")
	near := heroFig("shara", 1, 2, 4, 0)
	near.EditAttrs().Courage = 4
	far := heroFig("taeral", 6, 0, 4, 0)
	far.EditAttrs().Courage = 4
	out := heroFig("borgron", 8, 4, 4, 0)
	g := parseMap(t, room(t, 10, 5)...)
	s := darkActs(t, g, "wraith", near, far, out, wraith)
	if !slices.Contains(optionIDs(s, Dark), "skill_action:wraith:shriek_underworld") {
		t.Fatalf("not offered: %v", optionIDs(s, Dark))
	}
	refused(t, s, useSkill(Dark, "wraith", "shriek_underworld", "shara"), CodeBadTarget)
	// Shara: a 5 against Courage 4 -1 (stunned): wounded. Taeral: a 2.
	n, evs := play(t, s, []int{5, 2}, useSkill(Dark, "wraith", "shriek_underworld"))
	sh, _ := n.Figure("shara")
	ta, _ := n.Figure("taeral")
	bo, _ := n.Figure("borgron")
	if !sh.Conditions.Has(Stunned) || !ta.Conditions.Has(Stunned) || bo.Conditions.Has(Stunned) {
		t.Fatalf("stunned: %v %v %v", sh.Conditions, ta.Conditions, bo.Conditions)
	}
	if sh.Wounds != 1 || ta.Wounds != 0 {
		t.Fatalf("wounds %d %d: %v", sh.Wounds, ta.Wounds, evs)
	}
	if d := lastOf[DamageRolled](t, evs); d.Against != Courage {
		t.Fatalf("damage %+v", d)
	}
	if n.Active.Action != ruleSkillAction+"shriek_underworld" || len(n.Active.Queue) != 0 {
		t.Fatalf("activation %+v", n.Active)
	}
	refused(t, n, useSkill(Dark, "wraith", "shriek_underworld"), CodeActionUsed)
}

// Trampling (page 116): adjacent enemies much smaller take a die against
// Agility; a wound knocks down, a 6 knocks out; an enemy one size smaller
// is left alone.
func TestTrampling(t *testing.T) {
	troll := skilled(fig("troll", Dark, SizeHuge, 2, 2, 4), "trampling")
	a := heroFig("shara", 1, 2, 4, 0)
	b := heroFig("taeral", 4, 2, 4, 0)
	c := fig("ogre", Heroes, SizeLarge, 2, 4, 4)
	g := parseMap(t, room(t, 8, 7)...)
	s := darkActs(t, g, "troll", a, b, c, troll)
	// Shara: a 4 against Agility 3 wounds: knocked down. Taeral: a 6.
	n, _ := play(t, s, []int{4, 6}, useSkill(Dark, "troll", "trampling"))
	sh, _ := n.Figure("shara")
	ta, _ := n.Figure("taeral")
	og, _ := n.Figure("ogre")
	if !sh.Conditions.Has(KnockedDown) || sh.Wounds != 1 {
		t.Fatalf("shara %v %d", sh.Conditions, sh.Wounds)
	}
	if !ta.Conditions.Has(KnockedOut) {
		t.Fatalf("taeral %v", ta.Conditions)
	}
	if og.Wounds != 0 || og.Conditions != 0 {
		t.Fatalf("the large ogre was trampled: %+v", og)
	}
	// Nobody much smaller next to it: not offered.
	lone := darkActs(t, g, "troll", c, troll)
	if slices.Contains(optionIDs(lone, Dark), "skill_action:troll:trampling") {
		t.Fatal("offered with nobody to trample")
	}
	refused(t, lone, useSkill(Dark, "troll", "trampling"), CodeBadTarget)
}

// Grab and Suffocate (page 115): a wounded victim loses its next
// activation.
func TestGrabAndSuffocate(t *testing.T) {
	drowned := skilled(fig("drowned", Dark, SizeAverage, 2, 2, 4), "grab_and_suffocate")
	shara := heroFig("shara", 3, 2, 4, 0)
	s := darkActs(t, arena(t), "drowned", shara, drowned)
	if !slices.Contains(optionIDs(s, Dark), "skill_action:drowned:grab_and_suffocate:shara") {
		t.Fatalf("not offered: %v", optionIDs(s, Dark))
	}
	refused(t, s, useSkill(Dark, "drowned", "grab_and_suffocate"), CodeBadTarget)
	n, _ := play(t, s, []int{5}, useSkill(Dark, "drowned", "grab_and_suffocate", "shara"))
	if sh, _ := n.Figure("shara"); sh.Wounds != 1 || !contains(sh.Marks, markSuffocated) {
		t.Fatalf("shara %+v", sh)
	}
	n, evs := play(t, n, nil, endAct(Dark, "drowned"), endTurn(Dark), activate(Heroes, "shara"))
	if n.Active != nil {
		t.Fatalf("shara kept her activation: %+v %v", n.Active, evs)
	}
	if sh, _ := n.Figure("shara"); contains(sh.Marks, markSuffocated) || !sh.Activated {
		t.Fatalf("after: %+v", sh)
	}
}

// Hypnotic (page 115): opposed Intelligence against an adjacent enemy in
// sight; the loser is stationary. Not after moving.
func TestHypnotic(t *testing.T) {
	vampire := skilled(fig("vampire", Dark, SizeAverage, 2, 2, 4), "hypnotic")
	vampire.Facing = board.East
	s := darkActs(t, arena(t), "vampire", heroFig("shara", 3, 2, 4, 0), vampire)
	n, evs := play(t, s, []int{6, 5, 1, 2}, useSkill(Dark, "vampire", "hypnotic", "shara"))
	if o, _ := find[OpposedRolled](evs); o.Opposed.Winner != "vampire" {
		t.Fatalf("opposed %+v", o)
	}
	if sh, _ := n.Figure("shara"); !sh.Conditions.Has(Stationary) {
		t.Fatalf("not stationary: %v", sh.Conditions)
	}
	n, _ = play(t, s, []int{1, 2, 6, 5}, useSkill(Dark, "vampire", "hypnotic", "shara"))
	if sh, _ := n.Figure("shara"); sh.Conditions.Has(Stationary) {
		t.Fatal("stationary after winning")
	}
	moved, _ := play(t, s, nil, moveTo(Dark, "vampire", 2, 3))
	refused(t, moved, useSkill(Dark, "vampire", "hypnotic", "shara"), CodeAlreadyMoved)
}

// Corrosive Vomit (page 115): the target in front tests Agility; a
// failure costs 5 damage dice at -1 Armour.
func TestCorrosiveVomit(t *testing.T) {
	worm := skilled(fig("worm", Dark, SizeAverage, 2, 2, 4), "corrosive_vomit")
	worm.Facing = board.East
	shara := heroFig("shara", 3, 2, 4, 0)
	shara.EditAttrs().Armour = 4
	s := darkActs(t, arena(t), "worm", shara, worm)
	n, evs := play(t, s, []int{2, 2, 1, 2, 3, 4, 5}, useSkill(Dark, "worm", "corrosive_vomit", "shara"))
	d := lastOf[DamageRolled](t, evs)
	if d.Dice != 5 || d.Armour != 3 {
		t.Fatalf("damage %+v", d)
	}
	if sh, _ := n.Figure("shara"); sh.Wounds != 3 {
		t.Fatalf("wounds %d", sh.Wounds)
	}
	// Passed: no damage.
	_, evs = play(t, s, []int{6, 5}, useSkill(Dark, "worm", "corrosive_vomit", "shara"))
	if _, ok := find[DamageRolled](evs); ok {
		t.Fatal("damage after a passed test")
	}
	// Behind it: not a target.
	s.Figures[0].At = at(1, 2)
	refused(t, s, useSkill(Dark, "worm", "corrosive_vomit", "shara"), CodeBadTarget)
}

// Grab and Eat (page 115): winning the opposed Agility roll knocks the
// victim out; a Large one is safe.
func TestGrabAndEat(t *testing.T) {
	toad := skilled(fig("toad", Dark, SizeHuge, 2, 2, 4), "grab_and_eat")
	s := darkActs(t, arena(t), "toad", heroFig("shara", 1, 2, 4, 0), fig("ogre", Heroes, SizeLarge, 4, 2, 4), toad)
	if ids := optionIDs(s, Dark); !slices.Contains(ids, "skill_action:toad:grab_and_eat:shara") || slices.Contains(ids, "skill_action:toad:grab_and_eat:ogre") {
		t.Fatalf("options %v", ids)
	}
	n, _ := play(t, s, []int{6, 5, 1, 2}, useSkill(Dark, "toad", "grab_and_eat", "shara"))
	if sh, _ := n.Figure("shara"); !sh.Conditions.Has(KnockedOut) {
		t.Fatalf("not swallowed: %v", sh.Conditions)
	}
}

// Leech Mana (page 115): each of 3D6 at least the target's Intelligence
// takes a Mana point.
func TestLeechMana(t *testing.T) {
	leech := skilled(fig("leech", Dark, SizeAverage, 2, 2, 4), "leech_mana")
	leech.Facing = board.East
	leech.EditAttrs().Mana = 4
	leech.ManaUsed = 3
	m := caster("maeliss", 6, 2, 4, fireball(0, 0), boltSpell())
	s := darkActs(t, arena(t), "leech", m, leech)
	n, _ := play(t, s, []int{4, 6, 3}, useSkill(Dark, "leech", "leech_mana", "maeliss"))
	ma, _ := n.Figure("maeliss")
	le, _ := n.Figure("leech")
	if ma.ManaUsed != 2 || le.ManaUsed != 1 {
		t.Fatalf("mana used %d %d", ma.ManaUsed, le.ManaUsed)
	}
}

// First Aid (page 112): twice per quest, 2 Vitality back to itself or an
// adjacent ally not yet activated, who spends its turn so; neither moves.
func TestFirstAid(t *testing.T) {
	medic := skilled(heroFig("medic", 2, 2, 4, 0), "first_aid")
	medic.Wounds = 1
	shara := heroFig("shara", 3, 2, 4, 0)
	shara.Wounds = 3
	s := newState(t, arena(t), medic, shara)
	s, _ = play(t, s, nil, activate(Heroes, "medic"))
	ids := optionIDs(s, Heroes)
	if !slices.Contains(ids, "skill_action:medic:first_aid:medic") || !slices.Contains(ids, "skill_action:medic:first_aid:shara") {
		t.Fatalf("options %v", ids)
	}
	n, _ := play(t, s, nil, useSkill(Heroes, "medic", "first_aid", "shara"))
	if sh, _ := n.Figure("shara"); sh.Wounds != 1 || !sh.Activated {
		t.Fatalf("shara %+v", sh)
	}
	refused(t, n, moveTo(Heroes, "medic", 2, 3), CodeStill)
	moved, _ := play(t, s, nil, moveTo(Heroes, "medic", 2, 3), moveTo(Heroes, "medic", 2, 2))
	refused(t, moved, useSkill(Heroes, "medic", "first_aid", "medic"), CodeAlreadyMoved)
	// Twice per quest.
	n.Figures[0].Marks = []string{"first_aid", "first_aid"}
	n.Active.Action = ""
	refused(t, n, useSkill(Heroes, "medic", "first_aid", "medic"), CodeBadSkill)
}

// Mislead (page 112): the loser of the opposed Intelligence roll loses its
// next activation; an enemy is misled once; Leaders never.
func TestMislead(t *testing.T) {
	bard := skilled(heroFig("bard", 0, 0, 4, 0), "mislead")
	orc := fig("orc", Dark, SizeAverage, 5, 4, 4)
	boss := fig("boss", Dark, SizeAverage, 6, 4, 4)
	boss.SetLeader(true)
	s := newState(t, arena(t), bard, orc, boss)
	s, _ = play(t, s, nil, activate(Heroes, "bard"))
	if ids := optionIDs(s, Heroes); !slices.Contains(ids, "skill_action:bard:mislead:orc") || slices.Contains(ids, "skill_action:bard:mislead:boss") {
		t.Fatalf("options %v", ids)
	}
	n, _ := play(t, s, []int{5, 5, 1, 2}, useSkill(Heroes, "bard", "mislead", "orc"))
	n, _ = play(t, n, nil, endAct(Heroes, "bard"), endTurn(Heroes), activate(Dark, "orc"))
	if n.Active != nil {
		t.Fatalf("the orc acted: %+v", n.Active)
	}
	n, _ = play(t, n, nil, endTurn(Dark), activate(Heroes, "bard"))
	refused(t, n, useSkill(Heroes, "bard", "mislead", "orc"), CodeBadTarget)
}

// Recovering Mana (page 112): once per quest; each 1 of 4D6 costs a
// Vitality point, each other die gives a Mana point back; the two spells
// cast most get a cast back.
func TestRecoveringMana(t *testing.T) {
	m := skilled(caster("maeliss", 0, 0, 4, fireball(0, 0), boltSpell(), skinSpell()), "recovering_mana")
	m.ManaUsed, m.Spells[0].Casts, m.Spells[1].Casts, m.Spells[2].Casts = 5, 2, 1, 3
	s := newState(t, arena(t), m)
	s, _ = play(t, s, nil, activate(Heroes, "maeliss"))
	n, _ := play(t, s, []int{1, 3, 4, 6}, useSkill(Heroes, "maeliss", "recovering_mana"))
	ma, _ := n.Figure("maeliss")
	if ma.ManaUsed != 2 || ma.Wounds != 1 {
		t.Fatalf("mana used %d wounds %d", ma.ManaUsed, ma.Wounds)
	}
	if ma.Spells[0].Casts != 1 || ma.Spells[1].Casts != 1 || ma.Spells[2].Casts != 2 {
		t.Fatalf("casts %d %d %d", ma.Spells[0].Casts, ma.Spells[1].Casts, ma.Spells[2].Casts)
	}
	n, _ = play(t, n, nil, endAct(Heroes, "maeliss"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "maeliss"))
	refused(t, n, useSkill(Heroes, "maeliss", "recovering_mana"), CodeBadSkill)

	// Knocked out by its own ones: the activation ends with it.
	m.Wounds = int32(m.Attrs().Vitality - 1)
	s = newState(t, arena(t), m)
	s, _ = play(t, s, nil, activate(Heroes, "maeliss"))
	n, _ = play(t, s, []int{1, 3, 4, 6}, useSkill(Heroes, "maeliss", "recovering_mana"))
	if ma, _ := n.Figure("maeliss"); ma.Present() || n.Active != nil {
		t.Fatalf("knocked out %v, activation %+v", !ma.Present(), n.Active)
	}
}

// Skill Actions go through the codec and are accepted exactly when
// offered.
func TestSkillActionCodec(t *testing.T) {
	for _, c := range []Command{
		SkillAction{Header: Header{Seat: Dark}, Figure: "troll", Skill: "trampling"},
		SkillAction{Header: Header{Seat: Dark}, Figure: "troll", Skill: "sweep", Targets: []string{"shara", "borgron"}},
	} {
		b, err := EncodeCommand(c)
		if err != nil {
			t.Fatal(err)
		}
		got, err := DecodeCommand(b)
		if err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		if describe(got) != describe(c) {
			t.Fatalf("%s came back as %s", describe(c), describe(got))
		}
	}
	for _, bad := range []string{
		`{"type":"skill_action","seat":"dark","figure":"troll"}`,
		`{"type":"skill_action","seat":"dark","figure":"troll","skill":""}`,
		`{"type":"skill_action","seat":"dark","figure":"troll","skill":"x","targets":[""]}`,
	} {
		if _, err := DecodeCommand([]byte(bad)); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

// Sweep (page 116): up to two adjacent smaller enemies in front, without
// moving; a win on the opposed Agility roll deals Strength dice, knocks
// down and pushes back; Tail Swipe the same behind.
func TestSweep(t *testing.T) {
	troll := skilled(fig("troll", Dark, SizeLarge, 2, 1, 4), "sweep", "tail_swipe")
	troll.Facing = board.East
	troll.EditAttrs().Strength = 4
	front := heroFig("shara", 4, 1, 4, 0)
	other := heroFig("taeral", 4, 2, 4, 0)
	rear := heroFig("borgron", 1, 1, 4, 0)
	g := parseMap(t, room(t, 8, 5)...)
	s := darkActs(t, g, "troll", front, other, rear, troll)
	ids := optionIDs(s, Dark)
	for _, want := range []string{"skill_action:troll:sweep:shara", "skill_action:troll:sweep:shara+taeral", "skill_action:troll:tail_swipe:borgron"} {
		if !slices.Contains(ids, want) {
			t.Fatalf("no %s in %v", want, ids)
		}
	}
	if slices.Contains(ids, "skill_action:troll:sweep:borgron") {
		t.Fatal("sweep offered behind")
	}
	// Shara: troll 6+5 vs 1+2, 4 dice 6 6 1 1 against Armour 3: 2 wounds,
	// down, pushed east. Taeral: troll loses 1+2 vs 6+5.
	n, evs := play(t, s, []int{6, 5, 1, 2, 6, 6, 1, 1, 1, 2, 6, 5}, useSkill(Dark, "troll", "sweep", "shara", "taeral"))
	sh, _ := n.Figure("shara")
	ta, _ := n.Figure("taeral")
	if sh.Wounds != 2 || !sh.Conditions.Has(KnockedDown) || sh.At != at(5, 1) {
		t.Fatalf("shara %+v %v", sh, evs)
	}
	if ta.Wounds != 0 || ta.Conditions.Has(KnockedDown) || ta.At != at(4, 2) {
		t.Fatalf("taeral %+v", ta)
	}
	refused(t, n, moveTo(Dark, "troll", 2, 3), CodeStill)
	moved := s.Clone()
	moved.Active.Moved = true
	refused(t, moved, useSkill(Dark, "troll", "sweep", "shara"), CodeAlreadyMoved)
	refused(t, s, useSkill(Dark, "troll", "sweep", "shara", "taeral", "borgron"), CodeBadTarget)
	n, _ = play(t, s, []int{6, 5, 1, 2, 1, 1, 1, 1}, useSkill(Dark, "troll", "tail_swipe", "borgron"))
	if bo, _ := n.Figure("borgron"); !bo.Conditions.Has(KnockedDown) || bo.At != at(0, 1) {
		t.Fatalf("borgron %+v", bo)
	}
}

// Deafening Roar (page 111): once per quest, even engaged; adjacent enemies
// step away, and the roarer is Fearsome until the combat ends.
func TestDeafeningRoar(t *testing.T) {
	boss := skilled(fig("boss", Dark, SizeAverage, 2, 2, 4), "deafening_roar")
	shara := armed(heroFig("shara", 3, 2, 4, 0), sword())
	s := darkActs(t, arena(t), "boss", shara, boss)
	n, _ := play(t, s, nil, useSkill(Dark, "boss", "deafening_roar"))
	if sh, _ := n.Figure("shara"); sh.At != at(4, 2) {
		t.Fatalf("shara at %v", sh.At)
	}
	if b, _ := n.Figure("boss"); !isFearsome(&b) {
		t.Fatal("not fearsome after roaring")
	}
	n, _ = play(t, n, nil, endAct(Dark, "boss"), endTurn(Dark), activate(Heroes, "shara"), moveTo(Heroes, "shara", 3, 2), endAct(Heroes, "shara"), endTurn(Heroes), activate(Dark, "boss"))
	refused(t, n, useSkill(Dark, "boss", "deafening_roar"), CodeBadSkill)
	// Already Fearsome: +1 to its melee defence instead.
	f := skilled(fig("boss", Dark, SizeAverage, 2, 2, 4), "fearsome")
	f.Marks = []string{markRoaring}
	if m := markMods(&f, false, nil); len(m) != 1 || m[0].Value != 1 {
		t.Fatalf("defence %+v", m)
	}
	if m := markMods(&f, true, nil); len(m) != 0 {
		t.Fatalf("attack %+v", m)
	}
}

// Onslaught (page 115): after moving into contact with an enemy in front,
// having started with none adjacent and crossed no difficult terrain; a
// win on opposed Agility knocks down and deals Strength dice at +1
// Armour. Shield Onslaught gives it with a shield ready.
func TestOnslaught(t *testing.T) {
	g := parseMap(t, room(t, 8, 5)...)
	for _, skill := range []string{"onslaught", "shield_onslaught"} {
		bull := skilled(fig("bull", Dark, SizeAverage, 0, 2, 6), skill)
		bull.Facing = board.East
		if skill == "shield_onslaught" {
			bull.Items = []Item{shieldItem()}
		}
		s := darkActs(t, g, "bull", heroFig("shara", 4, 2, 4, 0), bull)
		refused(t, s, useSkill(Dark, "bull", skill, "shara"), CodeBadTarget)
		n, _ := play(t, s, nil, moveTo(Dark, "bull", 3, 2))
		if !slices.Contains(optionIDs(n, Dark), "skill_action:bull:"+skill+":shara") {
			t.Fatalf("%s: not offered: %v", skill, optionIDs(n, Dark))
		}
		// 6+5 +3 against 1+2 +3; 3 dice against Armour 3+1: 5, 6 wound.
		n, evs := play(t, n, []int{6, 5, 1, 2, 5, 6, 1}, useSkill(Dark, "bull", skill, "shara"))
		sh, _ := n.Figure("shara")
		if !sh.Conditions.Has(KnockedDown) || sh.Wounds != 2 {
			t.Fatalf("%s: shara %v %d %v", skill, sh.Conditions, sh.Wounds, evs)
		}
		if d := lastOf[DamageRolled](t, evs); d.Armour != 4 {
			t.Fatalf("%s: damage %+v", skill, d)
		}
		if skill == "shield_onslaught" {
			s.Figures[1].Items = nil
			n, _ = play(t, s, nil, moveTo(Dark, "bull", 3, 2))
			refused(t, n, useSkill(Dark, "bull", skill, "shara"), CodeBadSkill)
		}
	}
	// Over difficult terrain: no onslaught.
	rough := parseMap(t, "........", "........", ".~......", "........", "........")
	bull := skilled(fig("bull", Dark, SizeAverage, 0, 2, 6), "onslaught")
	bull.Facing = board.East
	s := darkActs(t, rough, "bull", heroFig("shara", 4, 2, 4, 0), bull)
	n, _ := play(t, s, nil, moveAlong(Dark, "bull", at(1, 2), at(2, 2), at(3, 2)))
	refused(t, n, useSkill(Dark, "bull", "onslaught", "shara"), CodeBadTarget)
	// Started next to an enemy: none.
	s = darkActs(t, g, "bull", heroFig("shara", 4, 2, 4, 0), skilled(fig("bull", Dark, SizeAverage, 3, 2, 6), "onslaught"))
	s.Active.Moved = true
	if ts := onslaughtTargets(&s, 1); len(ts) != 0 {
		t.Fatalf("targets %v after starting engaged", ts)
	}
}

// Unstoppable Charge (page 111): with a two-handed weapon after three
// squares straight on, a single attack at -1 that knocks down a target
// no bigger when it hits.
func TestUnstoppableCharge(t *testing.T) {
	g := parseMap(t, room(t, 8, 5)...)
	troll := skilled(armed(fig("troll", Dark, SizeAverage, 0, 2, 6), greatsword()), "unstoppable_charge")
	troll.Facing = board.East
	s := darkActs(t, g, "troll", heroFig("shara", 4, 2, 4, 0), troll)
	short, _ := play(t, s, nil, moveTo(Dark, "troll", 1, 2), moveTo(Dark, "troll", 1, 1), moveTo(Dark, "troll", 3, 1))
	if slices.Contains(optionIDs(short, Dark), "attack:troll:shara+unstoppable_charge") {
		t.Fatal("offered after a bent run")
	}
	n, _ := play(t, s, nil, moveTo(Dark, "troll", 3, 2))
	if !slices.Contains(optionIDs(n, Dark), "attack:troll:shara+unstoppable_charge") {
		t.Fatalf("not offered: %v", optionIDs(n, Dark))
	}
	n, evs := applyDice(t, n, attackWith(Dark, "troll", "shara", "unstoppable_charge"), 5, 5, 1, 2, 1, 1, 1, 1, 1)
	if r := rolls(evs)[0]; !skillModifier(r, -1, "Unstoppable Charge") {
		t.Fatalf("attack roll %+v", r)
	}
	if sh, _ := n.Figure("shara"); !sh.Conditions.Has(KnockedDown) {
		t.Fatalf("not knocked down: %v", sh.Conditions)
	}
	if slices.Contains(optionIDs(n, Dark), "attack:troll:shara") {
		t.Fatal("a second attack after the charge")
	}
}

// Brutal (page 115): +1 damage die against a target that was in front and
// not adjacent when the activation began, once the creature has moved
// closer; not against one that was behind it.
func TestBrutal(t *testing.T) {
	g := parseMap(t, room(t, 8, 5)...)
	for _, c := range []struct {
		facing board.Dir
		from   int
		extra  bool
	}{{board.East, 0, true}, {board.West, 0, false}, {board.East, 2, true}} {
		troll := skilled(armed(fig("troll", Dark, SizeAverage, c.from, 2, 6), sword()), "brutal")
		troll.Facing = c.facing
		s := darkActs(t, g, "troll", heroFig("shara", 4, 2, 4, 0), troll)
		n, _ := play(t, s, nil, moveTo(Dark, "troll", 3, 2))
		if tr, _ := n.Figure("troll"); tr.Facing != board.East {
			n, _ = play(t, n, nil, Face{Header: Header{Seat: Dark}, Figure: "troll", Facing: board.East})
		}
		_, evs := applyDice(t, n, attack(Dark, "troll", "shara"), 5, 5, 1, 2, 1, 1, 1, 1, 1, 1, 1)
		u, used := skillUsed(evs, "brutal")
		if used != c.extra || (used && u.What.En != "+1 damage die") {
			t.Errorf("%+v: brutal %v %+v", c, used, u)
		}
	}
}

// Encouraging (page 112): once per quest, allies within six squares may
// roll failed tests again until their side's next turn.
func TestEncouraging(t *testing.T) {
	bard := skilled(heroFig("bard", 0, 0, 4, 0), "encouraging")
	shara := heroFig("shara", 2, 2, 4, 0)
	far := heroFig("taeral", 8, 4, 4, 0)
	orc := armed(fig("orc", Dark, SizeAverage, 1, 2, 4), sword())
	s := newState(t, parseMap(t, room(t, 10, 5)...), bard, shara, far, orc)
	s, _ = play(t, s, nil, activate(Heroes, "bard"))
	refused(t, s, useSkill(Heroes, "bard", "encouraging", "shara"), CodeBadTarget)
	n, _ := play(t, s, nil, useSkill(Heroes, "bard", "encouraging"))
	if sh, _ := n.Figure("shara"); !contains(sh.Marks, markEncouraged) {
		t.Fatalf("shara %v", sh.Marks)
	}
	if ta, _ := n.Figure("taeral"); contains(ta.Marks, markEncouraged) {
		t.Fatal("taeral is too far")
	}
	// Shara fails to disengage: she may roll again.
	n, _ = play(t, n, nil, endAct(Heroes, "bard"), activate(Heroes, "shara"))
	k, _ := play(t, n, []int{1, 2}, Disengage{Header: Header{Seat: Heroes}, Figure: "shara"})
	if k.Prompt == nil || promptIDs(k.Prompt) != "reroll:encouraging keep" {
		t.Fatalf("prompt %+v", k.Prompt)
	}
	// Gone when the heroes' next turn begins; once per quest.
	n, _ = play(t, n, nil, endAct(Heroes, "shara"), endTurn(Heroes), endTurn(Dark))
	if sh, _ := n.Figure("shara"); contains(sh.Marks, markEncouraged) {
		t.Fatal("still encouraged")
	}
	n, _ = play(t, n, nil, activate(Heroes, "bard"))
	refused(t, n, useSkill(Heroes, "bard", "encouraging"), CodeBadSkill)
}

// Berserker (page 110): declared before anything else in the activation;
// one more melee attack at -1, -1 defending, no shield blocks, no fear,
// and only the nearest enemy in sight may be attacked.
func TestBerserker(t *testing.T) {
	grumak := skilled(armed(heroFig("grumak", 2, 2, 4, 0), sword(), shieldItem()), "berserker")
	grumak.Facing = board.East
	orc := armed(fig("orc", Dark, SizeAverage, 3, 2, 4), sword())
	far := skilled(fig("troll", Dark, SizeAverage, 3, 3, 4), "fearsome")
	s := newState(t, parseMap(t, room(t, 8, 6)...), grumak, orc, far)
	s, _ = play(t, s, nil, activate(Heroes, "grumak"))
	if !slices.Contains(optionIDs(s, Heroes), "skill_action:grumak:berserker") {
		t.Fatalf("not offered: %v", optionIDs(s, Heroes))
	}
	n, _ := play(t, s, nil, useSkill(Heroes, "grumak", "berserker"))
	if g, _ := n.Figure("grumak"); !berserk(&g) || n.Active.Action != "" {
		t.Fatalf("after: %+v %+v", g.Marks, n.Active)
	}
	refused(t, n, useSkill(Heroes, "grumak", "berserker"), CodeBadSkill)
	// Both enemies are adjacent: either may be attacked; no fear test
	// against the Fearsome troll; two attacks at -1.
	_, evs := applyDice(t, n, attack(Heroes, "grumak", "troll"), 5, 5, 1, 2, 1, 1, 1, 1, 1, 1)
	r := rolls(evs)[0]
	if r.Rule != ruleMelee || !hasModifier(r, -1, "berserk") {
		t.Fatalf("first roll %+v", r)
	}
	ctx := rollCtx{s: &n, fi: 0, oi: 1, kind: RollMeleeAttack, attr: CombatSkill}
	if maxAttacksOf(&ctx) != 2 {
		t.Fatalf("attacks %d", maxAttacksOf(&ctx))
	}
	// Only the nearest: with the troll two squares off, the orc.
	n.Figures[2].At = at(5, 2)
	refused(t, n, attack(Heroes, "grumak", "troll"), CodeBadTarget)
	// After moving, too late to go berserk; never in heavy armour.
	moved := s.Clone()
	moved.Active.Moved = true
	refused(t, moved, useSkill(Heroes, "grumak", "berserker"), CodeAlreadyMoved)
	// Attacked while berserk: no shield to block with.
	d, _ := play(t, n, nil, endAct(Heroes, "grumak"), endTurn(Heroes), activate(Dark, "orc"))
	d, _ = applyDice(t, d, attack(Dark, "orc", "grumak"), 5, 5, 1, 2, 1, 1, 1, 1, 1, 1)
	if d.Prompt != nil && d.Prompt.Kind == PromptBlock {
		t.Fatalf("a berserk blocks: %+v", d.Prompt)
	}
	s.Figures[0].Items = append(s.Figures[0].Items, heavyArmourItem())
	refused(t, s, useSkill(Heroes, "grumak", "berserker"), CodeBadSkill)
}

// Aura (page 115): a damage die on coming next to the creature, and on
// starting an activation next to it; the activation then goes on.
func TestAura(t *testing.T) {
	fire := skilled(fig("fire", Dark, SizeAverage, 4, 2, 4), "aura")
	shara := heroFig("shara", 0, 2, 4, 0)
	s := newState(t, arena(t), shara, fire)
	n, evs := play(t, s, []int{5}, activate(Heroes, "shara"), moveTo(Heroes, "shara", 3, 2))
	d := lastOf[DamageRolled](t, evs)
	if d.Dice != 1 || d.Figure != "shara" || n.Figures[0].Wounds != 1 {
		t.Fatalf("moving in: %+v", d)
	}
	if len(auraEntered(&n, 0, at(3, 2), []board.Pos{at(3, 3)})) != 0 {
		t.Fatal("a die for staying next to it")
	}
	n, evs = play(t, n, []int{2}, endAct(Heroes, "shara"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "shara"))
	if d := lastOf[DamageRolled](t, evs); d.Dice != 1 || n.Active == nil || n.Active.Phase != Acting {
		t.Fatalf("starting next to it: %+v, activation %+v", d, n.Active)
	}
	// A mover the Aura knocks out ends its activation there: nothing more
	// is offered to it.
	frail := heroFig("shara", 0, 2, 4, 0)
	frail.EditAttrs().Vitality = 1
	s = newState(t, arena(t), frail, fire)
	n, _ = play(t, s, []int{6}, activate(Heroes, "shara"), moveTo(Heroes, "shara", 3, 2))
	if n.Figures[0].Present() || n.Active != nil {
		t.Fatalf("knocked out by the Aura: present %v, activation %+v", n.Figures[0].Present(), n.Active)
	}
}

// Quick Reloading (page 111): declared at the start of the activation,
// reloading is a Quick Action and the shots that activation are at -1.
func TestQuickReloading(t *testing.T) {
	taeral := skilled(armed(heroFig("taeral", 0, 2, 4, 0), crossbow()), "quick_reloading")
	taeral.Items[0].Unloaded = true
	s := archery(t, taeral, fig("orc", Dark, SizeAverage, 4, 2, 4))
	plain, _ := play(t, s, nil, Reload{Header: Header{Seat: Heroes}, Figure: "taeral", Item: 0})
	if plain.Active.Action != ruleReload {
		t.Fatalf("undeclared reload: %+v", plain.Active)
	}
	n, _ := play(t, s, nil, useSkill(Heroes, "taeral", "quick_reloading"), Reload{Header: Header{Seat: Heroes}, Figure: "taeral", Item: 0})
	if n.Active.Action != "" || n.Active.QuickActions != 1 {
		t.Fatalf("quick reload: %+v", n.Active)
	}
	_, evs := applyDice(t, n, shoot(Heroes, "taeral", "orc"), 5, 5, 1, 1, 1, 1, 1)
	if r := rolls(evs)[0]; !hasModifier(r, -1, "skill: Quick Reloading") {
		t.Fatalf("shot %+v", r)
	}
}

// Stealth (page 114): once a turn, declared before moving, the figure
// ignores one enemy's melee range; not in heavy armour.
func TestStealth(t *testing.T) {
	gob := skilled(heroFig("gob", 2, 2, 5, 0), "stealth")
	orc := armed(fig("orc", Dark, SizeAverage, 3, 2, 4), sword())
	s := newState(t, arena(t), gob, orc)
	s, _ = play(t, s, nil, activate(Heroes, "gob"))
	refused(t, s, moveTo(Heroes, "gob", 5, 1), CodeEngaged)
	if !slices.Contains(optionIDs(s, Heroes), "skill_action:gob:stealth:orc") {
		t.Fatalf("not offered: %v", optionIDs(s, Heroes))
	}
	n, _ := play(t, s, nil, useSkill(Heroes, "gob", "stealth", "orc"), moveTo(Heroes, "gob", 5, 1))
	if g, _ := n.Figure("gob"); g.At != at(5, 1) || n.Active.Action != "" {
		t.Fatalf("gob at %v, activation %+v", g.At, n.Active)
	}
	refused(t, n, useSkill(Heroes, "gob", "stealth", "orc"), CodeAlreadyMoved)
	again := s.Clone()
	again.Figures[0].Marks = []string{markStealth}
	refused(t, again, useSkill(Heroes, "gob", "stealth", "orc"), CodeBadSkill)
	s.Figures[0].Items = []Item{heavyArmourItem()}
	refused(t, s, useSkill(Heroes, "gob", "stealth", "orc"), CodeBadSkill)
}

// Page 14 in a skill Action's opposed roll: a hero who loses may spend
// Fortune to roll his own roll or his enemy's again; the Action waits for
// his answer (R274).
func TestSkillActionFortune(t *testing.T) {
	toad := skilled(fig("toad", Dark, SizeHuge, 2, 2, 4), "grab_and_eat")
	s := darkActs(t, arena(t), "toad", heroFig("shara", 1, 2, 4, 1), toad)
	n, _ := play(t, s, []int{6, 5, 1, 2}, useSkill(Dark, "toad", "grab_and_eat", "shara"))
	if n.Prompt == nil || n.Prompt.Kind != PromptSkillFortune || n.Prompt.Figure != "shara" || n.Active.Contest == nil {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	kept, _ := play(t, n, nil, answer(Heroes, OptionKeep))
	if sh, _ := kept.Figure("shara"); !sh.Conditions.Has(KnockedOut) || kept.Active.Contest != nil {
		t.Fatalf("kept: %v", sh.Conditions)
	}
	// The toad's 6 and 5 rolled again: 1 and 1 lose.
	saved, evs := play(t, n, []int{1, 1}, answer(Heroes, OptionRerollEnemy))
	sh, _ := saved.Figure("shara")
	if sh.Conditions.Has(KnockedOut) || sh.FortuneUsed() != 1 {
		t.Fatalf("saved: %v, fortune used %d", sh.Conditions, sh.FortuneUsed())
	}
	if r := lastOf[Rolled](t, evs); r.Roll.PaidBy != "shara" {
		t.Fatalf("reroll %+v", r.Roll)
	}
	if o := lastOf[OpposedRolled](t, evs); o.Opposed.Winner != "shara" {
		t.Fatalf("opposed %+v", o.Opposed)
	}
}

// A hero who fails his test against a Corrosive Vomit may spend Fortune
// on it (page 14).
func TestCorrosiveVomitFortune(t *testing.T) {
	worm := skilled(fig("worm", Dark, SizeAverage, 2, 2, 4), "corrosive_vomit")
	worm.Facing = board.East
	s := darkActs(t, arena(t), "worm", heroFig("shara", 3, 2, 4, 1), worm)
	n, _ := play(t, s, []int{2, 2}, useSkill(Dark, "worm", "corrosive_vomit", "shara"))
	if n.Prompt == nil || n.Prompt.Kind != PromptFortuneReroll {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	n, evs := play(t, n, []int{6, 5}, answer(Heroes, OptionReroll))
	if _, ok := find[DamageRolled](evs); ok {
		t.Fatal("damage after a passed reroll")
	}
	if sh, _ := n.Figure("shara"); sh.FortuneUsed() != 1 {
		t.Fatalf("fortune used %d", sh.FortuneUsed())
	}
}

// Encouraging in an attack (page 112, R1191): an encouraged figure whose
// attack roll loses may roll it again, once, before Fortune; so may one
// whose defence roll loses.
func TestEncouragingStrike(t *testing.T) {
	shara := armed(heroFig("shara", 0, 0, 4, 0), sword())
	shara.Marks = []string{markEncouraged}
	s := duel(t, shara, armed(fig("orc", Dark, SizeAverage, 0, 0, 4), sword()))
	// Attack 1+2+3 = 6 loses to 4+4+3 = 11.
	n, _ := applyDice(t, s, attack(Heroes, "shara", "orc"), 1, 2, 4, 4)
	if n.Prompt == nil || n.Prompt.Kind != PromptEncouragedStrike || n.Prompt.Figure != "shara" {
		t.Fatalf("no question for the losing attack: %+v", n.Prompt)
	}
	// Rolled again: 6+6+3 = 15 hits with a double critical; six damage
	// dice of 1.
	h, evs := applyDice(t, n, answer(Heroes, OptionReroll), 6, 6, 1, 1, 1, 1, 1, 1)
	if r := rolls(evs)[0]; r.RerolledBy != "encouraging" || r.Result() != 15 {
		t.Fatalf("rerolled attack %+v", r)
	}
	if _, ok := find[DamageRolled](evs); !ok || h.Strike != nil && h.Prompt != nil && h.Prompt.Kind == PromptEncouragedStrike {
		t.Fatalf("the hit did not go on: %+v", h.Prompt)
	}
	// Kept: no second question.
	k, _ := applyDice(t, n, answer(Heroes, OptionKeep))
	if k.Prompt != nil && k.Prompt.Kind == PromptEncouragedStrike {
		t.Fatal("asked twice")
	}
	// Not encouraged: no question.
	s.Figures[0].Marks = nil
	if n, _ := applyDice(t, s, attack(Heroes, "shara", "orc"), 1, 2, 4, 4); n.Prompt != nil && n.Prompt.Kind == PromptEncouragedStrike {
		t.Fatal("asked without Encouraging")
	}
	// The orc's attack hits the encouraged Shara: her defence again.
	s.Figures[0].Marks = []string{markEncouraged}
	d, _ := play(t, s, nil, endTurn(Heroes), activate(Dark, "orc"))
	n, _ = applyDice(t, d, attack(Dark, "orc", "shara"), 5, 5, 1, 1)
	if n.Prompt == nil || n.Prompt.Kind != PromptEncouragedStrike || n.Prompt.Figure != "shara" {
		t.Fatalf("no question for the losing defence: %+v", n.Prompt)
	}
}
