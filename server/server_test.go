package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"dun/rules"
)

// testServer is a Server behind an httptest server.
type testServer struct {
	srv *Server
	hs  *httptest.Server
	dir string
}

var (
	catalogOnce sync.Once
	catalog     *Catalog
	catalogErr  error
)

// testCatalog reads the starter pack and the examples once for all tests.
func testCatalog(t *testing.T) *Catalog {
	catalogOnce.Do(func() { catalog, catalogErr = LoadCatalog(nil, nil) })
	if catalogErr != nil {
		t.Fatal(catalogErr)
	}
	return catalog
}

func startServer(t *testing.T, dir string, tweak ...func(*Config)) *testServer {
	t.Helper()
	cfg := Config{DataDir: dir, SnapshotEvery: 3, Catalog: testCatalog(t)}
	for _, f := range tweak {
		f(&cfg)
	}
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ts := &testServer{srv: srv, hs: newHTTPTest(srv), dir: dir}
	t.Cleanup(ts.stop)
	return ts
}

func newHTTPTest(srv *Server) *httptest.Server { return httptest.NewServer(srv.Handler()) }

func (ts *testServer) stop() {
	if ts.hs == nil {
		return
	}
	ts.srv.Shutdown(context.Background())
	ts.hs.Close()
	ts.hs = nil
}

func (ts *testServer) create(t *testing.T, req CreateRequest) Created {
	t.Helper()
	b, _ := json.Marshal(req)
	resp, err := http.Post(ts.hs.URL+"/api/games", "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		var p map[string]any
		json.NewDecoder(resp.Body).Decode(&p)
		t.Fatalf("create: %s %v", resp.Status, p)
	}
	var c Created
	if err := json.NewDecoder(resp.Body).Decode(&c); err != nil {
		t.Fatal(err)
	}
	return c
}

// testClient is one WebSocket connection.
type testClient struct {
	t    *testing.T
	conn *websocket.Conn
	seq  uint64
}

func (ts *testServer) dial(t *testing.T) *testClient {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(ts.hs.URL, "http")+"/ws", nil)
	if err != nil {
		t.Fatal(err)
	}
	conn.SetReadLimit(1 << 22)
	t.Cleanup(func() { conn.CloseNow() })
	return &testClient{t: t, conn: conn}
}

// join dials and says hello as the seat of token, returning the welcome
// and the first update.
func (ts *testServer) join(t *testing.T, game, token string, since uint64) (*testClient, tUpdate) {
	t.Helper()
	c := ts.dial(t)
	c.sendJSON(map[string]any{"v": 1, "type": "hello", "game": game, "token": token, "since": since})
	w := c.read()
	if w["type"] != MsgWelcome {
		t.Fatalf("hello answered with %v", w)
	}
	return c, c.update()
}

func (c *testClient) sendRaw(b []byte) {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := c.conn.Write(ctx, websocket.MessageText, b); err != nil {
		c.t.Fatal(err)
	}
}

func (c *testClient) sendJSON(v any) {
	c.t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		c.t.Fatal(err)
	}
	c.sendRaw(b)
}

// readBytes reads the next message.
func (c *testClient) readBytes() ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, b, err := c.conn.Read(ctx)
	return b, err
}

func (c *testClient) read() map[string]any {
	c.t.Helper()
	b, err := c.readBytes()
	if err != nil {
		c.t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		c.t.Fatal(err)
	}
	return m
}

// update reads the next message, which must be an update.
// tUpdate is an update as the tests read it.
type tUpdate struct {
	N       uint64
	Log     []LogEntry
	Options []rules.Option
	View    struct {
		Figures []rules.Figure
		Version uint64
		Prompt  *rules.Prompt
		Active  *rules.Activation
	}
	// Dark is the view's Dark Player's cards; Raw the whole message.
	Dark *rules.DarkView
	Raw  []byte
}

func (c *testClient) update() tUpdate {
	c.t.Helper()
	b, err := c.readBytes()
	if err != nil {
		c.t.Fatal(err)
	}
	return decodeUpdate(c.t, b)
}

