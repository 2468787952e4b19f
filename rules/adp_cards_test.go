package rules

import (
	"slices"
	"testing"
)

// adpState is dpState with the Artificial Dark Player's three decks
// (page 54) and no hand.
func adpState(t testing.TB, obstacles, powers, encounters []string, figs ...Figure) State {
	t.Helper()
	s := dpState(t, nil, figs...)
	s.Dark.Mode = DarkADP
	s.Dark.Decks = []Deck{{ID: DeckADPObstacles, Cards: obstacles}, {ID: DeckADPPowers, Cards: powers}, {ID: DeckEncounters, Cards: encounters}}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	return s
}

func darkRoll(purpose string) Command { return DarkRoll{Header: Header{Seat: Dark}, Purpose: purpose} }

// R370: the ADP's Scenario Die is a roll of the rules, made at its
// moments; only the face of the moment's deck lets it reveal that deck's
// top card, which it then pays for, holds or discards.
func TestADPDarkRoll(t *testing.T) {
	s := adpState(t, []string{"stake", "pit"}, []string{"fortune"}, []string{"wandering"}, explorer("taeral", 6, 0))
	refused(t, s, darkRoll(RollScenarioDie), CodeNotYourTurn)
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0))
	if p := s.Prompt; p == nil || p.Kind != PromptDarkTrap || len(p.Options) != 1 {
		t.Fatalf("the ADP holds no card yet is asked: %+v", p)
	}
	moment := s.Dark.Moment
	refused(t, s, draw(DeckADPObstacles), CodeCannotDraw)
	refused(t, s, darkRoll("loaded"), CodeBadCommand)
	// An Encounter face on an obstacle's die reveals nothing.
	miss, evs := play(t, s, []int{3}, darkRoll(RollScenarioDie))
	if r, ok := find[DarkRolled](evs); !ok || r.Face != DeckEncounters || r.Deck != "" || len(miss.Dark.Pending) != 0 {
		t.Fatalf("rolled %+v pending %v", r, miss.Dark.Pending)
	}
	if rec, ok := find[Rolled](evs); !ok || rec.Roll.Rule != "adp_scenario_die" || rec.Roll.Purpose == "" {
		t.Fatalf("the roll does not explain itself: %+v", rec)
	}
	refused(t, miss, darkRoll(RollScenarioDie), CodeCannotDraw)
	refused(t, miss, draw(DeckADPObstacles), CodeCannotDraw)
	// The Obstacles face: the top card, laid and paid for.
	s, _ = play(t, s, []int{2}, darkRoll(RollScenarioDie))
	refused(t, s, draw(DeckADPPowers), CodeCannotDraw)
	s, _ = play(t, s, nil, draw(DeckADPObstacles))
	if !slices.Equal(s.Dark.Hand, []string{"stake"}) || !s.Prompt.has("play:stake") || s.Dark.Moment != moment {
		t.Fatalf("hand %v prompt %+v", s.Dark.Hand, s.Prompt)
	}
	refused(t, s, draw(DeckADPObstacles), CodeCannotDraw)
	s, _ = play(t, s, []int{1, 2, 1, 1, 1, 1}, answer(Dark, "play:stake"))
	if s.Available() != 18 || len(s.Dark.Hand) != 0 || !slices.Contains(s.Dark.Played, "stake") {
		t.Fatalf("reserve %d hand %v", s.Available(), s.Dark.Hand)
	}
	// Human Dark Players roll no dice of their own.
	h := dpState(t, nil, explorer("taeral", 6, 0))
	h, _ = play(t, h, nil, activate(Heroes, "taeral"))
	refused(t, h, darkRoll(RollScenarioDie), CodeNoDarkPlayer)
}

