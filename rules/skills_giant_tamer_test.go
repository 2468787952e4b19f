package rules

import (
	"slices"
	"testing"
)

// tamerState: Aldren (Giant Tamer, Intelligence 4, 2 Mana) with his giant
// five squares away, an orc beside him.
func tamerState(t *testing.T) State {
	aldren := skilled(heroFig("aldren", 1, 1, 5, 0), "giant_tamer")
	aldren.EditAttrs().Intelligence = 4
	aldren.EditAttrs().Mana = 2
	giant := fig("giant", Heroes, SizeHuge, 6, 1, 8)
	giant.SetKind(giantKind)
	giant.SetOwner("aldren")
	orc := fig("orc", Dark, SizeAverage, 1, 2, 4)
	return newState(t, parseMap(t, room(t, 10, 4)...), aldren, giant, orc)
}

// Giant Tamer (page 113): the giant is activated only once handled by a
// passed Intelligence test, a Quick Action even next to an enemy; a
// failure costs 1 Mana and leaves the giant Stationary.
func TestGiantTamer(t *testing.T) {
	s := tamerState(t)
	refused(t, s, activate(Heroes, "giant"), CodeCannotAct)
	if slices.Contains(optionIDs(s, Heroes), "activate:giant") {
		t.Fatal("an unhandled giant offered for activation")
	}
	a, _ := play(t, s, nil, activate(Heroes, "aldren"))
	if !slices.Contains(optionIDs(a, Heroes), "skill_action:aldren:giant_tamer:giant") {
		t.Fatalf("no handling offered: %v", optionIDs(a, Heroes))
	}
	// Passed (5+2 +4 = 11): a Quick Action; the giant may act.
	h, evs := play(t, a, []int{5, 2}, SkillAction{Header: Header{Seat: Heroes}, Figure: "aldren", Skill: "giant_tamer", Targets: []string{"giant"}})
	if r := firstRoll(t, evs, ruleGiantTamer); r.Outcome != Passed {
		t.Fatalf("test %+v", r)
	}
	if h.Active.QuickActions != 1 || h.Active.Action != "" || !contains(h.Figures[1].Marks, markHandled) {
		t.Fatalf("activation %+v marks %v", h.Active, h.Figures[1].Marks)
	}
	g, _ := play(t, h, nil, endAct(Heroes, "aldren"), activate(Heroes, "giant"))
	if g.Active == nil || g.Active.Figure != "giant" || contains(g.Figures[1].Marks, markHandled) {
		t.Fatalf("giant activation %+v marks %v", g.Active, g.Figures[1].Marks)
	}
	// Handled but never activated: the mark is gone next turn.
	idle, _ := play(t, h, nil, endAct(Heroes, "aldren"), endTurn(Heroes))
	if contains(idle.Figures[1].Marks, markHandled) {
		t.Fatal("the handling outlived the turn")
	}
	// Failed (1+2 +4 = 7): 1 Mana lost, the giant Stationary; its
	// activation is spent standing still.
	f, _ := play(t, a, []int{1, 2}, SkillAction{Header: Header{Seat: Heroes}, Figure: "aldren", Skill: "giant_tamer", Targets: []string{"giant"}})
	if f.Figures[0].ManaUsed != 1 || !f.Figures[1].Conditions.Has(Stationary) {
		t.Fatalf("failure: mana used %d conditions %v", f.Figures[0].ManaUsed, f.Figures[1].Conditions)
	}
	st, evs := play(t, f, nil, endAct(Heroes, "aldren"), activate(Heroes, "giant"))
	if st.Active != nil || st.Figures[1].Conditions.Has(Stationary) || !hasEvent[ActivationEnded](evs) {
		t.Fatalf("stationary giant: %+v", st.Active)
	}
}

func TestGiantTamerLimits(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(s *State)
		code string
	}{
		{"no Mana left", func(s *State) { s.Figures[0].ManaUsed = 2 }, CodeNoMana},
		{"too far", func(s *State) { s.Figures[1].At = at(8, 1) }, CodeBadTarget},
		{"not a giant", func(s *State) { s.Figures[1].SetKind("ogre") }, CodeBadTarget},
		{"no Quick Action left", func(s *State) { s.Active.QuickActions = 2 }, CodeQuickActionUsed},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := play(t, tamerState(t), nil, activate(Heroes, "aldren"))
			tc.edit(&s)
			refused(t, s, SkillAction{Header: Header{Seat: Heroes}, Figure: "aldren", Skill: "giant_tamer", Targets: []string{"giant"}}, tc.code)
		})
	}
	// A figure of another kind is not held back.
	s := tamerState(t)
	s.Figures[1].SetKind("ogre")
	if n, _ := play(t, s, nil, activate(Heroes, "giant")); n.Active == nil || n.Active.Figure != "giant" {
		t.Fatalf("an ogre held back: %+v", n.Active)
	}
}

// Page 101: no potion or healing spell works on a giant.
func TestGiantNeitherDrinksNorIsHealed(t *testing.T) {
	g := parseMap(t, magicRoom(t)...)
	giant := fig("giant", Heroes, SizeHuge, 2, 0, 8)
	giant.SetKind(giantKind)
	giant.SetOwner("maelis")
	giant.Wounds = 5
	giant.Items = []Item{potion("heal")}
	s := newState(t, g, caster("maelis", 0, 0, 5, healSpell()), giant)
	s, _ = play(t, s, []int{3, 3}, activate(Heroes, "maelis"), cast(Heroes, "maelis", "heal", "giant"))
	if f, _ := s.Figure("giant"); f.Wounds != 5 {
		t.Errorf("a healing spell healed the giant: wounds %d", f.Wounds)
	}
	s.Figures[1].Marks = []string{markHandled}
	s, _ = play(t, s, nil, endAct(Heroes, "maelis"), activate(Heroes, "giant"))
	refused(t, s, Drink{Header: Header{Seat: Heroes}, Figure: "giant", Item: 0}, CodeCannotAct)
	if slices.Contains(optionIDs(s, Heroes), "drink:giant:0") {
		t.Error("a giant offered a potion")
	}
}
