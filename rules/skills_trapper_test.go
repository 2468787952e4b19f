package rules

import (
	"testing"

	"dun/board"
)

// trapperState: Herbod (Trapper) at the west end of a corridor, an orc
// seven squares east of him, the Dark Player's turn.
func trapperState(t *testing.T) State {
	g := parseMap(t, room(t, 10, 1)...)
	h := skilled(heroFig("herbod", 0, 0, 5, 0), "trapper")
	h.Facing = board.East
	orc := fig("orc", Dark, SizeAverage, 7, 0, 6)
	orc.Facing = board.West
	s := newState(t, g, h, orc)
	s, _ = play(t, s, nil, endTurn(Heroes))
	return s
}

// Trapper (page 114): a Dark figure's move halts on the first square
// within three squares of the trapper, who is asked; the enemy tests
// Perception at 8+.
func TestTrapperOnAMove(t *testing.T) {
	s := trapperState(t)
	d, _ := play(t, s, nil, activate(Dark, "orc"))
	n, evs := play(t, d, nil, moveTo(Dark, "orc", 1, 0))
	if h := lastOf[ChargeHalted](t, evs); h.At != at(3, 0) || n.Prompt == nil || n.Prompt.Kind != PromptTrapper || n.Prompt.Seat != Heroes || n.Prompt.Figure != "herbod" {
		t.Fatalf("halt %+v prompt %+v", h, n.Prompt)
	}
	// Let it pass: the move goes on to its end.
	pass, _ := play(t, n, nil, answer(Heroes, OptionLetPass))
	if pass.Figures[1].At != at(1, 0) || pass.Prompt != nil || len(pass.Figures[0].Marks) != 0 {
		t.Fatalf("let pass: at %v prompt %+v marks %v", pass.Figures[1].At, pass.Prompt, pass.Figures[0].Marks)
	}
	// Sprung, and the orc sees it (4+4 = 8): it comes on.
	seen, evs := play(t, n, []int{4, 4}, answer(Heroes, OptionSpring))
	if r := firstRoll(t, evs, ruleTrapper); r.Target != trapperDifficulty || r.Outcome != Passed {
		t.Fatalf("perception %+v", r)
	}
	if seen.Figures[1].At != at(1, 0) || seen.Active == nil {
		t.Fatalf("seen: at %v active %+v", seen.Figures[1].At, seen.Active)
	}
	// Sprung and missed (3+4 = 7): it stops, takes 4 dice (two 6s
	// against Armour 3) and loses its turn.
	caught, evs := play(t, n, []int{3, 4, 6, 6, 1, 1}, answer(Heroes, OptionSpring))
	if caught.Figures[1].At != at(3, 0) || caught.Active != nil || caught.Figures[1].Wounds != 2 || !hasEvent[ChargeStopped](evs) {
		t.Fatalf("caught: at %v active %+v wounds %d", caught.Figures[1].At, caught.Active, caught.Figures[1].Wounds)
	}
	if _, ok := skillUsed(evs, "trapper"); !ok {
		t.Fatal("no skill_used")
	}
	// Once against each enemy: the orc is not asked about again.
	again := caught.Clone()
	again.Figures[1].Activated, again.Figures[1].At = false, at(7, 0)
	again, _ = play(t, again, nil, activate(Dark, "orc"))
	if n2, _ := play(t, again, nil, moveTo(Dark, "orc", 1, 0)); n2.Prompt != nil {
		t.Fatalf("asked twice about one enemy: %+v", n2.Prompt)
	}
}

// Twice a quest, never a Leader, only heroes set traps, and only against
// enemies.
func TestTrapperLimits(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(s *State)
	}{
		{"two uses spent", func(s *State) { s.Figures[0].Marks = []string{"trapper", "trapper"} }},
		{"a Leader", func(s *State) { s.Figures[1].SetLeader(true) }},
		{"knocked out trapper", func(s *State) { s.Figures[0].Conditions = s.Figures[0].Conditions.With(KnockedOut) }},
		{"no skill", func(s *State) { s.Figures[0].Skills = nil }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := trapperState(t)
			tc.edit(&s)
			d, _ := play(t, s, nil, activate(Dark, "orc"))
			if n, _ := play(t, d, nil, moveTo(Dark, "orc", 1, 0)); n.Prompt != nil {
				t.Fatalf("asked: %+v", n.Prompt)
			}
		})
	}
	// One use left: asked.
	s := trapperState(t)
	s.Figures[0].Marks = []string{"trapper"}
	d, _ := play(t, s, nil, activate(Dark, "orc"))
	if n, _ := play(t, d, nil, moveTo(Dark, "orc", 1, 0)); n.Prompt == nil || n.Prompt.Kind != PromptTrapper {
		t.Fatal("one use left, not asked")
	}
}

// An enemy activated within three squares is asked about before its
// activation begins, its recovery included; caught, it loses the turn.
func TestTrapperAtActivation(t *testing.T) {
	s := trapperState(t)
	s.Figures[1].At = at(3, 0)
	s.Figures[1].Conditions = s.Figures[1].Conditions.With(Stunned)
	n, evs := play(t, s, nil, activate(Dark, "orc"))
	if n.Prompt == nil || n.Prompt.Kind != PromptTrapper || hasEvent[ActivationStarted](evs) || len(rolls(evs)) != 0 {
		t.Fatalf("prompt %+v events %v", n.Prompt, evs)
	}
	// Let pass: the activation begins with its recovery roll.
	pass, evs := play(t, n, []int{6}, answer(Heroes, OptionLetPass))
	if !hasEvent[ActivationStarted](evs) || pass.Active == nil || len(rolls(evs)) != 1 {
		t.Fatalf("let pass: %v", evs)
	}
	// Caught: no recovery, the damage, the activation over.
	caught, evs := play(t, n, []int{1, 2, 1, 1, 1, 1}, answer(Heroes, OptionSpring))
	if caught.Active != nil || !hasEvent[ActivationEnded](evs) || !caught.Figures[1].Activated || !caught.Figures[1].Conditions.Has(Stunned) {
		t.Fatalf("caught: active %+v %v", caught.Active, evs)
	}
	// Beyond three squares: no question.
	far := s.Clone()
	far.Figures[1].At = at(4, 0)
	if n, _ := play(t, far, []int{6}, activate(Dark, "orc")); n.Prompt != nil {
		t.Fatalf("asked at four squares: %+v", n.Prompt)
	}
}

// A hero who let an enemy pass is not asked again in that activation,
// however many moves it makes.
func TestTrapperAskedOncePerActivation(t *testing.T) {
	s := trapperState(t)
	d, _ := play(t, s, nil, activate(Dark, "orc"))
	n, _ := play(t, d, nil, moveTo(Dark, "orc", 3, 0), answer(Heroes, OptionLetPass))
	if n.Figures[1].At != at(3, 0) || n.Prompt != nil {
		t.Fatalf("at %v prompt %+v", n.Figures[1].At, n.Prompt)
	}
	if n2, _ := play(t, n, nil, moveTo(Dark, "orc", 2, 0)); n2.Prompt != nil || n2.Figures[1].At != at(2, 0) {
		t.Fatalf("asked again: %+v", n2.Prompt)
	}
}
