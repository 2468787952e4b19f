package rules

import (
	"slices"
	"testing"

	"dun/board"
)

// firstRoll is the first roll of rule among evs.
func firstRoll(t *testing.T, evs []Event, rule string) RollRecord {
	t.Helper()
	for _, r := range rolls(evs) {
		if r.Rule == rule {
			return r
		}
	}
	t.Fatalf("no %s roll in %v", rule, evs)
	return RollRecord{}
}

// Acrobat (page 113): +1 to Agility tests, with Agility 4 at least.
func TestAcrobat(t *testing.T) {
	for _, agility := range []int{4, 3} {
		b := skilled(heroFig("borgron", 2, 2, 4, 0), "acrobat")
		b.Attrs.Agility = agility
		d := newState(t, arena(t), b, armed(fig("orc", Dark, SizeAverage, 1, 2, 4), sword()))
		d, _ = play(t, d, nil, activate(Heroes, "borgron"))
		_, evs := play(t, d, []int{2, 3}, Disengage{Header: Header{Seat: Heroes}, Figure: "borgron"})
		r := firstRoll(t, evs, ruleDisengage)
		if got := skillModifier(r, 1, "Acrobat"); got != (agility >= 4) {
			t.Errorf("Agility %d: Acrobat's +1 %v in %+v", agility, got, r.Modifiers)
		}
	}
}

// Locksmith (page 114): +2 to Dexterity picking a lock; Polyglot and
// Powerful Mind add to riddles, not to locks.
func TestLocksmith(t *testing.T) {
	b := skilled(explorer("borgron", 5, 2), "locksmith", "polyglot")
	s := searchRoom(t, b, explorer("shara", 4, 2))
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	// 3+3 +2 Dexterity +2 Locksmith = 10: open.
	_, evs := play(t, s, []int{3, 3}, pickLockCmd("borgron", 5, 2, board.SideE))
	r := firstRoll(t, evs, rulePickLock)
	if !skillModifier(r, 2, "Locksmith") || r.Outcome != Passed || hasModifier(r, 1, "skill: Polyglot") {
		t.Fatalf("pick lock %+v", r)
	}
	if ev, _ := find[LockTried](evs); !ev.Opened {
		t.Fatalf("not opened: %+v", ev)
	}
}

// Expert Trapper (page 114): +1 to detect and to disarm traps; Cautious
// Trapper: +1 Armour against a trap set off while disarming it.
func TestTrappers(t *testing.T) {
	taeral := skilled(explorer("taeral", 0, 1), "expert_trapper")
	s := trapCorridor(t, taeral, explorer("shara", 0, 0))
	// 3+2 +2 Perception +1 = 8: detected (Detect 8).
	s, evs := play(t, s, []int{3, 2}, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 5, 1))
	if r := firstRoll(t, evs, ruleTrap); !skillModifier(r, 1, "Expert Trapper") || r.Outcome != Passed {
		t.Fatalf("detect %+v", r)
	}
	// 2+2 +2 Dexterity +1 = 7: disarmed (Disarm 7).
	_, evs = play(t, s, []int{2, 2}, disarmCmd("taeral", 3, 1))
	if r := firstRoll(t, evs, ruleDisarmTrap); !skillModifier(r, 1, "Expert Trapper") || r.Outcome != Passed {
		t.Fatalf("disarm %+v", r)
	}
	shara := skilled(explorer("shara", 2, 0), "cautious_trapper")
	s = trapCorridor(t, explorer("taeral", 0, 1), shara)
	s, _ = play(t, s, []int{6, 6}, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 5, 1))
	s, _ = play(t, s, nil, endAct(Heroes, "taeral"), activate(Heroes, "shara"))
	_, evs = play(t, s, []int{1, 2, 1, 1}, disarmCmd("shara", 3, 1))
	dr, ok := find[DamageRolled](evs)
	if !ok || dr.Armour != shara.Attrs.Armour+1 {
		t.Fatalf("trap damage %+v (armour %d)", dr, shara.Attrs.Armour)
	}
}

