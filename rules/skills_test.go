package rules

import (
	"slices"
	"strings"
	"testing"

	"dun/board"
	"dun/dice"
)

// Test helpers for skills.

func greatsword() Item {
	return Item{ItemCard: &ItemCard{ID: "greatsword", Name: Text{En: "Greatsword", Es: "Mandoble"}, Kind: ItemMelee, Hands: 2, Dice: 2, PlusStrength: true, Breaks: 1}, Place: InHand}
}

func crossbow() Item {
	it := bow()
	it.ID, it.Name, it.Reload = "crossbow", Text{En: "Crossbow", Es: "Ballesta"}, true
	return it
}

func heavyArmourItem() Item {
	return Item{ItemCard: &ItemCard{ID: "plate", Name: Text{En: "Plate", Es: "Placas"}, Kind: ItemArmour, ArmourBonus: 2, Heavy: true}, Place: Worn}
}

func skilled(f Figure, skills ...string) Figure {
	f.Skills = append(f.Skills, skills...)
	return f
}

func attackWith(seat Side, id, target string, skills ...string) Command {
	return Attack{Header: Header{Seat: seat}, Figure: id, Target: target, Item: -1, Skills: skills}
}

func shootWith(seat Side, id, target string, skills ...string) Command {
	return Shoot{Header: Header{Seat: seat}, Figure: id, Target: target, Item: -1, Skills: skills}
}

// optionIDs lists the IDs of the options of seat.
func optionIDs(s State, seat Side) []string {
	var out []string
	for _, o := range Options(s, seat) {
		out = append(out, o.ID)
	}
	return out
}

func skillModifier(r RollRecord, v int, name string) bool {
	return hasModifier(r, v, "skill: "+name)
}

func skillUsed(evs []Event, id string) (SkillUsed, bool) {
	for _, e := range evs {
		if u, ok := e.(SkillUsed); ok && u.Skill == id && !strings.HasPrefix(u.What.En, "declared") {
			return u, true
		}
	}
	return SkillUsed{}, false
}

// duel is Shara (hero, at 2,2 facing east) against an orc at 3,2 facing
// west, Shara activated.
func duel(t *testing.T, shara, orc Figure) State {
	t.Helper()
	shara.ID, shara.At, shara.Facing = "shara", at(2, 2), board.East
	orc.ID, orc.At, orc.Facing = "orc", at(3, 2), board.West
	s := newState(t, arena(t), shara, orc)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	return s
}

// archery is Taeral (hero with a bow, at 0,2 facing east) and an orc at
// 4,2, Taeral activated.
func archery(t *testing.T, taeral, orc Figure) State {
	t.Helper()
	taeral.ID, taeral.At, taeral.Facing = "taeral", at(0, 2), board.East
	orc.ID, orc.At, orc.Facing = "orc", at(4, 2), board.West
	s := newState(t, arena(t), taeral, orc)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	return s
}

func archer(skills ...string) Figure {
	f := skilled(armed(heroFig("taeral", 0, 2, 4, 0), bow()), skills...)
	f.Attrs.ShootingSkill = 3
	return f
}

// An active skill is offered as an option of its own and used only when
// declared; a hero combines at most two (page 110); they are declared with
// the Action's first attack, not later.
func TestActiveSkillsAreDeclared(t *testing.T) {
	s := archery(t, archer("accurate_shooting", "lethal_shot", "fast_shooting"), fig("orc", Dark, SizeAverage, 4, 2, 4))
	ids := optionIDs(s, Heroes)
	for _, want := range []string{"shoot:taeral:orc", "shoot:taeral:orc+accurate_shooting",
		"shoot:taeral:orc+accurate_shooting+lethal_shot", "shoot:taeral:orc+fast_shooting+lethal_shot"} {
		if !slices.Contains(ids, want) {
			t.Errorf("no option %s in %v", want, ids)
		}
	}
	if slices.Contains(ids, "shoot:taeral:orc+accurate_shooting+fast_shooting+lethal_shot") {
		t.Error("a hero was offered three active skills")
	}
	refused(t, s, shootWith(Heroes, "taeral", "orc", "accurate_shooting", "fast_shooting", "lethal_shot"), CodeBadSkill)
	refused(t, s, shootWith(Heroes, "taeral", "orc", "accurate_shooting", "accurate_shooting"), CodeBadSkill)
	refused(t, s, shootWith(Heroes, "taeral", "orc", "brutal_blow"), CodeBadSkill)
	// Not declared: no extra die.
	_, evs := applyDice(t, s, shoot(Heroes, "taeral", "orc"), 5, 5, 1, 1, 1)
	if dr := lastOf[DamageRolled](t, evs); dr.Dice != 3 {
		t.Fatalf("undeclared Accurate Shooting gave %d dice", dr.Dice)
	}
	// Fast Shooting declared with the first shot holds for the second,
	// which may declare nothing more.
	n, _ := applyDice(t, s, shootWith(Heroes, "taeral", "orc", "fast_shooting"), 5, 5, 1, 1, 1)
	refused(t, n, shootWith(Heroes, "taeral", "orc", "fast_shooting"), CodeBadSkill)
	if ids := optionIDs(n, Heroes); !slices.Contains(ids, "shoot:taeral:orc") {
		t.Fatalf("no second shot in %v", ids)
	}
}

// Creatures are not limited to two active skills (page 110).
func TestCreaturesCombineMoreSkills(t *testing.T) {
	s := archery(t, archer(), fig("orc", Dark, SizeAverage, 4, 2, 4))
	s.Figures[0].Hero = false
	s.Figures[0].Skills = []string{"accurate_shooting", "lethal_shot", "fast_shooting"}
	_, evs := applyDice(t, s, shootWith(Heroes, "taeral", "orc", "accurate_shooting", "fast_shooting", "lethal_shot"), 5, 5, 1, 1, 1, 1)
	if dr := lastOf[DamageRolled](t, evs); dr.Dice != 4 {
		t.Fatalf("damage %+v", dr)
	}
}

// Accurate Shooting: one more damage die at range (page 110).
func TestAccurateShooting(t *testing.T) {
	s := archery(t, archer("accurate_shooting"), fig("orc", Dark, SizeAverage, 4, 2, 4))
	_, evs := applyDice(t, s, shootWith(Heroes, "taeral", "orc", "accurate_shooting"), 5, 5, 1, 1, 1, 1)
	if dr := lastOf[DamageRolled](t, evs); dr.Dice != 4 {
		t.Fatalf("damage %+v", dr)
	}
	if u, ok := skillUsed(evs, "accurate_shooting"); !ok || u.What.Es == "" || u.Name.Es != "Disparo certero" {
		t.Fatalf("no report of the extra die: %+v", u)
	}
	// Not in melee: the option is not offered to a melee attack.
	d := duel(t, skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "accurate_shooting"), fig("orc", Dark, SizeAverage, 0, 0, 4))
	for _, id := range optionIDs(d, Heroes) {
		if strings.Contains(id, "accurate_shooting") {
			t.Fatalf("offered in melee: %s", id)
		}
	}
}

// Brutal Blow: with a two-handed weapon, -1 Combat Skill, hits of 4+ are
// criticals, and -1 in defence until the figure's next activation (page
// 110).
func TestBrutalBlow(t *testing.T) {
	shara := skilled(armed(heroFig("shara", 0, 0, 4, 0), greatsword()), "brutal_blow")
	s := duel(t, shara, fig("orc", Dark, SizeAverage, 0, 0, 4))
	if !slices.Contains(optionIDs(s, Heroes), "attack:shara:orc+brutal_blow") {
		t.Fatalf("no brutal blow option in %v", optionIDs(s, Heroes))
	}
	// 4 and 2 (+3-1) against 1 and 2: hit with one critical (the 4).
	n, evs := applyDice(t, s, attackWith(Heroes, "shara", "orc", "brutal_blow"), 4, 2, 1, 2, 1, 1, 1, 1, 1, 1, 1)
	if r := rolls(evs)[0]; !skillModifier(r, -1, "Brutal Blow") {
		t.Fatalf("attack roll %+v", r.Modifiers)
	}
	if dr := lastOf[DamageRolled](t, evs); dr.Dice != 6 {
		t.Fatalf("2+3 dice and one critical: %+v", dr)
	}
	if _, ok := skillUsed(evs, "brutal_blow"); !ok {
		t.Fatal("the criticals of 4+ are not reported")
	}
	if !slices.Contains(n.Figures[0].Marks, "brutal_blow") {
		t.Fatal("no mark for the defence penalty")
	}
	// The orc attacks in its turn: Shara defends at -1.
	n.Prompt = nil
	n.Strike = nil
	d, _ := play(t, n, nil, endAct(Heroes, "shara"), endTurn(Heroes), activate(Dark, "orc"))
	_, evs = applyDice(t, d, attack(Dark, "orc", "shara"), 1, 2, 5, 5, 1, 1, 1, 1, 1, 1)
	if r := rolls(evs)[1]; !hasModifier(r, -1, "after using skill: Brutal Blow") {
		t.Fatalf("defence roll %+v", r.Modifiers)
	}
	// Its next activation ends the mark.
	if n := darkTurnEnd(t, d); len(n.Figures[0].Marks) != 0 {
		t.Fatalf("marks %v", n.Figures[0].Marks)
	}
	// A one-handed weapon: not offered, refused.
	s.Figures[0].Items = []Item{sword()}
	refused(t, s, attackWith(Heroes, "shara", "orc", "brutal_blow"), CodeBadSkill)
}

// darkTurnEnd ends the Dark Player's turn in d and activates Shara.
func darkTurnEnd(t *testing.T, d State) State {
	t.Helper()
	n, _ := play(t, d, nil, endAct(Dark, "orc"), endTurn(Dark), activate(Heroes, "shara"))
	return n
}

// Mighty Blow: -1 Combat Skill, -1 armour, and a shield-breaking blow.
func TestMightyBlow(t *testing.T) {
	orc := armed(fig("orc", Dark, SizeAverage, 0, 0, 4), sword(), shieldItem())
	s := duel(t, skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "mighty_blow"), orc)
	n, evs := applyDice(t, s, attackWith(Heroes, "shara", "orc", "mighty_blow"), 5, 5, 1, 2)
	if r := rolls(evs)[0]; !skillModifier(r, -1, "Mighty Blow") {
		t.Fatalf("attack roll %+v", r.Modifiers)
	}
	// The orc blocks (5) and its shield makes its breaking roll (1: broken).
	n, evs = applyDice(t, n, answer(Dark, OptionBlock), 5, 1, 1)
	if br := lastOf[BreakingRolled](t, evs); !br.Broken {
		t.Fatalf("breaking %+v", br)
	}
	// Not blocked: the damage is at -1 armour.
	n, _ = applyDice(t, s, attackWith(Heroes, "shara", "orc", "mighty_blow"), 5, 5, 1, 2)
	_, evs = applyDice(t, n, answer(Dark, OptionNoBlock), 1, 1, 1, 1)
	if dr := lastOf[DamageRolled](t, evs); dr.Armour != 2 {
		t.Fatalf("armour %+v", dr)
	}
}

