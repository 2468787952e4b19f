package rules

import (
	"strings"
	"testing"

	"dun/board"
	"dun/dice"
)

// Items as the starter pack describes them (setup resolves the same).
func sword() Item {
	return Item{ItemCard: &ItemCard{ID: "broadsword", Name: Text{En: "Broadsword", Es: "Espada ancha"}, Kind: ItemMelee, Hands: 1, Dice: 1, PlusStrength: true, Breaks: 1}, Place: InHand}
}

func axeItem() Item {
	return Item{ItemCard: &ItemCard{ID: "axe", Name: Text{En: "Axe", Es: "Hacha"}, Kind: ItemMelee, Hands: 1, Dice: 1, PlusStrength: true, Piercing: -1, Penalties: []Penalty{{Attribute: CombatSkill, Value: -1}}, Breaks: 2}, Place: InHand}
}

func shieldItem() Item {
	return Item{ItemCard: &ItemCard{ID: "shield", Name: Text{En: "Shield", Es: "Escudo"}, Kind: ItemShield, Hands: 1, Block: 5, Push: true, BreakBlock: 2, Traits: []Trait{{Name: "double_critical_stun", Value: 1}}}, Place: InHand}
}

func bow() Item {
	return Item{ItemCard: &ItemCard{ID: "short_bow", Name: Text{En: "Short Bow", Es: "Arco corto"}, Kind: ItemRanged, Hands: 2, Dice: 3, Range: 18, Breaks: 2}, Place: InHand}
}

func spear() Item {
	return Item{ItemCard: &ItemCard{ID: "spear", Name: Text{En: "Spear", Es: "Lanza"}, Kind: ItemMelee, Hands: 1, Dice: 0, PlusStrength: true, LongReach: true, Breaks: 2}, Place: InHand}
}

func armed(f Figure, items ...Item) Figure {
	f.Items = append(f.Items, items...)
	return f
}

func attack(seat Side, id, target string) Command {
	return Attack{Header: Header{Seat: seat}, Figure: id, Target: target, Item: -1}
}

func shoot(seat Side, id, target string) Command {
	return Shoot{Header: Header{Seat: seat}, Figure: id, Target: target, Item: -1}
}

// applyDice applies c with dice forced (more than enough may be given).
func applyDice(t *testing.T, s State, c Command, forced ...int) (State, []Event) {
	t.Helper()
	n, evs, err := Apply(s, c, dice.Scripted(forced...))
	if err != nil {
		t.Fatalf("%s refused: %v", describe(c), err)
	}
	return n, evs
}

func arena(t *testing.T) *board.Grid { return parseMap(t, room(t, 7, 5)...) }

func lastOf[T Event](t *testing.T, evs []Event) T {
	t.Helper()
	var out T
	found := false
	for _, e := range evs {
		if v, ok := e.(T); ok {
			out, found = v, true
		}
	}
	if !found {
		t.Fatalf("no %T among %v", out, evs)
	}
	return out
}

func TestAttackRefusals(t *testing.T) {
	shara := armed(heroFig("shara", 2, 2, 4, 0), sword())
	shara.Facing = board.East
	orc := armed(fig("orc", Dark, SizeAverage, 3, 2, 4), axeItem())
	far := fig("far", Dark, SizeAverage, 6, 4, 4)
	ally := heroFig("borgron", 2, 3, 4, 0)
	back := fig("back", Dark, SizeAverage, 1, 2, 4)
	s := newState(t, arena(t), shara, orc, far, ally, back)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	refused(t, s, attack(Heroes, "shara", "far"), CodeBadTarget)
	refused(t, s, attack(Heroes, "shara", "borgron"), CodeBadTarget)
	refused(t, s, attack(Heroes, "shara", "back"), CodeBadTarget) // behind her: turn first
	refused(t, s, attack(Heroes, "shara", "nobody"), CodeUnknownFigure)
	refused(t, s, Attack{Header: Header{Seat: Heroes}, Figure: "shara", Target: "orc", Item: 5}, CodeBadItem)
	refused(t, s, attack(Dark, "orc", "shara"), CodeNotYourTurn)
	// One attack with the Action; then no more.
	n, _ := play(t, s, []int{1, 2, 6, 5}, attack(Heroes, "shara", "orc"))
	refused(t, n, attack(Heroes, "shara", "orc"), CodeActionUsed)
	refused(t, n, shoot(Heroes, "shara", "orc"), CodeBadItem)
}

// Ties in a melee round go to the higher Agility, then the shield, then
// the defender (page 36).
func TestMeleeTies(t *testing.T) {
	for _, c := range []struct {
		name                 string
		attAgi, defAgi       int
		attShield, defShield bool
		winner               string
	}{
		{"agility", 4, 3, false, false, "shara"},
		{"agility defender", 3, 4, false, false, "orc"},
		{"shield", 3, 3, true, false, "shara"},
		{"defender's shield", 3, 3, false, true, "orc"},
		{"defender", 3, 3, true, true, "orc"},
		{"defender bare", 3, 3, false, false, "orc"},
	} {
		t.Run(c.name, func(t *testing.T) {
			shara := armed(heroFig("shara", 2, 2, 4, 0), sword())
			shara.Facing = board.East
			shara.EditAttrs().Agility = c.attAgi
			orc := armed(fig("orc", Dark, SizeAverage, 3, 2, 4), sword())
			orc.Facing = board.West
			orc.EditAttrs().Agility = c.defAgi
			if c.attShield {
				shara.Items = append(shara.Items, shieldItem())
			}
			if c.defShield {
				orc.Items = append(orc.Items, shieldItem())
			}
			s := newState(t, arena(t), shara, orc)
			s, _ = play(t, s, nil, activate(Heroes, "shara"))
			// Equal totals: 3+4 and 4+3 with Combat Skill 3 each.
			_, evs := applyDice(t, s, attack(Heroes, "shara", "orc"), 3, 4, 4, 3, 1, 1, 1, 1, 1, 1)
			w := lastOf[RoundWon](t, evs)
			if w.Winner != c.winner || w.TieBreak == nil {
				t.Errorf("winner %q by %v, want %q", w.Winner, w.TieBreak, c.winner)
			}
		})
	}
}

