package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"runtime/pprof"
	"runtime/trace"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/time/rate"

	"dun/server"
)

// defaultDataDir is $DUN_DATA, else $XDG_DATA_HOME/dun, else
// ~/.local/share/dun, else ./dun-data.
func defaultDataDir() string {
	if d := os.Getenv("DUN_DATA"); d != "" {
		return d
	}
	if d := os.Getenv("XDG_DATA_HOME"); d != "" {
		return filepath.Join(d, "dun")
	}
	if h, err := os.UserHomeDir(); err == nil {
		return filepath.Join(h, ".local", "share", "dun")
	}
	return "dun-data"
}

// envList splits a list environment variable on the path list separator.
func envList(name string) []string {
	v := os.Getenv(name)
	if v == "" {
		return nil
	}
	return filepath.SplitList(v)
}

func envOr(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}

func newServeCmd() *cobra.Command {
	var (
		addr    string
		data    string
		packs   []string
		quests  []string
		origins []string
		dark    string
		create  float64
		admin   string
		backup  time.Duration
		keep    int
	)
	c := &cobra.Command{
		Use:   "serve",
		Short: "Play in the browser: serve the lobby, the games and the client",
		Long: `Serve dun: open the address it prints in a browser, create a game from a
quest and a party of heroes, and share the seats' invite links (or keep them
all in one browser to play hot-seat).

Games are kept in an SQLite database in the data folder, created on first
start, and resumed after a restart. Ctrl-C stops the server once the
commands in flight are stored.

Environment: DUN_ADDR, DUN_DATA, DUN_ADMIN_TOKEN, DUN_PACKS and DUN_QUESTS (lists separated
by the path list separator, ':' on Unix) give the defaults of the flags.`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			return serve(c, addr, server.Config{DataDir: data, Packs: packs, QuestDirs: quests, OriginPatterns: origins, BotDelay: 400 * time.Millisecond, Dark: dark, CreateRate: rate.Limit(create), AdminToken: admin, BackupEvery: backup, BackupKeep: keep})
		},
	}
	f := c.Flags()
	f.StringVar(&dark, "dark", "adp", "the Dark Player's bot seats: adp (the Artificial Dark Player) or adp1 (the earlier edition's)")
	f.StringVar(&addr, "addr", envOr("DUN_ADDR", "127.0.0.1:8080"), "address to listen on (host:port; port 0 picks a free one)")
	f.StringVar(&data, "data", defaultDataDir(), "data folder for the database")
	f.StringSliceVar(&packs, "packs", envList("DUN_PACKS"), "content pack folders read after the starter pack")
	f.StringSliceVar(&quests, "quests", envList("DUN_QUESTS"), "folders of quest sheets offered beside the examples")
	f.Float64Var(&create, "create-rate", 5, "games that may be created a second, server-wide (bursts of 20)")
	f.StringVar(&admin, "admin-token", os.Getenv("DUN_ADMIN_TOKEN"), "secret that opens the admin endpoints (export, import, backup); off without it")
	f.DurationVar(&backup, "backup-every", 0, "write a backup of the database into DATA/backups this often (0: never)")
	f.IntVar(&keep, "backup-keep", 24, "backups kept by --backup-every")
	f.StringSliceVar(&origins, "origin", nil, "other origins (host patterns) allowed to open the game WebSocket")
	return c
}

// tuneGC lets the heap grow to five times the live data between
// collections (GOGC=400) unless GOGC says otherwise: the server's live
// data is small and its garbage (encoded updates) plentiful.
func tuneGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
}

func serve(c *cobra.Command, addr string, cfg server.Config) error {
	out := c.OutOrStdout()
	tuneGC()
	// DUN_CPUPROFILE=FILE profiles the server until it stops (with dun
	// loadtest --url, the server apart from the clients).
	if p := os.Getenv("DUN_CPUPROFILE"); p != "" {
		f, err := os.Create(p)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	// DUN_TRACE=FILE writes an execution trace (go tool trace): where the
	// goroutines waited, for a CPU, a lock or the store's writer.
	if p := os.Getenv("DUN_TRACE"); p != "" {
		f, err := os.Create(p)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := trace.Start(f); err != nil {
			return err
		}
		defer trace.Stop()
	}
	cfg.Logger = slog.New(slog.NewTextHandler(c.ErrOrStderr(), nil))
	srv, err := server.New(cfg)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		srv.Shutdown(context.Background())
		return fmt.Errorf("serve: %w", err)
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}
	ctx, stop := signal.NotifyContext(c.Context(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	fmt.Fprintf(out, "dun: serving games from %s\ndun: open %s in a browser\n", cfg.DataDir, openURL(ln.Addr()))
	select {
	case err := <-errc:
		srv.Shutdown(context.Background())
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	fmt.Fprintln(out, "dun: stopping: finishing the commands in flight")
	sctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	herr := hs.Shutdown(sctx)
	serr := srv.Shutdown(sctx)
	if err := errors.Join(herr, serr); err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	fmt.Fprintln(out, "dun: stopped")
	return nil
}

// openURL is the address to print: a wildcard host becomes localhost.
func openURL(a net.Addr) string {
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return "http://" + a.String() + "/"
	}
	if host == "" || host == "::" || host == "0.0.0.0" {
		host = "localhost"
	}
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	return "http://" + host + ":" + port + "/"
}