// R370, R374: at the start of its turn the ADP's die reads the Power
// deck; while heroes and its creatures share the Main Room the card comes
// without a die.
func TestADPPowerMoment(t *testing.T) {
	orc := withID(creature("orc", "grunt", 1, false), "orc-1")
	orc.At = at(10, 0)
	s := adpState(t, nil, []string{"iron_skin", "fortune"}, nil, explorer("taeral", 1, 0), orc)
	s.Explore.Revealed[1] = true
	s = darkTurn(t, s)
	if len(s.Dark.Pending) != 0 {
		t.Fatalf("pending %v without a fight in the Main Room", s.Dark.Pending)
	}
	s, _ = play(t, s, []int{5}, darkRoll(RollScenarioDie))
	s, _ = play(t, s, nil, draw(DeckADPPowers), playCard("iron_skin", "orc-1"))
	if s.Available() != 18 || !slices.Contains(s.Dark.Played, "iron_skin") {
		t.Fatalf("reserve %d played %v", s.Available(), s.Dark.Played)
	}
	// A hero in the Main Room with the orc: the Power card without a die.
	f := adpState(t, nil, []string{"iron_skin"}, nil, explorer("taeral", 8, 0), explorer("borgron", 1, 0), orc)
	f.Explore.Revealed[1] = true
	f = darkTurn(t, f)
	if !slices.Equal(f.Dark.Pending, []string{DeckADPPowers}) {
		t.Fatalf("pending %v in the Main Room's fight", f.Dark.Pending)
	}
}

// R375: the Main Room's group is placed without a card, once, paid for;
// the human Dark Player's limits on elites do not bind the ADP's table.
func TestADPMainRoomGroup(t *testing.T) {
	s := adpState(t, nil, nil, nil, explorer("taeral", 6, 0))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0))
	if p := s.Prompt; p == nil || p.Kind != PromptDarkReveal {
		t.Fatalf("no question for the Main Room's group: %+v", p)
	}
	s, evs := play(t, s, nil, playCard(MainRoomGroup, "", spawn("brute", 10, 0)))
	if cp, ok := find[CardPlayed](evs); !ok || cp.Card != MainRoomGroup || cp.Cost != 3 {
		t.Fatalf("played %+v", cp)
	}
	if s.Available() != 17 || len(s.Dark.Encounters) != 0 || len(s.Dark.Discards) != 0 || !s.Dark.MainGroup {
		t.Fatalf("reserve %d encounters %v discards %v", s.Available(), s.Dark.Encounters, s.Dark.Discards)
	}
	refused(t, s, playCard(MainRoomGroup, "", spawn("orc", 10, 3)), CodeCardPlace)
	// A human Dark Player has no such group.
	h := dpState(t, []string{"wandering"}, explorer("taeral", 6, 0))
	h, _ = play(t, h, nil, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0), answer(Dark, OptionPass))
	refused(t, h, playCard(MainRoomGroup, "", spawn("orc", 10, 0)), CodeNoCard)
}

// R371: with the ADP the Dark side's Initiative is rolled by its best
// Perception, not by the creature nearest the heroes (page 60).
func TestADPInitiativeBestPerception(t *testing.T) {
	s := adpState(t, nil, nil, nil, explorer("taeral", 6, 0))
	s, _ = play(t, s, nil, activate(Heroes, "taeral"), revealCmd("taeral", 6, 0),
		playCard(MainRoomGroup, "", spawn("orc", 9, 0), spawn("archer", 11, 4)))
	for i := range s.Figures {
		if s.Figures[i].ID == "archer-dp2" {
			s.Figures[i].EditAttrs().Perception = 5
		}
	}
	_, evs := play(t, s, []int{3, 3, 3, 3}, answer(Dark, OptionPass))
	o, ok := find[OpposedRolled](evs)
	if !ok || o.Opposed.Second.Figure != "archer-dp2" {
		t.Fatalf("Initiative rolled by %+v, want the archer's Perception", o.Opposed.Second.Figure)
	}
	// The same creatures under a human Dark Player: the nearest rolls
	// (R43).
	h := s.Clone()
	h.Dark.Mode = DarkHuman
	_, evs = play(t, h, []int{3, 3, 3, 3}, answer(Dark, OptionPass))
	if o, ok := find[OpposedRolled](evs); !ok || o.Opposed.Second.Figure != "orc-dp1" {
		t.Fatalf("a human Dark Player's Initiative rolled by %+v, want the nearest", o.Opposed.Second.Figure)
	}
}
