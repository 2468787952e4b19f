package rules

import "testing"

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
