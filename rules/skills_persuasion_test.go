package rules

import (
	"testing"

	"dun/board"
)

// Pages 112-113: Eloquence (+1 through intelligence), Torturer (+1
// through fear) and Taming Animals (+1 through intelligence against an
// animal of Intelligence 2 or less), each named after its skill.
func TestPersuasionSkills(t *testing.T) {
	for _, c := range []struct {
		name  string
		skill string
		npc   NPC
		fear  bool
		want  bool
	}{
		{"eloquence through intelligence", "eloquence", NPC{Intelligence: 3}, false, true},
		{"eloquence not through fear", "eloquence", NPC{Intelligence: 3}, true, false},
		{"torturer through fear", "torturer", NPC{Courage: 3}, true, true},
		{"torturer not through intelligence", "torturer", NPC{Intelligence: 3}, false, false},
		{"taming a dull animal", "taming_animals", NPC{Intelligence: 2, Animal: true}, false, true},
		{"taming a bright animal", "taming_animals", NPC{Intelligence: 3, Animal: true}, false, false},
		{"taming a dull man", "taming_animals", NPC{Intelligence: 1}, false, false},
		{"taming through fear", "taming_animals", NPC{Intelligence: 1, Animal: true}, true, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := skilled(heroFig("h", 0, 0, 5, 0), c.skill)
			mods := persuasionMods(&f, &c.npc, c.fear)
			name := skillTable[c.skill].name.En
			if got := skillModifier(RollRecord{Modifiers: mods}, 1, name); got != c.want {
				t.Fatalf("modifier of %s: %v, want %v (%+v)", name, got, c.want, mods)
			}
		})
	}
}

// Page 112: a 6 in a torturer's corpse search lets the heroes roll their
// next Initiative again; the news is spent by that roll, won or lost
// (R741).
func TestTorturer(t *testing.T) {
	search := func(dice ...int) (State, []Event) {
		hero := skilled(heroFig("borgron", 0, 0, 4, 0), "torturer")
		gob := fig("gob", Dark, SizeSmall, 5, 4, 4)
		gob.SetLevel("elite")
		gob.Conditions = Conditions(0).With(KnockedOut)
		s := newState(t, arena(t), hero, gob)
		s, _ = play(t, s, nil, activate(Heroes, "borgron"))
		return play(t, s, dice, SearchCorpses{Header: Header{Seat: Heroes}, Figure: "borgron"})
	}
	s, evs := search(6, 2)
	if f, _ := s.Figure("borgron"); !contains(f.Marks, markInformed) {
		t.Fatalf("a 6 left no news: marks %v", f.Marks)
	}
	if _, ok := skillUsed(evs, "torturer"); !ok {
		t.Fatal("no skill_used for the news")
	}
	if s, _ = search(5, 4); informed(&s) >= 0 {
		t.Fatal("news without a 6")
	}

	room := func() State {
		s := borgronRoom(t)
		s.Figures[0].Skills = []string{"torturer"}
		s.Figures[0].Marks = []string{markInformed}
		return s
	}
	// Borgron's 1+2+1 loses to the skeleton's 4+2: the heroes are asked.
	s, _ = play(t, room(), []int{1, 2, 4, 2}, activate(Heroes, "borgron"), openDoor(Heroes, "borgron", 3, 1, board.SideE))
	if s.Prompt == nil || s.Prompt.Kind != PromptTorturer || informed(&s) >= 0 {
		t.Fatalf("prompt %+v, news still held: %v", s.Prompt, informed(&s) >= 0)
	}
	// Rolled again, 5+5+1 wins.
	n, evs := play(t, s, []int{5, 5}, answer(Heroes, OptionReroll))
	if won, _ := find[InitiativeWon](evs); won.Side != Heroes || n.Side != Heroes {
		t.Fatalf("after the torturer's reroll: %+v", won)
	}
	if _, ok := skillUsed(evs, "torturer"); !ok {
		t.Fatal("the reroll does not name the skill")
	}
	// Kept: the Dark Player wins.
	n, evs = play(t, s, nil, answer(Heroes, OptionKeep))
	if won, _ := find[InitiativeWon](evs); won.Side != Dark || n.Side != Dark {
		t.Fatalf("kept: %+v", won)
	}
	// Won at once: no question, and the news is spent.
	n, _ = play(t, room(), []int{6, 5, 1, 1}, activate(Heroes, "borgron"), openDoor(Heroes, "borgron", 3, 1, board.SideE))
	if n.Prompt != nil && n.Prompt.Kind == PromptTorturer || informed(&n) >= 0 {
		t.Fatalf("won: prompt %+v, news held %v", n.Prompt, informed(&n) >= 0)
	}
	// With Fortune too: after a failed torturer's reroll, Fortune is
	// offered.
	s = room()
	s.Figures[0].EditAttrs().Fortune = 1
	s, _ = play(t, s, []int{1, 2, 4, 2}, activate(Heroes, "borgron"), openDoor(Heroes, "borgron", 3, 1, board.SideE))
	s, _ = play(t, s, []int{1, 1}, answer(Heroes, OptionReroll))
	if s.Prompt == nil || s.Prompt.Kind != PromptInitiativeFortune {
		t.Fatalf("no Fortune after the torturer's reroll: %+v", s.Prompt)
	}
}
