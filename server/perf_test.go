package server

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"dun/rules"
)

// The benchmarks below measure the server's own work per command, without
// sockets: clients are queues that the benchmark empties. They report,
// besides the wall clock, the process's CPU time per command (cpu-ns/op:
// every thread, the collector's work included; docs/performance.md says
// why it is the figure to read on a shared machine) and the bytes queued
// for the clients per command.
//
//	go test -run '^$' -bench 'Commit|Updates' -count 5 ./server

// benchGame is a game played the way dun loadtest's play mix plays it:
// two hero seats, the Dark Player and a spectator, each with a client
// whose queue is emptied after every command.
type benchGame struct {
	g       *Game
	clients []*client
	rng     *rand.Rand
	queued  int
}

func newBenchGame(b *testing.B, srv *Server, seed uint64, deltas bool) *benchGame {
	b.Helper()
	req := party
	req.Spectators = 1
	created, p := srv.CreateGame(context.Background(), req)
	if p != nil {
		b.Fatal(p)
	}
	g, _ := srv.Game(created.Game.ID)
	bg := &benchGame{g: g, rng: rand.New(rand.NewPCG(seed, 7))}
	for _, s := range g.seats {
		c := &client{game: g, seat: s, deltas: deltas, figureDeltas: deltas, out: make(chan []byte, outQueue), done: make(chan struct{})}
		bg.clients = append(bg.clients, c)
		g.join(c, 0)
	}
	bg.drain()
	return bg
}

// drain empties the clients' queues, counting the bytes.
func (bg *benchGame) drain() {
	for _, c := range bg.clients {
		for {
			select {
			case m := <-c.out:
				bg.queued += len(m)
				continue
			default:
			}
			break
		}
	}
}

// pick chooses the next command as the load tool does: a seat that may
// act, then one of its options, ending the turn or the quest seldom. It
// returns nil when nobody may act.
func (bg *benchGame) pick() (*Seat, []byte) {
	g := bg.g
	g.mu.Lock()
	defer g.mu.Unlock()
	var who []*Seat
	for _, s := range g.seats {
		if !s.Spectator && !s.Bot && len(g.optionsLocked(s)) > 0 {
			who = append(who, s)
		}
	}
	if len(who) == 0 {
		return nil, nil
	}
	s := who[bg.rng.IntN(len(who))]
	opts := g.optionsLocked(s)
	var rest []rules.Option
	for _, o := range opts {
		if !strings.HasPrefix(o.ID, "end") && !strings.HasPrefix(o.ID, "withdraw") {
			rest = append(rest, o)
		}
	}
	if len(rest) == 0 || bg.rng.IntN(20) == 0 {
		rest = opts
	}
	raw, err := rules.EncodeCommand(rest[bg.rng.IntN(len(rest))].Command)
	if err != nil {
		panic(err)
	}
	return s, raw
}

// BenchmarkCommit is one command as the server takes it from a client:
// decoded, checked against the seat, applied, stored (the group commit
// of the SQLite store) and every seat's update built, encoded and queued.
// Eight games are played in turn; a game that ends is replaced (outside
// the timing). The clients ask for view deltas, their figures figure by
// figure (views=delta, as dun loadtest's do), or not (views=full).
func BenchmarkCommit(b *testing.B) {
	for _, deltas := range []bool{false, true} {
		b.Run(viewsName(deltas), func(b *testing.B) { benchCommit(b, deltas) })
	}
}

func viewsName(deltas bool) string {
	if deltas {
		return "views=delta"
	}
	return "views=full"
}

func benchCommit(b *testing.B, deltas bool) {
	ts := startServerB(b, 0)
	defer ts.stop()
	srv := ts.srv
	games := make([]*benchGame, 8)
	for k := range games {
		games[k] = newBenchGame(b, srv, uint64(k), deltas)
	}
	ctx := context.Background()
	var queued int
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		bg := games[i%len(games)]
		s, raw := bg.pick()
		if s == nil {
			b.StopTimer()
			paused := cpuTime()
			queued += bg.queued
			bg = newBenchGame(b, srv, uint64(i), deltas)
			games[i%len(games)] = bg
			bg.queued = 0
			cpu0 += cpuTime() - paused
			b.StartTimer()
			s, raw = bg.pick()
		}
		if _, p := bg.g.submit(ctx, srv, s, bg.g.last[s.ID].seq+1, raw, nil); p != nil {
			b.Fatalf("an offered option refused: %v", p)
		}
		bg.drain()
	}
	b.StopTimer()
	reportCPU(b, cpu0)
	for _, bg := range games {
		queued += bg.queued
	}
	b.ReportMetric(float64(queued)/float64(b.N), "queued-B/op")
}

// BenchmarkUpdates is the broadcast alone: after a command, every seat's
// update (two views, three seats' options, the log entry) built, encoded
// and queued, over the states of a game played as the load tool plays.
func BenchmarkUpdates(b *testing.B) {
	for _, deltas := range []bool{false, true} {
		b.Run(viewsName(deltas), func(b *testing.B) { benchUpdates(b, deltas) })
	}
}

func benchUpdates(b *testing.B, deltas bool) {
	ts := startServerB(b, 0)
	defer ts.stop()
	srv := ts.srv
	bg := newBenchGame(b, srv, 1, deltas)
	var states []rules.State
	for len(states) < 300 {
		s, raw := bg.pick()
		if s == nil {
			break
		}
		if _, p := bg.g.submit(context.Background(), srv, s, bg.g.last[s.ID].seq+1, raw, nil); p != nil {
			b.Fatal(p)
		}
		bg.drain()
		states = append(states, bg.g.state)
	}
	g := bg.g
	g.mu.Lock()
	defer g.mu.Unlock()
	last := g.log[len(g.log)-1]
	bg.queued = 0
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		g.state = states[i%len(states)]
		g.n++
		g.log = append(g.log, last)
		for _, c := range bg.clients {
			g.sendUpdateLocked(c)
		}
		bg.drain()
	}
	b.StopTimer()
	reportCPU(b, cpu0)
	b.ReportMetric(float64(bg.queued)/float64(b.N), "queued-B/op")
}

func reportCPU(b *testing.B, cpu0 time.Duration) {
	if cpu := cpuTime() - cpu0; cpu > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}
