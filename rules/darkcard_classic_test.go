package rules

import (
	"slices"
	"strings"
	"testing"
)

// Page 99, classic mode: a creature benefits from one Power card a turn;
// another card on it takes the lasting effects of the previous one away;
// a card that acted at once bars another that turn (R540). The human Dark
// Player's cards of pages 46-49 stack as before.
func TestClassicOnePowerPerCreature(t *testing.T) {
	setup := func(t *testing.T, mode DarkMode) State {
		hand := []string{"iron_skin", "fortune", "second_wind", "iron_skin", "rally", "iron_skin"}
		if mode == DarkHuman {
			hand = hand[:4] // his hand limit (page 47)
		}
		s := moreCards(t, dpState(t, nil, explorer("taeral", 0, 0)), hand...)
		s.Dark.Mode = mode
		for i, id := range []string{"orc-1", "orc-2"} {
			o := creature(id, "grunt", 1, false)
			o.At = at(10, 3+i)
			o.Wounds = 2
			s.Figures = append(s.Figures, o)
		}
		s.Explore.Revealed[1] = true
		s.Dark.Budget = 30
		return darkTurn(t, s)
	}
	armour := func(s State, id string) int { f, _ := s.Figure(id); return f.Attrs().Armour }
	t.Run("human", func(t *testing.T) {
		s := setup(t, DarkHuman)
		s, _ = play(t, s, nil, playCard("iron_skin", "orc-1"), playCard("fortune", "orc-1"), playCard("second_wind", "orc-2"), playCard("iron_skin", "orc-2"))
		o, _ := s.Figure("orc-1")
		if o.Attrs().Armour != 4 || o.Attrs().Fortune != 1 || armour(s, "orc-2") != 4 || o.Power() != nil {
			t.Fatalf("orc-1 %+v orc-2 armour %d", o, armour(s, "orc-2"))
		}
	})
	t.Run("classic", func(t *testing.T) {
		s := setup(t, DarkClassic)
		s, _ = play(t, s, nil, playCard("iron_skin", "orc-1"))
		if armour(s, "orc-1") != 4 {
			t.Fatalf("armour %d", armour(s, "orc-1"))
		}
		// Fortune replaces Iron Skin: the Armour goes back.
		s, evs := play(t, s, nil, playCard("fortune", "orc-1"))
		o, _ := s.Figure("orc-1")
		if o.Attrs().Armour != 3 || o.Attrs().Fortune != 1 || o.Power() == nil || o.Power().Card != "fortune" {
			t.Fatalf("orc-1 %+v power %+v", *o.Attrs(), o.Power())
		}
		if pr, ok := find[PowerReplaced](evs); !ok || pr.Card != "iron_skin" || pr.By != "fortune" {
			t.Fatalf("replaced %+v", pr)
		}
		// Second Wind heals at once: nothing more on orc-2 this turn.
		s, _ = play(t, s, nil, playCard("second_wind", "orc-2"))
		err := refused(t, s, playCard("iron_skin", "orc-2"), CodeCardPlace)
		if !strings.Contains(err.Error(), "one Power card per creature") {
			t.Fatalf("refused %v", err)
		}
		if ids := OptionIDs(Options(s, Dark)); strings.Contains(ids, "play_card:iron_skin:orc-2") || !strings.Contains(ids, "play_card:iron_skin:orc-1") {
			t.Fatalf("options %s", ids)
		}
		// Rally on the section: orc-1's Fortune ends, orc-2 is left out.
		s, _ = play(t, s, nil, playCard("rally", "orc-1"))
		o, _ = s.Figure("orc-1")
		o2, _ := s.Figure("orc-2")
		if o.Attrs().Fortune != 0 || len(o.Boons) != 1 || len(o2.Boons) != 0 || o2.Power().Card != "second_wind" {
			t.Fatalf("orc-1 %+v boons %+v; orc-2 boons %+v power %+v", *o.Attrs(), o.Boons, o2.Boons, o2.Power())
		}
		// Next turn orc-2 may take another card, and Iron Skin ends
		// orc-1's Rally.
		s, _ = play(t, s, nil, endTurn(Dark), endTurn(Heroes))
		s, evs = play(t, s, nil, playCard("iron_skin", "orc-2"), playCard("iron_skin", "orc-1"))
		if armour(s, "orc-2") != 4 || armour(s, "orc-1") != 4 {
			t.Fatalf("armour %d %d", armour(s, "orc-2"), armour(s, "orc-1"))
		}
		if o, _ = s.Figure("orc-1"); slices.ContainsFunc(o.Boons, func(b Boon) bool { return b.Why.En == "Rally" }) {
			t.Fatalf("the Rally outlived Iron Skin: %+v", o.Boons)
		}
		if _, ok := find[BoonEnded](evs); !ok {
			t.Fatal("no boon_ended event")
		}
		if err := s.Check(); err != nil {
			t.Fatal(err)
		}
	})
}
