package rules

import (
	"slices"
	"testing"
)

func track() Command {
	return SkillAction{Header: Header{Seat: Heroes}, Figure: "taeral", Skill: "tracker"}
}

// Page 114 (Tracker): twice a game, in an exploration turn, the Dark
// Player shows the Encounter cards of his hand; against the Artificial
// Dark Player the tracker sees the top three cards of the Encounter deck,
// left in their order (R746).
func TestTracker(t *testing.T) {
	start := func(mode DarkMode) State {
		s := dpState(t, []string{"fortune", "wandering", "stake", "ambush"}, skilled(explorer("taeral", 0, 0), "tracker"))
		s.Dark.Mode = mode
		s.Dark.Decks[1].Cards = []string{"spotted", "wandering", "ambush", "special"}
		s, _ = play(t, s, nil, activate(Heroes, "taeral"))
		return s
	}
	s := start(DarkHuman)
	if !slices.Contains(optionIDs(s, Heroes), "skill_action:taeral:tracker") {
		t.Fatalf("not offered: %v", optionIDs(s, Heroes))
	}
	n, evs := play(t, s, nil, track())
	ev, ok := find[EncountersShown](evs)
	if !ok || ev.FromDeck || !slices.Equal(ev.Cards, []string{"wandering", "ambush"}) || ev.Names[1].En != "Ambush!" {
		t.Fatalf("shown %+v", ev)
	}
	if got := SeatEvents(n, Heroes, evs); !hasEvent[EncountersShown](got) {
		t.Fatal("the heroes do not see what the tracker found")
	}
	// Twice a game.
	n, _ = play(t, n, nil, endAct(Heroes, "taeral"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "taeral"), track())
	n, _ = play(t, n, nil, endAct(Heroes, "taeral"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "taeral"))
	refused(t, n, track(), CodeBadSkill)

	// The Artificial Dark Player: the top three, in order, left there.
	n, evs = play(t, start(DarkADP), nil, track())
	if ev, _ := find[EncountersShown](evs); !ev.FromDeck || !slices.Equal(ev.Cards, []string{"spotted", "wandering", "ambush"}) {
		t.Fatalf("shown %+v", ev)
	}
	if !slices.Equal(n.Dark.Decks[1].Cards, []string{"spotted", "wandering", "ambush", "special"}) {
		t.Fatalf("deck now %v", n.Dark.Decks[1].Cards)
	}
}
