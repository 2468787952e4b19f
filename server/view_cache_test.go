package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"dun/board"
	"dun/rules"
)

// The view encoded with a cached board is byte for byte the plain
// encoding, before and after the board changes; so is the game's view.
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
			// The game's own caches: the board view kept by the rules
			// (rules.BoardCache), each field and figure reused while
			// unchanged.
			if got := game.viewLocked(side).whole(); !bytes.Equal(got, want) {
				t.Fatalf("%s, side %v: the game's view differs:\n%s\n%s", what, side, got, want)
			}
		}
	}
	check("at the start")
	for k := range 60 {
		playRandom(t, ts.srv, game, 3, uint64(k))
		game.mu.Lock()
		check(fmt.Sprintf("after %d commands", game.n))
		game.mu.Unlock()
	}
}

// The game's views follow every change the board view is built from,
// though the rules keep it (rules.BoardCache): a new grid, a grid
// changed in place, a section revealed, a secret door found.
func TestViewFollowsBoardChanges(t *testing.T) {
	ts := startServer(t, t.TempDir())
	g := ts.create(t, party)
	game, _ := ts.srv.Game(g.Game.ID)
	game.mu.Lock()
	defer game.mu.Unlock()
	if game.state.Explore == nil || len(game.state.Explore.Revealed) < 2 {
		t.Fatal("the quest is not explored section by section: the test proves nothing")
	}
	// A square the heroes see, one they do not.
	seen, unseen := -1, -1
	for i := range game.state.Board.Len() {
		if sec := game.state.Board.At(i).Section; sec != 0 {
			if game.state.SectionRevealed(sec) {
				seen = i
			} else {
				unseen = i
			}
		}
	}
	if seen < 0 || unseen < 0 {
		t.Fatal("no seen and unseen squares")
	}
	step := func(what string, change func(st *rules.State)) {
		t.Helper()
		st := game.state.Clone()
		x := *st.Explore
		x.Revealed = slices.Clone(x.Revealed)
		x.Secret = slices.Clone(x.Secret)
		st.Explore = &x
		before := string(game.viewLocked(rules.Heroes).boardJSON)
		change(&st)
		game.state = st
		game.n++
		for _, side := range []rules.Side{rules.Heroes, rules.Dark} {
			want, _ := json.Marshal(rules.SeatView(game.state, side))
			if got := game.viewLocked(side).whole(); !bytes.Equal(got, want) {
				t.Fatalf("%s: %v's view differs:\n%s\n%s", what, side, got, want)
			}
		}
		if string(game.viewLocked(rules.Heroes).boardJSON) == before {
			t.Fatalf("%s: the heroes' board did not change: the step proves nothing", what)
		}
	}
	terrain := func(g *board.Grid, i int) {
		sq := g.At(i)
		sq.Level = (sq.Level + 1) % 3
		g.Set(g.Pos(i), sq)
	}
	step("a new grid", func(st *rules.State) {
		st.Board = st.Board.Clone()
		terrain(st.Board, seen)
	})
	step("the grid changed in place", func(st *rules.State) { terrain(st.Board, seen) })
	step("a section revealed", func(st *rules.State) {
		st.Explore.Revealed[st.Board.At(unseen).Section-1] = true
	})
	if len(game.state.Explore.Secret) > 0 {
		step("a secret door found", func(st *rules.State) { st.Explore.Secret = st.Explore.Secret[1:] })
	}
}
