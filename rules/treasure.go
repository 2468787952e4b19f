package rules

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"
)

// The Treasure deck (pages 8, 24-26): its cards are shuffled at set-up and
// one is drawn when the heroes open or break a chest, solve a chest's
// riddle or roll a double 6 searching a room. The rules never read
// content: setup hands them a TreasureBook, the deck's cards and the
// tables those cards (and the search rows of elements) roll on, as plain
// data. The book is immutable and shared by every clone of the state, as
// the Dark Player's Catalogue is.
//
// The deck is not kept in a shuffled order: each card is drawn at random
// from those left with the game's dice (R810), which is the same chance as
// the top card of a shuffled deck, keeps the rules a function of (state,
// command, dice) and leaves no hidden order for any seat to see.

// LootFind is what a Treasure card or a row of a table gives: its text,
// coins, an item, a roll on another table, or (Deck) a card of the
// Treasure deck.
type LootFind struct {
	Text  Text      `json:"text"`
	Coins int       `json:"coins,omitempty"`
	Item  *ItemCard `json:"item,omitempty"`
	// Unknown: the item comes unidentified, as magic objects, relics and
	// potions do (page 27, Action 21).
	Unknown bool `json:"unknown,omitempty"`
	// Table is the ID of the table the find rolls on.
	Table string `json:"table,omitempty"`
	// Deck: the find is a card drawn from the Treasure deck.
	Deck bool `json:"deck,omitempty"`
	// Effect is what the find does to the figure that makes it
	// (find_effect.go); nil for none.
	Effect *FindEffect `json:"effect,omitempty"`
}

// LootRow is the find of the results From to To of a table's dice.
type LootRow struct {
	From int `json:"from"`
	To   int `json:"to"`
	LootFind
}

// LootTable is a table rolled with Dice D6s (1 or 2): the common, special
// and magic objects, the relics, the search table of a kind of element.
type LootTable struct {
	ID   string    `json:"id"`
	Name Text      `json:"name"`
	Dice int       `json:"dice"`
	Rows []LootRow `json:"rows"`
	// BlunderTrap: a blunder searching the element lets the Dark Player
	// lay a trap on it (page 48, R1040); elements' tables only.
	BlunderTrap bool `json:"blunder_trap,omitempty"`
}

// TreasureBook is the Treasure deck's cards and the tables of a game:
// immutable once built, shared by every clone of the state.
type TreasureBook struct {
	cards  []LootFind
	tables []LootTable
	digest uint64
}

const (
	maxTreasureCards = 256
	maxLootTables    = 512
	// maxLootDepth bounds a find's chain of tables (a card naming a table
	// whose row names another...).
	maxLootDepth = 4
)

