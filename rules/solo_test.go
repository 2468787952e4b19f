package rules

import (
	"slices"
	"testing"
)

// Page 55 (issue 6): the ADP holds no hand, yet a hero stepping on the
// first square out of the Safety Zones stops there for its question, whose
// Scenario Die may bring an obstacle; inside the zones nothing is asked,
// and with no obstacle left to draw neither.
func TestADPSafetyStep(t *testing.T) {
	s := adpState(t, []string{"stake"}, nil, nil, explorer("taeral", 0, 0), explorer("borgron", 0, 1))
	moment := s.Dark.Moment
	s, evs := play(t, s, nil, activate(Heroes, "taeral"), moveAlong(Heroes, "taeral", at(1, 0), at(2, 0), at(3, 0), at(4, 0), at(5, 0)))
	if mv, _ := find[Moved](evs); mv.To != at(3, 0) || s.Prompt == nil || s.Prompt.Kind != PromptDarkTrap || len(s.Prompt.Options) != 1 {
		t.Fatalf("moved %+v, prompt %+v", mv, s.Prompt)
	}
	if s.Dark.Moment != moment+1 || s.Active.Task == nil || s.Active.Task.Rule != reactStep {
		t.Fatalf("moment %d task %+v", s.Dark.Moment, s.Active.Task)
	}
	// The Obstacles face: the Stake drawn may be laid under his step.
	hit, _ := play(t, s, []int{1}, darkRoll(RollScenarioDie), draw(DeckADPObstacles))
	if !hit.Prompt.has("play:stake") {
		t.Fatalf("prompt %+v", hit.Prompt)
	}
	refused(t, hit, darkRoll(RollScenarioDie), CodeCannotDraw)
	// A miss: the ADP passes, and he walks on with no second question.
	miss, _ := play(t, s, []int{4}, darkRoll(RollScenarioDie), answer(Dark, OptionPass), moveTo(Heroes, "taeral", 5, 0))
	if figAt(t, miss, "taeral") != at(5, 0) || miss.Prompt != nil {
		t.Fatalf("taeral at %v, prompt %+v", figAt(t, miss, "taeral"), miss.Prompt)
	}
	// Inside the zones nothing is rolled: (2, 0) is within 2 of his start.
	in, _ := play(t, adpState(t, []string{"stake"}, nil, nil, explorer("taeral", 0, 0), explorer("borgron", 0, 1)), nil,
		activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 2, 0))
	if in.Prompt != nil {
		t.Fatalf("asked inside the zones: %+v", in.Prompt)
	}
	// Nothing to draw: no question.
	none, _ := play(t, adpState(t, nil, []string{"fortune"}, nil, explorer("taeral", 0, 0), explorer("borgron", 0, 1)), nil,
		activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 5, 0))
	if none.Prompt != nil || figAt(t, none, "taeral") != at(5, 0) {
		t.Fatalf("asked with no obstacle to draw: %+v", none.Prompt)
	}
}

// Page 65: a solo hero's Safety Zone is three squares wide, so he walks
// one square further before the ADP rolls.
func TestSoloSafetyRadius(t *testing.T) {
	s := adpState(t, []string{"stake"}, nil, nil, explorer("taeral", 0, 0))
	s, err := WithSolo(s)
	if err != nil {
		t.Fatal(err)
	}
	s, evs := play(t, s, nil, activate(Heroes, "taeral"), moveAlong(Heroes, "taeral", at(1, 0), at(2, 0), at(3, 0), at(4, 0), at(5, 0)))
	if mv, _ := find[Moved](evs); mv.To != at(4, 0) || s.Prompt == nil || s.Prompt.Kind != PromptDarkTrap {
		t.Fatalf("moved %+v, prompt %+v", mv, s.Prompt)
	}
}

// Page 65's extra Fortune: 3, 2 for a Large or Invulnerable hero, 4 for
// a Small one; WithSolo gives it to the one hero and refuses two.
func TestSoloFortune(t *testing.T) {
	for _, c := range []struct {
		name   string
		size   int
		skills []string
		want   int
	}{
		{"average", SizeAverage, nil, 3},
		{"small", SizeSmall, nil, 4},
		{"large", SizeLarge, nil, 2},
		{"invulnerable", SizeAverage, []string{"invulnerable"}, 2},
	} {
		f := heroFig("h", 1, 0, 5, 0)
		f.Size = c.size
		f.Skills = c.skills
		f.EditAttrs().Fortune = 1
		if got := SoloFortune(&f); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
	}
	s := questState(t, Mission{}, heroFig("shara", 1, 0, 5, 2))
	s.Figures[0].EditAttrs().Fortune = 1
	solo, err := WithSolo(s)
	if err != nil || !solo.Solo || solo.Figures[0].Attrs().Fortune != 4 || s.Figures[0].Attrs().Fortune != 1 {
		t.Fatalf("solo %+v err %v", *solo.Figures[0].Attrs(), err)
	}
	if _, err := WithSolo(solo); err == nil {
		t.Fatal("made solo twice")
	}
	two := questState(t, Mission{}, heroFig("shara", 1, 0, 5, 2), heroFig("borgron", 2, 0, 5, 2))
	if _, err := WithSolo(two); err == nil {
		t.Fatal("two heroes made solo")
	}
	two.Solo = true
	if err := two.Check(); err == nil {
		t.Fatal("a solo state with two heroes passed its check")
	}
}

