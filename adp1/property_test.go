package adp1_test

import (
	"testing"

	"pgregory.net/rapid"

	"dun/adp/adptest"
	"dun/adp1"
	"dun/rules"
)

// From generated positions (some with Leaders), over three rounds against
// random heroes, the earlier edition's ADP always picks an offered option
// with reasons in both languages, the same one when asked again, the
// rules accept it, it never ends an activation or the turn with an attack
// or a creature left, and each Dark turn ends within adp.MaxSteps
// decisions (adptest.CheckTurns).
func TestAlwaysOfferedAndEnds(t *testing.T) {
	p := first(t)
	rapid.Check(t, func(t *rapid.T) { adptest.CheckTurns(t, p, adptest.Game(t, 5)) })
}

// Play stops only when the heroes must act.
func TestPlayStopsForTheHeroes(t *testing.T) {
	p := first(t)
	rapid.Check(t, func(t *rapid.T) { adptest.CheckPlayStops(t, p.Play, adptest.Game(t, 5)) })
}

// The activation order is the earlier edition's in every generated
// position: no creature of a later class is activated while one of an
// earlier class waits ("Orden de activación").
func TestOrderProperty(t *testing.T) {
	p := first(t)
	cards := cardsOf(t)
	rapid.Check(t, func(t *rapid.T) {
		s := adptest.Game(t, 5)
		d, err := p.Choose(s)
		if err != nil {
			t.Fatal(err)
		}
		act, ok := d.Option.Command.(rules.Activate)
		if !ok {
			return
		}
		class := func(id string) int {
			for i := range s.Figures {
				if f := &s.Figures[i]; f.ID == id {
					return adp1.Class(f, cards[f.Behaviour()])
				}
			}
			t.Fatalf("no figure %s", id)
			return 0
		}
		got := class(act.Figure)
		for _, o := range rules.Options(s, rules.Dark) {
			if a, ok := o.Command.(rules.Activate); ok && class(a.Figure) < got {
				t.Fatalf("activated %s (class %d) before %s (class %d)", act.Figure, got, a.Figure, class(a.Figure))
			}
		}
	})
}