// Fortune in a melee round (page 14): the losing hero may reroll his own
// roll or the enemy's, each roll once, until he keeps them or has nothing
// left to reroll.
func TestStrikeFortune(t *testing.T) {
	shara := armed(heroFig("shara", 2, 2, 4, 3), sword())
	shara.Facing = board.East
	orc := armed(fig("orc", Dark, SizeAverage, 3, 2, 4), sword())
	orc.Facing = board.West
	s := newState(t, arena(t), shara, orc)
	h, _ := play(t, s, nil, activate(Heroes, "shara"))
	// Shara 2+2+3 = 7 against the orc's 4+4+3 = 11: she loses and is asked.
	n, evs := applyDice(t, h, attack(Heroes, "shara", "orc"), 2, 2, 4, 4)
	if n.Prompt == nil || n.Prompt.Kind != PromptStrikeFortune || n.Prompt.Figure != "shara" || !n.Prompt.has(OptionRerollOwn) || !n.Prompt.has(OptionRerollEnemy) {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	if hasEvent[RoundWon](evs) {
		t.Fatal("the round was decided before Fortune")
	}
	// Keeping the rolls settles the round.
	k, evs := applyDice(t, n, answer(Heroes, OptionKeep))
	if w := lastOf[RoundWon](t, evs); w.Winner != "orc" || k.Prompt != nil || k.Figures[0].FortuneUsed() != 0 {
		t.Fatalf("kept: %+v, prompt %+v", w, k.Prompt)
	}
	// Rerolling her own: a double 6 wins whatever the totals.
	r, evs := applyDice(t, n, answer(Heroes, OptionRerollOwn), 6, 6, 1, 1, 1, 1, 1, 1)
	if w := lastOf[RoundWon](t, evs); w.Winner != "shara" || w.Criticals != 2 || r.Figures[0].FortuneUsed() != 1 {
		t.Fatalf("rerolled: %+v", w)
	}
	if sp := lastOf[FortuneSpent](t, evs); sp.Figure != "shara" || sp.Left != 2 {
		t.Fatalf("fortune %+v", sp)
	}

	// The orc attacks her: 5+5+3 = 13 against 2+2+3 = 7. She rerolls his
	// roll (4+4+3 = 11, still a hit), then may only reroll her own.
	d, _ := play(t, s, nil, endTurn(Heroes), activate(Dark, "orc"))
	n, _ = applyDice(t, d, attack(Dark, "orc", "shara"), 5, 5, 2, 2)
	if n.Prompt == nil || n.Prompt.Figure != "shara" || n.Prompt.Seat != Heroes {
		t.Fatalf("defender not asked: %+v", n.Prompt)
	}
	n, _ = applyDice(t, n, answer(Heroes, OptionRerollEnemy), 4, 4)
	if p := n.Prompt; p == nil || p.Kind != PromptStrikeFortune || p.has(OptionRerollEnemy) || !p.has(OptionRerollOwn) {
		t.Fatalf("second prompt %+v", p)
	}
	n, evs = applyDice(t, n, answer(Heroes, OptionRerollOwn), 6, 5)
	if w := lastOf[RoundWon](t, evs); w.Winner != "shara" || w.Hit || n.Figures[0].FortuneUsed() != 2 || n.Prompt != nil {
		t.Fatalf("final: %+v prompt %+v", w, n.Prompt)
	}
	// Nothing is left to reroll: no more questions even when losing.
	n, _ = applyDice(t, d, attack(Dark, "orc", "shara"), 5, 5, 2, 2)
	n, _ = applyDice(t, n, answer(Heroes, OptionRerollEnemy), 5, 5)
	n, evs = applyDice(t, n, answer(Heroes, OptionRerollOwn), 1, 2, 3, 3, 3, 3, 3)
	if w := lastOf[RoundWon](t, evs); w.Winner != "orc" || !w.Hit {
		t.Fatalf("final: %+v", w)
	}
}

func hasEvent[T Event](evs []Event) bool {
	_, ok := find[T](evs)
	return ok
}

// Shielding (page 43): a failed block is rolled again, and the figure's
// next activation may neither attack nor run. A weapon that breaks
// shields calls for the breaking roll; a broken shield lets one die in.
func TestShielding(t *testing.T) {
	orc := armed(fig("orc", Dark, SizeAverage, 3, 2, 4), sword())
	orc.Facing = board.West
	shara := armed(heroFig("shara", 2, 2, 4, 0), sword(), shieldItem())
	shara.Facing = board.East
	s := newState(t, arena(t), shara, orc)
	d, _ := play(t, s, nil, endTurn(Heroes), activate(Dark, "orc"))
	// The orc hits (4+5+3 = 12 against 1+2+3 = 6) and Shara shields
	// herself: 2 fails, the reroll 5 blocks.
	n, _ := applyDice(t, d, attack(Dark, "orc", "shara"), 4, 5, 1, 2)
	if n.Prompt == nil || n.Prompt.Kind != PromptBlock || !n.Prompt.has(OptionShielding) {
		t.Fatalf("block prompt %+v", n.Prompt)
	}
	n, evs := applyDice(t, n, answer(Heroes, OptionShielding), 2, 5)
	if b := lastOf[BlockRolled](t, evs); !b.Blocked || b.Need != 5 || hasEvent[DamageRolled](evs) {
		t.Fatalf("block %+v", b)
	}
	if !n.Figures[0].Shielding() || n.Figures[0].Wounds != 0 {
		t.Fatalf("shara %+v", n.Figures[0])
	}
	// The orc won and may push her; it does not. Her next activation: no
	// attack, no run.
	n, _ = play(t, n, nil, answer(Dark, OptionNoPush), endAct(Dark, "orc"), endTurn(Dark), activate(Heroes, "shara"))
	if !n.Active.NoAttack || n.Figures[0].Shielding() {
		t.Fatalf("activation %+v", n.Active)
	}
	refused(t, n, attack(Heroes, "shara", "orc"), CodeCannotAct)
	refused(t, n, run(Heroes, "shara"), CodeCannotRun)

	// A shield-breaking weapon: the blocked hit breaks the shield on 1-2
	// (it rolls 1) and one damage die gets through (a 6 wounds).
	hammer := sword()
	hammer.ShieldBreaker = true
	d.Figures[1].Items[0] = hammer
	n, _ = applyDice(t, d, attack(Dark, "orc", "shara"), 4, 5, 1, 2)
	n, evs = applyDice(t, n, answer(Heroes, OptionBlock), 6, 1, 6)
	br := lastOf[BreakingRolled](t, evs)
	dr := lastOf[DamageRolled](t, evs)
	if !br.Broken || dr.Dice != 1 || n.Figures[0].Wounds != 1 || !n.Figures[0].Items[1].Broken {
		t.Fatalf("breaking %+v damage %+v", br, dr)
	}
}

// A double critical cannot be blocked; a critical raises the blocking
// roll (page 43). A Leader is knocked down only by a double critical
// (page 42), and a blocked hit still knocks down.
func TestBlockingAndEffects(t *testing.T) {
	troll := armed(fig("troll", Dark, SizeLarge, 3, 2, 4), sword())
	troll.Facing = board.West
	shara := armed(heroFig("shara", 2, 2, 4, 0), sword(), shieldItem())
	shara.Facing = board.East
	s := newState(t, arena(t), shara, troll)
	d, _ := play(t, s, nil, endTurn(Heroes), activate(Dark, "troll"))
	// One critical: 6+ to block; blocked, but the larger troll's critical
	// knocks Shara down all the same.
	n, _ := applyDice(t, d, attack(Dark, "troll", "shara"), 6, 3, 1, 2)
	if !n.Prompt.has(OptionBlock) || n.Prompt.Options[0].Label.En != "Block with the shield (6+)" {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	n, evs := applyDice(t, n, answer(Heroes, OptionBlock), 6)
	if hasEvent[DamageRolled](evs) || !n.Figures[0].Conditions.Has(KnockedDown) {
		t.Fatalf("blocked knock-down: %v", n.Figures[0].Conditions)
	}
	// A double critical: no block offered.
	n, _ = applyDice(t, d, attack(Dark, "troll", "shara"), 6, 6, 1, 2, 1, 1, 1, 1, 1, 1)
	if n.Prompt != nil && n.Prompt.Kind == PromptBlock {
		t.Fatal("a double critical was offered a block")
	}
	// The same hit on a Leader of Shara's side with no shield: one critical
	// does not knock a Leader down.
	d.Figures[0].SetLeader(true)
	d.Figures[0].Items = d.Figures[0].Items[:1]
	n, _ = applyDice(t, d, attack(Dark, "troll", "shara"), 6, 3, 1, 2, 1, 1, 1, 1, 1, 1)
	if n.Figures[0].Conditions.Has(KnockedDown) {
		t.Fatal("a Leader was knocked down by one critical")
	}
}

// Unarmed (page 37): -1 Combat Skill, Strength dice, +1 armour. A
// stationary target is hit without a roll at -1 armour.
func TestUnarmedAndStationary(t *testing.T) {
	shara := heroFig("shara", 2, 2, 4, 0)
	shara.Facing = board.East
	orc := fig("orc", Dark, SizeAverage, 3, 2, 4)
	s := newState(t, arena(t), shara, orc)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	n, evs := applyDice(t, s, attack(Heroes, "shara", "orc"), 5, 5, 1, 2, 1, 1, 1, 1, 1, 1)
	r := rolls(evs)
	if !hasModifier(r[0], -1, "unarmed") {
		t.Fatalf("attack roll %+v", r[0])
	}
	dr := lastOf[DamageRolled](t, evs)
	if dr.Dice != 3 || dr.Armour != 4 {
		t.Fatalf("unarmed damage %+v", dr)
	}
	_ = n
	s.Figures[1].Conditions = s.Figures[1].Conditions.With(Stationary)
	n, evs = applyDice(t, s, attack(Heroes, "shara", "orc"), 3, 3, 3)
	if len(rolls(evs)) != 1 || !hasEvent[StruckAutomatically](evs) {
		t.Fatalf("stationary: %v", evs)
	}
	if dr := lastOf[DamageRolled](t, evs); dr.Armour != 3 || dr.Wounds != 3 {
		t.Fatalf("stationary damage %+v", dr)
	}
	_ = n
}

func hasModifier(r RollRecord, v int, en string) bool {
	for _, m := range r.Modifiers {
		if m.Value == v && m.Why.En == en {
			return true
		}
	}
	return false
}

// A long-reach weapon attacks from 2 squares, at -1 against an adjacent
// enemy (page 37).
func TestLongReach(t *testing.T) {
	shara := armed(heroFig("shara", 1, 2, 4, 0), spear())
	shara.Facing = board.East
	orc := fig("orc", Dark, SizeAverage, 3, 2, 4)
	s := newState(t, arena(t), shara, orc)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	_, evs := applyDice(t, s, attack(Heroes, "shara", "orc"), 1, 2, 6, 6)
	if hasModifier(rolls(evs)[0], -1, "long-reach weapon against an adjacent enemy") {
		t.Fatal("-1 at 2 squares")
	}
	s.Figures[0].At = at(2, 2)
	_, evs = applyDice(t, s, attack(Heroes, "shara", "orc"), 1, 2, 6, 6)
	if !hasModifier(rolls(evs)[0], -1, "long-reach weapon against an adjacent enemy") {
		t.Fatal("no -1 when adjacent")
	}
	s.Figures[0].At = at(0, 2)
	refused(t, s, attack(Heroes, "shara", "orc"), CodeBadTarget)
}

// Pushing (page 36): to any free square next to the loser; a pit only when
// nothing else is free; against walls one more damage die. The attacker
// may then take the square. A defender with a shield pushes when it wins,
// and its double critical stuns the attacker (page 43).
func TestPushing(t *testing.T) {
	g := parseMap(t, "#####", "#.p.#", "#...#", "#...#", "#####")
	shara := armed(heroFig("shara", 2, 3, 4, 0), sword())
	shara.Facing = board.North
	orc := fig("orc", Dark, SizeAverage, 2, 2, 4)
	s := newState(t, g, shara, orc, fig("gob", Dark, SizeAverage, 1, 1, 4), fig("gob2", Dark, SizeAverage, 3, 1, 4))
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	// Shara hits the orc: 6+5+3 against 1+2+3, 4 dice of 1.
	n, _ := applyDice(t, s, attack(Heroes, "shara", "orc"), 6, 5, 1, 2, 1, 1, 1, 1, 1)
	if n.Prompt == nil || n.Prompt.Kind != PromptPush {
		t.Fatalf("push prompt %+v", n.Prompt)
	}
	// Back from Shara the goblins hold (1,1) and (3,1): only the pit at
	// (2,1) is left, and it is offered; the squares beside Shara are not
	// "back".
	if ids := promptIDs(n.Prompt); ids != "push:2,1 no_push" {
		t.Fatalf("push options %s", ids)
	}
	n, evs := applyDice(t, n, answer(Heroes, "push:2,1"), 1, 1, 1, 1)
	if f := lastOf[Fell](t, evs); f.Figure != "orc" || f.To != at(2, 1) {
		t.Fatalf("fall %+v", f)
	}
	if n.Prompt == nil || n.Prompt.Kind != PromptFollow {
		t.Fatalf("follow prompt %+v", n.Prompt)
	}
	// With rock behind it the orc is walled in: one more die.
	g2 := parseMap(t, "#####", "#####", "#...#", "#...#", "#####")
	s2 := newState(t, g2, shara, orc)
	s2, _ = play(t, s2, nil, activate(Heroes, "shara"))
	n, _ = applyDice(t, s2, attack(Heroes, "shara", "orc"), 6, 5, 1, 2, 1, 1, 1, 1, 1)
	if ids := promptIDs(n.Prompt); ids != "push_wall no_push" {
		t.Fatalf("walled in: %s", ids)
	}
	n, evs = applyDice(t, n, answer(Heroes, OptionPushWall), 6)
	if !hasEvent[PushedAgainstWall](evs) || lastOf[DamageRolled](t, evs).Dice != 1 || n.Figures[1].Wounds != 1 {
		t.Fatalf("wall die: %v", evs)
	}

	// The defender's shield: the orc with a shield wins on a double 6 and
	// pushes Shara; she is stunned.
	def := armed(fig("orc", Dark, SizeAverage, 2, 2, 4), shieldItem())
	def.Facing = board.South
	s3 := newState(t, parseMap(t, room(t, 5, 5)...), shara, def)
	s3, _ = play(t, s3, nil, activate(Heroes, "shara"))
	n, evs = applyDice(t, s3, attack(Heroes, "shara", "orc"), 3, 3, 6, 6)
	if !n.Figures[0].Conditions.Has(Stunned) || n.Prompt == nil || n.Prompt.Kind != PromptPush || n.Prompt.Figure != "orc" {
		t.Fatalf("defender's push: %+v %v", n.Prompt, n.Figures[0].Conditions)
	}
	n, evs = applyDice(t, n, answer(Dark, "push:2,4"))
	if p := lastOf[Pushed](t, evs); p.Figure != "shara" || n.Figures[0].At != at(2, 4) || n.Figures[1].At != at(2, 2) || n.Prompt != nil {
		t.Fatalf("pushed %+v, prompt %+v", p, n.Prompt)
	}
}

func promptIDs(p *Prompt) string {
	if p == nil {
		return "<none>"
	}
	out := ""
	for i, o := range p.Options {
		if i > 0 {
			out += " "
		}
		out += o.ID
	}
	return out
}

// Shots (pages 34-35): Taeral's medium-range shot from behind after a
// step, and the bands, sizes, agility and stationary modifiers.
func TestShotModifiers(t *testing.T) {
	g := parseMap(t, room(t, 12, 3)...)
	taeral := armed(heroFig("taeral", 0, 1, 5, 0), bow())
	taeral.Facing = board.East
	taeral.EditAttrs().ShootingSkill = 5
	taeral.EditAttrs().Agility = 4
	skel := fig("skeleton", Dark, SizeAverage, 9, 1, 4)
	skel.Facing = board.East
	s := newState(t, g, taeral, skel)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 1, 1))
	n, evs := applyDice(t, s, shoot(Heroes, "taeral", "skeleton"), 3, 4, 1, 1, 1)
	r := rolls(evs)[0]
	if r.Result() != 10 || r.Outcome != Passed || !hasModifier(r, -2, "medium range (7-9 squares)") ||
		!hasModifier(r, -1, "moved up to half its Movement") || !hasModifier(r, 1, "shot from behind") {
		t.Fatalf("shot %v = %d", r.Modifiers, r.Result())
	}
	if !n.Figures[0].Items[0].Unloaded == bow().Reload {
		t.Fatal("reload state")
	}
	for _, c := range []struct {
		dist int
		want int
	}{{1, 0}, {3, 0}, {4, -1}, {6, -1}, {7, -2}, {9, -2}, {10, -3}, {24, -3}} {
		if got := distancePenalty(c.dist).Value; got != c.want {
			t.Errorf("distance %d: %d, want %d", c.dist, got, c.want)
		}
	}
	// Small, more agile, stationary, large.
	s.Figures[1].Size = SizeSmall
	s.Figures[1].EditAttrs().Agility = 5
	s.Figures[1].Conditions = s.Figures[1].Conditions.With(Stationary)
	mods := shotModifiers(&s, 0, 1, 0, 8, board.LightCover, false, shotSkills{})
	for _, want := range []struct {
		v  int
		en string
	}{{-1, "small target"}, {-1, "target more agile than the shooter"}, {2, "stationary target"}, {-1, "light cover"}} {
		if !hasModifier(RollRecord{Modifiers: mods}, want.v, want.en) {
			t.Errorf("missing %+v in %v", want, mods)
		}
	}
	s.Figures[1].Size = SizeLarge
	if !hasModifier(RollRecord{Modifiers: shotModifiers(&s, 0, 1, 0, 8, board.HeavyCover, false, shotSkills{})}, 1, "large or huge target") {
		t.Error("no +1 for a large target")
	}
}

