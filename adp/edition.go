package adp

import "dun/rules"

// Edition is what another edition's Artificial Dark Player changes in the
// Planner: the earlier edition's (adp1.Edition) places a spawned group in
// its own order and handles a revealed section's encounters by its own
// rules. The zero Edition is this edition's rules; a nil function keeps
// this edition's part.
type Edition struct {
	// Order sorts a spawned group for placement, in place of PlaceOrder.
	Order func(cs []SpawnCreature, room bool) []SpawnCreature
	// Encounter says what a section revealed brings, in place of pages
	// 56-57's rules (EncounterRules of this edition).
	Encounter func(sec SectionKind, brokeDoor bool) EncounterRules
	// SpawnModifier is the Creature Spawn Table's modifier, in place of
	// page 57's (SpawnModifier).
	SpawnModifier func(column string, large bool, groupVP int) int
	// NoCentre: a lone creature spawned in a room takes the placement
	// pattern's first square like any group, not the room's centre (page
	// 59's "Single creatures" is this edition's).
	NoCentre bool
	// NoSoloColumns: with a solo hero, Ambush!, Reinforcements and the
	// Main Room's group roll their own columns, not the Wandering
	// Creature column (page 65's solo rules are this edition's).
	NoSoloColumns bool
	// NoExtraSkills: no 1D6 per hero for the extra skills of a Large or
	// Huge creature spawned or of the Leader (pages 58 and 65 are this
	// edition's).
	NoExtraSkills bool
}

// EncounterRules is what a revealed section brings besides the Scenario
// Die's face.
type EncounterRules struct {
	// MainRoomEnemies: the Main Room's group comes first.
	MainRoomEnemies bool
	// ExtraCard: the section brings an Encounter card whatever the die
	// says (a large section but the Main Room).
	ExtraCard bool
	// FirstTurn: the die is rolled in the heroes' first turn too.
	FirstTurn bool
	// Reroll: the die is rolled again once when it shows no Encounter.
	Reroll bool
}

// encounterRules is what section sec, revealed, brings under the
// planner's edition: this edition's rules (page 56) unless the Edition
// says otherwise.
func (g *planning) encounterRules(sec SectionKind, brokeDoor bool) EncounterRules {
	if e := g.p.Edition.Encounter; e != nil {
		return e(sec, brokeDoor)
	}
	return EncounterRules{
		MainRoomEnemies: sec.Main,
		ExtraCard:       sec.Large && !sec.Main,
		Reroll:          brokeDoor || g.c.Quiet >= g.quietSections(),
	}
}

// quietSections is how many sections revealed with no enemy in a row make
// the Scenario Die be rolled again (page 56): two, or the last one alone
// under "Increase the challenge!" above 100 VP (page 63).
func (g *planning) quietSections() int {
	if g.c.challenged(rules.ChallengeRevealDie) {
		return 1
	}
	return 2
}

// spawnModifier is the Creature Spawn Table's modifier for column in a
// section large or not under the planner's edition.
func (g *planning) spawnModifier(column string, large bool) int {
	if m := g.p.Edition.SpawnModifier; m != nil {
		return m(column, large, g.c.GroupVP)
	}
	return SpawnModifier(column, large, g.c.GroupVP)
}

// placeOrder sorts a spawned group for placement under the planner's
// edition.
func (g *planning) placeOrder(cs []SpawnCreature, room bool) []SpawnCreature {
	if o := g.p.Edition.Order; o != nil {
		return o(cs, room)
	}
	return PlaceOrder(cs, room)
}

// soloColumn is the column a group rolls on under the planner's edition:
// page 65 sends a solo hero's Ambush!, Reinforcements and Main Room group
// (mainRoom) to the Wandering Creature column; an Enemy Spotted! card
// drawn elsewhere keeps its own.
func (g *planning) soloColumn(column string, mainRoom bool) string {
	if g.c.Heroes != 1 || g.p.Edition.NoSoloColumns {
		return column
	}
	if mainRoom || column == ColumnAmbush || column == ColumnReinforce {
		return ColumnWandering
	}
	return column
}
