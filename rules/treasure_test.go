package rules

import (
	"slices"
	"strings"
	"testing"
)

// testBook is a Treasure deck of three cards: 15 coins; a table of magic
// (1-3: 5 coins, 4-6: an unidentified ring); 5 coins and a torch.
func testBook(t testing.TB) *TreasureBook {
	t.Helper()
	ring := &ItemCard{ID: "ring_of_protection", Name: Text{En: "Ring of protection", Es: "Anillo de protección"}, Kind: ItemObject, Effect: "armour_bonus"}
	torch := &ItemCard{ID: "torch", Name: Text{En: "Torch", Es: "Antorcha"}, Kind: ItemObject}
	b, err := NewTreasureBook([]LootFind{
		{Text: Text{En: "15 coins.", Es: "15 monedas."}, Coins: 15},
		{Text: Text{En: "A random magic object.", Es: "Un objeto mágico al azar."}, Table: "magic_object"},
		{Text: Text{En: "5 coins and a torch.", Es: "5 monedas y una antorcha."}, Coins: 5, Item: torch},
	}, []LootTable{{ID: "magic_object", Name: Text{En: "Magic object", Es: "Objeto mágico"}, Dice: 1, Rows: []LootRow{
		{From: 1, To: 3, LootFind: LootFind{Text: Text{En: "5 coins.", Es: "5 monedas."}, Coins: 5}},
		{From: 4, To: 6, LootFind: LootFind{Text: Text{En: "A ring of protection.", Es: "Un anillo de protección."}, Item: ring, Unknown: true}},
	}}})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func withBook(t testing.TB, s State) State {
	t.Helper()
	s, err := WithTreasure(s, testBook(t))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Page 24: a chest opened gives a card of the Treasure deck, drawn for all
// to see; a card naming a table rolls it, and a magic object comes
// unidentified (page 27). The card leaves the deck (R810, R811).
func TestTreasureDrawnFromChest(t *testing.T) {
	s := withBook(t, searchRoom(t, explorer("taeral", 3, 1)))
	// 4+4 opens the chest; a die of 2 picks the second of three cards
	// (0-5, read modulo 3); the magic table's 5 is the ring.
	s, evs := play(t, s, []int{4, 4, 2, 5}, activate(Heroes, "taeral"), openChestCmd("taeral", 4, 2))
	ev, ok := find[TreasureDrawn](evs)
	if !ok || ev.Card != 1 || ev.Left != 2 || len(ev.Items) != 1 || ev.Items[0].En != "Unidentified magic object" {
		t.Fatalf("drawn: %+v", ev)
	}
	if strings.Contains(ev.Texts[len(ev.Texts)-1].En, "ring") {
		t.Fatalf("the row names the unidentified object: %+v", ev.Texts)
	}
	f, _ := s.Figure("taeral")
	it := f.Items[len(f.Items)-1]
	if it.ID != "ring_of_protection" || !it.Unknown || it.Place != InPack || s.TreasureDraws != 1 {
		t.Fatalf("ring: %+v, draws %d", it, s.TreasureDraws)
	}
	if !slices.Equal(s.Treasure.Deck, []int{0, 2}) {
		t.Fatalf("deck %v", s.Treasure.Deck)
	}
	v := SeatView(s, Heroes)
	for _, g := range v.Figures {
		for _, it := range g.Items {
			if it.ID == "ring_of_protection" {
				t.Fatal("the heroes' view names the unidentified ring")
			}
		}
	}
	for _, e := range SeatEvents(s, Heroes, evs) {
		if b, _ := EncodeEvent(e); strings.Contains(string(b), "ring") {
			t.Fatalf("an event tells the heroes what the object is: %s", b)
		}
	}
}

// Coins and a known object go to the hero; a search's double 6 draws too
// (page 25).
func TestTreasureFromRoomSearch(t *testing.T) {
	s := withBook(t, searchRoom(t, explorer("taeral", 2, 1)))
	// A die of 3 picks the third card: 5 coins and a torch.
	s, evs := play(t, s, []int{6, 6, 3}, activate(Heroes, "taeral"), searchRoomCmd("taeral"))
	ev, ok := find[TreasureDrawn](evs)
	f, _ := s.Figure("taeral")
	if !ok || ev.Card != 2 || ev.Coins != 5 || f.Coins() != 5 || f.Items[len(f.Items)-1].ID != "torch" || f.Items[len(f.Items)-1].Unknown {
		t.Fatalf("drawn %+v, coins %d, items %+v", ev, f.Coins(), f.Items)
	}
}

// Drawing from ten cards reads two dice as a number 0-35: 30 and above
// are rolled again, so each card is as likely.
func TestTreasurePickRollsAgain(t *testing.T) {
	var cards []LootFind
	for k := range 10 {
		cards = append(cards, LootFind{Text: Text{En: "coins", Es: "monedas"}, Coins: k + 1})
	}
	b, err := NewTreasureBook(cards, nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := WithTreasure(searchRoom(t, explorer("taeral", 3, 1)), b)
	if err != nil {
		t.Fatal(err)
	}
	// 6,1 is 30: rolled again; 2,3 is 6+2 = 8: the ninth card.
	s, evs := play(t, s, []int{4, 4, 6, 1, 2, 3}, activate(Heroes, "taeral"), openChestCmd("taeral", 4, 2))
	if ev, _ := find[TreasureDrawn](evs); ev.Card != 8 || ev.Coins != 9 {
		t.Fatalf("drawn %+v", ev)
	}
	if f, _ := s.Figure("taeral"); f.Coins() != 9 {
		t.Fatalf("coins %d", f.Coins())
	}
}

// A deck drawn to its last card is formed again from all of them (R812);
// one card is drawn without a roll.
func TestTreasureDeckRunsOut(t *testing.T) {
	s := withBook(t, searchRoom(t, explorer("taeral", 3, 1)))
	s.Treasure.Deck = nil
	// The full deck again: a die of 1 picks the first card.
	s, evs := play(t, s, []int{4, 4, 1}, activate(Heroes, "taeral"), openChestCmd("taeral", 4, 2))
	if _, ok := find[TreasureReshuffled](evs); !ok || !slices.Equal(s.Treasure.Deck, []int{1, 2}) {
		t.Fatalf("deck %v", s.Treasure.Deck)
	}
	s = withBook(t, searchRoom(t, explorer("taeral", 3, 1)))
	s.Treasure.Deck = []int{2}
	s, _ = play(t, s, []int{4, 4}, activate(Heroes, "taeral"), openChestCmd("taeral", 4, 2))
	if f, _ := s.Figure("taeral"); f.Coins() != 5 || len(s.Treasure.Deck) != 0 {
		t.Fatalf("coins %d deck %v", f.Coins(), s.Treasure.Deck)
	}
}

// Without a Treasure deck the cards are only counted, as before.
func TestTreasureCountedWithoutDeck(t *testing.T) {
	s := searchRoom(t, explorer("taeral", 3, 1))
	s, evs := play(t, s, []int{4, 4}, activate(Heroes, "taeral"), openChestCmd("taeral", 4, 2))
	if _, drawn := find[TreasureDrawn](evs); drawn || s.TreasureDraws != 1 {
		t.Fatalf("draws %d", s.TreasureDraws)
	}
}

// Lucky (page 113): once per quest the hero may draw a second card and
// keep the better; the other goes back into the deck (R813).
func TestLucky(t *testing.T) {
	lucky := explorer("taeral", 3, 1)
	lucky.Skills = []string{"lucky"}
	s := withBook(t, searchRoom(t, lucky))
	s, evs := play(t, s, []int{4, 4, 1}, activate(Heroes, "taeral"), openChestCmd("taeral", 4, 2))
	if s.Prompt == nil || s.Prompt.Kind != PromptLucky {
		t.Fatalf("no Lucky prompt: %+v", s.Prompt)
	}
	if ev, _ := find[TreasureDrawn](evs); !ev.Pending || ev.Card != 0 {
		t.Fatalf("drawn %+v", ev)
	}
	if f, _ := s.Figure("taeral"); f.Coins() != 0 {
		t.Fatal("the card was handed over before the choice")
	}
	refused(t, s, endAct(Heroes, "taeral"), CodePromptPending)

	// Keeping the first card: the skill is not spent.
	kept, _ := play(t, s, nil, answer(Heroes, OptionKeep))
	if f, _ := kept.Figure("taeral"); f.Coins() != 15 || slices.Contains(f.Marks, markLucky) || kept.Treasure.Lucky != nil {
		t.Fatalf("kept: coins %d marks %v", f.Coins(), f.Marks)
	}

	// Drawing another: of cards 1 and 2 a die of 2 picks the torch card.
	s, evs = play(t, s, []int{2}, answer(Heroes, OptionLuckyDraw))
	if s.Prompt == nil || s.Prompt.Kind != PromptLuckyChoice || len(s.Prompt.Options) != 2 {
		t.Fatalf("no choice: %+v", s.Prompt)
	}
	if _, ok := find[SkillUsed](evs); !ok {
		t.Fatal("the skill's use is not reported")
	}
	s, evs = play(t, s, nil, answer(Heroes, "card:2"))
	f, _ := s.Figure("taeral")
	if f.Coins() != 5 || f.Items[len(f.Items)-1].ID != "torch" || !slices.Contains(f.Marks, markLucky) {
		t.Fatalf("kept the torch card: coins %d items %+v marks %v", f.Coins(), f.Items, f.Marks)
	}
	if ev, _ := find[TreasureKept](evs); ev.Card != 2 || ev.Returned != 0 || !slices.Equal(s.Treasure.Deck, []int{0, 1}) {
		t.Fatalf("kept %+v deck %v", ev, s.Treasure.Deck)
	}

	// Once per quest: the next card is handed over at once.
	s.Explore.Elements[1].Opened, s.Explore.Elements[1].Tried = false, false
	s, _ = play(t, s, []int{4, 4, 1}, endAct(Heroes, "taeral"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "taeral"), openChestCmd("taeral", 4, 2))
	if s.Prompt != nil {
		t.Fatalf("Lucky offered twice: %+v", s.Prompt)
	}
}

// The book refuses what the rules could not draw.
func TestTreasureBookRefusals(t *testing.T) {
	row := func(from, to int) LootRow {
		return LootRow{From: from, To: to, LootFind: LootFind{Text: Text{En: "x", Es: "x"}}}
	}
	for name, c := range map[string]struct {
		cards  []LootFind
		tables []LootTable
	}{
		"gap":           {nil, []LootTable{{ID: "t", Dice: 1, Rows: []LootRow{row(1, 2), row(4, 6)}}}},
		"short":         {nil, []LootTable{{ID: "t", Dice: 2, Rows: []LootRow{row(2, 11)}}}},
		"three dice":    {nil, []LootTable{{ID: "t", Dice: 3, Rows: []LootRow{row(3, 18)}}}},
		"repeated":      {nil, []LootTable{{ID: "t", Dice: 1, Rows: []LootRow{row(1, 6)}}, {ID: "t", Dice: 1, Rows: []LootRow{row(1, 6)}}}},
		"missing table": {[]LootFind{{Table: "nowhere"}}, nil},
		"deck in deck":  {[]LootFind{{Deck: true}}, nil},
		"two finds":     {[]LootFind{{Table: "t", Item: &ItemCard{ID: "x"}}}, []LootTable{{ID: "t", Dice: 1, Rows: []LootRow{row(1, 6)}}}},
		"loop":          {nil, []LootTable{{ID: "t", Dice: 1, Rows: []LootRow{{From: 1, To: 6, LootFind: LootFind{Table: "t"}}}}}},
	} {
		if _, err := NewTreasureBook(c.cards, c.tables); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
