package rules

import (
	"slices"
	"sync"

	"dun/board"
)

// reach works out where the figure being activated may move (pages 18-21,
// 23, 32), by turning the figures into a board overlay and searching with
// the board's mover class for the figure's size.
//
// A 2x2 base moves one of its squares, the reference square, as an average
// (Large) or huge (Huge) figure (page 21). Each corner of the base gives a
// different search, since the engagement and running rules look at the
// whole base wherever the reference square is.
type reach struct {
	s  *State
	fi int
	f  *Figure
	g  *board.Grid
	m  board.Mover
	n  int // span of the base
	// partner is the mover's rider or mount (-1 none): it moves with
	// the mover and never stands in its way (mount.go).
	partner int
	running bool
	swim    bool
	ov      *board.Overlay
	search  board.Search
	seen    []bool
	// best, ref, occ and dests are destinations' buffers, kept with the
	// rest.
	best  []int
	ref   []Corner
	occ   []bool
	dests []dest
	// moves is moveList's buffer for the commands it boxes.
	moves []Move
	// eng is fill's buffer for its stopper.
	eng []engageCand
	// terr is what fill reads of the board square by square, kept from
	// one search to the next on the same grid (see terrain).
	terr terrain
}

// terrain is, for one grid at one version, each square's section and the
// squares of deep water and with a ladder, in board order: fill's loops
// over the whole board read these short lists instead of every square.
type terrain struct {
	g       *board.Grid
	ver     uint64
	sec     []uint8
	wet     []int32
	ladders []int32
	// bySec is the squares in the order of their sections, those of
	// section k being bySec[secAt[k]:secAt[k+1]]: fill blocks the hidden
	// sections' squares without reading the others.
	bySec []int32
	secAt []int32
}

// terrain returns r's terrain tables for its grid, built again when the
// grid or its version changed.
func (r *reach) terrain() *terrain {
	t, g := &r.terr, r.g
	if t.g == g && t.ver == g.Version() && len(t.sec) == g.Len() {
		return t
	}
	t.g, t.ver = g, g.Version()
	t.sec, t.wet, t.ladders = t.sec[:0], t.wet[:0], t.ladders[:0]
	for i := 0; i < g.Len(); i++ {
		sq := g.At(i)
		t.sec = append(t.sec, sq.Section)
		if sq.Terrain == board.DeepWater {
			t.wet = append(t.wet, int32(i))
		}
		if sq.HasLadder {
			t.ladders = append(t.ladders, int32(i))
		}
	}
	if len(t.secAt) != maxSections+2 {
		t.secAt = make([]int32, maxSections+2)
	} else {
		clear(t.secAt)
	}
	for _, k := range t.sec {
		t.secAt[int(k)+1]++
	}
	for k := 1; k < len(t.secAt); k++ {
		t.secAt[k] += t.secAt[k-1]
	}
	t.bySec = slices.Grow(t.bySec[:0], len(t.sec))[:len(t.sec)]
	var next [maxSections + 1]int32
	copy(next[:], t.secAt)
	for i, k := range t.sec {
		t.bySec[next[k]] = int32(i)
		next[k]++
	}
	return t
}

func newReach(s *State, fi int) *reach {
	f := &s.Figures[fi]
	r := reachPool.Get().(*reach)
	ov, search, seen, best, ref, occ, dests, moves, eng, terr := r.ov, r.search, r.seen, r.best, r.ref, r.occ, r.dests, r.moves, r.eng, r.terr
	if ov == nil || ov.Len() != s.Board.Len() {
		ov = board.NewOverlay(s.Board)
	}
	*r = reach{
		s: s, fi: fi, f: f, g: s.Board, m: moveMover(s, fi), n: f.Span(),
		partner: partnerOf(s, fi),
		running: s.Active.Running(),
		swim:    s.Active.Swimming(),
		ov:      ov, search: search, seen: seen, best: best, ref: ref, occ: occ, dests: dests, moves: moves, eng: eng, terr: terr,
	}
	return r
}

