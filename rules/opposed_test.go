package rules

import (
	"testing"

	"dun/dice"
)

func rolled(a, b, mod int) RollRecord {
	return RollRecord{Roll: dice.Roll{Kind: "2D6", Dice: []int{a, b}, Total: a + b}, Modifiers: []Modifier{{Value: mod}}}
}

// Page 14: the higher result wins; an unmodified double 6 wins and a
// double 1 loses whatever the modifiers, unless both rolled the same
// double (R31).
func TestOpposedWinner(t *testing.T) {
	for _, c := range []struct {
		name string
		a, b RollRecord
		want int
	}{
		{"higher wins", rolled(4, 4, 3), rolled(5, 4, 1), 1},
		{"lower loses", rolled(2, 3, 0), rolled(2, 4, 0), -1},
		{"tie", rolled(2, 5, 2), rolled(3, 3, 3), 0},
		{"double 6 beats a higher result", rolled(6, 6, -3), rolled(5, 6, 4), 1},
		{"double 1 loses to a lower result", rolled(1, 1, 9), rolled(1, 2, 0), -1},
		{"two double 6: the modifiers decide", rolled(6, 6, 1), rolled(6, 6, 2), -1},
		{"two double 6 with equal results tie", rolled(6, 6, 1), rolled(6, 6, 1), 0},
		{"two double 1: the modifiers decide", rolled(1, 1, 3), rolled(1, 1, 2), 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := OpposedWinner(c.a, c.b); got != c.want {
				t.Fatalf("got %d, want %d", got, c.want)
			}
			if got := OpposedWinner(c.b, c.a); got != -c.want {
				t.Fatalf("swapped: got %d, want %d", got, -c.want)
			}
		})
	}
}

// Page 30: a tied Initiative roll goes to the higher Intelligence; when
// that ties too, both roll again.
func TestOpposedTies(t *testing.T) {
	g := parseMap(t, room(t, 6, 3)...)
	hero := heroFig("borgron", 0, 0, 4, 0)
	hero.EditAttrs().Perception = 2
	hero.EditAttrs().Intelligence = 3
	orc := fig("orc", Dark, SizeAverage, 5, 2, 4)
	orc.EditAttrs().Perception = 2
	orc.EditAttrs().Intelligence = 2
	s := newState(t, g, hero, orc)

	// 3+4+2 = 9 against 4+3+2 = 9: Borgron's Intelligence breaks the tie.
	e := &env{s: &s, dice: dice.NewRoller(dice.Scripted(3, 4, 4, 3))}
	o, err := e.opposed("initiative", 0, Perception, nil, 1, Perception, nil, HigherAttribute(Intelligence))
	if err != nil {
		t.Fatal(err)
	}
	if o.Winner != "borgron" || o.TieBreak == nil || o.TieBreak.En != "higher Intelligence" || o.Rolled != 1 {
		t.Fatalf("opposed %+v", o)
	}
	if ev, ok := find[OpposedRolled](e.events); !ok || ev.Opposed.Winner != "borgron" {
		t.Fatalf("event %+v", ev)
	}

	// Same Intelligence: the tie is rolled again, and the new roll decides.
	s.Figures[1].EditAttrs().Intelligence = 3
	e = &env{s: &s, dice: dice.NewRoller(dice.Scripted(3, 4, 4, 3, 2, 2, 5, 1))}
	o, err = e.opposed("initiative", 0, Perception, nil, 1, Perception, nil, HigherAttribute(Intelligence))
	if err != nil {
		t.Fatal(err)
	}
	if o.Winner != "orc" || o.TieBreak != nil || o.Rolled != 2 || o.First.Total != 4 || o.Second.Total != 6 {
		t.Fatalf("opposed %+v", o)
	}
	// A condition counts in the tie-break: a stunned Borgron is less clever.
	s.Figures[0].Conditions = s.Figures[0].Conditions.With(Stunned)
	if HigherAttribute(Intelligence).Decide(&s.Figures[0], &s.Figures[1]) != -1 {
		t.Fatal("the stun must lower Intelligence")
	}
	// Criticals are marked on opposed rolls too.
	e = &env{s: &s, dice: dice.NewRoller(dice.Scripted(6, 6, 1, 1))}
	o, err = e.opposed("combat", 0, CombatSkill, nil, 1, CombatSkill, nil)
	if err != nil || o.First.Critical != DoubleCritical || o.Second.Critical != CriticalFailure || o.Winner != "borgron" {
		t.Fatalf("criticals %+v %v", o, err)
	}
}
