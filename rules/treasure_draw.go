package rules

import "slices"

// Drawing Treasure cards and rolling the tables they name. A card drawn
// is turned face up for everyone (page 24: "draw a card to find out what
// is inside"); what it gives goes to the hero who earned it, who may pass
// it on with the Give Quick Action (page 24's "distributed among the
// group" is the heroes' own business, R811). The card leaves the deck:
// coins are spent and objects kept, so it does not come back in this
// quest; a deck drawn empty is formed again from every card (R812).

const (
	ruleTreasureDraw = "treasure_draw"
	ruleLootTable    = "loot_table"
)

// earnTreasure records a Treasure card earned by figure fi and, when the
// game has a Treasure deck, draws it.
func (e *env) earnTreasure(fi int) error {
	f := &e.s.Figures[fi]
	e.s.TreasureDraws = min(e.s.TreasureDraws+1, maxCoins)
	e.emit(TreasureEarned{Figure: f.ID, Draws: e.s.TreasureDraws})
	t := e.s.Treasure
	if t == nil || t.Book.Cards() == 0 {
		return nil
	}
	found, err := e.drawTreasure(fi)
	if err != nil {
		return err
	}
	if e.offerLucky(fi, found) {
		return nil
	}
	e.emit(TreasureDrawn{Figure: f.ID, Card: found.Card, Texts: found.Texts, Coins: found.Coins, Items: foundNames(found.Items), Left: len(t.Deck)})
	e.giveFound(fi, found)
	return nil
}

// drawTreasure takes a card at random from the deck, by the dice, and
// rolls what it names.
func (e *env) drawTreasure(fi int) (Found, error) {
	t := e.s.Treasure
	if len(t.Deck) == 0 {
		held := -1
		if t.Lucky != nil && len(t.Lucky.Found) > 0 {
			held = t.Lucky.Found[0].Card
		}
		for k := range t.Book.Cards() {
			if k != held {
				t.Deck = append(t.Deck, k)
			}
		}
		e.emit(TreasureReshuffled{Cards: len(t.Deck)})
	}
	j, err := e.pick(fi, len(t.Deck), ruleTreasureDraw)
	if err != nil {
		return Found{}, err
	}
	k := t.Deck[j]
	t.Deck = slices.Delete(slices.Clone(t.Deck), j, j+1)
	found := Found{Card: k}
	if err := e.resolveFind(fi, t.Book.Card(k), &found, 0); err != nil {
		return Found{}, err
	}
	return found, nil
}

// pick draws a number from 0 to n-1, each as likely, with D6s read as
// the digits of a number in base 6; a result at or above the largest
// multiple of n the dice give is rolled again. One card needs no roll.
func (e *env) pick(fi, n int, rule string) (int, error) {
	if n <= 1 {
		return 0, nil
	}
	digits, span := 1, 6
	for span < n {
		digits++
		span *= 6
	}
	limit := span - span%n
	f := &e.s.Figures[fi]
	for {
		d, err := e.dice.ND6(digits, rule+": "+f.name())
		if err != nil {
			return 0, diceError(err)
		}
		r := e.record(d, rule, f.ID)
		e.emit(Rolled{Roll: r.clone()})
		v := 0
		for _, x := range d.Dice {
			v = v*6 + x - 1
		}
		if v < limit {
			return v % n, nil
		}
	}
}

// resolveFind adds to found what find gives: its text, coins and item,
// and what the table it names gives, rolled now.
func (e *env) resolveFind(fi int, find LootFind, found *Found, depth int) error {
	text := find.Text
	if find.Item != nil && find.Unknown {
		// The row would name what the heroes do not know yet (page 27).
		probe := Item{ItemCard: find.Item}
		text = unknownName(&probe)
	}
	if text != (Text{}) {
		found.Texts = append(found.Texts, text)
	}
	found.Coins = min(found.Coins+find.Coins, maxCoins)
	if find.Item != nil {
		found.Items = append(found.Items, Item{ItemCard: find.Item, Place: InPack, Unknown: find.Unknown, Found: true})
	}
	if find.Table == "" || depth >= maxLootDepth {
		return nil
	}
	t := e.s.Treasure.Book.table(find.Table)
	if t == nil {
		return refuse(CodeBadState, "no treasure table %q", "no hay ninguna tabla de tesoro %q", find.Table)
	}
	f := &e.s.Figures[fi]
	d, err := e.dice.ND6(t.Dice, ruleLootTable+": "+f.name()+", "+t.ID)
	if err != nil {
		return diceError(err)
	}
	r := e.record(d, ruleLootTable, f.ID)
	e.emit(Rolled{Roll: r.clone()})
	for _, row := range t.Rows {
		if r.Total >= row.From && r.Total <= row.To {
			return e.resolveFind(fi, row.LootFind, found, depth+1)
		}
	}
	return refuse(CodeBadState, "table %q has no row for %d", "la tabla %q no tiene fila para %d", t.ID, r.Total)
}

// giveFound hands what was found to figure fi: coins to its purse, items
// to its backpack. An item beyond what a figure may hold is left behind,
// and the event says so.
func (e *env) giveFound(fi int, found Found) {
	f := &e.s.Figures[fi]
	f.SetCoins(min(f.Coins()+found.Coins, maxCoins))
	for _, it := range found.Items {
		if len(f.Items) >= maxItems {
			e.emit(ItemLeft{Figure: f.ID, ItemName: foundName(&it)})
			continue
		}
		f.Items = append(f.Items, it)
	}
}

// foundName is what the heroes call item it: its name, or its kind while
// unidentified.
func foundName(it *Item) Text {
	if it.Unknown {
		return unknownName(it)
	}
	return it.Name
}

func foundNames(items []Item) []Text {
	var out []Text
	for k := range items {
		out = append(out, foundName(&items[k]))
	}
	return out
}

// TreasureDrawn: figure Figure drew Treasure card Card; Texts are the
// card's text and the rows rolled for it, Coins and Items what it gives
// him (unidentified items by their kind). Pending: a Lucky choice waits
// before anything is handed over. Left is the cards left in the deck.
type TreasureDrawn struct {
	Figure  string `json:"figure"`
	Card    int    `json:"card"`
	Texts   []Text `json:"texts"`
	Coins   int    `json:"coins,omitempty"`
	Items   []Text `json:"items,omitempty"`
	Pending bool   `json:"pending,omitempty"`
	Left    int    `json:"left"`
}

// TreasureReshuffled: the Treasure deck ran out and was formed again from
// Cards cards.
type TreasureReshuffled struct {
	Cards int `json:"cards"`
}

// ItemLeft: figure Figure could carry no more, and left the item found.
type ItemLeft struct {
	Figure   string `json:"figure"`
	ItemName Text   `json:"item_name"`
}

func (TreasureDrawn) EventType() string      { return "treasure_drawn" }
func (TreasureReshuffled) EventType() string { return "treasure_reshuffled" }
func (ItemLeft) EventType() string           { return "item_left" }