// decodeUpdate reads update b.
func decodeUpdate(t testing.TB, b []byte) tUpdate {
	t.Helper()
	var u struct {
		Type    string            `json:"type"`
		N       uint64            `json:"n"`
		View    json.RawMessage   `json:"view"`
		Options []json.RawMessage `json:"options"`
		Log     []LogEntry        `json:"log"`
	}
	if err := json.Unmarshal(b, &u); err != nil || u.Type != MsgUpdate {
		t.Fatalf("want an update, got %s (%v)", b, err)
	}
	out := tUpdate{N: u.N, Log: u.Log, Raw: b}
	for _, o := range u.Options {
		var opt rules.Option
		if err := json.Unmarshal(o, &opt); err != nil {
			t.Fatalf("option %s: %v", o, err)
		}
		out.Options = append(out.Options, opt)
	}
	var v struct {
		Figures []rules.Figure    `json:"figures"`
		Version uint64            `json:"version"`
		Dark    *rules.DarkView   `json:"dark"`
		Prompt  *rules.Prompt     `json:"prompt"`
		Active  *rules.Activation `json:"active"`
	}
	json.Unmarshal(u.View, &v)
	out.View.Figures, out.View.Version = v.Figures, v.Version
	out.View.Prompt, out.View.Active = v.Prompt, v.Active
	out.Dark = v.Dark
	return out
}

// command sends the option's command with the next sequence number.
func (c *testClient) command(o rules.Option) uint64 {
	c.t.Helper()
	b, err := rules.EncodeCommand(o.Command)
	if err != nil {
		c.t.Fatal(err)
	}
	c.seq++
	c.sendJSON(map[string]any{"v": 1, "type": "command", "seq": c.seq, "command": json.RawMessage(b)})
	return c.seq
}

func option(t *testing.T, u tUpdate, prefix string) rules.Option {
	t.Helper()
	for _, o := range u.Options {
		if strings.HasPrefix(o.ID, prefix) {
			return o
		}
	}
	ids := []string{}
	for _, o := range u.Options {
		ids = append(ids, o.ID)
	}
	t.Fatalf("no option %s* among %v", prefix, ids)
	return rules.Option{}
}

func seatToken(t *testing.T, c Created, id string) string {
	t.Helper()
	for _, s := range c.Seats {
		if s.ID == id {
			return s.Token
		}
	}
	t.Fatalf("no seat %s", id)
	return ""
}

var party = CreateRequest{Quest: "drowned-chapel", Heroes: []string{"shara", "taeral"}, HeroSeats: [][]string{{"shara"}, {"taeral"}}}

func TestCreateJoinAndMove(t *testing.T) {
	ts := startServer(t, t.TempDir())
	g := ts.create(t, party)
	if len(g.Seats) != 3 || g.Seats[2].Side != rules.Dark {
		t.Fatalf("seats %+v", g.Seats)
	}
	a, ua := ts.join(t, g.Game.ID, seatToken(t, g, "heroes-1"), 0)
	b, ub := ts.join(t, g.Game.ID, seatToken(t, g, "heroes-2"), 0)
	if len(ua.Options) == 0 || len(ub.Options) == 0 {
		t.Fatal("both hero seats have options in the heroes' turn")
	}
	for _, o := range ua.Options {
		if o.ID == "activate:taeral" {
			t.Fatal("the seat of Shara is offered Taeral's activation")
		}
	}
	seq := a.command(option(t, ua, "activate:shara"))
	ua = a.update()
	ack := a.read()
	if ack["type"] != MsgAck || uint64(ack["seq"].(float64)) != seq || ack["n"].(float64) != 1 {
		t.Fatalf("ack %v", ack)
	}
	if u := b.update(); u.N != 1 || len(u.Log) != 1 {
		t.Fatalf("the other seat gets n=%d log=%d", u.N, len(u.Log))
	}
	mv := option(t, ua, "move:shara:")
	a.command(mv)
	ua = a.update()
	a.read() // ack
	var at string
	for _, f := range ua.View.Figures {
		if f.ID == "shara" {
			at = fmt.Sprint(f.At)
		}
	}
	if want := fmt.Sprint(mv.Command.(rules.Move).To); at != want {
		t.Fatalf("shara at %s after moving to %s", at, want)
	}
}

