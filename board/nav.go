package board

import (
	"math"
	"sync"
)

// nav holds, for one mover class, the step rule of Step precomputed per
// square, so that a search tests a bit and adds a byte per neighbour instead
// of re-deriving walls, corners, stairs and heights on every relaxation.
//
// Because every mask already refuses steps off the grid, a search may add the
// fixed offsets of navOffsets to an index without checking the border.
type nav struct {
	version uint64
	// info packs what a search reads of a square in one load: bits 0-7 the
	// steps allowed (bit d: direction d, as Step decides), bits 8-15 the
	// cost to enter it, bits 24-31 the allowed steps that climb a level
	// (+1). An ascent is a property of the step, not of the square entered,
	// so keeping it beside the mask costs the search a shift instead of a
	// comparison of two levels.
	info []uint32
	xy   []uint32 // x | y<<16, for A*'s heuristic

	// scratch for the build, kept to avoid allocating on every rebuild
	props  []uint8
	walls  []uint8
	level  []uint8
	access []uint8 // the sides a square is crossed through: all but a stair's

	// landmark bounds for A*, built on first use (see landmarks)
	lm        []uint64
	lmVersion uint64
	lmMin     []int32
	lmSearch  *Search
	lmMu      sync.Mutex
}

const (
	infoMask   = 0xff // the steps allowed
	infoEnter  = 8    // shift of the cost to enter
	infoAscent = 24   // shift of the ascending steps
)

// per-square properties used by the build
const (
	propEnter    uint8 = 1 << iota // Enterable
	propObstruct                   // obstructs a diagonal passing its corner
	propStair
)

// wall bits in nav.walls: the side of the square is blocked (a wall, a closed
// door, or the border of the grid)
const (
	wallN uint8 = 1 << SideN
	wallE uint8 = 1 << SideE
	wallS uint8 = 1 << SideS
	wallW uint8 = 1 << SideW
)

// navCache holds a grid's step tables. A grid is shared read-only between
// the states cloned from it, and searches on it may run in several
// goroutines (AI, simulations), so filling the tables after a change is
// done under a lock; the tables themselves are only read once built.
type navCache struct {
	mu  sync.Mutex
	nav [numMovers]*nav
}

// navOffsets is the index offset of a step in each direction on a grid w
// squares wide.
func navOffsets(w int) [8]int32 {
	w32 := int32(w)
	return [8]int32{-w32, -w32 + 1, 1, w32 + 1, w32, w32 - 1, -1, -w32 - 1}
}

func (g *Grid) nav(m Mover) *nav {
	g.navs.mu.Lock()
	defer g.navs.mu.Unlock()
	n := g.navs.nav[m]
	if n != nil && n.version == g.version {
		return n
	}
	if n == nil {
		n = &nav{}
		g.navs.nav[m] = n
	}
	g.buildNav(n, m)
	return n
}

