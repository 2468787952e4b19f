package sim

import (
	"bytes"
	"encoding/json"
	"testing"

	"dun/autoplay"
	"dun/dice"
	"dun/rules"
)

// The Artificial Dark Player looks ahead by the hundred per turn, in
// memory it reuses (rules.ApplyIn, adp's looks) over states that share
// their cards, the board and the hidden creatures with every clone. In
// games played as dun sim plays them (the hero policy against the ADP
// playing his cards), every state the game passes through must still
// encode (shared cards, catalogue and all) and hash as it did when it was
// made once the game is over.
func TestLookAheadsLeaveStatesAlone(t *testing.T) {
	g := adpQuest(t, "03-goblin-chasm.yaml", "shara", "borgron", "taeral")
	games := 3
	if testing.Short() {
		games = 1
	}
	for i := range games {
		seed := GameSeed(1, i)
		s, err := g.prepare(seed)
		if err != nil {
			t.Fatal(err)
		}
		type snap struct {
			s    rules.State
			js   []byte
			hash uint64
		}
		var seen []snap
		keep := func(s *rules.State) error {
			js, err := json.Marshal(s)
			seen = append(seen, snap{*s, js, s.Hash()})
			return err
		}
		if err := keep(&s); err != nil {
			t.Fatal(err)
		}
		obs := func(_ *rules.State, _ rules.Option, _ autoplay.Choice, after *rules.State, _ []rules.Event) error {
			return keep(after)
		}
		if _, _, err := autoplay.Play(s, autoplay.Heroes{}, g.dark(), dice.Seeded(seed), autoplay.Limits{Turns: 60}, obs); err != nil {
			t.Fatal(err)
		}
		if len(seen) < 100 {
			t.Fatalf("game %d: only %d states", i, len(seen))
		}
		for k, p := range seen {
			js, _ := json.Marshal(p.s)
			if !bytes.Equal(js, p.js) || p.s.Hash() != p.hash {
				t.Fatalf("game %d: state %d changed after later commands and looks ahead", i, k)
			}
		}
	}
}
