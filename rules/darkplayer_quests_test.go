package rules_test

import (
	"math/rand/v2"
	"os"
	"testing"

	"dun/dice"
	"dun/quest"
	"dun/rules"
	"dun/setup"
)

// The example quests played from random offered options, the Dark Player
// in each mode holding the starter pack's cards: every offered command is
// accepted, every state passes Check, and cards get played.
func TestRandomQuestsWithTheDarkPlayer(t *testing.T) {
	pack := starterPack(t)
	counts := map[string]int{}
	for _, file := range []string{"01-drowned-chapel.yaml", "02-bandits-mill.yaml", "03-goblin-chasm.yaml", "04-minotaur-hall.yaml"} {
		data, _ := os.ReadFile("../examples/quests/" + file)
		q, err := quest.Parse(file, data)
		if err != nil {
			t.Fatal(err)
		}
		var hs []rules.Figure
		for _, id := range []string{"shara", "borgron", "taeral"} {
			h, _ := setup.Hero(pack, id)
			h.ID = id
			hs = append(hs, h)
		}
		for seed := uint64(1); seed <= 6; seed++ {
			s, err := setup.Game(q, hs, setup.Creatures(pack))
			if err != nil {
				t.Fatal(err)
			}
			mode := []rules.DarkMode{rules.DarkHuman, rules.DarkClassic, rules.DarkRPG}[seed%3]
			d, err := setup.DarkPlayer(pack, q, s, setup.DarkOptions{Mode: mode}, dice.Seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			d.Gained = 30
			if s, err = rules.WithDarkPlayer(s, d); err != nil {
				t.Fatal(err)
			}
			src := dice.Seeded(seed)
			r := rand.New(rand.NewPCG(seed, 3))
			for step := 0; step < 400 && s.End == nil; step++ {
				seat := s.CurrentSeat()
				opts := rules.Options(s, seat)
				if len(opts) == 0 {
					t.Fatalf("%s seed %d step %d: no options for %s", file, seed, step, seat)
				}
				o := opts[r.IntN(len(opts))]
				for _, c := range opts {
					if (c.Command.Type() == rules.TypeReveal || c.Command.Type() == rules.TypeOpenDoor || c.Command.Type() == rules.TypeOpenChest) && r.IntN(2) == 0 {
						o = c
					}
					if len(c.ID) > 12 && c.ID[:12] == "answer:play:" && r.IntN(2) == 0 {
						o = c
					}
				}
				n, evs, err := rules.Apply(s, o.Command, src)
				if err != nil {
					t.Fatalf("%s seed %d step %d: %s refused: %v", file, seed, step, o.ID, err)
				}
				s = n
				if err := s.Check(); err != nil {
					t.Fatalf("%s seed %d step %d: %v", file, seed, step, err)
				}
				for _, ev := range evs {
					counts[ev.EventType()]++
				}
			}
		}
	}
	if counts["card_played"] == 0 || counts["card_drawn"] == 0 || counts["figure_placed"] == 0 {
		t.Fatalf("the games played no card: %v", counts)
	}
	t.Logf("played %d cards, %d figures placed, %d traps sprung, %d fled, %d drawn", counts["card_played"], counts["figure_placed"], counts["trap_sprung"], counts["creature_fled"], counts["card_drawn"])
}
