package rules

import (
	"strings"
	"testing"
)

// Page 114 (Up and Back to Fight!): knocked down, the figure is asked at
// once whether it springs up: a passed Agility test leaves it stunned
// instead; a failed one lets it roll again its next test to rise (R748).
func TestUpAndBack(t *testing.T) {
	knocked := func() State {
		g := parseMap(t, room(t, 8, 4)...)
		h := skilled(heroFig("borgron", 0, 0, 4, 0), "up_and_back_to_fight")
		s := newState(t, g, h, fig("orc", Dark, SizeAverage, 1, 0, 4))
		e := &env{s: &s, dice: newRoller()}
		e.gain(0, KnockedDown)
		e.upAndBack()
		if s.Prompt == nil || s.Prompt.Kind != PromptUpAndBack || s.Prompt.Figure != "borgron" || s.Prompt.Seat != Heroes {
			t.Fatalf("prompt %+v", s.Prompt)
		}
		return s
	}
	// 4 and 4, + Agility 3 - 1 knocked down: 10, up and stunned.
	s, evs := play(t, knocked(), []int{4, 4}, answer(Heroes, OptionSpring))
	if rose, ok := find[Rose](evs); !ok || rose.How != RiseSpring {
		t.Fatalf("rose %+v", rose)
	}
	if hasCond(t, s, "borgron", KnockedDown) || !hasCond(t, s, "borgron", Stunned) {
		t.Fatal("not up and stunned")
	}
	// Staying down: no roll.
	s, evs = play(t, knocked(), nil, answer(Heroes, OptionKeep))
	if !hasCond(t, s, "borgron", KnockedDown) || hasEvent[Rolled](evs) {
		t.Fatal("stayed down with a roll, or rose")
	}
	// Failed: the next rise test may be rolled again.
	s, _ = play(t, knocked(), []int{3, 4}, answer(Heroes, OptionSpring))
	if !hasCond(t, s, "borgron", KnockedDown) || !contains(s.Figures[0].Marks, markUpAgain) {
		t.Fatalf("after a failed spring: marks %v", s.Figures[0].Marks)
	}
	s, _ = play(t, s, []int{3, 4}, activate(Heroes, "borgron"))
	if s.Prompt == nil || s.Prompt.Kind != PromptSkillReroll || !strings.Contains(promptIDs(s.Prompt), "reroll:up_and_back_to_fight") {
		t.Fatalf("no second chance: %+v", s.Prompt)
	}
	s, evs = play(t, s, []int{5, 5}, answer(Heroes, "reroll:up_and_back_to_fight"))
	if rose, ok := find[Rose](evs); !ok || rose.How != RiseTest || contains(s.Figures[0].Marks, markUpAgain) {
		t.Fatalf("rose %+v, marks %v", rose, s.Figures[0].Marks)
	}
	// A figure without the skill is not asked.
	g := parseMap(t, room(t, 8, 4)...)
	p := newState(t, g, heroFig("borgron", 0, 0, 4, 0))
	e := &env{s: &p, dice: newRoller()}
	e.gain(0, KnockedDown)
	e.upAndBack()
	if p.Prompt != nil {
		t.Fatalf("asked without the skill: %+v", p.Prompt)
	}
}
