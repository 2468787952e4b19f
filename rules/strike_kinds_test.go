package rules_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"dun/autoplay"
	"dun/board"
	"dun/dice"
	"dun/rules"
	"dun/setup"
	"dun/sim"
)

// StrikeKindsAt is StrikeOptionsAt split by kind: the Attack commands,
// the Shoot commands, both in StrikeOptionsAt's order, or none. Checked
// at every figure on the states of games (the hero policy against the
// Artificial Dark Player, and random play), on those states crowded at
// random, and after each move the active figure is offered, where the
// Artificial Dark Player's look ahead asks it.
func TestStrikeKindsAtIsStrikeOptionsAt(t *testing.T) {
	var attacks, shots, states int
	check := func(s rules.State, where string) {
		t.Helper()
		states++
		seat := s.CurrentSeat()
		for _, f := range append(s.Figures, rules.Figure{ID: "nobody"}) {
			all := rules.StrikeOptionsAt(s, seat, f.ID)
			var melee, ranged []string
			for _, o := range all {
				switch o.Command.(type) {
				case rules.Attack:
					melee = append(melee, o.ID)
				case rules.Shoot:
					ranged = append(ranged, o.ID)
				default:
					t.Fatalf("%s: %s is neither an attack nor a shot", where, o.ID)
				}
			}
			if len(melee) > 0 && len(ranged) > 0 && !strings.HasPrefix(rules.OptionIDs(all), strings.Join(melee, " ")) {
				t.Fatalf("%s at %s: the attacks do not come first: %s", where, f.ID, rules.OptionIDs(all))
			}
			attacks, shots = attacks+len(melee), shots+len(ranged)
			for _, c := range []struct {
				melee, ranged bool
				want          string
			}{
				{true, true, rules.OptionIDs(all)},
				{true, false, strings.Join(melee, " ")},
				{false, true, strings.Join(ranged, " ")},
				{false, false, ""},
			} {
				if got := rules.OptionIDs(rules.StrikeKindsAt(s, seat, f.ID, c.melee, c.ranged)); got != c.want {
					t.Fatalf("%s: StrikeKindsAt %s, melee %v, ranged %v: %s, want %s", where, f.ID, c.melee, c.ranged, got, c.want)
				}
			}
		}
	}
	walkStrikeStates(t, func(s rules.State, where string) { check(s, where) }, func(s rules.State, o rules.Option, n rules.State) {
		check(n, "after "+o.ID)
	})
	t.Logf("%d states: %d attacks, %d shots", states, attacks, shots)
	if attacks < 1000 || shots < 1000 {
		t.Fatalf("only %d attacks and %d shots checked", attacks, shots)
	}
}

// walkStrikeStates plays games from the goblin chasm (the hero policy
// against the Artificial Dark Player, and random play) and shows at every
// state and three crowded copies of it (at), and the state after each
// move the current seat is offered in each (moved, with the move).
func walkStrikeStates(t *testing.T, at func(s rules.State, where string), moved func(s rules.State, o rules.Option, n rules.State)) {
	t.Helper()
	plain, pack, _ := goblinChasm(t)
	dark := sim.ADP(setup.Behaviours(pack), nil)
	rnd := rand.New(rand.NewPCG(3, 4))
	for seed := uint64(1); seed <= 16; seed++ {
		src := dice.Seeded(seed)
		pick := [2]autoplay.Policy{autoplay.Heroes{}, dark}
		if seed%2 == 1 {
			pick = [2]autoplay.Policy{autoplay.Random{Seed: seed}, autoplay.Random{Seed: seed}}
		}
		s := plain
		for k := 0; k < 2000 && s.End == nil; k++ {
			seat := s.CurrentSeat()
			opts := rules.Options(s, seat)
			at(s, "game")
			for range 3 {
				c := crowd(s, rnd)
				at(c, "crowded")
				for _, o := range rules.Options(c, seat) {
					if _, ok := o.Command.(rules.Move); ok {
						if n, _, err := rules.Apply(c, o.Command, dice.Seeded(seed)); err == nil {
							moved(c, o, n)
						}
					}
				}
			}
			for _, o := range opts {
				if _, ok := o.Command.(rules.Move); ok {
					if n, _, err := rules.Apply(s, o.Command, dice.Seeded(seed)); err == nil {
						moved(s, o, n)
					}
				}
			}
			ch := pick[seat].Choose(&s, seat, opts)
			if ch.Index < 0 {
				t.Fatalf("seed %d step %d: no choice", seed, k)
			}
			n, _, err := rules.Apply(s, opts[ch.Index].Command, src)
			if err != nil {
				t.Fatal(err)
			}
			s = n
		}
	}
}

