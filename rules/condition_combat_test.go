package rules

import (
	"testing"

	"dun/board"
)

// Page 42: the -1 of each condition applies to combat rolls too, the
// attacker's and the defender's, in melee and at range, and they add up.
func TestConditionsInCombatRolls(t *testing.T) {
	penalties := func(r RollRecord) (n int) {
		for _, m := range r.Modifiers {
			for _, c := range []Condition{Wounded, Poisoned, Diseased, Frightened} {
				if m.Why == c.Text() && m.Value == -1 {
					n++
				}
			}
		}
		return n
	}
	rollsOf := func(evs []Event, id string) []RollRecord {
		var out []RollRecord
		for _, e := range evs {
			if r, ok := e.(Rolled); ok && r.Roll.Figure == id {
				out = append(out, r.Roll)
			}
		}
		return out
	}
	cases := []struct {
		name          string
		shara, orc    []Condition
		shoot         bool
		wantH, wantOr int
	}{
		{"melee, none", nil, nil, false, 0, 0},
		{"melee, wounded attacker", []Condition{Wounded}, nil, false, 1, 0},
		{"melee, wounded and poisoned defender", nil, []Condition{Wounded, Poisoned}, false, 0, 2},
		{"melee, both", []Condition{Diseased}, []Condition{Diseased}, false, 1, 1},
		{"shot, wounded shooter", []Condition{Wounded, Poisoned}, nil, true, 2, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			shara := armed(heroFig("shara", 2, 2, 4, 0), sword())
			if c.shoot {
				shara = armed(heroFig("shara", 0, 2, 4, 0), bow())
			}
			shara.Facing = board.East
			for _, k := range c.shara {
				shara.Conditions = shara.Conditions.With(k)
			}
			orc := armed(fig("orc", Dark, SizeAverage, 3, 2, 4), sword())
			orc.Facing = board.West
			for _, k := range c.orc {
				orc.Conditions = orc.Conditions.With(k)
			}
			s := newState(t, arena(t), shara, orc)
			h, _ := play(t, s, nil, activate(Heroes, "shara"))
			cmd := attack(Heroes, "shara", "orc")
			if c.shoot {
				cmd = shoot(Heroes, "shara", "orc")
			}
			_, evs := applyDice(t, h, cmd, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3)
			hs, os := rollsOf(evs, "shara"), rollsOf(evs, "orc")
			if len(hs) == 0 {
				t.Fatalf("no roll by shara in %v", evs)
			}
			if got := penalties(hs[0]); got != c.wantH {
				t.Errorf("shara's %s roll: %d condition penalties, want %d (%+v)", hs[0].Rule, got, c.wantH, hs[0].Modifiers)
			}
			if !c.shoot {
				if len(os) == 0 {
					t.Fatalf("no roll by the orc in %v", evs)
				}
				if got := penalties(os[0]); got != c.wantOr {
					t.Errorf("orc's %s roll: %d condition penalties, want %d (%+v)", os[0].Rule, got, c.wantOr, os[0].Modifiers)
				}
			}
		})
	}
}
