package server

import (
	"encoding/json"
	"strings"
	"testing"

	"dun/rules"
)

// Once the quest is over every seat's update says what becomes of the
// heroes (page 44): a knocked-out hero's fate is rolled, the same each
// time it is asked, without moving the game's dice; a quest that goes on
// has none.
func TestAfterQuestInUpdates(t *testing.T) {
	ts := startServer(t, t.TempDir())
	c := ts.create(t, party)
	g, _ := ts.srv.Game(c.Game.ID)
	g.mu.Lock()
	defer g.mu.Unlock()
	if u := g.updateLocked(g.seats[0], 0); u.AfterQuest != nil {
		t.Fatalf("a quest under way has an after-quest: %+v", u.AfterQuest)
	}
	for i := range g.state.Figures {
		if f := &g.state.Figures[i]; f.ID == "taeral" {
			f.Conditions = f.Conditions.With(rules.KnockedOut)
		}
	}
	g.state.End = &rules.QuestEnd{Reason: rules.EndKnockedOut, Turn: 3}
	draws := g.dice.Draws()
	first := g.afterQuestLocked()
	if first == nil || len(first.Heroes) != 2 {
		t.Fatalf("after the quest: %+v", first)
	}
	for _, h := range first.Heroes {
		if h.Fate == "" || h.Name == "" {
			t.Fatalf("a hero without fate or name: %+v", h)
		}
		if h.Figure == "taeral" && (!h.KnockedOut || len(first.Rolls) == 0) {
			t.Fatalf("the knocked-out hero's fate was not rolled: %+v, rolls %v", h, first.Rolls)
		}
	}
	if g.dice.Draws() != draws {
		t.Fatal("settling the quest moved the game's dice")
	}
	g.after = nil // asked afresh, from the same dice: the same lot
	again := g.afterQuestLocked()
	a, _ := json.Marshal(first)
	b, _ := json.Marshal(again)
	if string(a) != string(b) {
		t.Fatalf("settled twice differently:\n%s\n%s", a, b)
	}
	// What a connection is sent: the update as encoded for the wire.
	for _, s := range g.seats {
		js, _, err := g.encodeUpdateLocked(s, 0, false, 0)
		if err != nil || !strings.Contains(string(js), `"after_quest":{"heroes":[`) {
			t.Fatalf("seat %s is not told the quest's aftermath (%v)", s.ID, err)
		}
	}
}