// Forged, stale, duplicate, malformed and oversized messages are refused
// and leave the game as it was; a seat never acts for another.
func TestRefusedMessagesChangeNothing(t *testing.T) {
	ts := startServer(t, t.TempDir())
	g := ts.create(t, party)
	game, _ := ts.srv.Game(g.Game.ID)
	a, ua := ts.join(t, g.Game.ID, seatToken(t, g, "heroes-1"), 0)
	b, _ := ts.join(t, g.Game.ID, seatToken(t, g, "heroes-2"), 0)
	d, _ := ts.join(t, g.Game.ID, seatToken(t, g, "dark"), 0)
	act := option(t, ua, "activate:shara")
	a.command(act)
	ua = a.update()
	a.read()
	b.update()
	d.update()
	hash := game.Hash()

	expectError := func(c *testClient, code string) {
		t.Helper()
		m := c.read()
		if m["type"] != MsgError || m["code"] != code {
			t.Fatalf("want error %s, got %v", code, m)
		}
		if game.Hash() != hash {
			t.Fatalf("a refused message (%s) changed the game", code)
		}
	}
	// Taeral's seat tries to move Shara.
	b.command(option(t, ua, "end_activation:shara"))
	expectError(b, CodeNotYourFigure)
	// The Dark Player speaks for the heroes.
	d.command(rules.Option{Command: rules.EndTurn{Header: rules.Header{Seat: rules.Heroes}}})
	expectError(d, CodeNotYourSeat)
	// A command made for an older version.
	a.command(rules.Option{Command: rules.EndActivation{Header: rules.Header{Seat: rules.Heroes, At: 1}, Figure: "shara"}})
	expectError(a, rules.CodeStaleState)
	// The same sequence number again: acknowledged, not applied twice.
	a.sendJSON(map[string]any{"v": 1, "type": "command", "seq": 1, "command": json.RawMessage(`{"type":"activate","seat":"heroes","figure":"shara"}`)})
	if m := a.read(); m["type"] != MsgAck || m["duplicate"] != true || m["n"].(float64) != 1 {
		t.Fatalf("a retry is acknowledged as a duplicate: %v", m)
	}
	// An older sequence number.
	a.seq = 10
	a.command(option(t, ua, "end_turn"))
	a.update()
	a.read()
	b.update()
	d.update()
	hash = game.Hash()
	a.sendJSON(map[string]any{"v": 1, "type": "command", "seq": 5, "command": json.RawMessage(`{"type":"end_turn","seat":"heroes"}`)})
	expectError(a, CodeStaleSeq)
	// Invalid JSON, an unknown command, an unknown field, a wrong version.
	a.sendRaw([]byte(`{"v":1,"type":"command","seq":`))
	expectError(a, CodeBadMessage)
	a.sendJSON(map[string]any{"v": 1, "type": "command", "seq": 20, "command": json.RawMessage(`{"type":"teleport","seat":"heroes"}`)})
	expectError(a, rules.CodeBadCommand)
	a.sendRaw([]byte(`{"v":1,"type":"command","seq":21,"command":{},"admin":true}`))
	expectError(a, CodeBadMessage)
	a.sendRaw([]byte(`{"v":2,"type":"command","seq":22,"command":{}}`))
	expectError(a, CodeBadMessage)
	// A second hello on a joined connection.
	a.sendJSON(map[string]any{"v": 1, "type": "hello", "game": g.Game.ID, "token": seatToken(t, g, "dark")})
	expectError(a, CodeBadMessage)
	// An oversized frame closes the connection.
	big := fmt.Sprintf(`{"v":1,"type":"command","seq":30,"command":{"type":"end_turn","seat":"heroes","x":%q}}`, strings.Repeat("x", MaxMessage))
	a.sendRaw([]byte(big))
	if _, err := a.readBytes(); websocket.CloseStatus(err) != websocket.StatusMessageTooBig {
		t.Fatalf("an oversized message: %v", err)
	}
	if game.Hash() != hash {
		t.Fatal("the oversized message changed the game")
	}
	// A wrong token.
	c := ts.dial(t)
	c.sendJSON(map[string]any{"v": 1, "type": "hello", "game": g.Game.ID, "token": "forged"})
	if m := c.read(); m["code"] != CodeBadToken {
		t.Fatalf("a forged token: %v", m)
	}
	if game.Hash() != hash {
		t.Fatal("a forged token changed the game")
	}
}

