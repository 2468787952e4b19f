package rules

// The extra effects of a hit (page 42). A melee attack, a shot or a magic
// projectile that hits may also knock the target down or stun it,
// according to the attacker's size against the target's and the criticals
// of the roll to hit: none, a critical (one 6) or a double critical (a
// double 6). The effect is applied after the damage, and not at all if the
// target is knocked out (takeBlow). A Leader is spared the two effects the
// table marks with an asterisk: a much larger attacker's plain hit and a
// larger attacker's critical (R52).

// hitCell is one cell of the table.
type hitCell uint8

const (
	noEffect hitCell = iota
	knockDown
	knockDownUnlessLeader
	stun
)

// hitTable is the table of page 42: rows by the attacker's size less the
// target's, from much smaller (-2 or less) to much larger (+2 or more);
// columns by criticals, from a plain hit to a double critical.
var hitTable = [5][3]hitCell{
	{noEffect, noEffect, stun},                    // much smaller
	{noEffect, noEffect, stun},                    // smaller
	{noEffect, noEffect, knockDown},               // the same size
	{noEffect, knockDownUnlessLeader, knockDown},  // larger
	{knockDownUnlessLeader, knockDown, knockDown}, // much larger
}

// HitEffect is the extra effect of a hit by an attacker of size attacker on
// a target of size target with criticals critical hits (0, 1, or 2 for a
// double critical), the target being a Leader or not: KnockedDown or
// Stunned, and false when there is none (page 42).
func HitEffect(attacker, target, criticals int, leader bool) (Condition, bool) {
	row := min(max(attacker-target, -2), 2) + 2
	col := min(max(criticals, 0), 2)
	switch hitTable[row][col] {
	case knockDown:
		return KnockedDown, true
	case knockDownUnlessLeader:
		if !leader {
			return KnockedDown, true
		}
	case stun:
		return Stunned, true
	}
	return 0, false
}
