package server

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"slices"
	"strings"
	"testing"

	"dun/board"
	"dun/rules"
)

// darkTable is a game with a person as Dark Player, played through the
// WebSocket by a hero seat and the Dark seat. Every message the hero seat
// receives is checked for the Dark Player's secrets.
type darkTable struct {
	t      *testing.T
	ts     *testServer
	g      Created
	game   *Game
	hero   *testClient
	dark   *testClient
	uh, ud tUpdate
	n      uint64
	// heroMsgs counts the hero seat's messages checked.
	heroMsgs int
}

func newDarkTable(t *testing.T, o Options) *darkTable {
	t.Helper()
	return newDarkTableOn(t, "drowned-chapel", o)
}

// newDarkTableOn is a darkTable on quest.
func newDarkTableOn(t *testing.T, quest string, o Options) *darkTable {
	t.Helper()
	ts := startServer(t, t.TempDir(), func(c *Config) { c.Rate, c.Burst = 1000, 1000 })
	g := ts.create(t, CreateRequest{Quest: quest, Heroes: []string{"shara", "taeral"}, Options: o})
	game, _ := ts.srv.Game(g.Game.ID)
	d := &darkTable{t: t, ts: ts, g: g, game: game}
	d.hero = ts.dial(t)
	d.hero.sendJSON(map[string]any{"v": 1, "type": "hello", "game": g.Game.ID, "token": seatToken(t, g, "heroes-1")})
	d.dark = ts.dial(t)
	d.dark.sendJSON(map[string]any{"v": 1, "type": "hello", "game": g.Game.ID, "token": seatToken(t, g, "dark")})
	d.uh = d.wait(d.hero, 0, false, "")
	d.ud = d.wait(d.dark, 0, false, "")
	return d
}

// wait reads c's messages up to its update for command n (and its ack,
// if ack); a refusal fails the test unless its code is refusal, when it
// is returned with the update the seat already had.
func (d *darkTable) wait(c *testClient, n uint64, ack bool, refusal string) tUpdate {
	d.t.Helper()
	var u tUpdate
	got := false
	for !got || ack {
		b, err := c.readBytes()
		if err != nil {
			d.t.Fatal(err)
		}
		if c == d.hero {
			checkNoHand(d.t, b)
			d.heroMsgs++
		}
		var m struct{ Type, Code string }
		json.Unmarshal(b, &m)
		switch m.Type {
		case MsgWelcome:
		case MsgAck:
			ack = false
		case MsgError:
			if refusal == "" || m.Code != refusal {
				d.t.Fatalf("refused: %s", b)
			}
			return tUpdate{}
		case MsgUpdate:
			if x := decodeUpdate(d.t, b); x.N >= n {
				u, got = x, true
			}
		}
	}
	return u
}

// send sends option o from c and reads both seats' updates.
func (d *darkTable) send(c *testClient, o rules.Option) {
	d.t.Helper()
	c.command(o)
	d.n++
	d.read(c)
}

func (d *darkTable) read(sender *testClient) {
	d.t.Helper()
	d.uh = d.wait(d.hero, d.n, sender == d.hero, "")
	d.ud = d.wait(d.dark, d.n, sender == d.dark, "")
	if d.uh.N != d.n || d.ud.N != d.n {
		d.t.Fatalf("command %d: the seats were sent %d and %d", d.n, d.uh.N, d.ud.N)
	}
}

// refused sends raw as c's command and wants it refused with code,
// nothing applied: the same command count and state hash, no update.
func (d *darkTable) refused(c *testClient, raw string, code string) {
	d.t.Helper()
	before := d.game.Hash()
	c.seq++
	c.sendJSON(map[string]any{"v": 1, "type": "command", "seq": c.seq, "command": json.RawMessage(raw)})
	b, err := c.readBytes()
	if err != nil {
		d.t.Fatal(err)
	}
	if c == d.hero {
		checkNoHand(d.t, b)
	}
	var m struct {
		Type, Code string
		Reason     rules.Text
	}
	json.Unmarshal(b, &m)
	if m.Type != MsgError || m.Code != code || m.Reason.En == "" || m.Reason.Es == "" {
		d.t.Fatalf("%s: want refusal %s, got %s", raw, code, b)
	}
	c.seq-- // refused: the seat's next command may reuse the number
	if d.game.Hash() != before || d.game.Info().N != d.n {
		d.t.Fatalf("%s: refused but applied", raw)
	}
}

