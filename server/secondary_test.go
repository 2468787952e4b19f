package server

import (
	"bytes"
	"encoding/json"
	"net/http"
	"testing"
)

// Page 100: a game in RPG mode gives its heroes the secondary skills the
// request names, which the heroes' view carries; in another mode, for a
// hero outside the party, with a skill no pack has or a bonus above +5,
// the request is refused.
func TestSecondarySkillsCreate(t *testing.T) {
	ts := startServer(t, t.TempDir())
	g := ts.create(t, CreateRequest{Quest: "drowned-chapel", Heroes: []string{"shara", "taeral"},
		Options: Options{DarkMode: "rpg", Secondary: []SecondaryChoice{{Hero: "taeral", Skill: "fishing", Bonus: 3}}}})
	_, uh := ts.join(t, g.Game.ID, seatToken(t, g, "heroes-1"), 0)
	found := false
	for _, f := range uh.View.Figures {
		switch f.ID {
		case "taeral":
			found = len(f.Secondary()) == 1 && f.Secondary()[0].ID == "fishing" && f.Secondary()[0].Bonus == 3 && f.Secondary()[0].Name.Es == "Pescar"
		case "shara":
			if len(f.Secondary()) != 0 {
				t.Errorf("shara: %+v", f.Secondary())
			}
		}
	}
	if !found {
		t.Fatalf("taeral's secondary skill is not in the heroes' view: %s", uh.Raw)
	}
	for _, o := range []Options{
		{DarkMode: "human", Secondary: []SecondaryChoice{{Hero: "taeral", Skill: "fishing", Bonus: 1}}},
		{DarkMode: "rpg", Secondary: []SecondaryChoice{{Hero: "borgron", Skill: "fishing", Bonus: 1}}},
		{DarkMode: "rpg", Secondary: []SecondaryChoice{{Hero: "taeral", Skill: "juggling", Bonus: 1}}},
		{DarkMode: "rpg", Secondary: []SecondaryChoice{{Hero: "taeral", Skill: "fishing", Bonus: 6}}},
		{DarkMode: "rpg", Secondary: []SecondaryChoice{{Hero: "taeral", Skill: "fishing", Bonus: 1}, {Hero: "taeral", Skill: "fishing", Bonus: 2}}},
	} {
		b, _ := json.Marshal(CreateRequest{Quest: "drowned-chapel", Heroes: []string{"shara", "taeral"}, Options: o})
		resp, err := http.Post(ts.hs.URL+"/api/games", "application/json", bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusBadRequest {
			t.Errorf("%s: %s", b, resp.Status)
		}
	}
}