// reachPool keeps the overlays and search buffers of finished questions:
// a move's search is the hottest path of simulation, and its buffers are
// as big as the board (docs/performance.md).
var reachPool = sync.Pool{New: func() any { return new(reach) }}

// measures keeps the buffers of distance searches (CombatTurn, asked
// after every command, and figureDistance): a fresh board.Search sizes
// and fills its arrays for the whole board, and one kept warm on the same
// grid and mover only starts a new generation.
var measures = sync.Pool{New: func() any { return new(board.Search) }}

// release gives r's buffers back for the next question; r must not be used
// after.
func (r *reach) release() {
	r.s, r.f, r.g = nil, nil, nil
	reachPool.Put(r)
}

// corners are the base squares that may be the reference square.
func (r *reach) corners() []Corner {
	if r.n == 1 {
		return []Corner{CornerNW}
	}
	return []Corner{CornerNW, CornerNE, CornerSW, CornerSE}
}

func add(p, q board.Pos) board.Pos { return board.Pos{X: p.X + q.X, Y: p.Y + q.Y} }
func sub(p, q board.Pos) board.Pos { return board.Pos{X: p.X - q.X, Y: p.Y - q.Y} }

// fill sets the overlay for a search whose reference square is corner c.
// Positions in the overlay are those of the reference square.
func (r *reach) fill(c Corner) {
	s, g, ov := r.s, r.g, r.ov
	ov.Reset()
	off := c.Offset()
	var base [4]board.Pos // a base covers at most 4 squares: no allocation
	sq := base[:0]
	// Occupied squares (page 20): enemies and engaged allies block; allies
	// not engaged cost one more point and may not be ended on.
	for ci := range s.Figures {
		o := &s.Figures[ci]
		if ci == r.fi || ci == r.partner || !o.Present() {
			continue
		}
		var fl uint8
		switch {
		case passesThrough(r.f):
			// A flying figure passes over the others (R703), an Ethereal
			// one through them (page 115).
			fl = board.NoEnd
		case o.Side != r.f.Side:
			fl = board.Blocked
		case len(engagers(s, ci, o.At)) > 0:
			fl = board.Blocked
		default:
			fl = 1 | board.NoEnd
		}
		for _, p := range o.Squares(sq[:0]) {
			ov.Set(g.Index(p), fl)
		}
		// A running 2x2 base may not pass anywhere narrower than itself
		// (page 21); squeezing past a figure is that too, so the base may
		// not overlap one anywhere along the way.
		if r.running && r.n > 1 {
			nb := o.Span()
			for ay := o.At.Y - r.n + 1; ay < o.At.Y+nb; ay++ {
				for ax := o.At.X - r.n + 1; ax < o.At.X+nb; ax++ {
					at := board.Pos{X: ax, Y: ay}
					if p := add(at, off); g.In(p) && overlaps(at, r.f.baseSize(), o) {
						ov.Set(g.Index(p), board.Blocked)
					}
				}
			}
		}
	}
	// Melee ranges (page 32): a running figure may not pass next to any
	// enemy; one that walks stops where an enemy would engage it; a flying
	// or Ethereal one ignores them (pages 114-115).
	if len(r.seen) != g.Len() {
		r.seen = make([]bool, g.Len())
	} else {
		clear(r.seen)
	}
	// stopped, asked for every square around every enemy, with what does
	// not depend on the square worked out once, when first needed.
	var engs stopper
	for bi := range s.Figures {
		b := &s.Figures[bi]
		if b.Side == r.f.Side || !b.Present() || passesThrough(r.f) || invisible(r.f) {
			continue
		}
		nb := b.Span()
		for ay := b.At.Y - r.n; ay <= b.At.Y+nb; ay++ {
			for ax := b.At.X - r.n; ax <= b.At.X+nb; ax++ {
				at := board.Pos{X: ax, Y: ay}
				p := add(at, off)
				if !g.In(p) {
					continue
				}
				i := g.Index(p)
				if r.running {
					if overlaps(at, r.f.baseSize(), b) || adjacentAt(g, r.f, at, b) {
						ov.Set(i, board.Blocked)
					}
					continue
				}
				if r.seen[i] {
					continue
				}
				r.seen[i] = true
				if !engs.ready {
					engs.prepare(s, r.fi, r.eng[:0])
					r.eng = engs.cands
				}
				if engs.stopped(g, at) {
					ov.Set(i, board.Stop)
				}
			}
		}
	}
	// Unrevealed sections are not on the table yet (page 22, R47): no base
	// may cover a square of one.
	if x := s.Explore; x != nil && slices.Contains(x.Revealed, false) {
		// hidden[k]: section k is not revealed (SectionRevealed, as a table).
		var hidden [maxSections + 1]bool
		for k, rv := range x.Revealed {
			hidden[k+1] = !rv
		}
		one := r.n == 1 && off == board.Pos{} // a base of square i alone
		if one {
			// The order the squares are flagged in changes nothing of
			// the search.
			t := r.terrain()
			for k, rv := range x.Revealed {
				if !rv {
					for _, i := range t.bySec[t.secAt[k+1]:t.secAt[k+2]] {
						ov.Set(int(i), board.Blocked)
					}
				}
			}
		}
		for i := 0; i < g.Len() && !one; i++ {
			at := sub(g.Pos(i), off)
			for _, p := range baseAt(at, r.f.baseSize(), sq[:0]) {
				if g.In(p) && hidden[g.Square(p).Section] {
					ov.Set(i, board.Blocked)
					break
				}
			}
		}
	}
	// Deep water is swum (page 21): a figure that does not swim keeps
	// every square of its base out of it.
	if !r.swim && !r.f.Flying() && !aquatic(r.f) {
		one := r.n == 1 && off == board.Pos{}
		if one {
			for _, i := range r.terrain().wet {
				ov.Set(int(i), board.Blocked)
			}
		}
		for i := 0; i < g.Len() && !one; i++ {
			if wetBase(g, sub(g.Pos(i), off), r.f.Size) {
				ov.Set(i, board.Blocked)
			}
		}
	}
	// Ladders (page 19): no running on them, and difficult terrain for
	// busy hands.
	r.fillLadders()
	if ridden(r.f) {
		r.fillRidden()
	}
	// A 2x2 base never hangs off the board, walking or running: its
	// reference square is barred wherever the base would (TestRandomPlay-
	// Conformance found a Huge figure walked along the board's last row).
	// Those are the board's edge columns and rows: x < off.X or
	// x > W-n+off.X, and the same for y.
	if r.n > 1 {
		w, h := g.W(), g.H()
		edge := func(v, o, size int) bool { return v < o || v > size-r.n+o }
		for y := range h {
			if edge(y, off.Y, h) {
				for x := range w {
					ov.Set(g.Index(board.Pos{X: x, Y: y}), board.Blocked)
				}
				continue
			}
			for _, x := range [...]int{0, w - 1} {
				if edge(x, off.X, w) {
					ov.Set(g.Index(board.Pos{X: x, Y: y}), board.Blocked)
				}
			}
		}
	}
	// A running 2x2 base may not squeeze through anything narrower than
	// itself (page 21).
	if r.running && r.n > 1 {
		for i := 0; i < g.Len(); i++ {
			if baseFit(g, r.m, r.n, sub(g.Pos(i), off)) != board.Free {
				ov.Set(i, board.Blocked)
			}
		}
	}
}

