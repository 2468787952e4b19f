package setup

import (
	"testing"

	"dun/quest"
	"dun/rules"
)

// Page 74's limits on companions, and page 65's for a solo hero: one pet
// and one mercenary, or two mercenaries; mounts alone are not counted.
func TestCheckCompanions(t *testing.T) {
	p := starterPack(t)
	for _, c := range []struct {
		name   string
		heroes int
		cs     []CompanionOf
		ok     bool
	}{
		{"one each", 2, []CompanionOf{{"shara", "war_dog"}, {"taeral", "human_soldier"}}, true},
		{"two for one hero of a party", 2, []CompanionOf{{"shara", "war_dog"}, {"shara", "human_soldier"}}, false},
		{"a mount besides", 2, []CompanionOf{{"shara", "war_dog"}, {"shara", "horse"}}, true},
		{"three in the group", 3, []CompanionOf{{"shara", "war_dog"}, {"taeral", "human_soldier"}, {"borgron", "wolf"}}, false},
		{"two of one card", 2, []CompanionOf{{"shara", "war_dog"}, {"taeral", "war_dog"}}, false},
		{"solo: a pet and a mercenary", 1, []CompanionOf{{"shara", "war_dog"}, {"shara", "human_soldier"}}, true},
		{"solo: two mercenaries", 1, []CompanionOf{{"shara", "human_crossbowman"}, {"shara", "human_soldier"}}, true},
		{"solo: two pets", 1, []CompanionOf{{"shara", "war_dog"}, {"shara", "wolf"}}, false},
		{"solo: three", 1, []CompanionOf{{"shara", "war_dog"}, {"shara", "human_soldier"}, {"shara", "human_crossbowman"}}, false},
		{"six characters", 5, []CompanionOf{{"a", "war_dog"}, {"b", "human_soldier"}}, false},
	} {
		if err := CheckCompanions(p, c.heroes, c.cs); (err == nil) != c.ok {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}

// R1161: one hero, whatever companions he brings, plays a solo game; two
// heroes do not.
func TestGameSolo(t *testing.T) {
	q, err := quest.Parse("cellar.yaml", []byte(cellar))
	if err != nil {
		t.Fatal(err)
	}
	dog := rules.Figure{
		ID:   "borgron-dog",
		Side: rules.Heroes,
		Size: rules.SizeAverage,
	}.WithInfo(rules.FigureInfo{Name: "dog", Owner: "borgron",
		Attrs: rules.Attributes{Movement: 6, Vitality: 4}})
	s, err := Game(q, append(heroes()[:1], dog), profiles)
	if err != nil {
		t.Fatal(err)
	}
	if f, _ := s.Figure("borgron"); !s.Solo || f.Attrs().Fortune != 3 {
		t.Fatalf("solo %v fortune %d", s.Solo, f.Attrs().Fortune)
	}
	if s, err = Game(q, heroes(), profiles); err != nil || s.Solo {
		t.Fatalf("two heroes: solo %v, %v", s.Solo, err)
	}
}