// A failed shot with a 1 hits the shooter's ally next to the target, if
// no smaller than it; a blunder hits the ally nearest the path, breaks the
// bow on its roll and ends the activation (page 35).
func TestShotsHittingAllies(t *testing.T) {
	g := parseMap(t, room(t, 9, 4)...)
	taeral := armed(heroFig("taeral", 0, 1, 5, 0), bow())
	taeral.Facing = board.East
	orc := fig("orc", Dark, SizeAverage, 6, 1, 4)
	borgron := heroFig("borgron", 6, 2, 4, 0)
	shara := heroFig("shara", 3, 2, 4, 0)
	s := newState(t, g, taeral, orc, borgron, shara)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	// 1 and 3 with Shooting 3 (-1 short range): a miss with a 1: Borgron,
	// the only ally next to the orc, is hit (3 dice of 1).
	n, evs := applyDice(t, s, shoot(Heroes, "taeral", "orc"), 1, 3, 1, 1, 1)
	if w := lastOf[RoundWon](t, evs); !w.Hit || w.Struck != "borgron" {
		t.Fatalf("miss with a 1: %+v", w)
	}
	if dr := lastOf[DamageRolled](t, evs); dr.Figure != "borgron" {
		t.Fatalf("damage %+v", dr)
	}
	_ = n
	// A double 1: the bow's breaking roll (1: broken), then Shara, next to
	// the path and nearer than Borgron, is hit; the activation ends.
	n, evs = applyDice(t, s, shoot(Heroes, "taeral", "orc"), 1, 1, 1, 1, 1, 1)
	if w := lastOf[RoundWon](t, evs); !w.Hit || w.Struck != "shara" {
		t.Fatalf("blunder: %+v", w)
	}
	if !n.Figures[0].Items[0].Broken || n.Active != nil {
		t.Fatalf("bow %+v, active %+v", n.Figures[0].Items[0], n.Active)
	}
}