// Page 65: a solo spellcaster casts each spell two more times, a
// champion's spell still once; he carries 60 coins without excess.
func TestSoloCastsAndCoins(t *testing.T) {
	f := heroFig("maeliss", 1, 0, 5, 0)
	f.SetSorcery(SorceryApprentice)
	sp := &Spell{SpellCard: &SpellCard{ID: "dark_arrow"}}
	s := questState(t, Mission{}, f)
	solo, err := WithSolo(s)
	if err != nil {
		t.Fatal(err)
	}
	if n, m := castsAllowed(&s, &s.Figures[0], sp), castsAllowed(&solo, &solo.Figures[0], sp); n != 2 || m != 4 {
		t.Fatalf("casts %d, solo %d", n, m)
	}
	for _, c := range []struct {
		coins  int
		solo   bool
		broken int
	}{{30, false, 0}, {31, false, 1}, {45, true, 0}, {60, true, 0}, {61, true, 1}} {
		st := s
		if c.solo {
			st = solo
		}
		g := st.Figures[0]
		g.SetCoins(c.coins)
		if l := loadOf(&g, coinLimit(&st, &g)); l.Broken != c.broken || l.Doubled {
			t.Errorf("%d coins, solo %v: %+v", c.coins, c.solo, l)
		}
	}
}

// Page 65: a solo hero's companions spend his Fortune, and may hand his
// potions and rope back to him; without a solo hero they may not.
func TestSoloCompanions(t *testing.T) {
	herbod := heroFig("herbod", 0, 1, 4, 0)
	herbod.EditAttrs().Fortune = 1
	rat := fig("rat", Heroes, SizeSmall, 1, 0, 20)
	rat.SetOwner("herbod")
	rat.Items = []Item{potion("heal", Trait{Name: "vitality", Value: 3}), {ItemCard: &ItemCard{ID: "torch", Kind: ItemObject}}}
	s := questState(t, Mission{}, herbod, rat)
	solo, err := WithSolo(s)
	if err != nil {
		t.Fatal(err)
	}
	if fortuneOf(&s, &s.Figures[1]) != nil || fortuneOf(&solo, &solo.Figures[1]) != &solo.Figures[0] || fortuneLeft(&solo, &solo.Figures[1]) != 4 {
		t.Fatalf("the rat's Fortune: %v, solo %v", fortuneOf(&s, &s.Figures[1]), fortuneLeft(&solo, &solo.Figures[1]))
	}
	give := func(k int) Command { return Give{Header: Header{Seat: Heroes}, Figure: "rat", Item: k, To: "herbod"} }
	n, _ := play(t, s, nil, activate(Heroes, "rat"))
	refused(t, n, give(0), CodeBadItem)
	n, _ = play(t, solo, nil, activate(Heroes, "rat"))
	refused(t, n, give(1), CodeBadItem) // not a potion nor a rope
	ids := OptionIDs(Options(n, Heroes))
	if !slices.Contains(splitIDs(ids), "give:rat:0:herbod") || slices.Contains(splitIDs(ids), "give:rat:1:herbod") {
		t.Fatalf("options %s", ids)
	}
	n, evs := play(t, n, nil, give(0))
	if g, ok := find[ItemGiven](evs); !ok || g.To != "herbod" || len(n.Figures[0].Items) != 1 {
		t.Fatalf("given %+v", g)
	}
}