// buildNav fills n for mover m. It is Step rewritten over per-square
// properties, without divisions or edge lookups per direction;
// TestNavMatchesStep checks that the two agree on random grids.
func (g *Grid) buildNav(n *nav, m Mover) {
	w, h := g.w, g.h
	size := len(g.sq)
	if cap(n.info) < size {
		n.info, n.xy = make([]uint32, size), make([]uint32, size)
		n.props, n.walls, n.level, n.access = make([]uint8, size), make([]uint8, size), make([]uint8, size), make([]uint8, size)
	}
	n.info, n.xy = n.info[:size], n.xy[:size]
	props, walls, levels, access := n.props[:size], n.walls[:size], n.level[:size], n.access[:size]
	measure := m == Measure

	// Distances cross stairs anyhow and climb nothing (page 18), so for
	// Measure there are no stairs and one flat floor.
	for i := range g.sq {
		s := &g.sq[i]
		var p uint8
		if g.Enterable(i, m) {
			p |= propEnter
		}
		if g.obstructs(i, m) {
			p |= propObstruct
		}
		access[i] = 0xf
		if s.HasStair && !measure {
			p |= propStair
			access[i] = uint8(s.Stairs.Access) & 0xf
		}
		props[i] = p
		enter := uint32(1)
		levels[i] = 0
		if !measure {
			if s.Terrain == Difficult && m.slowedBy() {
				enter = 2
			}
			levels[i] = uint8(g.StandLevel(i, m))
		}
		n.info[i] = enter << infoEnter
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := y*w + x
			var b uint8
			if y == 0 || g.south[i-w].Blocks() {
				b |= wallN
			}
			if x == w-1 || g.east[i].Blocks() {
				b |= wallE
			}
			if y == h-1 || g.south[i].Blocks() {
				b |= wallS
			}
			if x == 0 || g.east[i-1].Blocks() {
				b |= wallW
			}
			walls[i] = b
			n.xy[i] = uint32(x) | uint32(y)<<16
		}
	}

	const (
		accN = 1 << SideN
		accE = 1 << SideE
		accS = 1 << SideS
		accW = 1 << SideW
	)
	// ladder reports whether the step from i in direction d into j goes
	// along a ladder (LadderStep), never for Measure, which has no levels.
	var i int
	ladder := func(j int, d Dir) bool {
		if measure {
			return false
		}
		si, sj := &g.sq[i], &g.sq[j]
		return si.HasLadder && si.LadderUp == d || sj.HasLadder && sj.LadderUp == d.Opposite()
	}
	// A side that is not walled has a neighbour beyond it, so the index
	// tests below read only squares on the grid.
	for i = range size {
		wi, pi, li := walls[i], props[i], levels[i]
		var mk, up uint8 // the steps allowed, and those that climb
		// An orthogonal step needs the shared side open, the square
		// entered enterable, stairs crossed through their accesses, and
		// floors within a level of each other (more is a climb or a fall)
		// unless a ladder joins them, which is climbed as a normal step.
		if j := i - w; wi&wallN == 0 && props[j]&propEnter != 0 && access[i]&accN != 0 && access[j]&accS != 0 && (near(li, levels[j]) || ladder(j, North)) {
			mk |= 1 << North
			if levels[j] > li && !ladder(j, North) {
				up |= 1 << North
			}
		}
		if j := i + 1; wi&wallE == 0 && props[j]&propEnter != 0 && access[i]&accE != 0 && access[j]&accW != 0 && (near(li, levels[j]) || ladder(j, East)) {
			mk |= 1 << East
			if levels[j] > li && !ladder(j, East) {
				up |= 1 << East
			}
		}
		if j := i + w; wi&wallS == 0 && props[j]&propEnter != 0 && access[i]&accS != 0 && access[j]&accN != 0 && (near(li, levels[j]) || ladder(j, South)) {
			mk |= 1 << South
			if levels[j] > li && !ladder(j, South) {
				up |= 1 << South
			}
		}
		if j := i - 1; wi&wallW == 0 && props[j]&propEnter != 0 && access[i]&accW != 0 && access[j]&accE != 0 && (near(li, levels[j]) || ladder(j, West)) {
			mk |= 1 << West
			if levels[j] > li && !ladder(j, West) {
				up |= 1 << West
			}
		}
		// A diagonal step also needs the four edges meeting at the corner
		// open, no obstacle on the two squares beside the corner, and no
		// stair at either end (their accesses are sides, never corners).
		if pi&propStair == 0 {
			if c, b := i-w, i+1; wi&(wallN|wallE) == 0 && walls[b]&wallN == 0 && walls[c]&wallE == 0 &&
				(props[b]|props[c])&propObstruct == 0 && props[c+1]&(propEnter|propStair) == propEnter && near(li, levels[c+1]) {
				mk |= 1 << NorthEast
				if levels[c+1] > li {
					up |= 1 << NorthEast
				}
			}
			if c, b := i+w, i+1; wi&(wallS|wallE) == 0 && walls[b]&wallS == 0 && walls[c]&wallE == 0 &&
				(props[b]|props[c])&propObstruct == 0 && props[c+1]&(propEnter|propStair) == propEnter && near(li, levels[c+1]) {
				mk |= 1 << SouthEast
				if levels[c+1] > li {
					up |= 1 << SouthEast
				}
			}
			if c, b := i+w, i-1; wi&(wallS|wallW) == 0 && walls[b]&wallS == 0 && walls[c]&wallW == 0 &&
				(props[b]|props[c])&propObstruct == 0 && props[c-1]&(propEnter|propStair) == propEnter && near(li, levels[c-1]) {
				mk |= 1 << SouthWest
				if levels[c-1] > li {
					up |= 1 << SouthWest
				}
			}
			if c, b := i-w, i-1; wi&(wallN|wallW) == 0 && walls[b]&wallN == 0 && walls[c]&wallW == 0 &&
				(props[b]|props[c])&propObstruct == 0 && props[c-1]&(propEnter|propStair) == propEnter && near(li, levels[c-1]) {
				mk |= 1 << NorthWest
				if levels[c-1] > li {
					up |= 1 << NorthWest
				}
			}
		}
		n.info[i] |= uint32(mk) | uint32(up)<<infoAscent
	}
	n.version = g.version
}

