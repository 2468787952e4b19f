package board

// Mover is the class of figure whose movement is measured. Movement differs
// only by what a figure may pass: a figure cannot pass elements of its own
// height or taller, may climb lower furniture, and a Huge one ignores
// obstacles of height 1-2 (pages 19-21).
type Mover uint8

const (
	// Small figures (height 1): tables and barrels are as tall as they are.
	Small Mover = iota
	// Average figures (height 2), and the reference square of a Large base,
	// which moves "as if it were an average-sized creature" (page 21).
	Average
	// Huge figures' reference square: ignores elements of height 1-2.
	Huge
	// Measure is the mover of page 18's distances ("as if it were the
	// movement of a character only hindered by impassable elements"): every
	// step costs 1, and only walls, closed doors, impassable squares and
	// impassable elements stop it.
	Measure
	// SmallScout and AverageScout move as Small and Average figures but
	// pay nothing more for difficult terrain (the skill Scout, page 114).
	SmallScout
	AverageScout
	numMovers
)

var moverNames = [...]string{"small", "average", "huge", "measure", "small scout", "average scout"}

// Scout is mover m that ignores difficult terrain: SmallScout or
// AverageScout for Small and Average, m itself for the others (a Huge
// figure ignores it already, Measure has no terrain).
func (m Mover) Scout() Mover {
	switch m {
	case Small:
		return SmallScout
	case Average:
		return AverageScout
	}
	return m
}

// base is the size class m moves as.
func (m Mover) base() Mover {
	switch m {
	case SmallScout:
		return Small
	case AverageScout:
		return Average
	}
	return m
}

// slowedBy reports whether difficult terrain costs m one more point.
func (m Mover) slowedBy() bool { return m != Huge && m != SmallScout && m != AverageScout }

// SlowedByDifficult reports whether difficult terrain costs a figure of
// class m one more Movement point (not a Huge one, nor a scout).
func (m Mover) SlowedByDifficult() bool { return m != Measure && m.slowedBy() }

func (m Mover) String() string {
	if int(m) < len(moverNames) {
		return moverNames[m]
	}
	return "mover?"
}

// MoverOf is the mover class for a figure of the given size (1 small,
// 2 average, 3 large, 4 huge).
func MoverOf(size int) Mover {
	switch {
	case size <= 1:
		return Small
	case size >= 4:
		return Huge
	}
	return Average
}

func (m Mover) height() uint8 {
	switch m.base() {
	case Small:
		return 1
	case Huge:
		return 4
	}
	return 2
}

// ignores reports whether the mover walks through element e as if it were
// bare floor.
func (m Mover) ignores(e *Element) bool {
	if e.NoObstacle {
		return true
	}
	switch m {
	case Huge:
		return !e.Impassable && e.Height <= 2
	case Measure:
		return !e.Impassable
	}
	return false
}

// Enterable reports whether a figure of class m may stand on or cross
// square i at all (ignoring how it gets there).
func (g *Grid) Enterable(i int, m Mover) bool {
	s := &g.sq[i]
	switch s.Terrain {
	case Impassable:
		return false
	case Pit:
		if m != Measure && (m != Huge || !g.NarrowPit(i)) {
			return false
		}
	}
	if s.Element != 0 {
		e := &g.elems[s.Element-1]
		if e.Impassable {
			return false
		}
		if !m.ignores(e) && e.Height >= m.height() {
			return false
		}
	}
	return true
}

// NarrowPit reports whether square i is a pit narrower than a Huge base
// (two squares): no pit on at least one of its two sides across it, west
// and east or north and south. A Huge figure strides over such pits and
// cracks (page 116).
func (g *Grid) NarrowPit(i int) bool {
	if i < 0 || i >= len(g.sq) || g.sq[i].Terrain != Pit {
		return false
	}
	pit := func(d Dir) bool {
		j, in := g.Neighbor(i, d)
		return in && g.sq[j].Terrain == Pit
	}
	return !pit(West) && !pit(East) || !pit(North) && !pit(South)
}

// StandLevel is the height a figure of class m stands at on square i: the
// floor level, plus the height of furniture it has climbed onto.
func (g *Grid) StandLevel(i int, m Mover) int {
	s := &g.sq[i]
	lvl := int(s.Level)
	if s.Element != 0 {
		e := &g.elems[s.Element-1]
		if !m.ignores(e) && !e.Impassable {
			lvl += int(e.Height)
		}
	}
	return lvl
}

// obstructs reports whether square i, beside a diagonal step, obstructs its
// trajectory: "the corner of an obstacle or stair" (page 18).
func (g *Grid) obstructs(i int, m Mover) bool {
	s := &g.sq[i]
	if s.Terrain == Impassable {
		return true
	}
	if s.Element != 0 && !m.ignores(&g.elems[s.Element-1]) {
		return true
	}
	return s.HasStair && m != Measure
}

// Step is the movement rule for one step of a figure of class m from square
// i in direction d, figures aside: it returns the square reached and the
// Movement points the step costs, or ok false when the step is not allowed.
//
// It is the reference definition of pages 18-21; the searches use tables
// built from it (see nav.go).
func (g *Grid) Step(i int, d Dir, m Mover) (to, cost int, ok bool) {
	j, in := g.Neighbor(i, d)
	if !in || !g.Enterable(j, m) {
		return 0, 0, false
	}
	si, sj := &g.sq[i], &g.sq[j]
	if d.Diagonal() {
		v := d.Vec()
		b := i + v.X     // the square beside, horizontally
		c := i + v.Y*g.w // the square beside, vertically
		hs := SideE
		if v.X < 0 {
			hs = SideW
		}
		vs := SideS
		if v.Y < 0 {
			vs = SideN
		}
		// Any wall touching the corner the step passes obstructs it.
		if g.EdgeAt(i, hs).Blocks() || g.EdgeAt(i, vs).Blocks() ||
			g.EdgeAt(b, vs).Blocks() || g.EdgeAt(c, hs).Blocks() {
			return 0, 0, false
		}
		if g.obstructs(b, m) || g.obstructs(c, m) {
			return 0, 0, false
		}
		// Stairs are entered and left only through their accesses, which
		// are sides, never corners.
		if m != Measure && (si.HasStair || sj.HasStair) {
			return 0, 0, false
		}
	} else {
		side := Side(d / 2)
		if g.EdgeAt(i, side).Blocks() {
			return 0, 0, false
		}
		if m != Measure {
			if si.HasStair && !si.Stairs.Access.Has(side) {
				return 0, 0, false
			}
			if sj.HasStair && !sj.Stairs.Access.Has(Side(d.Opposite()/2)) {
				return 0, 0, false
			}
		}
	}
	if m == Measure {
		return j, 1, true
	}
	li, lj := g.StandLevel(i, m), g.StandLevel(j, m)
	ladder := g.LadderStep(i, d)
	if !ladder && (lj > li+1 || li > lj+1) {
		return 0, 0, false // a cliff: climbing and falling are actions, not steps
	}
	cost = 1
	// A Huge figure ignores difficult terrain (page 116), and so does a
	// scout (page 114).
	if sj.Terrain == Difficult && m.slowedBy() {
		cost++
	}
	if lj > li && !ladder {
		cost++ // an ascending stair square, or climbing onto furniture
	}
	return j, cost, true
}