// Lethal Blow and Lethal Shot: each critical lowers the armour by 1
// instead of adding a die (page 111).
func TestLethalCriticals(t *testing.T) {
	s := duel(t, skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "lethal_blow"), fig("orc", Dark, SizeAverage, 0, 0, 4))
	_, evs := applyDice(t, s, attackWith(Heroes, "shara", "orc", "lethal_blow"), 6, 2, 1, 2, 1, 1, 1, 1)
	if dr := lastOf[DamageRolled](t, evs); dr.Dice != 4 || dr.Armour != 2 {
		t.Fatalf("lethal blow damage %+v", dr)
	}
	_, evs = applyDice(t, s, attack(Heroes, "shara", "orc"), 6, 2, 1, 2, 1, 1, 1, 1, 1)
	if dr := lastOf[DamageRolled](t, evs); dr.Dice != 5 || dr.Armour != 3 {
		t.Fatalf("undeclared: %+v", dr)
	}
	a := archery(t, archer("lethal_shot"), fig("orc", Dark, SizeAverage, 4, 2, 4))
	_, evs = applyDice(t, a, shootWith(Heroes, "taeral", "orc", "lethal_shot"), 6, 4, 1, 1, 1)
	if dr := lastOf[DamageRolled](t, evs); dr.Dice != 3 || dr.Armour != 2 {
		t.Fatalf("lethal shot damage %+v", dr)
	}
}

// Tricky Fighter: a hit with doubles lowers the armour by 1; it needs
// Intelligence 4 (page 112).
func TestTrickyFighter(t *testing.T) {
	shara := skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "tricky_fighter")
	shara.Attrs.Intelligence = 4
	s := duel(t, shara, fig("orc", Dark, SizeAverage, 0, 0, 4))
	_, evs := applyDice(t, s, attackWith(Heroes, "shara", "orc", "tricky_fighter"), 4, 4, 1, 2, 1, 1, 1, 1)
	if dr := lastOf[DamageRolled](t, evs); dr.Armour != 2 {
		t.Fatalf("doubles: %+v", dr)
	}
	_, evs = applyDice(t, s, attackWith(Heroes, "shara", "orc", "tricky_fighter"), 4, 5, 1, 2, 1, 1, 1, 1)
	if dr := lastOf[DamageRolled](t, evs); dr.Armour != 3 {
		t.Fatalf("no doubles: %+v", dr)
	}
	s.Figures[0].Attrs.Intelligence = 3
	refused(t, s, attackWith(Heroes, "shara", "orc", "tricky_fighter"), CodeBadSkill)
	if slices.Contains(optionIDs(s, Heroes), "attack:shara:orc+tricky_fighter") {
		t.Fatal("offered below its minimum")
	}
}

// Fast Shooting: two shots at -1 without moving, not with reload weapons.
func TestFastShooting(t *testing.T) {
	s := archery(t, archer("fast_shooting"), fig("orc", Dark, SizeAverage, 4, 2, 4))
	n, evs := applyDice(t, s, shootWith(Heroes, "taeral", "orc", "fast_shooting"), 5, 5, 1, 1, 1)
	if r := rolls(evs)[0]; !skillModifier(r, -1, "Fast Shooting") {
		t.Fatalf("shot %+v", r.Modifiers)
	}
	n, evs = applyDice(t, n, shoot(Heroes, "taeral", "orc"), 5, 5, 1, 1, 1)
	if r := rolls(evs)[0]; !skillModifier(r, -1, "Fast Shooting") {
		t.Fatalf("second shot %+v", r.Modifiers)
	}
	refused(t, n, shoot(Heroes, "taeral", "orc"), CodeActionUsed)
	// After moving, or with a reload weapon: refused.
	m, _ := play(t, s, nil, moveTo(Heroes, "taeral", 0, 1))
	refused(t, m, shootWith(Heroes, "taeral", "orc", "fast_shooting"), CodeBadSkill)
	c := archery(t, skilled(armed(heroFig("taeral", 0, 2, 4, 0), crossbow()), "fast_shooting"), fig("orc", Dark, SizeAverage, 4, 2, 4))
	refused(t, c, shootWith(Heroes, "taeral", "orc", "fast_shooting"), CodeBadSkill)
}

// Expert Shooter: no penalty after moving up to half the Movement.
func TestExpertShooter(t *testing.T) {
	s := archery(t, archer("expert_shooter"), fig("orc", Dark, SizeAverage, 4, 2, 4))
	m, _ := play(t, s, nil, moveTo(Heroes, "taeral", 1, 2))
	_, evs := applyDice(t, m, shootWith(Heroes, "taeral", "orc", "expert_shooter"), 5, 5, 1, 1, 1)
	r := rolls(evs)[0]
	if !hasModifier(r, 0, "moved up to half its Movement, no penalty: skill: Expert Shooter") ||
		hasModifier(r, -1, "moved up to half its Movement") {
		t.Fatalf("shot %+v", r.Modifiers)
	}
	_, evs = applyDice(t, m, shoot(Heroes, "taeral", "orc"), 5, 5, 1, 1, 1)
	if r := rolls(evs)[0]; !hasModifier(r, -1, "moved up to half its Movement") {
		t.Fatalf("undeclared %+v", r.Modifiers)
	}
	// Not offered without a move.
	refused(t, s, shootWith(Heroes, "taeral", "orc", "expert_shooter"), CodeBadSkill)
}

// Combat Master: one more attack while fighting two enemies; Combat Skill
// 4 at least.
func TestCombatMaster(t *testing.T) {
	shara := skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "combat_master")
	shara.Attrs.CombatSkill = 4
	s := duel(t, shara, fig("orc", Dark, SizeAverage, 0, 0, 4))
	refused(t, s, attackWith(Heroes, "shara", "orc", "combat_master"), CodeBadSkill) // one enemy
	goblin := fig("goblin", Dark, SizeAverage, 2, 1, 4)
	goblin.Facing = board.South
	s.Figures = append(s.Figures, goblin)
	if !slices.Contains(optionIDs(s, Heroes), "attack:shara:orc+combat_master") {
		t.Fatalf("options %v", optionIDs(s, Heroes))
	}
	n, _ := applyDice(t, s, attackWith(Heroes, "shara", "orc", "combat_master"), 1, 2, 5, 5)
	n.Prompt = nil
	if !slices.Contains(optionIDs(n, Heroes), "attack:shara:orc") {
		t.Fatalf("no second attack: %v", optionIDs(n, Heroes))
	}
	n, _ = applyDice(t, n, attack(Heroes, "shara", "orc"), 1, 2, 5, 5)
	n.Prompt = nil
	refused(t, n, attack(Heroes, "shara", "orc"), CodeActionUsed)
	s.Figures[0].Attrs.CombatSkill = 3
	refused(t, s, attackWith(Heroes, "shara", "orc", "combat_master"), CodeBadSkill)
}

// Two-Weapon Fighting: with two one-handed weapons, two attacks at -1.
func TestTwoWeaponFighting(t *testing.T) {
	shara := skilled(armed(heroFig("shara", 0, 0, 4, 0), sword(), axeItem()), "two_weapon_fighting")
	s := duel(t, shara, fig("orc", Dark, SizeAverage, 0, 0, 4))
	c := Attack{Header: Header{Seat: Heroes}, Figure: "shara", Target: "orc", Item: 0, Skills: []string{"two_weapon_fighting"}}
	n, evs := applyDice(t, s, c, 1, 2, 5, 5)
	if r := rolls(evs)[0]; !skillModifier(r, -1, "Two-Weapon Fighting") {
		t.Fatalf("attack %+v", r.Modifiers)
	}
	n.Prompt = nil
	c2 := Attack{Header: Header{Seat: Heroes}, Figure: "shara", Target: "orc", Item: 1}
	n, evs = applyDice(t, n, c2, 1, 2, 5, 5)
	if r := rolls(evs)[0]; !skillModifier(r, -1, "Two-Weapon Fighting") {
		t.Fatalf("second attack %+v", r.Modifiers)
	}
	n.Prompt = nil
	refused(t, n, c2, CodeActionUsed)
	// One weapon: refused.
	s.Figures[0].Items = s.Figures[0].Items[:1]
	refused(t, s, attackWith(Heroes, "shara", "orc", "two_weapon_fighting"), CodeBadSkill)
}

// Swift Drawing: no penalty for drawing inside a melee range.
func TestSwiftDrawing(t *testing.T) {
	shara := skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "swift_drawing")
	s := duel(t, shara, fig("orc", Dark, SizeAverage, 0, 0, 4))
	s.Active.DrewInMelee = true
	_, evs := applyDice(t, s, attack(Heroes, "shara", "orc"), 1, 2, 5, 5)
	r := rolls(evs)[0]
	if hasModifier(r, -1, "drew a weapon in a melee range") || !hasModifier(r, 0, "drew a weapon in a melee range, no penalty: skill: Swift Drawing") {
		t.Fatalf("attack %+v", r.Modifiers)
	}
}

// Large and Huge: -1 armour to smaller figures they hit; a Large figure
// makes the shields of smaller ones roll to break, a Huge one breaks them.
func TestLargeAndHuge(t *testing.T) {
	for _, c := range []struct {
		skill string
		size  int
	}{{"large", SizeLarge}, {"huge", SizeHuge}} {
		t.Run(c.skill, func(t *testing.T) {
			troll := skilled(armed(fig("troll", Dark, c.size, 3, 2, 4), sword()), c.skill)
			troll.Facing = board.West
			shara := armed(heroFig("shara", 2, 2, 4, 0), sword())
			shara.Facing = board.East
			s := newState(t, arena(t), shara, troll)
			d, _ := play(t, s, nil, endTurn(Heroes), activate(Dark, "troll"))
			_, evs := applyDice(t, d, attack(Dark, "troll", "shara"), 5, 4, 1, 2, 1, 1, 1, 1, 1, 1)
			if dr := lastOf[DamageRolled](t, evs); dr.Armour != 2 {
				t.Fatalf("armour %+v", dr)
			}
			d.Figures[0].Items = append(d.Figures[0].Items, shieldItem())
			n, _ := applyDice(t, d, attack(Dark, "troll", "shara"), 5, 4, 1, 2)
			n, evs = applyDice(t, n, answer(Heroes, OptionBlock), 5, 6, 1)
			switch c.skill {
			case "large":
				if br := lastOf[BreakingRolled](t, evs); br.Broken {
					t.Fatalf("breaking %+v", br)
				}
			case "huge":
				if _, ok := find[ShieldBroken](evs); !ok || !n.Figures[0].Items[1].Broken {
					t.Fatalf("the shield did not break: %v", evs)
				}
				if dr := lastOf[DamageRolled](t, evs); dr.Dice != 1 {
					t.Fatalf("one die through a broken shield: %+v", dr)
				}
			}
		})
	}
}