// Polyglot and Powerful Mind (page 112) add to riddles.
func TestRiddleSkills(t *testing.T) {
	for _, c := range []struct {
		skill string
		value int
		name  string
	}{{"polyglot", 1, "Polyglot"}, {"powerful_mind", 2, "Powerful Mind"}} {
		b := skilled(explorer("borgron", 5, 2), c.skill)
		b.Attrs.Intelligence = 4
		ctx := rollCtx{s: &State{Figures: []Figure{b}}, fi: 0, oi: -1, kind: RollTest, attr: Intelligence, rule: ruleRiddle, declared: b.Skills}
		mods := skillMods(&ctx, nil)
		if len(mods) != 1 || mods[0].Value != c.value {
			t.Errorf("%s: %+v", c.skill, mods)
		}
		ctx.rule = rulePickLock
		if mods := skillMods(&ctx, nil); len(mods) != 0 {
			t.Errorf("%s on a lock: %+v", c.skill, mods)
		}
	}
	// Powerful Mind wants Intelligence 4.
	b := skilled(explorer("borgron", 5, 2), "powerful_mind")
	b.Attrs.Intelligence = 3
	ctx := rollCtx{s: &State{Figures: []Figure{b}}, fi: 0, oi: -1, kind: RollTest, attr: Intelligence, rule: ruleRiddle, declared: b.Skills}
	if mods := skillMods(&ctx, nil); len(mods) != 0 {
		t.Errorf("Intelligence 3: %+v", mods)
	}
}

// Hatred Towards the Underworld (page 111): +1 Courage against an Undead
// Fearsome foe, and melee ones rolled again against it.
func TestHatredUnderworld(t *testing.T) {
	wraith := skilled(armed(fig("wraith", Dark, SizeAverage, 3, 2, 4), sword()), "fearsome", "undead")
	wraith.Facing = board.West
	nariant := skilled(armed(heroFig("nariant", 2, 2, 4, 0), sword()), "hatred_underworld")
	nariant.Facing, nariant.Attrs.Courage = board.East, 3
	s := newState(t, arena(t), nariant, wraith)
	s, _ = play(t, s, nil, activate(Heroes, "nariant"))
	// Fear: 4+2 +3 Courage +1 = 10: passed. Attack 1+4: the 1 is rolled again.
	_, evs := applyDice(t, s, attack(Heroes, "nariant", "wraith"), 4, 2, 1, 4, 2, 2, 5, 1, 1, 1, 1)
	if r := firstRoll(t, evs, ruleFear); !skillModifier(r, 1, "Hatred Towards the Underworld") || r.Outcome != Passed {
		t.Fatalf("fear %+v %+v", r, r.Modifiers)
	}
	if _, ok := skillUsed(evs, "hatred_underworld"); !ok {
		t.Fatalf("no ones rolled again: %v", evs)
	}
	// Against a living foe: nothing.
	s.Figures[1].Skills = []string{"fearsome"}
	_, evs = applyDice(t, s, attack(Heroes, "nariant", "wraith"), 4, 2, 5, 5, 1, 2, 1, 1, 1, 1, 1)
	if r := firstRoll(t, evs, ruleFear); hasModifier(r, 1, "skill: Hatred Towards the Underworld") || r.Outcome != Failed {
		t.Fatalf("living foe: %+v", r)
	}
}

// Reckless Wizard (page 112): +1 to cast, and a double 2 or 3 is a
// critical failure.
func TestRecklessWizard(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	orc := fig("orc", Dark, SizeAverage, 6, 0, 4)
	s := newState(t, g, skilled(caster("maelis", 0, 0, 4, fireball(0, 0)), "reckless_wizard"), orc)
	s, _ = play(t, s, nil, activate(Heroes, "maelis"))
	// 3+3 +4 +1 = 11 would pass, but a double 3 is a critical failure.
	n, evs := play(t, s, []int{3, 3, 1, 1, 1, 1, 1}, cast(Heroes, "maelis", "fireball", "orc"))
	if _, ok := find[Miscast](evs); !ok || n.Active != nil {
		t.Fatalf("no miscast: %v", evs)
	}
	// The roll reported is the blunder, not a pass.
	if r := firstRoll(t, evs, ruleCast); r.Outcome != Failed || r.Critical != CriticalFailure {
		t.Fatalf("reported cast roll %+v", r)
	}
	// 4+2 +4 +1 = 11: cast.
	_, evs = play(t, s, []int{4, 2, 1, 1, 1, 1, 1}, cast(Heroes, "maelis", "fireball", "orc"))
	if r := firstRoll(t, evs, ruleCast); !skillModifier(r, 1, "Reckless Wizard") || r.Outcome != Passed {
		t.Fatalf("cast %+v", r)
	}
	if _, ok := find[SpellCast](evs); !ok {
		t.Fatalf("not cast: %v", evs)
	}
}

