package rules

import (
	"reflect"
	"slices"
	"testing"

	"dun/board"
	"dun/dice"

	"pgregory.net/rapid"
)

// checkEndInvariants holds after every command: the Achievement counters
// never go down, a met objective stays met, a figure that left stays out.
func checkEndInvariants(t *rapid.T, step int, id string, before, after State) {
	if after.Achievements.Heroes < before.Achievements.Heroes || after.Achievements.Dark < before.Achievements.Dark {
		t.Fatalf("step %d (%s): achievement points went down: %+v -> %+v", step, id, before.Achievements, after.Achievements)
	}
	if before.Mission != nil && after.Mission != nil {
		for k, o := range before.Mission.Objectives {
			if o.Met && !after.Mission.Objectives[k].Met {
				t.Fatalf("step %d (%s): objective %d is no longer met", step, id, k)
			}
		}
	}
	for i := range before.Figures {
		if before.Figures[i].Left && !after.Figures[i].Left {
			t.Fatalf("step %d (%s): %s came back into the scenario", step, id, before.Figures[i].ID)
		}
	}
}

// checkOver: a finished quest offers no option to either seat and refuses
// every command with quest_over.
func checkOver(t *rapid.T, s State, src dice.Source) {
	for _, seat := range []Side{Heroes, Dark} {
		if opts := Options(s, seat); len(opts) > 0 {
			t.Fatalf("the quest is over but %v is offered %s", seat, OptionIDs(opts))
		}
		for _, c := range []Command{EndTurn{Header: Header{Seat: seat}}, Withdraw{Header: Header{Seat: seat}}} {
			if _, _, err := Apply(s, c, src); err == nil || err.(*RuleError).Code != CodeQuestOver {
				t.Fatalf("the quest is over but %s gave %v", describe(c), err)
			}
		}
	}
}

func leave(id string) Command { return Leave{Header: Header{Seat: Heroes}, Figure: id} }

// questState is a corridor of section 1 (x 0-3) and a Main Room of section
// 2 (x 4-7), both revealed, with an exit at [0, 0].
func questState(t *testing.T, m Mission, figs ...Figure) State {
	t.Helper()
	g := parseMap(t, "....++22", ".TS.2222")
	x := Exploration{Revealed: []bool{true, true}, Sections: []SectionInfo{{}, {Room: true, Main: true}}}
	s, err := NewExploringState(g, figs, x)
	if err != nil {
		t.Fatal(err)
	}
	if m.Exits == nil {
		m.Exits = []board.Pos{at(0, 0)}
	}
	s, err = WithMission(s, m)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func txt(en string) Text { return Text{En: en, Es: en + " (es)"} }

// Page 11: a hero on a starting or finishing square declares he leaves;
// he is out of play but not knocked out. The last one out ends the quest.
func TestLeaveEndsQuest(t *testing.T) {
	for _, tc := range []struct {
		name    string
		objs    []Objective
		victory bool
	}{
		{"mission done", []Objective{{Kind: ObjectiveLeave, Text: txt("out")}}, true},
		{"mission not done", []Objective{{Kind: ObjectiveReach, Squares: []board.Pos{at(7, 1)}, Text: txt("reach")}, {Kind: ObjectiveLeave, Text: txt("out")}}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := questState(t, Mission{Objectives: tc.objs}, heroFig("shara", 1, 0, 5, 2))
			s, _ = play(t, s, nil, activate(Heroes, "shara"))
			refused(t, s, leave("shara"), CodeCannotLeave)
			s, _ = play(t, s, nil, moveTo(Heroes, "shara", 0, 0))
			if !slices.Contains(optionIDs(s, Heroes), "leave:shara") {
				t.Fatalf("leave not offered: %s", OptionIDs(Options(s, Heroes)))
			}
			s, evs := play(t, s, nil, leave("shara"))
			f, _ := s.Figure("shara")
			if !f.Left || f.Conditions.Has(KnockedOut) || f.Present() {
				t.Fatalf("after leaving: %+v", f)
			}
			end, ok := find[QuestEnded](evs)
			if !ok || s.End == nil || end.End.Victory != tc.victory || end.End.Reason != EndLeft {
				t.Fatalf("end %+v, state %+v", end, s.End)
			}
			if len(Options(s, Heroes)) != 0 || len(Options(s, Dark)) != 0 {
				t.Fatal("a finished quest offers options")
			}
			refused(t, s, endTurn(Heroes), CodeQuestOver)
		})
	}
}

