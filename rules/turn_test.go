package rules

import (
	"reflect"
	"testing"
)

// Pages 11 and 18: the heroes begin; each figure activates once per turn,
// in the order its side chooses; the Dark Player's turn follows, and a new
// game turn begins with the heroes again.
func TestTurnOrder(t *testing.T) {
	g := parseMap(t, room(t, 8, 4)...)
	s := newState(t, g, heroFig("shara", 0, 0, 5, 2), heroFig("borgron", 0, 2, 4, 2), fig("orc", Dark, SizeAverage, 7, 3, 4))
	if s.Turn != 1 || s.Side != Heroes || s.Version != 1 {
		t.Fatalf("start: turn %d side %v version %d", s.Turn, s.Side, s.Version)
	}
	if got := OptionIDs(Options(s, Heroes)); got != "activate:shara activate:borgron end_turn" {
		t.Fatalf("options %q", got)
	}
	if len(Options(s, Dark)) != 0 {
		t.Fatal("the dark player has options in the heroes' turn")
	}
	s, evs := play(t, s, nil, activate(Heroes, "borgron"), endAct(Heroes, "borgron"))
	if got := OptionIDs(Options(s, Heroes)); got != "activate:shara end_turn" {
		t.Fatalf("options %q", got)
	}
	if _, ok := find[ActivationEnded](evs); !ok {
		t.Fatal("no activation ended event")
	}
	// Ending the turn ends the activation in progress.
	s, evs = play(t, s, nil, activate(Heroes, "shara"), endTurn(Heroes))
	var types []string
	for _, e := range evs {
		types = append(types, e.EventType())
	}
	// The Dark Player scores 1 Achievement point as his turn begins (page 12).
	if want := []string{"activation_started", "activation_ended", "turn_ended", "turn_began", "achievement_scored"}; !reflect.DeepEqual(types, want) {
		t.Fatalf("events %v", types)
	}
	if s.Side != Dark || s.Turn != 1 || s.Active != nil {
		t.Fatalf("dark turn: side %v turn %d", s.Side, s.Turn)
	}
	refused(t, s, activate(Heroes, "shara"), CodeNotYourTurn)
	s, _ = play(t, s, nil, activate(Dark, "orc"), endTurn(Dark))
	if s.Side != Heroes || s.Turn != 2 {
		t.Fatalf("turn 2: side %v turn %d", s.Side, s.Turn)
	}
	if got := OptionIDs(Options(s, Heroes)); got != "activate:shara activate:borgron end_turn" {
		t.Fatalf("turn 2 options %q", got)
	}
	if s.Version != 7 {
		t.Fatalf("version %d after 6 commands", s.Version)
	}
	// Knocked-out figures do not activate.
	i := s.figure("shara")
	s.Figures[i].Conditions = s.Figures[i].Conditions.With(KnockedOut)
	refused(t, s, activate(Heroes, "shara"), CodeCannotAct)
}
