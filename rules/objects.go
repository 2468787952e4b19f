package rules

import "slices"

// Objects the Dark Player buys for his creatures (page 103, advanced
// rules): as he places a creature he may give it Equipment cards, paid
// from his reserve: 1 point for a common item, 2 for a rare one (an
// uncommon item, page 79), doubled for an elite, tripled for a champion or
// a Leader, doubled again for a Large or Huge creature. The points are
// his reserve's, beside the card's cost, which they do not count against.
// Three of one item a quest at most (DarkPlayer.Bought). A bought armour
// replaces the one the creature wears; a weapon or shield goes to its
// hands when they are free enough, else to its backpack; other objects to
// its backpack (R543). Spawn.Equipment names them, so the encounter cards
// and Thief! buy with the placement; the Leader's upgrades remain the
// optional equipment of his profile (R509).

// maxBoughtAlike is how many of one item a quest the Dark Player may buy.
const maxBoughtAlike = 3

// Item returns the Equipment card id the Dark Player may buy.
func (c *Catalogue) Item(id string) (*ItemCard, bool) {
	if c == nil {
		return nil, false
	}
	i, ok := slices.BinarySearchFunc(c.items, id, func(it ItemCard, id string) int {
		switch {
		case it.ID < id:
			return -1
		case it.ID > id:
			return 1
		}
		return 0
	})
	if !ok {
		return nil, false
	}
	return &c.items[i], true
}

// objectPrice is what item it costs for creature f (page 103).
func objectPrice(it *ItemCard, f *Figure) int {
	p := 1
	if it.Rare {
		p = 2
	}
	switch {
	case f.Leader() || f.Level() == "champion":
		p *= 3
	case f.Level() == "elite":
		p *= 2
	}
	if f.Size >= SizeLarge {
		p *= 2
	}
	return p
}

// objectsFor checks the items named for creature f, counting those
// already bought, and returns their cards and total price.
func objectsFor(s *State, f *Figure, ids []string, bought []string) ([]*ItemCard, int, *RuleError) {
	d := s.Dark
	var cards []*ItemCard
	total := 0
	for _, id := range ids {
		it, ok := d.Cards.Item(id)
		if !ok {
			return nil, 0, spawnRefused("the Dark Player has no Equipment card %q to buy", "el Jugador Oscuro no tiene ninguna carta de Equipo %q que comprar", id)
		}
		bought = append(bought, id)
		n := 0
		for _, b := range bought {
			if b == id {
				n++
			}
		}
		if n > maxBoughtAlike {
			return nil, 0, spawnRefused("%s would be bought %d times: three of one item a quest at most (page 103)", "%s se compraría %d veces: como mucho tres de un mismo objeto por misión (página 103)", it.Name.En, n)
		}
		cards = append(cards, it)
		total += objectPrice(it, f)
	}
	return cards, total, nil
}

// equipBought gives creature f the items bought for it.
func equipBought(f *Figure, cards []*ItemCard) {
	for _, c := range cards {
		it := Item{ItemCard: c, Place: InPack}
		switch c.Kind {
		case ItemArmour:
			f.Items = deleteShared(f.Items, func(o Item) bool { return o.Kind == ItemArmour && o.Place == Worn })
			it.Place = Worn
		case ItemMelee, ItemRanged, ItemShield:
			if f.HandsUsed()+max(c.Hands, 1) <= 2 {
				it.Place = InHand
			}
		}
		f.Items = append(f.Items, it)
	}
}

// ObjectsBought: the Dark Player bought Equipment cards for a creature
// he placed, paying Cost.
type ObjectsBought struct {
	Figure string   `json:"figure"`
	Items  []string `json:"items"`
	Cost   int      `json:"cost"`
}

func (ObjectsBought) EventType() string { return "objects_bought" }