// opt is the option of u whose ID begins with prefix, if any.
func opt(u tUpdate, prefix string) (rules.Option, bool) {
	for _, o := range u.Options {
		if strings.HasPrefix(o.ID, prefix) {
			return o, true
		}
	}
	return rules.Option{}, false
}

// drive plays both seats with a simple policy (explore forward, end
// turns, pass the Dark Player's questions, draw when offered) until done
// says stop, for at most steps commands.
func (d *darkTable) drive(steps int, done func() bool) bool {
	d.t.Helper()
	for range steps {
		if done() {
			return true
		}
		c, opts := d.hero, d.uh.Options
		if len(opts) == 0 {
			c, opts = d.dark, d.ud.Options
		}
		if len(opts) == 0 {
			d.t.Fatalf("command %d: nobody may act", d.n)
		}
		d.send(c, pick(opts))
	}
	return done()
}

func pick(opts []rules.Option) rules.Option {
	best, score := opts[len(opts)-1], -1
	for _, o := range opts {
		s := 0
		switch c := o.Command.(type) {
		case rules.Reveal, rules.OpenDoor:
			s = 1000
		case rules.Move:
			s = 10 + c.To.X + c.To.Y
		case rules.Activate:
			s = 5
		case rules.Answer:
			if c.Option == rules.OptionPass {
				s = 4
			}
		case rules.DrawCard:
			s = 3
		case rules.EndActivation:
			s = 2
		case rules.EndTurn:
			s = 1
		}
		if s > score {
			best, score = o, s
		}
	}
	return best
}

// checkNoHand fails when message b, sent to a hero seat, carries the
// Dark Player's hand, reserve, Leader or the options of his questions.
func checkNoHand(t *testing.T, b []byte) {
	t.Helper()
	if why := heroSecret(b); why != "" {
		t.Fatalf("a hero seat was sent %s: %s", why, b)
	}
}

// heroSecret says what of the Dark Player's secrets message b carries.
func heroSecret(b []byte) string {
	for _, secret := range []string{`"hand":`, `"recurrent":`, `"available":`, `"hand_limit":`, `"upgrades":`, `"discard_card`, `"draw_card`, `"play_card`, `"place_leader`} {
		if bytes.Contains(b, []byte(secret)) {
			return secret
		}
	}
	var m struct {
		Type string `json:"type"`
		View struct {
			Dark *struct {
				HandSize  *int            `json:"hand_size"`
				Creatures json.RawMessage `json:"creatures"`
			} `json:"dark"`
			Prompt *struct {
				Kind    string          `json:"kind"`
				Options json.RawMessage `json:"options"`
			} `json:"prompt"`
		} `json:"view"`
		Log []struct {
			Events []map[string]any `json:"events"`
		} `json:"log"`
	}
	if json.Unmarshal(b, &m) != nil || m.Type != MsgUpdate {
		return ""
	}
	if dv := m.View.Dark; dv == nil || dv.HandSize == nil || dv.Creatures != nil {
		return "the Dark Player's creatures or no hand size"
	}
	if p := m.View.Prompt; p != nil && strings.HasPrefix(p.Kind, "dark_") && len(p.Options) > 0 && string(p.Options) != "null" {
		return "the options of " + p.Kind
	}
	for _, e := range m.Log {
		for _, ev := range e.Events {
			if ev["type"] == "card_drawn" && ev["card"] != nil {
				return "the card drawn"
			}
			// A card played is shown (prompt_answered "play:stake");
			// those he could have played are not.
			if p, _ := ev["prompt"].(map[string]any); ev["type"] == "prompt_opened" && p != nil {
				if k, _ := p["kind"].(string); strings.HasPrefix(k, "dark_") && p["options"] != nil {
					return "the options opened for " + k
				}
			}
		}
	}
	return ""
}