// near reports whether two floor levels are within one of each other.
func near(a, b uint8) bool { return a <= b+1 && b <= a+1 }

// Landmarks (the "ALT" lower bounds of A*): the costs from a few squares
// spread over the grid to every square, without figures. For any squares v
// and t, cost(v->t) >= cost(L->t) - cost(L->v), and figures only raise
// costs or remove steps, so the bound holds under every overlay. On a
// winding map it cuts the squares A* expands to about a third of what the
// Chebyshev distance alone leaves (bench mapA), for a few whole-map
// searches each time the grid changes.
const (
	numLandmarks = 4
	// landmarkCap stands for squares a landmark does not reach, whose
	// bounds then come out at most 0.
	landmarkCap = 0xffff
)

// landmarks returns per square the costs from each landmark, 16 bits each,
// computing them on first use after the grid changed.
func (g *Grid) landmarks(m Mover) []uint64 {
	n := g.nav(m)
	n.lmMu.Lock()
	defer n.lmMu.Unlock()
	if n.lmVersion == n.version && n.lm != nil {
		return n.lm
	}
	size := len(g.sq)
	if cap(n.lm) < size {
		n.lm, n.lmMin = make([]uint64, size), make([]int32, size)
	}
	n.lm, n.lmMin = n.lm[:size], n.lmMin[:size]
	for i := range n.lm {
		n.lm[i] = math.MaxUint64
		n.lmMin[i] = math.MaxInt32
	}
	if n.lmSearch == nil {
		n.lmSearch = &Search{}
	}
	s := n.lmSearch
	// Farthest-point choice: the first landmark is the square farthest
	// from an arbitrary one, each next one the square farthest from all
	// chosen so far.
	far := -1
	for i, x := range n.info {
		if x&infoMask != 0 {
			far = i
			break
		}
	}
	if far >= 0 {
		s.Reach(g, m, far, nil, -1)
		best := 0
		for i := range n.lm {
			if c := s.Cost(i); c > best {
				best, far = c, i
			}
		}
	}
	huge := false
	for k := 0; k < numLandmarks && far >= 0; k++ {
		s.Reach(g, m, far, nil, -1)
		shift := 16 * k
		far = -1
		best := int32(0)
		for i := range n.lm {
			c := s.Cost(i)
			if c == Unreached {
				continue
			}
			huge = huge || c >= landmarkCap
			d := min(n.lmMin[i], int32(c))
			n.lmMin[i] = d
			n.lm[i] = n.lm[i]&^(landmarkCap<<shift) | uint64(min(c, landmarkCap))<<shift
			if d > best {
				best, far = d, i
			}
		}
	}
	if huge {
		// A capped cost would make the bound inconsistent, and A* relies
		// on consistency to keep its keys within the buckets' span: on a
		// board that large, the Chebyshev distance alone guides it.
		for i := range n.lm {
			n.lm[i] = math.MaxUint64
		}
	}
	n.lmVersion = n.version
	return n.lm
}

// StepMasks appends to dst, for every square in board order, the steps a
// figure of class m may take from it: bit d is set when Step(i, d, m)
// allows the step, which then leads to the square at Neighbor(i, d). It
// reads the grid's step tables, built once per change of the grid, so a
// caller that walks the whole board (a policy's graph of steps) need not
// call Step eight times per square.
func (g *Grid) StepMasks(m Mover, dst []uint8) []uint8 {
	nv := g.nav(m)
	for _, x := range nv.info {
		dst = append(dst, uint8(x&infoMask))
	}
	return dst
}
