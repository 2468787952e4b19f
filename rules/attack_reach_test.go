package rules

import (
	"testing"

	"pgregory.net/rapid"
)

// attackOptions passes over enemies farther than any weapon or skill of
// the attacker reaches (max(2, skillReach)) without asking meleeTarget:
// meleeTarget must refuse every one of them, whatever the weapon, the
// levels and stairs of the board.
func TestMeleeTargetBeyondReach(t *testing.T) {
	check := func(t interface{ Fatalf(string, ...any) }, s State) {
		for ai := range s.Figures {
			a := &s.Figures[ai]
			weapons := append(a.MeleeWeapons(), -1)
			for ti := range s.Figures {
				if baseGap(a, &s.Figures[ti]) <= max(2, skillReach(a)) {
					continue
				}
				for _, k := range weapons {
					if _, err := meleeTarget(&s, ai, ti, k); err == nil {
						t.Fatalf("%s attacks %s %d squares away with weapon %d", a.ID, s.Figures[ti].ID, baseGap(a, &s.Figures[ti]), k)
					}
				}
			}
		}
	}
	for _, s := range fuzzStates(t) {
		check(t, s)
	}
	rapid.Check(t, func(t *rapid.T) {
		s := genState(t)
		// Some with the reach of tentacles (2, or 3 for a Huge one).
		for i := range s.Figures {
			if rapid.Bool().Draw(t, "tentacles") {
				s.Figures[i].Skills = append(s.Figures[i].Skills, "tentacles")
			}
		}
		check(t, s)
	})
}
