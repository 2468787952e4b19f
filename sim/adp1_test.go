package sim

import (
	"context"
	"testing"

	"dun/autoplay"
	"dun/setup"
)

// Smoke test of the two editions' Artificial Dark Players on a starter
// quest, on the same seeds: every game of both ends without a policy
// error (a decision not among the options stops the run), and the
// earlier edition does play differently somewhere.
func TestEditionsOnAStarterQuest(t *testing.T) {
	pack := testPack(t)
	cards := setup.Behaviours(pack)
	s := start(t, "03-goblin-chasm.yaml", "shara", "borgron", "taeral")
	play := func(p autoplay.Policy) []Game {
		c := config(s, 6, 2)
		c.Dark = func(uint64) autoplay.Policy { return p }
		games, err := Run(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		if len(games) != 6 {
			t.Fatalf("%d games, want 6", len(games))
		}
		return games
	}
	second, first := play(ADP(cards, nil)), play(ADP1(cards, nil))
	differ := false
	for i := range first {
		a, b := second[i], first[i]
		if a.Seed != b.Seed {
			t.Fatalf("game %d: seeds %d and %d", i, a.Seed, b.Seed)
		}
		differ = differ || a.Steps != b.Steps || a.Rolls != b.Rolls || a.Outcome != b.Outcome
	}
	if !differ {
		t.Fatal("the two editions played the same six games step for step")
	}
	t.Logf("second edition: %+v", Summarise("q", "p", 42, second).Wins)
	t.Logf("first edition: %+v", Summarise("q", "p", 42, first).Wins)
}