// Invulnerable: only a critical hit wounds it; an automatic hit wounds
// only with sixes.
func TestInvulnerable(t *testing.T) {
	s := duel(t, armed(heroFig("shara", 0, 0, 4, 0), sword()), skilled(fig("orc", Dark, SizeAverage, 0, 0, 4), "invulnerable"))
	_, evs := applyDice(t, s, attack(Heroes, "shara", "orc"), 5, 5, 1, 2)
	if hasEvent[DamageRolled](evs) {
		t.Fatal("a hit without a critical rolled damage")
	}
	if u, ok := skillUsed(evs, "invulnerable"); !ok || u.Figure != "orc" {
		t.Fatalf("no report: %v", evs)
	}
	_, evs = applyDice(t, s, attack(Heroes, "shara", "orc"), 6, 5, 1, 2, 5, 5, 5, 5, 5)
	if dr := lastOf[DamageRolled](t, evs); dr.Wounds != 5 {
		t.Fatalf("critical hit %+v", dr)
	}
	s.Figures[1].Conditions = s.Figures[1].Conditions.With(Stationary)
	_, evs = applyDice(t, s, attack(Heroes, "shara", "orc"), 5, 5, 6, 6)
	if dr := lastOf[DamageRolled](t, evs); dr.Armour != MaxArmour || dr.Wounds != 2 {
		t.Fatalf("automatic hit %+v", dr)
	}
}

// Projectile Immunity: shots do nothing to it.
func TestProjectileImmunity(t *testing.T) {
	s := archery(t, archer(), skilled(fig("orc", Dark, SizeAverage, 4, 2, 4), "projectile_immunity"))
	_, evs := applyDice(t, s, shoot(Heroes, "taeral", "orc"), 6, 5, 6, 6, 6)
	if hasEvent[DamageRolled](evs) {
		t.Fatal("a shot rolled damage")
	}
	if _, ok := skillUsed(evs, "projectile_immunity"); !ok {
		t.Fatal("no report")
	}
}

// Undead and Underworld: conditions they ignore; Underworld takes one die
// fewer from fire.
func TestImmunities(t *testing.T) {
	for _, c := range []struct {
		skill  string
		immune []Condition
		not    []Condition
	}{
		{"undead", []Condition{Poisoned, Diseased, Wounded, Stunned}, []Condition{KnockedDown, Frightened}},
		{"underworld", []Condition{Poisoned, Diseased}, []Condition{Stunned, KnockedDown}},
	} {
		for _, cond := range append(c.immune, c.not...) {
			s := newState(t, arena(t), skilled(fig("ghoul", Dark, SizeAverage, 1, 1, 4), c.skill))
			e := &env{s: &s, dice: dice.NewRoller(dice.Scripted())}
			e.gain(0, cond)
			want := !slices.Contains(c.immune, cond)
			if s.Figures[0].Conditions.Has(cond) != want {
				t.Errorf("%s gaining %v: has it %v", c.skill, cond, !want)
			}
			if _, used := skillUsed(e.events, c.skill); used == want {
				t.Errorf("%s gaining %v: reported %v", c.skill, cond, used)
			}
		}
	}
	s := newState(t, arena(t), skilled(fig("imp", Dark, SizeAverage, 1, 1, 4), "underworld"))
	e := &env{s: &s, dice: dice.NewRoller(dice.Scripted(1, 1))}
	if err := e.damage(Blow{Target: "imp", Dice: 3, Against: Armour, Flaming: true}); err != nil {
		t.Fatal(err)
	}
	if dr := lastOf[DamageRolled](t, e.events); dr.Dice != 2 {
		t.Fatalf("fire %+v", dr)
	}
	// The damage roll shows the die it lost, and why.
	if r := lastOf[Rolled](t, e.events).Roll; len(r.DiceModifiers) != 1 || r.DiceModifiers[0].Value != -1 || r.DiceModifiers[0].Why.En != "skill: Underworld" {
		t.Fatalf("dice modifiers %+v", r.DiceModifiers)
	}
}

// Staggering: never runs, swims or makes great jumps.
func TestStaggering(t *testing.T) {
	zombie := skilled(fig("zombie", Heroes, SizeAverage, 1, 1, 4), "staggering")
	s := newState(t, arena(t), zombie)
	s, _ = play(t, s, nil, activate(Heroes, "zombie"))
	if slices.Contains(optionIDs(s, Heroes), "run:zombie") {
		t.Fatal("offered a run")
	}
	refused(t, s, run(Heroes, "zombie"), CodeCannotRun)
	refused(t, s, Swim{Header: Header{Seat: Heroes}, Figure: "zombie"}, CodeCannotSwim)
	refused(t, s, Jump{Header: Header{Seat: Heroes}, Figure: "zombie", To: at(3, 1)}, CodeCannotJump)
}

// Double Attack and Multiple Attacks: one and two more attacks, never
// above 3.
func TestExtraOffensiveActions(t *testing.T) {
	for skill, want := range map[string]int{"": 1, "double_attack": 2, "multiple_attacks": 3} {
		orc := armed(fig("orc", Dark, SizeAverage, 0, 0, 4), sword())
		if skill != "" {
			orc = skilled(orc, skill, skill) // a repeated skill counts once
		}
		if skill == "multiple_attacks" {
			orc = skilled(orc, "double_attack") // 1+2+1, capped at 3
		}
		shara := armed(heroFig("shara", 2, 2, 4, 0), sword())
		s := duel(t, shara, orc)
		d, _ := play(t, s, nil, endAct(Heroes, "shara"), endTurn(Heroes), activate(Dark, "orc"))
		n := d
		for k := 0; k < want; k++ {
			n, _ = applyDice(t, n, attack(Dark, "orc", "shara"), 1, 2, 5, 5)
			n.Prompt = nil
		}
		refused(t, n, attack(Dark, "orc", "shara"), CodeActionUsed)
	}
}

// Slippery: shots at it are at -1, not in heavy armour, Agility 4 at least.
func TestSlippery(t *testing.T) {
	orc := skilled(fig("orc", Dark, SizeAverage, 4, 2, 4), "slippery")
	orc.Attrs.Agility = 4
	s := archery(t, archer(), orc)
	s.Figures[0].Attrs.Agility = 4
	_, evs := applyDice(t, s, shoot(Heroes, "taeral", "orc"), 1, 2)
	if r := rolls(evs)[0]; !hasModifier(r, -1, "target's skill: Slippery") || r.Modifiers[len(r.Modifiers)-1].Why.Es != "habilidad: Escurridizo del objetivo" {
		t.Fatalf("shot %+v", r.Modifiers)
	}
	s.Figures[1].Items = []Item{heavyArmourItem()}
	_, evs = applyDice(t, s, shoot(Heroes, "taeral", "orc"), 1, 2)
	if r := rolls(evs)[0]; hasModifier(r, -1, "target's skill: Slippery") {
		t.Fatal("slippery in heavy armour")
	}
	s.Figures[1].Items = nil
	s.Figures[1].Attrs.Agility = 3
	_, evs = applyDice(t, s, shoot(Heroes, "taeral", "orc"), 1, 2)
	if r := rolls(evs)[0]; hasModifier(r, -1, "target's skill: Slippery") {
		t.Fatal("slippery below its minimum")
	}
}

// Giant Killer: one more damage die against Large and Huge foes, offered
// only against them.
func TestGiantKiller(t *testing.T) {
	shara := skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "giant_killer")
	s := duel(t, shara, fig("orc", Dark, SizeAverage, 0, 0, 4))
	refused(t, s, attackWith(Heroes, "shara", "orc", "giant_killer"), CodeBadSkill)
	troll := fig("troll", Dark, SizeLarge, 3, 2, 4)
	troll.Facing = board.West
	s.Figures[1] = troll
	if !slices.Contains(optionIDs(s, Heroes), "attack:shara:troll+giant_killer") {
		t.Fatalf("options %v", optionIDs(s, Heroes))
	}
	_, evs := applyDice(t, s, attackWith(Heroes, "shara", "troll", "giant_killer"), 5, 5, 1, 2, 1, 1, 1, 1, 1)
	if dr := lastOf[DamageRolled](t, evs); dr.Dice != 5 {
		t.Fatalf("damage %+v", dr)
	}
}

// Tough: +1 to the recovery roll of a stunned figure.
func TestTough(t *testing.T) {
	for _, c := range []struct {
		skills []string
		keeps  bool
	}{{nil, true}, {[]string{"tough"}, false}} {
		f := skilled(heroFig("borgron", 1, 1, 4, 0), c.skills...)
		f.Conditions = f.Conditions.With(Stunned)
		s := newState(t, arena(t), f)
		n, evs := play(t, s, []int{3}, activate(Heroes, "borgron"))
		if n.Figures[0].Conditions.Has(Stunned) != c.keeps {
			t.Fatalf("%v: stunned %v after %v", c.skills, !c.keeps, rolls(evs))
		}
		if c.keeps {
			continue
		}
		if r := rolls(evs)[0]; !skillModifier(r, 1, "Tough") {
			t.Fatalf("recovery roll %+v", r.Modifiers)
		}
	}
}

// Small: its projectile weapons roll one damage die fewer, thrown ones
// not.
func TestSmallShooter(t *testing.T) {
	s := archery(t, archer("small"), fig("orc", Dark, SizeAverage, 4, 2, 4))
	_, evs := applyDice(t, s, shoot(Heroes, "taeral", "orc"), 5, 5, 1, 1)
	if dr := lastOf[DamageRolled](t, evs); dr.Dice != 2 {
		t.Fatalf("damage %+v", dr)
	}
}

