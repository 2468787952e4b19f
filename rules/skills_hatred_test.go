package rules

import (
	"testing"

	"dun/board"
)

// Hatred (page 110): against the kind of foe the hero hates, +1 Courage
// and melee ones rolled again; against any other kind, nothing.
func TestHatred(t *testing.T) {
	for _, tc := range []struct {
		name  string
		kind  string
		race  string
		hates []string
		hated bool
	}{
		{"hated kind", "orc", "", []string{"orc"}, true},
		{"one of two hated kinds", "orc", "", []string{"goblin", "orc"}, true},
		{"a hated race", "", "elf", []string{"elf"}, true},
		{"another kind", "goblin", "", []string{"orc"}, false},
		{"no kind", "", "", []string{"orc"}, false},
		{"hates nothing", "orc", "", nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			foe := skilled(armed(fig("foe", Dark, SizeAverage, 3, 2, 4), sword()), "fearsome")
			foe.Facing = board.West
			foe.SetKind(tc.kind)
			foe.SetRace(tc.race)
			h := skilled(armed(heroFig("nariant", 2, 2, 4, 0), sword()), "hatred")
			h.Facing = board.East
			h.EditAttrs().Courage = 3
			h.SetHates(tc.hates)
			s := newState(t, arena(t), h, foe)
			s, _ = play(t, s, nil, activate(Heroes, "nariant"))
			// Fear: 4+2 +3 Courage (+1 hatred = 10 passed; 9 failed).
			// Attack 1+4: with Hatred the 1 is rolled again (a 5).
			_, evs := applyDice(t, s, attack(Heroes, "nariant", "foe"), 4, 2, 1, 4, 5, 2, 2, 1, 1, 1, 1, 1)
			r := firstRoll(t, evs, ruleFear)
			if got := skillModifier(r, 1, "Hatred Towards (Character/Creature)"); got != tc.hated {
				t.Fatalf("fear modifier %v, want %v: %+v", got, tc.hated, r.Modifiers)
			}
			if want := map[bool]Outcome{true: Passed, false: Failed}[tc.hated]; r.Outcome != want {
				t.Fatalf("fear %v, want %v", r.Outcome, want)
			}
			if _, ok := skillUsed(evs, "hatred"); ok != tc.hated {
				t.Fatalf("ones rolled again %v, want %v: %v", ok, tc.hated, evs)
			}
		})
	}
}

// A critical failure (double 1) is never rolled again.
func TestHatredKeepsCriticalFailure(t *testing.T) {
	foe := armed(fig("foe", Dark, SizeAverage, 3, 2, 4), sword())
	foe.Facing = board.West
	foe.SetKind("orc")
	h := skilled(armed(heroFig("nariant", 2, 2, 4, 0), sword()), "hatred")
	h.Facing = board.East
	h.SetHates([]string{"orc"})
	s := newState(t, arena(t), h, foe)
	s, _ = play(t, s, nil, activate(Heroes, "nariant"))
	_, evs := applyDice(t, s, attack(Heroes, "nariant", "foe"), 1, 1, 2, 2, 1, 1, 1, 1, 1, 1)
	if _, ok := skillUsed(evs, "hatred"); ok {
		t.Fatalf("a critical failure rolled again: %v", evs)
	}
}
