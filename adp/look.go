package adp

import (
	"slices"
	"sync"

	"dun/board"
	"dun/dice"
	"dun/rules"
)

// Looking ahead: the policy asks the rules what a creature could do after
// a move or a turn by applying the command to a copy of the state and
// reading the options offered there. Dice drawn while looking ahead are a
// steady 4 (a middling result); the copy is thrown away, so they only
// shape a guess.
var lookDice = dice.Manual(func(dice.Request) (int, error) { return 4, nil })

// attackOf returns the target of an attack or shot option and whether it
// is a shot.
func attackOf(o rules.Option) (target string, ranged, ok bool) {
	switch c := o.Command.(type) {
	case rules.Attack:
		return c.Target, false, true
	case rules.Shoot:
		return c.Target, true, true
	}
	return "", false, false
}

// strikes lists the attack and shot options of figure id in s when it
// turns toward target (or keeps its facing), with no movement left, so
// that the rules need not list moves.
// lk holds the copy of the figures and the activation, reused between
// calls (the options returned hold nothing of it).
func strikes(s *rules.State, fi int, target int, lk *look) []rules.Option {
	return strikesOf(s, fi, target, lk, true, true)
}

// strikesOf is strikes with only the melee attacks, only the shots, both
// or none, for a target (not -1).
func strikesOf(s *rules.State, fi int, target int, lk *look, melee, ranged bool) []rules.Option {
	if !melee && !ranged {
		return nil
	}
	var ns rules.State
	if lk.owns(s) {
		// A state lk built: turned and spent in place, and put back as
		// it was once the rules have read it.
		ns = *s
		f := &s.Figures[fi]
		facing := f.Facing
		defer func() { f.Facing = facing }()
		if a := s.Active; a != nil {
			spent := a.Spent
			a.Spent = a.Allowance
			defer func() { a.Spent = spent }()
		}
	} else {
		// A shallow copy: only the figure's facing and the activation
		// change, and the rules only read the rest.
		ns = *s
		ns.Figures = lk.turning(s, fi)
		if s.Active != nil {
			lk.active = *s.Active
			lk.active.Spent = lk.active.Allowance
			ns.Active = &lk.active
		}
	}
	f := &ns.Figures[fi]
	if target >= 0 {
		f.Facing = toward(f, &ns.Figures[target])
	}
	var opts []rules.Option
	if target >= 0 {
		opts = rules.StrikeKindsAt(ns, rules.Dark, ns.Figures[target].ID, melee, ranged)
	} else {
		opts = rules.StrikeOptions(ns, rules.Dark)
	}
	var out []rules.Option
	for _, o := range opts {
		if _, _, ok := attackOf(o); ok {
			out = append(out, o)
		}
	}
	return out
}

// toward is the facing from f's base toward t's, from centre to centre.
func toward(f, t *rules.Figure) board.Dir {
	fx, fy := 2*f.At.X+f.Span()-1, 2*f.At.Y+f.Span()-1
	tx, ty := 2*t.At.X+t.Span()-1, 2*t.At.Y+t.Span()-1
	return board.Toward(board.Pos{X: fx, Y: fy}, board.Pos{X: tx, Y: ty})
}

// after applies option o to a copy of s for looking ahead.
func after(s *rules.State, o rules.Option) (rules.State, bool) {
	n, _, err := rules.Apply(*s, o.Command, lookDice)
	return n, err == nil
}

// look is the memory a look ahead over many options reuses from one to
// the next (a walk over every square a creature could move to): the
// state after each option is built in sc's memory, and the shallow
// copies that turn a figure in figs and active. Take one with newLook and
// give it back with done.
type look struct {
	sc     rules.Scratch
	figs   []rules.Figure
	active rules.Activation
	// figsOf is the first figure of the state figs copies for turning
	// figure turned (nil: figs is no such copy).
	figsOf *rules.Figure
	turned int
	// ns holds a state header its user keeps at hand (a state lk.after
	// built, or a shallow copy), whose pointer may be passed on without
	// moving a header of the caller's to the heap.
	ns rules.State
	// last is the first figure of the state lk.after built last.
	last *rules.Figure
}

var looks = sync.Pool{New: func() any { return new(look) }}

func newLook() *look { return looks.Get().(*look) }

// done gives lk back; no state it built may be used after.
func (lk *look) done() {
	lk.active, lk.last, lk.ns, lk.figsOf = rules.Activation{}, nil, rules.State{}, nil
	looks.Put(lk)
}

