package server

import (
	"context"
	"database/sql"
	"path/filepath"
	"strings"
	"testing"
)

// A database made by an older dun is migrated on open, keeping its games;
// one made by a newer dun is refused rather than damaged.
func TestStoreMigrations(t *testing.T) {
	dir := t.TempDir()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dir, "dun.db"))
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`CREATE TABLE schema_version (n INTEGER NOT NULL)`,
		`INSERT INTO schema_version (n) VALUES (1)`,
		migrations[0],
		`INSERT INTO games (id, quest_id, title_en, title_es, created_at, seed, setup) VALUES ('g1', 'q', 'Q', 'M', 0, 7, '{}')`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	st, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	games, err := st.games(context.Background())
	if err != nil || len(games) != 1 || games[0].ID != "g1" || games[0].Seed != 7 || games[0].TurnLimit != 0 {
		t.Fatalf("after migrating: %+v %v", games, err)
	}
	if _, err := st.db.Exec(`UPDATE schema_version SET n = ?`, len(migrations)+1); err != nil {
		t.Fatal(err)
	}
	st.Close()
	if _, err := OpenStore(dir); err == nil || !strings.Contains(err.Error(), "newer") {
		t.Fatalf("a newer schema: %v", err)
	}
}

// A game whose log cannot be replayed is left out; the others load.
func TestDamagedGameLeftOut(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir)
	good := ts.create(t, party)
	bad := ts.create(t, party)
	a, u := ts.join(t, bad.Game.ID, seatToken(t, bad, "heroes-1"), 0)
	a.command(option(t, u, "activate:shara"))
	a.update()
	a.read()
	ts.stop()
	st, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.db.Exec(`UPDATE commands SET command = '{"type":"teleport"}' WHERE game_id = ?`, bad.Game.ID); err != nil {
		t.Fatal(err)
	}
	st.Close()
	ts2 := startServer(t, dir)
	if _, ok := ts2.srv.Game(good.Game.ID); !ok {
		t.Fatal("the sound game was not loaded")
	}
	if _, ok := ts2.srv.Game(bad.Game.ID); ok {
		t.Fatal("the damaged game was loaded")
	}
}
