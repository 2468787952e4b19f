package setup

import (
	"fmt"

	"dun/content"
	"dun/rules"
)

// ElementTable is the prefix of the ID of an element's search table in
// the Treasure book: "element:" and the element's content ID ("cupboard").
const ElementTable = rules.ElementTable

// TreasureBook is the rules' Treasure deck and tables from pack p: the
// cards of its deck (the treasure entry whose dice are "deck", each row as
// many cards as its numbers span), every other treasure table, and the
// search tables of its furniture and special elements (ElementTable). A
// row naming equipment gives that item; a magic object, relic or potion
// comes unidentified (page 27); a row naming a table rolls it; a row
// naming the deck draws a Treasure card.
func TreasureBook(p *content.Pack) (*rules.TreasureBook, error) {
	if p == nil {
		return nil, fmt.Errorf("setup: no content pack for the Treasure deck")
	}
	var cards []rules.LootFind
	var tables []rules.LootTable
	for _, it := range p.List("treasure") {
		t := it.(*content.Treasure)
		if t.Dice == "deck" {
			if len(cards) > 0 {
				return nil, fmt.Errorf("setup: treasure %q: the pack has a Treasure deck already", t.ID)
			}
			for _, r := range t.Rows {
				f, err := lootFind(p, r)
				if err != nil {
					return nil, fmt.Errorf("setup: treasure %q: %v", t.ID, err)
				}
				for range r.To - r.From + 1 {
					cards = append(cards, f)
				}
			}
			continue
		}
		lt, err := lootTable(p, t.ID, t.Name, t.Dice, t.Rows)
		if err != nil {
			return nil, err
		}
		tables = append(tables, lt)
	}
	for _, it := range p.List("furniture") {
		fu := it.(*content.Furniture)
		if len(fu.Search) == 0 {
			continue
		}
		lt, err := lootTable(p, ElementTable+fu.ID, fu.Name, fu.SearchDice, fu.Search)
		if err != nil {
			return nil, err
		}
		lt.BlunderTrap = fu.BlunderTrap
		tables = append(tables, lt)
	}
	return rules.NewTreasureBook(cards, tables)
}

// WithTreasure is s with the Treasure deck and tables of pack p.
func WithTreasure(p *content.Pack, s rules.State) (rules.State, error) {
	b, err := TreasureBook(p)
	if err != nil {
		return rules.State{}, err
	}
	return rules.WithTreasure(s, b)
}

func lootTable(p *content.Pack, id string, name content.Text, dice string, rows []content.Find) (rules.LootTable, error) {
	lt := rules.LootTable{ID: id, Name: text(name), Dice: 1}
	if dice == "2D6" {
		lt.Dice = 2
	}
	for _, r := range rows {
		f, err := lootFind(p, r)
		if err != nil {
			return rules.LootTable{}, fmt.Errorf("setup: table %q: %v", id, err)
		}
		lt.Rows = append(lt.Rows, rules.LootRow{From: r.From, To: r.To, LootFind: f})
	}
	return lt, nil
}

// lootFind is a content row as the rules read it.
func lootFind(p *content.Pack, r content.Find) (rules.LootFind, error) {
	f := rules.LootFind{Text: text(r.Text), Coins: r.Coins}
	x, err := findEffect(r.Effect)
	if err != nil {
		return rules.LootFind{}, err
	}
	f.Effect = x
	if r.Item == nil {
		return f, nil
	}
	id := r.Item.ID
	if it, ok := p.Get("treasure", id); ok {
		if it.(*content.Treasure).Dice == "deck" {
			f.Deck = true
		} else {
			f.Table = id
		}
		return f, nil
	}
	item, err := Item(p, id)
	if err != nil {
		return rules.LootFind{}, err
	}
	_, magic := p.Get("magic", id)
	_, potion := p.Get("potions", id)
	f.Item, f.Unknown = item.ItemCard, magic || potion
	return f, nil
}
