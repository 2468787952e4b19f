package rules

import (
	"strings"
	"testing"

	"dun/board"
)

// objectCards is dpCatalogue with three Equipment cards to buy.
func objectCards(t testing.TB, s State) State {
	t.Helper()
	base := dpCatalogue(t)
	var creatures []Figure
	for _, k := range base.CreatureKinds() {
		f, _ := base.Creature(k)
		if k == "orc" {
			f.Items = []Item{{ItemCard: &ItemCard{ID: "leather_armor", Kind: ItemArmour, ArmourBonus: 1}, Place: Worn}}
		}
		creatures = append(creatures, *f)
	}
	c, err := NewCatalogueWithItems(base.Cards(), creatures, []ItemCard{
		{ID: "chainmail", Name: Text{En: "Chainmail", Es: "Cota de malla"}, Kind: ItemArmour, ArmourBonus: 2},
		{ID: "potion", Name: Text{En: "Potion", Es: "Poción"}, Kind: ItemObject},
		{ID: "greatsword", Name: Text{En: "Greatsword", Es: "Mandoble"}, Kind: ItemMelee, Hands: 2, Dice: 2, Rare: true},
	})
	if err != nil {
		t.Fatal(err)
	}
	s.Dark.Cards = c
	return s
}

// Page 103: Equipment cards for the creatures placed, 1 point a common
// item, 2 a rare one, doubled for an elite (tripled for a champion or a
// Leader, doubled again for Large), three of one item a quest (R543).
func TestObjectsBought(t *testing.T) {
	s := objectCards(t, dpState(t, []string{"ambush", "ambush"}, explorer("taeral", 0, 0)))
	s.Explore.Revealed[1] = true
	s.Dark.Budget = 30
	s = darkTurn(t, s)
	orc := spawn("orc", 10, 0)
	orc.Equipment = []string{"chainmail", "potion"}
	brute := spawn("brute", 10, 1)
	brute.Equipment = []string{"greatsword"}
	s, evs := play(t, s, []int{6, 6, 1, 1}, playCard("ambush", "", orc, brute))
	// Creatures 1 + 3, objects 1 + 1 + 2x2.
	if s.Available() != 30-4-6 {
		t.Fatalf("reserve %d", s.Available())
	}
	var costs []int
	for _, ev := range find2[ObjectsBought](evs) {
		costs = append(costs, ev.Cost)
	}
	if len(costs) != 2 || costs[0] != 2 || costs[1] != 4 {
		t.Fatalf("costs %v", costs)
	}
	o, _ := s.Figure("orc-dp1")
	if len(o.Items) != 2 || o.Items[0].ID != "chainmail" || o.Items[0].Place != Worn || o.Items[1].Place != InPack {
		t.Fatalf("orc items %+v", o.Items)
	}
	if b, _ := s.Figure("brute-dp2"); len(b.Items) != 1 || b.Items[0].Place != InHand {
		t.Fatalf("brute items %+v", b.Items)
	}
	if len(s.Dark.Bought) != 3 {
		t.Fatalf("bought %v", s.Dark.Bought)
	}
	// A fourth chainmail would be too many; an unknown item is refused.
	more := spawn("orc", 10, 2)
	more.Equipment = []string{"chainmail", "chainmail", "chainmail"}
	err := refused(t, s, playCard("ambush", "", more), CodeSpawn)
	if !strings.Contains(err.Error(), "three of one item") {
		t.Fatalf("refused %v", err)
	}
	more.Equipment = []string{"crown"}
	refused(t, s, playCard("ambush", "", more), CodeSpawn)
	// Too dear for the reserve: refused as a whole.
	s.Dark.Spent = 30 - 2
	more.Equipment = []string{"greatsword"}
	refused(t, s, playCard("ambush", "", more), CodeReserve)
}

func TestObjectPrice(t *testing.T) {
	common, rare := &ItemCard{ID: "a"}, &ItemCard{ID: "b", Rare: true}
	for _, tc := range []struct {
		level  string
		leader bool
		size   int
		it     *ItemCard
		want   int
	}{
		{"grunt", false, SizeAverage, common, 1},
		{"grunt", false, SizeAverage, rare, 2},
		{"elite", false, SizeAverage, rare, 4},
		{"champion", false, SizeAverage, common, 3},
		{"grunt", true, SizeAverage, common, 3},
		{"elite", false, SizeLarge, rare, 8},
		{"champion", false, SizeHuge, rare, 12},
	} {
		f := Figure{
			Size: tc.size,
		}.WithInfo(FigureInfo{
			Level:  tc.level,
			Leader: tc.leader,
		})
		if got := objectPrice(tc.it, &f); got != tc.want {
			t.Errorf("%+v: %d, want %d", tc, got, tc.want)
		}
	}
}

// R898: the Quest Leader placed buys Equipment cards too, three times the
// price (page 103): a potion 3 points, a rare greatsword 6; three of one
// item a quest still counts his.
func TestLeaderBuysObjects(t *testing.T) {
	s := objectCards(t, dpState(t, nil, explorer("taeral", 0, 0)))
	s.Explore.Revealed[1] = true
	l := creature("boss", "champion", 5, false)
	l.SetLeader(true)
	s.Dark.Leader = &l
	s.Dark.Bought = []string{"potion", "potion"}
	s = darkTurn(t, s)
	place := PlaceLeader{Header: Header{Seat: Dark}, At: at(10, 2), Facing: board.West, Equipment: []string{"potion", "greatsword"}}
	refused(t, s, PlaceLeader{Header: Header{Seat: Dark}, At: at(10, 2), Equipment: []string{"potion", "potion"}}, CodeSpawn)
	s, evs := play(t, s, []int{1, 1, 6, 6}, place)
	if ob, ok := find[ObjectsBought](evs); !ok || ob.Cost != 9 || ob.Figure != "boss" {
		t.Fatalf("bought %+v", ob)
	}
	b, _ := s.Figure("boss")
	if s.Available() != 20-9 || len(b.Items) != 2 || len(s.Dark.Bought) != 4 {
		t.Fatalf("reserve %d items %+v bought %v", s.Available(), b.Items, s.Dark.Bought)
	}
}
