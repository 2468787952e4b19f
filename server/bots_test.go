package server

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"dun/autoplay"
	"dun/rules"
	"dun/sim"
)

// The Dark Player's seat played by the server: the heroes end their turn,
// the bot plays the Dark Player's, and the heroes' turn 2 comes back.
func TestDarkBot(t *testing.T) {
	ts := startServer(t, t.TempDir())
	req := party
	req.Bots = []string{"dark"}
	g := ts.create(t, req)
	a, u := ts.join(t, g.Game.ID, seatToken(t, g, "heroes-1"), 0)
	a.command(option(t, u, "end_turn"))
	for deadline := time.Now().Add(10 * time.Second); ; {
		m := a.read()
		if opts, _ := m["options"].([]any); m["type"] == MsgUpdate && len(opts) > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the Dark Player's bot never handed the turn back")
		}
	}
	game, _ := ts.srv.Game(g.Game.ID)
	if info := game.Info(); info.Turn != 2 || !info.Seats[2].Bot {
		t.Fatalf("after the bot's turn: %+v", info)
	}
	// The Artificial Dark Player says why it did what it did, in the log.
	game.mu.Lock()
	said := 0
	for _, it := range game.log {
		if it.seat == "dark" && it.why != nil && it.why.En != "" && it.why.Es != "" {
			said++
		}
	}
	game.mu.Unlock()
	if said == 0 {
		t.Fatal("the Dark Player's bot gave no reasons")
	}
	// Nobody may speak for the bot.
	d, _ := ts.join(t, g.Game.ID, seatToken(t, g, "dark"), 0)
	d.sendJSON(map[string]any{"v": 1, "type": "command", "seq": 99, "command": json.RawMessage(`{"type":"end_turn","seat":"dark"}`)})
	for {
		m := d.read()
		if m["type"] == MsgError {
			if m["code"] != CodeNotYourSeat && m["code"] != rules.CodeNotYourTurn {
				t.Fatalf("a command for the bot's seat: %v", m)
			}
			break
		}
	}
}

// A game of bots alone plays on by itself, within bounds, and replays.
func TestBotsAlone(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir)
	req := party
	req.Bots = []string{"heroes-1", "heroes-2", "dark"}
	g := ts.create(t, req)
	game, _ := ts.srv.Game(g.Game.ID)
	var n uint64
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		game.mu.Lock()
		n, running := game.n, game.botRunning
		game.mu.Unlock()
		if !running && n > 0 {
			break
		}
	}
	game.mu.Lock()
	n = game.n
	game.mu.Unlock()
	if n < 20 || n > maxBotRun {
		t.Fatalf("the bots played %d commands", n)
	}
	replayed, err := ts.srv.Replay(context.Background(), g.Game.ID)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprintf("%x", replayed.Hash()) != game.Hash() {
		t.Fatal("a bots' game does not replay")
	}
	t.Logf("%d commands, turn %d", n, game.Info().Turn)
}

// The earlier edition's Artificial Dark Player plays the Dark seat when
// the server is configured so (Config.Dark) or the game asks for it
// (Options.DarkBot, the lobby's choice), and an unknown one is refused.
func TestDarkBotEdition(t *testing.T) {
	if _, err := New(Config{DataDir: t.TempDir(), Catalog: testCatalog(t), Dark: "clever"}); err == nil {
		t.Fatal("Dark: clever accepted")
	}
	for _, c := range []struct {
		dark, game string
		first      bool
	}{{"", "", false}, {"adp", "", false}, {"adp1", "", true}, {"", "adp1", true}, {"adp1", "adp", false}} {
		ts := startServer(t, t.TempDir(), func(cfg *Config) { cfg.Dark = c.dark })
		req := party
		req.Bots = []string{"dark"}
		req.Options.DarkBot = c.game
		g := ts.create(t, req)
		game, _ := ts.srv.Game(g.Game.ID)
		var dark *Seat
		for _, s := range game.seats {
			if s.Side == rules.Dark {
				dark = s
			}
		}
		got := game.policy(ts.srv, dark)
		if sim.FirstEdition(got) != c.first || game.state.Dark == nil || game.state.Dark.Mode != rules.DarkADP {
			t.Fatalf("Dark %q, game %q: policy %T, first edition %v", c.dark, c.game, got, sim.FirstEdition(got))
		}
	}
	// The game's choice is checked like its other options.
	ts := startServer(t, t.TempDir())
	req := party
	req.Options.DarkBot = "clever"
	if _, p := ts.srv.CreateGame(context.Background(), req); p == nil {
		t.Fatal("dark_bot: clever accepted")
	}
}

// A hero bot decides on its seat's view, the Dark Player's bot on the
// true state (his own view).
func TestHeroBotSeesItsView(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir)
	req := party
	req.Bots = []string{"heroes-1", "dark"}
	g := ts.create(t, req)
	game, _ := ts.srv.Game(g.Game.ID)
	game.mu.Lock()
	defer game.mu.Unlock()
	bots := 0
	for _, s := range game.seats {
		if !s.Bot {
			continue
		}
		bots++
		_, sighted := game.policy(ts.srv, s).(autoplay.Sighted)
		if sighted != (s.Side == rules.Heroes) {
			t.Errorf("seat %s (%v): policy %T", s.ID, s.Side, game.policy(ts.srv, s))
		}
	}
	if bots != 2 {
		t.Fatalf("%d bot seats, want 2", bots)
	}
}