// A quest without starting or finishing squares in its mission, or a
// creature, cannot leave.
func TestLeaveRefused(t *testing.T) {
	g := parseMap(t, room(t, 4, 2)...)
	s := newState(t, g, heroFig("shara", 0, 0, 5, 2))
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	refused(t, s, leave("shara"), CodeCannotLeave)
	s2 := questState(t, Mission{}, heroFig("shara", 1, 0, 5, 2), fig("orc", Dark, SizeAverage, 0, 0, 4))
	s2, _ = play(t, s2, nil, endTurn(Heroes), activate(Dark, "orc"))
	refused(t, s2, Leave{Header: Header{Seat: Dark}, Figure: "orc"}, CodeCannotLeave)
}

// Page 12: the Dark Player scores 1 point as each of his turns begins
// until a hero enters the Main Room, 1 for each Fortune point spent and 1
// for each hero knocked out, once per hero.
func TestDarkAchievements(t *testing.T) {
	s := questState(t, Mission{}, heroFig("shara", 1, 0, 8, 2), heroFig("borgron", 1, 1, 4, 2))
	s, evs := play(t, s, nil, endTurn(Heroes))
	if sc, ok := find[AchievementScored](evs); !ok || sc.Why != ScoredTurn || s.Achievements.Dark != 1 {
		t.Fatalf("turn 1: %+v, %+v", sc, s.Achievements)
	}
	s, _ = play(t, s, nil, endTurn(Dark), activate(Heroes, "shara"), moveTo(Heroes, "shara", 5, 0))
	if !s.Achievements.MainEntered {
		t.Fatal("shara in the Main Room but not noted")
	}
	s, evs = play(t, s, nil, endTurn(Heroes))
	if _, ok := find[AchievementScored](evs); ok || s.Achievements.Dark != 1 {
		t.Fatalf("a hero entered the Main Room, yet the Dark Player scored: %+v", s.Achievements)
	}
	// Knocked out twice, scored once.
	e := &env{s: &s, events: []Event{
		ConditionGained{Figure: "borgron", Condition: KnockedOut},
		FortuneSpent{Figure: "shara", Left: 1},
		ConditionGained{Figure: "borgron", Condition: KnockedOut},
	}}
	e.afterCommand()
	if s.Achievements.Dark != 3 || !reflect.DeepEqual(s.Achievements.KnockedOut, []string{"borgron"}) {
		t.Fatalf("after a knock-out twice and a Fortune point: %+v", s.Achievements)
	}
}

// Each kind of objective is met when its condition holds, scores the
// heroes 1 point and stays met.
func TestObjectivesMet(t *testing.T) {
	orc := fig("orc", Dark, SizeAverage, 6, 1, 4)
	for _, tc := range []struct {
		name string
		obj  Objective
		set  func(s *State)
	}{
		{"defeat", Objective{Kind: ObjectiveDefeat, Figure: "orc"}, func(s *State) {
			s.Figures[1].Conditions = s.Figures[1].Conditions.With(KnockedOut)
		}},
		{"reach", Objective{Kind: ObjectiveReach, Squares: []board.Pos{at(3, 1)}}, func(s *State) { s.Figures[0].At = at(3, 1) }},
		{"clear", Objective{Kind: ObjectiveClear, Section: 2}, func(s *State) {
			s.Figures[1].Conditions = s.Figures[1].Conditions.With(KnockedOut)
		}},
		{"search", Objective{Kind: ObjectiveSearch, Element: 0}, func(s *State) { s.Explore.Elements[0].Searched = true }},
		{"open", Objective{Kind: ObjectiveOpen, Element: 1}, func(s *State) { s.Explore.Elements[1].Opened = true }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.obj.Text = txt(tc.name)
			s := questState(t, Mission{Objectives: []Objective{tc.obj, {Kind: ObjectiveLeave, Text: txt("out")}}}, heroFig("shara", 1, 0, 5, 2), orc)
			s.Explore.Elements = []ElementState{{Element: 0, Dice: 1}, {Element: 1, Chest: true}}
			e := &env{s: &s}
			e.afterCommand()
			if s.Mission.Objectives[0].Met {
				t.Fatal("met before its time")
			}
			tc.set(&s)
			e = &env{s: &s}
			e.afterCommand()
			if ev, ok := find[ObjectiveMet](e.events); !ok || ev.Index != 0 || !s.Mission.Objectives[0].Met || s.Achievements.Heroes != 1 {
				t.Fatalf("not met: %+v %+v", ev, s.Mission.Objectives[0])
			}
			if err := s.checkShape(); err != nil {
				t.Fatal(err)
			}
			if !slices.Contains(optionIDs(s, Heroes), "withdraw") {
				t.Fatalf("mission accomplished but withdrawing not offered: %v", optionIDs(s, Heroes))
			}
			s, evs := play(t, s, nil, Withdraw{Header: Header{Seat: Heroes}})
			if s.End == nil || !s.End.Victory || s.End.Reason != EndWithdrew || !s.Mission.Accomplished(false) {
				t.Fatalf("withdrew: %+v", s.End)
			}
			if l, _ := find[HeroLeft](evs); l.Figure != "shara" || l.Why != LeftWithdrawn {
				t.Fatalf("left %+v", l)
			}
		})
	}
}