// Thrown weapons used in a combat turn are spent until the combat ends;
// reload weapons wait for a reload (pages 35, 70).
func TestSpentAndReload(t *testing.T) {
	g := parseMap(t, room(t, 9, 3)...)
	jav := Item{ItemCard: &ItemCard{ID: "javelin", Name: Text{En: "Javelin", Es: "Jabalina"}, Kind: ItemRanged, Hands: 1, Dice: 0, PlusStrength: true, RangeTimes: 3, Throwing: true, Breaks: 2}, Place: InHand}
	xbow := Item{ItemCard: &ItemCard{ID: "crossbow", Name: Text{En: "Crossbow", Es: "Ballesta"}, Kind: ItemRanged, Hands: 2, Dice: 4, Range: 24, Reload: true, Breaks: 3}, Place: InPack}
	borgron := armed(heroFig("borgron", 0, 1, 4, 0), jav, xbow)
	borgron.Facing = board.East
	orc := fig("orc", Dark, SizeAverage, 5, 1, 4)
	s := newState(t, g, borgron, orc)
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	n, _ := applyDice(t, s, shoot(Heroes, "borgron", "orc"), 2, 3)
	if !n.Figures[0].Items[0].Spent {
		t.Fatal("the javelin thrown in a combat turn is not spent")
	}
	// The crossbow: wield it (a Quick Action), shoot, then it is unloaded.
	c, _ := play(t, s, nil, Wield{Header: Header{Seat: Heroes}, Figure: "borgron", Item: 1})
	if c.Figures[0].Items[1].Place != InHand || c.Figures[0].Items[0].Place != InPack || c.Active.DrewInMelee {
		t.Fatalf("wield: %+v", c.Figures[0].Items)
	}
	c, _ = applyDice(t, c, shoot(Heroes, "borgron", "orc"), 2, 3)
	if !c.Figures[0].Items[1].Unloaded {
		t.Fatal("not unloaded")
	}
	c, _ = play(t, c, nil, endAct(Heroes, "borgron"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "borgron"))
	refused(t, c, shoot(Heroes, "borgron", "orc"), CodeBadItem)
	c, _ = play(t, c, nil, Reload{Header: Header{Seat: Heroes}, Figure: "borgron", Item: 1})
	if c.Figures[0].Items[1].Unloaded || c.Active.Action != ruleReload {
		t.Fatal("not reloaded")
	}
}

