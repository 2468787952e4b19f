package rules

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"dun/board"
	"dun/dice"
)

// parseMap builds a board from rows of one character per square:
//
//	.  floor             #  rock (section 0: walls rise around it)
//	~  difficult terrain  w  deep water
//	p  a pit (depth 4, as page 28 counts a pit)
//	T  a table (height 1) S  a shrine (height 1)
//	W  a wardrobe (2)     C  a column (impassable, height 4)
//	2  floor of section 2 (walls rise between sections 1 and 2)
//	+  floor of section 2 with an open door (opening) on its west side
func parseMap(t testing.TB, rows ...string) *board.Grid {
	t.Helper()
	g := board.New(len(rows[0]), len(rows))
	var elems []struct {
		e board.Element
		p board.Pos
	}
	for y, row := range rows {
		if len(row) != g.W() {
			t.Fatalf("row %d has %d squares, want %d", y, len(row), g.W())
		}
		for x, c := range row {
			p := board.Pos{X: x, Y: y}
			sq := board.Square{Section: 1}
			switch c {
			case '.':
			case '#':
				sq.Section = 0
				sq.Terrain = board.Impassable
			case '~':
				sq.Terrain = board.Difficult
			case 'w':
				sq.Terrain = board.DeepWater
			case 'p':
				sq.Terrain = board.Pit
				sq.PitDepth = 4
			case '2', '+':
				sq.Section = 2
			case 'T':
				elems = append(elems, struct {
					e board.Element
					p board.Pos
				}{board.Element{Kind: "table", Height: 1, Cover: board.LightCover}, p})
			case 'S':
				elems = append(elems, struct {
					e board.Element
					p board.Pos
				}{board.Element{Kind: "shrine", Height: 1, Cover: board.LightCover}, p})
			case 'W':
				elems = append(elems, struct {
					e board.Element
					p board.Pos
				}{board.Element{Kind: "wardrobe", Height: 2, Cover: board.HeavyCover}, p})
			case 'C':
				elems = append(elems, struct {
					e board.Element
					p board.Pos
				}{board.Element{Kind: "column", Height: 4, Cover: board.HeavyCover, Impassable: true}, p})
			default:
				t.Fatalf("row %d column %d: unknown square %q", y, x, c)
			}
			g.Set(p, sq)
		}
	}
	for y, row := range rows {
		for x, c := range row {
			if c == '+' {
				if err := g.SetEdge(board.Pos{X: x, Y: y}, board.SideW, board.Edge{Kind: board.Opening}); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	g.Seal()
	for _, e := range elems {
		if _, err := g.AddElement(e.e, e.p); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func at(x, y int) board.Pos { return board.Pos{X: x, Y: y} }

// fig is a figure with the given size and Movement and middling attributes.
func fig(id string, side Side, size, x, y, mov int) Figure {
	return Figure{
		ID:     id,
		Side:   side,
		Size:   size,
		At:     at(x, y),
		Facing: board.North,
	}.WithInfo(FigureInfo{
		Name:  strings.ToUpper(id[:1]) + id[1:],
		Attrs: Attributes{Movement: mov, CombatSkill: 3, Strength: 3, NaturalArmour: 2, Armour: 3, Agility: 3, Intelligence: 3, Vitality: 6},
	})
}

// heroFig is a hero of average size with Fortune.
func heroFig(id string, x, y, mov, fortune int) Figure {
	f := fig(id, Heroes, SizeAverage, x, y, mov)
	f.SetHero(true)
	f.EditAttrs().Fortune = fortune
	return f
}

func newState(t testing.TB, g *board.Grid, figs ...Figure) State {
	t.Helper()
	s, err := NewState(g, figs)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// play applies each command in turn with the given forced dice and fails
// the test on any refusal or unused die. It returns the final state and all
// events.
func play(t testing.TB, s State, forced []int, cmds ...Command) (State, []Event) {
	t.Helper()
	src := dice.Scripted(forced...)
	var all []Event
	for _, c := range cmds {
		before := s.Clone()
		n, evs, err := Apply(s, c, src)
		if err != nil {
			t.Fatalf("%s refused: %v", describe(c), err)
		}
		if !reflect.DeepEqual(before, s) {
			t.Fatalf("%s changed its input state", describe(c))
		}
		s = n
		all = append(all, evs...)
	}
	if left := src.Remaining(); len(left) > 0 {
		t.Fatalf("forced dice left unused: %v", left)
	}
	return s, all
}

// refused applies c and checks that it is refused with code, leaving the
// state unchanged (same hash, same value) and reporting no events.
func refused(t testing.TB, s State, c Command, code string, forced ...int) *RuleError {
	t.Helper()
	before, h := s.Clone(), s.Hash()
	n, evs, err := Apply(s, c, dice.Scripted(forced...))
	var re *RuleError
	if !errors.As(err, &re) {
		t.Fatalf("%s: want refusal %q, got %v", describe(c), code, err)
	}
	if re.Code != code {
		t.Fatalf("%s: want code %q, got %v", describe(c), code, err)
	}
	if re.Reason.En == "" || re.Reason.Es == "" || re.Reason.En == re.Reason.Es {
		t.Errorf("%s: reason must be given in English and Spanish: %+v", describe(c), re.Reason)
	}
	if len(evs) != 0 {
		t.Errorf("%s: refused but reported events %v", describe(c), evs)
	}
	if n.Hash() != h || !reflect.DeepEqual(n, before) || !reflect.DeepEqual(s, before) {
		t.Fatalf("%s: refused but the state changed", describe(c))
	}
	return re
}

func describe(c Command) string {
	if c == nil {
		return "<nil>"
	}
	b, err := EncodeCommand(c)
	if err != nil {
		return err.Error()
	}
	return string(b)
}

// Shorthands for commands of the heroes (h) and the dark player (d).
func activate(seat Side, id string) Command { return Activate{Header: Header{Seat: seat}, Figure: id} }
func moveTo(seat Side, id string, x, y int) Command {
	return Move{Header: Header{Seat: seat}, Figure: id, To: at(x, y)}
}
func moveAlong(seat Side, id string, path ...board.Pos) Command {
	return Move{Header: Header{Seat: seat}, Figure: id, To: path[len(path)-1], Path: path}
}
func run(seat Side, id string) Command { return Run{Header: Header{Seat: seat}, Figure: id} }
func endAct(seat Side, id string) Command {
	return EndActivation{Header: Header{Seat: seat}, Figure: id}
}
func endTurn(seat Side) Command { return EndTurn{Header: Header{Seat: seat}} }
func answer(seat Side, opt string) Command {
	return Answer{Header: Header{Seat: seat}, Option: opt}
}

// find returns the first event of type T.
func find[T Event](evs []Event) (T, bool) {
	for _, e := range evs {
		if v, ok := e.(T); ok {
			return v, true
		}
	}
	var zero T
	return zero, false
}

func figAt(t testing.TB, s State, id string) board.Pos {
	t.Helper()
	f, ok := s.Figure(id)
	if !ok {
		t.Fatalf("no figure %q", id)
	}
	return f.At
}

// dark starts the Dark Player's turn from a fresh state.
func darkTurn(t testing.TB, s State) State {
	t.Helper()
	s, _ = play(t, s, nil, endTurn(Heroes))
	return s
}

// moveOpts returns the move options of the current state for seat, as a
// map from destination to cost.
func moveOpts(s State, seat Side) map[board.Pos]int {
	out := map[board.Pos]int{}
	for _, o := range Options(s, seat) {
		if m, ok := o.Command.(Move); ok {
			out[m.To] = o.Cost
		}
	}
	return out
}

func scriptedDice(forced ...int) dice.Source { return dice.Scripted(forced...) }

func joinIDs(ids []string) string { return strings.Join(ids, " ") }