// NewTreasureBook builds a book from the deck's cards and the tables. It
// copies what it is given and refuses a table with a repeated ID, dice
// other than 1 or 2, rows that do not cover every result, a find that
// names a missing table or chains deeper than the rules follow.
func NewTreasureBook(cards []LootFind, tables []LootTable) (*TreasureBook, error) {
	if len(cards) > maxTreasureCards || len(tables) > maxLootTables {
		return nil, fmt.Errorf("treasure: %d cards and %d tables (at most %d and %d)", len(cards), len(tables), maxTreasureCards, maxLootTables)
	}
	b := &TreasureBook{cards: slices.Clone(cards), tables: make([]LootTable, len(tables))}
	for i, t := range tables {
		t.Rows = slices.Clone(t.Rows)
		b.tables[i] = t
	}
	slices.SortFunc(b.tables, func(x, y LootTable) int {
		switch {
		case x.ID < y.ID:
			return -1
		case x.ID > y.ID:
			return 1
		}
		return 0
	})
	for i := range b.tables {
		t := &b.tables[i]
		if t.ID == "" || len(t.ID) > maxIDLen || (i > 0 && b.tables[i-1].ID == t.ID) {
			return nil, fmt.Errorf("treasure: table %q has no id, a long one or a repeated one", t.ID)
		}
		if t.BlunderTrap && (t.Dice != 2 || !strings.HasPrefix(t.ID, ElementTable)) {
			return nil, fmt.Errorf("treasure: table %q: a blunder trap needs an element's 2D6 table (a blunder is a double 1)", t.ID)
		}
		if t.Dice != 1 && t.Dice != 2 {
			return nil, fmt.Errorf("treasure: table %q rolls %d dice (1 or 2)", t.ID, t.Dice)
		}
		next, hi := t.Dice, 6*t.Dice
		for _, r := range t.Rows {
			if r.From != next || r.To < r.From || r.To > hi {
				return nil, fmt.Errorf("treasure: table %q: row %d-%d does not follow on from %d", t.ID, r.From, r.To, next-1)
			}
			next = r.To + 1
		}
		if next != hi+1 {
			return nil, fmt.Errorf("treasure: table %q stops at %d, its dice give up to %d", t.ID, next-1, hi)
		}
	}
	var depth func(f LootFind, d int) error
	depth = func(f LootFind, d int) error {
		if err := f.check(); err != nil {
			return err
		}
		if f.Table == "" {
			return nil
		}
		if d >= maxLootDepth {
			return fmt.Errorf("treasure: table %q chains more than %d tables deep", f.Table, maxLootDepth)
		}
		t := b.table(f.Table)
		if t == nil {
			return fmt.Errorf("treasure: no table %q", f.Table)
		}
		for _, r := range t.Rows {
			if err := depth(r.LootFind, d+1); err != nil {
				return err
			}
		}
		return nil
	}
	for _, c := range b.cards {
		if c.Deck {
			return nil, fmt.Errorf("treasure: a Treasure card cannot draw a Treasure card")
		}
		if c.Effect != nil {
			return nil, fmt.Errorf("treasure: effects (%s) are played on the rows of elements' search tables, not on Treasure cards", c.Effect.ID)
		}
		if err := depth(c, 0); err != nil {
			return nil, err
		}
	}
	for _, t := range b.tables {
		for _, r := range t.Rows {
			if err := depth(r.LootFind, 1); err != nil {
				return nil, err
			}
			if r.Effect != nil && !strings.HasPrefix(t.ID, ElementTable) {
				return nil, fmt.Errorf("treasure: table %q: effects (%s) are played on the rows of elements' search tables only", t.ID, r.Effect.ID)
			}
		}
	}
	raw, err := json.Marshal(b)
	if err != nil {
		return nil, err
	}
	h := fnv.New64a()
	h.Write(raw)
	b.digest = h.Sum64()
	return b, nil
}

func (f *LootFind) check() error {
	if f.Coins < 0 || f.Coins > maxCoins {
		return fmt.Errorf("treasure: a find of %d coins", f.Coins)
	}
	n := 0
	for _, b := range []bool{f.Item != nil, f.Table != "", f.Deck} {
		if b {
			n++
		}
	}
	if n > 1 {
		return fmt.Errorf("treasure: a find gives an item, a table or a Treasure card, not more than one")
	}
	if f.Effect != nil {
		if f.Deck || f.Table != "" {
			return fmt.Errorf("treasure: a find with an effect (%s) names no table and no Treasure card", f.Effect.ID)
		}
		return f.Effect.check()
	}
	return nil
}

// Cards is the number of cards in the Treasure deck.
func (b *TreasureBook) Cards() int { return len(b.cards) }

// Card returns card k of the deck.
func (b *TreasureBook) Card(k int) LootFind { return b.cards[k] }

// Table returns the table with ID id.
func (b *TreasureBook) Table(id string) (LootTable, bool) {
	if t := b.table(id); t != nil {
		return *t, true
	}
	return LootTable{}, false
}

func (b *TreasureBook) table(id string) *LootTable {
	i, ok := slices.BinarySearchFunc(b.tables, id, func(t LootTable, id string) int {
		switch {
		case t.ID < id:
			return -1
		case t.ID > id:
			return 1
		}
		return 0
	})
	if !ok {
		return nil
	}
	return &b.tables[i]
}

type treasureBookJSON struct {
	Cards  []LootFind  `json:"cards"`
	Tables []LootTable `json:"tables,omitempty"`
}

