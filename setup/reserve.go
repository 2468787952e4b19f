package setup

import "dun/quest"

// The quest sheet's change to the Artificial Dark Player's Reserve Points
// (page 88), for any group (R950, R1280-R1282).

// ReserveVPPerPoint is how many Value Points of the group above or below
// the group a sheet's adp_reserve was measured for move the Artificial
// Dark Player's starting reserve by one point. The book's budget moves by
// one for each (page 46); on the starter quests, maps of 5 to 7 sections
// sized for one to three heroes (page 106), dun sim found the reserve
// that keeps a party's win rate to move by about one for every four
// (R1280).
const ReserveVPPerPoint = 4

// SheetReserve is what quest q's sheet adds to the Artificial Dark
// Player's starting budget for a group of groupVP Value Points (taking
// away when negative). A sheet that names no adp_reserve_vp adds its
// adp_reserve whatever the group (R950); one that does adds what keeps
// the reserve left after the Leader where it was for the measured group,
// moved by one point for every ReserveVPPerPoint Value Points of
// difference: the group's Value Points count a quarter, not whole.
func SheetReserve(q *quest.Quest, groupVP int) int {
	if q.ADPReserveVP == 0 {
		return q.ADPReserve
	}
	diff := groupVP - q.ADPReserveVP
	return q.ADPReserve - diff + roundDiv(diff, ReserveVPPerPoint)
}

// roundDiv is a/b rounded to the nearest whole number, halves away from
// zero, for b > 0: a group 2 VP away from the measured one moves the
// reserve by one point, as one 6 VP away does.
func roundDiv(a, b int) int {
	if a < 0 {
		return -((-a + b/2) / b)
	}
	return (a + b/2) / b
}

// sheetFloor is the reserve left after the Leader (and before the
// sheet's set-up creatures) once the sheet's change is made: the change
// never takes it below zero, nor below the book's budget when that is
// already below zero (R1281). Page 89 lets the counter start below zero,
// but for what the book's own budget (page 46) cannot pay; an Artificial
// Dark Player below zero by the sheet's doing plays no card for most of
// the quest, as the one-hero games showed.
func sheetFloor(left, bookLeft int) int {
	return max(left, min(bookLeft, 0))
}
