package server

import (
	"bytes"
	"context"
	"testing"
)

// A stored state leaves its Treasure book and Dark Player's catalogue
// out, naming them, and reads back to the very state: the same JSON
// byte for byte and the same hash, sharing the game's book and
// catalogue; after a restart (nothing known but the database) too.
func TestStoredStatesNameTheirContent(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir)
	ctx := context.Background()
	c := ts.create(t, party)
	g, _ := ts.srv.Game(c.Game.ID)
	if g.state.Treasure == nil || g.state.Dark == nil {
		t.Fatal("the game has no Treasure book or Dark Player's catalogue: nothing to test")
	}
	book, err := g.state.Treasure.Book.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	cat, err := g.state.Dark.Cards.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var stored [][]byte
	var whole [][]byte
	for step := range 6 {
		if step > 0 {
			playRandom(t, ts.srv, g, 15, uint64(step))
		}
		g.mu.Lock()
		s := g.state
		g.mu.Unlock()
		enc, err := ts.srv.store.encodeState(s)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := stateJSON(s)
		if bytes.Contains(enc.JSON, book) || bytes.Contains(enc.JSON, cat) || len(enc.JSON) > len(want)-len(book)-len(cat)+200 || len(enc.Contents) != 2 {
			t.Fatalf("step %d: the stored state is %d bytes of the whole %d, naming %d contents", step, len(enc.JSON), len(want), len(enc.Contents))
		}
		back, err := ts.srv.store.decodeState(ctx, enc.JSON)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := stateJSON(back)
		if !bytes.Equal(got, want) || back.Hash() != s.Hash() {
			t.Fatalf("step %d: the state read back differs", step)
		}
		if back.Treasure.Book != s.Treasure.Book || back.Dark.Cards != s.Dark.Cards {
			t.Fatalf("step %d: the state read back has a book or catalogue of its own", step)
		}
		stored, whole = append(stored, enc.JSON), append(whole, want)
	}
	// A second game shares the first's book and catalogue: one row each.
	c2 := ts.create(t, party)
	g2, _ := ts.srv.Game(c2.Game.ID)
	if g2.state.Treasure.Book != g.state.Treasure.Book || g2.state.Dark.Cards != g.state.Dark.Cards {
		t.Fatal("a second game of the same pack has a book or catalogue of its own")
	}
	ts.stop()

	ts2 := startServer(t, dir)
	var n int
	if err := ts2.srv.store.db.QueryRow(`SELECT COUNT(*) FROM content`).Scan(&n); err != nil || n != 2 {
		t.Fatalf("content rows: %d %v", n, err)
	}
	for k, b := range stored {
		back, err := ts2.srv.store.decodeState(ctx, b)
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := stateJSON(back); !bytes.Equal(got, whole[k]) {
			t.Fatalf("state %d differs once read after a restart", k)
		}
	}
	// The loaded games share them too.
	l1, _ := ts2.srv.Game(c.Game.ID)
	l2, _ := ts2.srv.Game(c2.Game.ID)
	if l1.state.Treasure.Book != l2.state.Treasure.Book || l1.state.Dark.Cards != l2.state.Dark.Cards {
		t.Fatal("games loaded after a restart hold a book or catalogue each")
	}
}

// A game stored by an earlier dun (whole states in its setup and
// snapshots, a snapshot of its setup) loads as it was.
func TestWholeStoredStatesLoad(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir)
	c := ts.create(t, party)
	g, _ := ts.srv.Game(c.Game.ID)
	playRandom(t, ts.srv, g, 10, 9)
	hash := g.Hash()
	st := ts.srv.store
	ctx := context.Background()
	gr, err := st.game(ctx, c.Game.ID)
	if err != nil {
		t.Fatal(err)
	}
	setup, err := st.wholeState(ctx, gr.Setup)
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		n     uint64
		state []byte
	}
	var snaps []row
	rows, err := st.db.Query(`SELECT n, state FROM snapshots WHERE game_id = ?`, c.Game.ID)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var r row
		if err := rows.Scan(&r.n, &r.state); err != nil {
			t.Fatal(err)
		}
		snaps = append(snaps, r)
	}
	rows.Close()
	if len(snaps) == 0 {
		t.Fatal("no snapshot was written: nothing to test")
	}
	first, err := st.firstSnapshot(ctx, c.Game.ID)
	if err != nil {
		t.Fatal(err)
	}
	ts.stop()

	// Write the game as an earlier dun did.
	old, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := old.db.Exec(q, args...); err != nil {
			t.Fatal(err)
		}
	}
	exec(`UPDATE games SET setup = ? WHERE id = ?`, []byte(setup), c.Game.ID)
	exec(`INSERT INTO snapshots (game_id, n, state, dice) VALUES (?, 0, ?, ?)`, c.Game.ID, []byte(setup), first.Dice)
	for _, r := range snaps {
		w, err := old.wholeState(ctx, r.state)
		if err != nil {
			t.Fatal(err)
		}
		exec(`UPDATE snapshots SET state = ? WHERE game_id = ? AND n = ?`, []byte(w), c.Game.ID, r.n)
	}
	exec(`DELETE FROM content`)
	old.Close()

	ts2 := startServer(t, dir)
	g2, ok := ts2.srv.Game(c.Game.ID)
	if !ok || g2.Hash() != hash {
		t.Fatal("a game stored whole does not load as it was")
	}
	if st, err := ts2.srv.StateAt(ctx, c.Game.ID, 1); err != nil || st.Hash() == 0 {
		t.Fatalf("replaying a game stored whole: %v", err)
	}
}
