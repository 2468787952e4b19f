package rules

import (
	"strings"
	"testing"
)

// vanishCards is dpCatalogue with Vanish (starter pack, original).
func vanishCards(t testing.TB, s State, hand ...string) State {
	t.Helper()
	base := dpCatalogue(t)
	cards := append(base.Cards(), DarkCard{ID: "vanish", Name: Text{En: "Vanish", Es: "Desvanecerse"}, Type: CardPower, Cost: 2, Discard: 1,
		Place: []string{PlaceAnywhere}, Effect: "card_escape", Params: []CardParam{{Name: "reappear", Word: "next_turn"}}})
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

// Vanish: the creature leaves the board, engaged or not, and comes back
// at the start of the Dark Player's next turn on a square of an explored
// section no hero sees; until then he neither activates nor ends his
// turn (R544).
func TestVanish(t *testing.T) {
	orc := creature("orc-1", "grunt", 1, false)
	orc.At = at(1, 0)
	s := vanishCards(t, dpState(t, nil, explorer("taeral", 0, 0), orc), "vanish")
	s.Explore.Revealed[1] = true
	s = darkTurn(t, s)
	s, evs := play(t, s, nil, activate(Dark, "orc-1"), playCard("vanish", "orc-1"))
	o, _ := s.Figure("orc-1")
	if _, ok := find[FigureVanished](evs); !ok || o.Present() || s.Active != nil || s.Available() != 18 {
		t.Fatalf("orc %+v active %+v reserve %d", o, s.Active, s.Available())
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	// Not back on the turn it left: the Dark Player ends his turn.
	refused(t, s, Reappear{Header: Header{Seat: Dark}, Figure: "orc-1", At: at(4, 1)}, CodeBadTarget)
	s, _ = play(t, s, nil, endTurn(Dark), endTurn(Heroes))
	refused(t, s, endTurn(Dark), CodeVanished)
	ids := OptionIDs(Options(s, Dark))
	if strings.Contains(ids, "end_turn") || !strings.Contains(ids, "reappear:orc-1:") {
		t.Fatalf("options %s", ids)
	}
	// Taeral in the corridor sees it; the room beyond the wall is out
	// of his sight.
	err := refused(t, s, Reappear{Header: Header{Seat: Dark}, Figure: "orc-1", At: at(4, 1)}, CodeSpawn)
	if !strings.Contains(err.Error(), "sees") {
		t.Fatalf("refused %v", err)
	}
	if strings.Contains(ids, "reappear:orc-1:4,1") || !strings.Contains(ids, "reappear:orc-1:10,4") {
		t.Fatalf("options %s", ids)
	}
	s, _ = play(t, s, nil, Reappear{Header: Header{Seat: Dark}, Figure: "orc-1", At: at(10, 4)})
	if o, _ := s.Figure("orc-1"); !o.Present() || o.At != at(10, 4) {
		t.Fatalf("orc %+v", o)
	}
	s, _ = play(t, s, nil, activate(Dark, "orc-1"))
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
}
