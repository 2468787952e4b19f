package server

import (
	"bytes"
	"encoding/json"
	"net/http"
	"os"
	"strings"
	"testing"
)

func exampleHero(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile("../examples/heroes/" + name + ".yaml")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// postCheck sends a hero file to /api/heroes/check.
func postCheck(t *testing.T, ts *testServer, text string) (int, map[string]any) {
	t.Helper()
	b, _ := json.Marshal(map[string]string{"text": text})
	resp, err := http.Post(ts.hs.URL+"/api/heroes/check", "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	json.NewDecoder(resp.Body).Decode(&out)
	return resp.StatusCode, out
}

// The lobby checks a created hero's file and shows his sheet in both
// languages, or every problem in both.
func TestCheckHero(t *testing.T) {
	ts := startServer(t, t.TempDir())
	code, out := postCheck(t, ts, exampleHero(t, "ysolde"))
	sheet, _ := out["sheet"].(map[string]any)
	if code != http.StatusOK || out["id"] != "ysolde" || !strings.Contains(sheet["en"].(string), "Coins: 16 spent of 20") ||
		!strings.Contains(sheet["es"].(string), "Monedas: 16 gastadas de 20") {
		t.Fatalf("%d %v", code, out)
	}
	code, out = postCheck(t, ts, "name: X\nrace: human\nclass: warrior\ndevelopment: {strength: 2}\n")
	reason, _ := out["reason"].(map[string]any)
	if code != http.StatusBadRequest || !strings.Contains(reason["en"].(string), "hero:4:25: Strength 5 is above the Human maximum") ||
		!strings.Contains(reason["es"].(string), "hero:4:25: Fuerza 5 supera el máximo") {
		t.Fatalf("%d %v", code, out)
	}
	code, out = postCheck(t, ts, "name: [")
	if code != http.StatusBadRequest || !strings.Contains(out["reason"].(map[string]any)["en"].(string), "hero:1:") {
		t.Fatalf("%d %v", code, out)
	}
	resp, err := http.Post(ts.hs.URL+"/api/heroes/check", "text/plain", strings.NewReader(`{"text": "x"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnsupportedMediaType {
		t.Fatalf("a form post: %s", resp.Status)
	}
}

// A game takes created heroes beside predesigned ones; they are stored
// with the game and come back after a restart.
func TestCreateGameWithCreatedHeroes(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir)
	c := ts.create(t, CreateRequest{Quest: "drowned-chapel", Heroes: []string{"shara", "ysolde", "aelis"},
		Created: []string{exampleHero(t, "ysolde"), exampleHero(t, "aelis")}})
	check := func(srv *Server) {
		srv.mu.Lock()
		g := srv.games[c.Game.ID]
		srv.mu.Unlock()
		g.mu.Lock()
		defer g.mu.Unlock()
		found := 0
		for _, f := range g.state.Figures {
			switch f.ID {
			case "ysolde":
				found++
				if f.Attrs().ShootingSkill != 5 || f.Coins() != 4 || !f.Hero() {
					t.Errorf("Ysolde: %+v", *f.Attrs())
				}
			case "aelis":
				found++
				if f.ManaRacial() != 1 || f.ManaPool() != 7 {
					t.Errorf("Aelis: mana racial %d pool %d", f.ManaRacial(), f.ManaPool())
				}
			}
		}
		if found != 2 {
			t.Errorf("%d created heroes in the game", found)
		}
	}
	check(ts.srv)
	ts.stop()
	ts2 := startServer(t, dir)
	check(ts2.srv)
}

// The lobby refuses a created hero it cannot play: broken, not in the
// party, solo in a group, twice, with a predesigned hero's ID.
func TestCreateGameRefusesCreatedHeroes(t *testing.T) {
	ts := startServer(t, t.TempDir())
	solo := exampleHero(t, "brakka")
	for _, c := range []struct {
		req  CreateRequest
		want string
	}{
		{CreateRequest{Quest: "drowned-chapel", Heroes: []string{"shara", "x"}, Created: []string{"name: X\nrace: human\nclass: wizard\n"}}, "created[0]:1:1: a Wizard starts with a Mana pool"},
		{CreateRequest{Quest: "drowned-chapel", Heroes: []string{"shara"}, Created: []string{exampleHero(t, "aelis")}}, `created hero "aelis" is not in the party`},
		{CreateRequest{Quest: "drowned-chapel", Heroes: []string{"shara", "brakka"}, Created: []string{solo}}, "brakka was created solo"},
		{CreateRequest{Quest: "drowned-chapel", Heroes: []string{"aelis"}, Created: []string{exampleHero(t, "aelis"), exampleHero(t, "aelis")}}, `two created heroes are "aelis"`},
		{CreateRequest{Quest: "drowned-chapel", Heroes: []string{"shara"}, Created: []string{"id: shara\nname: S\nrace: human\nclass: warrior\n"}}, "is a predesigned hero's"},
		{CreateRequest{Quest: "drowned-chapel", Heroes: []string{"x"}, Created: []string{"name: X\nrace: human\nclass: animist\ncompanion: wolf\nspells: [" + "breathe_life" + "]\n"}}, "does not bring companions yet"},
	} {
		b, _ := json.Marshal(c.req)
		resp, err := http.Post(ts.hs.URL+"/api/games", "application/json", bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		var p map[string]any
		json.NewDecoder(resp.Body).Decode(&p)
		resp.Body.Close()
		reason, _ := p["reason"].(map[string]any)
		if resp.StatusCode != http.StatusBadRequest || reason == nil || !strings.Contains(reason["en"].(string), c.want) {
			t.Errorf("%v: %s %v; want %q", c.req.Heroes, resp.Status, p, c.want)
		}
	}
	// Brakka alone is a solo hero's game.
	ts.create(t, CreateRequest{Quest: "drowned-chapel", Heroes: []string{"brakka"}, Created: []string{solo}})
}
