// Package scenario reads and runs scenario files: YAML files that set up a
// Dungeon Universalis board (an inline map with the quest sheet's map keys,
// or a quest sheet), place figures, force the dice, play commands through
// rules.Apply and check what must hold after each step (positions, costs,
// reachable squares, options, sight and cover, adjacency, engagement,
// distances, events, rolls, prompts, refusals). docs/scenarios.md describes
// the format and docs/schema/scenario.schema.json publishes it.
//
// The package does no I/O of its own: Parse takes the file's bytes and a
// loader for the quest sheets a scenario names, and reports go to an
// io.Writer.
package scenario
