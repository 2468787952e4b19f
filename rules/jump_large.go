package rules

import (
	"fmt"

	"dun/board"
)

// Great jumps by 2x2 bases (page 23, R1010). The book gives the jump no
// rule of its own for Large and Huge figures, but counts them in it: its
// rope helper rolls -1 "if the character you want to help is Large". Page
// 21 moves such a base "as if it were an average-sized creature" and makes
// it end "in an area where the 4 squares of its base are free", so a 2x2
// jump is the whole base carried in a straight line (one of the eight
// directions) until every square of it is past the gap:
//
//   - the squares the base sweeps between where it stands and where it
//     lands must all be pits or drops (a chasm below both edges), one to
//     three squares wide along the line: the base moves 3 to 5 squares;
//   - or, a descent, the base moves 2 squares (its own width) down onto a
//     floor more than a level below it, sweeping only drops or pits;
//   - no wall or closed door crosses the path of any of its squares, and
//     the four landing squares are free: no obstacle, pit, figure or
//     change of level among them (no landing by pushing: the book's push
//     moves "whoever was occupying the square", one figure, and a base
//     may cover four);
//   - the same Agility test and modifiers, and the base's move costs its
//     Movement as a walk of the same length would.
//
// A failed jump is a fall, but a 2x2 base never drops into a pit square
// (R55, R75, R135): it stays on the squares it jumped from and takes the
// fall it would have had, the depth of the pit (or the levels of the
// drop) nearest where it meant to land, stunned, its activation over. A
// failed descent does land, on the floor it went down to, as a 1x1
// figure's does (R935), falling the levels it dropped.

// MaxBigJump is the farthest a 2x2 base's great jump carries it: its own
// width plus the widest pit (page 23).
const MaxBigJump = MaxJumpWidth + 2

// planBigJump is planJumpAt for a 2x2 base, once the checks common to
// every jump have passed.
func planBigJump(s *State, fi int, a *Activation, to board.Pos) (jumpPlan, *RuleError) {
	f := &s.Figures[fi]
	g := s.Board
	n := f.Span()
	if !g.In(to) || !g.In(board.Pos{X: to.X + n - 1, Y: to.Y + n - 1}) {
		return jumpPlan{}, refuse(CodeIllegalMove, "%v is off the board for %s", "%v queda fuera del tablero para %s", to, f.name())
	}
	dx, dy := to.X-f.At.X, to.Y-f.At.Y
	k := board.Chebyshev(f.At, to)
	if (dx != 0 && dy != 0 && absInt(dx) != absInt(dy)) || k < n || k > MaxBigJump {
		return jumpPlan{}, refuse(CodeCannotJump, "%s's base at %v is not across a pit or a drop in a straight line from %v, 1 to %d squares wide, nor on a lower floor next to it", "la peana de %s en %v no está al otro lado de un foso o un desnivel en línea recta desde %v, de 1 a %d casillas de ancho, ni en un piso más bajo junto a ella", f.name(), to, f.At, MaxJumpWidth)
	}
	step := board.Pos{X: sign(dx), Y: sign(dy)}
	var base [4]board.Pos
	for j := 1; j <= k; j++ {
		for _, q := range baseAt(board.Pos{X: f.At.X + (j-1)*step.X, Y: f.At.Y + (j-1)*step.Y}, f.Size, base[:0]) {
			p := add(q, step)
			if !g.In(p) {
				return jumpPlan{}, refuse(CodeIllegalMove, "%v is off the board", "%v queda fuera del tablero", p)
			}
			if !g.Adjacent(g.Index(q), g.Index(p)) {
				return jumpPlan{}, refuse(CodeCannotJump, "a wall or closed door stands between %v and %v", "un muro o una puerta cerrada separa %v de %v", q, p)
			}
		}
	}
	m := f.Mover()
	descent := k == n
	if descent {
		for _, q := range baseAt(to, f.baseSize(), base[:0]) {
			if g.Square(q).Terrain == board.Pit || !gapBelow(g, f, q) {
				return jumpPlan{}, refuse(CodeCannotJump, "%s's base at %v is neither beyond a pit nor on a floor more than a level below it", "la peana de %s en %v no está más allá de un foso ni en un piso más de un nivel por debajo", f.name(), to)
			}
		}
	}
	land := g.StandLevel(g.Index(to), m)
	for _, p := range sweptSquares(f.At, to, f.baseSize()) {
		if g.Square(p).Terrain == board.Pit {
			continue
		}
		if !gapBelow(g, f, p) || !descent && g.StandLevel(g.Index(p), m) >= land-1 {
			return jumpPlan{}, refuse(CodeCannotJump, "%v is neither a pit nor a drop between two edges: a great jump clears only those", "%v no es un foso ni un desnivel entre dos bordes: un gran salto solo salva eso", p)
		}
	}
	if int(g.Square(to).Level) > int(g.Square(f.At).Level) {
		return jumpPlan{}, refuse(CodeCannotJump, "%v is higher than %v: a great jump never lands higher than it started", "%v está más alto que %v: un gran salto nunca termina más alto de donde empezó", to, f.At)
	}
	for _, q := range baseAt(to, f.baseSize(), base[:0]) {
		if s.Explore != nil && !s.SectionRevealed(g.Square(q).Section) {
			return jumpPlan{}, refuse(CodeNoPath, "%v is in a section not yet revealed", "%v está en una sección aún no revelada", q)
		}
	}
	r := newReach(s, fi)
	ft, err := r.placement(to)
	r.release()
	if err != nil {
		return jumpPlan{}, err
	}
	if ft != board.Free {
		return jumpPlan{}, refuse(CodeCannotJump, "%s's base at %v would stand partly obstructed: a great jump lands on four free squares", "la peana de %s en %v quedaría en parte obstruida: un gran salto cae en cuatro casillas libres", f.name(), to)
	}
	if left := a.Remaining(); k > left {
		return jumpPlan{}, refuse(CodeTooFar, "the jump to %v costs %d Movement points; %s has %d left", "el salto a %v cuesta %d puntos de Movimiento; a %s le quedan %d", to, k, f.name(), left)
	}
	fall := f.At // it stays where it stood (R55)
	if descent {
		fall = to
	}
	return jumpPlan{width: k - n, fall: fall}, nil
}