// Rerolling ones (Elite, Expert Thrower, Cat Reflexes, Lynx, Heart Seeker,
// Cruel): the dice showing 1 are rolled again, never a critical failure.
func TestRerollOnes(t *testing.T) {
	// Elite: 1 and 4 become 6 and 4; Combat Skill 4 at least.
	shara := skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "elite")
	shara.Attrs.CombatSkill = 4
	s := duel(t, shara, fig("orc", Dark, SizeAverage, 0, 0, 4))
	_, evs := applyDice(t, s, attackWith(Heroes, "shara", "orc", "elite"), 1, 4, 6, 2, 1, 1, 1, 1, 1, 1)
	r := rolls(evs)
	if r[1].Dice[0] != 6 || r[1].Dice[1] != 4 || r[1].Critical != "" {
		t.Fatalf("rerolled %+v", r[1])
	}
	if _, ok := skillUsed(evs, "elite"); !ok {
		t.Fatal("no report")
	}
	// A critical failure stays.
	_, evs = applyDice(t, s, attackWith(Heroes, "shara", "orc", "elite"), 1, 1, 2, 2, 6)
	if r := rolls(evs); r[1].Rule != ruleMelee || r[1].Figure != "orc" {
		t.Fatalf("a double 1 was rolled again: %+v", r)
	}
	// Cat Reflexes (passive, Agility 4): the defender's 1s.
	orc := skilled(fig("orc", Dark, SizeAverage, 0, 0, 4), "cat_reflexes")
	orc.Attrs.Agility = 4
	s = duel(t, armed(heroFig("shara", 0, 0, 4, 0), sword()), orc)
	_, evs = applyDice(t, s, attack(Heroes, "shara", "orc"), 3, 3, 1, 5, 6)
	if r := rolls(evs); len(r) < 3 || r[2].Figure != "orc" || r[2].Dice[0] != 6 {
		t.Fatalf("defence %+v", r)
	}
	// Expert Thrower: only with throwing weapons.
	a := archery(t, archer("expert_thrower"), fig("orc", Dark, SizeAverage, 4, 2, 4))
	a.Figures[0].Attrs.ShootingSkill = 4
	refused(t, a, shootWith(Heroes, "taeral", "orc", "expert_thrower"), CodeBadSkill)
	knife := Item{ItemCard: &ItemCard{ID: "knife", Name: Text{En: "Knife", Es: "Cuchillo"}, Kind: ItemRanged, Hands: 1, Dice: 1, PlusStrength: true, RangeTimes: 2, Throwing: true}, Place: InHand}
	a.Figures[0].Items = []Item{knife}
	_, evs = applyDice(t, a, shootWith(Heroes, "taeral", "orc", "expert_thrower"), 1, 5, 5, 1, 1, 1, 1)
	if r := rolls(evs); r[1].Dice[0] != 5 || r[1].Outcome != Passed {
		t.Fatalf("throw %+v", r)
	}
	// Heart Seeker: every 1 of a ranged hit's damage.
	a = archery(t, archer("heart_seeker"), fig("orc", Dark, SizeAverage, 4, 2, 4))
	_, evs = applyDice(t, a, shootWith(Heroes, "taeral", "orc", "heart_seeker"), 5, 5, 1, 1, 4, 5, 5)
	if dr := lastOf[DamageRolled](t, evs); dr.Wounds != 3 {
		t.Fatalf("heart seeker %+v %v", dr, rolls(evs))
	}
	// Cruel: one 1 of a melee hit's damage.
	s = duel(t, skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "cruel"), fig("orc", Dark, SizeAverage, 0, 0, 4))
	_, evs = applyDice(t, s, attackWith(Heroes, "shara", "orc", "cruel"), 5, 5, 1, 2, 1, 1, 4, 4, 6)
	if dr := lastOf[DamageRolled](t, evs); dr.Wounds != 3 {
		t.Fatalf("cruel %+v %v", dr, rolls(evs))
	}
	// Lynx: the Initiative roll's 1s.
	g := newState(t, arena(t), skilled(heroFig("taeral", 0, 0, 4, 0), "lynx"), fig("orc", Dark, SizeAverage, 3, 3, 4))
	e := &env{s: &g, dice: dice.NewRoller(dice.Scripted(1, 3, 6, 2, 2))}
	o, err := e.opposed(ruleInitiative, 0, Perception, nil, 1, Perception, nil)
	if err != nil || o.Winner != "taeral" || o.First.Dice[0] != 6 {
		t.Fatalf("initiative %+v %v", o, err)
	}
}

// Sword Master: each critical of a hit with a sword gives one more attack;
// those give no more. Dance Battler: both dice at or above the enemy's
// Agility give one more attack, once per turn.
func TestGrantedAttacks(t *testing.T) {
	shara := skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "sword_master")
	shara.Attrs.CombatSkill = 4
	s := duel(t, shara, fig("orc", Dark, SizeAverage, 0, 0, 4))
	n, evs := applyDice(t, s, attackWith(Heroes, "shara", "orc", "sword_master"), 6, 2, 1, 2, 1, 1, 1, 1, 1)
	if _, ok := skillUsed(evs, "sword_master"); !ok || len(n.Active.Granted) != 1 {
		t.Fatalf("granted %v", n.Active.Granted)
	}
	n, _ = play(t, n, nil, answer(Heroes, OptionNoPush))
	// The granted attack's critical grants nothing.
	n, _ = applyDice(t, n, attack(Heroes, "shara", "orc"), 6, 2, 1, 2, 1, 1, 1, 1, 1)
	n, _ = play(t, n, nil, answer(Heroes, OptionNoPush))
	if len(n.Active.Granted) != 1 {
		t.Fatalf("a granted attack granted more: %v", n.Active.Granted)
	}
	refused(t, n, attack(Heroes, "shara", "orc"), CodeActionUsed)
	s.Figures[0].Items = []Item{axeItem()}
	refused(t, s, attackWith(Heroes, "shara", "orc", "sword_master"), CodeBadSkill)

	dancer := skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "dance_battler")
	s = duel(t, dancer, fig("orc", Dark, SizeAverage, 0, 0, 4)) // orc's Agility 3
	n, _ = applyDice(t, s, attackWith(Heroes, "shara", "orc", "dance_battler"), 3, 4, 5, 5)
	if len(n.Active.Granted) != 1 {
		t.Fatalf("dance: %v", n.Active.Granted)
	}
	n, _ = applyDice(t, n, attack(Heroes, "shara", "orc"), 3, 4, 5, 5)
	if len(n.Active.Granted) != 1 {
		t.Fatal("a second dance attack in one turn")
	}
	n, _ = applyDice(t, s, attackWith(Heroes, "shara", "orc", "dance_battler"), 2, 6, 5, 5)
	if len(n.Active.Granted) != 0 {
		t.Fatal("a die below the enemy's Agility granted an attack")
	}
	s.Figures[0].Items = append(s.Figures[0].Items, heavyArmourItem())
	refused(t, s, attackWith(Heroes, "shara", "orc", "dance_battler"), CodeBadSkill)
}

// Dirty Fighter: doubles (not a critical failure) stun the opponent, not a
// Huge one, attacking or, declared as a reaction, defending.
func TestDirtyFighter(t *testing.T) {
	s := duel(t, skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "dirty_fighter"), fig("orc", Dark, SizeAverage, 0, 0, 4))
	n, evs := applyDice(t, s, attackWith(Heroes, "shara", "orc", "dirty_fighter"), 3, 3, 5, 5)
	if !n.Figures[1].Conditions.Has(Stunned) {
		t.Fatalf("orc not stunned: %v", evs)
	}
	n, _ = applyDice(t, s, attack(Heroes, "shara", "orc"), 3, 3, 5, 5)
	if n.Figures[1].Conditions.Has(Stunned) {
		t.Fatal("stunned without the skill declared")
	}
	s.Figures[1].Size = SizeHuge
	s.Figures[1].At = at(3, 1)
	n, _ = applyDice(t, s, attackWith(Heroes, "shara", "orc", "dirty_fighter"), 3, 3, 5, 5)
	if n.Figures[1].Conditions.Has(Stunned) {
		t.Fatal("a Huge figure stunned")
	}
	// Defending: the reaction prompt comes before any roll.
	d := duel(t, skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "dirty_fighter"), fig("orc", Dark, SizeAverage, 0, 0, 4))
	d, _ = play(t, d, nil, endAct(Heroes, "shara"), endTurn(Heroes), activate(Dark, "orc"))
	n, evs = applyDice(t, d, attack(Dark, "orc", "shara"))
	if n.Prompt == nil || n.Prompt.Kind != PromptReaction || promptIDs(n.Prompt) != "no_skill skills:dirty_fighter" || len(rolls(evs)) != 0 {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	n, _ = applyDice(t, n, answer(Heroes, "skills:dirty_fighter"), 5, 5, 4, 4, 1, 1, 1)
	if !n.Figures[1].Conditions.Has(Stunned) {
		t.Fatal("the attacker was not stunned by the defender's doubles")
	}
	n, _ = applyDice(t, d, attack(Dark, "orc", "shara"))
	n, _ = applyDice(t, n, answer(Heroes, OptionNoReaction), 5, 5, 4, 4, 1, 1, 1)
	if n.Figures[1].Conditions.Has(Stunned) {
		t.Fatal("stunned without the reaction")
	}
}

// Foresight: a defender that declared it and wins with doubles hits the
// attacker; not combined with other active skills.
func TestForesight(t *testing.T) {
	d := duel(t, skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "foresight", "dirty_fighter"), armed(fig("orc", Dark, SizeAverage, 0, 0, 4), sword()))
	d, _ = play(t, d, nil, endAct(Heroes, "shara"), endTurn(Heroes), activate(Dark, "orc"))
	n, _ := applyDice(t, d, attack(Dark, "orc", "shara"))
	if got := promptIDs(n.Prompt); got != "no_skill skills:dirty_fighter skills:foresight" {
		t.Fatalf("options %s", got)
	}
	refused(t, n, answer(Heroes, "skills:dirty_fighter+foresight"), CodeBadOption)
	n, evs := applyDice(t, n, answer(Heroes, "skills:foresight"), 2, 3, 5, 5, 4, 4, 4, 4)
	dr := lastOf[DamageRolled](t, evs)
	if dr.Figure != "orc" || dr.By != "shara" || dr.Dice != 4 || dr.Wounds != 4 {
		t.Fatalf("counter %+v", dr)
	}
	if _, ok := skillUsed(evs, "foresight"); !ok {
		t.Fatal("no report")
	}
	if n.Active == nil || n.Active.Figure != "orc" {
		t.Fatalf("the orc's activation should go on: %+v", n.Active)
	}
	// Knocked out by the counter, the attacker's activation ends.
	d.Figures[1].Attrs.Vitality = 4
	n, _ = applyDice(t, d, attack(Dark, "orc", "shara"))
	n, _ = applyDice(t, n, answer(Heroes, "skills:foresight"), 2, 3, 5, 5, 4, 4, 4, 4)
	if n.Figures[1].Present() || n.Active != nil {
		t.Fatalf("knocked out %v, active %+v", !n.Figures[1].Present(), n.Active)
	}
}

func bastardSword() Item {
	return Item{ItemCard: &ItemCard{ID: "bastard_sword", Name: Text{En: "Bastard Sword", Es: "Espada bastarda"}, Kind: ItemMelee, Hands: 2, Dice: 2, PlusStrength: true, Breaks: 1}, Place: InHand}
}

