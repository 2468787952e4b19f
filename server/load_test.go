package server

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// BenchmarkCommands measures commands applied, stored and sent to every
// seat, through the WebSocket protocol on loopback: games of four
// connections each (the player, a second hero seat, the Dark Player and a
// spectator), every player sending its next command when the last one is
// acknowledged. It reports commands per second and the p50 and p99 of a
// command's round trip (sent to acknowledged, after every seat's update
// was queued).
//
//	go test -run '^$' -bench Commands -benchtime 5000x ./server
func BenchmarkCommands(b *testing.B) {
	for _, games := range []int{10, 50} {
		b.Run(fmt.Sprintf("games=%d", games), func(b *testing.B) { benchCommands(b, games) })
	}
}

func benchCommands(b *testing.B, games int) {
	ts := startServerB(b, games)
	type player struct {
		c    *websocket.Conn
		game string
	}
	var players []*player
	ctx := context.Background()
	dial := func(game, token string) *websocket.Conn {
		conn, _, err := websocket.Dial(ctx, "ws"+ts.hs.URL[len("http"):]+"/ws", nil)
		if err != nil {
			b.Fatal(err)
		}
		conn.SetReadLimit(1 << 22)
		hello, _ := json.Marshal(map[string]any{"v": 1, "type": "hello", "game": game, "token": token})
		if err := conn.Write(ctx, websocket.MessageText, hello); err != nil {
			b.Fatal(err)
		}
		return conn
	}
	var drains sync.WaitGroup
	drain := func(c *websocket.Conn) {
		drains.Add(1)
		go func() {
			defer drains.Done()
			for {
				if _, _, err := c.Read(ctx); err != nil {
					return
				}
			}
		}()
	}
	for range games {
		req := party
		req.Spectators = 1
		created, p := ts.srv.CreateGame(ctx, req)
		if p != nil {
			b.Fatal(p)
		}
		tok := map[string]string{}
		for _, s := range created.Seats {
			tok[s.ID] = s.Token
		}
		pl := &player{c: dial(created.Game.ID, tok["heroes-1"]), game: created.Game.ID}
		players = append(players, pl)
		for _, id := range []string{"heroes-2", "dark", "spectator-1"} {
			drain(dial(created.Game.ID, tok[id]))
		}
	}
	// send writes one command and reads until its ack.
	send := func(pl *player, seq int, cmd string) time.Duration {
		msg := fmt.Sprintf(`{"v":1,"type":"command","seq":%d,"command":%s}`, seq, cmd)
		start := time.Now()
		if err := pl.c.Write(ctx, websocket.MessageText, []byte(msg)); err != nil {
			b.Fatal(err)
		}
		for {
			_, data, err := pl.c.Read(ctx)
			if err != nil {
				b.Fatal(err)
			}
			var m struct {
				Type string `json:"type"`
				Seq  int    `json:"seq"`
				Code string `json:"code"`
			}
			json.Unmarshal(data, &m)
			if m.Type == MsgError {
				b.Fatalf("refused: %s", data)
			}
			if m.Type == MsgAck && m.Seq == seq {
				return time.Since(start)
			}
		}
	}
	for _, pl := range players {
		send(pl, 1, `{"type":"activate","seat":"heroes","figure":"shara"}`)
	}
	per := (b.N + games - 1) / games
	lat := make([][]time.Duration, games)
	b.ResetTimer()
	start := time.Now()
	var wg sync.WaitGroup
	for k, pl := range players {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range per {
				face := []string{"E", "S"}[i%2]
				lat[k] = append(lat[k], send(pl, i+2, `{"type":"face","seat":"heroes","figure":"shara","facing":"`+face+`"}`))
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	b.StopTimer()
	all := slices.Concat(lat...)
	slices.Sort(all)
	b.ReportMetric(float64(len(all))/elapsed.Seconds(), "commands/s")
	b.ReportMetric(float64(all[len(all)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(all[len(all)*99/100].Microseconds())/1000, "p99-ms")
	if mf, err := ts.srv.Metrics().Gather(); err == nil {
		for _, m := range mf {
			if m.GetName() == "dun_command_seconds" {
				h := m.GetMetric()[0].GetHistogram()
				b.ReportMetric(h.GetSampleSum()/float64(h.GetSampleCount())*1000, "server-mean-ms")
			}
		}
	}
	for _, pl := range players {
		pl.c.CloseNow()
	}
	ts.stop()
	drains.Wait()
}

// startServerB is startServer for benchmarks: no rate limit.
func startServerB(b *testing.B, games int) *testServer {
	cat, err := LoadCatalog(nil, nil)
	if err != nil {
		b.Fatal(err)
	}
	dir := b.TempDir()
	if d := os.Getenv("DUN_BENCH_DIR"); d != "" {
		dir, _ = os.MkdirTemp(d, "bench")
	}
	srv, err := New(Config{DataDir: dir, Catalog: cat, Rate: 1e9, Burst: 1 << 30})
	if err != nil {
		b.Fatal(err)
	}
	srv.creating.SetLimit(1e9)
	srv.creating.SetBurst(1 << 30)
	return &testServer{srv: srv, hs: newHTTPTest(srv)}
}
