package adp

import (
	"dun/board"
	"dun/rules"
)

// Blocking the way to the Leader (page 61, "Maximize their potential",
// R919): "They will also block the possible accesses to their Leader, if
// it has been placed on the board." Page 61's priorities and movement
// come first, so the ADP reads it as a preference among moves that serve
// the creature equally well: a creature moving toward its enemy picks,
// among the squares that bring it as close, the one standing most in the
// way between the heroes and its Leader, measured as the distance from the
// square's centre to the straight segment from a hero to the Leader (the
// nearest such segment). The Leader itself, and a side with no Leader on
// the board, have nothing to guard.

// guard scores squares for figure fi by how far they stand from the
// heroes' ways to its Leader; nil when there is no Leader to guard.
type guard struct {
	leader  *rules.Figure
	heroes  []*rules.Figure
	f       *rules.Figure
	nearest *rules.Figure // the hero whose way a square bars best, by the last score
}

// newGuard is the guard of figure fi, or nil.
func newGuard(s *rules.State, fi int) *guard {
	f := &s.Figures[fi]
	if f.Leader() {
		return nil
	}
	g := &guard{f: f}
	for i := range s.Figures {
		o := &s.Figures[i]
		switch {
		case !o.Present():
		case o.Side == f.Side && o.Leader() && g.leader == nil:
			g.leader = o
		case o.Side != f.Side:
			g.heroes = append(g.heroes, o)
		}
	}
	if g.leader == nil || len(g.heroes) == 0 {
		return nil
	}
	return g
}

// score is the square distance, in half squares squared, from the centre
// of f's base at at to the nearest way from a hero to the Leader: lower
// stands more in the way; notInTheWay for a square beside no way (behind
// a hero or behind the Leader).
func (g *guard) score(at board.Pos) int {
	if g == nil {
		return 0
	}
	best := -1
	px, py := centre2(at, g.f.Span())
	lx, ly := centre2(g.leader.At, g.leader.Span())
	for _, h := range g.heroes {
		hx, hy := centre2(h.At, h.Span())
		d := segmentDist2(px, py, hx, hy, lx, ly)
		if best < 0 || d < best {
			best, g.nearest = d, h
		}
	}
	return best
}

// centre2 is twice the centre of a base of side span at at.
func centre2(at board.Pos, span int) (int, int) {
	return 2*at.X + span, 2*at.Y + span
}

// notInTheWay scores a square that stands on no way to the Leader.
const notInTheWay = 1 << 30

// segmentDist2 is the squared distance from point p to the segment a-b,
// scaled to whole numbers, or notInTheWay when p is not between a and b.
func segmentDist2(px, py, ax, ay, bx, by int) int {
	dx, dy := bx-ax, by-ay
	l2 := dx*dx + dy*dy
	if l2 == 0 {
		return (px-ax)*(px-ax) + (py-ay)*(py-ay)
	}
	t := (px-ax)*dx + (py-ay)*dy // the projection, times l2
	if t <= 0 || t >= l2 {
		return notInTheWay // behind the hero or behind the Leader
	}
	// |cross|² / l2, kept in integers by scaling every distance by l2.
	cross := dx*(py-ay) - dy*(px-ax)
	return cross * cross / l2
}

// inTheWay says, for a reason, that the square bars the way to the Leader.
func (g *guard) inTheWay() rules.Text {
	return text("among squares as close, it stands in the way between %s and its Leader, %s",
		"entre casillas igual de cercanas, se interpone entre %s y su Líder, %s", g.nearest.Name(), g.leader.Name())
}