// Blocking: with a bastard sword, an answer of the block prompt blocks on
// 5+ (one more per critical) without breaking the weapon, and leaves -1 on
// the figure's next attack.
func TestBlocking(t *testing.T) {
	d := duel(t, skilled(armed(heroFig("shara", 0, 0, 4, 0), bastardSword()), "blocking"), armed(fig("orc", Dark, SizeAverage, 0, 0, 4), sword()))
	d, _ = play(t, d, nil, endAct(Heroes, "shara"), endTurn(Heroes), activate(Dark, "orc"))
	n, _ := applyDice(t, d, attack(Dark, "orc", "shara"), 5, 5, 1, 2)
	if n.Prompt == nil || promptIDs(n.Prompt) != "block_weapon no_block" || !strings.Contains(n.Prompt.Options[0].Label.En, "Bastard Sword (5+") {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	n, evs := applyDice(t, n, answer(Heroes, OptionWeaponBlock), 5)
	if hasEvent[DamageRolled](evs) || hasEvent[BreakingRolled](evs) || !slices.Contains(n.Figures[0].Marks, "blocking") {
		t.Fatalf("blocked: %v marks %v", evs, n.Figures[0].Marks)
	}
	// Shara's next attack is at -1, and the mark is spent.
	n.Strike, n.Prompt = nil, nil
	n, _ = play(t, n, nil, endAct(Dark, "orc"), endTurn(Dark), activate(Heroes, "shara"))
	if !slices.Contains(n.Figures[0].Marks, "blocking") {
		t.Fatal("the mark ended with the activation's start")
	}
	n, evs = applyDice(t, n, attack(Heroes, "shara", "orc"), 1, 2, 5, 5)
	if r := rolls(evs)[0]; !hasModifier(r, -1, "after using skill: Blocking") || len(n.Figures[0].Marks) != 0 {
		t.Fatalf("attack %+v, marks %v", r.Modifiers, n.Figures[0].Marks)
	}
	// A one-handed sword: no weapon block.
	d.Figures[0].Items = []Item{sword()}
	n, _ = applyDice(t, d, attack(Dark, "orc", "shara"), 5, 5, 1, 2, 1, 1, 1, 1)
	if n.Prompt != nil && n.Prompt.Kind == PromptBlock {
		t.Fatalf("prompt %+v", n.Prompt)
	}
}

// Regeneration: at the start of its activation, one die per Vitality lost
// since its previous one, each 5+ healing one.
func TestRegeneration(t *testing.T) {
	troll := skilled(fig("troll", Dark, SizeLarge, 3, 1, 4), "regeneration")
	troll.Wounds, troll.WoundsRecent = 4, 3
	s := newState(t, arena(t), heroFig("shara", 0, 0, 4, 0), troll)
	n, evs := play(t, s, []int{5, 6, 2}, endTurn(Heroes), activate(Dark, "troll"))
	if n.Figures[1].Wounds != 2 || n.Figures[1].WoundsRecent != 0 {
		t.Fatalf("wounds %d recent %d: %v", n.Figures[1].Wounds, n.Figures[1].WoundsRecent, evs)
	}
	if _, ok := skillUsed(evs, "regeneration"); !ok {
		t.Fatal("no report")
	}
	// Wounds taken count towards the next roll.
	e := &env{s: &n, dice: dice.NewRoller(dice.Scripted(6, 6))}
	if err := e.damage(Blow{Target: "troll", Dice: 2, Against: Armour}); err != nil {
		t.Fatal(err)
	}
	if n.Figures[1].WoundsRecent != 2 {
		t.Fatalf("recent %d", n.Figures[1].WoundsRecent)
	}
}

// Leech Vitality, Plague Bearer, Poisonous and Paralyzing Poison act once
// the attack wounds.
func TestAfterWoundSkills(t *testing.T) {
	vampire := func(skills ...string) State {
		v := skilled(armed(fig("orc", Dark, SizeAverage, 0, 0, 4), sword()), skills...)
		v.Wounds = 3
		d := duel(t, armed(heroFig("shara", 0, 0, 4, 0), sword()), v)
		d, _ = play(t, d, nil, endAct(Heroes, "shara"), endTurn(Heroes), activate(Dark, "orc"))
		return d
	}
	// Four wounds drain two Vitality.
	d := vampire("leech_vitality")
	n, evs := applyDice(t, d, attackWith(Dark, "orc", "shara", "leech_vitality"), 5, 5, 1, 2, 5, 5, 5, 5)
	if n.Figures[1].Wounds != 1 {
		t.Fatalf("orc wounds %d: %v", n.Figures[1].Wounds, evs)
	}
	// Shara's Natural Armour is 2: a 2 makes her diseased, poisoned (and
	// one more Vitality), or paralysed.
	for _, c := range []struct {
		skill string
		check func(f Figure) bool
	}{
		{"plague_bearer", func(f Figure) bool { return f.Conditions.Has(Diseased) }},
		{"poisonous", func(f Figure) bool { return f.Conditions.Has(Poisoned) && f.Wounds == 2 }},
		{"paralyzing_poison", func(f Figure) bool { return slices.Contains(f.Marks, "paralyzing_poison") }},
	} {
		d := vampire(c.skill)
		n, evs := applyDice(t, d, attack(Dark, "orc", "shara"), 5, 5, 1, 2, 5, 1, 1, 1, 2)
		if !c.check(n.Figures[0]) {
			t.Errorf("%s: %+v %v", c.skill, n.Figures[0], evs)
		}
		n, _ = applyDice(t, d, attack(Dark, "orc", "shara"), 5, 5, 1, 2, 5, 1, 1, 1, 1)
		if c.check(n.Figures[0]) {
			t.Errorf("%s on a 1", c.skill)
		}
		// Tough, her Natural Armour is 3 against them (page 116): a 2
		// no longer does it, a 3 does, and the roll says why.
		d.Figures[0].Skills = append(slices.Clone(d.Figures[0].Skills), "tough")
		n, evs = applyDice(t, d, attack(Dark, "orc", "shara"), 5, 5, 1, 2, 5, 1, 1, 1, 2)
		if c.check(n.Figures[0]) {
			t.Errorf("%s on a 2 against a Tough hero", c.skill)
		}
		if r := rolls(evs); len(r) == 0 || len(r[len(r)-1].Modifiers) != 1 || r[len(r)-1].Modifiers[0].Value != -1 {
			t.Errorf("%s: the venom's roll %+v", c.skill, r)
		}
		n, _ = applyDice(t, d, attack(Dark, "orc", "shara"), 5, 5, 1, 2, 5, 1, 1, 1, 3)
		if !c.check(n.Figures[0]) {
			t.Errorf("%s on a 3 against a Tough hero", c.skill)
		}
	}
	// The paralysed hero loses her next activation.
	d = vampire("paralyzing_poison")
	n, _ = applyDice(t, d, attack(Dark, "orc", "shara"), 5, 5, 1, 2, 5, 1, 1, 1, 2)
	n.Strike, n.Prompt = nil, nil
	n, evs = play(t, n, nil, endAct(Dark, "orc"), endTurn(Dark), activate(Heroes, "shara"))
	if n.Active != nil || slices.Contains(n.Figures[0].Marks, "paralyzing_poison") {
		t.Fatalf("active %+v marks %v", n.Active, n.Figures[0].Marks)
	}
	if _, ok := skillUsed(evs, "paralyzing_poison"); !ok {
		t.Fatal("no report")
	}
}

// Hardened: a wounding attack takes one point less on 4+.
func TestHardened(t *testing.T) {
	d := duel(t, skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "hardened"), armed(fig("orc", Dark, SizeAverage, 0, 0, 4), sword()))
	d, _ = play(t, d, nil, endAct(Heroes, "shara"), endTurn(Heroes), activate(Dark, "orc"))
	n, evs := applyDice(t, d, attack(Dark, "orc", "shara"), 5, 5, 1, 2, 5, 5, 5, 5, 4)
	if n.Figures[0].Wounds != 3 || lastOf[DamageRolled](t, evs).Wounds != 3 {
		t.Fatalf("wounds %d: %v", n.Figures[0].Wounds, evs)
	}
	n, _ = applyDice(t, d, attack(Dark, "orc", "shara"), 5, 5, 1, 2, 5, 5, 5, 5, 3)
	if n.Figures[0].Wounds != 4 {
		t.Fatalf("wounds %d on a 3", n.Figures[0].Wounds)
	}
	// No roll when nothing wounds.
	_, evs = applyDice(t, d, attack(Dark, "orc", "shara"), 5, 5, 1, 2, 1, 1, 1, 1)
	if len(rolls(evs)) != 3 {
		t.Fatalf("rolls %v", rolls(evs))
	}
	// A fatal blow keeps the point spared through the Fortune prompt.
	d.Figures[0].Attrs.Fortune, d.Figures[0].Wounds = 1, 3
	n, _ = applyDice(t, d, attack(Dark, "orc", "shara"), 5, 5, 1, 2)
	n, _ = applyDice(t, n, answer(Heroes, OptionKeep), 5, 5, 5, 5, 4)
	if n.Prompt == nil || n.Prompt.Roll == nil || n.Prompt.Roll.Spared != 1 {
		t.Fatalf("prompt %+v", n.Prompt)
	}
}

