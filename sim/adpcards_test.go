package sim

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"dun/autoplay"
	"dun/dice"
	"dun/quest"
	"dun/rules"
	"dun/setup"
)

// adpGame is a starter quest with the ADP's cards, its policy and a way
// to shuffle the decks per game.
type adpGame struct {
	start   rules.State
	dark    func() autoplay.Policy
	prepare func(seed uint64) (rules.State, error)
}

func adpQuest(t testing.TB, file string, heroes ...string) adpGame {
	t.Helper()
	pack := testPack(t)
	data, err := os.ReadFile(filepath.Join("..", "examples", "quests", file))
	if err != nil {
		t.Fatal(err)
	}
	q, err := quest.Parse(file, data)
	if err != nil {
		t.Fatal(err)
	}
	s := start(t, file, heroes...)
	planner, err := setup.Planner(pack, q.Faction)
	if err != nil {
		t.Fatal(err)
	}
	cards := setup.Behaviours(pack)
	return adpGame{
		start: s,
		dark:  func() autoplay.Policy { return ADP(cards, planner) },
		prepare: func(seed uint64) (rules.State, error) {
			return setup.WithADP(pack, q, s, dice.Seeded(seed))
		},
	}
}

// cardCount is every card the Dark Player has: decks, held, discarded.
func cardCount(d *rules.DarkPlayer) int {
	n := len(d.Hand) + len(d.Discards)
	for _, k := range d.Decks {
		n += len(k.Cards)
	}
	return n
}

// Property: seeded quests of the starter set, the heroes playing at
// random and the ADP playing its cards: every command it sends is
// accepted (a refusal stops the game), the planner's plans need no
// substitute (Refused), the reserve never goes below zero once spent
// (State.Check, R500), the cards add up, and the game replays from its
// command log to the same hash.
func TestADPPlaysItsCards(t *testing.T) {
	// 100 games a quest: since the ADP rolls its die at every step out of
	// the Safety Zones (page 55), its reserve goes to traps and a Thief!
	// it can pay for comes up in few of them.
	runs := 100
	if testing.Short() {
		runs = 8
	}
	if v := os.Getenv("DUN_ADP_RUNS"); v != "" {
		runs, _ = strconv.Atoi(v)
	}
	quests := []string{"01-drowned-chapel.yaml", "02-bandits-mill.yaml", "03-goblin-chasm.yaml", "04-minotaur-hall.yaml", "05-smugglers-cistern.yaml"}
	played, rolled, drawn, thieves, stolen := 0, 0, map[string]int{}, 0, 0
	for _, file := range quests {
		g := adpQuest(t, file, "shara", "borgron", "taeral")
		for i := 0; i < runs; i++ {
			seed := uint64(1000*len(file) + i)
			s, err := g.prepare(seed)
			if err != nil {
				t.Fatal(err)
			}
			total := cardCount(s.Dark)
			dark := g.dark()
			var log []rules.Command
			obs := func(before *rules.State, o rules.Option, c autoplay.Choice, after *rules.State, evs []rules.Event) error {
				log = append(log, o.Command)
				if err := after.Check(); err != nil {
					return fmt.Errorf("%s broke the state: %v", o.ID, err)
				}
				if n := cardCount(after.Dark); n != total {
					return fmt.Errorf("%s: the Dark Player has %d cards, began with %d", o.ID, n, total)
				}
				for _, e := range evs {
					switch e := e.(type) {
					case rules.CardPlayed:
						played++
						if e.Card == "thief" {
							thieves++
						}
					case rules.ItemStolen:
						stolen++
					case rules.DarkRolled:
						rolled++
					case rules.CardDrawn:
						drawn[e.Deck]++
					}
				}
				return nil
			}
			end, _, err := autoplay.Play(s, autoplay.Random{Seed: seed}, dark, dice.Seeded(seed), autoplay.Limits{Turns: 30}, obs)
			if err != nil {
				t.Fatalf("%s seed %d: %v", file, seed, err)
			}
			if r := Refused(dark); len(r) > 0 {
				t.Errorf("%s seed %d: the rules refused the planner: %v", file, seed, r)
			}
			// Replay: the same commands and dice give the same game.
			r := s
			src := dice.Seeded(seed)
			for k, c := range log {
				if r, _, err = rules.Apply(r, c, src); err != nil {
					t.Fatalf("%s seed %d: replay step %d: %v", file, seed, k, err)
				}
			}
			if r.Hash() != end.Hash() {
				t.Fatalf("%s seed %d: the replay differs", file, seed)
			}
		}
	}
	t.Logf("cards activated %d, ADP dice %d, drawn %v, thieves %d, snatches %d", played, rolled, drawn, thieves, stolen)
	if played == 0 || rolled == 0 || drawn["obstacles"] == 0 || drawn["encounters"] == 0 {
		t.Fatalf("the ADP never played: %d cards, %d dice, drawn %v", played, rolled, drawn)
	}
	// Thief! is in every Obstacle deck (page 54): over these games it
	// comes up and its creature goes for a backpack (R536-R539).
	if thieves == 0 || stolen == 0 {
		t.Fatalf("%d thieves placed, %d snatches tried", thieves, stolen)
	}
}
