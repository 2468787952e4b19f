package server

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"dun/rules"
)

// A seat takes back its own moves until dice are rolled; another seat
// cannot take them back; the log, the store and a restart agree.
func TestUndo(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir)
	g := ts.create(t, party)
	game, _ := ts.srv.Game(g.Game.ID)
	a, u := ts.join(t, g.Game.ID, seatToken(t, g, "heroes-1"), 0)
	b, _ := ts.join(t, g.Game.ID, seatToken(t, g, "heroes-2"), 0)
	start := game.Hash()
	a.command(option(t, u, "activate:shara"))
	u = a.update()
	a.read()
	b.update()
	afterActivate := game.Hash()
	a.command(option(t, u, "move:shara:"))
	a.update()
	a.read()
	b.update()
	undo := func(c *testClient, n int) {
		t.Helper()
		c.sendJSON(map[string]any{"v": 1, "type": "undo", "n": n})
	}
	// Taeral's seat cannot take back Shara's move.
	undo(b, 2)
	if m := b.read(); m["code"] != CodeCannotUndo {
		t.Fatalf("another seat's undo: %v", m)
	}
	// Shara's seat can, twice, back to the start.
	undo(a, 2)
	if u := a.update(); u.N != 1 || game.Hash() != afterActivate {
		t.Fatalf("after undoing the move: n=%d", u.N)
	}
	b.update()
	undo(a, 1)
	if u := a.update(); u.N != 0 || game.Hash() != start {
		t.Fatalf("after undoing the activation: n=%d", u.N)
	}
	b.update()
	undo(a, 1)
	if m := a.read(); m["code"] != CodeCannotUndo {
		t.Fatalf("undoing past the start: %v", m)
	}
	// A run rolls dice: it stands.
	a.sendJSON(map[string]any{"v": 1, "type": "command", "seq": 50, "command": json.RawMessage(`{"type":"activate","seat":"heroes","figure":"shara"}`)})
	u = a.update()
	a.read()
	b.update()
	a.seq = 50
	a.command(option(t, u, "run:shara"))
	a.update()
	a.read()
	b.update()
	n := game.Info().N
	undo(a, int(n))
	if m := a.read(); m["code"] != CodeCannotUndo {
		t.Fatalf("undoing a roll: %v", m)
	}
	hash := game.Hash()
	replayed, err := ts.srv.Replay(context.Background(), g.Game.ID)
	if err != nil || fmt.Sprintf("%x", replayed.Hash()) != hash {
		t.Fatalf("the log after undos does not replay: %v", err)
	}
	ts.stop()
	ts2 := startServer(t, dir)
	game2, _ := ts2.srv.Game(g.Game.ID)
	if game2.Hash() != hash || game2.Info().N != n {
		t.Fatal("after a restart the undone commands came back")
	}
}

// A hero's move that puts a question to the Dark Player (a trap under
// his step) stands: taking it back would let the heroes learn he holds a
// card for it and step around it.
func TestUndoAfterDarkQuestion(t *testing.T) {
	d := newDarkTable(t, Options{DarkMode: "rpg"})
	asked := func() bool {
		p := d.ud.View.Prompt
		return p != nil && p.Kind == rules.PromptDarkTrap
	}
	if !d.drive(40, asked) {
		t.Fatal("the Dark Player was never asked")
	}
	d.game.mu.Lock()
	seat := d.game.log[d.n-1].seat
	d.game.mu.Unlock()
	if seat != "heroes-1" {
		t.Fatalf("command %d that asked was the %s seat's", d.n, seat)
	}
	d.hero.sendJSON(map[string]any{"v": 1, "type": "undo", "n": d.n})
	if m := d.hero.read(); m["code"] != CodeCannotUndo {
		t.Fatalf("the heroes took back the move that asked the Dark Player: %v", m)
	}
	if d.game.Info().N != d.n {
		t.Fatal("the command was taken back")
	}
}

// The Dark Player's draw stands: he has seen the card.
func TestUndoDarkDraw(t *testing.T) {
	d := newDarkTable(t, Options{})
	if !d.drive(60, func() bool { _, ok := opt(d.ud, "draw_card:"); return ok }) {
		t.Fatal("the Dark Player was never offered a draw")
	}
	draw, _ := opt(d.ud, "draw_card:")
	d.send(d.dark, draw)
	d.dark.sendJSON(map[string]any{"v": 1, "type": "undo", "n": d.n})
	if m := d.dark.read(); m["code"] != CodeCannotUndo {
		t.Fatalf("the Dark Player took back a draw: %v", m)
	}
	if d.game.Info().N != d.n {
		t.Fatal("the draw was taken back")
	}
}
