package board

// Large and Huge figures stand on a base of 2x2 squares (page 21). Their
// move is traced by one chosen square of the base, which steps like an
// average figure (Large) or a Huge one, so it is a Search with that Mover;
// where the move may end depends on the whole base, and is answered here. A
// base is named by its top-left square, its anchor.

// Fit is how a 2x2 base sits on the four squares under it.
type Fit uint8

const (
	// NoFit: the base cannot be placed there: it leaves the grid, covers a
	// figure, or every one of its squares is obstructed.
	NoFit Fit = iota
	// Partial: one to three of its squares are obstructed (furniture,
	// rock beside a corridor narrower than the base), or a wall, a closed
	// door or a change of floor level runs between them (the base straddles
	// a threshold). A move may end so, but a figure that ends its
	// activation so counts as standing on difficult terrain, and one that
	// passed such a place during its activation may not run.
	Partial
	// Free: all four squares are clear of obstacles and of walls between
	// them.
	Free
)

var fitNames = [...]string{"no fit", "partial", "free"}

// String names the fit for messages and logs.
func (f Fit) String() string {
	if int(f) < len(fitNames) {
		return fitNames[f]
	}
	return "fit?"
}

// Footprint returns the four squares of the base anchored at square anchor,
// in the order anchor, east of it, south of it, south-east; ok is false
// when the base would leave the grid.
func (g *Grid) Footprint(anchor int) (sq [4]int, ok bool) {
	if anchor < 0 || anchor >= len(g.sq) {
		return sq, false
	}
	x, y := anchor%g.w, anchor/g.w
	if x+1 >= g.w || y+1 >= g.h {
		return sq, false
	}
	return [4]int{anchor, anchor + 1, anchor + g.w, anchor + g.w + 1}, true
}

// Anchors returns the anchors of the four bases that include square i, in
// the order: i as their top-left, top-right, bottom-left, bottom-right
// square. An anchor of a base that would leave the grid is -1.
func (g *Grid) Anchors(i int) [4]int {
	a := [4]int{-1, -1, -1, -1}
	x, y := i%g.w, i/g.w
	for k, d := range [4]Pos{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
		ax, ay := x-d.X, y-d.Y
		if ax >= 0 && ay >= 0 && ax+1 < g.w && ay+1 < g.h {
			a[k] = ay*g.w + ax
		}
	}
	return a
}

// FitBase tells how the base of a figure of class m (Average for a Large
// figure, Huge for a Huge one) anchored at anchor sits on the board. The
// overlay ov marks the other figures (nil: none): a base may not cover a
// square flagged NoEnd or Blocked, so the rules flag every square occupied
// by another figure, and not those of the figure being placed.
func (g *Grid) FitBase(anchor int, m Mover, ov *Overlay) Fit {
	sq, ok := g.Footprint(anchor)
	if !ok {
		return NoFit
	}
	obstructed := 0
	level := g.sq[anchor].Level
	uneven := false
	for _, i := range sq {
		if ov.Get(i)&(NoEnd|Blocked) != 0 {
			return NoFit
		}
		if g.baseObstructed(i, m) {
			obstructed++
		}
		uneven = uneven || g.sq[i].Level != level
	}
	switch {
	case obstructed == len(sq):
		return NoFit
	case obstructed > 0 || uneven:
		return Partial
	}
	// the four edges that meet at the centre of the base
	w := g.w
	if g.east[anchor].Blocks() || g.east[anchor+w].Blocks() ||
		g.south[anchor].Blocks() || g.south[anchor+1].Blocks() {
		return Partial
	}
	return Free
}

// BestBase returns the anchor and fit of the best-fitting base that includes
// square i (Free before Partial; ties in the order of Anchors), or NoFit.
func (g *Grid) BestBase(i int, m Mover, ov *Overlay) (anchor int, fit Fit) {
	anchor = -1
	for _, a := range g.Anchors(i) {
		if a < 0 {
			continue
		}
		if f := g.FitBase(a, m, ov); f > fit {
			anchor, fit = a, f
			if f == Free {
				break
			}
		}
	}
	return anchor, fit
}

// baseObstructed reports whether square i is an obstructed space for a
// base of class m: rock, impassable terrain, a pit, a stair, a ladder, or
// an element the figure does not ignore, even furniture it could climb
// (page 21).
func (g *Grid) baseObstructed(i int, m Mover) bool {
	s := &g.sq[i]
	if s.Section == 0 || s.HasStair || s.HasLadder || s.Terrain == Impassable || s.Terrain == Pit && (m != Huge || !g.NarrowPit(i)) {
		return true
	}
	return s.Element != 0 && !m.ignores(&g.elems[s.Element-1])
}
