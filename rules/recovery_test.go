package rules

import (
	"reflect"
	"testing"
)

func withConditions(f Figure, cs ...Condition) Figure {
	for _, c := range cs {
		f.Conditions = f.Conditions.With(c)
	}
	return f
}

func hasCond(t *testing.T, s State, id string, c Condition) bool {
	t.Helper()
	f, ok := s.Figure(id)
	if !ok {
		t.Fatalf("no figure %q", id)
	}
	return f.Conditions.Has(c)
}

// Page 18's example: the witch Maeliss, stunned, rolls 1D6 at the start of
// her next activation and is rid of the condition on 4 or more.
func TestRecoveryStunnedMaeliss(t *testing.T) {
	g := parseMap(t, room(t, 8, 4)...)
	maeliss := withConditions(heroFig("maeliss", 0, 0, 5, 0), Stunned)
	s := newState(t, g, maeliss)

	ok, evs := play(t, s, []int{4}, activate(Heroes, "maeliss"))
	rl, _ := find[Rolled](evs)
	if rl.Roll.Rule != ruleRecovery || rl.Roll.Kind != "1D6" || rl.Roll.Target != RecoveryTarget || rl.Roll.Outcome != Passed || rl.Roll.Purpose != "recovery: Maeliss" {
		t.Fatalf("recovery roll %+v", rl.Roll)
	}
	if cl, found := find[ConditionLost](evs); !found || cl.Condition != Stunned || cl.Roll != rl.Roll.Seq {
		t.Fatalf("condition lost %+v", cl)
	}
	if hasCond(t, ok, "maeliss", Stunned) || ok.Active.Phase != Acting {
		t.Fatal("4 on 1D6 must remove the stun and let her act")
	}
	// Freed from the stun, she may run.
	play(t, ok, []int{3, 3}, run(Heroes, "maeliss"))

	bad, evs := play(t, s, []int{3}, activate(Heroes, "maeliss"))
	if ck, found := find[ConditionKept](evs); !found || ck.Condition != Stunned || !hasCond(t, bad, "maeliss", Stunned) {
		t.Fatalf("a 3 must keep the stun: %+v", ck)
	}
	if bad.Active.Phase != Acting || len(moveOpts(bad, Heroes)) == 0 {
		t.Fatal("a stunned figure still moves")
	}
	// Page 42: a stunned figure may not run.
	refused(t, bad, run(Heroes, "maeliss"), CodeCannotRun)
	if got := OptionIDs(Options(bad, Heroes)); containsID(got, "run:maeliss") {
		t.Fatalf("run offered to a stunned figure: %s", got)
	}
}

func containsID(ids, id string) bool {
	for _, x := range splitIDs(ids) {
		if x == id {
			return true
		}
	}
	return false
}

func splitIDs(ids string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(ids); i++ {
		if i == len(ids) || ids[i] == ' ' {
			if i > start {
				out = append(out, ids[start:i])
			}
			start = i + 1
		}
	}
	return out
}

