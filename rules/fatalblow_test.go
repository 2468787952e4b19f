package rules

import (
	"reflect"
	"testing"
)

// trapOnBorgron is the first walkthrough's trap (pages 50-53): 5 damage
// dice against Borgron's Armour 4 roll 1, 4, 4, 4, 5, four wounds that
// would knock out a dwarf of Vitality 4. He has fortune Fortune points.
func trapOnBorgron(t *testing.T, fortune int, effects ...Condition) State {
	t.Helper()
	g := parseMap(t, room(t, 6, 4)...)
	borgron := heroFig("borgron", 0, 0, 4, fortune)
	borgron.EditAttrs().Armour = 4
	borgron.EditAttrs().Vitality = 4
	s := newState(t, g, borgron, fig("orc", Dark, SizeAverage, 4, 3, 4))
	s, _ = dealBlow(t, s, []int{1, 4, 4, 4, 5}, Blow{Rule: "trap", Target: "borgron", Dice: 5, Against: Armour, Effects: effects})
	if s.Prompt != nil && s.Prompt.Kind == PromptDamageReroll {
		// He could first have the trap roll again (TestDamageReroll); he
		// keeps the roll.
		s, _ = play(t, s, nil, answer(Heroes, OptionKeep))
	}
	return s
}

// Page 14: a hero may make an enemy's (or a trap's) damage roll against
// him be rolled again with a Fortune point, once; the new roll is final,
// and a fatal one still waits for his Fortune.
func TestDamageReroll(t *testing.T) {
	g := parseMap(t, room(t, 6, 4)...)
	borgron := heroFig("borgron", 0, 0, 4, 2)
	borgron.EditAttrs().Armour = 4
	borgron.EditAttrs().Vitality = 4
	s := newState(t, g, borgron, fig("orc", Dark, SizeAverage, 4, 3, 4))
	s, _ = dealBlow(t, s, []int{1, 4, 4, 4, 5}, Blow{Rule: "trap", Target: "borgron", Dice: 5, Against: Armour, Effects: []Condition{KnockedDown}})
	if p := s.Prompt; p == nil || p.Kind != PromptDamageReroll || len(p.Effects) != 1 {
		t.Fatalf("prompt %+v", p)
	}
	// Rerolled: 1, 1, 2, 3, 4 is one wound; the knock-down lands.
	n, evs := play(t, s, []int{1, 1, 2, 3, 4}, answer(Heroes, OptionReroll))
	if f, _ := n.Figure("borgron"); f.Wounds != 1 || f.FortuneUsed() != 1 || !f.Conditions.Has(KnockedDown) || n.Prompt != nil {
		t.Fatalf("after the reroll: %+v", f)
	}
	if d, ok := find[DamageRerolled](evs); !ok || d.Wounds != 1 {
		t.Fatalf("event %+v", d)
	}
	// Rerolled into a fatal blow: the fatal blow question follows.
	n, _ = play(t, s, []int{5, 5, 5, 5, 1}, answer(Heroes, OptionReroll))
	if n.Prompt == nil || n.Prompt.Kind != PromptFatalBlow {
		t.Fatalf("no fatal blow question: %+v", n.Prompt)
	}
	// A fall is no enemy's roll: no question.
	f, _ := dealBlow(t, newState(t, g, borgron), []int{4, 4}, Blow{Rule: ruleFall, Target: "borgron", Dice: 2, Against: NaturalArmour})
	if f.Prompt != nil && f.Prompt.Kind == PromptDamageReroll {
		t.Fatal("a fall's damage was offered for a reroll")
	}
}

func fortuneSpent(evs []Event) []FortuneSpent {
	var out []FortuneSpent
	for _, e := range evs {
		if f, ok := e.(FortuneSpent); ok {
			out = append(out, f)
		}
	}
	return out
}

