package server

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"dun/board"
	"dun/rules"
)

// A paused clock stands still: the time paused does not count toward the
// minute, nothing runs over while it is stopped, and the deadline moves
// on by the time paused. Refusals change nothing.
func TestClockPause(t *testing.T) {
	fc := &fakeClock{t: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	ts := startServer(t, t.TempDir(), func(c *Config) { c.Now, c.ClockEvery = fc.now, -1 })
	req := party
	req.Options = Options{TimeLimits: true}
	req.Spectators = 1
	c := ts.create(t, req)
	g, _ := ts.srv.Game(c.Game.ID)
	ctx := context.Background()
	pause := func(seat string, stop bool) *Problem {
		return g.setPause(ctx, ts.srv, g.seat(seat), stop, fc.now())
	}
	clock := func() Clock {
		g.mu.Lock()
		defer g.mu.Unlock()
		g.tickClockLocked(ctx, ts.srv, fc.now())
		ck := g.clockLocked()
		if ck == nil {
			t.Fatal("no clock")
		}
		return *ck
	}
	if p := pause("heroes-2", true); p == nil || p.Code != CodeCannotPause {
		t.Fatalf("a pause with no clock running: %v", p)
	}
	start := fc.now()
	applyOption(t, ts.srv, g, "heroes-1", "activate:shara")
	fc.add(20 * time.Second)
	for _, tc := range []struct {
		seat string
		stop bool
	}{{"spectator-1", true}, {"heroes-1", false}} {
		if p := pause(tc.seat, tc.stop); p == nil || p.Code != CodeCannotPause {
			t.Fatalf("%s stop %v: %v", tc.seat, tc.stop, p)
		}
	}
	if ck := clock(); ck.PausedBy != "" || ck.Deadline != start.Add(time.Minute).UnixMilli() {
		t.Fatalf("a refusal changed the clock: %+v", ck)
	}
	// The other hero player stops it (any seat that plays may).
	if p := pause("heroes-2", true); p != nil {
		t.Fatal(p)
	}
	if p := pause("dark", true); p == nil {
		t.Fatal("a stopped clock stopped twice")
	}
	fc.add(10 * time.Minute)
	if ck := clock(); ck.PausedBy != "heroes-2" || ck.LeftMS != 40_000 || ck.Over || g.Info().Penalties != 0 {
		t.Fatalf("paused clock %+v, penalties %d", ck, g.Info().Penalties)
	}
	// The Dark Player starts it again: 40 seconds are left.
	if p := pause("dark", false); p != nil {
		t.Fatal(p)
	}
	fc.add(39 * time.Second)
	if ck := clock(); ck.PausedBy != "" || ck.LeftMS != 0 || ck.Over || ck.Deadline != start.Add(11*time.Minute).UnixMilli() {
		t.Fatalf("resumed clock %+v", ck)
	}
	fc.add(2 * time.Second)
	if ck := clock(); !ck.Over || g.Info().Penalties != 1 {
		t.Fatalf("not over after the minute's remainder: %+v", ck)
	}
	if p := pause("heroes-1", true); p == nil {
		t.Fatal("a clock whose time is up stopped")
	}
	// A pause ends with its activation: the next one's clock runs.
	if p := pause("dark", false); p == nil {
		t.Fatal("a running clock started again")
	}
	g.mu.Lock()
	g.clock.over, g.clock.pausedAt, g.clock.pausedBy = false, fc.now(), "heroes-1"
	g.clock.key = "another activation"
	g.mu.Unlock()
	if ck := clock(); ck.PausedBy != "" || ck.Deadline != fc.now().Add(time.Minute).UnixMilli() {
		t.Fatalf("a new activation's clock %+v", ck)
	}
}

// Over the WebSocket: a spectator's pause is refused and changes nothing;
// a hero seat's stops the clock, and every seat is told who stopped it.
func TestClockPauseProtocol(t *testing.T) {
	fc := &fakeClock{t: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	ts := startServer(t, t.TempDir(), func(c *Config) { c.Now, c.ClockEvery = fc.now, -1 })
	req := party
	req.Options = Options{TimeLimits: true}
	req.Spectators = 1
	c := ts.create(t, req)
	h1, u := ts.join(t, c.Game.ID, seatToken(t, c, "heroes-1"), 0)
	spec, _ := ts.join(t, c.Game.ID, seatToken(t, c, "spectator-1"), 0)
	dark, _ := ts.join(t, c.Game.ID, seatToken(t, c, "dark"), 0)
	h1.command(option(t, u, "activate:shara"))
	clockOf := func(u tUpdate) *Clock {
		var m struct {
			Clock *Clock `json:"clock"`
		}
		if err := json.Unmarshal(u.Raw, &m); err != nil {
			t.Fatal(err)
		}
		return m.Clock
	}
	for _, cl := range []*testClient{h1, spec, dark} {
		if ck := clockOf(cl.update()); ck == nil || ck.Figure != "shara" || ck.PausedBy != "" {
			t.Fatalf("clock after the activation: %+v", ck)
		}
	}
	if m := h1.read(); m["type"] != MsgAck {
		t.Fatalf("the activation answered %v", m)
	}
	spec.sendJSON(map[string]any{"v": 1, "type": "pause"})
	if m := spec.read(); m["type"] != MsgError || m["code"] != CodeCannotPause {
		t.Fatalf("a spectator's pause answered %v", m)
	}
	g, _ := ts.srv.Game(c.Game.ID)
	g.mu.Lock()
	stopped := !g.clock.pausedAt.IsZero()
	g.mu.Unlock()
	if stopped {
		t.Fatal("a spectator stopped the clock")
	}
	fc.add(15 * time.Second)
	dark.sendJSON(map[string]any{"v": 1, "type": "pause"})
	for _, cl := range []*testClient{h1, spec, dark} {
		if ck := clockOf(cl.update()); ck == nil || ck.PausedBy != "dark" || ck.LeftMS != 45_000 {
			t.Fatalf("clock after the pause: %+v", ck)
		}
	}
	fc.add(time.Hour)
	h1.sendJSON(map[string]any{"v": 1, "type": "resume"})
	for _, cl := range []*testClient{h1, spec, dark} {
		if ck := clockOf(cl.update()); ck == nil || ck.PausedBy != "" || ck.Deadline != fc.now().Add(45*time.Second).UnixMilli() {
			t.Fatalf("clock after the resume: %+v", ck)
		}
	}
	h1.sendJSON(map[string]any{"v": 1, "type": "resume"})
	if m := h1.read(); m["type"] != MsgError || m["code"] != CodeCannotPause {
		t.Fatalf("a second resume answered %v", m)
	}
}

// The Dark Player is timed in a combat turn only while the fight is in a
// large room or the Main Room (page 98): some hero stands in one.
func TestDarkTimedInLargeRooms(t *testing.T) {
	// Section 1 a corridor (x < 10), 2 a large room, 3 the Main Room.
	grid := board.New(30, 6)
	for y := range 6 {
		for x := 10; x < 30; x++ {
			sec := uint8(2)
			if x >= 20 {
				sec = 3
			}
			grid.Set(board.Pos{X: x, Y: y}, board.Square{Section: sec})
		}
	}
	layout := &rules.Exploration{Sections: []rules.SectionInfo{{}, {Room: true, Large: true}, {Room: true, Main: true}}}
	hero := func(x int) rules.Figure {
		return rules.Figure{ID: "shara", Side: rules.Heroes, Size: rules.SizeAverage, At: board.Pos{X: x, Y: 2}}.WithInfo(rules.FigureInfo{Hero: true})
	}
	orc := func(x int) rules.Figure {
		return rules.Figure{ID: "orc", Side: rules.Dark, Size: rules.SizeAverage, At: board.Pos{X: x, Y: 2}}
	}
	out := hero(12)
	out.ID = "taeral"
	out.Conditions = out.Conditions.With(rules.KnockedOut)
	for _, tc := range []struct {
		name    string
		figures []rules.Figure
		layout  *rules.Exploration
		timed   bool
	}{
		{"a fight in the corridor", []rules.Figure{hero(2), orc(6)}, layout, false},
		{"a hero in the large room", []rules.Figure{hero(12), orc(6)}, layout, true},
		{"a hero in the Main Room", []rules.Figure{hero(22), orc(26)}, layout, true},
		{"no combat turn in the large room", []rules.Figure{hero(12), orc(29)}, layout, false},
		{"only a knocked-out hero in the large room", []rules.Figure{hero(2), out, orc(6)}, layout, false},
		{"a map without a layout", []rules.Figure{hero(12), orc(14)}, nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := &Game{}
			g.state = rules.State{Board: grid, Explore: tc.layout, Figures: tc.figures, Side: rules.Dark, Turn: 3}
			key, seat, _, limit, ok := g.timedLocked()
			if ok != tc.timed {
				t.Fatalf("timed %v, want %v", ok, tc.timed)
			}
			if ok && (key != "3/dark" || seat != "dark" || limit != DarkTimeLimit) {
				t.Fatalf("timed as %s %s %v", key, seat, limit)
			}
		})
	}
}
