// Package adptest holds what the tests of both editions of the Artificial
// Dark Player (adp, adp1) build their positions from: the starter pack's
// figures on small boards, and the property that a Dark Player's choices
// are always offered, explained, repeatable and bring its turn to an end.
package adptest

import (
	"fmt"
	"strings"
	"sync"

	"pgregory.net/rapid"

	"dun/adp"
	"dun/board"
	"dun/content"
	"dun/content/load"
	"dun/content/starter"
	"dun/dice"
	"dun/rules"
	"dun/setup"
)

// TB is what the helpers need of *testing.T and *rapid.T.
type TB interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

var (
	packOnce sync.Once
	pack     *content.Pack
	packErr  error
)

// Pack is the starter pack, loaded once.
func Pack(t TB) *content.Pack {
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

// Cards is the starter pack's behaviour cards.
func Cards(t TB) map[string]adp.Card { return setup.Behaviours(Pack(t)) }

// Grid builds a board from rows: '.' floor, '#' rock, '2' floor of a
// second section (walls rise between sections), 'p' a pit, '~' deep water. Each opening is a square
// whose west edge is open.
func Grid(t TB, openings []board.Pos, rows ...string) *board.Grid {
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
			case 'p':
				sq.Terrain, sq.PitDepth = board.Pit, 4
			case '~':
				sq.Terrain = board.DeepWater
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

// Room is an open w x h room.
func Room(t TB, w, h int) *board.Grid {
	rows := make([]string, h)
	for y := range rows {
		rows[y] = strings.Repeat(".", w)
	}
	return Grid(t, nil, rows...)
}

// Creature is a creature of the starter pack at (x, y) facing facing.
func Creature(t TB, kind, id string, x, y int, facing board.Dir) rules.Figure {
	t.Helper()
	f, ok := setup.Creatures(Pack(t))(kind)
	if !ok {
		t.Fatalf("no creature %q", kind)
	}
	f.ID, f.At, f.Facing = id, board.Pos{X: x, Y: y}, facing
	return f
}

// Hero is a predesigned hero of the starter pack at (x, y).
func Hero(t TB, id string, x, y int, facing board.Dir) rules.Figure {
	t.Helper()
	f, err := setup.Hero(Pack(t), id)
	if err != nil {
		t.Fatal(err)
	}
	f.At, f.Facing = board.Pos{X: x, Y: y}, facing
	return f
}

// DarkState is a state on g at the start of the Dark Player's turn.
func DarkState(t TB, g *board.Grid, figs ...rules.Figure) rules.State {
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

var (
	heroKinds     = []string{"borgron", "shara", "taeral", "maeliss", "nariant", "herbod"}
	creatureKinds = []string{
		"zombie", "skeleton", "giant_bat", "ghoul", "undead_champion", "necromancer", "vampire",
		"orc_warrior", "orc_archer", "dire_wolf", "black_orc", "orc_shaman", "troll", "goblin_shooter",
		"devastator_marauder", "minotaur", "drowned",
	}
)

// objectKinds are disposable objects given at random to the creatures of
// Game.
var objectKinds = []string{"healing_potion", "antidote", "greek_fire", "holy_water", "poison_flask", "healing_herbs", "unicorn_blood"}

// attackSkillKinds are active skills the ADP weighs (R912, R917, R920),
// given at random to the creatures of Game.
var attackSkillKinds = []string{
	"sweep", "trampling", "spinning_blow", "grab_and_throw", "shriek_underworld", "grab_and_eat",
	"hypnotic", "mislead", "first_aid", "encouraging", "powerful_blow", "dirty_fighter", "onslaught",
}

// Game draws a room with some rock, 1-3 heroes and 1-5 creatures (one in
// leaderOneIn of them a Leader) where they fit, at the start of the Dark
// Player's turn.
func Game(t *rapid.T, leaderOneIn int) rules.State {
	w, h := rapid.IntRange(5, 12).Draw(t, "w"), rapid.IntRange(4, 9).Draw(t, "h")
	rows := make([]string, h)
	for y := range rows {
		row := make([]byte, w)
		for x := range row {
			row[x] = '.'
			if rapid.IntRange(0, 9).Draw(t, "rock") == 0 {
				row[x] = '#'
			}
		}
		rows[y] = string(row)
	}
	g := Grid(t, nil, rows...)
	var figs []rules.Figure
	place := func(f rules.Figure) {
		f.At = board.Pos{X: rapid.IntRange(0, w-1).Draw(t, "x"), Y: rapid.IntRange(0, h-1).Draw(t, "y")}
		f.Facing = board.Dir(rapid.IntRange(0, 7).Draw(t, "facing"))
		try := append(append([]rules.Figure(nil), figs...), f)
		if _, err := rules.NewState(g, try); err == nil {
			figs = try
		}
	}
	for k, n := 0, rapid.IntRange(1, 3).Draw(t, "heroes"); k < n; k++ {
		f := Hero(t, rapid.SampledFrom(heroKinds).Draw(t, "hero"), 0, 0, 0)
		f.ID = fmt.Sprintf("%s%d", f.ID, k)
		place(f)
	}
	for k, n := 0, rapid.IntRange(1, 5).Draw(t, "creatures"); k < n; k++ {
		f := Creature(t, rapid.SampledFrom(creatureKinds).Draw(t, "creature"), fmt.Sprintf("c%d", k), 0, 0, 0)
		f.SetLeader(rapid.IntRange(0, leaderOneIn-1).Draw(t, "leader") == 0)
		if rapid.IntRange(0, 2).Draw(t, "skilled") == 0 {
			// Skills the ADP weighs as attacks (R912), the limit with them.
			f.Skills = append(f.Skills, rapid.SampledFrom(attackSkillKinds).Draw(t, "skill"))
		}
		if rapid.IntRange(0, 2).Draw(t, "carries") == 0 {
			// A disposable object the ADP uses at once (page 62, R1246).
			it, err := setup.Item(Pack(t), rapid.SampledFrom(objectKinds).Draw(t, "object"))
			if err != nil {
				t.Fatal(err)
			}
			it.Place = rules.InPack
			f.Items = append(f.Items, it)
		}
		place(f)
	}
	return DarkState(t, g, figs...)
}

// CheckTurns plays three rounds of s against random heroes and checks
// that p always picks an offered option with reasons in both languages,
// the same one when asked again, the rules accept it, it never ends an
// activation or the turn with an attack or a creature left (pages 11,
// 61), and each Dark turn ends within adp.MaxSteps decisions.
func CheckTurns(t *rapid.T, p adp.Chooser, s rules.State) {
	src := dice.Seeded(rapid.Uint64().Draw(t, "seed"))
	limit := adp.MaxSteps(len(s.Figures))
	for round := 0; round < 3; round++ {
		// The Dark turn, heroes' prompts answered at random.
		n := 0
		for s.Side == rules.Dark || (s.Prompt != nil && s.Prompt.Seat == rules.Dark) {
			if s.Prompt != nil && s.Prompt.Seat == rules.Heroes {
				s = RandomHeroMove(t, s, src)
				continue
			}
			s = checkedMove(t, p, s, src)
			if n++; n > limit {
				t.Fatalf("the Dark turn did not end in %d decisions", limit)
			}
		}
		// The heroes' turn, at random, with the ADP answering its prompts.
		for k := 0; s.Side == rules.Heroes || s.Prompt != nil; k++ {
			if s.Prompt != nil && s.Prompt.Seat == rules.Dark {
				s = checkedMove(t, p, s, src)
				continue
			}
			if k > 60 && s.Prompt == nil {
				s = ApplyOK(t, s, rules.EndTurn{Header: rules.Header{Seat: rules.Heroes}}, src)
				continue
			}
			s = RandomHeroMove(t, s, src)
		}
	}
}

func checkedMove(t *rapid.T, p adp.Chooser, s rules.State, src dice.Source) rules.State {
	d, err := p.Choose(s)
	if err != nil {
		t.Fatalf("choose: %v", err)
	}
	opts := rules.Options(s, rules.Dark)
	offered := false
	for _, o := range opts {
		offered = offered || o.ID == d.Option.ID
	}
	if !offered || d.Why.En == "" || d.Why.Es == "" {
		t.Fatalf("%s offered %v, reason %+v", d.Option.ID, offered, d.Why)
	}
	// Deterministic: the same state, even a copy, gives the same decision.
	if again, err := p.Choose(s.Clone()); err != nil || again.Option.ID != d.Option.ID || again.Why != d.Why {
		t.Fatalf("asked again: %v %v, first %v", again, err, d)
	}
	switch d.Option.Command.(type) {
	case rules.EndActivation, rules.EndTurn:
		for _, o := range opts {
			switch o.Command.(type) {
			case rules.Attack:
				t.Fatalf("%s while %s is offered", d.Option.ID, o.ID)
			case rules.Activate:
				if d.Option.ID == "end_turn" {
					t.Fatalf("end_turn while %s is offered", o.ID)
				}
			}
		}
	}
	return ApplyOK(t, s, d.Option.Command, src)
}

// RandomHeroMove plays one of the heroes' options at random, seldom the
// end of their turn while something else is offered.
func RandomHeroMove(t *rapid.T, s rules.State, src dice.Source) rules.State {
	opts := rules.Options(s, rules.Heroes)
	if len(opts) == 0 {
		t.Fatalf("the heroes have nothing to do (side %v, prompt %v)", s.Side, s.Prompt != nil)
	}
	o := opts[rapid.IntRange(0, len(opts)-1).Draw(t, "hero option")]
	if _, end := o.Command.(rules.EndTurn); end && len(opts) > 1 && rapid.IntRange(0, 3).Draw(t, "really end") > 0 {
		o = opts[0]
	}
	return ApplyOK(t, s, o.Command, src)
}

// ApplyOK applies c, failing if the rules refuse it or break the state.
func ApplyOK(t TB, s rules.State, c rules.Command, src dice.Source) rules.State {
	t.Helper()
	n, _, err := rules.Apply(s, c, src)
	if err != nil {
		t.Fatalf("%s refused: %v", c.Type(), err)
	}
	if err := n.Check(); err != nil {
		t.Fatalf("broken state after %s: %v", c.Type(), err)
	}
	return n
}

// CheckPlayStops runs whole Dark turns of play on s and checks that it
// stops only when the heroes must act.
func CheckPlayStops(t *rapid.T, play func(rules.State, dice.Source) (rules.State, []adp.Step, error), s rules.State) {
	src := dice.Seeded(rapid.Uint64().Draw(t, "seed"))
	for k := 0; k < 20; k++ {
		n, steps, err := play(s, src)
		if err != nil {
			t.Fatal(err)
		}
		s = n
		if len(rules.Options(s, rules.Dark)) != 0 {
			t.Fatalf("Play stopped with Dark options left after %d steps", len(steps))
		}
		if s.Side == rules.Heroes && s.Prompt == nil {
			return
		}
		s = RandomHeroMove(t, s, src)
	}
	t.Fatal("the Dark turn never ended")
}
