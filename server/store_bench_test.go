package server

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// BenchmarkStoreAppend is the store alone: commands of 200 games
// appended by 64 goroutines at once, each waiting for its commit as a
// game does (the writer's group commit), rows the size of the load
// tool's (a command of 60 bytes, each side's events 110). It reports the
// CPU time per command (the writer's included) and the commands per
// commit.
//
//	go test -run '^$' -bench StoreAppend -benchtime 20000x -count 5 ./server
func BenchmarkStoreAppend(b *testing.B) {
	st, err := OpenStore(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	const games = 200
	ids := make([]string, games)
	for k := range ids {
		ids[k] = fmt.Sprintf("g%03d", k)
		gr := gameRow{ID: ids[k], QuestID: "q", Created: time.Now(), Setup: []byte(`{}`)}
		if err := st.createGame(context.Background(), gr, []seatRow{{ID: "heroes-1", Side: "heroes", Figures: []byte(`[]`), TokenHash: []byte{1}}}); err != nil {
			b.Fatal(err)
		}
	}
	var commits, appended atomic.Int64
	st.w.batched = func(n float64) { commits.Add(1); appended.Add(int64(n)) }
	command := []byte(`{"type":"move","seat":"heroes","figure":"shara","path":[{"x":3,"y":4},{"x":4,"y":4}]}`)[:60]
	events := make([]byte, 110)
	for k := range events {
		events[k] = 'e'
	}
	var mu sync.Mutex
	next := make([]uint64, games) // the last command number of each game
	var turn atomic.Int64
	b.SetParallelism(32) // 64 goroutines on 2 processors
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			k := int(turn.Add(1)) % games
			mu.Lock()
			next[k]++
			n := next[k]
			mu.Unlock()
			c := commandRow{N: n, SeatID: "heroes-1", ClientSeq: n, Command: command, EventsHeroes: events, EventsDark: events}
			if err := st.appendCommand(context.Background(), ids[k], c, nil); err != nil {
				b.Error(err)
				return
			}
		}
	})
	b.StopTimer()
	reportCPU(b, cpu0)
	if c := commits.Load(); c > 0 {
		b.ReportMetric(float64(appended.Load())/float64(c), "commands/commit")
	}
}
