package rules

import (
	"testing"

	"dun/board"
)

// alchemyRoom is a room with an element of kind at 1,0 (2D6 search) and
// figs.
func alchemyRoom(t *testing.T, kind string, figs ...Figure) State {
	t.Helper()
	g := parseMap(t, "......", "......", "......")
	el, err := g.AddElement(board.Element{Kind: kind, Height: 1}, at(1, 0))
	if err != nil {
		t.Fatal(err)
	}
	x := Exploration{Revealed: []bool{true}, Sections: []SectionInfo{{Room: true}}, Elements: []ElementState{{Element: el, Dice: 2}}}
	s, err := NewExploringState(g, figs, x)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Page 112 (Alchemist): the search of an alchemy or spice table may be
// rolled again once, the player asked; other elements and other heroes
// are not asked.
func TestAlchemistSearch(t *testing.T) {
	alch := skilled(explorer("aldren", 2, 1), "alchemist")
	for _, c := range []struct {
		name   string
		kind   string
		f      Figure
		asked  bool
		answer string
		dice   []int
		result int
	}{
		{"rolled again", "alchemy_table", alch, true, OptionReroll, []int{1, 2, 6, 5}, 11},
		{"kept", "spice_table", alch, true, OptionKeep, []int{4, 3}, 7},
		{"another element", "table", alch, false, "", []int{4, 3}, 7},
		{"no alchemist", "alchemy_table", explorer("shara", 2, 1), false, "", []int{4, 3}, 7},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := alchemyRoom(t, c.kind, c.f)
			s, _ = play(t, s, nil, activate(Heroes, c.f.ID))
			s, evs := play(t, s, c.dice[:2], searchElementCmd(c.f.ID, 1, 0))
			asked := s.Prompt != nil && s.Prompt.Kind == PromptAlchemist
			if asked != c.asked {
				t.Fatalf("asked %v, prompt %+v", asked, s.Prompt)
			}
			if asked {
				if _, done := find[ElementSearched](evs); done || s.Explore.Elements[0].Searched {
					t.Fatal("searched before the answer")
				}
				s, evs = play(t, s, c.dice[2:], answer(Heroes, c.answer))
			}
			ev, ok := find[ElementSearched](evs)
			if !ok || ev.Result != c.result || s.Explore.Elements[0].Result != c.result || !s.Explore.Elements[0].Searched {
				t.Fatalf("searched %+v, element %+v", ev, s.Explore.Elements[0])
			}
			if _, used := skillUsed(evs, "alchemist"); used != (c.answer == OptionReroll) {
				t.Fatalf("skill_used %v", used)
			}
		})
	}
	// A double 1 rolled again is no blunder.
	s := alchemyRoom(t, "alchemy_table", alch)
	s, _ = play(t, s, []int{1, 1}, activate(Heroes, "aldren"), searchElementCmd("aldren", 1, 0))
	s, _ = play(t, s, []int{3, 3}, answer(Heroes, OptionReroll))
	if s.Reserve != 0 {
		t.Fatalf("reserve %d after the double 1 was rolled again", s.Reserve)
	}
}

// Pages 112-113: one attempt per potion in a game (R742).
func TestIdentifyOnce(t *testing.T) {
	alch := armed(heroFig("taeral", 1, 1, 5, 0), unknownPotion())
	alch.Skills = []string{"alchemist"}
	alch.EditAttrs().Intelligence = 4
	s := newState(t, arena(t), alch)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"))
	s, _ = play(t, s, []int{2, 3}, Identify{Header: Header{Seat: Heroes}, Figure: "taeral", Item: 0})
	if !s.Figures[0].Items[0].Tried {
		t.Fatal("a failed attempt left no mark")
	}
	s, _ = play(t, s, nil, endAct(Heroes, "taeral"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "taeral"))
	refused(t, s, Identify{Header: Header{Seat: Heroes}, Figure: "taeral", Item: 0}, CodeBadItem)
	for _, o := range Options(s, Heroes) {
		if _, ok := o.Command.(Identify); ok {
			t.Fatalf("identifying offered again: %s", o.ID)
		}
	}
}
