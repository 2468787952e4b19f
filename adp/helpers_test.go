package adp_test

import (
	"strings"
	"sync"
	"testing"

	"dun/adp"
	"dun/board"
	"dun/content"
	"dun/content/load"
	"dun/content/starter"
	"dun/dice"
	"dun/rules"
	"dun/setup"
)

var (
	packOnce sync.Once
	pack     *content.Pack
	packErr  error
)

func starterPack(t tb) *content.Pack {
	t.Helper()
	packOnce.Do(func() {
		p, errs := load.Packs(content.Effects, starter.Source())
		if len(errs) > 0 {
			packErr = errs[0]
		}
		pack = p
	})
	if packErr != nil {
		t.Fatal(packErr)
	}
	return pack
}

// player is the ADP with the starter pack's cards.
func player(t tb) *adp.Player { return adp.New(setup.Behaviours(starterPack(t))) }

// grid builds a board from rows: '.' floor, '#' rock, '2' floor of a
// second section (walls rise between sections). Each opening is a square
// whose west edge is open.
func grid(t tb, rows ...string) *board.Grid { return gridOpen(t, nil, rows...) }

func gridOpen(t tb, openings []board.Pos, rows ...string) *board.Grid {
	t.Helper()
	g := board.New(len(rows[0]), len(rows))
	for y, row := range rows {
		for x, c := range row {
			sq := board.Square{Section: 1}
			switch c {
			case '.':
			case '#':
				sq.Section, sq.Terrain = 0, board.Impassable
			case '2':
				sq.Section = 2
			default:
				t.Fatalf("unknown square %q", c)
			}
			g.Set(board.Pos{X: x, Y: y}, sq)
		}
	}
	for _, p := range openings {
		if err := g.SetEdge(p, board.SideW, board.Edge{Kind: board.Opening}); err != nil {
			t.Fatal(err)
		}
	}
	g.Seal()
	return g
}

// room is an open w x h room.
func room(t tb, w, h int) *board.Grid {
	rows := make([]string, h)
	for y := range rows {
		rows[y] = strings.Repeat(".", w)
	}
	return grid(t, rows...)
}

// creature is a creature of the starter pack at (x, y) facing facing.
func creature(t tb, kind, id string, x, y int, facing board.Dir) rules.Figure {
	t.Helper()
	f, ok := setup.Creatures(starterPack(t))(kind)
	if !ok {
		t.Fatalf("no creature %q", kind)
	}
	f.ID, f.At, f.Facing = id, board.Pos{X: x, Y: y}, facing
	return f
}

// hero is a predesigned hero of the starter pack at (x, y).
func hero(t tb, id string, x, y int, facing board.Dir) rules.Figure {
	t.Helper()
	f, err := setup.Hero(starterPack(t), id)
	if err != nil {
		t.Fatal(err)
	}
	f.At, f.Facing = board.Pos{X: x, Y: y}, facing
	return f
}

// darkState is a state on g at the start of the Dark Player's turn.
func darkState(t tb, g *board.Grid, figs ...rules.Figure) rules.State {
	t.Helper()
	s, err := rules.NewState(g, figs)
	if err != nil {
		t.Fatal(err)
	}
	s, _, err = rules.Apply(s, rules.EndTurn{Header: rules.Header{Seat: rules.Heroes}}, dice.Scripted())
	if err != nil {
		t.Fatal(err)
	}
	return s
}

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
type tb interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}
