package adp1_test

import (
	"strings"
	"sync"

	"dun/adp"
	"dun/adp1"
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

// first is the earlier edition's ADP and second the second edition's,
// both with the starter pack's cards.
func first(t tb) *adp1.Player { return adp1.New(setup.Behaviours(starterPack(t))) }
func second(t tb) *adp.Player { return adp.New(setup.Behaviours(starterPack(t))) }

// grid builds a board from rows: '.' floor, '#' rock.
func grid(t tb, rows ...string) *board.Grid {
	t.Helper()
	g := board.New(len(rows[0]), len(rows))
	for y, row := range rows {
		for x, c := range row {
			sq := board.Square{Section: 1}
			switch c {
			case '.':
			case '#':
				sq.Section, sq.Terrain = 0, board.Impassable
			default:
				t.Fatalf("unknown square %q", c)
			}
			g.Set(board.Pos{X: x, Y: y}, sq)
		}
	}
	g.Seal()
	return g
}

func room(t tb, w, h int) *board.Grid {
	rows := make([]string, h)
	for y := range rows {
		rows[y] = strings.Repeat(".", w)
	}
	return grid(t, rows...)
}

func creature(t tb, kind, id string, x, y int, facing board.Dir) rules.Figure {
	t.Helper()
	f, ok := setup.Creatures(starterPack(t))(kind)
	if !ok {
		t.Fatalf("no creature %q", kind)
	}
	f.ID, f.At, f.Facing = id, board.Pos{X: x, Y: y}, facing
	return f
}

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

type tb interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

func cardsOf(t tb) map[string]adp.Card { return setup.Behaviours(starterPack(t)) }
