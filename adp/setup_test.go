package adp

import (
	"slices"
	"testing"

	"dun/dice"
)

func pool() []DeckCard {
	return []DeckCard{
		{ID: "pit", Type: "obstacle", Copies: 20}, {ID: "darkness", Type: "obstacle", Copies: 20},
		{ID: "fortune", Type: "power", Copies: 20}, {ID: "regeneration", Type: "power", Copies: 20},
		{ID: "wandering_creature", Type: "encounter", Copies: 3}, {ID: "enemy_spotted", Type: "encounter", Copies: 3},
		{ID: CardThief, Type: "encounter", Copies: 1}, {ID: CardAmbush, Type: "encounter", Copies: 2},
		{ID: CardReinforcements, Type: "encounter", Copies: 2},
	}
}

func count(deck []string, id string) int {
	n := 0
	for _, c := range deck {
		if c == id {
			n++
		}
	}
	return n
}

// Page 54's example: two heroes of 18 and 19 VP, 41 with their objects:
// 12 obstacles with Thief! and Ambush! (14), 12 powers with Reinforcements
// (13), and 5 encounters.
func TestBuildDecksBookExample(t *testing.T) {
	d, err := BuildDecks(pool(), 2, 41, dice.Seeded(7))
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Obstacles) != 14 || len(d.Powers) != 13 || len(d.Encounters) != 5 {
		t.Fatalf("decks %d %d %d", len(d.Obstacles), len(d.Powers), len(d.Encounters))
	}
	if count(d.Obstacles, CardThief) != 1 || count(d.Obstacles, CardAmbush) != 1 || count(d.Powers, CardReinforcements) != 1 {
		t.Fatalf("special cards: %v %v", d.Obstacles, d.Powers)
	}
	for _, c := range d.Encounters {
		if c == CardThief || c == CardAmbush || c == CardReinforcements {
			t.Fatalf("a set-aside card in the encounter deck: %v", d.Encounters)
		}
	}
	// Three heroes: a second Ambush! and a second Reinforcements.
	d, _ = BuildDecks(pool(), 3, 55, dice.Seeded(7))
	if len(d.Obstacles) != 21 || count(d.Obstacles, CardAmbush) != 2 || len(d.Powers) != 20 || count(d.Powers, CardReinforcements) != 2 {
		t.Fatalf("three heroes: %d %d", len(d.Obstacles), len(d.Powers))
	}
	// A group worth more encounters than there are: all of them.
	d, _ = BuildDecks(pool(), 2, 99, dice.Seeded(7))
	if len(d.Encounters) != 6 {
		t.Fatalf("encounters %d", len(d.Encounters))
	}
	// The same seed builds the same decks; another seed other decks.
	a, _ := BuildDecks(pool(), 4, 80, dice.Seeded(1))
	b, _ := BuildDecks(pool(), 4, 80, dice.Seeded(1))
	c, _ := BuildDecks(pool(), 4, 80, dice.Seeded(2))
	if !slices.Equal(a.Obstacles, b.Obstacles) || slices.Equal(a.Obstacles, c.Obstacles) && slices.Equal(a.Powers, c.Powers) {
		t.Fatal("decks do not follow the seed")
	}
	if _, err := BuildDecks(pool(), 0, 10, dice.Seeded(1)); err == nil {
		t.Fatal("no heroes accepted")
	}
}

// The reserve (page 54): group VP, +2 per hero for a scenario entered
// before, less the Leader's cost, negative if need be.
func TestBudget(t *testing.T) {
	for _, c := range []struct {
		vp, heroes, leader, want int
		before                   bool
	}{
		{41, 2, 0, 41, false}, {41, 2, 0, 45, true}, {41, 2, 8, 33, false}, {10, 3, 14, -4, false},
	} {
		if got := Budget(c.vp, c.heroes, c.before, c.leader); got != c.want {
			t.Errorf("Budget%+v = %d", c, got)
		}
	}
}
