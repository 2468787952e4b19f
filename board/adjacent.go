package board

// Adjacency (pages 19 and 32) and melee range.
//
// Squares are adjacent as king neighbours unless something impassable
// stands between them. Figures add two conditions on top: the levels they
// stand at, and, for actions and movement, the stairs.

// Adjacent reports whether squares a and b are adjacent: king neighbours
// with no wall or closed door between them. Diagonal neighbours touch only
// at a corner, and are adjacent unless both ways round that corner are
// shut (each by a wall, a closed door, or an impassable square or element),
// the same corner rule as for sight; shut on one side only, the corner is
// in the way but does not part them (an attack across a door jamb, page 37).
func (g *Grid) Adjacent(a, b int) bool {
	if a == b || a < 0 || b < 0 || a >= len(g.sq) || b >= len(g.sq) {
		return false
	}
	w := g.w
	pa, pb := g.Pos(a), g.Pos(b)
	dx, dy := pb.X-pa.X, pb.Y-pa.Y
	if dx < -1 || dx > 1 || dy < -1 || dy > 1 {
		return false
	}
	switch {
	case dy == 0:
		return !g.east[min(a, b)].Blocks()
	case dx == 0:
		return !g.south[min(a, b)].Blocks()
	}
	h, v := a+dx, a+dy*w // beside the corner, along x and along y
	shutH := g.shut(h) || g.east[min(a, h)].Blocks() || g.south[min(h, b)].Blocks()
	shutV := g.shut(v) || g.south[min(a, v)].Blocks() || g.east[min(v, b)].Blocks()
	return !(shutH && shutV)
}

// shut reports whether square i is impassable whatever stands on it.
func (g *Grid) shut(i int) bool {
	s := &g.sq[i]
	return s.Terrain == Impassable || (s.Element != 0 && g.elems[s.Element-1].Impassable)
}

// FiguresAdjacent reports whether a figure of size sizeA (1 small to 4
// huge) on the squares a is adjacent to one of size sizeB on the squares b:
// some square of each are Adjacent and, on those squares,
//
//   - the levels they stand at differ by at most 1, unless the lower figure
//     is Huge (page 19);
//   - with actions set (attacking, other actions, and movement, so
//     engagement and melee range), a figure on a stair square and one off
//     the stairs are adjacent only if either is Huge or the one off the
//     stairs stands on an access square of the stairs (page 19).
//
// Without actions it answers the plain question: on page 19 Shara, on the
// stairs, is adjacent to the orc beside her but may not attack it.
func (g *Grid) FiguresAdjacent(a []int, sizeA int, b []int, sizeB int, actions bool) bool {
	for _, i := range a {
		for _, j := range b {
			if g.figuresAdjacent(i, sizeA, j, sizeB, actions) {
				return true
			}
		}
	}
	return false
}

func (g *Grid) figuresAdjacent(i, sizeA, j, sizeB int, actions bool) bool {
	if !g.Adjacent(i, j) {
		return false
	}
	ma, mb := MoverOf(sizeA), MoverOf(sizeB)
	la, lb := g.StandLevel(i, ma), g.StandLevel(j, mb)
	if (la > lb+1 && mb != Huge) || (lb > la+1 && ma != Huge) {
		return false
	}
	if !actions || ma == Huge || mb == Huge {
		return true
	}
	si, sj := g.sq[i].HasStair, g.sq[j].HasStair
	switch {
	case si == sj:
		return true
	case si:
		return g.stairAccess(j, i)
	}
	return g.stairAccess(i, j)
}

// stairAccess reports whether square j, off the stairs, is an access square
// of the staircase that stair square i belongs to: a stair square that is i
// or next to i can be entered from j through one of its access sides.
func (g *Grid) stairAccess(j, i int) bool {
	for s := SideN; s <= SideW; s++ {
		k, ok := g.Neighbor(j, s.Dir())
		if !ok || !g.sq[k].HasStair || g.EdgeAt(j, s).Blocks() {
			continue
		}
		// The side of k that faces j.
		if !g.sq[k].Stairs.Access.Has((s + 2) & 3) {
			continue
		}
		if k == i || g.Adjacent(k, i) {
			return true
		}
	}
	return false
}

// MeleeRange appends to dst the squares of the melee range (page 32) of a
// figure of size size on the squares body, as it bears on a figure of size
// other: the squares off body where such a figure could stand and be
// adjacent to it for actions. The range depends on the other figure because
// levels and stairs part small figures that a Huge one would reach. Whether
// a square is free is for the rules to say; squares the other figure could
// never stand on (impassable ones, furniture as tall as it) are left out.
func (g *Grid) MeleeRange(body []int, size, other int, dst []int) []int {
	start := len(dst)
	mover := MoverOf(other)
	for _, i := range body {
		for d := North; d <= NorthWest; d++ {
			j, ok := g.Neighbor(i, d)
			if !ok || in(j, body) || in(j, dst[start:]) || !g.Enterable(j, mover) {
				continue
			}
			for _, k := range body {
				if g.figuresAdjacent(k, size, j, other, true) {
					dst = append(dst, j)
					break
				}
			}
		}
	}
	return dst
}

// DoorSides is the set of sides of square i that are doors, whatever their
// state: a figure on i is adjacent to those doors (page 19), and so also to
// the wall each stands in.
func (g *Grid) DoorSides(i int) Sides {
	var s Sides
	for side := SideN; side <= SideW; side++ {
		if g.EdgeAt(i, side).Kind == Door {
			s |= 1 << side
		}
	}
	return s
}
