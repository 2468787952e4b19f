package rules

// What an element's search table gives (page 25, Action 12, and the
// Furniture and Special Element cards, page 73). The card's table is in
// the game's Treasure book as "element:" and the element's kind
// (setup.TreasureBook); the roll of the search is read on it: the row's
// text is shown to everyone, and its coins and objects go to the hero who
// searched (objects found in the quest, magic ones and potions
// unidentified), its table is rolled, and a row that names the Treasure
// deck draws a card (R818). What the row does to the searcher (a bite, a
// blessing) is its effect (find_effect.go, R933); a row with none is only
// text. An element used by another hero (a fountain) gives him the same
// effect, but its coins and objects no second time: they were taken.

// ElementTable is the prefix of the ID of an element's search table in
// the Treasure book: "element:" and the element's kind ("cupboard").
const ElementTable = "element:"

// elementTable returns the search table of element kind, if the game has
// one.
func (s *State) elementTable(kind string) *LootTable {
	if s.Treasure == nil {
		return nil
	}
	return s.Treasure.Book.table(ElementTable + kind)
}

// elementRow is the row of result on the table of element kind, if any.
func (s *State) elementRow(kind string, result int) *LootRow {
	t := s.elementTable(kind)
	if t == nil {
		return nil
	}
	for k := range t.Rows {
		if result >= t.Rows[k].From && result <= t.Rows[k].To {
			return &t.Rows[k]
		}
	}
	return nil
}

// elementLoot gives figure fi what the row of result on the table of
// element kind says, and does to it what the row does (find_effect.go).
func (e *env) elementLoot(fi int, kind string, result int) error {
	row := e.s.elementRow(kind, result)
	if row == nil {
		return nil
	}
	var got Found
	if err := e.resolveFind(fi, row.LootFind, &got, 1); err != nil {
		return err
	}
	f := &e.s.Figures[fi]
	e.emit(LootFound{Figure: f.ID, Kind: kind, Texts: got.Texts, Coins: got.Coins, Items: foundNames(got.Items), Treasure: row.Deck})
	e.giveFound(fi, got)
	if row.Deck {
		return e.earnTreasure(fi)
	}
	return e.findEffect(fi, row.Effect)
}

// LootFound: the search of an element of Kind found what its row says
// (Texts, the row's and those of the tables it rolled): Coins and Items
// for the searcher, and a Treasure card when Treasure.
type LootFound struct {
	Figure   string `json:"figure"`
	Kind     string `json:"kind"`
	Texts    []Text `json:"texts"`
	Coins    int    `json:"coins,omitempty"`
	Items    []Text `json:"items,omitempty"`
	Treasure bool   `json:"treasure,omitempty"`
}

func (LootFound) EventType() string { return "loot_found" }
