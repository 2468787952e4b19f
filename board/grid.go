package board

import "fmt"

// Grid is a board: W x H squares and the edges between them. Build it with
// New, the Set methods and AddElement, then call Seal to raise the walls
// that stand wherever two sections touch. Index i = y*W + x throughout.
//
// A Grid is not safe for concurrent mutation; a rules state that must change
// it (a door opening) clones it first, so searches over older states stay
// valid.
type Grid struct {
	w, h  int
	sq    []Square
	east  []Edge // east[i]: edge between i and i+1; unused in the last column
	south []Edge // south[i]: edge between i and i+W; unused in the last row
	decl  []uint8
	elems []Element

	version uint64 // bumped by every change, so cached navigation is rebuilt
	navs    navCache
	digest  digestCache
}

const (
	declEast  = 1 << 0
	declSouth = 1 << 1
)

// New returns a w x h grid whose squares all belong to section 1, with
// normal terrain at level 0 and no walls.
func New(w, h int) *Grid {
	if w <= 0 || h <= 0 {
		w, h = 0, 0
	}
	n := w * h
	g := &Grid{w: w, h: h, sq: make([]Square, n), east: make([]Edge, n), south: make([]Edge, n), decl: make([]uint8, n)}
	for i := range g.sq {
		g.sq[i].Section = 1
	}
	return g
}

// W is the number of columns.
func (g *Grid) W() int { return g.w }

// H is the number of rows.
func (g *Grid) H() int { return g.h }

// Len is the number of squares, W*H.
func (g *Grid) Len() int { return len(g.sq) }

// In reports whether p lies on the grid.
func (g *Grid) In(p Pos) bool { return p.X >= 0 && p.Y >= 0 && p.X < g.w && p.Y < g.h }

// Index is the square index of p, which must be on the grid.
func (g *Grid) Index(p Pos) int { return p.Y*g.w + p.X }

// Pos is the position of square index i.
func (g *Grid) Pos(i int) Pos { return Pos{i % g.w, i / g.w} }

// Square returns the square at p (the zero Square off the grid).
func (g *Grid) Square(p Pos) Square {
	if !g.In(p) {
		return Square{Terrain: Impassable}
	}
	return g.sq[g.Index(p)]
}

// At returns square index i.
func (g *Grid) At(i int) Square { return g.sq[i] }

// Set replaces the square at p.
func (g *Grid) Set(p Pos, s Square) {
	g.sq[g.Index(p)] = s
	g.version++
}

// Element returns the element standing on p, if any.
func (g *Grid) Element(p Pos) (Element, bool) {
	if !g.In(p) {
		return Element{}, false
	}
	e := g.sq[g.Index(p)].Element
	if e == 0 {
		return Element{}, false
	}
	return g.elems[e-1], true
}

// ElementAt is Element by square index.
func (g *Grid) ElementAt(i int) (Element, bool) {
	e := g.sq[i].Element
	if e == 0 {
		return Element{}, false
	}
	return g.elems[e-1], true
}

// Elements returns every element added, in order; the ID AddElement returned
// is the index here.
func (g *Grid) Elements() []Element { return g.elems }

// AddElement places e on the given squares and returns its ID. It fails,
// changing nothing, if a square is off the grid or already holds an element.
func (g *Grid) AddElement(e Element, at ...Pos) (int, error) {
	if len(at) == 0 {
		return 0, fmt.Errorf("element %q placed on no square", e.Kind)
	}
	for _, p := range at {
		if !g.In(p) {
			return 0, fmt.Errorf("element %q at %v: off the %dx%d grid", e.Kind, p, g.w, g.h)
		}
		if other := g.sq[g.Index(p)].Element; other != 0 {
			return 0, fmt.Errorf("element %q at %v overlaps %q", e.Kind, p, g.elems[other-1].Kind)
		}
	}
	if len(g.elems) >= 1<<16-1 {
		return 0, fmt.Errorf("too many elements")
	}
	g.elems = append(g.elems, e)
	id := len(g.elems)
	for _, p := range at {
		g.sq[g.Index(p)].Element = uint16(id)
	}
	g.version++
	return id - 1, nil
}

// RemoveElement takes element id off the board (its squares become bare);
// the ID stays reserved.
func (g *Grid) RemoveElement(id int) {
	for i := range g.sq {
		if int(g.sq[i].Element) == id+1 {
			g.sq[i].Element = 0
		}
	}
	g.version++
}

// ElementSquares appends to dst the squares element id stands on, in
// reading order.
func (g *Grid) ElementSquares(id int, dst []Pos) []Pos {
	for i := range g.sq {
		if int(g.sq[i].Element) == id+1 {
			dst = append(dst, g.Pos(i))
		}
	}
	return dst
}