// stoppers are the enemies that would engage figure fi with its base at
// at, less those it disengaged from this activation: it ignores their
// melee ranges until the activation ends (page 32).
func stoppers(s *State, fi int, at board.Pos) []int {
	by := engagers(s, fi, at)
	if a := s.Active; a != nil && movedBy(s, fi, a) && len(a.DisengagedFrom) > 0 {
		by = slices.DeleteFunc(by, func(i int) bool { return slices.Contains(a.DisengagedFrom, s.Figures[i].ID) })
	}
	return by
}

// stopper answers whether stoppers(s, fi, at) is not empty, for one
// figure and many squares, without allocating (fill asks it for every
// square around every enemy): which
// enemies could engage the figure, whether allies hold them (held), which
// stand in deep water or a pit and which are as big as it does not depend
// on where the figure would stand, so appendEngagers' tests of them are
// made once; only adjacency, the water and the pit under the figure are
// tested per square. The answer is stoppers' exactly: any engager (a
// bigger-or-equal one, or two smaller ones), or with DisengagedFrom any
// engager not disengaged from (TestStopperIsStoppers).
type stopper struct {
	ready bool
	s     *State
	a     *Figure
	// none: the figure ignores melee ranges (flying, Ethereal, riding).
	none bool
	// dis: the figure passed disengaging tests this activation.
	dis   bool
	cands []engageCand
}

