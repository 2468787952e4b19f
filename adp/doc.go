// Package adp is the creature-behaviour half of the Artificial Dark
// Player of Dungeon Universalis, second edition (rulebook pages 61-65): a
// policy that, whenever the Dark side must decide, picks one of the
// options the rules offer it (rules.Options) and says why, in English and
// Spanish. It never builds a command of its own, so it cannot break a
// rule; what it adds is the book's order of preference.
//
// The package is pure: no I/O, no clock, no randomness of its own. The
// book's random choices (a random enemy among equals, the Leader's 1D3)
// are drawn from a stable hash of the game turn and the figures involved
// (docs/rulings.md R302), so the same state always gives the same
// decision and the game's dice are left to the rules.
//
// Behaviour cards reach the package as plain data (Card), built from the
// content pack by setup.Behaviours or by the caller.
//
// The other half is the ADP's cards (pages 54-60 and 64-65): its decks and
// budget (setup.go), the Scenario Die (scenario_die.go), the Creature
// Spawn Table and extra skills (spawn.go), the placement of creatures
// (placement.go, placement_special.go) and the Planner (cards.go), which
// answers what the ADP does with its cards when a hero risks an obstacle,
// a section is revealed or a combat turn begins. Those answers are plain
// steps for the rules to carry out, and their dice are the game's dice
// (dice.Source), rolled in the order the book rolls them.
package adp
