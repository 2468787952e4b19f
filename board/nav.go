package board

// nav holds, for one mover class, the step rule of Step precomputed per
// square: which of the 8 directions may be stepped, what entering costs and
// the level stood at, so a search tests a bit and adds a byte per neighbour.
type nav struct {
	version uint64
	mask    []uint8 // bit d: the step in direction d is allowed
	enter   []uint8 // 1, or 2 on difficult terrain
	level   []uint8 // StandLevel
}

type navCache [numMovers]*nav

func (g *Grid) nav(m Mover) *nav {
	n := g.navs[m]
	if n != nil && n.version == g.version {
		return n
	}
	if n == nil {
		n = &nav{}
		g.navs[m] = n
	}
	size := len(g.sq)
	if cap(n.mask) < size {
		n.mask, n.enter, n.level = make([]uint8, size), make([]uint8, size), make([]uint8, size)
	}
	n.mask, n.enter, n.level = n.mask[:size], n.enter[:size], n.level[:size]
	for i := range g.sq {
		var mask uint8
		for d := Dir(0); d < 8; d++ {
			if _, _, ok := g.Step(i, d, m); ok {
				mask |= 1 << d
			}
		}
		n.mask[i] = mask
		n.enter[i] = 1
		if m != Measure && g.sq[i].Terrain == Difficult {
			n.enter[i] = 2
		}
		n.level[i] = uint8(g.StandLevel(i, m))
	}
	n.version = g.version
	return n
}