// Page 14: a hero about to be knocked out is asked, before the blow lands,
// whether he spends a Fortune point to avoid it; the damage waits.
func TestFatalBlowPrompt(t *testing.T) {
	s := trapOnBorgron(t, 5)
	p := s.Prompt
	if p == nil || p.Kind != PromptFatalBlow || p.Seat != Heroes || p.Figure != "borgron" || p.Seq != s.Version || p.Roll == nil ||
		p.Roll.Rule != "trap" || !reflect.DeepEqual(p.Roll.Dice, []int{1, 4, 4, 4, 5}) || p.Roll.Target != 4 {
		t.Fatalf("prompt %+v", p)
	}
	if f, _ := s.Figure("borgron"); f.Wounds != 0 || f.Conditions != 0 || f.FortuneUsed() != 0 {
		t.Fatalf("the blow must wait: %+v", f)
	}
	if got := OptionIDs(Options(s, Heroes)); got != "answer:take_blow answer:fortune_roll" {
		t.Fatalf("options %q", got)
	}
	if len(Options(s, Dark)) != 0 {
		t.Fatal("the Dark Player answers the hero's question")
	}
	refused(t, s, endTurn(Heroes), CodePromptPending)
	refused(t, s, answer(Heroes, OptionFortunePoint), CodeBadOption)
	refused(t, s, answer(Heroes, OptionFortuneRoll), CodeDice) // no die forced

	// Taken: the wounds land and he is knocked out.
	k, evs := play(t, s, nil, answer(Heroes, OptionTakeBlow))
	if f, _ := k.Figure("borgron"); f.Wounds != 4 || !f.Conditions.Has(KnockedOut) || f.FortuneUsed() != 0 || k.Prompt != nil {
		t.Fatalf("taken: %+v", f)
	}
	if wt, _ := find[WoundsTaken](evs); wt.Wounds != 4 || wt.Roll != p.Roll.Seq {
		t.Fatalf("wounds %+v", wt)
	}

	// A 5 on 1D6: one point spent, the blow ignored.
	a, evs := play(t, s, []int{5}, answer(Heroes, OptionFortuneRoll))
	if f, _ := a.Figure("borgron"); f.Wounds != 0 || f.Conditions != 0 || f.FortuneUsed() != 1 || a.Prompt != nil {
		t.Fatalf("avoided: %+v", f)
	}
	if fs := fortuneSpent(evs); !reflect.DeepEqual(fs, []FortuneSpent{{Figure: "borgron", Left: 4, Roll: p.Roll.Seq}}) {
		t.Fatalf("fortune spent %+v", fs)
	}
	rl, _ := find[Rolled](evs)
	if rl.Roll.Rule != ruleFatalBlow || rl.Roll.Kind != "1D6" || rl.Roll.Target != FatalBlowTarget || rl.Roll.Outcome != Passed || rl.Roll.Figure != "borgron" {
		t.Fatalf("roll %+v", rl.Roll)
	}
	if ba, _ := find[BlowAvoided](evs); ba != (BlowAvoided{Figure: "borgron", Roll: p.Roll.Seq, Points: 1}) {
		t.Fatalf("avoided %+v", ba)
	}
	if _, ok := find[WoundsTaken](evs); ok {
		t.Fatal("an avoided blow wounds")
	}
}

// Page 14: after a failed roll a second point avoids the blow without a
// roll; with no point left, or if he declines, the blow lands.
func TestFatalBlowSecondPoint(t *testing.T) {
	s := trapOnBorgron(t, 2, Stunned)
	seq := s.Prompt.Roll.Seq
	f4, evs := play(t, s, []int{4}, answer(Heroes, OptionFortuneRoll))
	if rl, _ := find[Rolled](evs); rl.Roll.Outcome != Failed {
		t.Fatalf("a 4 fails: %+v", rl.Roll)
	}
	p := f4.Prompt
	if p == nil || p.Kind != PromptFatalBlow || p.Roll.Seq != seq || OptionIDs(Options(f4, Heroes)) != "answer:take_blow answer:fortune_point" {
		t.Fatalf("second question %+v", p)
	}
	if f, _ := f4.Figure("borgron"); f.Wounds != 0 || f.FortuneUsed() != 1 {
		t.Fatalf("still waiting: %+v", f)
	}
	refused(t, f4, answer(Heroes, OptionFortuneRoll), CodeBadOption)

	two, evs := play(t, f4, nil, answer(Heroes, OptionFortunePoint))
	if f, _ := two.Figure("borgron"); f.Wounds != 0 || f.FortuneUsed() != 2 || f.Conditions != 0 || two.Prompt != nil {
		t.Fatalf("second point: %+v", f)
	}
	if fs := fortuneSpent(evs); len(fs) != 1 || fs[0].Left != 0 || fs[0].Roll != seq {
		t.Fatalf("fortune spent %+v", fs)
	}
	if _, ok := find[Rolled](evs); ok {
		t.Fatal("the second point needs no roll")
	}
	if ba, _ := find[BlowAvoided](evs); ba.Points != 2 {
		t.Fatalf("avoided %+v", ba)
	}

	took, _ := play(t, f4, nil, answer(Heroes, OptionTakeBlow))
	if f, _ := took.Figure("borgron"); f.Wounds != 4 || !f.Conditions.Has(KnockedOut) || f.Conditions.Has(Stunned) || f.FortuneUsed() != 1 {
		t.Fatalf("declined: %+v", f)
	}

	// One point only: a failed roll lets the blow land at once.
	one, evs := play(t, trapOnBorgron(t, 1), []int{3}, answer(Heroes, OptionFortuneRoll))
	if f, _ := one.Figure("borgron"); one.Prompt != nil || !f.Conditions.Has(KnockedOut) || f.FortuneUsed() != 1 || len(fortuneSpent(evs)) != 1 {
		t.Fatalf("one point: %+v, prompt %+v", f, one.Prompt)
	}
}

