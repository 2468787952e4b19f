package rules

import (
	"encoding/json"
	"testing"
)

// Events encode as JSON objects tagged by type, ready for a log.
func TestEncodeEvent(t *testing.T) {
	g := parseMap(t, room(t, 8, 3)...)
	s := newState(t, g, heroFig("shara", 0, 1, 5, 2))
	_, evs := play(t, s, []int{1, 1, 3, 4}, activate(Heroes, "shara"), run(Heroes, "shara"), answer(Heroes, OptionReroll),
		moveAlong(Heroes, "shara", at(1, 1), at(2, 1), at(3, 1)), endTurn(Heroes))
	want := []string{
		`{"type":"activation_started","figure":"shara","allowance":5}`,
		`{"type":"run_declared","figure":"shara"}`,
		`{"type":"rolled","roll":{"seq":1,"purpose":"run: Shara","kind":"2D6","dice":[1,1],"total":2,"rule":"run","figure":"shara"}}`,
		"", // prompt_opened, long
		`{"type":"prompt_answered","seq":3,"kind":"fortune_reroll","seat":"heroes","figure":"shara","option":"reroll"}`,
		`{"type":"fortune_spent","figure":"shara","left":1,"roll":1}`,
		`{"type":"rolled","roll":{"seq":2,"purpose":"run: Shara","kind":"2D6","dice":[3,4],"total":7,"rerolled":[0,1],"before":[1,1],"rule":"run","figure":"shara","paid_by":"shara"}}`,
		`{"type":"run_allowance","figure":"shara","roll":2,"allowance":10,"capped":true}`,
		`{"type":"achievement_scored","side":"dark","points":1,"total":1,"why":"fortune_spent","figure":"shara","feat":"fortune_spent","name":{"en":"A Fortune point spent","es":"Un punto de Fortuna gastado"}}`,
		`{"type":"moved","figure":"shara","from":[0,1],"to":[3,1],"path":[[1,1],[2,1],[3,1]],"cost":3,"spent":3,"allowance":10,"running":true}`,
		`{"type":"activation_ended","figure":"shara"}`,
		`{"type":"turn_ended","turn":1,"side":"heroes"}`,
		`{"type":"turn_began","turn":1,"side":"dark"}`,
		`{"type":"achievement_scored","side":"dark","points":1,"total":2,"why":"turn","feat":"turn","name":{"en":"A turn of the Dark Player's begins","es":"Empieza un turno del Jugador Oscuro"}}`,
	}
	if len(evs) != len(want) {
		t.Fatalf("%d events, want %d", len(evs), len(want))
	}
	for i, e := range evs {
		b, err := EncodeEvent(e)
		if err != nil {
			t.Fatal(err)
		}
		if !json.Valid(b) {
			t.Fatalf("invalid JSON %s", b)
		}
		if want[i] != "" && string(b) != want[i] {
			t.Errorf("event %d:\n got %s\nwant %s", i, b, want[i])
		}
	}
	if _, err := EncodeEvent(nil); err == nil {
		t.Fatal("nil event encoded")
	}
}
