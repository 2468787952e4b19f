package rules

import (
	"strings"
	"testing"

	"dun/dice"
)

// A refusal names things in the language of each message.
func TestRefusalSpeaksBothLanguages(t *testing.T) {
	e := notYourTurn(Dark, Heroes)
	e.settle() // as every exported function does
	if e.Reason.En != "it is the turn of the heroes, not of the Dark Player" {
		t.Errorf("en: %q", e.Reason.En)
	}
	if e.Reason.Es != "este turno es para los héroes, no para el Jugador Oscuro" {
		t.Errorf("es: %q", e.Reason.Es)
	}
}

// An unknown seat is named by its number, not by a side's text.
func TestUnknownSeatReason(t *testing.T) {
	s := fuzzStates(t)[0]
	_, _, err := Apply(s, EndTurn{Header: Header{Seat: Side(7)}}, dice.Scripted())
	if err == nil || !strings.Contains(err.Error(), "unknown seat 7") || strings.Contains(err.Error(), "%!") {
		t.Fatalf("got %v", err)
	}
}

// A state an option list made quiet still refuses a command applied to it
// with its full reason.
func TestApplyIsNeverQuiet(t *testing.T) {
	zombie := skilled(fig("zombie", Heroes, SizeAverage, 1, 1, 4), "staggering")
	s := newState(t, arena(t), zombie)
	s, _ = play(t, s, nil, activate(Heroes, "zombie"))
	s.quiet = true
	_, _, err := Apply(s, run(Heroes, "zombie"), dice.Scripted())
	if err == nil || !strings.Contains(err.Error(), "never does this") {
		t.Fatalf("got %v", err)
	}
}