// No question when the blow would not knock the figure out, or when it has
// no Fortune left; a creature a card gave Fortune (page 57) is asked too,
// on the Dark Player's seat (R53).
func TestFatalBlowNotOffered(t *testing.T) {
	if s := trapOnBorgron(t, 0); s.Prompt != nil || !hasCond(t, s, "borgron", KnockedOut) {
		t.Fatal("no Fortune: knocked out at once")
	}
	spent := heroFig("borgron", 0, 0, 4, 2)
	spent.SetFortuneUsed(2)
	g := parseMap(t, room(t, 6, 4)...)
	s := newState(t, g, spent, fig("orc", Dark, SizeAverage, 4, 3, 4))
	if s, _ := dealBlow(t, s, []int{6, 6, 6, 6, 6, 6}, Blow{Target: "borgron", Dice: 6, Against: Armour}); s.Prompt != nil || !hasCond(t, s, "borgron", KnockedOut) {
		t.Fatal("Fortune all spent: knocked out at once")
	}
	s = newState(t, g, heroFig("borgron", 0, 0, 4, 2), fig("orc", Dark, SizeAverage, 4, 3, 4))
	if s, _ := dealBlow(t, s, []int{6, 6, 6, 6, 6}, Blow{Target: "borgron", Dice: 5, Against: Armour}); s.Prompt != nil || hasCond(t, s, "borgron", KnockedOut) {
		t.Fatal("5 wounds of 6: no question")
	}
	archer := fig("archer", Dark, SizeAverage, 4, 3, 4)
	archer.EditAttrs().Fortune = 1
	s = newState(t, g, heroFig("taeral", 0, 0, 5, 0), archer)
	s, _ = dealBlow(t, s, []int{6, 6, 6, 6, 6, 6}, Blow{Target: "archer", By: "taeral", Dice: 6, Against: Armour})
	if s.Prompt == nil || s.Prompt.Seat != Dark || OptionIDs(Options(s, Dark)) != "answer:take_blow answer:fortune_roll" {
		t.Fatalf("the orc archer's Fortune point: %+v", s.Prompt)
	}
	// The walkthrough of pages 66-69: he rolls a 3 and is eliminated.
	s, evs := play(t, s, []int{3}, answer(Dark, OptionFortuneRoll))
	if _, ok := find[RemovedFromPlay](evs); !ok || !hasCond(t, s, "archer", KnockedOut) {
		t.Fatal("the archer's failed roll removes him")
	}
}

// Once a blow is settled, at once or after the question, the rule that
// dealt it resumes play with the result; never while the blow waits.
func TestBlowFollowUp(t *testing.T) {
	var got []BlowResult
	blowFollowUps["trap"] = func(e *env, r BlowResult) error { got = append(got, r); return nil }
	t.Cleanup(func() { delete(blowFollowUps, "trap") })

	s := trapOnBorgron(t, 2)
	if len(got) != 0 {
		t.Fatalf("followed up while waiting: %+v", got)
	}
	seq := s.Prompt.Roll.Seq
	play(t, s, nil, answer(Heroes, OptionTakeBlow))
	play(t, s, []int{6}, answer(Heroes, OptionFortuneRoll))
	play(t, s, []int{2}, answer(Heroes, OptionFortuneRoll), answer(Heroes, OptionFortunePoint))
	trapOnBorgron(t, 0)
	want := []BlowResult{
		{Target: "borgron", Roll: seq, Wounds: 4, KnockedOut: true},
		{Target: "borgron", Roll: seq, Avoided: true},
		{Target: "borgron", Roll: seq, Avoided: true},
		{Target: "borgron", Roll: 1, Wounds: 4, KnockedOut: true},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("follow-ups\n got %+v\nwant %+v", got, want)
	}
}
