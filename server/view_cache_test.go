package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"dun/rules"
)

// The view encoded with a cached board is byte for byte the plain
// encoding, before and after the board changes.
func TestEncodeViewReusesBoard(t *testing.T) {
	ts := startServer(t, t.TempDir())
	g := ts.create(t, party)
	game, _ := ts.srv.Game(g.Game.ID)
	var c [2]viewCache
	var figs [2]figureCache
	check := func(what string) {
		t.Helper()
		for _, side := range []rules.Side{rules.Heroes, rules.Dark} {
			want, _ := json.Marshal(rules.SeatView(game.state, side))
			for range 2 {
				if got := encodeView(&c[side&1], &figs[side&1], rules.SeatView(game.state, side)); !bytes.Equal(got, want) {
					t.Fatalf("%s, side %v: cached encoding differs:\n%s\n%s", what, side, got, want)
				}
			}
		}
	}
	check("at the start")
	// Figures move, turn, get hurt; sections are revealed: the encodings
	// follow every change.
	for k := range 40 {
		playRandom(t, ts.srv, game, 3, uint64(k))
		game.mu.Lock()
		check(fmt.Sprintf("after %d commands", game.n))
		game.mu.Unlock()
	}
}
