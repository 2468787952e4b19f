package rules

import (
	"testing"

	"dun/board"
)

// Page 28: a figure pushed off a raised floor onto one two levels or more
// below falls: one damage die per level against its Natural Armour, and
// it is stunned (R821). A push one level down is only a step.
func TestPushedOffALedge(t *testing.T) {
	for _, c := range []struct {
		name  string
		level uint8
		dice  []int // the damage dice of the fall, if any
		fell  bool
	}{
		{"three levels", 3, []int{1, 1, 1}, true},
		{"one level", 1, nil, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := parseMap(t, "#####", "#...#", "#...#", "#...#", "#####")
			for y := 2; y <= 3; y++ {
				for x := 1; x <= 3; x++ {
					sq := g.Square(at(x, y))
					sq.Level = c.level
					g.Set(at(x, y), sq)
				}
			}
			shara := armed(heroFig("shara", 2, 3, 4, 0), sword())
			shara.Facing = board.North
			orc := fig("orc", Dark, SizeAverage, 2, 2, 4)
			s := newState(t, g, shara, orc)
			s, _ = play(t, s, nil, activate(Heroes, "shara"))
			// Shara hits the orc: 6+5+3 against 1+2+3, 4 dice of 1.
			n, _ := applyDice(t, s, attack(Heroes, "shara", "orc"), 6, 5, 1, 2, 1, 1, 1, 1, 1)
			if n.Prompt == nil || n.Prompt.Kind != PromptPush {
				t.Fatalf("push prompt %+v", n.Prompt)
			}
			n, evs := applyDice(t, n, answer(Heroes, "push:2,1"), c.dice...)
			f, fell := find[Fell](evs)
			o, _ := n.Figure("orc")
			if fell != c.fell || o.At != at(2, 1) || o.Conditions.Has(Stunned) != c.fell {
				t.Fatalf("fell %v %+v, orc at %v, %v", fell, f, o.At, o.Conditions)
			}
			if c.fell && (f.Height != int(c.level) || f.From != at(2, 2)) {
				t.Fatalf("fall %+v", f)
			}
		})
	}
}