// MarshalJSON writes the cards and tables.
func (b *TreasureBook) MarshalJSON() ([]byte, error) {
	return json.Marshal(treasureBookJSON{Cards: b.cards, Tables: b.tables})
}

// UnmarshalJSON reads a book written by MarshalJSON, checking it as
// NewTreasureBook does.
func (b *TreasureBook) UnmarshalJSON(raw []byte) error {
	var w treasureBookJSON
	if err := json.Unmarshal(raw, &w); err != nil {
		return err
	}
	n, err := NewTreasureBook(w.Cards, w.Tables)
	if err != nil {
		return err
	}
	*b = *n
	return nil
}

// Treasure is the Treasure deck in play: the book, the cards still in the
// deck, and a draw waiting for a Lucky hero's choice.
type Treasure struct {
	Book *TreasureBook `json:"book"`
	// Deck lists the cards not yet drawn, as indices of the book's cards.
	Deck []int `json:"deck,omitempty"`
	// Lucky is the draw a hero with Lucky is choosing from
	// (treasure_lucky.go).
	Lucky *LuckyDraw `json:"lucky,omitempty"`
}

// Found is what one Treasure card or table roll gave, not yet handed
// over: Card is the Treasure card's index (-1 for a table's row).
type Found struct {
	Card  int    `json:"card"`
	Coins int    `json:"coins,omitempty"`
	Items []Item `json:"items,omitempty"`
	// Texts are the texts of the card and the rows rolled for it, as the
	// heroes read them (an unidentified item's row shows its kind only).
	Texts []Text `json:"texts"`
}

func (f Found) clone() Found {
	f.Items = slices.Clone(f.Items)
	f.Texts = slices.Clone(f.Texts)
	return f
}

// clone copies the Treasure deck.
func (t Treasure) clone() Treasure {
	t.Deck = shared(t.Deck) // never written in place (treasure_draw.go)
	if t.Lucky != nil {
		l := t.Lucky.clone()
		t.Lucky = &l
	}
	return t
}

func (t *Treasure) check() error {
	if t.Book == nil {
		return fmt.Errorf("treasure: no book")
	}
	seen := make([]bool, t.Book.Cards())
	for _, k := range t.Deck {
		if k < 0 || k >= len(seen) || seen[k] {
			return fmt.Errorf("treasure: deck card %d is not one of the book's %d or is repeated", k, len(seen))
		}
		seen[k] = true
	}
	if l := t.Lucky; l != nil {
		if len(l.Found) < 1 || len(l.Found) > 2 {
			return fmt.Errorf("treasure: a Lucky draw holds %d cards", len(l.Found))
		}
		for _, f := range l.Found {
			if f.Card < 0 || f.Card >= len(seen) || seen[f.Card] || len(f.Items) > maxItems || f.Coins < 0 || f.Coins > maxCoins {
				return fmt.Errorf("treasure: a Lucky draw holds a card %d it cannot", f.Card)
			}
			seen[f.Card] = true
		}
	}
	return nil
}

// WithTreasure returns s with the Treasure deck of book b, every card in
// it.
func WithTreasure(s State, b *TreasureBook) (State, error) {
	if b == nil {
		return State{}, fmt.Errorf("treasure: no book")
	}
	s = s.Clone()
	t := &Treasure{Book: b}
	for k := range b.Cards() {
		t.Deck = append(t.Deck, k)
	}
	s.Treasure = t
	return s, nil
}

func (h *hasher) treasure(t *Treasure) {
	if t == nil {
		h.b(false)
		return
	}
	h.b(true)
	h.u(t.Book.digest)
	h.ints(t.Deck)
	if t.Lucky == nil {
		h.b(false)
		return
	}
	h.b(true)
	h.str(t.Lucky.Figure)
	h.i(len(t.Lucky.Found))
	for _, f := range t.Lucky.Found {
		h.i(f.Card)
		h.i(f.Coins)
		h.i(len(f.Items))
		for k := range f.Items {
			h.item(&f.Items[k])
		}
		h.i(len(f.Texts))
		for _, x := range f.Texts {
			h.text(x)
		}
	}
}