// Disengaging (page 32): one Agility test per enemy; a failure keeps the
// figure engaged and ends its activation; a critical failure lets that
// enemy hit it at once.
func TestDisengage(t *testing.T) {
	borgron := heroFig("borgron", 2, 2, 4, 0)
	o1 := armed(fig("orc1", Dark, SizeAverage, 1, 2, 4), sword())
	o2 := armed(fig("orc2", Dark, SizeAverage, 3, 2, 4), sword())
	s := newState(t, arena(t), borgron, o1, o2)
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	if ids := OptionIDs(Options(s, Heroes)); !contains(strings.Fields(ids), "disengage:borgron") {
		t.Fatalf("no disengage option: %s", ids)
	}
	// Two passes (Agility 3: 4+3 and 5+2): free to move away.
	n, evs := play(t, s, []int{4, 3, 5, 2}, Disengage{Header: Header{Seat: Heroes}, Figure: "borgron"})
	if d := lastOf[Disengaged](t, evs); !d.Free || !n.Active.Disengaged || len(rolls(evs)) != 2 {
		t.Fatalf("disengage %+v", d)
	}
	n, _ = play(t, n, nil, moveTo(Heroes, "borgron", 2, 4))
	// A failure on the second test ends the activation.
	n, _ = play(t, s, []int{4, 3, 2, 2}, Disengage{Header: Header{Seat: Heroes}, Figure: "borgron"})
	if n.Active != nil {
		t.Fatal("a failed disengagement did not end the activation")
	}
	// A critical failure: orc1 hits automatically (4 dice of sword + Strength).
	n, evs = play(t, s, []int{1, 1, 6, 6, 6, 1}, Disengage{Header: Header{Seat: Heroes}, Figure: "borgron"})
	if !hasEvent[StruckAutomatically](evs) || n.Figures[0].Wounds != 3 || n.Active != nil {
		t.Fatalf("critical failure: wounds %d, active %+v", n.Figures[0].Wounds, n.Active)
	}
	refused(t, n, Disengage{Header: Header{Seat: Heroes}, Figure: "borgron"}, CodeNotActive)
}