// Experienced Wizard (page 112): one failed cast per quest rolled again,
// never a critical failure.
func TestExperiencedWizard(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	orc := fig("orc", Dark, SizeAverage, 6, 0, 4)
	m := skilled(caster("maelis", 0, 0, 4, fireball(0, 0), boltSpell()), "experienced_wizard")
	m.Attrs.Mana = 8
	s := newState(t, g, m, orc)
	s, _ = play(t, s, nil, activate(Heroes, "maelis"))
	n, _ := play(t, s, []int{1, 2}, cast(Heroes, "maelis", "fireball", "orc"))
	if n.Prompt == nil || n.Prompt.Kind != PromptSkillReroll || promptIDs(n.Prompt) != "reroll:experienced_wizard keep" {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	n, evs := play(t, n, []int{5, 5, 1, 1, 1, 1, 1}, answer(Heroes, "reroll:experienced_wizard"))
	if _, ok := find[SpellCast](evs); !ok {
		t.Fatalf("rerolled cast: %v", evs)
	}
	// Used: the next failure is final.
	n, _ = play(t, n, nil, endAct(Heroes, "maelis"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "maelis"))
	n, _ = play(t, n, []int{1, 2}, cast(Heroes, "maelis", "fireball", "orc"))
	if n.Prompt != nil {
		t.Fatalf("a second reroll: %+v", n.Prompt)
	}
	// A critical failure is never rolled again.
	k, _ := play(t, s, []int{1, 1, 1, 1, 1, 1, 1}, cast(Heroes, "maelis", "fireball", "orc"))
	if k.Prompt != nil {
		t.Fatalf("critical failure offered again: %+v", k.Prompt)
	}
}

// Battle Wizard (page 111): Mana never above Intelligence, and -1 to cast
// in heavy armour.
func TestBattleWizard(t *testing.T) {
	b := skilled(caster("borgron", 0, 0, 4, fireball(0, 0)), "battle_wizard")
	b.Attrs.Mana = 8
	if b.ManaPool() != 4 {
		t.Fatalf("mana pool %d", b.ManaPool())
	}
	b.Items = []Item{heavyArmourItem()}
	g := parseMap(t, magicRoom(t)...)
	s := newState(t, g, b, fig("orc", Dark, SizeAverage, 6, 0, 4))
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	_, evs := play(t, s, []int{5, 5, 1, 1, 1, 1, 1}, cast(Heroes, "borgron", "fireball", "orc"))
	if r := firstRoll(t, evs, ruleCast); !skillModifier(r, -1, "Battle Wizard") {
		t.Fatalf("cast %+v", r)
	}
	// A hero whose class did not start with the skill: -1 more (R1193).
	s.Figures[0].Marks = []string{MarkBattleWizardLearned}
	_, evs = play(t, s, []int{5, 5, 1, 1, 1, 1, 1}, cast(Heroes, "borgron", "fireball", "orc"))
	if r := firstRoll(t, evs, ruleCast); !skillModifier(r, -2, "Battle Wizard") {
		t.Fatalf("cast by a learner in heavy armour %+v", r)
	}
	s.Figures[0].Items = nil
	_, evs = play(t, s, []int{5, 5, 1, 1, 1, 1, 1}, cast(Heroes, "borgron", "fireball", "orc"))
	if r := firstRoll(t, evs, ruleCast); !skillModifier(r, -1, "Battle Wizard") {
		t.Fatalf("cast by a learner %+v", r)
	}
}

// Eagle Eye (page 113): +1 to search for secret doors.
func TestEagleEyeSearches(t *testing.T) {
	s := searchRoom(t, skilled(explorer("taeral", 2, 1), "eagle_eye"))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	_, evs := play(t, s, []int{4, 4}, searchSecretCmd("taeral"))
	if r := firstRoll(t, evs, ruleSearchSecret); !skillModifier(r, 1, "Eagle Eye") || r.Outcome != Passed {
		t.Fatalf("search %+v", r)
	}
}

// Used to Armors (page 111): heavy armour costs one Movement point less;
// taking the chainmail off and on moves Movement by what the skill leaves
// of its penalty.
func TestUsedToArmors(t *testing.T) {
	shara := skilled(armed(heroFig("shara", 1, 1, 4, 0), chainmail(Worn)), "used_to_armors")
	shara.Attrs.Armour = 5
	s := newState(t, arena(t), shara)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	off := WearArmour{Header: Header{Seat: Heroes}, Figure: "shara", Item: 0}
	n, _ := play(t, s, nil, off)
	if f := n.Figures[0]; f.Attrs.Movement != 4 || f.Attrs.Armour != 3 {
		t.Fatalf("off: %+v", f.Attrs)
	}
	n, _ = play(t, n, nil, endAct(Heroes, "shara"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "shara"), off)
	if f := n.Figures[0]; f.Attrs.Movement != 4 || f.Attrs.Armour != 5 {
		t.Fatalf("on again: %+v", f.Attrs)
	}
}

// Huge (page 116): difficult terrain costs a Huge figure nothing more,
// and it strides over a pit narrower than its base; a Large one pays and
// stops at the trench (R251).
func TestHugeMovement(t *testing.T) {
	g := parseMap(t,
		"..~~..p.....",
		"..~~..p..pp.",
		"..~~..p..pp.",
		"......p.....")
	for _, c := range []struct {
		size       int
		rough      int
		overTrench bool
	}{{SizeHuge, 2, true}, {SizeLarge, 3, false}} {
		troll := fig("troll", Dark, c.size, 0, 0, 12)
		s := darkActs(t, g, "troll", heroFig("shara", 11, 3, 4, 0), troll)
		opts := moveOpts(s, Dark)
		if got := opts[at(2, 0)]; got != c.rough {
			t.Errorf("size %d: two squares onto rough ground cost %d, want %d", c.size, got, c.rough)
		}
		if _, ok := opts[at(7, 0)]; ok != c.overTrench {
			t.Errorf("size %d: across the trench %v", c.size, ok)
		}
		if c.size == SizeHuge {
			// 0,0 to 7,0 straight east: 7 steps, the trench included.
			if got := opts[at(7, 0)]; got != 7 {
				t.Errorf("across the trench cost %d", got)
			}
			if !g.NarrowPit(g.Index(at(6, 1))) || g.NarrowPit(g.Index(at(9, 1))) {
				t.Error("the trench is one square wide, the pit at 9,1 two")
			}
		}
	}
	// Nor does a Huge figure fight or cast as on difficult terrain.
	huge := fig("troll", Dark, SizeHuge, 2, 0, 4)
	if onDifficult(g, &huge) {
		t.Error("a Huge figure on rough ground counts it")
	}
	huge.OnDifficult = true
	if !onDifficult(g, &huge) {
		t.Error("a Huge base partly obstructed does not count as difficult terrain")
	}
}

// Thief (page 114): the 1s and 2s of a corpse search are rolled again.
func TestThief(t *testing.T) {
	taeral := skilled(heroFig("taeral", 0, 0, 4, 0), "thief")
	gob := fig("gob", Dark, SizeSmall, 5, 4, 4)
	gob.Level = "elite"
	gob.Conditions = Conditions(0).With(KnockedOut)
	s := newState(t, arena(t), taeral, gob)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	// 2 and 5: the 2 rolled again, a 4: two coins.
	_, evs := play(t, s, []int{2, 5, 4}, SearchCorpses{Header: Header{Seat: Heroes}, Figure: "taeral"})
	if c := lastOf[CorpsesSearched](t, evs); c.Coins != 2 {
		t.Fatalf("found %+v", c)
	}
	if r := rolls(evs); len(r) != 2 || r[1].RerolledBy != "thief" || r[1].Dice[0] != 4 || r[1].Dice[1] != 5 {
		t.Fatalf("rolls %+v", r)
	}
}

// Great Explorer (page 113): three failed searches a quest rolled again.
func TestGreatExplorer(t *testing.T) {
	s := searchRoom(t, skilled(explorer("taeral", 2, 1), "great_explorer"))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	n, _ := play(t, s, []int{1, 2}, searchSecretCmd("taeral"))
	if n.Prompt == nil || n.Prompt.Kind != PromptSkillReroll || promptIDs(n.Prompt) != "reroll:great_explorer keep" {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	n, evs := play(t, n, []int{5, 4}, answer(Heroes, "reroll:great_explorer"))
	if ev, ok := find[SecretDoorsSearched](evs); !ok || !ev.Passed {
		t.Fatalf("rerolled search %+v", ev)
	}
	if f, _ := n.Figure("taeral"); usesLeft(&f, "great_explorer", 3) != 2 {
		t.Fatalf("marks %v", f.Marks)
	}
	s.Figures[0].Marks = []string{"great_explorer", "great_explorer", "great_explorer"}
	if n, _ := play(t, s, []int{1, 2}, searchSecretCmd("taeral")); n.Prompt != nil {
		t.Fatalf("a fourth reroll: %+v", n.Prompt)
	}
}

// Fast Attacks (page 110): the Action's first attack rolls 3D6, keeps the
// two highest at -1; two 1s among the three are a critical failure.
func TestFastAttacks(t *testing.T) {
	s := duel(t, skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "fast_attacks"), fig("orc", Dark, SizeAverage, 0, 0, 4))
	if !slices.Contains(optionIDs(s, Heroes), "attack:shara:orc+fast_attacks") {
		t.Fatalf("not offered: %v", optionIDs(s, Heroes))
	}
	_, evs := applyDice(t, s, attackWith(Heroes, "shara", "orc", "fast_attacks"), 2, 6, 5, 1, 2, 1, 1, 1, 1, 1, 1)
	r := rolls(evs)[0]
	if len(r.Dice) != 2 || r.Dice[0] != 6 || r.Dice[1] != 5 || len(r.Dropped) != 1 || r.Dropped[0] != 2 || !skillModifier(r, -1, "Fast Attacks") {
		t.Fatalf("attack roll %+v", r)
	}
	_, evs = applyDice(t, s, attackWith(Heroes, "shara", "orc", "fast_attacks"), 1, 6, 1, 4, 4, 1, 1, 1, 1, 1, 1, 1, 1)
	if r := rolls(evs)[0]; !r.Double1() || r.Dropped[0] != 6 {
		t.Fatalf("two 1s: %+v", r)
	}
	// Undeclared: two dice.
	_, evs = applyDice(t, s, attack(Heroes, "shara", "orc"), 6, 5, 1, 2, 1, 1, 1, 1, 1, 1)
	if r := rolls(evs)[0]; len(r.Dice) != 2 || len(r.Dropped) != 0 {
		t.Fatalf("plain attack %+v", r)
	}
}

// Cold-Blooded (page 112): Courage tests roll 3D6 and keep the two
// highest; a Fortune reroll rolls three dice again.
func TestColdBlooded(t *testing.T) {
	troll := skilled(armed(fig("troll", Dark, SizeLarge, 3, 2, 4), sword()), "fearsome")
	troll.Facing = board.West
	shara := skilled(armed(heroFig("shara", 2, 2, 4, 1), sword()), "cold_blooded")
	shara.Facing, shara.Attrs.Courage = board.East, 3
	s := newState(t, arena(t), shara, troll)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	// 1, 2, 4: keeps 4 and 2, 6+3 = 9: failed; Fortune rolls three again.
	n, evs := applyDice(t, s, attack(Heroes, "shara", "troll"), 1, 2, 4)
	if r := rolls(evs)[0]; r.Rule != ruleFear || r.Total != 6 || r.Dropped[0] != 1 {
		t.Fatalf("fear roll %+v", r)
	}
	if n.Prompt == nil || n.Prompt.Kind != PromptFortuneReroll {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	_, evs = applyDice(t, n, answer(Heroes, OptionReroll), 5, 1, 3, 5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	if r := firstRoll(t, evs, ruleFear); r.Total != 8 || r.Outcome != Passed || len(r.Dropped) != 1 {
		t.Fatalf("rerolled %+v", r)
	}
}

// Skulk (page 114): behind furniture that gives light cover, a skulker
// has heavy cover; not a Large one. Enemies losing its Initiative roll
// test surprise at -1 Intelligence.
func TestSkulk(t *testing.T) {
	g := parseMap(t, "........", "......T.", "........")
	for _, skill := range []bool{true, false} {
		gob := fig("gob", Dark, SizeAverage, 7, 1, 4)
		if skill {
			gob.Skills = []string{"skulk"}
		}
		s := newState(t, g, armed(heroFig("taeral", 0, 1, 4, 0), bow()), gob)
		s.Figures[0].Facing = board.East
		_, cover, err := shotTarget(&s, 0, 1, 0)
		if want := map[bool]board.Cover{true: board.HeavyCover, false: board.LightCover}[skill]; err != nil || cover != want {
			t.Errorf("skulk %v: cover %v %v", skill, cover, err)
		}
	}
	big := skilled(fig("ogre", Dark, SizeLarge, 0, 0, 4), "skulk")
	if skulker(&big) || skulkCover(&big, board.LightCover) != board.LightCover {
		t.Error("a Large figure skulks")
	}
	w := skilled(fig("gob", Dark, SizeSmall, 0, 0, 4), "skulk")
	if skulkSurprise(&w) != 1 {
		t.Error("no surprise penalty")
	}
	w.Skills = nil
	if skulkSurprise(&w) != 0 {
		t.Error("a penalty without the skill")
	}
}

// Secrets of Magic (page 112): a room search with a double 5 finds a
// treasure for its bearer or an ally fewer than six squares from it.
func TestSecretsOfMagic(t *testing.T) {
	for _, skill := range []bool{true, false} {
		aldren := explorer("aldren", 3, 0)
		if skill {
			aldren.Skills = []string{"secrets_of_magic"}
		}
		s := searchRoom(t, explorer("taeral", 5, 1), aldren)
		dice := []int{5, 5}
		if !skill {
			dice = append(dice, 1) // the coins' D3
		}
		n, _ := play(t, s, dice, activate(Heroes, "taeral"), searchRoomCmd("taeral"))
		if want := map[bool]int{true: 1, false: 0}[skill]; n.TreasureDraws != want {
			t.Errorf("skill %v: treasure draws %d", skill, n.TreasureDraws)
		}
	}
	far := State{Figures: []Figure{explorer("taeral", 6, 0), skilled(explorer("aldren", 0, 0), "secrets_of_magic")}}
	if secretsNear(&far, 0) || !secretsNear(&far, 1) {
		t.Error("six squares away is not fewer than six")
	}
}

// Page 28: from a pit a figure shoots and casts only at enemies next to
// it, who have heavy cover; those next to the pit shoot and cast at it
// with no cover; nobody else reaches it (R272).
func TestShootingAndCastingWithPits(t *testing.T) {
	g := parseMap(t, "........", "........", "..p.....", "........")
	taeral := armed(heroFig("taeral", 2, 2, 4, 0), bow())
	taeral.Facing = board.East
	near := fig("orc", Dark, SizeAverage, 3, 2, 4)
	near.Facing = board.West
	far := fig("gob", Dark, SizeAverage, 6, 2, 4)
	far.Facing = board.West
	s := newState(t, g, taeral, near, far)
	if _, cover, err := shotTarget(&s, 0, 1, 0); err != nil || cover != board.HeavyCover {
		t.Errorf("out of the pit: %v %v", cover, err)
	}
	if _, _, err := shotTarget(&s, 0, 2, 0); err == nil || err.Code != CodeInPit {
		t.Errorf("out of the pit, far: %v", err)
	}
	s.Figures[1].Items = []Item{bow()}
	s.Figures[2].Items = []Item{bow()}
	if _, cover, err := shotTarget(&s, 1, 0, 0); err != nil || cover != board.NoCover {
		t.Errorf("into the pit: %v %v", cover, err)
	}
	if _, _, err := shotTarget(&s, 2, 0, 0); err == nil || err.Code != CodeInPit {
		t.Errorf("into the pit, far: %v", err)
	}
	// A spell too.
	m := caster("maeliss", 2, 2, 4, boltSpell())
	s = newState(t, g, m, near, far)
	if err := targetCheck(&s, 0, &s.Figures[0].Spells[0], "orc"); err != nil {
		t.Errorf("casting out of the pit: %v", err)
	}
	if err := targetCheck(&s, 0, &s.Figures[0].Spells[0], "gob"); err == nil || err.Code != CodeInPit {
		t.Errorf("casting far out of the pit: %v", err)
	}
}

// Champion of the Gods (page 112): a spell of its list is cast with a
// Courage test, no Mana, once per quest, and cannot be dispelled.
func TestChampionOfTheGods(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	heal := healSpell()
	heal.ID = "healing_light"
	p := skilled(heroFig("paladin", 0, 0, 4, 0), "champion_good")
	p.Attrs.Courage, p.Attrs.Intelligence, p.Wounds = 4, 1, 2
	p.Spells = []Spell{heal}
	wizard := caster("wizard", 3, 0, 5, boltSpell())
	s := newState(t, g, p, wizard, fig("orc", Dark, SizeAverage, 8, 4, 4))
	s.Figures[2].Attrs.Mana = 4
	s, _ = play(t, s, nil, activate(Heroes, "paladin"))
	if !slices.Contains(optionIDs(s, Heroes), "cast:paladin:healing_light:paladin") {
		t.Fatalf("not offered without Mana: %v", optionIDs(s, Heroes))
	}
	n, evs := play(t, s, []int{4, 2}, cast(Heroes, "paladin", "healing_light", "paladin"))
	r := firstRoll(t, evs, ruleCast)
	if !hasModifier(r, 4, "Courage") || r.Outcome != Passed {
		t.Fatalf("cast roll %+v", r)
	}
	sc, ok := find[SpellCast](evs)
	if !ok || sc.Mana != 0 || sc.CastsLeft != 0 {
		t.Fatalf("cast %+v", sc)
	}
	n, _ = play(t, n, nil, endAct(Heroes, "paladin"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "paladin"))
	refused(t, n, cast(Heroes, "paladin", "healing_light", "paladin"), CodeNoCastsLeft)
	// The same spell cast the usual way: Mana, Intelligence, and the orc
	// shaman may try to dispel it.
	plain := s.Clone()
	plain.Figures[0].Skills = nil
	plain.Figures[0].Attrs.Mana, plain.Figures[0].Attrs.Intelligence = 2, 4
	k, _ := play(t, plain, []int{4, 2}, cast(Heroes, "paladin", "healing_light", "paladin"))
	if k.Prompt == nil || k.Prompt.Kind != PromptDispel {
		t.Fatalf("no dispel question for a plain cast: %+v", k.Prompt)
	}
}

// Familiar (page 115): next to its caster, +1 to cast; it loses the
// Vitality its caster loses to a critical failure (R276).
func TestFamiliar(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	cat := skilled(fig("cat", Heroes, SizeSmall, 1, 0, 4), "familiar")
	cat.Owner, cat.Attrs.Vitality = "maelis", 6
	s := newState(t, g, caster("maelis", 0, 0, 4, fireball(0, 0)), cat, fig("orc", Dark, SizeAverage, 6, 0, 4))
	s, _ = play(t, s, nil, activate(Heroes, "maelis"))
	_, evs := play(t, s, []int{4, 2, 1, 1, 1, 1, 1}, cast(Heroes, "maelis", "fireball", "orc"))
	if r := firstRoll(t, evs, ruleCast); !hasModifier(r, 1, "familiar: Cat") {
		t.Fatalf("cast %+v", r.Modifiers)
	}
	// Double 1; 5D6 against Intelligence 4: 4, 5, 6 wound three times.
	n, _ := play(t, s, []int{1, 1, 1, 2, 4, 5, 6}, cast(Heroes, "maelis", "fireball", "orc"))
	if c, _ := n.Figure("cat"); c.Wounds != 3 {
		t.Fatalf("the familiar lost %d", c.Wounds)
	}
	// Away from its caster: no bonus.
	s.Figures[1].At = at(5, 5)
	_, evs = play(t, s, []int{4, 2, 1, 1, 1, 1, 1}, cast(Heroes, "maelis", "fireball", "orc"))
	if r := firstRoll(t, evs, ruleCast); hasModifier(r, 1, "familiar: Cat") {
		t.Fatal("a bonus from afar")
	}
}
