package rules

import (
	"slices"
	"testing"
)

// withCards is s with its catalogue's cards and creatures and extra cards.
func withCards(t *testing.T, s State, extra ...DarkCard) State {
	t.Helper()
	old := s.Dark.Cards
	var creatures []Figure
	for _, k := range old.CreatureKinds() {
		f, _ := old.Creature(k)
		creatures = append(creatures, *f)
	}
	c, err := NewCatalogue(append(old.Cards(), extra...), creatures)
	if err != nil {
		t.Fatal(err)
	}
	s.Dark.Cards = c
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	return s
}

var closingWalls = DarkCard{ID: "walls", Name: Text{En: "Closing Walls", Es: "Paredes que se cierran"}, Type: CardObstacle, Cost: 4, Discard: 2, Trap: true, Detect: 8, Disarm: 9,
	Place: []string{PlaceRoom}, Effect: "card_closing_walls", Params: []CardParam{{Name: "dice", Int: 6}, {Name: "turns", Int: 3}}}

// R895: Closing Walls springs on a hero who steps out of the Safety Zones
// in a room; at the end of the third game turn, counting the one it
// sprang in, everyone still in the room takes its 6 dice; whoever is out
// of it is spared. It is not played in a corridor.
func TestClosingWalls(t *testing.T) {
	s := dpState(t, nil, explorer("taeral", 0, 4), explorer("borgron", 0, 0))
	s.Explore.Revealed[2] = true
	s = withCards(t, s, closingWalls)
	s.Dark.Hand = []string{"walls"}
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), moveAlong(Heroes, "taeral", at(1, 4), at(2, 4), at(3, 4)))
	if s.Prompt == nil || s.Prompt.Kind != PromptDarkTrap || !s.Prompt.has("play:walls") {
		t.Fatalf("prompt %+v", s.Prompt)
	}
	turn := s.Turn
	s, evs := play(t, s, []int{1, 2}, answer(Dark, "play:walls"))
	if m, ok := find[WallsMoving](evs); !ok || m.Section != 3 || m.Turn != turn+2 || m.Why.Es == "" {
		t.Fatalf("walls %+v", m)
	}
	if len(s.Dark.Walls) != 1 || s.Available() != 16 {
		t.Fatalf("walls %+v reserve %d", s.Dark.Walls, s.Available())
	}
	// Borgron, in the corridor, is spared.
	s, _ = play(t, s, nil, endTurn(Heroes), endTurn(Dark), endTurn(Heroes), endTurn(Dark), endTurn(Heroes))
	if len(s.Dark.Walls) != 1 {
		t.Fatalf("the walls closed early: %+v", s.Dark.Walls)
	}
	s, evs = play(t, s, []int{1, 1, 1, 1, 5, 6}, endTurn(Dark))
	if c, ok := find[WallsClosed](evs); !ok || !slices.Equal(c.Figures, []string{"taeral"}) || c.Dice != 6 {
		t.Fatalf("closed %+v", c)
	}
	if w, ok := find[WoundsTaken](evs); !ok || w.Figure != "taeral" {
		t.Fatalf("wounds %+v", w)
	}
	if len(s.Dark.Walls) != 0 || s.Dark.Area != nil {
		t.Fatalf("walls %+v area %+v", s.Dark.Walls, s.Dark.Area)
	}
	// Only in rooms.
	c := dpState(t, nil, explorer("taeral", 0, 0))
	c = withCards(t, c, closingWalls)
	c.Dark.Hand = []string{"walls"}
	c, _ = play(t, c, nil, activate(Heroes, "taeral"), moveAlong(Heroes, "taeral", at(1, 0), at(2, 0), at(3, 0)))
	if c.Prompt != nil && c.Prompt.has("play:walls") {
		t.Fatalf("Closing Walls offered in a corridor: %+v", c.Prompt)
	}
}