// A blunder drops the weapon on the opponent's square (page 36); picking
// it up is a Quick Action away from enemies, an Action and an Agility test
// inside a melee range.
func TestBlunderAndPickUp(t *testing.T) {
	shara := armed(heroFig("shara", 2, 2, 4, 0), sword())
	shara.Facing = board.East
	orc := fig("orc", Dark, SizeAverage, 3, 2, 4)
	s := newState(t, arena(t), shara, orc)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	// Double 1 against 3+3: the sword falls at (3,2), its breaking roll 4
	// holds, the activation ends.
	n, evs := play(t, s, []int{1, 1, 3, 3, 4}, attack(Heroes, "shara", "orc"))
	it := n.Figures[0].Items[0]
	if it.Place != OnGround || it.At != at(3, 2) || it.Broken || n.Active != nil || !hasEvent[ItemDropped](evs) {
		t.Fatalf("blunder: %+v active %+v", it, n.Active)
	}
	// Next turn, still next to the orc: an Action and an Agility test.
	n, _ = play(t, n, nil, endTurn(Heroes), endTurn(Dark), activate(Heroes, "shara"))
	pick := PickUp{Header: Header{Seat: Heroes}, Figure: "shara", Owner: "shara", Item: 0}
	p, _ := play(t, n, []int{4, 4}, pick)
	if p.Figures[0].Items[0].Place != InHand || p.Active.Action != rulePickUp {
		t.Fatalf("picked up: %+v", p.Figures[0].Items[0])
	}
	f, _ := play(t, n, []int{1, 2}, pick)
	if f.Figures[0].Items[0].Place != OnGround {
		t.Fatal("a failed test picked the sword up")
	}
	// Away from the orc: a Quick Action, no test.
	n.Figures[1].At = at(6, 4)
	q, _ := play(t, n, nil, pick)
	if q.Figures[0].Items[0].Place != InHand || q.Active.QuickActions != 1 {
		t.Fatal("quick pick-up failed")
	}
	refused(t, q, pick, CodeBadItem)
}

