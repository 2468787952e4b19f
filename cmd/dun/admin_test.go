package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"dun/server"
)

// dun export writes a game, dun import adds it to another data folder
// with new invite links, and dun backup writes a database that opens.
func TestExportImportBackupCommands(t *testing.T) {
	src := t.TempDir()
	srv, err := server.New(server.Config{DataDir: src, Offline: true})
	if err != nil {
		t.Fatal(err)
	}
	c, p := srv.CreateGame(context.Background(), server.CreateRequest{Quest: "drowned-chapel", Heroes: []string{"shara"}})
	if p != nil {
		t.Fatal(p)
	}
	srv.Shutdown(context.Background())
	run := func(args ...string) string {
		t.Helper()
		var out, errs bytes.Buffer
		root := newRoot()
		root.SetOut(&out)
		root.SetErr(&errs)
		root.SetArgs(args)
		if err := execute(root); err != nil {
			t.Fatalf("dun %v: %v %s", args, err, errs.String())
		}
		return out.String()
	}
	file := filepath.Join(t.TempDir(), "game.json")
	run("export", "--data", src, c.Game.ID, "-o", file)
	dst := t.TempDir()
	out := run("import", "--data", dst, file)
	if !strings.Contains(out, "imported game "+c.Game.ID) || !strings.Contains(out, "token=") {
		t.Fatalf("dun import said %q", out)
	}
	backup := filepath.Join(t.TempDir(), "copy.db")
	run("backup", "--data", dst, backup)
	restored := t.TempDir()
	if err := os.Rename(backup, filepath.Join(restored, "dun.db")); err != nil {
		t.Fatal(err)
	}
	r, err := server.New(server.Config{DataDir: restored, Offline: true})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Shutdown(context.Background())
	if _, ok := r.Game(c.Game.ID); !ok {
		t.Fatal("the backup of the import folder has no game")
	}
}

// dun loadtest runs a short load against a server of its own and prints
// the medians.
func TestLoadtestCommand(t *testing.T) {
	var out, errs bytes.Buffer
	root := newRoot()
	root.SetOut(&out)
	root.SetErr(&errs)
	root.SetArgs([]string{"loadtest", "--games", "2", "--duration", "300ms", "--rate", "0", "--runs", "2"})
	if err := execute(root); err != nil {
		t.Fatalf("%v %s", err, errs.String())
	}
	if s := out.String(); !strings.Contains(s, "median of 2 runs: 2 games, 8 clients") || !strings.Contains(s, "p99") {
		t.Fatalf("dun loadtest said %q", s)
	}
}
