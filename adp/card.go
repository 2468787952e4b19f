package adp

import "dun/rules"

// Pick is one way a behaviour card ranks the enemies a creature may
// target (page 61: the card's priorities come after the even spread of
// attacks and before a random choice).
type Pick string

// The picks the cards use.
const (
	// PickEngaged: an enemy the creature is engaged with.
	PickEngaged Pick = "engaged"
	// PickEasiestToHit: the lowest Combat Skill after the penalties of its
	// equipment and conditions.
	PickEasiestToHit Pick = "easiest_to_hit"
	// PickLikelyShot: the shot most likely to hit: no move needed first,
	// less cover, closer.
	PickLikelyShot Pick = "likely_shot"
	// PickClosest: the nearest by distance (page 18).
	PickClosest Pick = "closest"
	// PickLowestCourage: the lowest Courage.
	PickLowestCourage Pick = "lowest_courage"
	// PickFewestVitality: the fewest Vitality points left.
	PickFewestVitality Pick = "fewest_vitality"
	// PickWorstArmour: the lowest Armour.
	PickWorstArmour Pick = "worst_armour"
	// PickBestArmour: the highest Armour.
	PickBestArmour Pick = "best_armour"
	// PickMostVP: the most Value Points.
	PickMostVP Pick = "most_vp"
	// PickLowestIntelligence: the lowest Intelligence.
	PickLowestIntelligence Pick = "lowest_intelligence"
	// PickNextToLeader: an enemy adjacent to a Leader of the Dark side.
	PickNextToLeader Pick = "next_to_leader"
	// PickSmallest: the smallest size.
	PickSmallest Pick = "smallest"
	// PickHurt: a knocked-down, stunned or wounded enemy.
	PickHurt Pick = "hurt"
	// PickFree: an enemy nobody engages, spellcasters and shooters first.
	PickFree Pick = "free"
	// PickMostEngaged: the enemy engaged with the most of the creature's
	// allies.
	PickMostEngaged Pick = "most_engaged"
	// PickInWater: an enemy standing in deep water.
	PickInWater Pick = "in_water"
	// PickCaster: an enemy with Mana (a spellcaster).
	PickCaster Pick = "caster"
)

// Push is what a creature does when it may push the loser of a round.
type Push uint8

const (
	// PushStraight pushes in a straight line away from the creature, or
	// against a wall for the extra damage die (page 62).
	PushStraight Push = iota
	// PushNever leaves the loser where it is.
	PushNever
)

// Follow is whether a creature takes the square its target left.
type Follow uint8

const (
	// FollowAlways takes the square.
	FollowAlways Follow = iota
	// FollowNever stays.
	FollowNever
	// FollowWater takes the square only if it is deep water.
	FollowWater
)

// Card is a behaviour card as the policy reads it (pages 61-63): the
// target priorities and the few choices the card fixes. The zero Card
// ranks by distance only and follows the general rules.
type Card struct {
	// ID is the content ID of the card ("melee_fighter").
	ID string
	// Name is the card's name, for reasons.
	Name rules.Text
	// Picks are the card's target priorities, best first.
	Picks []Pick
	// NoSpread: the card ignores the even spread of attacks among the
	// enemies (page 61, first criterion).
	NoSpread bool
	// Ranged: the creature prefers shooting and activates with the
	// shooters; it disengages when it could then shoot.
	Ranged bool
	// MeleeOnly: the creature never shoots.
	MeleeOnly bool
	// Caster: spellcasters and battle sorcerers activate first (page 61).
	Caster bool
	// NeverDisengage: the creature never leaves a melee of its own will
	// (a Leader ignores this, page 64).
	NeverDisengage bool
	// NoShield: the creature never blocks with a shield.
	NoShield bool
	// NoSupport: the creature never makes non-offensive actions (the
	// Berserker's card; page 61's die is not rolled for it).
	NoSupport bool
	// SelfFirst: before its attack spells the creature casts an enhancing
	// or protecting spell on itself when none is in force on it (the
	// Battle Sorcerer's card), without page 61's die.
	SelfFirst bool
	// Push and Follow: what it does after winning a round.
	Push   Push
	Follow Follow
	// Leader is the Leader's 1D3 table (page 64): the pick for results 1,
	// 2 and 3; an empty pick falls back to PickClosest.
	Leader [3]Pick
}

// fallbackCard is the card of a creature whose card is unknown: the
// general rules only.
var fallbackCard = Card{
	Name:   rules.Text{En: "general behaviour", Es: "comportamiento general"},
	Picks:  []Pick{PickClosest},
	Leader: [3]Pick{PickClosest, PickEasiestToHit, PickLowestCourage},
}
