package rules

import (
	"strings"
	"testing"

	"dun/board"
)

// netCards is dpCatalogue with Falling Net (starter pack, original).
func netCards(t testing.TB, s State, hand ...string) State {
	t.Helper()
	base := dpCatalogue(t)
	cards := append(base.Cards(), DarkCard{ID: "falling_net", Name: Text{En: "Falling Net", Es: "Red"}, Type: CardObstacle, Cost: 1, Discard: 1, Trap: true, Detect: 7, Disarm: 6,
		Place: []string{PlaceRoom, PlaceCorridor}, Effect: "card_snare", Params: []CardParam{{Name: "tests", Word: "strength_or_agility"}}})
	var creatures []Figure
	for _, k := range base.CreatureKinds() {
		f, _ := base.Creature(k)
		creatures = append(creatures, *f)
	}
	c, err := NewCatalogue(cards, creatures)
	if err != nil {
		t.Fatal(err)
	}
	s.Dark.Cards = c
	s.Dark.Hand = hand
	return s
}

// Falling Net: sprung, it holds the hero, who may neither move nor attack
// until a Strength or Agility test (the higher) frees him, one Action a
// try (R541).
func TestFallingNet(t *testing.T) {
	h := explorer("taeral", 6, 0)
	h.EditAttrs().Agility = 4
	orc := creature("orc-1", "grunt", 1, false)
	orc.At = at(5, 1)
	s := netCards(t, dpState(t, nil, h), "falling_net")
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0))
	s, evs := play(t, s, []int{1, 2}, answer(Dark, "play:falling_net"))
	if _, ok := find[Netted](evs); !ok || s.Active != nil {
		t.Fatalf("events %v active %+v", evs, s.Active)
	}
	if f, _ := s.Figure("taeral"); !f.Netted() {
		t.Fatal("no net")
	}
	s.Figures = append(s.Figures, orc)
	s.Figures[s.figure("taeral")].Facing = board.SouthWest
	s, _ = play(t, s, nil, endTurn(Heroes), endTurn(Dark), activate(Heroes, "taeral"))
	ids := OptionIDs(Options(s, Heroes))
	if strings.Contains(ids, "move:taeral") || strings.Contains(ids, "attack:taeral") || !strings.Contains(ids, "escape_net:taeral") {
		t.Fatalf("options %s", ids)
	}
	refused(t, s, Move{Header: Header{Seat: Heroes}, Figure: "taeral", To: at(4, 0)}, CodeStill)
	err := refused(t, s, Attack{Header: Header{Seat: Heroes}, Figure: "taeral", Target: "orc-1", Item: -1}, CodeCannotAct)
	if !strings.Contains(err.Error(), "net") {
		t.Fatalf("refused %v", err)
	}
	// Agility 4, higher than Strength 3: 2+3+4 fails.
	s, evs = play(t, s, []int{2, 3}, EscapeNet{Header: Header{Seat: Heroes}, Figure: "taeral"})
	if ne, ok := find[NetEscaped](evs); !ok || ne.Freed {
		t.Fatalf("escaped %+v", ne)
	}
	refused(t, s, EscapeNet{Header: Header{Seat: Heroes}, Figure: "taeral"}, CodeActionUsed)
	s, _ = play(t, s, nil, endTurn(Heroes), endTurn(Dark), activate(Heroes, "taeral"))
	s, evs = play(t, s, []int{3, 3}, EscapeNet{Header: Header{Seat: Heroes}, Figure: "taeral"})
	if ne, ok := find[NetEscaped](evs); !ok || !ne.Freed {
		t.Fatalf("escaped %+v", ne)
	}
	f, _ := s.Figure("taeral")
	if f.Netted() || s.Active.Still || !strings.Contains(OptionIDs(Options(s, Heroes)), "move:taeral") {
		t.Fatalf("netted %v active %+v", f.Netted(), s.Active)
	}
	refused(t, s, EscapeNet{Header: Header{Seat: Heroes}, Figure: "taeral"}, CodeBadState)
}