// after is after in lk's memory: the state returned is good until the
// next call of lk.after.
func (lk *look) after(s *rules.State, o rules.Option) (rules.State, bool) {
	n, _, err := rules.ApplyIn(&lk.sc, *s, o.Command, lookDice)
	lk.last, lk.figsOf = nil, nil // the scratch's memory is written anew
	if err == nil && len(n.Figures) > 0 {
		lk.last = &n.Figures[0]
	}
	return n, err == nil
}

// owns reports whether s is the state lk.after built last (its figures
// are in lk's memory), which the look may change while no one else
// reads it.
func (lk *look) owns(s *rules.State) bool {
	return lk.last != nil && len(s.Figures) > 0 && &s.Figures[0] == lk.last
}

// figures is a copy of s's figures in lk's memory, for a shallow copy of
// s in which a figure turns: the figures' items and the rest stay s's,
// to be read only.
func (lk *look) figures(s *rules.State) []rules.Figure {
	lk.figs = append(lk.figs[:0], s.Figures...)
	lk.figsOf = nil
	return lk.figs
}

// turning is figures for strikesOf, which turns figure fi alone, and
// seesFrom, which moves it too: the copy made for the same s at the last
// call is kept, fi's square and facing put back as in s (the rules only
// read the rest).
func (lk *look) turning(s *rules.State, fi int) []rules.Figure {
	if lk.figsOf == nil || len(s.Figures) == 0 || lk.figsOf != &s.Figures[0] || len(lk.figs) != len(s.Figures) || lk.turned != fi {
		lk.figures(s)
		if len(s.Figures) > 0 {
			lk.figsOf, lk.turned = &s.Figures[0], fi
		}
		return lk.figs
	}
	lk.figs[fi].At, lk.figs[fi].Facing = s.Figures[fi].At, s.Figures[fi].Facing
	return lk.figs
}

// seesFrom reports whether figure fi, moved to square to and turned
// toward figure ti, the others where they stand, would see ti: a shot at
// it after such a move needs it (rules.TestMoveKeepsStrikers), so a move
// from which it would not need not be applied to know.
func (lk *look) seesFrom(s *rules.State, fi int, to board.Pos, ti int) bool {
	ns := *s
	ns.Figures = lk.turning(s, fi)
	f := &ns.Figures[fi]
	f.At = to
	f.Facing = toward(f, &ns.Figures[ti])
	seen, err := rules.Sight(ns, f.ID, ns.Figures[ti].ID)
	return err == nil && seen.Visible
}

// squaresOf lists the board indexes of f's base were it at at, in the
// order of rules.Figure.Squares.
func squaresOf(g *board.Grid, f *rules.Figure, at board.Pos) []int {
	return appendSquares(nil, g, f, at)
}

// appendSquares is squaresOf appended to out.
func appendSquares(out []int, g *board.Grid, f *rules.Figure, at board.Pos) []int {
	n := f.Span()
	for dy := 0; dy < n; dy++ {
		for dx := 0; dx < n; dx++ {
			if p := (board.Pos{X: at.X + dx, Y: at.Y + dy}); g.In(p) {
				out = append(out, g.Index(p))
			}
		}
	}
	return out
}

// distances measures the distance (page 18) from figure t's base to every
// square of the board.
// Its search is one of a few kept (see release): a fresh one sizes and
// fills its arrays for the whole board, one kept warm only starts anew,
// and one that last measured from the same squares of the same board,
// unchanged since (Grid.Version), is not measured again: the distances
// of page 18 depend on nothing else, and a creature's decisions measure
// again and again from a few squares (where it stands, where it began its
// activation, its target's).
type distances struct {
	g      *board.Grid
	search *board.Search
	// What search last measured: from on g at version ver.
	ver  uint64
	from []int
	// inUse: handed out and not yet released; used: when last handed out
	// (the least recent is measured again first).
	inUse bool
	used  uint64
}

// kept are the distances measureFrom hands out again.
var kept struct {
	mu   sync.Mutex
	all  [keptDistances]*distances
	tick uint64
}

const keptDistances = 8