// Martial Arts: a melee critical on a foe no bigger lets the attacker
// choose damage and a stun, or one die and a knock-down; a Leader is only
// stunned.
func TestMartialArts(t *testing.T) {
	s := duel(t, skilled(heroFig("shara", 0, 0, 4, 0), "martial_arts"), fig("orc", Dark, SizeAverage, 0, 0, 4))
	n, _ := applyDice(t, s, attackWith(Heroes, "shara", "orc", "martial_arts"), 6, 3, 1, 2)
	if n.Prompt == nil || promptIDs(n.Prompt) != "damage_stun die_knock_down" {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	k, evs := applyDice(t, n, answer(Heroes, OptionDieKnockDown), 1)
	if dr := lastOf[DamageRolled](t, evs); dr.Dice != 1 || !k.Figures[1].Conditions.Has(KnockedDown) {
		t.Fatalf("knock-down %+v %v", dr, k.Figures[1].Conditions)
	}
	k, evs = applyDice(t, n, answer(Heroes, OptionDamageStun), 1, 1, 1, 1)
	if dr := lastOf[DamageRolled](t, evs); dr.Dice != 4 || !k.Figures[1].Conditions.Has(Stunned) {
		t.Fatalf("stun %+v %v", dr, k.Figures[1].Conditions)
	}
	// Without a critical, or undeclared: no choice.
	n, _ = applyDice(t, s, attack(Heroes, "shara", "orc"), 6, 3, 1, 2, 1, 1, 1, 1)
	if n.Prompt != nil && n.Prompt.Kind == PromptMartialArts {
		t.Fatal("undeclared")
	}
	// A Leader: stunned, no question.
	s.Figures[1].Leader = true
	n, _ = applyDice(t, s, attackWith(Heroes, "shara", "orc", "martial_arts"), 6, 3, 1, 2, 1, 1, 1, 1)
	if (n.Prompt != nil && n.Prompt.Kind == PromptMartialArts) || !n.Figures[1].Conditions.Has(Stunned) {
		t.Fatalf("leader: prompt %+v, %v", n.Prompt, n.Figures[1].Conditions)
	}
}

// Stupid: with no enemy in sight at the start of its activation, a 1 on
// 1D6 and it does nothing. Coward: wounded and outnumbered in its
// section, it flees unless it passes a Courage test. Vermin: never
// poisoned, diseased, stunned or knocked down.
func TestActivationSkills(t *testing.T) {
	g := parseMap(t, "#######", "#..#..#", "#######")
	ogre := skilled(fig("ogre", Dark, SizeAverage, 1, 1, 4), "stupid")
	hero := heroFig("shara", 5, 1, 4, 0)
	s := newState(t, g, hero, ogre)
	d, _ := play(t, s, nil, endTurn(Heroes))
	n, evs := play(t, d, []int{1}, activate(Dark, "ogre"))
	if n.Active != nil {
		t.Fatalf("the ogre acts: %v", evs)
	}
	if _, ok := skillUsed(evs, "stupid"); !ok {
		t.Fatal("no report")
	}
	n, _ = play(t, d, []int{2}, activate(Dark, "ogre"))
	if n.Active == nil {
		t.Fatal("the ogre lost its activation on a 2")
	}
	// An enemy in sight: no roll.
	s.Figures[0].At = at(2, 1)
	d, _ = play(t, s, nil, endTurn(Heroes))
	if n, _ = play(t, d, nil, activate(Dark, "ogre")); n.Active == nil {
		t.Fatal("no activation with an enemy in sight")
	}

	goblin := skilled(fig("goblin", Dark, SizeSmall, 1, 1, 4), "coward")
	goblin.Attrs.Courage, goblin.Wounds, goblin.Conditions = 2, 5, goblin.Conditions.With(Wounded)
	s = newState(t, arena(t), heroFig("shara", 3, 3, 4, 0), heroFig("borgron", 4, 3, 4, 0), goblin)
	d, _ = play(t, s, nil, endTurn(Heroes))
	n, evs = play(t, d, []int{2, 3}, activate(Dark, "goblin"))
	if n.Figures[2].Present() || n.Active != nil {
		t.Fatalf("the goblin stays: %v", evs)
	}
	n, _ = play(t, d, []int{5, 5}, activate(Dark, "goblin"))
	if !n.Figures[2].Present() || n.Active == nil {
		t.Fatal("the goblin fled after passing")
	}

	rats := skilled(fig("rats", Dark, SizeLarge, 1, 1, 4), "vermin")
	v := newState(t, arena(t), rats)
	e := &env{s: &v, dice: dice.NewRoller(dice.Scripted())}
	for _, c := range []Condition{Poisoned, Diseased, Stunned, KnockedDown} {
		e.gain(0, c)
	}
	e.gain(0, Frightened)
	if v.Figures[0].Conditions != Conditions(0).With(Frightened) {
		t.Fatalf("vermin conditions %v", v.Figures[0].Conditions)
	}
}

// Fearsome: Courage tests before attacking it and before its attacks;
// passing makes immune to that level for the combat, failing frightens,
// and an attacker failing against a Large or Huge foe loses the attack
// and its activation.
func TestFearsome(t *testing.T) {
	troll := skilled(armed(fig("troll", Dark, SizeLarge, 3, 2, 4), sword()), "fearsome")
	troll.Facing, troll.Level = board.West, "elite"
	shara := armed(heroFig("shara", 2, 2, 4, 0), sword())
	shara.Facing = board.East
	shara.Attrs.Courage = 3
	s := newState(t, arena(t), shara, troll)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	// Passed (4+3+3): the attack goes on, and Shara is immune to elites.
	n, evs := applyDice(t, s, attack(Heroes, "shara", "troll"), 4, 3, 1, 2, 5, 5, 1, 1, 1, 1)
	if r := rolls(evs)[0]; r.Rule != ruleFear || r.Outcome != Passed {
		t.Fatalf("fear roll %+v", r)
	}
	if n.Figures[0].FearImmune != 2 || !hasEvent[RoundWon](evs) {
		t.Fatalf("immune %d, %v", n.Figures[0].FearImmune, evs)
	}
	// Failed against a Large foe: frightened, no attack, activation over.
	n, evs = applyDice(t, s, attack(Heroes, "shara", "troll"), 1, 2)
	if !n.Figures[0].Conditions.Has(Frightened) || n.Active != nil || hasEvent[RoundWon](evs) {
		t.Fatalf("failed: %v, active %+v, %v", n.Figures[0].Conditions, n.Active, evs)
	}
	// An average Fearsome foe: frightened, but the attack goes on at -1.
	s.Figures[1].Size, s.Figures[1].At = SizeAverage, at(3, 2)
	n, evs = applyDice(t, s, attack(Heroes, "shara", "troll"), 1, 2, 5, 5, 5, 5)
	if !n.Figures[0].Conditions.Has(Frightened) || !hasEvent[RoundWon](evs) {
		t.Fatalf("average foe: %v", evs)
	}
	// The troll attacks: Shara tests first; a hero may spend Fortune on it.
	s.Figures[0].Attrs.Fortune = 1
	d, _ := play(t, s, nil, endAct(Heroes, "shara"), endTurn(Heroes), activate(Dark, "troll"))
	n, _ = applyDice(t, d, attack(Dark, "troll", "shara"), 1, 2)
	if n.Prompt == nil || n.Prompt.Kind != PromptFortuneReroll || n.Prompt.Roll.Rule != ruleFear {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	n, evs = applyDice(t, n, answer(Heroes, OptionReroll), 5, 5, 5, 5, 1, 2, 1, 1, 1, 1)
	if n.Figures[0].Conditions.Has(Frightened) || n.Figures[0].FearImmune != 2 || !hasEvent[RoundWon](evs) {
		t.Fatalf("after the reroll: %v %d %v", n.Figures[0].Conditions, n.Figures[0].FearImmune, evs)
	}
	// Immune: no test; a Fearsome figure as big is immune too.
	d.Figures[0].FearImmune = 2
	_, evs = applyDice(t, d, attack(Dark, "troll", "shara"), 5, 5, 1, 2, 1, 1, 1, 1)
	if rolls(evs)[0].Rule == ruleFear {
		t.Fatal("tested while immune")
	}
	d.Figures[0].FearImmune = 0
	d.Figures[0].Skills = []string{"fearsome"}
	_, evs = applyDice(t, d, attack(Dark, "troll", "shara"), 5, 5, 1, 2, 1, 1, 1, 1)
	if rolls(evs)[0].Rule == ruleFear {
		t.Fatal("a Fearsome figure tested against one as big")
	}
	if FearLevel(&d.Figures[0]) != 4 || FearLevel(&d.Figures[1]) != 2 {
		t.Fatal("levels")
	}
}

// The rules see between two steps of an attack: a strike in progress with
// no question open yet must not hide cover or targets (the shot's roll
// and a defender's reactions come after the strike is stored).
func TestSightDuringStrike(t *testing.T) {
	s := archery(t, archer(), fig("orc", Dark, SizeAverage, 4, 2, 4))
	s.Strike = &Strike{Ranged: true, Attacker: "taeral", Target: "orc", Item: 0, Step: StepFear}
	if _, _, err := shotTarget(&s, 0, 1, 0); err != nil {
		t.Fatalf("shot target refused mid-strike: %v", err)
	}
	if _, err := Sight(s, "taeral", "orc"); err == nil {
		t.Fatal("the exported Sight accepted a malformed state")
	}
}

// A shot at a Fearsome figure calls for the shooter's Courage test first;
// the weapon is spent only when the shot is made.
func TestFearsomeShot(t *testing.T) {
	orc := skilled(fig("orc", Dark, SizeLarge, 4, 2, 4), "fearsome")
	s := archery(t, archer(), orc)
	n, evs := applyDice(t, s, shoot(Heroes, "taeral", "orc"), 1, 2)
	if r := rolls(evs); len(r) != 1 || r[0].Rule != ruleFear || n.Active != nil || hasEvent[RoundWon](evs) {
		t.Fatalf("failed test: %v", evs)
	}
	s.Figures[0].Attrs.Courage = 4
	_, evs = applyDice(t, s, shoot(Heroes, "taeral", "orc"), 3, 3, 5, 5, 1, 1, 1)
	if r := rolls(evs); len(r) < 2 || r[0].Rule != ruleFear || r[1].Rule != ruleShoot {
		t.Fatalf("passed test: %v", r)
	}
}

// Rolling a failed roll again: Climber (climbs and jumps), Impassible
// (Courage tests), Giant Killer (Courage tests against Large and Huge
// foes); asked before Fortune, once per roll.
func TestRerollFailed(t *testing.T) {
	troll := skilled(armed(fig("troll", Dark, SizeLarge, 3, 2, 4), sword()), "fearsome")
	troll.Facing = board.West
	for _, skill := range []string{"impassible", "giant_killer"} {
		shara := skilled(armed(heroFig("shara", 2, 2, 4, 1), sword()), skill)
		shara.Facing = board.East
		s := newState(t, arena(t), shara, troll)
		s, _ = play(t, s, nil, activate(Heroes, "shara"))
		n, _ := applyDice(t, s, attack(Heroes, "shara", "troll"), 1, 2)
		if n.Prompt == nil || n.Prompt.Kind != PromptSkillReroll || promptIDs(n.Prompt) != "reroll:"+skill+" keep" {
			t.Fatalf("%s: prompt %+v", skill, n.Prompt)
		}
		// Rolled again and failed again: Fortune is still offered.
		k, evs := applyDice(t, n, answer(Heroes, "reroll:"+skill), 1, 3)
		if k.Prompt == nil || k.Prompt.Kind != PromptFortuneReroll || k.Prompt.Roll.RerolledBy != skill {
			t.Fatalf("%s: after the reroll %+v %v", skill, k.Prompt, evs)
		}
		// Kept: straight to Fortune.
		k, _ = applyDice(t, n, answer(Heroes, OptionKeep))
		if k.Prompt == nil || k.Prompt.Kind != PromptFortuneReroll {
			t.Fatalf("%s: keep %+v", skill, k.Prompt)
		}
	}
	// Giant Killer does not help against an average Fearsome foe.
	shara := skilled(armed(heroFig("shara", 2, 2, 4, 0), sword()), "giant_killer")
	shara.Facing = board.East
	orc := troll
	orc.Size = SizeAverage
	s := newState(t, arena(t), shara, orc)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	n, _ := applyDice(t, s, attack(Heroes, "shara", "troll"), 1, 2, 5, 5, 5, 5)
	if n.Prompt != nil && n.Prompt.Kind == PromptSkillReroll {
		t.Fatal("offered against an average foe")
	}
	// Climber: a failed climb out of a pit.
	g := parseMap(t, "#####", "#.p.#", "#####")
	b := skilled(heroFig("borgron", 2, 1, 4, 0), "climber")
	c := newState(t, g, b)
	c, _ = play(t, c, nil, activate(Heroes, "borgron"))
	n, _ = applyDice(t, c, Climb{Header: Header{Seat: Heroes}, Figure: "borgron", To: at(3, 1)}, 1, 2)
	if n.Prompt == nil || promptIDs(n.Prompt) != "reroll:climber keep" {
		t.Fatalf("climb prompt %+v", n.Prompt)
	}
	n, evs := applyDice(t, n, answer(Heroes, "reroll:climber"), 6, 5)
	if figAt(t, n, "borgron") != at(3, 1) {
		t.Fatalf("borgron at %v: %v", figAt(t, n, "borgron"), evs)
	}
}

// Inspiring: +1 Courage to allies within six squares, a companion bonus,
// lost once the inspiring figure fails a Courage test.
func TestInspiring(t *testing.T) {
	s := newState(t, arena(t), heroFig("shara", 1, 1, 4, 0), skilled(heroFig("borgron", 5, 3, 4, 0), "inspiring"), fig("orc", Dark, SizeAverage, 0, 4, 4))
	e := &env{s: &s, dice: dice.NewRoller(dice.Scripted(3, 3, 1, 2, 3, 3))}
	r, err := e.test(0, ruleFear, Courage, 0)
	if err != nil || !hasModifier(r, 1, "Borgron's skill: Inspiring") || r.Modifiers[len(r.Modifiers)-1].Kind != ModCompanion {
		t.Fatalf("%+v %v", r.Modifiers, err)
	}
	// Not for itself.
	r, _ = e.test(1, ruleFear, Courage, 0)
	if len(r.Modifiers) != 1 {
		t.Fatalf("borgron's own test %+v", r.Modifiers)
	}
	e.courageFailed(1)
	if r, _ = e.test(0, ruleFear, Courage, 0); len(r.Modifiers) != 1 {
		t.Fatalf("after borgron failed %+v", r.Modifiers)
	}
}

// Two skills known only to the tests, each +2 to every roll it may change,
// so that random play (which draws figures with every registered skill)
// and TestSkillBonusCap reach the cap of page 11.
func init() {
	for _, id := range []string{"test_bonus_a", "test_bonus_b"} {
		registerSkill(&skill{id: id, name: Text{En: id, Es: id}, effect: id, mod: func(c *rollCtx) int { return 2 }})
	}
}

// The cap of page 11 holds for every roll with skills: +3 from skills and
// companions, whatever they add up to.
func TestSkillBonusCap(t *testing.T) {
	f := skilled(heroFig("borgron", 1, 1, 4, 0), "tough", "test_bonus_a", "test_bonus_b")
	f.Conditions = f.Conditions.With(Stunned)
	s := newState(t, arena(t), f)
	_, evs := play(t, s, []int{1}, activate(Heroes, "borgron"))
	r := rolls(evs)[0]
	bonus := 0
	for _, m := range r.Modifiers {
		if m.Kind == ModSkill || m.Kind == ModCompanion || m.Kind == ModCap {
			bonus += m.Value
		}
	}
	if bonus != BonusCap || r.Cap != BonusCap || r.Outcome != Passed {
		t.Fatalf("recovery roll %+v", r)
	}
	// A melee attack roll with both: +4 capped to +3.
	d := duel(t, skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "test_bonus_a", "test_bonus_b"), fig("orc", Dark, SizeAverage, 0, 0, 4))
	_, evs = applyDice(t, d, attack(Heroes, "shara", "orc"), 1, 2, 5, 5)
	if r := rolls(evs)[0]; !hasModifier(r, -1, "bonuses from skills, companions and magic capped at +3") {
		t.Fatalf("attack roll %+v", r.Modifiers)
	}
}

// Sting: an attack at -1 rolling Strength dice at -1 armour, whatever the
// weapon. Tentacles: melee attacks from two squares away, three if Huge.
func TestStingAndTentacles(t *testing.T) {
	s := duel(t, skilled(armed(heroFig("shara", 0, 0, 4, 0), spear()), "sting"), fig("orc", Dark, SizeAverage, 0, 0, 4))
	s.Figures[0].Attrs.Strength = 5
	_, evs := applyDice(t, s, attackWith(Heroes, "shara", "orc", "sting"), 5, 5, 1, 2, 1, 1, 1, 1, 1)
	if r := rolls(evs)[0]; !skillModifier(r, -1, "Sting") {
		t.Fatalf("attack %+v", r.Modifiers)
	}
	if dr := lastOf[DamageRolled](t, evs); dr.Dice != 5 || dr.Armour != 2 {
		t.Fatalf("sting damage %+v", dr)
	}
	kraken := skilled(fig("kraken", Heroes, SizeAverage, 0, 2, 4), "tentacles")
	kraken.Facing = board.East
	orc := fig("orc", Dark, SizeAverage, 2, 2, 4)
	k := newState(t, arena(t), kraken, orc)
	k, _ = play(t, k, nil, activate(Heroes, "kraken"))
	if !slices.Contains(optionIDs(k, Heroes), "attack:kraken:orc") {
		t.Fatalf("no attack at 2 squares: %v", optionIDs(k, Heroes))
	}
	k.Figures[1].At = at(3, 2)
	refused(t, k, attack(Heroes, "kraken", "orc"), CodeBadTarget)
	k.Figures[0].Size = SizeHuge
	k.Figures[0].At = at(0, 2)
	k.Figures[1].At = at(4, 2)
	if !slices.Contains(optionIDs(k, Heroes), "attack:kraken:orc") {
		t.Fatalf("a Huge figure does not reach 3 squares: %v", optionIDs(k, Heroes))
	}
}

// Powerful Blow: at -1, each 6 of the damage roll adds a die; the added
// dice add no more.
func TestPowerfulBlow(t *testing.T) {
	s := duel(t, skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "powerful_blow"), fig("orc", Dark, SizeAverage, 0, 0, 4))
	n, evs := applyDice(t, s, attackWith(Heroes, "shara", "orc", "powerful_blow"), 5, 5, 1, 2, 6, 6, 1, 2, 4, 6)
	if r := rolls(evs)[0]; !skillModifier(r, -1, "Powerful Blow") {
		t.Fatalf("attack %+v", r.Modifiers)
	}
	dr := lastOf[DamageRolled](t, evs)
	if dr.Wounds != 4 || n.Figures[1].Wounds != 4 {
		t.Fatalf("damage %+v %v", dr, rolls(evs))
	}
	if r := rolls(evs); len(r) != 4 || len(r[3].Dice) != 2 {
		t.Fatalf("the added dice's roll: %v", r)
	}
}

