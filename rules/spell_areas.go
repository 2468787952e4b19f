package rules

import (
	"slices"

	"dun/board"
)

// Spell areas other than a radius or a line: cones, sections and the
// whole board (content's `area`; page 39 gives an Area of Effect only as
// a number, so their shapes are rulings). A cone leaves the caster's base
// along his facing, as a breath does (page 115), one square wider on each
// side at each step, for the card's radius in steps, and takes only the
// squares the caster sees, so walls and closed doors stop it; its target
// (a figure or square) must lie in it (R1100). A section takes every
// square of the sections its target stands in (R1101). The whole board is
// every square of the explored sections (R1102). A magic projectile is
// drawn as a straight line like a shot (page 40), so it may be a cone but
// never a section or the whole board (Spell.check).

// Areas of SpellCard.Area.
const (
	AreaCone    = "cone"
	AreaSection = "section"
	AreaBoard   = "all"
)

// HasArea reports whether the spell affects more than its target: an
// Area of Effect number (page 39) or a shaped area.
func (sp *SpellCard) HasArea() bool { return sp.Radius > 0 || sp.Area != "" }

// shape answers which squares a cast's cone, section or board area holds.
// It is built once per cast and asks nothing of the heap.
type shape struct {
	s    *State
	fi   int
	area string
	n    int
	secs [4]uint8
	nsec int
	// A cone's caster: the squares of his base and his eye's height, for
	// the sight to each square (seesSquare, asked once per cast).
	from  [4]int
	nfrom int
	eye   int
}

// shapeOf is the shaped area of cast c of spell sp by figure fi: the
// sections under its target for a section spell.
func shapeOf(s *State, fi int, sp *Spell, c *CastState) shape {
	a := shape{s: s, fi: fi, area: sp.Area, n: sp.Radius}
	g := s.Board
	if sp.Area == AreaCone {
		f := &s.Figures[fi]
		var sq [4]board.Pos
		for _, p := range f.Squares(sq[:0]) {
			if g.In(p) {
				a.from[a.nfrom] = g.Index(p)
				a.nfrom++
			}
		}
		a.eye = sightTop(g, f, a.from[:a.nfrom])
	}
	if sp.Area != AreaSection {
		return a
	}
	add := func(p board.Pos) {
		if !g.In(p) {
			return
		}
		if sec := g.Square(p).Section; sec != 0 && !slices.Contains(a.secs[:a.nsec], sec) && a.nsec < len(a.secs) {
			a.secs[a.nsec] = sec
			a.nsec++
		}
	}
	if c.Square != nil {
		add(*c.Square)
	} else if ti := s.figure(c.Target); ti >= 0 {
		var sq [4]board.Pos
		for _, p := range s.Figures[ti].Squares(sq[:0]) {
			add(p)
		}
	}
	return a
}

// has reports whether square p lies in the area.
func (a *shape) has(p board.Pos) bool {
	g := a.s.Board
	if !g.In(p) {
		return false
	}
	sec := g.Square(p).Section
	if sec == 0 {
		return false // rock
	}
	switch a.area {
	case AreaCone:
		f := &a.s.Figures[a.fi]
		if !board.InCone(f.At, f.Span(), f.Facing, a.n, p) {
			return false
		}
		// The caster sees the square as he would an average figure there
		// (R116); figures do not stop a spell's area (page 40: cover
		// counts only against magic projectiles, which damageHits gives).
		to := [1]int{g.Index(p)}
		look := board.Look{Eye: a.eye, Target: g.FigureTop(to[0], SizeAverage)}
		return g.SightBetween(a.from[:a.nfrom], to[:], look).Visible
	case AreaSection:
		return slices.Contains(a.secs[:a.nsec], sec)
	}
	return a.s.SectionRevealed(sec)
}

// takes reports whether the area holds a square of figure g's base.
func (a *shape) takes(g *Figure) bool {
	var sq [4]board.Pos
	for _, p := range g.Squares(sq[:0]) {
		if a.has(p) {
			return true
		}
	}
	return false
}

// squares lists the area's squares in the board's order: for the
// protecting and terrain spells whose area is fixed at the cast (page 40).
func (a *shape) squares() []board.Pos {
	g := a.s.Board
	x0, y0, x1, y1 := 0, 0, g.W()-1, g.H()-1
	if a.area == AreaCone {
		f := &a.s.Figures[a.fi]
		x0, y0 = f.At.X-a.n, f.At.Y-a.n
		x1, y1 = f.At.X+f.Span()-1+a.n, f.At.Y+f.Span()-1+a.n
	}
	var out []board.Pos
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			if p := (board.Pos{X: x, Y: y}); a.has(p) {
				out = append(out, p)
			}
		}
	}
	return out
}

// spellArea is the squares of cast c's area: its shape, or those within
// the spell's radius of the target (castArea).
func spellArea(s *State, fi int, sp *Spell, c *CastState) []board.Pos {
	if sp.Area != "" {
		a := shapeOf(s, fi, sp, c)
		return a.squares()
	}
	return castArea(s, c, sp.Radius)
}

// inConeOf reports whether a square of figure ti's base, or the square p
// when ti < 0, lies in the cone figure fi throws along its facing, walls
// aside (the target of a cone spell must: R1100).
func inConeOf(s *State, fi int, n, ti int, p board.Pos) bool {
	f := &s.Figures[fi]
	if ti < 0 {
		return board.InCone(f.At, f.Span(), f.Facing, n, p)
	}
	var sq [4]board.Pos
	for _, q := range s.Figures[ti].Squares(sq[:0]) {
		if board.InCone(f.At, f.Span(), f.Facing, n, q) {
			return true
		}
	}
	return false
}

// notInCone refuses a cone spell's target outside the caster's cone.
func notInCone(s *State, fi int, sp *Spell, what string) *RuleError {
	f := &s.Figures[fi]
	return refuse(CodeBadTarget, "%s is not in the cone of %s in front of %s (facing %s): turn toward it first",
		"%s no está en el cono de %s delante de %s (mirando a %s): gírate antes hacia allí", what, sp.Name, f.name(), f.Facing)
}
