package rules

import "testing"

// Page 114 (Scout): no extra Movement point for difficult terrain and no
// -1 for standing on it, unless running or in heavy armour (R747).
func TestScout(t *testing.T) {
	for _, c := range []struct {
		name   string
		skills []string
		armour bool
		run    bool
		cost   int
		pen    int
	}{
		{"no skill", nil, false, false, 6, -1},
		{"scout", []string{"scout"}, false, false, 3, 0},
		{"scout in heavy armour", []string{"scout"}, true, false, 6, -1},
	} {
		t.Run(c.name, func(t *testing.T) {
			grid := parseMap(t, "~~~~~~~", "~~~~~~~", "~~~~~~~")
			h := heroFig("h", 0, 0, 6, 0)
			h.Skills = c.skills
			if c.armour {
				h.Items = append(h.Items, heavyArmourItem())
			}
			s := newState(t, grid, h)
			s, _ = play(t, s, nil, activate(Heroes, "h"))
			if got := moveOpts(s, Heroes)[at(3, 0)]; got != c.cost {
				t.Fatalf("three difficult squares cost %d, want %d", got, c.cost)
			}
			mods := difficultPenalty(&s, &s.Figures[0], onDifficultTerrain, nil)
			found := false
			for _, m := range mods {
				if m.Value == c.pen && (m.Why.En == "on difficult terrain" || m.Why.En == "on difficult terrain, no penalty: skill: Scout") {
					found = true
				}
			}
			if !found {
				t.Fatalf("modifiers %+v, want the terrain at %d", mods, c.pen)
			}
		})
	}
	// Running, a scout pays for difficult terrain.
	grid := parseMap(t, "~~~~~~~", "~~~~~~~", "~~~~~~~")
	s := newState(t, grid, skilled(heroFig("h", 0, 0, 3, 0), "scout"))
	s, _ = play(t, s, []int{3, 4}, activate(Heroes, "h"), run(Heroes, "h"))
	if s.Active == nil || !s.Active.Running() {
		t.Fatal("not running")
	}
	if got, ok := moveOpts(s, Heroes)[at(3, 0)]; !ok || got != 6 {
		t.Fatalf("running, three difficult squares cost %d (%v)", got, ok)
	}
}
