package server

import (
	"bytes"
	"encoding/json"
	"testing"

	"dun/rules"
)

// The view encoded with a cached board is byte for byte the plain
// encoding, before and after the board changes.
func TestEncodeViewReusesBoard(t *testing.T) {
	ts := startServer(t, t.TempDir())
	g := ts.create(t, party)
	game, _ := ts.srv.Game(g.Game.ID)
	var c viewCache
	for _, side := range []rules.Side{rules.Heroes, rules.Dark} {
		v := rules.SeatView(game.state, side)
		want, _ := json.Marshal(v)
		for range 2 {
			if got := encodeView(&c, rules.SeatView(game.state, side)); !bytes.Equal(got, want) {
				t.Fatalf("side %v: cached encoding differs:\n%s\n%s", side, got, want)
			}
		}
	}
}