// A game is resumed from SQLite after a restart, with its state, its log
// and its seats' sequence numbers; a client resumes from the last command
// it saw.
func TestRestartResumes(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir)
	g := ts.create(t, party)
	a, u := ts.join(t, g.Game.ID, seatToken(t, g, "heroes-1"), 0)
	a.command(option(t, u, "activate:shara"))
	u = a.update()
	a.read()
	for k := 0; k < 4; k++ { // past a snapshot (every 3 commands here)
		a.command(option(t, u, "face:shara:"))
		u = a.update()
		a.read()
	}
	game, _ := ts.srv.Game(g.Game.ID)
	hash := game.Hash()
	replayed, err := ts.srv.Replay(context.Background(), g.Game.ID)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprintf("%x", replayed.Hash()) != hash {
		t.Fatal("setup + seed + commands does not give the live state")
	}
	ts.stop()

	ts2 := startServer(t, dir)
	game2, ok := ts2.srv.Game(g.Game.ID)
	if !ok {
		t.Fatal("the game is not listed after the restart")
	}
	if game2.Hash() != hash {
		t.Fatal("the replayed state differs from the one before the restart")
	}
	b, u2 := ts2.join(t, g.Game.ID, seatToken(t, g, "heroes-1"), 3)
	if u2.N != 5 || len(u2.Log) != 2 || u2.Log[0].N != 4 {
		t.Fatalf("resume from 3: n=%d log=%+v", u2.N, u2.Log)
	}
	// A client ahead of the game gets the whole log again.
	_, u3 := ts2.join(t, g.Game.ID, seatToken(t, g, "heroes-1"), 99)
	if u3.N != 5 || len(u3.Log) != 5 {
		t.Fatalf("resume from 99 of 5: n=%d log=%d", u3.N, len(u3.Log))
	}
	// The sequence numbers survive: a retry of command 5 is a duplicate.
	b.sendJSON(map[string]any{"v": 1, "type": "command", "seq": 5, "command": json.RawMessage(`{"type":"end_turn","seat":"heroes"}`)})
	if m := b.read(); m["type"] != MsgAck || m["duplicate"] != true {
		t.Fatalf("a retry after the restart: %v", m)
	}
	resp, err := http.Get(ts2.hs.URL + "/api/games")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var games []GameInfo
	json.NewDecoder(resp.Body).Decode(&games)
	if len(games) != 1 || games[0].N != 5 {
		t.Fatalf("games after the restart: %+v", games)
	}
}

func TestLobbyRefusesBadRequests(t *testing.T) {
	ts := startServer(t, t.TempDir())
	for _, c := range []struct {
		ct, body string
		status   int
	}{
		{"text/plain", `{"quest":"drowned-chapel","heroes":["shara"]}`, http.StatusUnsupportedMediaType},
		{"application/json", `{"quest":"drowned-chapel","heroes":["shara"],"admin":true}`, 400},
		{"application/json", `{"quest":"nowhere","heroes":["shara"]}`, 400},
		{"application/json", `{"quest":"drowned-chapel","heroes":[]}`, 400},
		{"application/json", `{"quest":"drowned-chapel","heroes":["shara","shara"]}`, 400},
		{"application/json", `{"quest":"drowned-chapel","heroes":["shara","taeral","borgron","aki","pippa"]}`, 400},
		{"application/json", `{"quest":"drowned-chapel","heroes":["nobody"]}`, 400},
		{"application/json", `{"quest":"drowned-chapel","heroes":["shara","taeral"],"hero_seats":[["shara"]]}`, 400},
		{"application/json", `{"quest":"drowned-chapel","heroes":["shara"]} {}`, 400},
		{"application/json", `{"quest":"drowned-chapel","heroes":["shara"]}`, 201},
	} {
		resp, err := http.Post(ts.hs.URL+"/api/games", c.ct, strings.NewReader(c.body))
		if err != nil {
			t.Fatal(err)
		}
		var p map[string]any
		json.NewDecoder(resp.Body).Decode(&p)
		resp.Body.Close()
		if resp.StatusCode != c.status {
			t.Errorf("%s %s: %d %v, want %d", c.ct, c.body, resp.StatusCode, p, c.status)
		}
		if c.status != 201 && (p["code"] == nil || p["reason"] == nil) {
			t.Errorf("%s: no code and reason: %v", c.body, p)
		}
	}
	if n := len(ts.srv.Games()); n != 1 {
		t.Fatalf("%d games after one good request", n)
	}
}

