package rules

import (
	"slices"
	"testing"
)

// furnitureTrapState is searchRoom's Taeral by the 2D6 "table" (1,0),
// whose card lets the Dark Player answer a blunder (blunder says so), and
// a Dark Player holding a Stake.
func furnitureTrapState(t *testing.T, blunder bool) State {
	t.Helper()
	txt := func(en string) Text { return Text{En: en, Es: en + " (es)"} }
	b, err := NewTreasureBook(nil, []LootTable{{ID: ElementTable + "table", Dice: 2, BlunderTrap: blunder, Rows: []LootRow{
		{From: 2, To: 12, LootFind: LootFind{Text: txt("Three coins."), Coins: 3}},
	}}})
	if err != nil {
		t.Fatal(err)
	}
	s, err := WithTreasure(searchRoom(t, explorer("taeral", 2, 1)), b)
	if err != nil {
		t.Fatal(err)
	}
	s.Explore.Elements[0].Dice = 2
	s, err = WithDarkPlayer(s, DarkPlayer{Mode: DarkHuman, Cards: dpCatalogue(t), Hand: []string{"stake"}, Budget: 20, Initial: 20, Start: []uint8{1}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Page 48: the Dark Player may lay a trap when a hero searches furniture
// "only in case of a blunder, if so specified by the furniture card". The
// question comes after the final roll; passed, the table is read; played,
// the trap goes off on the searcher instead of the table (R1040).
func TestFurnitureBlunderTrap(t *testing.T) {
	for _, c := range []struct {
		name     string
		card     bool  // the furniture's card allows the trap
		dice     []int // the search, then the Perception test
		answer   string
		asked    bool
		coins    int
		detected bool
		sprung   bool
	}{
		{"no blunder, no question", true, []int{2, 3}, "", false, 3, false, false},
		{"a card that does not say so", false, []int{1, 1}, "", false, 3, false, false},
		{"the Dark Player passes", true, []int{1, 1}, OptionPass, true, 3, false, false},
		{"a stake, detected", true, []int{1, 1, 6, 6}, "play:stake", true, 0, true, false},
		{"a stake, sprung", true, []int{1, 1, 1, 2, 1, 1, 1, 1}, "play:stake", true, 0, false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := furnitureTrapState(t, c.card)
			s, evs := play(t, s, c.dice[:2], activate(Heroes, "taeral"), searchElementCmd("taeral", 1, 0))
			asked := s.Prompt != nil && s.Prompt.Kind == PromptDarkTrap
			if asked != c.asked {
				t.Fatalf("asked %v, prompt %+v", asked, s.Prompt)
			}
			if asked {
				if !s.Prompt.has("play:stake") {
					t.Fatalf("options %+v", s.Prompt.Options)
				}
				var more []Event
				s, more = play(t, s, c.dice[2:], answer(Dark, c.answer))
				evs = append(evs, more...)
			}
			if f, _ := s.Figure("taeral"); f.Coins() != c.coins {
				t.Fatalf("coins %d, want %d", f.Coins(), c.coins)
			}
			if !s.Explore.Elements[0].Searched || s.Reserve != boolInt(c.dice[0] == 1) {
				t.Fatalf("searched %v, reserve %d", s.Explore.Elements[0].Searched, s.Reserve)
			}
			_, detected := find[TrapDetected](evs)
			_, sprung := find[TrapSprung](evs)
			if detected != c.detected || sprung != c.sprung {
				t.Fatalf("detected %v sprung %v", detected, sprung)
			}
			if c.detected && (s.Explore.trapAt(at(1, 0)) < 0 || !s.Explore.Traps[s.Explore.trapAt(at(1, 0))].Dormant) {
				t.Fatalf("traps %+v", s.Explore.Traps)
			}
			if c.answer == "play:stake" && !slices.Contains(s.Dark.Played, "stake") {
				t.Fatalf("played %v", s.Dark.Played)
			}
		})
	}
}

// The ADP is asked at the same moment (page 56 lists the furniture's
// blunder among its Scenario Die's moments): its die shows Obstacles, it
// reveals a Stake and lays it in the table.
func TestFurnitureBlunderTrapADP(t *testing.T) {
	s := furnitureTrapState(t, true)
	s.Dark.Mode, s.Dark.Hand = DarkADP, nil
	s.Dark.Decks = []Deck{{ID: DeckADPObstacles, Cards: []string{"stake"}}, {ID: DeckADPPowers}, {ID: DeckEncounters}}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	s, _ = play(t, s, []int{1, 1}, activate(Heroes, "taeral"), searchElementCmd("taeral", 1, 0))
	if p := s.Prompt; p == nil || p.Kind != PromptDarkTrap || len(p.Options) != 1 {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	s, _ = play(t, s, []int{2}, darkRoll(RollScenarioDie), draw(DeckADPObstacles))
	if !s.Prompt.has("play:stake") {
		t.Fatalf("options %+v", s.Prompt.Options)
	}
	s, evs := play(t, s, []int{6, 6}, answer(Dark, "play:stake"))
	if _, ok := find[TrapDetected](evs); !ok || s.Explore.trapAt(at(1, 0)) < 0 {
		t.Fatalf("traps %+v", s.Explore.Traps)
	}
}