// A goal held for 2 heroes' turns in a row; stepping off starts again.
func TestHoldObjective(t *testing.T) {
	obj := Objective{Kind: ObjectiveHold, Squares: []board.Pos{at(1, 0)}, Turns: 2, Text: txt("hold")}
	s := questState(t, Mission{Objectives: []Objective{obj}}, heroFig("shara", 1, 0, 5, 2))
	s, _ = play(t, s, nil, endTurn(Heroes), endTurn(Dark))
	if o := s.Mission.Objectives[0]; o.Held != 1 || o.Met {
		t.Fatalf("after 1 turn: %+v", o)
	}
	s, _ = play(t, s, nil, activate(Heroes, "shara"), moveTo(Heroes, "shara", 2, 0), endTurn(Heroes), endTurn(Dark))
	if o := s.Mission.Objectives[0]; o.Held != 0 {
		t.Fatalf("stepped off: %+v", o)
	}
	s, _ = play(t, s, nil, activate(Heroes, "shara"), moveTo(Heroes, "shara", 1, 0), endTurn(Heroes), endTurn(Dark), endTurn(Heroes))
	if o := s.Mission.Objectives[0]; !o.Met || o.Turn != 4 {
		t.Fatalf("held 2 turns: %+v", o)
	}
}

// Page 11, R401: when the last turn is over the quest ends; heroes still
// inside have not accomplished it.
func TestTurnLimit(t *testing.T) {
	s := questState(t, Mission{TurnLimit: 1, Objectives: []Objective{{Kind: ObjectiveLeave, Text: txt("out")}}}, heroFig("shara", 1, 0, 5, 2))
	s, _ = play(t, s, nil, endTurn(Heroes))
	if s.End != nil {
		t.Fatal("ended in the Dark Player's turn 1")
	}
	s, evs := play(t, s, nil, endTurn(Dark))
	if e, ok := find[QuestEnded](evs); !ok || e.End.Victory || e.End.Reason != EndTurnLimit || e.End.Turn != 2 {
		t.Fatalf("end %+v", e)
	}
}

// Every hero knocked out: the Dark Player wins (page 12), whatever the
// objectives say.
func TestAllKnockedOut(t *testing.T) {
	s := questState(t, Mission{Objectives: []Objective{{Kind: ObjectiveReach, Squares: []board.Pos{at(1, 0)}, Text: txt("here")}}}, heroFig("shara", 1, 0, 5, 2))
	s.Figures[0].Conditions = s.Figures[0].Conditions.With(KnockedOut)
	e := &env{s: &s}
	e.afterCommand()
	if s.End == nil || s.End.Victory || s.End.Reason != EndKnockedOut {
		t.Fatalf("end %+v", s.End)
	}
}

// Withdrawing is refused before the mission is accomplished, and with no
// objectives at all.
func TestWithdrawRefused(t *testing.T) {
	s := questState(t, Mission{Objectives: []Objective{{Kind: ObjectiveReach, Squares: []board.Pos{at(7, 1)}, Text: txt("there")}}}, heroFig("shara", 1, 0, 5, 2))
	refused(t, s, Withdraw{Header: Header{Seat: Heroes}}, CodeCannotLeave)
	s = questState(t, Mission{}, heroFig("shara", 1, 0, 5, 2))
	refused(t, s, Withdraw{Header: Header{Seat: Heroes}}, CodeCannotLeave)
}

// Withdrawing is offered during an activation too, and ends it.
func TestWithdrawDuringActivation(t *testing.T) {
	obj := Objective{Kind: ObjectiveReach, Squares: []board.Pos{at(2, 0)}, Text: txt("there")}
	s := questState(t, Mission{Objectives: []Objective{obj, {Kind: ObjectiveLeave, Text: txt("out")}}}, heroFig("shara", 1, 0, 5, 2), heroFig("borgron", 1, 1, 4, 2))
	s, _ = play(t, s, nil, activate(Heroes, "shara"), moveTo(Heroes, "shara", 2, 0))
	if !slices.Contains(optionIDs(s, Heroes), "withdraw") || slices.Contains(optionIDs(s, Heroes), "leave:shara") {
		t.Fatalf("options %v", optionIDs(s, Heroes))
	}
	s, evs := play(t, s, nil, Withdraw{Header: Header{Seat: Heroes}})
	if _, ok := find[ActivationEnded](evs); !ok || s.Active != nil || !s.End.Victory {
		t.Fatalf("after withdrawing: %+v", s.End)
	}
	for _, f := range s.Figures {
		if !f.Left {
			t.Fatalf("%s stayed", f.ID)
		}
	}
}
