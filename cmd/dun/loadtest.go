package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"runtime/pprof"
	"slices"
	"time"

	"github.com/spf13/cobra"

	"dun/server"
	"dun/server/loadgen"
)

func newLoadtestCmd() *cobra.Command {
	var (
		url    string
		runs   int
		asJSON bool
		prof   string
		cfg    loadgen.Config
	)
	c := &cobra.Command{
		Use:   "loadtest",
		Short: "Put a dun server under load: many games and clients over WebSocket",
		Long: `Play many games at once against a dun server through its public protocol
and report the commands per second (each acknowledged, so stored) and the
latency from sending a command to every connected seat of its game holding
the update for it (p50, p90, p95, p99, max).

Without --url a fresh server is started in this process on loopback, with a
temporary data folder, for each run. With --url the server must allow the
game creation rate (dun serve --create-rate).

Each game connects its two hero seats, the Dark Player's seat and
--spectators spectators, and sends --rate commands a second (0: as fast as
they are acknowledged), chosen among the options offered: random ones
(--mix play; a game that ends is replaced by a new one) or a figure turning
(--mix face). The clients ask for view deltas (only what changed since
the last update) unless --full-views, and the acknowledgement of each
command inside the update that follows it unless --separate-acks. With
--runs above 1 the medians are printed last.`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			out := c.OutOrStdout()
			if prof != "" {
				pf, err := os.Create(prof)
				if err != nil {
					return err
				}
				defer pf.Close()
				if err := pprof.StartCPUProfile(pf); err != nil {
					return err
				}
				defer pprof.StopCPUProfile()
			}
			var reps []loadgen.Report
			for r := range max(runs, 1) {
				rep, err := loadRun(c.Context(), url, cfg)
				if err != nil {
					return err
				}
				reps = append(reps, rep)
				if !asJSON {
					fmt.Fprintf(out, "run %d: %s\n", r+1, rep)
				}
			}
			med := medianReport(reps)
			if asJSON {
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				return enc.Encode(map[string]any{"runs": reps, "median": med})
			}
			if len(reps) > 1 {
				fmt.Fprintf(out, "median of %d runs: %s\n", len(reps), med)
			}
			return nil
		},
	}
	f := c.Flags()
	f.StringVar(&url, "url", "", "the server's address (default: start one in this process)")
	f.IntVar(&cfg.Games, "games", 200, "games played at once")
	f.IntVar(&cfg.Spectators, "spectators", 1, "spectator connections per game (beside the three seats)")
	f.Float64Var(&cfg.Rate, "rate", 10, "commands a second per game (0: as fast as acknowledged)")
	f.DurationVar(&cfg.Duration, "duration", 20*time.Second, "how long each run sends commands")
	f.StringVar(&cfg.Mix, "mix", "play", "commands sent: play (random offered options) or face (turning on the spot)")
	f.Uint64Var(&cfg.Seed, "seed", 1, "seed of the random choices")
	f.BoolVar(&cfg.FullViews, "full-views", false, "ask for whole views in every update (default: view deltas after the first)")
	f.BoolVar(&cfg.SeparateAcks, "separate-acks", false, "ask for each acknowledgement as a message of its own (default: inside the update after the command)")
	f.IntVar(&runs, "runs", 1, "runs; the medians are reported")
	f.StringVar(&prof, "cpuprofile", "", "write a CPU profile of this process (server and clients, without --url) to the file")
	f.BoolVar(&asJSON, "json", false, "write the reports as JSON")
	return c
}

// loadRun runs one load against url, or against a fresh server started
// here on loopback.
func loadRun(ctx context.Context, url string, cfg loadgen.Config) (loadgen.Report, error) {
	if url != "" {
		cfg.URL = url
		return loadgen.Run(ctx, cfg)
	}
	tuneGC()
	dir, err := os.MkdirTemp("", "dun-load")
	if err != nil {
		return loadgen.Report{}, err
	}
	defer os.RemoveAll(dir)
	srv, err := server.New(server.Config{DataDir: dir, CreateRate: 1000, CreateBurst: 1000, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		return loadgen.Report{}, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		srv.Shutdown(ctx)
		return loadgen.Report{}, err
	}
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(ln)
	cfg.URL = "http://" + ln.Addr().String()
	rep, err := loadgen.Run(ctx, cfg)
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	srv.Shutdown(sctx)
	hs.Shutdown(sctx)
	return rep, err
}

// medianReport is the median of each figure over the runs.
func medianReport(reps []loadgen.Report) loadgen.Report {
	if len(reps) == 0 {
		return loadgen.Report{}
	}
	m := reps[0]
	dur := func(get func(loadgen.Report) time.Duration) time.Duration {
		v := make([]time.Duration, len(reps))
		for k, r := range reps {
			v[k] = get(r)
		}
		slices.Sort(v)
		return v[len(v)/2]
	}
	num := func(get func(loadgen.Report) float64) float64 {
		v := make([]float64, len(reps))
		for k, r := range reps {
			v[k] = get(r)
		}
		slices.Sort(v)
		return v[len(v)/2]
	}
	m.PerSecond = num(func(r loadgen.Report) float64 { return r.PerSecond })
	m.PerCPUSecond = num(func(r loadgen.Report) float64 { return r.PerCPUSecond })
	m.Commands = int(num(func(r loadgen.Report) float64 { return float64(r.Commands) }))
	m.Refused = int(num(func(r loadgen.Report) float64 { return float64(r.Refused) }))
	m.Duration = dur(func(r loadgen.Report) time.Duration { return r.Duration })
	m.P50 = dur(func(r loadgen.Report) time.Duration { return r.P50 })
	m.P90 = dur(func(r loadgen.Report) time.Duration { return r.P90 })
	m.P95 = dur(func(r loadgen.Report) time.Duration { return r.P95 })
	m.P99 = dur(func(r loadgen.Report) time.Duration { return r.P99 })
	m.Max = dur(func(r loadgen.Report) time.Duration { return r.Max })
	return m
}
