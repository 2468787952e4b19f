// Package dice is the only source of chance in dun. The rules take a Source
// as an argument and never draw random numbers themselves, so a game is its
// setup, its dice source and its commands.
//
// Three sources exist: Seeded, a deterministic generator for play and
// simulation; Scripted, forced results for tests and scenario files; and
// Manual, a person entering physical dice. A Roller sits on a Source, rolls
// the dice the rulebook names (1D6, 2D6, D3, NxD6, page 10) and records
// every roll with its purpose as a plain Roll, so the game log can show
// each die that decided something.
//
// The package does no I/O: Manual asks through a function the caller
// supplies.
package dice