// Page 65: at the end of a solo hero's quest his Achievement points are
// doubled; a party's are not.
func TestSoloAchievementsDoubled(t *testing.T) {
	for _, solo := range []bool{false, true} {
		s := questState(t, Mission{TurnLimit: 1, Objectives: []Objective{{Kind: ObjectiveLeave, Text: txt("out")}}}, heroFig("shara", 1, 0, 5, 2))
		if solo {
			var err error
			if s, err = WithSolo(s); err != nil {
				t.Fatal(err)
			}
		}
		s.Achievements.Heroes = 5
		s, evs := play(t, s, nil, endTurn(Heroes), endTurn(Dark))
		want := map[bool]int{false: 5, true: 10}[solo]
		var sc AchievementScored
		ok := false
		for _, e := range evs {
			if a, is := e.(AchievementScored); is && a.Side == Heroes {
				sc, ok = a, true
			}
		}
		if s.End == nil || s.Achievements.Heroes != want || ok != solo || (ok && (sc.Why != ScoredSolo || sc.Points != 5 || sc.Total != 10)) {
			t.Errorf("solo %v: counter %d, scored %+v", solo, s.Achievements.Heroes, sc)
		}
	}
}

// Page 65: a solo hero's companion who fails his test against a trap may
// spend his owner's Fortune on it; without a solo hero it has none.
func TestSoloCompanionSpendsFortune(t *testing.T) {
	shara := explorer("shara", 0, 0)
	shara.EditAttrs().Fortune = 1
	rat := explorer("rat", 0, 1)
	rat.SetHero(false)
	rat.SetOwner("shara")
	s := trapCorridor(t, shara, rat)
	solo, err := WithSolo(s)
	if err != nil {
		t.Fatal(err)
	}
	n, evs := play(t, s, []int{1, 2, 5, 6}, activate(Heroes, "rat"), moveTo(Heroes, "rat", 5, 1))
	if n.Prompt != nil || !hasEvent[TrapSprung](evs) {
		t.Fatalf("a party's companion was offered Fortune: %+v", n.Prompt)
	}
	n, _ = play(t, solo, []int{1, 2}, activate(Heroes, "rat"), moveTo(Heroes, "rat", 5, 1))
	if n.Prompt == nil || n.Prompt.Kind != PromptFortuneReroll || n.Prompt.Figure != "rat" {
		t.Fatalf("prompt %+v", n.Prompt)
	}
	n, evs = play(t, n, []int{5, 5}, answer(Heroes, OptionReroll))
	if sp, ok := find[FortuneSpent](evs); !ok || sp.Figure != "shara" || sp.Left != 3 {
		t.Fatalf("spent %+v", sp)
	}
	if _, ok := find[TrapDetected](evs); !ok || n.Figures[0].FortuneUsed() != 1 || n.Figures[1].FortuneUsed() != 0 {
		t.Fatalf("detected? used %d / %d", n.Figures[0].FortuneUsed(), n.Figures[1].FortuneUsed())
	}
}

// Page 65 with page 14: a solo hero's companion may spend his Fortune to
// avoid a blow that would knock it out (R1163).
func TestSoloCompanionAvoidsFatalBlow(t *testing.T) {
	shara := explorer("shara", 0, 0)
	shara.EditAttrs().Fortune = 1
	rat := explorer("rat", 0, 1)
	rat.SetHero(false)
	rat.SetOwner("shara")
	rat.EditAttrs().Vitality = 1
	s, err := WithSolo(trapCorridor(t, shara, rat))
	if err != nil {
		t.Fatal(err)
	}
	// The test failed and kept, the damage (5, 6 against Armour 0) kept:
	// the blow would knock the rat out.
	s, _ = play(t, s, []int{1, 2, 5, 6}, activate(Heroes, "rat"), moveTo(Heroes, "rat", 5, 1), answer(Heroes, OptionKeep), answer(Heroes, OptionKeep))
	if s.Prompt == nil || s.Prompt.Kind != PromptFatalBlow || s.Prompt.Figure != "rat" {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	s, evs := play(t, s, []int{5}, answer(Heroes, OptionFortuneRoll))
	if _, ok := find[BlowAvoided](evs); !ok || s.Figures[0].FortuneUsed() != 1 || !s.Figures[1].Present() {
		t.Fatalf("avoided? Shara used %d, rat %+v", s.Figures[0].FortuneUsed(), s.Figures[1])
	}
}

// R1160: a card the ADP holds face up that cannot act under a step (a
// Locked Door) does not stop the hero once its Obstacles deck is empty.
func TestADPSafetyStepHeldCard(t *testing.T) {
	s := adpState(t, nil, []string{"fortune"}, nil, explorer("taeral", 0, 0), explorer("borgron", 0, 1))
	s.Dark.Hand = []string{"locked"}
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), moveTo(Heroes, "taeral", 5, 0))
	if s.Prompt != nil || figAt(t, s, "taeral") != at(5, 0) {
		t.Fatalf("stopped for a card that cannot act: %+v", s.Prompt)
	}
}