// What a player looking ahead at moves may count on (CanShoot, MeleeReach,
// adp's look ahead): no figure has a shot StrikeOptions does not
// foresee or an attack beyond its reach, nor at a reach of 1 at a figure
// its base is not adjacent to (the board's adjacency for actions), nor
// into or out of a pit, a move
// gives no one something to shoot or a longer reach, and a Dark figure
// that can strike after a move stands where the move went, every other
// figure where it stood, adjacent on the board before the move to those
// it can attack at a reach of 1, neither of them in a pit there.
func TestMoveKeepsStrikers(t *testing.T) {
	var strikes, moves, adjacent, seenBefore int
	strikers := func(s rules.State, where string) {
		t.Helper()
		a := s.Active
		if a == nil {
			return
		}
		f, ok := s.Figure(a.Figure)
		if !ok {
			return
		}
		for _, o := range rules.StrikeOptions(s, s.CurrentSeat()) {
			strikes++
			switch c := o.Command.(type) {
			case rules.Shoot:
				if !rules.CanShoot(&f) {
					t.Fatalf("%s: %s shoots, and CanShoot says it cannot", where, o.ID)
				}
			case rules.Attack:
				tf, _ := s.Figure(c.Target)
				if g := baseGapOf(&f, &tf); g > rules.MeleeReach(&f) {
					t.Fatalf("%s: %s at a gap of %d, beyond MeleeReach %d", where, o.ID, g, rules.MeleeReach(&f))
				}
				if rules.MeleeReach(&f) <= 1 && !adjacentOn(s.Board, &f, f.At, &tf) {
					t.Fatalf("%s: %s at reach 1, and the bases are not adjacent", where, o.ID)
				}
				if pitOn(s.Board, &f, f.At) || pitOn(s.Board, &tf, tf.At) {
					t.Fatalf("%s: %s into or out of a pit", where, o.ID)
				}
			}
		}
	}
	walkStrikeStates(t, strikers, func(s rules.State, o rules.Option, n rules.State) {
		t.Helper()
		strikers(n, "after "+o.ID)
		mv := o.Command.(rules.Move)
		a := s.Active
		if a == nil {
			return
		}
		fi := -1
		for i := range s.Figures {
			if s.Figures[i].ID == a.Figure {
				fi = i
			}
		}
		if fi < 0 || len(n.Figures) != len(s.Figures) || n.Figures[fi].ID != a.Figure {
			t.Fatalf("after %s: the figures changed places in the list", o.ID)
		}
		f, g := &s.Figures[fi], &n.Figures[fi]
		if !rules.CanShoot(f) && rules.CanShoot(g) || rules.MeleeReach(f) != rules.MeleeReach(g) {
			t.Fatalf("after %s: CanShoot %v -> %v, MeleeReach %d -> %d", o.ID, rules.CanShoot(f), rules.CanShoot(g), rules.MeleeReach(f), rules.MeleeReach(g))
		}
		if f.Side != rules.Dark {
			return
		}
		// The enemies it strikes turned toward each, as the look ahead
		// lists its strikes.
		var struck []int
		for ti := range n.Figures {
			tf := &n.Figures[ti]
			if tf.Side == f.Side || !tf.Present() {
				continue
			}
			turned := n
			turned.Figures = slices.Clone(n.Figures)
			turned.Figures[fi].Facing = towardOf(&turned.Figures[fi], tf)
			if len(rules.StrikeKindsAt(turned, rules.Dark, tf.ID, true, true)) > 0 {
				struck = append(struck, ti)
			}
			if len(rules.StrikeKindsAt(turned, rules.Dark, tf.ID, true, false)) > 0 && rules.MeleeReach(g) <= 1 {
				b := &s.Figures[ti]
				if !adjacentOn(s.Board, f, mv.To, b) || pitOn(s.Board, f, mv.To) || pitOn(s.Board, b, b.At) {
					t.Fatalf("after %s: %s attacks %s turned toward it, and before the move %v was not adjacent to it or one of them stood in a pit", o.ID, g.ID, tf.ID, mv.To)
				}
				adjacent++
			}
		}
		if len(rules.StrikeOptions(n, rules.Dark)) == 0 && len(struck) == 0 {
			return
		}
		moves++
		if g.At != mv.To {
			t.Fatalf("after %s: %s can strike from %v", o.ID, g.ID, g.At)
		}
		for i := range s.Figures {
			if i != fi && (s.Figures[i].At != n.Figures[i].At || s.Figures[i].Present() != n.Figures[i].Present()) {
				t.Fatalf("after %s: %s moved from %v to %v", o.ID, s.Figures[i].ID, s.Figures[i].At, n.Figures[i].At)
			}
		}
		// Turned toward each enemy after the move, as the look ahead
		// lists its strikes, it strikes only an enemy it would see from
		// the square before the move (the others where they stood).
		for _, ti := range struck {
			tf := &n.Figures[ti]
			before := s
			before.Figures = slices.Clone(s.Figures)
			m := &before.Figures[fi]
			m.At = mv.To
			m.Facing = towardOf(m, &before.Figures[ti])
			if seen, err := rules.Sight(before, m.ID, tf.ID); err != nil || !seen.Visible {
				t.Fatalf("after %s: %s strikes %s, whom it would not see from %v before the move (%v)", o.ID, g.ID, tf.ID, mv.To, err)
			}
			seenBefore++
		}
		if rules.MeleeReach(g) > 1 {
			return
		}
		for _, so := range rules.StrikeOptions(n, rules.Dark) {
			if c, ok := so.Command.(rules.Attack); ok {
				ti := -1
				for i := range s.Figures {
					if s.Figures[i].ID == c.Target {
						ti = i
					}
				}
				if ti < 0 || !adjacentOn(s.Board, f, mv.To, &s.Figures[ti]) {
					t.Fatalf("after %s: %s, and before the move %v was not adjacent to it", o.ID, so.ID, mv.To)
				}
				if pitOn(s.Board, f, mv.To) || pitOn(s.Board, &s.Figures[ti], s.Figures[ti].At) {
					t.Fatalf("after %s: %s, and before the move one of them stood in a pit", o.ID, so.ID)
				}
				adjacent++
			}
		}
	})
	t.Logf("%d strikes, %d Dark moves that can strike after, %d attacks at reach 1 after them, %d enemies struck after turning", strikes, moves, adjacent, seenBefore)
	if strikes < 1000 || moves < 300 || adjacent < 300 || seenBefore < 300 {
		t.Fatalf("only %d strikes, %d moves, %d attacks and %d enemies struck after them checked", strikes, moves, adjacent, seenBefore)
	}
}

