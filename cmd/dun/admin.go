package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"

	"github.com/spf13/cobra"

	"dun/server"
)

// openOffline opens the games of a data folder without playing them: no
// listener, no bots.
func openOffline(data string) (*server.Server, error) {
	return server.New(server.Config{DataDir: data, Offline: true, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
}

func newExportCmd() *cobra.Command {
	var data, out string
	c := &cobra.Command{
		Use:   "export GAME",
		Short: "Write a game (setup, seats, options, log with its dice) as one JSON file",
		Long: `Write a stored game as one JSON document: its setup, seats (without their
tokens), options and every command with the dice it used, and the state
hash it ends in. There is no dice seed in it. dun import, or the admin
endpoint POST /api/admin/games/import of a running server, reads it back.

It reads the database of --data; a running server's games are best
exported with its admin endpoint GET /api/admin/games/GAME/export.`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			srv, err := openOffline(data)
			if err != nil {
				return err
			}
			defer srv.Shutdown(context.Background())
			ex, err := srv.ExportGame(c.Context(), args[0])
			if err != nil {
				return err
			}
			w := c.OutOrStdout()
			if out != "" && out != "-" {
				f, err := os.Create(out)
				if err != nil {
					return err
				}
				defer f.Close()
				w = f
			}
			enc := json.NewEncoder(w)
			enc.SetIndent("", " ")
			return enc.Encode(ex)
		},
	}
	c.Flags().StringVar(&data, "data", defaultDataDir(), "data folder of the database")
	c.Flags().StringVarP(&out, "output", "o", "-", "file to write (- for standard output)")
	return c
}

func newImportCmd() *cobra.Command {
	var data string
	c := &cobra.Command{
		Use:   "import FILE",
		Short: "Add an exported game to a data folder, with new seat tokens",
		Long: `Read a game written by dun export, replay its log with its dice, check that
it ends in the exported state hash, and store it in the database of --data
with new seat tokens, printed once. The game keeps its ID unless the
database has a game with it. Stop the server of that data folder first (or
use its admin endpoint POST /api/admin/games/import): a running server
does not see games written beside it.`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			b, err := os.ReadFile(args[0])
			if err != nil {
				return err
			}
			var ex server.Export
			if err := json.Unmarshal(b, &ex); err != nil {
				return fmt.Errorf("import %s: %w", args[0], err)
			}
			srv, err := openOffline(data)
			if err != nil {
				return err
			}
			defer srv.Shutdown(context.Background())
			created, p := srv.ImportGame(c.Context(), ex)
			if p != nil {
				return p
			}
			out := c.OutOrStdout()
			fmt.Fprintf(out, "imported game %s (%d commands)\n", created.Game.ID, created.Game.N)
			for _, s := range created.Seats {
				fmt.Fprintf(out, "  %-12s %s\n", s.ID, s.Link)
			}
			return nil
		},
	}
	c.Flags().StringVar(&data, "data", defaultDataDir(), "data folder of the database")
	return c
}

func newBackupCmd() *cobra.Command {
	var data string
	c := &cobra.Command{
		Use:   "backup FILE",
		Short: "Write a consistent copy of the database, also while the server runs",
		Long: `Write a consistent copy of the database of --data to FILE (which must not
exist), with SQLite's VACUUM INTO: it reads one snapshot of the database,
so it may run while dun serve plays games. To restore, stop the server and
put the copy in a data folder as dun.db. dun serve --backup-every writes
backups on its own; POST /api/admin/backup asks a running server for one.`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			st, err := server.OpenStore(data)
			if err != nil {
				return err
			}
			defer st.Close()
			if err := st.Backup(c.Context(), args[0]); err != nil {
				return err
			}
			fmt.Fprintf(c.OutOrStdout(), "dun: backup written to %s\n", args[0])
			return nil
		},
	}
	c.Flags().StringVar(&data, "data", defaultDataDir(), "data folder of the database")
	return c
}
