package server

import (
	"context"
	"encoding/json"
	"sync"
	"testing"
	"time"

	"dun/rules"
)

// fakeClock is a clock the test moves by hand.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *fakeClock) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// applyOption applies the first option of seat id starting with prefix.
func applyOption(t *testing.T, srv *Server, g *Game, id, prefix string) {
	t.Helper()
	g.mu.Lock()
	defer g.mu.Unlock()
	s := g.seat(id)
	for _, o := range g.optionsLocked(s) {
		if len(o.ID) >= len(prefix) && o.ID[:len(prefix)] == prefix {
			if _, p := g.applyLocked(context.Background(), srv, s, g.last[s.ID].seq+1, o.Command, nil); p != nil {
				t.Fatal(p)
			}
			return
		}
	}
	t.Fatalf("no option %s for %s", prefix, id)
}

// A hero's activation is timed from its start; past a minute it is over
// and the Dark Player scores one point, once, kept across a restart; a
// game without time limits keeps no clock.
func TestTimeLimits(t *testing.T) {
	fc := &fakeClock{t: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	dir := t.TempDir()
	ts := startServer(t, dir, func(c *Config) { c.Now, c.ClockEvery = fc.now, -1 })
	req := party
	req.Options = Options{TimeLimits: true}
	c := ts.create(t, req)
	g, _ := ts.srv.Game(c.Game.ID)
	applyOption(t, ts.srv, g, "heroes-1", "activate:shara")
	tick := func() bool {
		g.mu.Lock()
		defer g.mu.Unlock()
		return g.tickClockLocked(context.Background(), ts.srv, fc.now())
	}
	g.mu.Lock()
	ck := g.clockLocked()
	g.mu.Unlock()
	if ck == nil || ck.Seat != "heroes-1" || ck.Figure != "shara" || ck.LimitS != 60 || ck.Deadline != fc.now().Add(time.Minute).UnixMilli() {
		t.Fatalf("clock %+v", ck)
	}
	fc.add(59 * time.Second)
	if tick() || g.Info().Penalties != 0 {
		t.Fatal("over before the minute")
	}
	fc.add(2 * time.Second)
	if !tick() || g.Info().Penalties != 1 {
		t.Fatal("not over after the minute")
	}
	fc.add(time.Minute)
	if tick() || g.Info().Penalties != 1 {
		t.Fatal("one overrun scored twice")
	}
	// A command of the same activation keeps the clock.
	applyOption(t, ts.srv, g, "heroes-1", "face")
	g.mu.Lock()
	sc := g.scoresLocked()
	over := g.clock != nil && g.clock.over
	g.mu.Unlock()
	if !over || sc.Dark != g.state.Achievements.Dark+1 || len(sc.Penalties) != 1 || sc.Penalties[0].Figure != "shara" {
		t.Fatalf("scores %+v, over %v", sc, over)
	}
	// The update shows the clock and the scores.
	_, u := ts.join(t, c.Game.ID, seatToken(t, c, "heroes-2"), 0)
	_ = u
	ts.stop()
	ts2 := startServer(t, dir, func(c *Config) { c.Now, c.ClockEvery = fc.now, -1 })
	g2, _ := ts2.srv.Game(c.Game.ID)
	if g2.Info().Penalties != 1 {
		t.Fatal("the overrun was lost in a restart")
	}
	// Without time limits nothing is timed.
	plain := ts2.create(t, party)
	gp, _ := ts2.srv.Game(plain.Game.ID)
	applyOption(t, ts2.srv, gp, "heroes-1", "activate:shara")
	fc.add(time.Hour)
	gp.mu.Lock()
	if gp.tickClockLocked(context.Background(), ts2.srv, fc.now()) || gp.clockLocked() != nil || gp.Options.TimeLimits {
		t.Fatal("a game without time limits is timed")
	}
	gp.mu.Unlock()
}

// Competitive play counts each hero's points from the log: the rules'
// named figure, else the sender's only hero; at the end the best gains
// and, with three heroes, the worst loses.
func TestCompetitiveScores(t *testing.T) {
	ev := func(fig string, pts int) json.RawMessage {
		b, _ := json.Marshal([]map[string]any{{"type": "achievement_scored", "side": "heroes", "points": pts, "figure": fig}})
		return b
	}
	g := &Game{Options: Options{Competitive: true}}
	g.seats = []*Seat{{ID: "heroes-1", Side: rules.Heroes, Figures: []string{"a"}}, {ID: "heroes-2", Side: rules.Heroes, Figures: []string{"b", "c"}}, {ID: "dark", Side: rules.Dark}}
	g.state.Figures = []rules.Figure{{ID: "a", Side: rules.Heroes}, {ID: "b", Side: rules.Heroes}, {ID: "c", Side: rules.Heroes}, rules.Figure{ID: "dog", Side: rules.Heroes}.WithInfo(rules.FigureInfo{Owner: "c"})}
	g.log = []logItem{
		{seat: "heroes-1", dark: ev("", 2)},    // a's seat, one hero: a
		{seat: "heroes-2", dark: ev("b", 3)},   // named
		{seat: "heroes-2", dark: ev("", 5)},    // two heroes, none named: the party's only
		{seat: "heroes-2", dark: ev("dog", 1)}, // a companion's go to its hero
	}
	g.n = uint64(len(g.log))
	sc := g.scoresLocked()
	if sc.Heroes["a"] != 2 || sc.Heroes["b"] != 3 || sc.Heroes["c"] != 1 || sc.Best != nil {
		t.Fatalf("scores %+v", sc)
	}
	g.state.End = &rules.QuestEnd{}
	sc = g.scoresLocked()
	if len(sc.Best) != 1 || sc.Best[0] != "b" || len(sc.Worst) != 1 || sc.Worst[0] != "c" {
		t.Fatalf("at the end: %+v", sc)
	}
}