// A spectator sees what the heroes see, is offered nothing and may not act.
func TestSpectator(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir)
	req := party
	req.Spectators = 1
	g := ts.create(t, req)
	game, _ := ts.srv.Game(g.Game.ID)
	sp, u := ts.join(t, g.Game.ID, seatToken(t, g, "spectator-1"), 0)
	if len(u.Options) != 0 || len(u.View.Figures) != 2 {
		t.Fatalf("a spectator: %d options, %d figures", len(u.Options), len(u.View.Figures))
	}
	hash := game.Hash()
	sp.sendJSON(map[string]any{"v": 1, "type": "command", "seq": 1, "command": json.RawMessage(`{"type":"activate","seat":"heroes","figure":"shara"}`)})
	if m := sp.read(); m["code"] != CodeNotYourSeat || game.Hash() != hash {
		t.Fatalf("a spectator's command: %v", m)
	}
	ts.stop()
	ts2 := startServer(t, dir)
	game2, _ := ts2.srv.Game(g.Game.ID)
	if info := game2.Info(); len(info.Seats) != 4 || !info.Seats[3].Spectator {
		t.Fatalf("after a restart: %+v", info.Seats)
	}
}

func TestOriginChecked(t *testing.T) {
	ts := startServer(t, t.TempDir())
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	h := http.Header{"Origin": []string{"https://evil.example"}}
	_, resp, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(ts.hs.URL, "http")+"/ws", &websocket.DialOptions{HTTPHeader: h})
	if err == nil || resp == nil || resp.StatusCode != http.StatusForbidden {
		t.Fatalf("a foreign origin: %v %v", err, resp)
	}
}

func TestRateLimited(t *testing.T) {
	ts := startServer(t, t.TempDir(), func(c *Config) { c.Rate, c.Burst = 1, 2 })
	g := ts.create(t, party)
	a, _ := ts.join(t, g.Game.ID, seatToken(t, g, "heroes-1"), 0)
	for k := 0; k < 5; k++ {
		a.sendJSON(map[string]any{"v": 1, "type": "command", "seq": 100 + k, "command": json.RawMessage(`{"type":"teleport"}`)})
	}
	limited := false
	for k := 0; k < 5; k++ {
		if m := a.read(); m["code"] == CodeRateLimited {
			limited = true
		}
	}
	if !limited {
		t.Fatal("5 messages at once with a burst of 2 were not limited")
	}
}

