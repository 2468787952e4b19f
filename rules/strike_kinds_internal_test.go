package rules

import (
	"testing"

	"dun/board"

	"pgregory.net/rapid"
)

// No melee attack reaches beyond MeleeReach: on the fuzz corpus's states
// and on generated ones, some figures with tentacles (reach 2, or 3 for a
// Huge one) and some weapons of long reach (2), meleeTarget refuses every
// enemy further away with every weapon, bare hands included.
func TestMeleeReachBoundsMeleeTarget(t *testing.T) {
	check := func(t interface{ Fatalf(string, ...any) }, s State) {
		for ai := range s.Figures {
			a := &s.Figures[ai]
			weapons := append(a.MeleeWeapons(), -1)
			for ti := range s.Figures {
				if baseGap(a, &s.Figures[ti]) <= MeleeReach(a) {
					continue
				}
				for _, k := range weapons {
					if _, err := meleeTarget(&s, ai, ti, k); err == nil {
						t.Fatalf("%s attacks %s %d squares away with weapon %d, beyond its reach %d", a.ID, s.Figures[ti].ID, baseGap(a, &s.Figures[ti]), k, MeleeReach(a))
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
		for i := range s.Figures {
			f := &s.Figures[i]
			if rapid.Bool().Draw(t, "tentacles") {
				f.Skills = append(f.Skills, "tentacles")
			}
			for k := range f.Items {
				if f.Items[k].Kind == ItemMelee && rapid.Bool().Draw(t, "long reach") {
					f.Items[k].LongReach = true
				}
			}
		}
		check(t, s)
	})
}

// A spear reaches 2 (page 34), so MeleeReach must: Shara attacks the orc
// two squares off with it, and not with a sword.
func TestMeleeReachOfALongWeapon(t *testing.T) {
	for _, c := range []struct {
		weapon Item
		reach  int
	}{{spear(), 2}, {sword(), 1}} {
		shara := armed(heroFig("shara", 1, 2, 4, 0), c.weapon)
		shara.Facing = board.East
		s := newState(t, arena(t), shara, fig("orc", Dark, SizeAverage, 3, 2, 4))
		s, _ = play(t, s, nil, activate(Heroes, "shara"))
		if got := MeleeReach(&s.Figures[0]); got != c.reach {
			t.Fatalf("%s: MeleeReach %d, want %d", c.weapon.ID, got, c.reach)
		}
		if n := len(StrikeOptionsAt(s, Heroes, "orc")); (n > 0) != (c.reach == 2) {
			t.Fatalf("%s: %d attacks at the orc two squares away", c.weapon.ID, n)
		}
	}
}
