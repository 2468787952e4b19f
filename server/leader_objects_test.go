package server

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"
)

// Page 46, step 5: the lobby offers a person playing the Dark Player the
// packs' magic objects for the Quest Leader, named in both languages with
// their Value Points, and says which quests have a Leader; the object
// chosen goes on the Leader and its VP come off the reserve.
func TestLobbyOffersLeaderObjects(t *testing.T) {
	ts := startServer(t, t.TempDir(), func(c *Config) { c.Rate, c.Burst = 1000, 1000 })
	get := func(path string, v any) {
		t.Helper()
		resp, err := http.Get(ts.hs.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%s: %d", path, resp.StatusCode)
		}
		if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
			t.Fatal(err)
		}
	}
	var objects []ObjectInfo
	get("/api/leader-objects", &objects)
	var helm *ObjectInfo
	for i, o := range objects {
		if o.Name.En == "" || o.Name.Es == "" || o.Text.En == "" || o.Text.Es == "" {
			t.Errorf("%s is not named in both languages: %+v", o.ID, o)
		}
		if i > 0 && o.VP < objects[i-1].VP {
			t.Errorf("%s (%d VP) after %s (%d VP)", o.ID, o.VP, objects[i-1].ID, objects[i-1].VP)
		}
		if o.ID == "magic_helm" {
			helm = &objects[i]
		}
	}
	if helm == nil {
		t.Fatalf("the magic helm is not offered: %+v", objects)
	}
	var quests []QuestInfo
	get("/api/quests", &quests)
	leaders := map[string]bool{}
	for _, q := range quests {
		leaders[q.ID] = q.Leader
	}
	if !leaders["drowned-chapel"] {
		t.Errorf("the Drowned Chapel's Leader is not shown: %+v", quests)
	}
	// What the lobby offers, set-up takes: the Leader carries it and the
	// reserve pays its VP.
	req := CreateRequest{Quest: "drowned-chapel", Heroes: []string{"shara", "taeral"}}
	plain, p := ts.srv.CreateGame(context.Background(), req)
	if p != nil {
		t.Fatal(p)
	}
	req.Options.LeaderObject = helm.ID
	c, p := ts.srv.CreateGame(context.Background(), req)
	if p != nil {
		t.Fatal(p)
	}
	a, _ := ts.srv.Game(plain.Game.ID)
	b, _ := ts.srv.Game(c.Game.ID)
	if got, want := b.state.Dark.Budget, a.state.Dark.Budget-helm.VP; got != want || helm.VP == 0 {
		t.Errorf("budget %d, want %d (the helm is worth %d)", got, want, helm.VP)
	}
}
