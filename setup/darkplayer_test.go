package setup

import (
	"encoding/json"
	"os"
	"reflect"
	"slices"
	"testing"

	"dun/content"
	"dun/dice"
	"dun/quest"
	"dun/rules"
)

// Every effect the starter pack's Dark Player cards name is played by the
// rules or waits with a reason, never both and never neither; the
// implemented ones are registered in content.Effects, so the pack's
// validation checks their parameters against the rules and `dun content
// list` tells the truth.
func TestEveryCardEffectImplementedOrWaiting(t *testing.T) {
	p := starterPack(t)
	known := map[string]rules.CardEffectInfo{}
	for _, e := range rules.CardEffects() {
		if _, dup := known[e.ID]; dup {
			t.Errorf("effect %s is both implemented and waiting", e.ID)
		}
		known[e.ID] = e
		if e.Implemented == (e.Waiting != "") {
			t.Errorf("effect %s: implemented %v, waiting %q", e.ID, e.Implemented, e.Waiting)
		}
		if _, ok := content.Effects.Lookup(e.ID); ok != e.Implemented {
			t.Errorf("effect %s: registered %v, implemented %v", e.ID, ok, e.Implemented)
		}
	}
	playable := 0
	for _, it := range p.List("dark_cards") {
		c := it.(*content.DarkCard)
		e, ok := known[c.Effect.ID]
		if !ok {
			t.Errorf("card %s names effect %s, neither implemented nor waiting", c.ID, c.Effect.ID)
			continue
		}
		d := DarkCard(c)
		if _, waits := rules.CardWaiting(&d); !waits {
			playable++
			if !e.Implemented {
				t.Errorf("card %s plays though its effect waits", c.ID)
			}
		}
	}
	if playable < 20 {
		t.Errorf("only %d cards of the pack play", playable)
	}
}