// engageCand is an enemy that may engage the figure wherever it stands.
type engageCand struct {
	bi int
	// wet: the enemy stands in deep water, and engages only a figure
	// that does too; big: it is at least the figure's size; free: the
	// figure has not disengaged from it.
	wet, big, free bool
}

// prepare sets st up for figure ai of s, building the candidates in buf.
func (st *stopper) prepare(s *State, ai int, buf []engageCand) {
	a := &s.Figures[ai]
	g := s.Board
	*st = stopper{ready: true, s: s, a: a, cands: buf}
	if passesThrough(a) || riding(a) {
		st.none = true
		return
	}
	var act *Activation
	if x := s.Active; x != nil && movedBy(s, ai, x) && len(x.DisengagedFrom) > 0 {
		st.dis, act = true, x
	}
	for bi := range s.Figures {
		b := &s.Figures[bi]
		if bi == ai || b.Side == a.Side || !b.Present() || !hasMeleeRange(b) || riding(b) {
			continue
		}
		if ridden(a) && b.Size <= SizeAverage || b.Size <= a.Size-2 {
			continue
		}
		if inPit(g, b.At, b.Size) || held(s, bi, ai) {
			continue
		}
		c := engageCand{bi: bi, wet: inDeepWater(g, b.At, b.Size), big: b.Size >= a.Size, free: true}
		if st.dis {
			c.free = !slices.Contains(act.DisengagedFrom, b.ID)
		}
		st.cands = append(st.cands, c)
	}
}

// stopped reports whether stoppers(st.s, ai, at) is not empty.
func (st *stopper) stopped(g *board.Grid, at board.Pos) bool {
	if st.none || len(st.cands) == 0 || inPit(g, at, st.a.Size) {
		return false
	}
	wet := inDeepWater(g, at, st.a.Size)
	big, small, freeBig, freeSmall := 0, 0, 0, 0
	for k := range st.cands {
		c := &st.cands[k]
		if c.wet != wet || !adjacentAt(g, st.a, at, &st.s.Figures[c.bi]) {
			continue
		}
		if c.big {
			big++
			if c.free {
				freeBig++
			}
		} else {
			small++
			if c.free {
				freeSmall++
			}
		}
	}
	if st.dis {
		return freeBig > 0 || small >= 2 && freeSmall > 0
	}
	return big > 0 || small >= 2
}

// placement checks that the base may end with its top-left square at: on
// the board, not on any figure, and for a 2x2 base not wholly on obstructed
// squares. It returns the fit.
func (r *reach) placement(at board.Pos) (board.Fit, *RuleError) {
	return r.placementPast(at, -1)
}