// Eagle Eye: a declared shot ignores light cover, not heavy cover.
func TestEagleEye(t *testing.T) {
	s := archery(t, archer("eagle_eye"), fig("orc", Dark, SizeAverage, 4, 2, 4))
	light := shotModifiers(&s, 0, 1, 0, 4, board.LightCover, false, shotSkills{lightCover: skillTable["eagle_eye"]})
	if !hasModifier(RollRecord{Modifiers: light}, 0, "light cover, ignored: skill: Eagle Eye") || hasModifier(RollRecord{Modifiers: light}, -1, "light cover") {
		t.Fatalf("light %+v", light)
	}
	heavy := shotModifiers(&s, 0, 1, 0, 4, board.HeavyCover, false, shotSkills{lightCover: skillTable["eagle_eye"]})
	if !hasModifier(RollRecord{Modifiers: heavy}, -2, "heavy cover") {
		t.Fatalf("heavy %+v", heavy)
	}
	if !slices.Contains(optionIDs(s, Heroes), "shoot:taeral:orc+eagle_eye") {
		t.Fatalf("options %v", optionIDs(s, Heroes))
	}
}

// Watchman: +2 to its Initiative rolls, but not for one an Ambush! or
// Reinforcements card brought (page 116).
func TestWatchman(t *testing.T) {
	g := newState(t, arena(t), heroFig("taeral", 0, 0, 4, 0), skilled(fig("orc", Dark, SizeAverage, 3, 3, 4), "watchman"))
	e := &env{s: &g, dice: dice.NewRoller(dice.Scripted(4, 4, 3, 4))}
	o, err := e.opposed(ruleInitiative, 0, Perception, nil, 1, Perception, nil)
	if err != nil || o.Winner != "orc" || !skillModifier(o.Second, 2, "Watchman") {
		t.Fatalf("initiative %+v %v", o, err)
	}
	// Brought by an Ambush or Reinforcements card: no bonus (R1189).
	g.Figures[1].Marks = []string{markCardArrival}
	e = &env{s: &g, dice: dice.NewRoller(dice.Scripted(4, 4, 3, 4))}
	o, err = e.opposed(ruleInitiative, 0, Perception, nil, 1, Perception, nil)
	if err != nil || skillModifier(o.Second, 2, "Watchman") {
		t.Fatalf("a watchman from an Ambush! rolled with +2: %+v %v", o, err)
	}
}

// Fast: with Movement 4 and no heavy armour, a run always doubles the
// Movement (not on a critical failure), and +1 Agility to disengage.
func TestFast(t *testing.T) {
	f := skilled(heroFig("taeral", 1, 1, 4, 0), "fast")
	f.Attrs.Agility = 4
	s := newState(t, arena(t), f)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	n, evs := play(t, s, []int{1, 2}, run(Heroes, "taeral"))
	if n.Active.Run.Allowance != 8 {
		t.Fatalf("run %+v %v", n.Active.Run, evs)
	}
	n, _ = play(t, s, []int{1, 1}, run(Heroes, "taeral"))
	if n.Active.Run.Allowance != 2 {
		t.Fatalf("a critical failure doubled: %+v", n.Active.Run)
	}
	s.Figures[0].Items = []Item{heavyArmourItem()}
	n, _ = play(t, s, []int{1, 2}, run(Heroes, "taeral"))
	if n.Active.Run.Allowance != 7 {
		t.Fatalf("heavy armour: %+v", n.Active.Run)
	}
	// Disengaging at +1.
	b := skilled(armed(heroFig("borgron", 2, 2, 4, 0), heavyArmourItem()), "fast")
	b.Attrs.Agility = 4 // heavy armour stops the run, not this
	d := newState(t, arena(t), b, armed(fig("orc", Dark, SizeAverage, 1, 2, 4), sword()))
	d, _ = play(t, d, nil, activate(Heroes, "borgron"))
	_, evs = play(t, d, []int{2, 3}, Disengage{Header: Header{Seat: Heroes}, Figure: "borgron"})
	if r := rolls(evs)[0]; !skillModifier(r, 1, "Fast") || r.Outcome != Passed {
		t.Fatalf("disengage %+v", r)
	}
}

// Spell-enhanced Attacks: Invulnerable and Projectile Immunity do not
// protect against its weapons.
func TestSpellEnhancedAttacks(t *testing.T) {
	s := duel(t, skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "spell_enhanced_attacks"), skilled(fig("orc", Dark, SizeAverage, 0, 0, 4), "invulnerable"))
	_, evs := applyDice(t, s, attack(Heroes, "shara", "orc"), 5, 5, 1, 2, 5, 5, 5, 5)
	if dr := lastOf[DamageRolled](t, evs); dr.Wounds != 4 {
		t.Fatalf("damage %+v", dr)
	}
	a := archery(t, archer("spell_enhanced_attacks"), skilled(fig("orc", Dark, SizeAverage, 4, 2, 4), "projectile_immunity"))
	_, evs = applyDice(t, a, shoot(Heroes, "taeral", "orc"), 5, 5, 5, 5, 5)
	if dr := lastOf[DamageRolled](t, evs); dr.Wounds != 3 {
		t.Fatalf("shot %+v", dr)
	}
}

