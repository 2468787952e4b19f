package loadgen_test

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"testing"
	"time"

	"dun/server"
	"dun/server/loadgen"
)

// A short run against a real server plays commands that are all
// acknowledged and seen by every seat, in both mixes, with view deltas
// and without.
func TestRun(t *testing.T) {
	for _, mix := range []string{"play", "face", "play-full"} {
		t.Run(mix, func(t *testing.T) {
			full := mix == "play-full"
			if full {
				mix = "play"
			}
			// Rate 0 sends each command as soon as the last is acknowledged,
			// faster than a connection's default rate limit allows once the
			// server is quick: the limit is lifted, as the benchmarks do, so
			// that a refusal here is a real one.
			srv, err := server.New(server.Config{DataDir: t.TempDir(), Rate: 1e9, Burst: 1 << 30, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
			if err != nil {
				t.Fatal(err)
			}
			hs := httptest.NewServer(srv.Handler())
			defer func() {
				srv.Shutdown(context.Background())
				hs.Close()
			}()
			rep, err := loadgen.Run(context.Background(), loadgen.Config{URL: hs.URL, Games: 3, Spectators: 1, Rate: 0, Duration: 500 * time.Millisecond, Mix: mix, Seed: 7, FullViews: full})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Commands == 0 || rep.Clients < 12 || rep.Refused > 0 {
				t.Fatalf("report %+v", rep)
			}
			if rep.P50 > rep.P99 || rep.P99 > rep.Max {
				t.Fatalf("percentiles out of order: %+v", rep)
			}
		})
	}
}
