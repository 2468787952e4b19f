// Package adp1 is the Artificial Dark Player of the earlier edition of
// Dungeon Universalis (the Spanish chapter "Jugador Oscuro Artificial",
// seed 002), offered as a variant beside the second edition's (package
// adp). The chapter's sections are cited by their Spanish titles.
//
// Where the two editions agree the package reuses package adp by import:
// the creatures' look-ahead, approach, weapons, pushes and the answers to
// prompts are the second edition's engine, run with cards rewritten to the
// earlier edition's general behaviour (firstCard) and, for target choice,
// on a copy of the state where no figure is a Leader (the earlier Leader
// rolls no 1D3, R602). What differs is written here: the activation order
// (order.go), the target criteria (firstCard), the Leader's improvement
// and the card handling (cards.go, pure functions for the Dark Player's
// decks, which the rules engine does not model yet).
//
// Like adp, the package is pure: same state, same decision, and every
// decision is one of the options rules.Options offers the Dark seat.
package adp1