// Conditions' durations and melee ranges (page 42): knocked-down and
// stationary figures engage nobody; frightened ends when the figure's
// next activation begins; stationary ends then too, spending that
// activation, or when an enemy hits the figure.
func TestConditionDurations(t *testing.T) {
	shara := armed(heroFig("shara", 2, 2, 4, 0), sword())
	shara.Facing = board.East
	orc := fig("orc", Dark, SizeAverage, 3, 2, 4)
	orc.Conditions = orc.Conditions.With(KnockedDown)
	s := newState(t, arena(t), shara, orc)
	if len(Engagers(s, "shara")) != 0 {
		t.Fatal("a knocked-down orc engages")
	}
	s.Figures[1].Conditions = Conditions(0).With(Stationary)
	if len(Engagers(s, "shara")) != 0 {
		t.Fatal("a stationary orc engages")
	}
	d, evs := play(t, s, nil, endTurn(Heroes), activate(Dark, "orc"))
	if d.Active != nil || d.Figures[1].Conditions.Has(Stationary) || !hasEvent[ConditionLost](evs) {
		t.Fatalf("stationary activation: %+v %v", d.Active, d.Figures[1].Conditions)
	}
	// Hit while stationary: armour -1, and the condition ends.
	h, _ := play(t, s, nil, activate(Heroes, "shara"))
	n, _ := applyDice(t, h, attack(Heroes, "shara", "orc"), 1, 1, 1, 1)
	if n.Figures[1].Conditions.Has(Stationary) {
		t.Fatal("still stationary after the hit")
	}
	s.Figures[0].Conditions = Conditions(0).With(Frightened)
	f, _ := play(t, s, nil, activate(Heroes, "shara"))
	if f.Figures[0].Conditions.Has(Frightened) {
		t.Fatal("still frightened")
	}
}

// The defensive shot (page 35): the charging orc halts 3 squares from
// Taeral, who shoots at -2; a wound stops it, a miss lets it come on. A
// Large mover stops only on a double 6. Once per turn; never with a
// longbow, nor at a mover starting 2 squares away or less.
func TestDefensiveShot(t *testing.T) {
	g := parseMap(t, room(t, 9, 1)...)
	taeral := armed(heroFig("taeral", 0, 0, 5, 0), bow())
	taeral.Facing = board.East
	taeral.EditAttrs().ShootingSkill = 5
	taeral.EditAttrs().Agility = 4
	orc := fig("orc", Dark, SizeAverage, 6, 0, 6)
	orc.Facing = board.West
	s := newState(t, g, taeral, orc)
	d, _ := play(t, s, nil, endTurn(Heroes), activate(Dark, "orc"))
	n, evs := play(t, d, nil, moveTo(Dark, "orc", 1, 0))
	if h := lastOf[ChargeHalted](t, evs); h.At != at(3, 0) || n.Prompt == nil || n.Prompt.Kind != PromptDefensiveShot || n.Prompt.Seat != Heroes {
		t.Fatalf("halt %+v prompt %+v", h, n.Prompt)
	}
	// 4+4+5-2 = 11 hits; 5, 5, 1 against Armour 3: two wounds stop it.
	hit, evs := play(t, n, []int{4, 4, 5, 5, 1}, answer(Heroes, OptionShoot))
	r := rolls(evs)[0]
	if !hasModifier(r, -2, "defensive shot") || r.Result() != 11 {
		t.Fatalf("shot %v", r.Modifiers)
	}
	if hit.Figures[1].At != at(3, 0) || !hasEvent[ChargeStopped](evs) || hit.Active == nil || hit.Active.Spent != 3 || hit.Prompt != nil {
		t.Fatalf("not stopped: at %v active %+v", hit.Figures[1].At, hit.Active)
	}
	if !hit.Figures[0].ShotDefensively() {
		t.Fatal("the shot is not counted")
	}
	// A miss: the orc comes on to Taeral.
	miss, _ := play(t, n, []int{1, 2}, answer(Heroes, OptionShoot))
	if miss.Figures[1].At != at(1, 0) || miss.Active.Spent != 5 {
		t.Fatalf("miss: at %v", miss.Figures[1].At)
	}
	// Holding fire: same.
	hold, _ := play(t, n, nil, answer(Heroes, OptionNoShot))
	if hold.Figures[1].At != at(1, 0) {
		t.Fatal("hold fire")
	}
	// Already shot this turn: no prompt for a second mover.
	d2 := d.Clone()
	d2.Figures[0].SetShotDefensively(true)
	if n2, _ := play(t, d2, nil, moveTo(Dark, "orc", 1, 0)); n2.Prompt != nil {
		t.Fatal("a second defensive shot was offered")
	}
	// A longbow cannot make defensive shots.
	d3 := d.Clone()
	longbow := *d3.Figures[0].Items[0].ItemCard // cards are shared between clones
	longbow.Traits = []Trait{{Name: "no_defensive_shot", Value: 1}}
	d3.Figures[0].editItem(0).ItemCard = &longbow // items too (item.go)
	if n3, _ := play(t, d3, nil, moveTo(Dark, "orc", 1, 0)); n3.Prompt != nil {
		t.Fatal("a longbow shot defensively")
	}
	// Starting 2 squares away: no shot.
	d4 := d.Clone()
	d4.Figures[1].At = at(2, 0)
	if n4, _ := play(t, d4, nil, moveTo(Dark, "orc", 1, 0)); n4.Prompt != nil {
		t.Fatal("a shot at a mover starting 2 squares away")
	}
	// A Large troll wounded without a double 6 comes on.
	troll := fig("troll", Dark, SizeLarge, 6, 0, 6)
	troll.Facing = board.West
	tt := taeral
	tt.At = at(0, 0)
	ts := newState(t, parseMap(t, room(t, 9, 2)...), tt, troll)
	td, _ := play(t, ts, nil, endTurn(Heroes), activate(Dark, "troll"))
	tn, _ := play(t, td, nil, moveTo(Dark, "troll", 1, 0))
	if tn.Prompt == nil {
		t.Fatal("no shot at the troll")
	}
	tn, _ = play(t, tn, []int{5, 5, 6, 6, 6}, answer(Heroes, OptionShoot))
	if tn.Figures[1].At != at(1, 0) || tn.Figures[1].Wounds == 0 {
		t.Fatalf("troll at %v wounds %d", tn.Figures[1].At, tn.Figures[1].Wounds)
	}
}

