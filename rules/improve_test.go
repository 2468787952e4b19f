package rules

import (
	"slices"
	"testing"
)

// bookLeader is page 65's example: an Undead Champion (VP 8, Vitality 8,
// Invulnerable) leading against four heroes, in the Main Room.
func bookLeader() Figure {
	l := withID(creature("undead_champion", "champion", 8, false), "champion-0")
	l.SetProfile("undead_champion")
	l.SetLeader(true)
	l.Size = SizeAverage
	l.EditAttrs().Vitality = 8
	l.Skills = []string{"invulnerable", "terror"}
	l.At = at(10, 0)
	return l
}

// improveState is an ADP game with four heroes and page 65's Leader in
// the revealed Main Room, whose profile offers the extra skills named.
func improveState(t *testing.T, reserve int) State {
	t.Helper()
	s := adpState(t, nil, nil, nil, explorer("taeral", 1, 0), explorer("borgron", 2, 0), explorer("shara", 3, 0), explorer("aldren", 4, 0), bookLeader())
	cat, err := s.Dark.Cards.WithExtras(map[string][]ExtraSkill{"undead_champion": {
		{Skill: "terror", VP: 6}, {Skill: "shriek_underworld", VP: 2}, {Skill: "magic_resistance", VP: 1}, {Skill: "lethal_blow", VP: 1}, {Skill: "regeneration", VP: 3},
	}})
	if err != nil {
		t.Fatal(err)
	}
	s.Dark.Cards = cat
	s.Dark.Budget = reserve
	s.Explore.Revealed[1] = true
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	return darkTurn(t, s)
}

// Page 65's example: four dice 6, 2, 1, 1 buy Shriek from the Underworld
// (+2), Magic Resistance (+1) and Lethal Blow (+1) (the 6 finds Terror,
// which it has); 16 points left fall to 10 and give the Invulnerable
// Leader 2 Vitality (10 instead of 8) and two extra Actions each turn.
func TestLeaderBookExampleInTheRules(t *testing.T) {
	s := improveState(t, 20)
	take := TakeExtraSkills{Header: Header{Seat: Dark}, Figure: "champion-0"}
	refused(t, s, take, CodeBadState) // no dice rolled yet
	s, _ = play(t, s, []int{6, 2, 1, 1}, darkRoll(RollExtraSkills), darkRoll(RollExtraSkills), darkRoll(RollExtraSkills), darkRoll(RollExtraSkills))
	s, evs := play(t, s, nil, take)
	l, _ := s.Figure("champion-0")
	got, ok := find[ExtraSkillsTaken](evs)
	if !ok || !slices.Equal(got.Skills, []string{"shriek_underworld", "magic_resistance", "lethal_blow"}) || got.Paid != 4 || got.Why.En == "" || got.Why.Es == "" {
		t.Fatalf("extra skills %+v", got)
	}
	if s.Available() != 16 || l.VP() != 12 || !l.HasSkill("lethal_blow") {
		t.Fatalf("reserve %d VP %d skills %v", s.Available(), l.VP(), l.Skills)
	}
	refused(t, s, take, CodeSpawn) // once
	s, evs = play(t, s, nil, ImproveLeader{Header: Header{Seat: Dark}})
	l, _ = s.Figure("champion-0")
	if li, ok := find[LeaderImproved](evs); !ok || li.Vitality != 2 || li.Actions != 2 || li.Paid != 6 || li.Left != 10 {
		t.Fatalf("improvement %+v", li)
	}
	if s.Available() != 10 || l.Attrs().Vitality != 10 || l.ExtraActions() != 2 || !s.Dark.Improved {
		t.Fatalf("reserve %d vitality %d actions %d", s.Available(), l.Attrs().Vitality, l.ExtraActions())
	}
	refused(t, s, ImproveLeader{Header: Header{Seat: Dark}}, CodeSpawn)
}

// Page 64's table: every 2 points above 10 (3 for a tough Leader) give
// 1 Vitality; one extra Action per hero above two, two at most; the
// earlier edition's ADP turns every point above 20 into Vitality (R893).
func TestLeaderGain(t *testing.T) {
	for _, c := range []struct {
		reserve, heroes int
		tough, first    bool
		v, a, left      int
	}{
		{16, 4, true, false, 2, 2, 10},
		{16, 4, false, false, 3, 2, 10},
		{7, 2, false, false, 0, 0, 7},
		{25, 5, false, false, 7, 2, 10},
		{25, 3, false, true, 5, 1, 20},
		{12, 1, false, true, 0, 0, 12},
	} {
		v, a, left := LeaderGain(c.reserve, c.heroes, c.tough)
		if c.first {
			v, a, left = LeaderGainFirst(c.reserve, c.heroes)
		}
		if v != c.v || a != c.a || left != c.left {
			t.Errorf("%+v: got %d %d %d", c, v, a, left)
		}
	}
}

// The earlier edition's improvement through the command: 25 points leave
// 20 and give 5 Vitality.
func TestImproveLeaderFirstEdition(t *testing.T) {
	s := improveState(t, 25)
	s, _ = play(t, s, nil, ImproveLeader{Header: Header{Seat: Dark}, FirstEdition: true})
	l, _ := s.Figure("champion-0")
	if s.Available() != 20 || l.Attrs().Vitality != 13 || l.ExtraActions() != 2 {
		t.Fatalf("reserve %d vitality %d actions %d", s.Available(), l.Attrs().Vitality, l.ExtraActions())
	}
}

// The improvement waits for the Main Room; a human Dark Player has none.
func TestImproveLeaderRefused(t *testing.T) {
	s := improveState(t, 20)
	s.Explore.Revealed[1] = false
	refused(t, s, ImproveLeader{Header: Header{Seat: Dark}}, CodeSpawn)
	h := dpState(t, nil, explorer("taeral", 1, 0))
	h = darkTurn(t, h)
	refused(t, h, ImproveLeader{Header: Header{Seat: Dark}}, CodeNoDarkPlayer)
	refused(t, h, TakeExtraSkills{Header: Header{Seat: Dark}, Figure: "taeral"}, CodeNoDarkPlayer)
}

// An extra Action is offered once the figure's Action is spent, gives the
// Action back, and runs out.
func TestTakeExtraAction(t *testing.T) {
	s := improveState(t, 14) // 4 heroes: two extra Actions
	s, _ = play(t, s, nil, ImproveLeader{Header: Header{Seat: Dark}})
	s, _ = play(t, s, nil, activate(Dark, "champion-0"))
	if s.Active == nil || s.Active.Extra != 2 {
		t.Fatalf("activation %+v", s.Active)
	}
	take := TakeExtraAction{Header: Header{Seat: Dark}, Figure: "champion-0"}
	refused(t, s, take, CodeBadState)
	for n := 2; n > 0; n-- {
		s, _ = play(t, s, []int{3, 3}, Run{Header: Header{Seat: Dark}, Figure: "champion-0"})
		if !slices.ContainsFunc(Options(s, Dark), func(o Option) bool { return o.ID == "take_extra_action:champion-0" }) {
			t.Fatalf("no extra Action offered with %d left", n)
		}
		s, _ = play(t, s, nil, take)
		if s.Active.Action != "" || s.Active.Extra != n-1 {
			t.Fatalf("after the extra Action: %+v", s.Active)
		}
	}
	s, _ = play(t, s, []int{3, 3}, Run{Header: Header{Seat: Dark}, Figure: "champion-0"})
	refused(t, s, take, CodeActionUsed)
}
