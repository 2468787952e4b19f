package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"dun/rules"
)

// The server's own encoders write what json.Marshal writes, byte for
// byte: the options of every seat (encodeOptions) and the state
// (stateJSON, for the setup and snapshots), through a game played at
// random with a human Dark Player's cards, and on odd option IDs.
func TestEncodersAreMarshal(t *testing.T) {
	ts := startServer(t, t.TempDir())
	g := ts.create(t, party)
	game, _ := ts.srv.Game(g.Game.ID)
	check := func(what string) {
		t.Helper()
		for _, s := range game.seats {
			opts := game.optionsLocked(s)
			want, _ := json.Marshal(opts)
			got, err := encodeOptions(opts)
			if err != nil || !bytes.Equal(got, want) {
				t.Fatalf("%s, seat %s: options encoded as\n%s\nnot\n%s (%v)", what, s.ID, got, want, err)
			}
		}
		want, _ := json.Marshal(game.state)
		if got, err := stateJSON(game.state); err != nil || !bytes.Equal(got, want) {
			t.Fatalf("%s: the state encoded differs (%v)", what, err)
		}
	}
	options := 0
	for k := range 40 {
		playRandom(t, ts.srv, game, 4, uint64(k))
		game.mu.Lock()
		check(fmt.Sprintf("after %d commands", game.n))
		options += len(game.optionsLocked(game.seats[0]))
		game.mu.Unlock()
	}
	if options == 0 {
		t.Fatal("no options were compared")
	}
	odd := []rules.Option{
		{ID: `a"b\c<d>&é` + "\x01", Command: rules.EndTurn{}, Cost: -2, Label: &rules.Text{En: "<b>", Es: "ñ"}},
		{ID: "plain", Command: nil},
	}
	for _, opts := range [][]rules.Option{nil, {}, odd} {
		want, _ := json.Marshal(opts)
		if got, err := encodeOptions(opts); err != nil || !bytes.Equal(got, want) {
			t.Fatalf("options encoded as\n%s\nnot\n%s (%v)", got, want, err)
		}
	}
}
