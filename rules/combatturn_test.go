package rules

import "testing"

// Page 30: an enemy 12 squares or less from any hero makes a combat turn;
// distances are page 18's measure, so walls lengthen them.
func TestCombatTurnRange(t *testing.T) {
	g := parseMap(t, "..............", "..............")
	for _, c := range []struct {
		name string
		figs []Figure
		want bool
	}{
		{"12 squares", []Figure{heroFig("shara", 0, 0, 5, 0), fig("orc", Dark, SizeAverage, 12, 0, 4)}, true},
		{"13 squares", []Figure{heroFig("shara", 0, 0, 5, 0), fig("orc", Dark, SizeAverage, 13, 0, 4)}, false},
		{"diagonals count 1", []Figure{heroFig("shara", 0, 0, 5, 0), fig("orc", Dark, SizeAverage, 12, 1, 4)}, true},
		{"any hero", []Figure{heroFig("shara", 0, 0, 5, 0), heroFig("borgron", 1, 1, 4, 0), fig("orc", Dark, SizeAverage, 13, 0, 4)}, true},
		{"a companion counts", []Figure{heroFig("shara", 0, 0, 5, 0), fig("merc", Heroes, SizeAverage, 2, 0, 4), fig("orc", Dark, SizeAverage, 13, 0, 4)}, true},
		{"a Large enemy's nearest square", []Figure{heroFig("shara", 0, 0, 5, 0), fig("troll", Dark, SizeLarge, 12, 0, 6)}, true},
		{"no enemy", []Figure{heroFig("shara", 0, 0, 5, 0)}, false},
		{"a knocked-out enemy is gone", []Figure{heroFig("shara", 0, 0, 5, 0), withConditions(fig("orc", Dark, SizeAverage, 3, 0, 4), KnockedOut)}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := CombatTurn(newState(t, g, c.figs...)); got != c.want {
				t.Fatalf("got %v, want %v", got, c.want)
			}
		})
	}
	// A wall in the way: 3 squares apart in a straight line, but the way
	// round is 14 long.
	walled := parseMap(t,
		".#.....",
		".#.....",
		".#.....",
		".#.....",
		".#.....",
		".#.....",
		".......")
	if CombatTurn(newState(t, walled, heroFig("shara", 0, 0, 5, 0), fig("orc", Dark, SizeAverage, 2, 0, 4))) {
		t.Fatal("the wall makes the orc 14 squares away")
	}
}

// Page 30: the turn_began event says whether the turn is a combat turn,
// and each activation asks again: once the enemies are gone the heroes
// still to act are no longer in combat.
func TestCombatTurnEvents(t *testing.T) {
	g := parseMap(t, room(t, 8, 3)...)
	s := newState(t, g, heroFig("shara", 0, 0, 5, 0), heroFig("borgron", 0, 2, 4, 0), fig("orc", Dark, SizeAverage, 7, 2, 4))
	s, evs := play(t, s, nil, activate(Heroes, "shara"))
	if as, _ := find[ActivationStarted](evs); !as.Combat {
		t.Fatal("the orc is 7 squares away")
	}
	s, evs = play(t, s, nil, endTurn(Heroes))
	if tb, ok := find[TurnBegan](evs); !ok || !tb.Combat || tb.Side != Dark {
		t.Fatalf("turn began %+v", tb)
	}
	s, evs = play(t, s, nil, endTurn(Dark))
	if tb, _ := find[TurnBegan](evs); !tb.Combat {
		t.Fatal("still in combat")
	}
	// The orc falls (as combat will do) before Borgron acts.
	s.Figures[2].Conditions = s.Figures[2].Conditions.With(KnockedOut)
	s, evs = play(t, s, nil, activate(Heroes, "borgron"))
	if as, _ := find[ActivationStarted](evs); as.Combat {
		t.Fatal("no enemy is left: Borgron's activation is not in combat")
	}
	if CombatTurn(s) {
		t.Fatal("CombatTurn with no enemy")
	}
}
