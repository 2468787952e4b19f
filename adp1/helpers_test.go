package adp1_test

import (
	"dun/adp"
	"dun/adp/adptest"
	"dun/adp1"
	"dun/board"
	"dun/content"
	"dun/dice"
	"dun/rules"
)

func starterPack(t tb) *content.Pack { return adptest.Pack(t) }

// first is the earlier edition's ADP and second the second edition's,
// both with the starter pack's cards.
func first(t tb) *adp1.Player { return adp1.New(adptest.Cards(t)) }
func second(t tb) *adp.Player { return adp.New(adptest.Cards(t)) }

// grid builds a board from rows: '.' floor, '#' rock.
func grid(t tb, rows ...string) *board.Grid { return adptest.Grid(t, nil, rows...) }

var (
	room      = adptest.Room
	creature  = adptest.Creature
	hero      = adptest.Hero
	darkState = adptest.DarkState
)

func activated(t tb, s rules.State, id string) rules.State {
	t.Helper()
	n, _, err := rules.Apply(s, rules.Activate{Header: rules.Header{Seat: rules.Dark}, Figure: id}, dice.Scripted())
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// choose is the earlier edition's decision on s, with both reasons.
func choose(t tb, p *adp1.Player, s rules.State) adp.Decision {
	t.Helper()
	d, err := p.Choose(s)
	if err != nil {
		t.Fatal(err)
	}
	if d.Why.En == "" || d.Why.Es == "" {
		t.Fatalf("%s: a reason is missing: %+v", d.Option.ID, d.Why)
	}
	return d
}

type tb = adptest.TB

func cardsOf(t tb) map[string]adp.Card { return adptest.Cards(t) }