func measureFrom(s *rules.State, t *rules.Figure) *distances {
	g := s.Board
	var buf [4]int
	from := appendSquares(buf[:0], g, t, t.At)
	kept.mu.Lock()
	kept.tick++
	var d, lru *distances
	empty := -1
	for k, e := range kept.all {
		switch {
		case e == nil:
			if empty < 0 {
				empty = k
			}
		case e.inUse:
		case e.g == g && e.ver == g.Version() && slices.Equal(e.from, from):
			d = e
		case lru == nil || e.used < lru.used:
			lru = e
		}
		if d != nil {
			break
		}
	}
	switch {
	case d != nil:
	case empty >= 0:
		d = &distances{search: new(board.Search)}
		kept.all[empty] = d
	case lru != nil:
		d = lru
	default:
		d = &distances{search: new(board.Search)} // all in use: one not kept
	}
	d.inUse, d.used = true, kept.tick
	kept.mu.Unlock()
	if d.g != g || d.ver != g.Version() || !slices.Equal(d.from, from) {
		d.search.Measure(g, -1, from...)
		d.g, d.ver, d.from = g, g.Version(), append(d.from[:0], from...)
	}
	return d
}

var searches = sync.Pool{New: func() any { return new(board.Search) }}

// release gives d back; d must not be used after.
func (d *distances) release() {
	kept.mu.Lock()
	d.inUse = false
	kept.mu.Unlock()
}

// to is the distance to figure f were its base at at, or -1 when it cannot
// be reached.
func (d *distances) to(f *rules.Figure, at board.Pos) int {
	best := -1
	n := f.Span()
	for dy := 0; dy < n; dy++ {
		for dx := 0; dx < n; dx++ {
			p := board.Pos{X: at.X + dx, Y: at.Y + dy}
			if !d.g.In(p) {
				continue
			}
			if c := d.search.Cost(d.g.Index(p)); c != board.Unreached && (best < 0 || c < best) {
				best = c
			}
		}
	}
	return best
}

// holds reports whether figure f holds a usable item of kind k in hand:
// len(f.Held(k)) > 0, without the list.
func holds(f *rules.Figure, k rules.ItemKind) bool {
	for i := range f.Items {
		if it := &f.Items[i]; it.Place == rules.InHand && it.Kind == k && it.Usable() {
			return true
		}
	}
	return false
}

// alliesNear counts f's allies whose bases touch the square at.
func alliesNear(s *rules.State, fi int, at board.Pos) int {
	f := &s.Figures[fi]
	n := 0
	for i := range s.Figures {
		o := &s.Figures[i]
		if i == fi || o.Side != f.Side || !o.Present() {
			continue
		}
		if gap(o.At, o.Span(), at, f.Span()) <= 1 {
			n++
		}
	}
	return n
}

// meleeAdjacent reports whether figure f, its base at at, and figure t
// are adjacent as a melee attack at reach 1 needs them (the board's
// adjacency for actions: walls, heights, stairs; page 19): the rules
// offer no such attack otherwise (rules.TestMoveKeepsStrikers, also
// after a move, on the board before it).
func meleeAdjacent(g *board.Grid, f *rules.Figure, at board.Pos, t *rules.Figure) bool {
	var fs, ts [4]board.Pos
	var fb, tb [4]int
	a, b := fb[:0], tb[:0]
	moved := *f
	moved.At = at
	for _, p := range moved.Squares(fs[:0]) {
		a = append(a, g.Index(p))
	}
	for _, p := range t.Squares(ts[:0]) {
		b = append(b, g.Index(p))
	}
	return g.FiguresAdjacent(a, f.Size, b, t.Size, true)
}

// meleeWithin reports whether figure f, its base at at, could attack t in
// melee as far as where they stand goes: within its reach, neither in a
// pit (page 28), and adjacent for a reach of 1.
func meleeWithin(g *board.Grid, f *rules.Figure, at board.Pos, t *rules.Figure, reach int) bool {
	if gap(at, f.Span(), t.At, t.Span()) > reach || inPit(g, f, at) || inPit(g, t, t.At) {
		return false
	}
	return reach > 1 || meleeAdjacent(g, f, at, t)
}

// inPit reports whether figure f, its base at at, stands in a pit: a
// small or average base on a pit square, as the rules have it (no melee
// attack into or out of one, page 28).
func inPit(g *board.Grid, f *rules.Figure, at board.Pos) bool {
	return f.Span() == 1 && g.In(at) && g.Square(at).Terrain == board.Pit
}

// gap is the Chebyshev gap between two square bases: 1 when they touch.
func gap(a board.Pos, sa int, b board.Pos, sb int) int {
	dx := max(a.X-(b.X+sb-1), b.X-(a.X+sa-1), 0)
	dy := max(a.Y-(b.Y+sb-1), b.Y-(a.Y+sa-1), 0)
	return max(dx, dy)
}
