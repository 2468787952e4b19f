package autoplay

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"dun/content"
	"dun/content/load"
	"dun/content/starter"
	"dun/dice"
	"dun/quest"
	"dun/rules"
	"dun/setup"
)

// game sets up a starter quest for Shara, Borgron and Taeral.
func game(t testing.TB, file string) rules.State {
	t.Helper()
	return gameWith(t, file, "shara", "borgron", "taeral")
}

// gameWith sets up a starter quest for the predesigned heroes ids.
func gameWith(t testing.TB, file string, ids ...string) rules.State {
	t.Helper()
	pack, errs := load.Packs(content.Effects, starter.Source())
	if len(errs) > 0 {
		t.Fatal(errs[0])
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	q, err := quest.Parse(file, data)
	if err != nil {
		t.Fatal(err)
	}
	var party []rules.Figure
	for _, id := range ids {
		h, err := setup.Hero(pack, id)
		if err != nil {
			t.Fatal(err)
		}
		party = append(party, h)
	}
	s, err := setup.Game(q, party, setup.Creatures(pack))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// starterQuests are the example quests that use only the starter pack.
func starterQuests(t testing.TB) []string {
	var out []string
	for _, n := range []string{"01-drowned-chapel.yaml", "02-bandits-mill.yaml", "03-goblin-chasm.yaml", "04-minotaur-hall.yaml", "05-smugglers-cistern.yaml"} {
		out = append(out, filepath.Join("..", "examples", "quests", n))
	}
	return out
}

// invariants is an Observer that checks, after every command, what must
// always hold (issue 8): the state passes Check; wounds, Fortune and mana
// stay within their attributes; nobody knocked out is offered anything.
func invariants(before *rules.State, o rules.Option, c Choice, after *rules.State, evs []rules.Event) error {
	if err := after.Check(); err != nil {
		return fmt.Errorf("%s broke the state: %v", o.ID, err)
	}
	prev := map[string]*rules.Figure{}
	for i := range before.Figures {
		prev[before.Figures[i].ID] = &before.Figures[i]
	}
	for i := range after.Figures {
		f, b := &after.Figures[i], prev[after.Figures[i].ID]
		if b == nil {
			b = f // a hidden creature entering play
		}
		if f.Wounds < 0 || f.FortuneUsed() < 0 || f.ManaUsed < 0 ||
			int(f.Wounds) > max(int(b.Wounds), f.Attrs().Vitality) || f.FortuneUsed() > max(b.FortuneUsed(), f.Attrs().Fortune) || int(f.ManaUsed) > max(int(b.ManaUsed), f.Attrs().Mana) {
			return fmt.Errorf("%s left %s out of bounds: %+v", o.ID, f.ID, f)
		}
	}
	// The Achievement Counter never goes down; a finished quest offers
	// nothing (pages 11-12).
	if after.Achievements.Heroes < before.Achievements.Heroes || after.Achievements.Dark < before.Achievements.Dark {
		return fmt.Errorf("%s lowered the achievement points: %+v -> %+v", o.ID, before.Achievements, after.Achievements)
	}
	if after.End != nil {
		for _, seat := range []rules.Side{rules.Heroes, rules.Dark} {
			if opts := rules.Options(*after, seat); len(opts) > 0 {
				return fmt.Errorf("the quest is over but %v is offered %s", seat, rules.OptionIDs(opts))
			}
		}
	}
	for _, seat := range []rules.Side{rules.Heroes, rules.Dark} {
		for _, op := range rules.Options(*after, seat) {
			if a, ok := op.Command.(rules.Activate); ok {
				for i := range after.Figures {
					if after.Figures[i].ID == a.Figure && !after.Figures[i].Present() {
						return fmt.Errorf("knocked-out %s offered %s", a.Figure, op.ID)
					}
				}
			}
		}
	}
	return nil
}

// A few hundred games with random-legal policies on every starter quest,
// checking the invariants after every command (issue 8).
func TestRandomGamesKeepInvariants(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 20
	}
	for _, file := range starterQuests(t) {
		s := game(t, file)
		for seed := 0; seed < games/len(starterQuests(t)); seed++ {
			src := dice.Seeded(uint64(seed))
			_, res, err := Play(s, Random{Seed: uint64(seed)}, Random{Seed: ^uint64(seed)}, src, Limits{Turns: 15, Steps: 3000}, invariants)
			if err != nil {
				t.Fatalf("%s seed %d: %v", filepath.Base(file), seed, err)
			}
			if res.Steps == 0 {
				t.Fatalf("%s seed %d: nothing played", filepath.Base(file), seed)
			}
		}
	}
}

// The hero policy plays whole games against a random Dark Player without
// a refused option, and the same seed plays the same game.
func TestHeroPolicyPlays(t *testing.T) {
	for _, file := range starterQuests(t) {
		s := game(t, file)
		var first Result
		var hash uint64
		for run := 0; run < 2; run++ {
			end, res, err := Play(s, Heroes{}, Random{Seed: 7}, dice.Seeded(7), Limits{Turns: 30}, invariants)
			if err != nil {
				t.Fatalf("%s: %v", filepath.Base(file), err)
			}
			if run == 0 {
				first, hash = res, end.Hash()
				continue
			}
			if res != first || end.Hash() != hash {
				t.Fatalf("%s: the same seed played differently: %+v vs %+v", filepath.Base(file), res, first)
			}
		}
		if first.Steps < 10 {
			t.Errorf("%s: only %d steps: %+v", filepath.Base(file), first.Steps, first)
		}
	}
}

// Recycle plays the very same games: the same state and events after
// every command (their encoding, taken while the observer holds them) and
// the same end.
func TestRecycleIsTheSameGame(t *testing.T) {
	for _, file := range starterQuests(t) {
		s := game(t, file)
		for seed := uint64(1); seed <= 2; seed++ {
			var encs [2][][]byte
			var hashes [2]uint64
			for run, recycle := range []bool{false, true} {
				obs := func(before *rules.State, _ rules.Option, _ Choice, after *rules.State, evs []rules.Event) error {
					js, err := json.Marshal(struct {
						State  *rules.State
						Events []rules.Event
					}{after, evs})
					encs[run] = append(encs[run], js)
					return err
				}
				end, _, err := Play(s, Heroes{}, Random{Seed: seed}, dice.Seeded(seed), Limits{Turns: 20, Recycle: recycle}, obs)
				if err != nil {
					t.Fatalf("%s seed %d recycle %v: %v", filepath.Base(file), seed, recycle, err)
				}
				hashes[run] = end.Hash()
			}
			if len(encs[0]) != len(encs[1]) {
				t.Fatalf("%s seed %d: %d commands recycled, %d not", filepath.Base(file), seed, len(encs[1]), len(encs[0]))
			}
			for k := range encs[0] {
				if !bytes.Equal(encs[0][k], encs[1][k]) {
					t.Fatalf("%s seed %d: the state or events after command %d differ when recycled", filepath.Base(file), seed, k)
				}
			}
			if hashes[1] != hashes[0] {
				t.Fatalf("%s seed %d: the recycled game ends differently", filepath.Base(file), seed)
			}
		}
	}
}