// placementPast is placement with figure skip (-1: none) taken off the
// board: a figure that lands by pushing it away (pages 23-24).
func (r *reach) placementPast(at board.Pos, skip int) (board.Fit, *RuleError) {
	g := r.g
	if !g.In(at) || !g.In(board.Pos{X: at.X + r.n - 1, Y: at.Y + r.n - 1}) {
		return board.NoFit, r.s.refuse(CodeIllegalMove, "%v is off the board for %s", "%v queda fuera del tablero para %s", at, r.f.name())
	}
	for ci := range r.s.Figures {
		o := &r.s.Figures[ci]
		if ci != r.fi && ci != skip && ci != r.partner && o.Present() && overlaps(at, r.f.baseSize(), o) {
			return board.NoFit, r.s.refuse(CodeOccupied, "%s stands there: no move may end on an occupied square", "%s está ahí: ningún movimiento puede terminar en una casilla ocupada", o.name())
		}
	}
	ft := baseFit(g, r.m, r.n, at)
	if ft == board.NoFit {
		return board.NoFit, r.s.refuse(CodeIllegalMove, "%s cannot stand at %v", "%s no puede estar en %v", r.f.name(), at)
	}
	if r.f.Flying() && !standsOnFoot(g, r.f, at) {
		return board.NoFit, r.s.refuse(CodeIllegalMove, "%s flies over %v but may not end its flight where it could not stand on foot", "%s vuela sobre %v pero no puede acabar el vuelo donde no podría estar a pie", r.f.name(), at)
	}
	if o := ownerOf(r.s, r.f); o != nil && baseGap(&Figure{At: at, Size: r.f.Size}, o) > CompanionLeash {
		return board.NoFit, r.s.refuse(CodeTooFar, "%s may not go more than %d squares from %s", "%s no puede alejarse más de %d casillas de %s", r.f.name(), CompanionLeash, o.name())
	}
	return ft, nil
}

// markOccupied sets r.occ to the squares the present figures other than
// the mover cover, for placeable.
func (r *reach) markOccupied() {
	g := r.g
	if len(r.occ) != g.Len() {
		r.occ = make([]bool, g.Len())
	} else {
		clear(r.occ)
	}
	var base [4]board.Pos
	for ci := range r.s.Figures {
		if o := &r.s.Figures[ci]; ci != r.fi && ci != r.partner && o.Present() {
			for _, p := range o.Squares(base[:0]) {
				if g.In(p) {
					r.occ[g.Index(p)] = true
				}
			}
		}
	}
}

// placeable is placement's answer without its reason, for the many
// squares destinations tries: a base overlaps a figure exactly when it
// covers one of the squares markOccupied marked.
func (r *reach) placeable(at board.Pos) bool {
	g := r.g
	if !g.In(at) || !g.In(board.Pos{X: at.X + r.n - 1, Y: at.Y + r.n - 1}) {
		return false
	}
	for dy := 0; dy < r.n; dy++ {
		for dx := 0; dx < r.n; dx++ {
			if r.occ[g.Index(board.Pos{X: at.X + dx, Y: at.Y + dy})] {
				return false
			}
		}
	}
	if baseFit(g, r.m, r.n, at) == board.NoFit {
		return false
	}
	if r.f.Flying() && !standsOnFoot(g, r.f, at) {
		return false
	}
	if o := ownerOf(r.s, r.f); o != nil && baseGap(&Figure{At: at, Size: r.f.Size}, o) > CompanionLeash {
		return false
	}
	return true
}

// dest is one place the figure may move to.
type dest struct {
	To   board.Pos // top-left square of the base
	Cost int
	Ref  Corner // the corner whose route is cheapest (CornerNW for 1x1)
}

