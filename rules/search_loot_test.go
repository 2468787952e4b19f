package rules

import "testing"

// elementBook has a Treasure deck of one card (15 coins) and the search
// table of the "table" element, 2D6: 2-6 three coins, 7-9 a torch, 10-11
// a Treasure card, 12 a table of magic (1D6: a ring, unidentified).
func elementBook(t *testing.T) *TreasureBook {
	t.Helper()
	txt := func(en string) Text { return Text{En: en, Es: en + " (es)"} }
	torch := &ItemCard{ID: "torch", Name: txt("Torch"), Kind: ItemObject}
	ring := &ItemCard{ID: "ring", Name: txt("Ring"), Kind: ItemObject, Effect: "ring"}
	b, err := NewTreasureBook([]LootFind{{Text: txt("15 coins."), Coins: 15}}, []LootTable{
		{ID: ElementTable + "table", Dice: 2, Rows: []LootRow{
			{From: 2, To: 6, LootFind: LootFind{Text: txt("Three coins."), Coins: 3}},
			{From: 7, To: 9, LootFind: LootFind{Text: txt("A torch."), Item: torch}},
			{From: 10, To: 11, LootFind: LootFind{Text: txt("A treasure card."), Deck: true}},
			{From: 12, To: 12, LootFind: LootFind{Text: txt("Magic."), Table: "magic"}},
		}},
		{ID: "magic", Dice: 1, Rows: []LootRow{{From: 1, To: 6, LootFind: LootFind{Text: txt("A ring."), Item: ring, Unknown: true}}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Page 25: an element's search is read on its card's table, rolled with
// the card's dice (2D6 here, though the layout says 1D6): coins and
// objects go to the searcher, a Treasure card is drawn, a table rolled
// (R818); a hero who searches it again finds nothing more.
func TestElementLoot(t *testing.T) {
	for _, c := range []struct {
		name  string
		dice  []int
		coins int
		item  string
		drawn bool
	}{
		{"coins", []int{2, 3}, 3, "", false},
		{"an object", []int{4, 4}, 0, "torch", false},
		{"a Treasure card", []int{5, 5}, 15, "", true},
		{"a table", []int{6, 6, 3}, 0, "ring", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := WithTreasure(searchRoom(t, explorer("taeral", 2, 1)), elementBook(t))
			if err != nil {
				t.Fatal(err)
			}
			s, evs := play(t, s, c.dice, activate(Heroes, "taeral"), searchElementCmd("taeral", 1, 0))
			ev, ok := find[LootFound](evs)
			f, _ := s.Figure("taeral")
			if !ok || ev.Kind != "table" || ev.Coins != c.coins-boolInt(c.drawn)*15 || f.Coins() != c.coins || ev.Treasure != c.drawn {
				t.Fatalf("found %+v, coins %d", ev, f.Coins())
			}
			if _, drew := find[TreasureDrawn](evs); drew != c.drawn {
				t.Fatalf("drawn %v", drew)
			}
			if c.item != "" && (len(f.Items) == 0 || f.Items[len(f.Items)-1].ID != c.item || !f.Items[len(f.Items)-1].Found) {
				t.Fatalf("items %+v", f.Items)
			}
		})
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
