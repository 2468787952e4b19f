// Package rules is Dungeon Universalis as a pure function: Apply takes a
// State, a Command and a dice source and returns the next State, the Events
// that explain it, or a RuleError that leaves the game as it was.
//
// State is plain data: it serialises to JSON, clones cheaply (the board is
// shared and treated as immutable; anything that must change it clones it
// first) and hashes to a stable 64-bit value. Options lists, for one seat,
// every command the rules accept right now; a client chooses among them and
// never decides what is legal. Every "may" of the rulebook is a Prompt that
// stops play until its seat answers.
//
// A quest played from its sheet carries its Mission (objectives, exits,
// turn limit, rewards). After every command the rules score the Achievement
// Counter, mark objectives met and end the quest (endquest.go); once
// State.End is set nothing more is offered or accepted, and AfterQuest
// settles the heroes' fates, injuries, coins and experience (aftermath.go).
//
// The package does no I/O and draws no random numbers: all chance comes from
// the dice.Source handed to Apply.
package rules
