package setup

import (
	"testing"

	"dun/dice"
	"dun/quest"
	"dun/rules"
)

// R1280: a sheet that names the group its adp_reserve was measured for
// moves the reserve by one point for every four Value Points of
// difference (halves away from zero); one that does not adds its
// adp_reserve to any group, as before.
func TestSheetReserve(t *testing.T) {
	for _, tc := range []struct {
		name              string
		reserve, measured int
		group, want       int
	}{
		{"no measured group: fixed", -23, 0, 15, -23},
		{"the measured group", -23, 32, 32, -23},
		// 17 VP fewer: the book would take 17, the sheet gives back 13.
		{"solo, 15 VP", -23, 32, 15, -10},
		// 10 fewer: 2.5 rounds away from zero to 3.
		{"two heroes, 22 VP", -23, 32, 22, -16},
		// 11 more: the group's 11 VP bring 3 points, not 11.
		{"four heroes, 43 VP", -23, 32, 43, -31},
		{"a war dog more, 34 VP", -23, 32, 34, -24},
		{"one VP more", -23, 32, 33, -24},
		{"a sheet that gives points", 5, 20, 12, 11},
	} {
		q := &quest.Quest{ADPReserve: tc.reserve, ADPReserveVP: tc.measured}
		if got := SheetReserve(q, tc.group); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
}

// R1281: the sheet's change stops at zero when the book's budget after
// the Leader is not below zero, and at the book's when it is.
func TestSheetFloor(t *testing.T) {
	for _, tc := range []struct{ left, book, want int }{
		{4, 22, 4},
		{0, 22, 0},
		{-8, 22, 0},
		{-8, 0, 0},
		{-20, -5, -5},
		{-3, -5, -3},
		{30, 22, 30},
	} {
		if got := sheetFloor(tc.left, tc.book); got != tc.want {
			t.Errorf("sheetFloor(%d, %d) = %d, want %d", tc.left, tc.book, got, tc.want)
		}
	}
}

// The Artificial Dark Player's starting budget follows R1280 and R1281:
// the mill's three heroes (32 VP) against the devastator lord (10 VP)
// give the book's 22; a human Dark Player keeps them whatever the sheet.
func TestDarkPlayerReserveByGroup(t *testing.T) {
	p := starterPack(t)
	q, s := millGame(t, p)
	if s.GroupVP() != 32 {
		t.Fatalf("the mill's group has %d VP, the cases below count 32", s.GroupVP())
	}
	for _, tc := range []struct {
		name              string
		reserve, measured int
		adp, human        int
	}{
		{"measured for this group", -10, 32, 12, 22},
		// Measured for 49 VP: that group kept 49 - 10 - 10 = 29; this one
		// has 17 VP fewer, 4 points fewer.
		{"measured for a larger group", -10, 49, 25, 22},
		// Measured for 20 VP (2 points left): 12 VP more, 3 more points.
		{"measured for a smaller group", -8, 20, 5, 22},
		{"the sheet would go below zero", -30, 32, 0, 22},
		{"fixed, below zero", -30, 0, 0, 22},
		{"fixed", -10, 0, 12, 22},
	} {
		q.ADPReserve, q.ADPReserveVP = tc.reserve, tc.measured
		for _, m := range []rules.DarkMode{rules.DarkADP, rules.DarkHuman} {
			d, err := DarkPlayer(p, q, s, DarkOptions{Mode: m}, dice.Seeded(7))
			if err != nil {
				t.Fatal(err)
			}
			want := tc.human
			if m == rules.DarkADP {
				want = tc.adp
			}
			if d.Budget != want || d.Initial != 32 {
				t.Errorf("%s, %s: budget %d (initial %d), want %d (32)", tc.name, m, d.Budget, d.Initial, want)
			}
		}
	}
}