// MoveElement shifts element id one step in direction d (the "moving
// furniture" action), keeping its ID. It fails, changing nothing, if the
// element stands nowhere, or a square it would cover is off the grid or
// holds another element.
func (g *Grid) MoveElement(id int, d Dir) error {
	from := g.ElementSquares(id, nil)
	if len(from) == 0 {
		return fmt.Errorf("element %d stands on no square", id)
	}
	for _, p := range from {
		q := p.Add(d)
		if !g.In(q) {
			return fmt.Errorf("element %d: %v is off the %dx%d grid", id, q, g.w, g.h)
		}
		if other := int(g.sq[g.Index(q)].Element); other != 0 && other != id+1 {
			return fmt.Errorf("element %d: %v holds element %q", id, q, g.elems[other-1].Kind)
		}
	}
	for _, p := range from {
		g.sq[g.Index(p)].Element = 0
	}
	for _, p := range from {
		g.sq[g.Index(p.Add(d))].Element = uint16(id + 1)
	}
	g.version++
	return nil
}

// Neighbor returns the square index one step from i in direction d, and false
// if that step leaves the grid.
func (g *Grid) Neighbor(i int, d Dir) (int, bool) {
	x, y := i%g.w, i/g.w
	v := d.Vec()
	x, y = x+v.X, y+v.Y
	if x < 0 || y < 0 || x >= g.w || y >= g.h {
		return 0, false
	}
	return y*g.w + x, true
}

// Edge returns the edge on the given side of square p. The border of the
// grid counts as wall.
func (g *Grid) Edge(p Pos, side Side) Edge {
	if !g.In(p) {
		return Edge{Kind: Wall}
	}
	return g.EdgeAt(g.Index(p), side)
}

// EdgeAt is Edge by square index.
func (g *Grid) EdgeAt(i int, side Side) Edge {
	x, y := i%g.w, i/g.w
	switch side {
	case SideE:
		if x == g.w-1 {
			return Edge{Kind: Wall}
		}
		return g.east[i]
	case SideW:
		if x == 0 {
			return Edge{Kind: Wall}
		}
		return g.east[i-1]
	case SideS:
		if y == g.h-1 {
			return Edge{Kind: Wall}
		}
		return g.south[i]
	default:
		if y == 0 {
			return Edge{Kind: Wall}
		}
		return g.south[i-g.w]
	}
}

// SetEdge declares the edge on the given side of p. A declared edge is kept
// by Seal, so this is how doors and openings are put on a section boundary.
func (g *Grid) SetEdge(p Pos, side Side, e Edge) error {
	if !g.In(p) {
		return fmt.Errorf("edge at %v: off the %dx%d grid", p, g.w, g.h)
	}
	i := g.Index(p)
	switch side {
	case SideW:
		if p.X == 0 {
			return fmt.Errorf("edge %s of %v is the border of the map", side, p)
		}
		i, side = i-1, SideE
	case SideN:
		if p.Y == 0 {
			return fmt.Errorf("edge %s of %v is the border of the map", side, p)
		}
		i, side = i-g.w, SideS
	case SideE:
		if p.X == g.w-1 {
			return fmt.Errorf("edge %s of %v is the border of the map", side, p)
		}
	case SideS:
		if p.Y == g.h-1 {
			return fmt.Errorf("edge %s of %v is the border of the map", side, p)
		}
	}
	if side == SideE {
		g.east[i] = e
		g.decl[i] |= declEast
	} else {
		g.south[i] = e
		g.decl[i] |= declSouth
	}
	g.version++
	return nil
}

// Seal raises a wall on every undeclared edge between squares of different
// sections (section 0, solid rock, included) and clears undeclared edges
// inside a section. Call it once the sections are drawn.
func (g *Grid) Seal() {
	for i := range g.sq {
		x, y := i%g.w, i/g.w
		if x < g.w-1 && g.decl[i]&declEast == 0 {
			g.east[i] = sectionEdge(g.sq[i].Section, g.sq[i+1].Section)
		}
		if y < g.h-1 && g.decl[i]&declSouth == 0 {
			g.south[i] = sectionEdge(g.sq[i].Section, g.sq[i+g.w].Section)
		}
	}
	g.version++
}

func sectionEdge(a, b uint8) Edge {
	if a != b && (a != 0 || b != 0) {
		return Edge{Kind: Wall}
	}
	return Edge{}
}

// Version changes whenever the grid does; callers caching anything derived
// from the grid compare it.
func (g *Grid) Version() uint64 { return g.version }

// Clone returns an independent copy of g.
func (g *Grid) Clone() *Grid {
	c := &Grid{w: g.w, h: g.h, version: g.version}
	c.sq = append([]Square(nil), g.sq...)
	c.east = append([]Edge(nil), g.east...)
	c.south = append([]Edge(nil), g.south...)
	c.decl = append([]uint8(nil), g.decl...)
	c.elems = append([]Element(nil), g.elems...)
	return c
}