// The lobby's dark_mode: each mode gives the Dark seat its hand (human:
// the first obstacle or power and a Special Creature; classic and RPG:
// many), kept across a restart; the heroes see its size only.
func TestDarkModesCreate(t *testing.T) {
	for _, tc := range []struct {
		mode string
		want rules.DarkMode
	}{{"", rules.DarkHuman}, {"human", rules.DarkHuman}, {"classic", rules.DarkClassic}, {"rpg", rules.DarkRPG}} {
		t.Run(string(tc.want)+tc.mode, func(t *testing.T) {
			dir := t.TempDir()
			ts := startServer(t, dir)
			g := ts.create(t, CreateRequest{Quest: "drowned-chapel", Heroes: []string{"shara", "taeral"}, Options: Options{DarkMode: tc.mode}})
			game, _ := ts.srv.Game(g.Game.ID)
			game.mu.Lock()
			d, card := game.state.Dark, game.state.AchievementCard
			game.mu.Unlock()
			if card == nil {
				t.Fatal("the game plays without the pack's Achievement card")
			}
			if d == nil || d.Mode != tc.want || len(d.Hand) == 0 {
				t.Fatalf("the Dark Player's cards: %+v", d)
			}
			hand := len(d.Hand)
			switch {
			case tc.want == rules.DarkHuman && hand != 2, tc.want != rules.DarkHuman && hand < 20:
				t.Fatalf("%s: %d cards in hand", tc.want, hand)
			}
			_, ud := ts.join(t, g.Game.ID, seatToken(t, g, "dark"), 0)
			if ud.Dark == nil || len(ud.Dark.Hand) != hand || ud.Dark.Available == nil || len(ud.Dark.Creatures) == 0 || ud.Dark.HandLimit < hand {
				t.Fatalf("the Dark seat's view: %+v", ud.Dark)
			}
			_, uh := ts.join(t, g.Game.ID, seatToken(t, g, "heroes-1"), 0)
			checkNoHand(t, uh.Raw)
			if uh.Dark == nil || uh.Dark.HandSize != hand {
				t.Fatalf("the heroes' view: %+v", uh.Dark)
			}
			ts.stop()
			ts = startServer(t, dir)
			game, _ = ts.srv.Game(g.Game.ID)
			if gi := game.Info(); gi.Options.DarkMode != tc.mode {
				t.Fatalf("after a restart the options are %+v", gi.Options)
			}
			game.mu.Lock()
			defer game.mu.Unlock()
			if game.state.Dark == nil || game.state.Dark.Mode != tc.want || len(game.state.Dark.Hand) != hand || game.state.AchievementCard == nil {
				t.Fatalf("after a restart: %+v", game.state.Dark)
			}
		})
	}
}

