package dice

import (
	"fmt"
	"slices"
)

// Roll is the record of one roll: plain data, serialisable to JSON, kept in
// the game log so every die that decided something can be shown.
type Roll struct {
	Seq     int    `json:"seq"`     // 1-based number of the roll on its Roller
	Purpose string `json:"purpose"` // what the roll decides
	Kind    string `json:"kind"`    // "1D6", "2D6", "D3", "5D6", ...
	Dice    []int  `json:"dice"`    // the faces rolled, in order
	Total   int    `json:"total"`   // the sum of Dice; for D3, the halved die
	// Rerolled lists the indexes into Dice that were rolled again, and
	// Before the faces they had; both are empty for a first roll.
	Rerolled []int `json:"rerolled,omitempty"`
	Before   []int `json:"before,omitempty"`
}

// String shows the roll for a log line: "#3 run: Taeral 2D6 [1 1] = 2".
func (r Roll) String() string {
	s := fmt.Sprintf("#%d ", r.Seq)
	if r.Purpose != "" {
		s += r.Purpose + " "
	}
	s += fmt.Sprintf("%s %v = %d", r.Kind, r.Dice, r.Total)
	if len(r.Rerolled) > 0 {
		s += fmt.Sprintf(" (rerolled, was %v)", r.Before)
	}
	return s
}

// IsDouble reports whether the roll is two dice showing the same face.
func (r Roll) IsDouble() bool { return len(r.Dice) == 2 && r.Dice[0] == r.Dice[1] }

// Double1 reports a double 1 on two dice: the unmodified result that is a
// critical failure on attribute tests (page 14).
func (r Roll) Double1() bool { return r.IsDouble() && r.Dice[0] == 1 }

// Double6 reports a double 6 on two dice: the unmodified result that is
// always a success, a critical (page 14).
func (r Roll) Double6() bool { return r.IsDouble() && r.Dice[0] == 6 }

// Count is the number of dice showing face.
func (r Roll) Count(face int) int {
	n := 0
	for _, d := range r.Dice {
		if d == face {
			n++
		}
	}
	return n
}

// Sixes is the number of dice showing 6.
func (r Roll) Sixes() int { return r.Count(6) }

// Ones is the number of dice showing 1.
func (r Roll) Ones() int { return r.Count(1) }

// AtLeast is the number of dice showing face or more ("4+ on 1D6").
func (r Roll) AtLeast(face int) int {
	n := 0
	for _, d := range r.Dice {
		if d >= face {
			n++
		}
	}
	return n
}

// Clone returns a copy sharing no slices with r.
func (r Roll) Clone() Roll {
	r.Dice = slices.Clone(r.Dice)
	r.Rerolled = slices.Clone(r.Rerolled)
	r.Before = slices.Clone(r.Before)
	return r
}

// D3 is the value of a three-sided die read from one six-sided die: the
// face halved, rounding up (1-2 is 1, 3-4 is 2, 5-6 is 3; page 10).
func D3(face int) int { return (face + 1) / 2 }

// DivDown divides n by d rounding down, the game's default rounding, with
// the rulebook's minimum of 1 for a positive n (page 10). A zero or negative
// n gives 0. d must be positive.
func DivDown(n, d int) int {
	if n <= 0 {
		return 0
	}
	return max(n/d, 1)
}

// DivUp divides a positive n by d rounding up, for the rules that say so.
// A zero or negative n gives 0. d must be positive.
func DivUp(n, d int) int {
	if n <= 0 {
		return 0
	}
	return (n + d - 1) / d
}
