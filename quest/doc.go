// Package quest reads quest sheets: YAML files that draw a Dungeon
// Universalis scenario as text layers of one character per square (section
// letters, terrain, floor levels) and list its sections, doors, openings,
// stairs, furniture, special elements, starting squares, exploration arrows,
// fixed traps and creatures, the Leader, special rules and rewards, with
// every text in English and Spanish. docs/quest-format.md describes the
// format and docs/schema/quest.schema.json publishes it for editors.
//
// Parse reads a whole quest sheet; DecodeBoard reads only the map part, so
// that other formats (scenario files) can embed a map with the same keys.
// Every problem in a file is reported in one run, each as
// file:line:column: message. The package does no I/O: callers pass the
// bytes and the file name used in messages.
package quest
