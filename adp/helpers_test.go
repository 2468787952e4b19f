package adp_test

import (
	"testing"

	"dun/adp"
	"dun/adp/adptest"
	"dun/board"
	"dun/content"
	"dun/dice"
	"dun/rules"
)

func starterPack(t tb) *content.Pack { return adptest.Pack(t) }

// player is the ADP with the starter pack's cards.
func player(t tb) *adp.Player { return adp.New(adptest.Cards(t)) }

// grid builds a board from rows: '.' floor, '#' rock, '2' floor of a
// second section (adptest.Grid).
func grid(t tb, rows ...string) *board.Grid { return adptest.Grid(t, nil, rows...) }

// gridOpen is grid with openings on the west edges of squares.
func gridOpen(t tb, openings []board.Pos, rows ...string) *board.Grid {
	return adptest.Grid(t, openings, rows...)
}

var (
	room      = adptest.Room
	creature  = adptest.Creature
	hero      = adptest.Hero
	darkState = adptest.DarkState
)

// choose returns the ADP's decision on s, failing on error.
func choose(t tb, p *adp.Player, s rules.State) adp.Decision {
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

// apply plays the decision with forced dice.
func apply(t tb, s rules.State, d adp.Decision, forced ...int) rules.State {
	t.Helper()
	n, _, err := rules.Apply(s, d.Option.Command, dice.Scripted(forced...))
	if err != nil {
		t.Fatalf("%s refused: %v", d.Option.ID, err)
	}
	return n
}

func at(t tb, s rules.State, id string) board.Pos {
	t.Helper()
	for _, f := range s.Figures {
		if f.ID == id {
			return f.At
		}
	}
	t.Fatalf("no figure %q", id)
	return board.Pos{}
}

// darkTurn plays the Dark Player's turn with the ADP, answering the
// heroes' prompts with their first answer (keeping rolls, blocking), until
// the heroes' turn begins. It returns the state and the decisions' IDs.
func darkTurn(t tb, p *adp.Player, s rules.State, src dice.Source) (rules.State, []adp.Step) {
	t.Helper()
	var all []adp.Step
	for k := 0; k < 100; k++ {
		n, steps, err := p.Play(s, src)
		all = append(all, steps...)
		if err != nil {
			t.Fatal(err)
		}
		s = n
		if s.Prompt != nil && s.Prompt.Seat == rules.Heroes {
			o := rules.Options(s, rules.Heroes)[0]
			if s, _, err = rules.Apply(s, o.Command, src); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if s.Side == rules.Heroes {
			return s, all
		}
		t.Fatalf("the ADP stopped on the Dark turn with options %s", rules.OptionIDs(rules.Options(s, rules.Dark)))
	}
	t.Fatal("the Dark turn does not end")
	return s, all
}

func logSteps(t testing.TB, steps []adp.Step) {
	for _, st := range steps {
		t.Log(st.String())
		if testing.Verbose() {
			for _, e := range st.Events {
				t.Logf("    %T %+v", e, e)
				if r, ok := e.(rules.Rolled); ok {
					t.Logf("      modifiers %+v target %d outcome %s", r.Roll.Modifiers, r.Roll.Target, r.Roll.Outcome)
				}
			}
		}
	}
}

// tb is what the helpers need of *testing.T and *rapid.T.
type tb = adptest.TB