// Over a game played by both seats from their own options, exploring
// whenever it can, nothing a hero seat receives names a creature while it
// is hidden in an unrevealed section, a secret door or the dice seed.
func TestHeroMessagesNeverLeak(t *testing.T) {
	ts := startServer(t, t.TempDir(), func(c *Config) { c.Rate, c.Burst = 1000, 1000 })
	g := ts.create(t, CreateRequest{Quest: "drowned-chapel", Heroes: []string{"shara", "taeral"}})
	game, _ := ts.srv.Game(g.Game.ID)
	hiddenNow := func() map[string]bool {
		game.mu.Lock()
		defer game.mu.Unlock()
		m := map[string]bool{}
		if x := game.state.Explore; x != nil {
			for _, f := range x.Hidden {
				m[f.ID] = true
			}
		}
		return m
	}
	start := hiddenNow()
	hero := ts.dial(t)
	hero.sendJSON(map[string]any{"v": 1, "type": "hello", "game": g.Game.ID, "token": seatToken(t, g, "heroes-1")})
	dark := ts.dial(t)
	dark.sendJSON(map[string]any{"v": 1, "type": "hello", "game": g.Game.ID, "token": seatToken(t, g, "dark")})

	type upd struct {
		Type    string            `json:"type"`
		N       uint64            `json:"n"`
		Options []json.RawMessage `json:"options"`
	}
	reveals := 0
	// next reads c's messages up to its update for command n; the hero
	// seat's are checked against what is hidden once n is applied.
	next := func(c *testClient, n uint64, check bool) upd {
		t.Helper()
		for {
			b, err := c.readBytes()
			if err != nil {
				t.Fatal(err)
			}
			if check {
				hidden := hiddenNow()
				for id := range start {
					if hidden[id] && bytes.Contains(b, []byte(`"`+id+`"`)) {
						t.Fatalf("a hero seat was sent hidden creature %q: %s", id, b)
					}
				}
				for _, word := range []string{"secret", "seed", "hidden", "unrevealed"} {
					if bytes.Contains(b, []byte(`"`+word)) {
						t.Fatalf("a hero seat was sent %q: %s", word, b)
					}
				}
				reveals += bytes.Count(b, []byte(`"section_revealed"`))
				checkHeroView(t, game, b)
			}
			var u upd
			json.Unmarshal(b, &u)
			if u.Type == MsgError {
				t.Fatalf("refused: %s", b)
			}
			if u.Type == MsgUpdate && u.N >= n {
				return u
			}
		}
	}
	pick := func(opts []json.RawMessage) rules.Option {
		t.Helper()
		best := opts[len(opts)-1]
		bestScore := -1
		for _, o := range opts {
			var opt rules.Option
			json.Unmarshal(o, &opt)
			score := 0
			switch opt.Command.Type() {
			case rules.TypeReveal, rules.TypeOpenDoor:
				score = 1000
			case rules.TypeMove:
				score = 10 + opt.Command.(rules.Move).To.X + opt.Command.(rules.Move).To.Y
			case rules.TypeActivate:
				score = 5
			case rules.TypeEndActivation:
				score = 2
			case rules.TypeEndTurn:
				score = 1
			}
			if score > bestScore {
				best, bestScore = o, score
			}
		}
		var opt rules.Option
		if err := json.Unmarshal(best, &opt); err != nil {
			t.Fatal(err)
		}
		return opt
	}
	uh, ud := next(hero, 0, true), next(dark, 0, false)
	var n uint64
	for step := 0; step < 80; step++ {
		var c *testClient
		var opts []json.RawMessage
		switch {
		case len(uh.Options) > 0:
			c, opts = hero, uh.Options
		case len(ud.Options) > 0:
			c, opts = dark, ud.Options
		default:
			t.Fatalf("step %d: nobody may act", step)
		}
		c.command(pick(opts))
		n++
		uh, ud = next(hero, n, true), next(dark, n, false)
		if uh.N != n {
			t.Fatalf("step %d: the command was not applied (n=%d)", step, uh.N)
		}
		if c == hero {
			hero.read() // ack
		} else {
			dark.read()
		}
	}
	if reveals == 0 {
		t.Fatal("no section was revealed: the test proves nothing")
	}
	t.Logf("%d commands, %d sections revealed, %d creatures still hidden", n, reveals, len(hiddenNow()))
}

// checkHeroView fails when an update b sent to a hero seat shows a square
// of a section not revealed, or a trap not detected. Sections are only
// ever revealed and traps only detected, so checking against the state
// now is checking against the state when b was sent.
func checkHeroView(t *testing.T, game *Game, b []byte) {
	t.Helper()
	var m struct {
		Type string `json:"type"`
		View struct {
			Board struct {
				Squares []struct {
					Seen    bool  `json:"seen"`
					Section uint8 `json:"section"`
				} `json:"squares"`
			} `json:"board"`
			Traps []struct {
				At      [2]int `json:"at"`
				Dormant bool   `json:"dormant"`
			} `json:"traps"`
		} `json:"view"`
	}
	if json.Unmarshal(b, &m) != nil || m.Type != MsgUpdate {
		return
	}
	game.mu.Lock()
	defer game.mu.Unlock()
	st := &game.state
	g := st.Board
	for i, sq := range m.View.Board.Squares {
		if sec := g.At(i).Section; sq.Seen && (sec == 0 || !st.SectionRevealed(sec)) {
			t.Fatalf("a hero seat was sent square %v of unrevealed section %d", g.Pos(i), sec)
		}
	}
	for _, tr := range m.View.Traps {
		if !tr.Dormant {
			t.Fatalf("a hero seat was sent the undetected trap at %v", tr.At)
		}
	}
}

