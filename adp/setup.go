package adp

import (
	"fmt"

	"dun/dice"
)

// The Artificial Dark Player's set-up (pages 54-55): its reserve budget
// and its three decks. The cards reach the package as plain data (setup
// builds them from the content packs); chance comes from the dice, so a
// set-up replays from its seed.

// DeckCard is one Dark Player card of the packs: its ID, its deck type
// (obstacle, encounter or power) and the copies the packs hold.
type DeckCard struct {
	ID     string
	Type   string
	Copies int
}

// The Encounter cards set aside and added to the other decks (page 54).
const (
	CardThief          = "thief"
	CardAmbush         = "ambush"
	CardReinforcements = "reinforcements"
)

// Budget is the reserve the Artificial Dark Player starts with (page 54):
// the group's Value Points, 2 more per hero when the group has entered
// the scenario before, less the Leader's cost from the quest sheet. It may
// be negative: the Leader is paid for all the same.
func Budget(groupVP, heroes int, enteredBefore bool, leaderCost int) int {
	b := groupVP - leaderCost
	if enteredBefore {
		b += 2 * heroes
	}
	return b
}

// Decks are the three decks of the Artificial Dark Player, top card first.
type Decks struct {
	Obstacles  []string `json:"obstacles"`
	Powers     []string `json:"powers"`
	Encounters []string `json:"encounters"`
}

// BuildDecks builds the decks for a group of heroes worth groupVP (page
// 54): obstacles, heroes x 6 at random with Thief! and Ambush! (a second
// Ambush! above two heroes); powers, heroes x 6 with Reinforcements (a
// second above two heroes); encounters, groupVP / 10 rounded up, or as
// many as there are. Each deck is shuffled. Cards are drawn from every
// copy the packs hold.
func BuildDecks(cards []DeckCard, heroes, groupVP int, src dice.Source) (Decks, error) {
	if heroes < 1 || heroes > 6 || groupVP < 0 {
		return Decks{}, fmt.Errorf("adp: decks for %d heroes worth %d VP", heroes, groupVP)
	}
	r := dice.NewRoller(src)
	var obstacles, powers, encounters []string
	special := map[string]int{}
	for _, c := range cards {
		for range max(c.Copies, 1) {
			switch {
			case c.ID == CardThief || c.ID == CardAmbush || c.ID == CardReinforcements:
				special[c.ID]++
			case c.Type == "obstacle":
				obstacles = append(obstacles, c.ID)
			case c.Type == "power":
				powers = append(powers, c.ID)
			case c.Type == "encounter":
				encounters = append(encounters, c.ID)
			}
		}
	}
	take := func(from []string, n int, what string) ([]string, error) {
		if err := r.Shuffle(from, "deck: "+what); err != nil {
			return nil, err
		}
		return from[:min(n, len(from))], nil
	}
	extra := func(id string, n int) []string {
		var out []string
		for k := 0; k < n && k < special[id]; k++ {
			out = append(out, id)
		}
		return out
	}
	var d Decks
	var err error
	ambushes, reinforcements := 1, 1
	if heroes > 2 {
		ambushes, reinforcements = 2, 2
	}
	if d.Obstacles, err = take(obstacles, 6*heroes, "obstacles"); err != nil {
		return Decks{}, err
	}
	d.Obstacles = append(append(d.Obstacles, extra(CardThief, 1)...), extra(CardAmbush, ambushes)...)
	if d.Powers, err = take(powers, 6*heroes, "powers"); err != nil {
		return Decks{}, err
	}
	d.Powers = append(d.Powers, extra(CardReinforcements, reinforcements)...)
	if d.Encounters, err = take(encounters, dice.DivUp(groupVP, 10), "encounters"); err != nil {
		return Decks{}, err
	}
	for _, deck := range []struct {
		cards []string
		what  string
	}{{d.Obstacles, "obstacles"}, {d.Powers, "powers"}, {d.Encounters, "encounters"}} {
		if err := r.Shuffle(deck.cards, "shuffle: "+deck.what); err != nil {
			return Decks{}, err
		}
	}
	return d, nil
}