// Page 14: a hero may spend Fortune on his recovery roll; the new roll is
// judged again and is final.
func TestRecoveryFortune(t *testing.T) {
	g := parseMap(t, room(t, 8, 4)...)
	s := newState(t, g, withConditions(heroFig("maeliss", 0, 0, 5, 1), Stunned))
	s, _ = play(t, s, []int{2}, activate(Heroes, "maeliss"))
	if s.Prompt == nil || s.Prompt.Kind != PromptFortuneReroll || s.Prompt.Roll.Rule != ruleRecovery || s.Active.Phase != Recovery {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	r, evs := play(t, s, []int{5}, answer(Heroes, OptionReroll))
	rl, _ := find[Rolled](evs)
	if rl.Roll.PaidBy != "maeliss" || rl.Roll.Outcome != Passed || rl.Roll.Target != RecoveryTarget || !reflect.DeepEqual(rl.Roll.Before, []int{2}) {
		t.Fatalf("reroll %+v", rl.Roll)
	}
	if hasCond(t, r, "maeliss", Stunned) || r.Active.Phase != Acting {
		t.Fatal("the reroll's 5 must remove the stun")
	}
	k, _ := play(t, s, nil, answer(Heroes, OptionKeep))
	if !hasCond(t, k, "maeliss", Stunned) || k.Active.Phase != Acting {
		t.Fatal("keeping the 2 keeps the stun")
	}
	// A passed roll asks nothing.
	p, _ := play(t, newState(t, g, withConditions(heroFig("maeliss", 0, 0, 5, 1), Stunned)), []int{6}, activate(Heroes, "maeliss"))
	if p.Prompt != nil {
		t.Fatal("Fortune offered on a passed roll")
	}
}

// Page 18: with no enemy adjacent a knocked-down figure rises without a
// test, and is then stunned (page 42).
func TestRiseWithoutEnemies(t *testing.T) {
	g := parseMap(t, room(t, 8, 4)...)
	s := newState(t, g, withConditions(heroFig("borgron", 0, 0, 4, 1), KnockedDown), fig("orc", Dark, SizeAverage, 2, 0, 4))
	s, evs := play(t, s, nil, activate(Heroes, "borgron"))
	rose, ok := find[Rose](evs)
	if !ok || rose.How != RiseFree || rose.Roll != 0 {
		t.Fatalf("rose %+v", rose)
	}
	if _, ok := find[Rolled](evs); ok {
		t.Fatal("a roll was made")
	}
	if cg, ok := find[ConditionGained](evs); !ok || cg.Condition != Stunned {
		t.Fatalf("gained %+v", cg)
	}
	if hasCond(t, s, "borgron", KnockedDown) || !hasCond(t, s, "borgron", Stunned) || s.Active.Phase != Acting {
		t.Fatal("risen and stunned")
	}
	play(t, s, nil, moveTo(Heroes, "borgron", 0, 1))
	refused(t, s, run(Heroes, "borgron"), CodeCannotRun)
}

// Page 18: next to an enemy, rising takes an Agility test, with the -1 of
// each condition (page 42); a figure that stays down may only end its
// activation, and rises without a test at its next one.
func TestRiseNextToEnemy(t *testing.T) {
	g := parseMap(t, room(t, 8, 4)...)
	// Agility 3, knocked down: 2D6 + 3 - 1 must reach 10.
	s := newState(t, g, withConditions(heroFig("borgron", 0, 0, 4, 0), KnockedDown), fig("orc", Dark, SizeAverage, 1, 0, 4))

	up, evs := play(t, s, []int{4, 4}, activate(Heroes, "borgron"))
	rl, _ := find[Rolled](evs)
	wantMods := []Modifier{{Value: 3, Kind: ModAttribute, Why: Agility.Text()}, {Value: -1, Why: KnockedDown.Text()}}
	if rl.Roll.Rule != ruleRise || rl.Roll.Target != TestTarget || rl.Roll.Result() != 10 || rl.Roll.Outcome != Passed || !reflect.DeepEqual(rl.Roll.Modifiers, wantMods) {
		t.Fatalf("rise test %+v", rl.Roll)
	}
	if rose, ok := find[Rose](evs); !ok || rose.How != RiseTest || rose.Roll != rl.Roll.Seq {
		t.Fatalf("rose %+v", rose)
	}
	if hasCond(t, up, "borgron", KnockedDown) || !hasCond(t, up, "borgron", Stunned) {
		t.Fatal("risen and stunned")
	}

	down, evs := play(t, s, []int{3, 4}, activate(Heroes, "borgron"))
	if ck, ok := find[ConditionKept](evs); !ok || ck.Condition != KnockedDown {
		t.Fatalf("kept %+v", ck)
	}
	if !hasCond(t, down, "borgron", KnockedDown) || hasCond(t, down, "borgron", Stunned) || down.Active.Phase != Acting {
		t.Fatal("still down, not stunned, activation goes on")
	}
	if got := OptionIDs(Options(down, Heroes)); got != "end_activation:borgron end_turn" {
		t.Fatalf("a figure that stays down may only end: %q", got)
	}
	refused(t, down, moveTo(Heroes, "borgron", 0, 1), CodeCannotAct)
	refused(t, down, run(Heroes, "borgron"), CodeCannotAct)
	refused(t, down, Face{Header: Header{Seat: Heroes}, Figure: "borgron", Facing: 2}, CodeCannotAct)

	down, _ = play(t, down, nil, endAct(Heroes, "borgron"))
	if f, _ := down.Figure("borgron"); !f.DownLastActivation() {
		t.Fatal("lying at the end of the activation is remembered")
	}
	next, evs := play(t, down, nil, endTurn(Heroes), endTurn(Dark), activate(Heroes, "borgron"))
	if rose, ok := find[Rose](evs); !ok || rose.How != RiseAutomatic {
		t.Fatalf("second time: %+v", rose)
	}
	if f, _ := next.Figure("borgron"); f.DownLastActivation() || !f.Conditions.Has(Stunned) || f.Conditions.Has(KnockedDown) {
		t.Fatalf("after rising: %+v", f.Conditions.List())
	}

	// Knocked down since its last activation (by an enemy, say): the test
	// is due again (after the roll for the stun it rose with).
	st := up.Clone()
	st, _ = play(t, st, nil, endAct(Heroes, "borgron"))
	st.Figures[st.figure("borgron")].Conditions = st.Figures[st.figure("borgron")].Conditions.With(KnockedDown)
	st, evs = play(t, st, []int{3, 1, 2}, endTurn(Heroes), endTurn(Dark), activate(Heroes, "borgron"))
	if _, ok := find[ConditionKept](evs); !ok || !hasCond(t, st, "borgron", KnockedDown) {
		t.Fatal("a figure knocked down between activations must test")
	}
}

// Page 18: a figure both stunned and knocked down rolls for the stun first;
// the Agility test then counts every condition it still has.
func TestStunnedAndKnockedDown(t *testing.T) {
	g := parseMap(t, room(t, 8, 4)...)
	s := newState(t, g, withConditions(heroFig("borgron", 0, 0, 4, 0), KnockedDown, Stunned), fig("orc", Dark, SizeAverage, 1, 0, 4))
	// Stun kept (2), then 2D6 5+5 + 3 - 1 - 1 = 11.
	s, evs := play(t, s, []int{2, 5, 5}, activate(Heroes, "borgron"))
	var rolls []RollRecord
	for _, e := range evs {
		if r, ok := e.(Rolled); ok {
			rolls = append(rolls, r.Roll)
		}
	}
	if len(rolls) != 2 || rolls[0].Rule != ruleRecovery || rolls[1].Rule != ruleRise || rolls[1].Result() != 11 || len(rolls[1].Modifiers) != 3 {
		t.Fatalf("rolls %+v", rolls)
	}
	if hasCond(t, s, "borgron", KnockedDown) || !hasCond(t, s, "borgron", Stunned) {
		t.Fatal("risen, stunned")
	}
}

// Page 14: an unmodified double 1 fails whatever the Agility, and a double
// 6 passes whatever the penalties; a hero may spend Fortune on a failed
// test.
func TestRiseCriticals(t *testing.T) {
	g := parseMap(t, room(t, 8, 4)...)
	nimble := withConditions(heroFig("shara", 0, 0, 5, 1), KnockedDown)
	nimble.EditAttrs().Agility = 9
	s := newState(t, g, nimble, fig("orc", Dark, SizeAverage, 1, 0, 4))
	s, evs := play(t, s, []int{1, 1}, activate(Heroes, "shara"))
	rl, _ := find[Rolled](evs)
	if rl.Roll.Result() != 10 || rl.Roll.Outcome != Failed || rl.Roll.Critical != CriticalFailure {
		t.Fatalf("double 1: %+v", rl.Roll)
	}
	if s.Prompt == nil || s.Prompt.Roll.Rule != ruleRise {
		t.Fatal("Fortune must be offered on the failed test")
	}
	r, evs := play(t, s, []int{6, 6}, answer(Heroes, OptionReroll))
	rl, _ = find[Rolled](evs)
	if rl.Roll.Outcome != Passed || rl.Roll.Critical != DoubleCritical || rl.Roll.PaidBy != "shara" {
		t.Fatalf("reroll %+v", rl.Roll)
	}
	if rose, ok := find[Rose](evs); !ok || rose.Roll != rl.Roll.Seq || hasCond(t, r, "shara", KnockedDown) {
		t.Fatalf("rose %+v", rose)
	}

	clumsy := withConditions(fig("goblin", Dark, SizeSmall, 0, 0, 4), KnockedDown)
	clumsy.EditAttrs().Agility = -5
	d := darkTurn(t, newState(t, g, heroFig("shara", 1, 0, 5, 0), clumsy))
	d, evs = play(t, d, []int{6, 6}, activate(Dark, "goblin"))
	rl, _ = find[Rolled](evs)
	if rl.Roll.Result() != 6 || rl.Roll.Outcome != Passed || rl.Roll.Critical != DoubleCritical || hasCond(t, d, "goblin", KnockedDown) {
		t.Fatalf("double 6: %+v", rl.Roll)
	}
	if d.Prompt != nil {
		t.Fatal("the Dark Player's creatures have no Fortune")
	}
}

// Page 42: conditions like stunned give -1 to every attribute but Natural
// Armour, Mana and Vitality, Movement included, and add up: once recovered,
// a figure still stunned and also wounded moves two squares less.
func TestConditionsLowerMovement(t *testing.T) {
	g := parseMap(t, room(t, 8, 4)...)
	s := newState(t, g, withConditions(heroFig("maeliss", 0, 0, 5, 0), Stunned, Wounded))
	st, evs := play(t, s, []int{3}, activate(Heroes, "maeliss"))
	ml, found := find[MovementLowered](evs)
	if !found || ml.Allowance != 3 || len(ml.Why) != 2 || st.Active.Allowance != 3 {
		t.Fatalf("movement lowered %+v, allowance %d", ml, st.Active.Allowance)
	}
	if _, ok := moveOpts(st, Heroes)[at(4, 0)]; ok {
		t.Fatal("a stunned and wounded figure of Movement 5 reached 4 squares")
	}
	if _, ok := moveOpts(st, Heroes)[at(3, 0)]; !ok {
		t.Fatal("a stunned and wounded figure of Movement 5 should reach 3 squares")
	}
	// Recovered from the stun, only the wound counts.
	st, evs = play(t, s, []int{5}, activate(Heroes, "maeliss"))
	if ml, _ := find[MovementLowered](evs); ml.Allowance != 4 || st.Active.Allowance != 4 {
		t.Fatalf("after recovering: %+v", ml)
	}
	// Without conditions nothing is lowered.
	_, evs = play(t, newState(t, g, heroFig("maeliss", 0, 0, 5, 0)), nil, activate(Heroes, "maeliss"))
	if _, found := find[MovementLowered](evs); found {
		t.Fatal("movement lowered without a condition")
	}
}