// destinations lists every anchor the figure may end a move on, spending
// at most limit points, in board order, with the cheapest cost over the
// corners. It covers ordinary moves only, not a step within melee range.
// The list is r's buffer: good until r is released or asked again.
//
// A search within limit reaches no square more than limit rows or columns
// from where it began, every step costing a point at least: the costs
// are read in that box of the board, not over the whole board.
func (r *reach) destinations(limit int) []dest {
	g := r.g
	if len(r.best) != g.Len() {
		r.best, r.ref = make([]int, g.Len()), make([]Corner, g.Len())
	} else {
		clear(r.best)
		clear(r.ref)
	}
	best, ref := r.best, r.ref // best is cost+1, 0 for none
	r.markOccupied()
	for _, c := range r.corners() {
		r.fill(c)
		off := c.Offset()
		start := add(r.f.At, off)
		from := g.Index(start)
		r.search.Reach(g, r.m, from, r.ov, limit)
		x0, x1 := max(start.X-limit, 0), min(start.X+limit, g.W()-1)
		for y := max(start.Y-limit, 0); y <= min(start.Y+limit, g.H()-1); y++ {
			for x := x0; x <= x1; x++ {
				p := board.Pos{X: x, Y: y}
				i := g.Index(p)
				cost := r.search.Cost(i)
				if cost == board.Unreached || i == from {
					continue
				}
				at := sub(p, off)
				if !g.In(at) || at == r.f.At {
					continue
				}
				if r.n == 1 && r.ov.Get(i)&board.NoEnd != 0 {
					continue
				}
				if !r.placeable(at) {
					continue
				}
				k := g.Index(at)
				if best[k] == 0 || cost+1 < best[k] {
					best[k], ref[k] = cost+1, c
				}
			}
		}
	}
	out := r.dests[:0]
	for k, b := range best {
		if b > 0 {
			out = append(out, dest{To: g.Pos(k), Cost: b - 1, Ref: ref[k]})
		}
	}
	r.dests = out
	return out
}

// route finds the cheapest legal route to anchor to within limit points,
// over the given corner (or every corner for CornerAuto).
func (r *reach) route(to board.Pos, want Corner, limit int) (path []board.Pos, cost int, ref Corner, err *RuleError) {
	g := r.g
	corners := r.corners()
	if want != CornerAuto {
		corners = []Corner{want}
	}
	best, unlimited := -1, -1
	for _, c := range corners {
		off := c.Offset()
		p := add(to, off)
		if !g.In(p) {
			continue
		}
		r.fill(c)
		from, goal := g.Index(add(r.f.At, off)), g.Index(p)
		if r.n == 1 && r.ov.Get(goal)&board.NoEnd != 0 {
			continue
		}
		if sq, cst, ok := r.search.Route(g, r.m, from, goal, r.ov, limit); ok {
			if best < 0 || cst < best {
				best, ref = cst, c
				path = path[:0]
				for _, i := range sq {
					path = append(path, g.Pos(i))
				}
			}
		} else if _, cst, ok := r.search.Route(g, r.m, from, goal, r.ov, -1); ok && (unlimited < 0 || cst < unlimited) {
			unlimited = cst
		}
	}
	if best >= 0 {
		return path, best, ref, nil
	}
	if unlimited >= 0 {
		return nil, 0, 0, refuse(CodeTooFar, "reaching %v costs %d Movement points; %s has %d left", "llegar a %v cuesta %d puntos de Movimiento; a %s le quedan %d", to, unlimited, r.f.name(), limit)
	}
	return nil, 0, 0, refuse(CodeNoPath, "%s has no legal way to %v", "%s no tiene ningún camino permitido hasta %v", r.f.name(), to)
}