// Aiming: without moving, one die of the shot may be rolled again (not a
// critical failure); one shot that turn.
func TestAiming(t *testing.T) {
	s := archery(t, archer("aiming", "fast_shooting"), fig("orc", Dark, SizeAverage, 4, 2, 4))
	n, _ := applyDice(t, s, shootWith(Heroes, "taeral", "orc", "aiming"), 1, 4)
	if n.Prompt == nil || n.Prompt.Kind != PromptAim || promptIDs(n.Prompt) != "reroll_die:0 reroll_die:1 keep" {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	k, evs := applyDice(t, n, answer(Heroes, "reroll_die:0"), 6, 1, 1, 1, 1)
	if r := rolls(evs); r[0].Dice[0] != 6 || r[0].Dice[1] != 4 || r[0].Outcome != Passed {
		t.Fatalf("aimed %v", r)
	}
	if !hasEvent[DamageRolled](evs) {
		t.Fatalf("no damage: %v", evs)
	}
	// One shot that turn, even with Fast Shooting.
	k.Prompt, k.Strike = nil, nil
	refused(t, k, shoot(Heroes, "taeral", "orc"), CodeActionUsed)
	both, _ := applyDice(t, s, shootWith(Heroes, "taeral", "orc", "aiming", "fast_shooting"), 5, 5)
	both, _ = applyDice(t, both, answer(Heroes, OptionKeep), 1, 1, 1)
	refused(t, both, shoot(Heroes, "taeral", "orc"), CodeActionUsed)
	// Not after moving; no question on a critical failure.
	m, _ := play(t, s, nil, moveTo(Heroes, "taeral", 0, 1))
	refused(t, m, shootWith(Heroes, "taeral", "orc", "aiming"), CodeBadSkill)
	n, _ = applyDice(t, s, shootWith(Heroes, "taeral", "orc", "aiming"), 1, 1, 1)
	if n.Prompt != nil && n.Prompt.Kind == PromptAim {
		t.Fatal("aiming a critical failure")
	}
}

// Expert Archer: once per quest, a missed shot (not a critical failure)
// may be rolled again.
func TestExpertArcher(t *testing.T) {
	s := archery(t, archer("expert_archer"), fig("orc", Dark, SizeAverage, 4, 2, 4))
	n, _ := applyDice(t, s, shoot(Heroes, "taeral", "orc"), 2, 3)
	if n.Prompt == nil || n.Prompt.Kind != PromptShotReroll {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	k, evs := applyDice(t, n, answer(Heroes, OptionReroll), 5, 5, 1, 1, 1)
	if r := rolls(evs); r[0].Dice[0] != 5 || r[0].Outcome != Passed || !slices.Contains(k.Figures[0].Marks, "expert_archer") {
		t.Fatalf("rerolled %v marks %v", r, k.Figures[0].Marks)
	}
	// Used: no more this quest.
	s.Figures[0].Marks = []string{"expert_archer"}
	n, _ = applyDice(t, s, shoot(Heroes, "taeral", "orc"), 2, 3)
	if n.Prompt != nil && n.Prompt.Kind == PromptShotReroll {
		t.Fatal("offered twice")
	}
}

// Ambush: +1 to Initiative rolls; when its side wins the Initiative, its
// first failed attack roll may be rolled again.
func TestAmbush(t *testing.T) {
	s := duel(t, skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "ambush"), fig("orc", Dark, SizeAverage, 0, 0, 4))
	e := &env{s: &s, dice: dice.NewRoller(dice.Scripted(3, 3, 3, 3))}
	o, err := e.opposed(ruleInitiative, 0, Perception, nil, 1, Perception, nil)
	if err != nil || !skillModifier(o.First, 1, "Ambush") || o.Winner != "shara" {
		t.Fatalf("initiative %+v %v", o, err)
	}
	e.ambushReady(Heroes)
	if !slices.Contains(s.Figures[0].Marks, "ambush") || slices.Contains(s.Figures[1].Marks, "ambush") {
		t.Fatalf("marks %v %v", s.Figures[0].Marks, s.Figures[1].Marks)
	}
	n, _ := applyDice(t, s, attack(Heroes, "shara", "orc"), 1, 2, 5, 5)
	if n.Prompt == nil || n.Prompt.Kind != PromptAmbush {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	k, evs := applyDice(t, n, answer(Heroes, OptionReroll), 6, 6, 1, 1, 1, 1, 1, 1)
	if w := lastOf[RoundWon](t, evs); w.Winner != "shara" || slices.Contains(k.Figures[0].Marks, "ambush") {
		t.Fatalf("after the reroll %+v, marks %v", w, k.Figures[0].Marks)
	}
	// Kept: spent all the same.
	k, _ = applyDice(t, n, answer(Heroes, OptionKeep))
	if slices.Contains(k.Figures[0].Marks, "ambush") {
		t.Fatal("the chance survived a kept roll")
	}
}

// Bodyguard: an adjacent ally attacked in melee may get +1 in defence; once
// per turn the bodyguard may take a shot that hit an adjacent ally.
func TestBodyguard(t *testing.T) {
	shara := armed(heroFig("shara", 2, 2, 4, 0), sword())
	shara.Facing = board.East
	borgron := skilled(heroFig("borgron", 2, 1, 4, 0), "bodyguard")
	orc := armed(fig("orc", Dark, SizeAverage, 3, 2, 4), sword())
	orc.Facing = board.West
	s := newState(t, arena(t), shara, borgron, orc)
	d, _ := play(t, s, nil, endTurn(Heroes), activate(Dark, "orc"))
	n, evs := applyDice(t, d, attack(Dark, "orc", "shara"))
	if n.Prompt == nil || n.Prompt.Kind != PromptGuard || promptIDs(n.Prompt) != "guard:borgron no_guard" || len(rolls(evs)) != 0 {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	_, evs = applyDice(t, n, answer(Heroes, "guard:borgron"), 5, 5, 1, 2, 1, 1, 1, 1)
	if r := rolls(evs)[1]; !hasModifier(r, 1, "Borgron's skill: Bodyguard") || r.Modifiers[len(r.Modifiers)-1].Kind != ModCompanion {
		t.Fatalf("defence %+v", r.Modifiers)
	}
	_, evs = applyDice(t, n, answer(Heroes, OptionNoGuard), 5, 5, 1, 2, 1, 1, 1, 1)
	if r := rolls(evs)[1]; hasModifier(r, 1, "Borgron's skill: Bodyguard") {
		t.Fatal("guarded without the answer")
	}
	// A shot at Shara: Borgron takes it, once per turn.
	archerOrc := armed(fig("archer", Dark, SizeAverage, 6, 2, 4), bow())
	archerOrc.Facing, archerOrc.Attrs.ShootingSkill = board.West, 3
	a := newState(t, arena(t), shara, borgron, archerOrc)
	a, _ = play(t, a, nil, endTurn(Heroes), activate(Dark, "archer"))
	n, _ = applyDice(t, a, shoot(Dark, "archer", "shara"), 5, 5)
	if n.Prompt == nil || n.Prompt.Kind != PromptGuard {
		t.Fatalf("shot prompt %+v", n.Prompt)
	}
	n, evs = applyDice(t, n, answer(Heroes, "guard:borgron"), 1, 1, 1)
	if dr := lastOf[DamageRolled](t, evs); dr.Figure != "borgron" || !slices.Contains(n.Figures[1].Marks, "bodyguard") {
		t.Fatalf("damage %+v marks %v", dr, n.Figures[1].Marks)
	}
	a.Figures[1].Marks = []string{"bodyguard"}
	n, _ = applyDice(t, a, shoot(Dark, "archer", "shara"), 5, 5, 1, 1, 1)
	if n.Prompt != nil && n.Prompt.Kind == PromptGuard {
		t.Fatal("a second shot taken in one turn")
	}
	// A magic projectile at Shara alone: Borgron takes it (R1190); an
	// area's blast is not offered.
	sorc := caster("sorcerer", 6, 2, 5, boltSpell(), fireball(0, 0))
	sorc.Side, sorc.Hero, sorc.Facing = Dark, false, board.West
	m := newState(t, arena(t), shara, borgron, sorc)
	m, _ = play(t, m, nil, endTurn(Heroes), activate(Dark, "sorcerer"))
	n, _ = applyDice(t, m, cast(Dark, "sorcerer", "bolt", "shara"), 4, 4)
	if n.Prompt != nil && n.Prompt.Kind == PromptDispel {
		n, _ = applyDice(t, n, answer(Heroes, OptionNoDispel))
	}
	if n.Prompt == nil || n.Prompt.Kind != PromptGuard || promptIDs(n.Prompt) != "guard:borgron no_guard" {
		t.Fatalf("spell prompt %+v", n.Prompt)
	}
	g, evs := applyDice(t, n, answer(Heroes, "guard:borgron"), 6, 6, 6)
	if dr := lastOf[DamageRolled](t, evs); dr.Figure != "borgron" || !slices.Contains(g.Figures[1].Marks, "bodyguard") || g.Figures[0].Wounds != 0 {
		t.Fatalf("spell damage %+v marks %v", dr, g.Figures[1].Marks)
	}
	g, evs = applyDice(t, n, answer(Heroes, OptionNoGuard), 6, 6, 6)
	if dr := lastOf[DamageRolled](t, evs); dr.Figure != "shara" || slices.Contains(g.Figures[1].Marks, "bodyguard") {
		t.Fatalf("unguarded spell damage %+v", dr)
	}
	refused(t, n, answer(Heroes, "guard:sorcerer"), CodeBadOption)
	m.Figures[2].Spells[1] = fireball(1, 3)
	f, _ := applyDice(t, m, cast(Dark, "sorcerer", "fireball", "shara"), 4, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	if f.Prompt != nil {
		t.Fatalf("a fireball's blast offered to a bodyguard: %+v", f.Prompt)
	}
}

// Huge and Fearsome: smaller enemies in its section test Courage at -1.
func TestHugeFearsomeCourage(t *testing.T) {
	dragon := skilled(fig("dragon", Dark, SizeHuge, 4, 2, 4), "huge", "fearsome")
	s := newState(t, arena(t), heroFig("shara", 1, 1, 4, 0), dragon)
	e := &env{s: &s, dice: dice.NewRoller(dice.Scripted(3, 3))}
	r, err := e.test(0, ruleFear, Courage, 0)
	if err != nil || !hasModifier(r, -1, "a Huge and Fearsome foe in the section: Dragon") {
		t.Fatalf("%+v %v", r.Modifiers, err)
	}
	s.Figures[1].Skills = []string{"huge"}
	e = &env{s: &s, dice: dice.NewRoller(dice.Scripted(3, 3))}
	if r, _ = e.test(0, ruleFear, Courage, 0); len(r.Modifiers) != 1 {
		t.Fatalf("not fearsome: %+v", r.Modifiers)
	}
}

// Poisonous against the Undead: no poison, no extra Vitality.
func TestPoisonAgainstUndead(t *testing.T) {
	v := skilled(armed(fig("spider", Dark, SizeAverage, 0, 0, 4), sword()), "poisonous")
	d := duel(t, skilled(armed(heroFig("shara", 0, 0, 4, 0), sword()), "undead"), v)
	d, _ = play(t, d, nil, endAct(Heroes, "shara"), endTurn(Heroes), activate(Dark, "orc"))
	n, _ := applyDice(t, d, attack(Dark, "orc", "shara"), 5, 5, 1, 2, 5, 1, 1, 1, 6)
	if n.Figures[0].Wounds != 1 || n.Figures[0].Conditions.Has(Poisoned) {
		t.Fatalf("wounds %d, %v", n.Figures[0].Wounds, n.Figures[0].Conditions)
	}
}
