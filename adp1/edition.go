package adp1

import (
	"strconv"

	"dun/adp"
)

// Edition is the earlier edition's part of the ADP's cards for adp's
// Planner, which an adp1 game plays its cards with (R915): a revealed
// section's encounters by Encounter (the die rolled in the heroes' first
// turn too, rolled again only after a broken door, no spawn modifier),
// a spawned group placed in PlacementOrder's order, a lone creature in a
// room placed by the pattern rather than in the centre, no solo-hero
// columns for Ambush!, Reinforcements and the Main Room, and no extra
// skills rolled for Large or Huge creatures or the Leader (R1150, R1151,
// R1153).
// Its patterns of squares, the Thief!'s square, the ambushers' section and
// the Leader's square are the same in both chapters (R1152), and the
// Budget is set-up's (R611).
func Edition() adp.Edition {
	return adp.Edition{
		Order: placeOrder,
		Encounter: func(sec adp.SectionKind, brokeDoor bool) adp.EncounterRules {
			p := Encounter(Section{Main: sec.Main, Large: sec.Large, BrokenDoor: brokeDoor})
			return adp.EncounterRules{MainRoomEnemies: p.MainRoomEnemies, ExtraCard: p.ExtraCard, Reroll: p.Reroll, FirstTurn: true}
		},
		SpawnModifier: func(string, bool, int) int { return Encounter(Section{}).SpawnModifier },
		NoCentre:      true,
		NoSoloColumns: true,
		NoExtraSkills: true,
	}
}

// Planner is planner with the earlier edition's part (Edition), a copy:
// planner itself is left as it was.
func Planner(planner *adp.Planner) *adp.Planner {
	if planner == nil {
		return nil
	}
	p := *planner
	p.Edition = Edition()
	return &p
}

// placeOrder sorts a spawned group by PlacementOrder: in a room a corridor
// is not, and a creature's reach tells its long weapon or ranged attacks.
func placeOrder(cs []adp.SpawnCreature, room bool) []adp.SpawnCreature {
	in := make([]Creature, len(cs))
	for k, c := range cs {
		in[k] = Creature{ID: strconv.Itoa(k), VP: c.VP, LongWeapon: c.Reach == adp.ReachLong, Ranged: c.Reach == adp.ReachRanged}
	}
	out := make([]adp.SpawnCreature, 0, len(cs))
	for _, id := range PlacementOrder(in, !room) {
		k, _ := strconv.Atoi(id)
		out = append(out, cs[k])
	}
	return out
}