// A mode the server does not know, the ADP's deck mode, or a mode for a
// bot Dark seat is refused.
func TestDarkModeRefused(t *testing.T) {
	ts := startServer(t, t.TempDir())
	for _, req := range []CreateRequest{
		{Quest: "drowned-chapel", Heroes: []string{"shara"}, Options: Options{DarkMode: "adp"}},
		{Quest: "drowned-chapel", Heroes: []string{"shara"}, Options: Options{DarkMode: "Human"}},
		{Quest: "drowned-chapel", Heroes: []string{"shara"}, Bots: []string{"dark"}, Options: Options{DarkMode: "classic"}},
	} {
		b, _ := json.Marshal(req)
		resp, err := http.Post(ts.hs.URL+"/api/games", "application/json", bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusBadRequest {
			t.Errorf("%s: %s", b, resp.Status)
		}
	}
	if n := len(ts.srv.Games()); n != 0 {
		t.Fatalf("%d games created", n)
	}
}

// The Dark seat draws and discards on his turn through the WebSocket;
// forged commands (a card he does not hold, the Dark Player's command
// from a hero seat) are refused and change nothing; the heroes see the
// hand's size and the face-up pile, never the hand.
func TestDarkSeatDrawsAndDiscards(t *testing.T) {
	d := newDarkTable(t, Options{})
	if !d.drive(60, func() bool { _, ok := opt(d.ud, "draw_card:"); return ok }) {
		t.Fatal("the Dark Player was never offered a draw")
	}
	draw, _ := opt(d.ud, "draw_card:")
	hand, size := len(d.ud.Dark.Hand), d.uh.Dark.HandSize
	d.refused(d.hero, `{"type":"draw_card","seat":"dark","deck":"encounters"}`, CodeNotYourSeat)
	d.refused(d.hero, `{"type":"draw_card","seat":"heroes","deck":"encounters"}`, rules.CodeNotYourTurn)
	d.send(d.dark, draw)
	if len(d.ud.Dark.Hand) != hand+1 || d.uh.Dark.HandSize != size+1 {
		t.Fatalf("after the draw: the Dark Player holds %d, the heroes see %d", len(d.ud.Dark.Hand), d.uh.Dark.HandSize)
	}
	held := map[string]bool{}
	for _, c := range d.ud.Dark.Hand {
		held[c.ID] = true
	}
	var missing string
	d.game.mu.Lock()
	for _, c := range d.game.state.Dark.Cards.Cards() {
		if !held[c.ID] {
			missing = c.ID
			break
		}
	}
	d.game.mu.Unlock()
	if missing != "" {
		d.refused(d.dark, `{"type":"play_card","seat":"dark","card":"`+missing+`"}`, rules.CodeNoCard)
		d.refused(d.dark, `{"type":"discard_card","seat":"dark","card":"`+missing+`"}`, rules.CodeNoCard)
	}
	d.refused(d.dark, `{"type":"play_card","seat":"dark","card":"no_such_card"}`, rules.CodeNoCard)
	disc, ok := opt(d.ud, "discard_card:")
	if !ok {
		t.Fatal("no discard offered")
	}
	card := disc.Command.(rules.DiscardCard).Card
	piles := len(d.uh.Dark.Discards)
	d.send(d.dark, disc)
	if len(d.ud.Dark.Hand) != hand || d.uh.Dark.HandSize != size || len(d.uh.Dark.Discards) != piles+1 || d.uh.Dark.Discards[len(d.uh.Dark.Discards)-1].ID != card {
		t.Fatalf("after discarding %s: the heroes see %+v", card, d.uh.Dark)
	}
	if d.heroMsgs < 10 {
		t.Fatalf("only %d hero messages checked", d.heroMsgs)
	}
}

// RPG mode (every card in hand): the Dark seat answers a dark_trap with a
// trap card, places a Wandering Creature's creature on a square it picks
// when a section is revealed (a refused placement changes nothing), and
// plays a power on a creature of his.
func TestDarkSeatTrapEncounterPower(t *testing.T) {
	d := newDarkTable(t, Options{DarkMode: "rpg"})
	if !d.drive(40, func() bool { _, ok := opt(d.ud, "answer:play:"); return ok }) {
		t.Fatal("no dark_trap question")
	}
	trap, ok := opt(d.ud, "answer:play:stake")
	if !ok {
		trap, _ = opt(d.ud, "answer:play:")
	}
	if heroSecret(d.ud.Raw) == "" {
		t.Fatal("the Dark seat's update holds secrets the check does not see")
	}
	hand, av := len(d.ud.Dark.Hand), *d.ud.Dark.Available
	d.refused(d.hero, mustEncode(t, trap.Command), CodeNotYourSeat)
	d.send(d.dark, trap)
	if len(d.ud.Dark.Hand) != hand-1 || d.uh.Dark.HandSize != hand-1 || *d.ud.Dark.Available >= av {
		t.Fatalf("after the trap: %d cards, reserve %d (was %d, %d)", len(d.ud.Dark.Hand), *d.ud.Dark.Available, hand, av)
	}

	if !d.drive(80, func() bool { return d.ud.Dark != nil && len(d.ud.Dark.Window) > 0 }) {
		t.Fatal("no section revealed for the Dark Player's creatures")
	}
	cheapest := slices.MinFunc(d.ud.Dark.Creatures, func(a, b rules.DarkCreature) int { return a.VP - b.VP })
	spawn := func(at board.Pos) string {
		b, _ := json.Marshal(map[string]any{"type": "play_card", "seat": "dark", "card": "wandering_creature",
			"spawns": []map[string]any{{"kind": cheapest.Kind, "level": cheapest.Level, "at": []int{at.X, at.Y}, "facing": "N"}}})
		return string(b)
	}
	d.game.mu.Lock()
	st := d.game.state.Clone()
	d.game.mu.Unlock()
	var heroAt board.Pos
	for _, f := range st.Figures {
		if f.Hero() {
			heroAt = f.At
		}
	}
	d.refused(d.dark, spawn(heroAt), rules.CodeSpawn)
	d.refused(d.hero, spawn(heroAt), CodeNotYourSeat)
	// The squares of the window, farthest from the heroes first; the
	// rules refuse what page 49 forbids, and nothing is applied then.
	var cands []board.Pos
	g := st.Board
	for i := range g.Len() {
		p := g.Pos(i)
		if slices.Contains(d.ud.Dark.Window, int(g.At(i).Section)) && slices.IndexFunc(st.Figures, func(f rules.Figure) bool { return f.At == p }) < 0 {
			cands = append(cands, p)
		}
	}
	far := func(p board.Pos) int {
		m := 1 << 20
		for _, f := range st.Figures {
			if f.Hero() {
				m = min(m, g.Distance(p, f.At))
			}
		}
		return m
	}
	slices.SortStableFunc(cands, func(a, b board.Pos) int { return far(b) - far(a) })
	figs := len(d.ud.View.Figures)
	placed := false
	for _, p := range cands[:min(len(cands), 12)] {
		d.dark.seq++
		d.dark.sendJSON(map[string]any{"v": 1, "type": "command", "seq": d.dark.seq, "command": json.RawMessage(spawn(p))})
		if u := d.wait(d.dark, d.n+1, true, rules.CodeSpawn); u.N == 0 {
			d.dark.seq--
			continue
		} else {
			d.n++
			d.ud = u
			d.uh = d.wait(d.hero, d.n, false, "")
		}
		placed = true
		if len(d.ud.View.Figures) != figs+1 || slices.IndexFunc(d.ud.View.Figures, func(f rules.Figure) bool { return f.At == p && f.Side == rules.Dark }) < 0 {
			t.Fatalf("the creature placed at %v is not on the board", p)
		}
		break
	}
	if !placed {
		t.Fatalf("no square of %v took a %s", cands, cheapest.Kind)
	}
	if !d.drive(120, func() bool { _, ok := opt(d.ud, "play_card:"); return ok }) {
		t.Fatal("no power was ever offered")
	}
	power, _ := opt(d.ud, "play_card:")
	hand = len(d.ud.Dark.Hand)
	d.send(d.dark, power)
	if len(d.ud.Dark.Hand) != hand-1 || d.uh.Dark.HandSize != hand-1 {
		t.Fatalf("after %s: %d cards", power.ID, len(d.ud.Dark.Hand))
	}
}

func mustEncode(t *testing.T, c rules.Command) string {
	t.Helper()
	b, err := rules.EncodeCommand(c)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// Random play in each mode, with forged card commands from the hero
// seat thrown in: no message the hero seat receives carries the Dark
// Player's hand, reserve, creatures or the options of his questions.
func TestDarkSecretsNeverReachHeroes(t *testing.T) {
	for k, mode := range []string{"human", "classic", "rpg"} {
		t.Run(mode, func(t *testing.T) {
			d := newDarkTable(t, Options{DarkMode: mode})
			r := rand.New(rand.NewPCG(uint64(k+1), 7))
			played := 0
			for range 150 {
				c, opts := d.hero, d.uh.Options
				if len(opts) == 0 {
					c, opts = d.dark, d.ud.Options
				}
				if len(opts) == 0 || d.uh.Dark == nil {
					break
				}
				if r.IntN(10) == 0 && len(d.ud.Dark.Hand) > 0 {
					card := d.ud.Dark.Hand[r.IntN(len(d.ud.Dark.Hand))].ID
					d.refused(d.hero, `{"type":"discard_card","seat":"dark","card":"`+card+`"}`, CodeNotYourSeat)
				}
				o := pick(opts)
				if r.IntN(3) == 0 {
					o = opts[r.IntN(len(opts))]
				}
				switch o.Command.(type) {
				case rules.DrawCard, rules.DiscardCard, rules.PlayCard:
					played++
				case rules.Answer:
					if strings.Contains(o.ID, "play:") {
						played++
					}
				}
				d.send(c, o)
			}
			if d.heroMsgs < 100 || played == 0 {
				t.Fatalf("%d hero messages, %d card commands: the test proves little", d.heroMsgs, played)
			}
			t.Logf("%d commands, %d of them cards, %d hero messages", d.n, played, d.heroMsgs)
		})
	}
}