// walk checks an explicit path for corner c step by step and returns its
// cost.
func (r *reach) walk(c Corner, path []board.Pos, limit int) (int, *RuleError) {
	g := r.g
	r.fill(c)
	cur := add(r.f.At, c.Offset())
	cost := 0
	for k, p := range path {
		if !g.In(p) {
			return 0, refuse(CodeIllegalMove, "path square %v is off the board", "la casilla %v del camino está fuera del tablero", p)
		}
		d, ok := board.DirTo(cur, p)
		if !ok {
			return 0, refuse(CodeIllegalMove, "path square %v is not next to %v", "la casilla %v del camino no está junto a %v", p, cur)
		}
		j, step, ok := g.Step(g.Index(cur), d, r.m)
		if !ok {
			return 0, refuse(CodeIllegalMove, "the step from %v to %v is not allowed (a wall, an obstacle, a cut corner or a cliff)", "el paso de %v a %v no está permitido (un muro, un obstáculo, una esquina o un desnivel)", cur, p)
		}
		fl := r.ov.Get(j)
		if fl&board.Blocked != 0 {
			if id, ok := r.s.FigureAt(p); ok && id != r.f.ID {
				return 0, refuse(CodeIllegalMove, "%v may not be entered: %s stands there", "no se puede entrar en %v: ahí está %s", p, id)
			}
			return 0, refuse(CodeIllegalMove, "%v may not be entered while running: it is next to an enemy or too narrow", "no se puede entrar en %v corriendo: está junto a un enemigo o es demasiado estrecha", p)
		}
		cost += step + int(fl&board.ExtraMask)
		if fl&board.Stop != 0 && k < len(path)-1 {
			return 0, refuse(CodeIllegalMove, "entering %v engages an enemy: the move must end there", "al entrar en %v se traba con un enemigo: el movimiento debe terminar ahí", p)
		}
		cur = p
	}
	if r.n == 1 && r.ov.Get(g.Index(cur))&board.NoEnd != 0 {
		id, _ := r.s.FigureAt(cur)
		return 0, refuse(CodeOccupied, "%s stands there: no move may end on an occupied square", "%s está ahí: ningún movimiento puede terminar en una casilla ocupada", id)
	}
	if cost > limit {
		return 0, refuse(CodeTooFar, "the path costs %d Movement points; %s has %d left", "el camino cuesta %d puntos de Movimiento; a %s le quedan %d", cost, r.f.name(), limit)
	}
	return cost, nil
}

// shift is a step within melee range (page 32): an engaged figure that has
// not moved yet may step to an adjacent square where every enemy engaging
// it still does. It returns the step's cost and corner.
type shift struct {
	To   board.Pos
	Cost int
	Ref  Corner
}

// shifts lists the steps within melee range open to the figure, engaged by
// the enemies in start, spending at most limit points.
func (r *reach) shifts(start []int, limit int) []shift {
	var out []shift
	for d := board.North; d <= board.NorthWest; d++ {
		to := r.f.At.Add(d)
		if sh, ok := r.shiftTo(start, to, CornerAuto, limit); ok {
			out = append(out, sh)
		}
	}
	return out
}

func (r *reach) shiftTo(start []int, to board.Pos, want Corner, limit int) (shift, bool) {
	g := r.g
	d, ok := board.DirTo(r.f.At, to)
	if !ok {
		return shift{}, false
	}
	if _, err := r.placement(to); err != nil {
		return shift{}, false
	}
	if !containsAll(engagers(r.s, r.fi, to), start) {
		return shift{}, false
	}
	best := shift{Cost: -1}
	for _, c := range r.corners() {
		if want != CornerAuto && c != want {
			continue
		}
		from := add(r.f.At, c.Offset())
		if !g.In(from) {
			continue
		}
		if _, cost, ok := g.Step(g.Index(from), d, r.m); ok && cost <= limit && (best.Cost < 0 || cost < best.Cost) {
			best = shift{To: to, Cost: cost, Ref: c}
		}
	}
	return best, best.Cost >= 0
}

// containsAll reports whether every index of want is in have (both sorted).
func containsAll(have, want []int) bool {
	k := 0
	for _, w := range want {
		for k < len(have) && have[k] < w {
			k++
		}
		if k == len(have) || have[k] != w {
			return false
		}
	}
	return true
}