// sweptSquares lists the squares a base of the given size sweeps moving
// in a straight line from at to to, without those of its first and last
// positions: the squares a great jump clears. For a 1x1 base they are the
// squares of the line between the two.
func sweptSquares(at, to board.Pos, size int) []board.Pos {
	step := board.Pos{X: sign(to.X - at.X), Y: sign(to.Y - at.Y)}
	k := board.Chebyshev(at, to)
	first := &Figure{At: at, Size: size}
	last := &Figure{At: to, Size: size}
	var out []board.Pos
	var base [4]board.Pos
	for j := 1; j < k; j++ {
		for _, p := range baseAt(board.Pos{X: at.X + j*step.X, Y: at.Y + j*step.Y}, size, base[:0]) {
			if !first.Covers(p) && !last.Covers(p) && !containsPos(out, p) {
				out = append(out, p)
			}
		}
	}
	return out
}

func containsPos(ps []board.Pos, p board.Pos) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// distToBase is the distance in squares from p to the nearest square of
// a base of the given size at at.
func distToBase(p, at board.Pos, size int) int {
	return baseGap(&Figure{At: p, Size: SizeAverage}, &Figure{At: at, Size: size})
}

// bigJumpDrop is the fall a 2x2 base escapes by staying where it stood
// when its jump l fails: the depth of the square it swept nearest its
// landing, a pit's or the levels down to a drop's floor (page 28).
func bigJumpDrop(s *State, fi int, l Leap) int {
	f := &s.Figures[fi]
	g := s.Board
	best, h := -1, 1
	for _, p := range sweptSquares(f.At, l.To, f.baseSize()) {
		d := distToBase(p, l.To, f.baseSize())
		if best >= 0 && d >= best {
			continue
		}
		best = d
		if sq := g.Square(p); sq.Terrain == board.Pit {
			h = PitFallHeight
			if sq.PitDepth > 0 {
				h = int(sq.PitDepth)
			}
		} else {
			m := f.Mover()
			h = max(1, g.StandLevel(g.Index(f.At), m)-g.StandLevel(g.Index(p), m))
		}
	}
	return h
}

// fallInPlace is the fall of a 2x2 base whose jump failed: it keeps its
// squares (R1010) and takes the fall's damage there; afterFall stuns it
// and ends its activation.
func (e *env) fallInPlace(fi int, h int) error {
	f := &e.s.Figures[fi]
	e.emit(Fell{Figure: f.ID, From: f.At, To: f.At, Height: h})
	return e.damage(Blow{Rule: ruleFall, Target: f.ID, Dice: h, Against: NaturalArmour})
}

// bigJumpOptions lists the great jumps of a 2x2 base, skipping the
// directions with no pit or drop next to the base (no refusal to build
// for each, docs/performance.md).
func bigJumpOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	a := s.Active
	n := f.Span()
	far := min(MaxBigJump, a.Remaining())
	var out []Option
	var base [4]board.Pos
	for d := board.North; d <= board.NorthWest; d++ {
		v := d.Vec()
		next := board.Pos{X: f.At.X + v.X, Y: f.At.Y + v.Y}
		edge := false
		for _, p := range baseAt(next, f.baseSize(), base[:0]) {
			if !f.Covers(p) && jumpable(s.Board, f, p) {
				edge = true
			}
		}
		if !edge {
			continue
		}
		for k := n; k <= far; k++ {
			to := board.Pos{X: f.At.X + k*v.X, Y: f.At.Y + k*v.Y}
			if _, err := planJump(s, fi, a, to); err == nil {
				out = append(out, Option{ID: fmt.Sprintf("jump:%s:%d,%d", f.ID, to.X, to.Y), Command: Jump{Header: h, Figure: f.ID, To: to}, Cost: k})
			}
		}
	}
	return out
}
