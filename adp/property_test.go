package adp_test

import (
	"testing"

	"pgregory.net/rapid"

	"dun/adp/adptest"
)

// From generated positions, over three rounds against random heroes, the
// ADP always picks an offered option with reasons in both languages, the
// same one when asked again, the rules accept it, and each Dark turn ends
// within MaxSteps decisions (adptest.CheckTurns).
func TestADPAlwaysLegalAndEnds(t *testing.T) {
	p := player(t)
	rapid.Check(t, func(t *rapid.T) { adptest.CheckTurns(t, p, adptest.Game(t, 6)) })
}

// Play runs whole Dark turns on seeded games and stops only when the
// heroes must act.
func TestPlayStopsForTheHeroes(t *testing.T) {
	p := player(t)
	rapid.Check(t, func(t *rapid.T) { adptest.CheckPlayStops(t, p.Play, adptest.Game(t, 6)) })
}