// Dice are rolled on the server, seeded per game: replaying the log from
// the setup and the seed, or restarting from a snapshot, gives the same
// state after rolls and prompts.
func TestDiceReplay(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir, func(c *Config) { c.SnapshotEvery = 2 })
	g := ts.create(t, party)
	a, u := ts.join(t, g.Game.ID, seatToken(t, g, "heroes-1"), 0)
	a.command(option(t, u, "activate:shara"))
	u = a.update()
	a.read()
	a.command(option(t, u, "run:shara"))
	u = a.update()
	a.read()
	if len(u.Log) == 0 || !bytes.Contains(u.Log[0].Events, []byte(`"rolled"`)) && !bytes.Contains(u.Log[0].Events, []byte(`"run_allowance"`)) {
		t.Fatalf("running rolls dice: %s", u.Log[0].Events)
	}
	for k := 0; k < 3 && len(u.Options) > 0; k++ {
		a.command(u.Options[0])
		u = a.update()
		a.read()
	}
	game, _ := ts.srv.Game(g.Game.ID)
	hash := game.Hash()
	replayed, err := ts.srv.Replay(context.Background(), g.Game.ID)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprintf("%x", replayed.Hash()) != hash {
		t.Fatal("setup + seed + commands does not give the live state")
	}
	// The replay view: the seat's view after any command, the last one
	// being the live view.
	game.mu.Lock()
	n, live := game.n, string(game.viewLocked(rules.Heroes).whole())
	game.mu.Unlock()
	for k := uint64(0); k <= n; k++ {
		a.sendJSON(map[string]any{"v": 1, "type": "replay", "n": k})
		var m struct {
			Type  string          `json:"type"`
			N     uint64          `json:"n"`
			Total uint64          `json:"total"`
			View  json.RawMessage `json:"view"`
		}
		b, _ := a.readBytes()
		json.Unmarshal(b, &m)
		if m.Type != MsgReplay || m.N != k || m.Total != n {
			t.Fatalf("replay %d: %s", k, b)
		}
		if k == n && string(m.View) != live {
			t.Fatal("the replay view after the last command is not the live view")
		}
	}
	a.sendJSON(map[string]any{"v": 1, "type": "replay", "n": n + 1})
	if m := a.read(); m["code"] != CodeBadMessage {
		t.Fatalf("a replay past the end: %v", m)
	}
	ts.stop()
	ts2 := startServer(t, dir)
	game2, _ := ts2.srv.Game(g.Game.ID)
	if game2.Hash() != hash {
		t.Fatal("restarting from a snapshot does not give the live state")
	}
}

func TestMetricsAndHealth(t *testing.T) {
	ts := startServer(t, t.TempDir())
	g := ts.create(t, party)
	a, u := ts.join(t, g.Game.ID, seatToken(t, g, "heroes-1"), 0)
	a.command(option(t, u, "activate:shara"))
	a.update()
	a.read()
	get := func(path string) (int, string) {
		resp, err := http.Get(ts.hs.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var b bytes.Buffer
		b.ReadFrom(resp.Body)
		return resp.StatusCode, b.String()
	}
	code, body := get("/metrics")
	for _, want := range []string{"dun_games 1", "dun_seats_connected 1", "dun_commands_applied_total 1", "dun_command_seconds_count 1"} {
		if code != 200 || !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}
	if code, _ := get("/healthz"); code != 200 {
		t.Errorf("/healthz: %d", code)
	}
	if code, _ := get("/readyz"); code != 200 {
		t.Errorf("/readyz: %d", code)
	}
	if code, body := get("/"); code != 200 || !strings.Contains(body, "app.js") {
		t.Errorf("/: %d", code)
	}
	ts.srv.Shutdown(context.Background())
	if code, _ := get("/readyz"); code != http.StatusServiceUnavailable {
		t.Errorf("/readyz while shutting down: %d", code)
	}
}

// Shutdown waits for a command in flight to be applied and stored.
func TestShutdownFinishesCommandsInFlight(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir)
	g := ts.create(t, party)
	a, u := ts.join(t, g.Game.ID, seatToken(t, g, "heroes-1"), 0)
	game, _ := ts.srv.Game(g.Game.ID)
	game.mu.Lock() // the command will wait here, in flight
	a.command(option(t, u, "activate:shara"))
	time.Sleep(200 * time.Millisecond)
	done := make(chan error, 1)
	go func() { done <- ts.srv.Shutdown(context.Background()) }()
	select {
	case <-done:
		game.mu.Unlock()
		t.Fatal("Shutdown returned with a command in flight")
	case <-time.After(200 * time.Millisecond):
	}
	game.mu.Unlock()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	ts.hs.Close()
	ts.hs = nil
	ts2 := startServer(t, dir)
	if gi := ts2.srv.Games(); len(gi) != 1 || gi[0].N != 1 {
		t.Fatalf("after the restart: %+v", gi)
	}
}
