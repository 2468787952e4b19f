package rules

import (
	"errors"
	"testing"

	"dun/dice"
)

// Page 14, checked exhaustively: every one of the 36 outcomes of an
// attribute test, and of the 36x36 outcomes of an opposed roll, is played
// through the engine with scripted dice, and the counts are compared with
// formulas written here from the book, not from the engine's code.

// waysAtLeast is how many of the 36 outcomes of 2D6 sum to n or more: a sum
// s comes up 6-|s-7| ways.
func waysAtLeast(n int) int {
	w := 0
	for s := max(n, 2); s <= 12; s++ {
		w += 6 - abs(s-7)
	}
	return w
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// passesOf36 is the book's count of passing outcomes of 2D6 + attr against
// target: the sums that reach it, plus the double 6 if the sum alone would
// not (it always passes), less the double 1 if the sum would (it always
// fails).
func passesOf36(attr, target int) int {
	n := target - attr
	w := waysAtLeast(n)
	if n > 12 {
		w++ // the double 6
	}
	if n <= 2 {
		w-- // the double 1
	}
	return w
}

func TestAttributeTestExhaustive(t *testing.T) {
	g := parseMap(t, room(t, 3, 3)...)
	for attr := -4; attr <= 10; attr++ {
		for _, target := range []int{10, 8, 12} {
			passed := 0
			for d1 := 1; d1 <= 6; d1++ {
				for d2 := 1; d2 <= 6; d2++ {
					f := heroFig("shara", 0, 0, 5, 0)
					f.EditAttrs().Agility = attr
					s := newState(t, g, f)
					e := &env{s: &s, dice: dice.NewRoller(dice.Scripted(d1, d2))}
					r, err := e.test(0, "test", Agility, target)
					if err != nil {
						t.Fatal(err)
					}
					if r.Outcome == Passed {
						passed++
					}
				}
			}
			if want := passesOf36(attr, target); passed != want {
				t.Errorf("2D6%+d against %d: %d of 36 pass, the book says %d", attr, target, passed, want)
			}
		}
	}
	// The example: 2D6+3 >= 10 passes on 21 of 36 (sums of 7 or more).
	if passesOf36(3, 10) != 21 {
		t.Fatalf("the formula itself is wrong: %d", passesOf36(3, 10))
	}
}

// bookOpposed says who wins an opposed roll by page 14 and R31: an
// unmodified double 6 wins unless both rolled it, a double 1 loses unless
// both rolled it, otherwise the higher total; 0 is a tie (roll again).
func bookOpposed(a1, a2, am, b1, b2, bm int) int {
	a6, b6 := a1 == 6 && a2 == 6, b1 == 6 && b2 == 6
	a1s, b1s := a1 == 1 && a2 == 1, b1 == 1 && b2 == 1
	switch {
	case a6 && !b6, b1s && !a1s:
		return 1
	case b6 && !a6, a1s && !b1s:
		return -1
	}
	sa, sb := a1+a2+am, b1+b2+bm
	switch {
	case sa > sb:
		return 1
	case sa < sb:
		return -1
	}
	return 0
}

func TestOpposedRollExhaustive(t *testing.T) {
	g := parseMap(t, room(t, 3, 3)...)
	for _, c := range []struct{ a, b int }{{3, 3}, {4, 2}, {0, 6}, {-2, 9}} {
		var wins, losses, ties, wantW, wantL, wantT int
		for o := 0; o < 36*36; o++ {
			a1, a2, b1, b2 := o/216%6+1, o/36%6+1, o/6%6+1, o%6+1
			hero := heroFig("borgron", 0, 0, 4, 0)
			hero.EditAttrs().Perception = c.a
			orc := fig("orc", Dark, SizeAverage, 2, 2, 4)
			orc.EditAttrs().Perception = c.b
			s := newState(t, g, hero, orc)
			e := &env{s: &s, dice: dice.NewRoller(dice.Scripted(a1, a2, b1, b2))}
			res, err := e.opposed("initiative", 0, Perception, nil, 1, Perception, nil)
			var re *RuleError
			switch {
			case err == nil && res.Winner == "borgron":
				wins++
			case err == nil:
				losses++
			case errors.As(err, &re) && re.Code == CodeDice:
				ties++ // a tie rolls again: the script has no fifth die
			default:
				t.Fatal(err)
			}
			switch bookOpposed(a1, a2, c.a, b1, b2, c.b) {
			case 1:
				wantW++
			case -1:
				wantL++
			default:
				wantT++
			}
		}
		if wins != wantW || losses != wantL || ties != wantT {
			t.Errorf("Perception %d against %d: engine %d/%d/%d (win/lose/tie), book %d/%d/%d", c.a, c.b, wins, losses, ties, wantW, wantL, wantT)
		}
	}
}
