package server

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"dun/rules"
)

// readUntil reads messages until one of type typ.
func (c *testClient) readUntil(typ string) map[string]any {
	c.t.Helper()
	for range 50 {
		if m := c.read(); m["type"] == typ {
			return m
		}
	}
	c.t.Fatalf("no %s message", typ)
	return nil
}

// With physical dice a command that rolls is held until the seat that
// rolls types the dice; forged, out-of-range, misplaced or surplus dice
// and commands meanwhile are refused and change nothing; the dice that
// are entered decide the roll, are stored with the command and replay
// after a restart.
func TestPhysicalDice(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir)
	req := party
	req.Spectators = 1
	req.Options = Options{Dice: DicePhysical}
	g := ts.create(t, req)
	if g.Game.Options.Dice != DicePhysical {
		t.Fatalf("options %+v", g.Game.Options)
	}
	game, _ := ts.srv.Game(g.Game.ID)
	a, ua := ts.join(t, g.Game.ID, seatToken(t, g, "heroes-1"), 0)
	b, _ := ts.join(t, g.Game.ID, seatToken(t, g, "heroes-2"), 0)
	sp, _ := ts.join(t, g.Game.ID, seatToken(t, g, "spectator-1"), 0)
	a.command(option(t, ua, "activate:shara"))
	ua = a.update()
	a.readUntil(MsgAck)
	b.update()
	sp.update()
	run := option(t, ua, "run")
	seq := a.command(run)
	// No ack: an update asks heroes-1 (Shara's seat) for the dice.
	m := a.read()
	dp, _ := m["dice"].(map[string]any)
	if m["type"] != MsgUpdate || dp == nil || dp["seat"] != "heroes-1" {
		t.Fatalf("want a dice prompt for heroes-1, got %v", m)
	}
	if bm := b.read(); bm["dice"] == nil {
		t.Fatal("the other seat is not told what the game waits for")
	}
	sp.read()
	roll, die, of := int(dp["roll"].(float64)), int(dp["die"].(float64)), int(dp["of"].(float64))
	hash, n := game.Hash(), game.Info().N
	refused := func(c *testClient, raw string, code string) {
		t.Helper()
		c.sendRaw([]byte(raw))
		e := c.readUntil(MsgError)
		if e["code"] != code {
			t.Fatalf("%s: want %s, got %v", raw, code, e)
		}
		if game.Hash() != hash || game.Info().N != n {
			t.Fatalf("%s changed the game", raw)
		}
		game.mu.Lock()
		held := game.pending != nil && len(game.pending.vals) == 0
		game.mu.Unlock()
		if !held {
			t.Fatalf("%s: the command is no longer held as it was", raw)
		}
	}
	msg := func(r, d int, vals string) string {
		return `{"v":1,"type":"dice","roll":` + itoa(r) + `,"die":` + itoa(d) + `,"values":` + vals + `}`
	}
	refused(b, msg(roll, die, "[3]"), CodeNotYourSeat)
	refused(sp, msg(roll, die, "[3]"), CodeNotYourSeat)
	refused(a, msg(roll, die, "[7]"), CodeBadDice)
	refused(a, msg(roll, die, "[0]"), CodeBadDice)
	refused(a, msg(roll, die, "[-2]"), CodeBadDice)
	refused(a, msg(roll, die, "[3.5]"), CodeBadMessage)
	refused(a, msg(roll, die, `["6"]`), CodeBadMessage)
	refused(a, msg(roll, die, "[]"), CodeBadMessage)
	refused(a, msg(roll+1, die, "[3]"), CodeBadDice)
	refused(a, msg(roll, die+1, "[3]"), CodeBadDice)
	refused(a, msg(roll, die, "["+strings.Repeat("2,", of-die+1)+"2]"), CodeBadDice)
	refused(a, `{"v":1,"type":"command","seq":`+itoa(int(seq)+1)+`,"command":{"type":"end_turn","seat":"heroes"}}`, CodeDicePending)
	refused(b, `{"v":1,"type":"undo","n":1}`, CodeCannotUndo)

	// The right dice: 5 and then as many as the roll still wants.
	want := []int{}
	for ack := false; !ack; {
		want = append(want, 5)
		a.sendRaw([]byte(msg(roll, die, "[5]")))
		for {
			m := a.read()
			if m["type"] == MsgError {
				t.Fatalf("refused: %v", m)
			}
			if m["type"] == MsgAck {
				if int(m["seq"].(float64)) != int(seq) {
					t.Fatalf("ack %v for command %d", m, seq)
				}
				ack = true
				break
			}
			if d, ok := m["dice"].(map[string]any); ok && m["type"] == MsgUpdate {
				roll, die = int(d["roll"].(float64)), int(d["die"].(float64))
				break
			}
		}
	}
	game.mu.Lock()
	if game.pending != nil || game.n != n+1 {
		t.Fatalf("after the dice: pending %v, n %d", game.pending, game.n)
	}
	ev := string(game.log[n].heroes)
	game.mu.Unlock()
	if !strings.Contains(ev, `"dice":[5`) {
		t.Fatalf("the roll does not show the dice entered: %s", ev)
	}
	rows, err := ts.srv.store.commands(context.Background(), g.Game.ID)
	if err != nil || len(rows[n].Dice) != len(want) {
		t.Fatalf("stored dice %v, entered %v (%v)", rows[n].Dice, want, err)
	}
	hash = game.Hash()
	ts.stop()
	ts2 := startServer(t, dir)
	g2, _ := ts2.srv.Game(g.Game.ID)
	if g2.Hash() != hash {
		t.Fatal("the entered dice do not replay after a restart")
	}
	st, err := ts2.srv.StateAt(context.Background(), g.Game.ID, n+1)
	if err != nil || st.Hash() != g2.state.Hash() {
		t.Fatalf("state at %d: %v", n+1, err)
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// The roll's purpose names the figure whose seat rolls.
func TestRollFigure(t *testing.T) {
	for purpose, want := range map[string]string{
		"run: Shara":                  "Shara",
		"search element: Taeral, box": "Taeral",
		"2D6":                         "",
		"coins: Orc chief":            "Orc chief",
	} {
		if got := rollFigure(purpose); got != want {
			t.Errorf("%q: %q, want %q", purpose, got, want)
		}
	}
	_ = rules.Heroes
}

// With physical dice and the Artificial Dark Player, play goes on through
// the bot's turns and every die is asked of a person.
func TestPhysicalDiceWithBot(t *testing.T) {
	ts := startServer(t, t.TempDir())
	req := party
	req.Bots = []string{"dark"}
	req.Options = Options{Dice: DicePhysical}
	g := ts.create(t, req)
	game, _ := ts.srv.Game(g.Game.ID)
	// Play the heroes' turns with random options until the bot has had
	// to ask for dice, or a few turns went by.
	asked, forBot := 0, 0
	for step := 0; step < 400 && game.Info().Turn < 6; step++ {
		game.mu.Lock()
		p := game.pending
		var roll, die int
		var by *Seat
		if p != nil {
			roll, die, by = p.req.Roll, p.req.Die, p.by
			if p.seat.Bot {
				forBot++
			}
		}
		game.mu.Unlock()
		if p != nil {
			if by.Bot || by.Spectator {
				t.Fatalf("a bot's die is asked of %s", by.ID)
			}
			asked++
			if pr := game.enterDice(context.Background(), ts.srv, by, roll, die, []int{3}); pr != nil {
				t.Fatal(pr)
			}
			continue
		}
		game.mu.Lock()
		running := game.botRunning
		game.mu.Unlock()
		if running {
			time.Sleep(10 * time.Millisecond)
			continue
		}
		playRandom(t, ts.srv, game, 1, uint64(step))
	}
	if game.Info().Turn < 2 {
		t.Fatalf("the game is stuck in turn %d", game.Info().Turn)
	}
	t.Logf("%d dice entered by people, %d of them for the bot's commands, turn %d", asked, forBot, game.Info().Turn)
}

// Who rolls: the seat of the figure the roll names; for a bot's figure or
// an unnamed roll, the sender if a person plays it, else the first hero
// seat a person plays.
func TestRoller(t *testing.T) {
	h1 := &Seat{ID: "heroes-1", Side: rules.Heroes, Figures: []string{"shara"}}
	h2 := &Seat{ID: "heroes-2", Side: rules.Heroes, Figures: []string{"taeral"}}
	dark := &Seat{ID: "dark", Side: rules.Dark, Bot: true}
	g := &Game{seats: []*Seat{h1, h2, dark}}
	g.state.Figures = []rules.Figure{rules.Figure{ID: "shara", Side: rules.Heroes}.WithInfo(rules.FigureInfo{Name: "Shara"}), rules.Figure{ID: "taeral", Side: rules.Heroes}.WithInfo(rules.FigureInfo{Name: "Taeral"}), rules.Figure{ID: "orc-1", Side: rules.Dark}.WithInfo(rules.FigureInfo{Name: "Orc"})}
	for _, c := range []struct {
		sender  *Seat
		purpose string
		want    *Seat
	}{
		{h1, "run: Shara", h1},
		{h1, "damage: Taeral", h2},
		{dark, "damage: Shara", h1},
		{dark, "attack: Orc", h1}, // the bot's own figure: a person rolls for it
		{h2, "attack: Orc", h2},
		{h2, "2D6", h2},
		{dark, "2D6", h1},
	} {
		p := &pendingDice{seat: c.sender}
		p.req.Purpose = c.purpose
		if got := g.rollerLocked(p); got != c.want {
			t.Errorf("%s sends, %q: %s rolls, want %s", c.sender.ID, c.purpose, got.ID, c.want.ID)
		}
	}
}