// towardOf is the facing from f's base toward t's, centre to centre (the
// look ahead's turn, adp.toward).
func towardOf(f, t *rules.Figure) board.Dir {
	fx, fy := 2*f.At.X+f.Span()-1, 2*f.At.Y+f.Span()-1
	tx, ty := 2*t.At.X+t.Span()-1, 2*t.At.Y+t.Span()-1
	return board.Toward(board.Pos{X: fx, Y: fy}, board.Pos{X: tx, Y: ty})
}

// pitOn reports whether figure f, its base at at, stands in a pit of g
// (a base of one square on a pit square).
func pitOn(g *board.Grid, f *rules.Figure, at board.Pos) bool {
	return f.Span() == 1 && g.In(at) && g.Square(at).Terrain == board.Pit
}

// adjacentOn reports whether figure f, its base at at, and figure t are
// adjacent on g for actions (board.Grid.FiguresAdjacent).
func adjacentOn(g *board.Grid, f *rules.Figure, at board.Pos, t *rules.Figure) bool {
	m := *f
	m.At = at
	var a, b []int
	for _, p := range m.Squares(nil) {
		a = append(a, g.Index(p))
	}
	for _, p := range t.Squares(nil) {
		b = append(b, g.Index(p))
	}
	return g.FiguresAdjacent(a, f.Size, b, t.Size, true)
}

// baseGapOf is the Chebyshev gap between two figures' bases: 1 when they
// touch.
func baseGapOf(a, b *rules.Figure) int {
	best := -1
	for _, p := range a.Squares(nil) {
		for _, q := range b.Squares(nil) {
			if d := max(p.X-q.X, q.X-p.X, p.Y-q.Y, q.Y-p.Y); best < 0 || d < best {
				best = d
			}
		}
	}
	return best
}