// A figure attacked or shot at is marked until the next turn begins, so
// the Artificial Dark Player can spread its attacks (page 61).
func TestAttackedMarkLastsTheTurn(t *testing.T) {
	shara := armed(heroFig("shara", 2, 2, 4, 0), sword())
	shara.Facing = board.East
	orc := armed(fig("orc", Dark, SizeAverage, 3, 2, 4), axeItem())
	s := newState(t, arena(t), shara, orc)
	s, _ = play(t, s, []int{1, 2, 6, 5}, activate(Heroes, "shara"), attack(Heroes, "shara", "orc"))
	if s.Prompt != nil {
		t.Fatalf("unexpected prompt %s", s.Prompt.Kind)
	}
	if !s.Figures[1].Attacked || s.Figures[0].Attacked {
		t.Fatalf("attacked marks: shara %v, orc %v", s.Figures[0].Attacked, s.Figures[1].Attacked)
	}
	s, _ = play(t, s, nil, endTurn(Heroes))
	if s.Figures[1].Attacked {
		t.Fatal("the mark outlived the turn")
	}
}

// Momentum (page 33): an attacker with a second attack, its Movement spent
// and no enemy next to it after pushing one away, gets one more square.
func TestMomentum(t *testing.T) {
	orcBoss := armed(fig("boss", Dark, SizeAverage, 2, 2, 1), sword())
	orcBoss.Facing, orcBoss.Skills = board.East, []string{"double_attack"}
	borgron := heroFig("borgron", 4, 2, 4, 0)
	s := newState(t, arena(t), orcBoss, borgron)
	d, _ := play(t, s, nil, endTurn(Heroes), activate(Dark, "boss"), moveTo(Dark, "boss", 3, 2))
	// The boss hits (6+5+3 against 1+2+3): 5 dice of 1, then pushes
	// Borgron back to (5,2): no one is next to him, no Movement left.
	n, _ := play(t, d, []int{6, 5, 1, 2, 1, 1, 1, 1, 1}, attack(Dark, "boss", "borgron"))
	n, evs := play(t, n, nil, answer(Dark, "push:5,2"), answer(Dark, OptionStay))
	if m, ok := find[MomentumGained](evs); !ok || m.Allowance != 2 || !n.Active.Momentum {
		t.Fatalf("no momentum: %v", evs)
	}
	n, _ = play(t, n, nil, moveTo(Dark, "boss", 4, 2))
	if !contains(strings.Fields(OptionIDs(Options(n, Dark))), "attack:boss:borgron") {
		t.Fatal("no second attack after the extra square")
	}
}

// Companions (page 74): a hero's group activates together, in any order,
// before another group starts; a companion never ends a move more than 12
// squares from its owner; it gives nothing to the heroes.
func TestCompanions(t *testing.T) {
	g := parseMap(t, room(t, 20, 3)...)
	herbod := heroFig("herbod", 0, 1, 4, 0)
	rat := fig("rat", Heroes, SizeSmall, 1, 1, 20)
	rat.SetOwner("herbod")
	shara := heroFig("shara", 0, 0, 4, 0)
	s := newState(t, g, herbod, rat, shara)
	// The rat goes first: Herbod must follow before Shara.
	n, _ := play(t, s, nil, activate(Heroes, "rat"))
	if to := moveOpts(n, Heroes); to[at(12, 1)] == 0 || to[at(14, 1)] != 0 {
		t.Fatalf("leash: 12 squares %d, 14 squares %d", to[at(12, 1)], to[at(14, 1)])
	}
	refused(t, n, moveTo(Heroes, "rat", 14, 1), CodeTooFar)
	n, _ = play(t, n, nil, endAct(Heroes, "rat"))
	refused(t, n, activate(Heroes, "shara"), CodeGroupOpen)
	if ids := OptionIDs(Options(n, Heroes)); ids != "activate:herbod end_turn" {
		t.Fatalf("options %q", ids)
	}
	n, _ = play(t, n, nil, activate(Heroes, "herbod"), endAct(Heroes, "herbod"), activate(Heroes, "shara"))
	// The rat shares nothing with the heroes.
	r := s.Clone()
	r.Figures[1].Items = []Item{potion("heal", Trait{Name: "vitality", Value: 3})}
	r.Figures[1].At = at(1, 0)
	r, _ = play(t, r, nil, activate(Heroes, "rat"))
	refused(t, r, Give{Header: Header{Seat: Heroes}, Figure: "rat", Item: 0, To: "herbod"}, CodeBadItem)
	// With Herbod knocked out, the rat answers to no one.
	k := s.Clone()
	k.Figures[0].Conditions = Conditions(0).With(KnockedOut)
	k, _ = play(t, k, nil, activate(Heroes, "rat"), endAct(Heroes, "rat"), activate(Heroes, "shara"))
}