func millQuest(t *testing.T) *quest.Quest {
	t.Helper()
	data, err := os.ReadFile("../examples/quests/02-bandits-mill.yaml")
	if err != nil {
		t.Fatal(err)
	}
	q, err := quest.Parse("02-bandits-mill.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

func millGame(t *testing.T, p *content.Pack) (*quest.Quest, rules.State) {
	t.Helper()
	q := millQuest(t)
	var hs []rules.Figure
	for _, id := range []string{"shara", "borgron", "taeral"} {
		h, err := Hero(p, id)
		if err != nil {
			t.Fatal(err)
		}
		h.ID = id
		hs = append(hs, h)
	}
	s, err := Game(q, hs, Creatures(p))
	if err != nil {
		t.Fatal(err)
	}
	return q, s
}

// Page 46's set-up: the budget is the group's VP (2 more per hero when
// they came before) less the Leader's; five Obstacle and Power cards per
// hero and two Encounter cards per hero in the decks; in hand the first
// card of the Obstacle deck and a Special Creature; the Leader the sheet
// gives no square waits with his upgrades.
func TestDarkPlayerSetUp(t *testing.T) {
	p := starterPack(t)
	q, s := millGame(t, p)
	lord, _ := Creatures(p)("devastator_lord")
	for _, before := range []bool{false, true} {
		d, err := DarkPlayer(p, q, s, DarkOptions{Mode: rules.DarkHuman, EnteredBefore: before}, dice.Seeded(7))
		if err != nil {
			t.Fatal(err)
		}
		want := s.GroupVP() - lord.VP()
		if before {
			want += 6
		}
		if d.Budget != want || d.Initial != want+lord.VP() {
			t.Errorf("entered before %v: budget %d initial %d, want %d and %d", before, d.Budget, d.Initial, want, want+lord.VP())
		}
		if len(d.Decks) != 2 || len(d.Decks[0].Cards) != 14 || len(d.Decks[1].Cards) != 6 {
			t.Fatalf("decks %+v", d.Decks)
		}
		if len(d.Hand) != 2 {
			t.Fatalf("hand %v", d.Hand)
		}
		first, _ := d.Cards.Card(d.Hand[0])
		special, _ := d.Cards.Card(d.Hand[1])
		if first.Type == rules.CardEncounter || !special.AnyCreature {
			t.Errorf("hand %v", d.Hand)
		}
		for _, id := range d.Decks[1].Cards {
			if c, _ := d.Cards.Card(id); c.Type != rules.CardEncounter {
				t.Errorf("%s in the encounter deck", id)
			}
		}
		if d.Leader == nil || d.Leader.ID != "red-hand" || !d.Leader.Leader() || len(d.Upgrades) == 0 {
			t.Fatalf("leader %+v upgrades %+v", d.Leader, d.Upgrades)
		}
		if !slices.Equal(d.Recurrent, []string{"poisoned_needle", "stake"}) {
			t.Errorf("recurrent cards %v", d.Recurrent)
		}
		if len(d.Start) != 1 {
			t.Errorf("start sections %v", d.Start)
		}
		g, err := rules.WithDarkPlayer(s, d)
		if err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		var back rules.State
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if back.Hash() != g.Hash() {
			t.Fatal("the Dark Player's state changed over JSON")
		}
	}
	for _, m := range []rules.DarkMode{rules.DarkClassic, rules.DarkRPG, rules.DarkADP} {
		d, err := DarkPlayer(p, q, s, DarkOptions{Mode: m}, dice.Seeded(7))
		if err != nil {
			t.Fatal(err)
		}
		switch m {
		case rules.DarkClassic:
			if len(d.Decks) != 0 || len(d.Hand) == 0 || !slices.Contains(d.Hand, "pit") {
				t.Errorf("classic: decks %v hand %v", d.Decks, d.Hand)
			}
		case rules.DarkADP:
			if len(d.Decks) != 3 || len(d.Hand) != 0 || len(d.Decks[0].Cards) != 18 {
				t.Errorf("adp: decks %v", d.Decks)
			}
		}
	}
}

// The catalogue holds the faction's creatures and every card, and a
// state's clones share it.
func TestDarkCatalogueShared(t *testing.T) {
	p := starterPack(t)
	q, s := millGame(t, p)
	d, err := DarkPlayer(p, q, s, DarkOptions{Mode: rules.DarkHuman}, dice.Seeded(1))
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Cards.Cards()) != len(p.List("dark_cards")) || !slices.Contains(d.Cards.CreatureKinds(), "devastator_lord") {
		t.Fatalf("catalogue: %d cards, creatures %v", len(d.Cards.Cards()), d.Cards.CreatureKinds())
	}
	g, err := rules.WithDarkPlayer(s, d)
	if err != nil {
		t.Fatal(err)
	}
	c := g.Clone()
	if c.Dark.Cards != g.Dark.Cards {
		t.Fatal("a clone copied the catalogue")
	}
	c.Dark.Hand = append(c.Dark.Hand, "pit")
	if len(g.Dark.Hand) == len(c.Dark.Hand) {
		t.Fatal("a clone shares its hand")
	}
}

// A sheet's set-up may vary the Reserve Points (page 88): its ADP reserve
// is added to the Artificial Dark Player's budget, the group's Value
// Points less the Leader's; a human Dark Player keeps the book's.
func TestDarkPlayerSheetReserve(t *testing.T) {
	p := starterPack(t)
	q, s := millGame(t, p)
	lord, _ := Creatures(p)("devastator_lord")
	for _, r := range []int{-12, 0, 5} {
		q.ADPReserve = r
		for _, m := range []rules.DarkMode{rules.DarkADP, rules.DarkHuman} {
			d, err := DarkPlayer(p, q, s, DarkOptions{Mode: m}, dice.Seeded(7))
			if err != nil {
				t.Fatal(err)
			}
			want := s.GroupVP() - lord.VP()
			if m == rules.DarkADP {
				want += r
			}
			if d.Budget != want {
				t.Errorf("%s, reserve %d: budget %d, want %d", m, r, d.Budget, want)
			}
		}
	}
}

// A catalogue built once and handed to DarkPlayer (as dun sim does for
// its games) gives the same Dark Player as one built for the call, and
// is the one his state then reads.
func TestDarkPlayerSharedCatalogue(t *testing.T) {
	p := starterPack(t)
	q, s := millGame(t, p)
	cat, err := DarkCatalogue(p, q.Faction)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []rules.DarkMode{rules.DarkADP, rules.DarkHuman, rules.DarkClassic} {
		own, err := DarkPlayer(p, q, s, DarkOptions{Mode: m}, dice.Seeded(7))
		if err != nil {
			t.Fatal(err)
		}
		shared, err := DarkPlayer(p, q, s, DarkOptions{Mode: m, Catalogue: cat}, dice.Seeded(7))
		if err != nil {
			t.Fatal(err)
		}
		if shared.Cards != cat {
			t.Errorf("%s: the Dark Player does not read the catalogue given", m)
		}
		if !reflect.DeepEqual(own, shared) {
			t.Errorf("%s: with a shared catalogue\n%+v\nwithout\n%+v", m, shared, own)
		}
	}
}
