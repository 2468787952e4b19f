package board

import "math"

// Search computes movement costs and paths from one square (distances
// from several, see Measure). It keeps its buffers between calls, so a
// Search reused allocates nothing once warm; it is not safe for concurrent
// use. The zero Search is ready to use.
//
// Searches on a Grid fill the grid's caches (step tables, landmarks) on
// first use after it changed, under the grid's lock, so any number of
// Searches may run on one Grid at once; changing the Grid while they run is
// not allowed (a rules state clones a grid before changing it).
//
// A Search folds the overlay into its own copy of the grid's step tables
// (Blocked squares lose the steps into them, Stop squares the steps out of
// them, extra costs join the entry cost), so that the hot loops never look
// at figures. The copy is patched, not rebuilt, when only the overlay has
// changed since the previous search.
type Search struct {
	// what the folded tables were built from
	g       *Grid
	gver    uint64
	mover   Mover
	nv      *nav
	ov      *Overlay
	ovVer   uint64
	patched []int32 // overlay squares folded in, to undo them

	nodes []node
	top   uint32
	span  uint32  // a multiple of numBuckets above any cost on this grid
	lim   uint32  // the current search's limit, below span
	flags []uint8 // the overlay's flags at search time
	offs  [8]int32

	// Dial's buckets (A*'s, by estimate): an entry of cost c sits in bucket
	// (top-c) mod numBuckets, top being a multiple of numBuckets. Each
	// bucket has a fixed room (len(q[k])) and a length qlen[k], so that a
	// push never calls into the runtime and the hot loop keeps its
	// variables in registers. A push into a full bucket sets overflow, and
	// the search runs again with larger buckets.
	q        [numBuckets][]int32
	qlen     [numBuckets]uint32
	overflow bool
}

// node is what a search reads and writes of a square, side by side so that
// a step touches one place: info is nav.info with the overlay folded in,
// dist is top minus the square's cost in the current search. Squares left
// from earlier searches hold at most top-span, which reads as a cost above
// any limit, so a new search raises top instead of clearing the array.
type node struct{ info, dist uint32 }

// Unreached is the cost reported for squares a search did not reach.
const Unreached = -1

const (
	// maxStepCost is the dearest single step: difficult terrain (2), the
	// largest overlay extra (15) and an ascent (1).
	maxStepCost = 2 + int(ExtraMask) + 1
	// numBuckets is a power of two above the widest spread of pending keys
	// (one step, plus one for A*'s heuristic), so buckets can cycle; a run
	// of numBuckets empty buckets means the queue is empty.
	numBuckets = 32
	bucketMask = numBuckets - 1
	// minBucket is the first room of each bucket. A bucket never holds a
	// square twice (a square is pushed again only at a lower cost), so it
	// never needs more room than the grid has squares.
	minBucket = 64

	// A* keeps the heuristic of each square it pushed in bits 16-23 of its
	// node's info, which nav.info leaves free, so that an entry is checked
	// for staleness without recomputing it. Capping it at 255 keeps it
	// admissible and consistent.
	infoHeurShift = 16
	infoHeur      = 0xff << infoHeurShift
)

// prepare brings the folded tables up to date for g, m and ov, and starts a
// new search within limit (< 0: none).
func (s *Search) prepare(g *Grid, m Mover, ov *Overlay, limit int) {
	n := len(g.sq)
	if ov != nil && len(ov.f) != n {
		panic("board: overlay made for a grid of another size")
	}
	nv := g.nav(m)
	if s.g != g || s.gver != g.version || s.mover != m || len(s.nodes) != n {
		if len(s.nodes) != n {
			s.nodes, s.flags = make([]node, n), make([]uint8, n)
			span := (uint64(n)*uint64(maxStepCost) + 2*numBuckets) &^ bucketMask
			if span > math.MaxUint32/4 {
				panic("board: grid too large to search")
			}
			s.span = uint32(span)
			s.makeBuckets(min(minBucket, n))
		}
		for i, x := range nv.info {
			s.nodes[i] = node{info: x}
		}
		s.top = 0
		clear(s.flags)
		s.patched = s.patched[:0]
		s.g, s.gver, s.mover, s.nv = g, g.version, m, nv
		s.offs = navOffsets(g.w)
		s.patch(ov)
	} else if ov != nil && ov == s.ov && ov.ver != s.ovVer {
		s.repatch(ov)
	} else if ov != s.ov || (ov != nil && ov.ver != s.ovVer) {
		s.unpatch()
		s.patch(ov)
	}
	s.newGeneration()
	s.lim = s.span - 1
	if limit >= 0 && limit < int(s.lim) {
		s.lim = uint32(limit)
	}
}

// newGeneration makes every cost of the previous search read as unreached
// and empties the buckets.
func (s *Search) newGeneration() {
	if s.top > math.MaxUint32-2*s.span {
		for i := range s.nodes {
			s.nodes[i].dist = 0
		}
		s.top = 0
	}
	s.top += s.span
	s.qlen = [numBuckets]uint32{}
	s.overflow = false
}

// again reports whether the search just run overflowed a bucket; if so it
// enlarges them all and starts a new generation, and the caller runs the
// search again.
func (s *Search) again() bool {
	if !s.overflow {
		return false
	}
	s.makeBuckets(min(2*len(s.q[0]), len(s.nodes)))
	s.newGeneration()
	return true
}

// makeBuckets gives every bucket room for that many squares, carved from
// one allocation: a fresh Search is made for many single queries, and one
// allocation instead of numBuckets is what it saves them.
func (s *Search) makeBuckets(room int) {
	buf := make([]int32, numBuckets*room)
	for k := range s.q {
		s.q[k] = buf[k*room : (k+1)*room : (k+1)*room]
	}
}

// push puts square j in the bucket of key (top - cost, or top - estimate).
func (s *Search) push(key uint32, j int32) {
	k := key & bucketMask
	if b, l := s.q[k], s.qlen[k]; l < uint32(len(b)) {
		b[l] = j
		s.qlen[k] = l + 1
	} else {
		s.overflow = true
	}
}

func (s *Search) info(i int32) uint32 { return s.nodes[i].info }

func (s *Search) setInfo(i int32, x uint32) { s.nodes[i].info = x }

// cost is square i's cost in the current search: above lim if not reached.
func (s *Search) cost(i int32) uint32 { return s.top - s.nodes[i].dist }

func (s *Search) setCost(i int32, c uint32) { s.nodes[i].dist = s.top - c }

// unpatch restores the nav entries of every square the last patch touched:
// the overlay squares and the neighbours whose steps into them were cut.
func (s *Search) unpatch() {
	nv, n := s.nv, int32(len(s.nodes))
	for _, t := range s.patched {
		s.setInfo(t, nv.info[t])
		s.flags[t] = 0
		for _, o := range s.offs {
			if q := t + o; q >= 0 && q < n {
				s.setInfo(q, nv.info[q])
			}
		}
	}
	s.patched = s.patched[:0]
}

func (s *Search) patch(ov *Overlay) {
	s.ov = ov
	if ov == nil {
		s.ovVer = 0
		return
	}
	s.ovVer = ov.ver
	n := int32(len(s.nodes))
	for _, t := range ov.touched {
		f := ov.f[t]
		s.patched = append(s.patched, t)
		s.flags[t] = f
		x := s.info(t) + uint32(f&ExtraMask)<<infoEnter // at most 2+15: no carry
		if f&Stop != 0 {
			x &^= infoMask
		}
		s.setInfo(t, x)
		if f&Blocked != 0 {
			// q = t + offs[d] steps into t in the opposite direction. When
			// t is on the border, q may wrap to the other side of the grid,
			// but then that step would leave the grid and its bit is 0.
			for d, o := range s.offs {
				if q := t + o; q >= 0 && q < n {
					s.setInfo(q, s.info(q)&^(1<<Dir(d).Opposite()))
				}
			}
		}
	}
}

// repatch brings the folded tables from the overlay last folded to ov's
// new contents (the same Overlay, refilled: the rules fill one overlay per
// search, and most of it, the unrevealed sections and deep water, stays
// the same from one search to the next). Only the squares whose flags
// changed and their neighbours are folded again, each from the grid's
// table and the overlay's flags around it: the tables end as unpatch
// and patch would leave them (TestSearchRepatchIsPatch).
func (s *Search) repatch(ov *Overlay) {
	n := int32(len(s.nodes))
	refold := func(t int32) {
		for _, q := range [...]int32{t, t + s.offs[0], t + s.offs[1], t + s.offs[2], t + s.offs[3], t + s.offs[4], t + s.offs[5], t + s.offs[6], t + s.offs[7]} {
			if q >= 0 && q < n {
				s.setInfo(q, s.folded(q, ov.f))
			}
		}
	}
	// The squares patched before and now cleared, then those set now.
	for _, t := range s.patched {
		if f := ov.f[t]; f != s.flags[t] && f == 0 {
			s.flags[t] = 0
			refold(t)
		}
	}
	s.patched = s.patched[:0]
	for _, t := range ov.touched {
		s.patched = append(s.patched, t)
		if f := ov.f[t]; f != s.flags[t] {
			s.flags[t] = f
			refold(t)
		}
	}
	s.ovVer = ov.ver
}

// folded is square q's info under overlay flags f, as patch leaves it:
// the extra cost joins the entry cost, a Stop square loses its steps out,
// and steps into Blocked squares are cut. It leaves A*'s heuristic bits
// clear, as unpatch does; a search writes them before it reads them.
func (s *Search) folded(q int32, f []uint8) uint32 {
	x := s.nv.info[q] + uint32(f[q]&ExtraMask)<<infoEnter
	if f[q]&Stop != 0 {
		return x &^ infoMask
	}
	for d, o := range s.offs {
		if x&(1<<d) != 0 && f[q+o]&Blocked != 0 {
			x &^= 1 << d
		}
	}
	return x
}

// startMask is the steps a source square may take: a source is left even
// when it is flagged Stop (the figure is already there).
func (s *Search) startMask(i int32) uint8 {
	if s.flags[i]&Stop == 0 {
		return uint8(s.info(i))
	}
	mk := uint8(s.nv.info[i])
	for d, o := range s.offs {
		if mk&(1<<d) != 0 && s.flags[i+o]&Blocked != 0 {
			mk &^= 1 << d
		}
	}
	return mk
}

// stepCost is the cost of the allowed step from i in direction d into j
// under the folded overlay.
func (s *Search) stepCost(i, j int32, d Dir) uint32 {
	return s.info(j)>>infoEnter&0xff + s.info(i)>>(infoAscent+d)&1
}

// seed makes i a source at cost 0 and puts its neighbours in the buckets.
func (s *Search) seed(i int32) {
	s.setCost(i, 0)
	mk := s.startMask(i)
	for d, o := range s.offs {
		if mk&(1<<d) == 0 {
			continue
		}
		j := i + o
		nc := s.stepCost(i, j, Dir(d))
		if s.cost(j) > nc {
			s.setCost(j, nc)
			s.push(s.top-nc, j)
		}
	}
}

// Reach finds the cheapest cost from square from to every square a figure of
// class m can reach spending at most limit Movement points (limit < 0: no
// limit), under the overlay ov (nil: no figures). Squares flagged Stop are
// reached but not crossed (the start excepted); Blocked squares are never
// entered; NoEnd squares are crossed, and CanEnd tells them apart.
func (s *Search) Reach(g *Grid, m Mover, from int, ov *Overlay, limit int) {
	s.prepare(g, m, ov, limit)
	for {
		s.seed(int32(from))
		s.dial(-1)
		if !s.again() {
			return
		}
	}
}

// dial is Dijkstra's algorithm with Dial's bucket queue over the folded
// tables, from the sources already seeded. It stops once the cost of goal
// is final (goal < 0: never) and reports whether goal was reached.
//
// The limit is not tested per step: entries above it stay in the buckets
// unexpanded, and Cost reports their squares as unreached.
//
// The eight directions are tested one by one, unrolled, because the form of
// this loop sets the speed of every search (bench-maps/PEER-RESULTS.md: a
// loop over the mask's bits ran several times slower); a square from which
// no step climbs, the usual case, takes a copy of the tests without the
// ascent term.
func (s *Search) dial(goal int32) bool {
	nodes := s.nodes
	w := s.offs[South]
	empty := 0
	for c := uint32(1); c <= s.lim; c++ {
		td := s.top - c
		if goal >= 0 && nodes[goal].dist >= td {
			return true // every cheaper square is settled, so goal is too
		}
		b := s.q[td&bucketMask][:s.qlen[td&bucketMask]]
		if len(b) == 0 {
			if empty++; empty == numBuckets {
				break
			}
			continue
		}
		empty = 0
		for _, i := range b {
			p := &nodes[i]
			x := p.info
			if p.dist != td || x&infoMask == 0 {
				continue // superseded by a cheaper entry, or a dead end
			}
			if x>>infoAscent == 0 {
				if x&(1<<North) != 0 {
					p := &nodes[i-w]
					if step := p.info >> infoEnter & 0xff; p.dist+step < td {
						p.dist = td - step
						s.push(td-step, i-w)
					}
				}
				if x&(1<<NorthEast) != 0 {
					p := &nodes[i-w+1]
					if step := p.info >> infoEnter & 0xff; p.dist+step < td {
						p.dist = td - step
						s.push(td-step, i-w+1)
					}
				}
				if x&(1<<East) != 0 {
					p := &nodes[i+1]
					if step := p.info >> infoEnter & 0xff; p.dist+step < td {
						p.dist = td - step
						s.push(td-step, i+1)
					}
				}
				if x&(1<<SouthEast) != 0 {
					p := &nodes[i+w+1]
					if step := p.info >> infoEnter & 0xff; p.dist+step < td {
						p.dist = td - step
						s.push(td-step, i+w+1)
					}
				}
				if x&(1<<South) != 0 {
					p := &nodes[i+w]
					if step := p.info >> infoEnter & 0xff; p.dist+step < td {
						p.dist = td - step
						s.push(td-step, i+w)
					}
				}
				if x&(1<<SouthWest) != 0 {
					p := &nodes[i+w-1]
					if step := p.info >> infoEnter & 0xff; p.dist+step < td {
						p.dist = td - step
						s.push(td-step, i+w-1)
					}
				}
				if x&(1<<West) != 0 {
					p := &nodes[i-1]
					if step := p.info >> infoEnter & 0xff; p.dist+step < td {
						p.dist = td - step
						s.push(td-step, i-1)
					}
				}
				if x&(1<<NorthWest) != 0 {
					p := &nodes[i-w-1]
					if step := p.info >> infoEnter & 0xff; p.dist+step < td {
						p.dist = td - step
						s.push(td-step, i-w-1)
					}
				}
				continue
			}
			if x&(1<<North) != 0 {
				p := &nodes[i-w]
				if step := p.info>>infoEnter&0xff + x>>(infoAscent+North)&1; p.dist+step < td {
					p.dist = td - step
					s.push(td-step, i-w)
				}
			}
			if x&(1<<NorthEast) != 0 {
				p := &nodes[i-w+1]
				if step := p.info>>infoEnter&0xff + x>>(infoAscent+NorthEast)&1; p.dist+step < td {
					p.dist = td - step
					s.push(td-step, i-w+1)
				}
			}
			if x&(1<<East) != 0 {
				p := &nodes[i+1]
				if step := p.info>>infoEnter&0xff + x>>(infoAscent+East)&1; p.dist+step < td {
					p.dist = td - step
					s.push(td-step, i+1)
				}
			}
			if x&(1<<SouthEast) != 0 {
				p := &nodes[i+w+1]
				if step := p.info>>infoEnter&0xff + x>>(infoAscent+SouthEast)&1; p.dist+step < td {
					p.dist = td - step
					s.push(td-step, i+w+1)
				}
			}
			if x&(1<<South) != 0 {
				p := &nodes[i+w]
				if step := p.info>>infoEnter&0xff + x>>(infoAscent+South)&1; p.dist+step < td {
					p.dist = td - step
					s.push(td-step, i+w)
				}
			}
			if x&(1<<SouthWest) != 0 {
				p := &nodes[i+w-1]
				if step := p.info>>infoEnter&0xff + x>>(infoAscent+SouthWest)&1; p.dist+step < td {
					p.dist = td - step
					s.push(td-step, i+w-1)
				}
			}
			if x&(1<<West) != 0 {
				p := &nodes[i-1]
				if step := p.info>>infoEnter&0xff + x>>(infoAscent+West)&1; p.dist+step < td {
					p.dist = td - step
					s.push(td-step, i-1)
				}
			}
			if x&(1<<NorthWest) != 0 {
				p := &nodes[i-w-1]
				if step := p.info>>infoEnter&0xff + x>>(infoAscent+NorthWest)&1; p.dist+step < td {
					p.dist = td - step
					s.push(td-step, i-w-1)
				}
			}
		}
		s.qlen[td&bucketMask] = 0
	}
	return goal >= 0 && s.cost(goal) <= s.lim
}

// cheb is the Chebyshev distance between two squares given as x | y<<16.
func cheb(p, q uint32) uint32 {
	dx := int32(p&0xffff) - int32(q&0xffff)
	dy := int32(p>>16) - int32(q>>16)
	return uint32(max(dx, -dx, dy, -dy))
}

// alt is the landmarks' lower bound on the cost from a square with
// landmark costs l to one with landmark costs t (see Grid.landmarks).
func alt(l, t uint64) uint32 {
	a := int32(t&0xffff) - int32(l&0xffff)
	b := int32(t>>16&0xffff) - int32(l>>16&0xffff)
	c := int32(t>>32&0xffff) - int32(l>>32&0xffff)
	d := int32(t>>48) - int32(l>>48)
	return uint32(max(a, b, c, d, 0))
}

// astar is A* from the single source from to goal; it reports whether goal
// was reached. The heuristic is the larger of the Chebyshev distance and the
// landmarks' bound, both admissible and consistent (every step costs at
// least 1), and buckets are keyed by estimate, the deepest entry of a
// bucket first.
func (s *Search) astar(from, goal int32) bool {
	lm := s.g.landmarks(s.mover)
	nodes, xy := s.nodes, s.nv.xy
	w := s.offs[South]
	gp, gl := xy[goal], lm[goal]
	s.setCost(from, 0)
	if from == goal {
		return true
	}
	{
		// The source is expanded by hand: its steps ignore a Stop flag on it.
		i, td := from, s.top
		x := s.info(i)&^infoMask | uint32(s.startMask(i))
		if x&(1<<North) != 0 {
			p := &nodes[i-w]
			if step := p.info>>infoEnter&0xff + x>>(infoAscent+North)&1; p.dist+step < td {
				nd := td - step
				p.dist = nd
				h := min(max(cheb(xy[i-w], gp), alt(lm[i-w], gl)), 0xff)
				p.info = p.info&^infoHeur | h<<infoHeurShift
				s.push(nd-h, i-w)
			}
		}
		if x&(1<<NorthEast) != 0 {
			p := &nodes[i-w+1]
			if step := p.info>>infoEnter&0xff + x>>(infoAscent+NorthEast)&1; p.dist+step < td {
				nd := td - step
				p.dist = nd
				h := min(max(cheb(xy[i-w+1], gp), alt(lm[i-w+1], gl)), 0xff)
				p.info = p.info&^infoHeur | h<<infoHeurShift
				s.push(nd-h, i-w+1)
			}
		}
		if x&(1<<East) != 0 {
			p := &nodes[i+1]
			if step := p.info>>infoEnter&0xff + x>>(infoAscent+East)&1; p.dist+step < td {
				nd := td - step
				p.dist = nd
				h := min(max(cheb(xy[i+1], gp), alt(lm[i+1], gl)), 0xff)
				p.info = p.info&^infoHeur | h<<infoHeurShift
				s.push(nd-h, i+1)
			}
		}
		if x&(1<<SouthEast) != 0 {
			p := &nodes[i+w+1]
			if step := p.info>>infoEnter&0xff + x>>(infoAscent+SouthEast)&1; p.dist+step < td {
				nd := td - step
				p.dist = nd
				h := min(max(cheb(xy[i+w+1], gp), alt(lm[i+w+1], gl)), 0xff)
				p.info = p.info&^infoHeur | h<<infoHeurShift
				s.push(nd-h, i+w+1)
			}
		}
		if x&(1<<South) != 0 {
			p := &nodes[i+w]
			if step := p.info>>infoEnter&0xff + x>>(infoAscent+South)&1; p.dist+step < td {
				nd := td - step
				p.dist = nd
				h := min(max(cheb(xy[i+w], gp), alt(lm[i+w], gl)), 0xff)
				p.info = p.info&^infoHeur | h<<infoHeurShift
				s.push(nd-h, i+w)
			}
		}
		if x&(1<<SouthWest) != 0 {
			p := &nodes[i+w-1]
			if step := p.info>>infoEnter&0xff + x>>(infoAscent+SouthWest)&1; p.dist+step < td {
				nd := td - step
				p.dist = nd
				h := min(max(cheb(xy[i+w-1], gp), alt(lm[i+w-1], gl)), 0xff)
				p.info = p.info&^infoHeur | h<<infoHeurShift
				s.push(nd-h, i+w-1)
			}
		}
		if x&(1<<West) != 0 {
			p := &nodes[i-1]
			if step := p.info>>infoEnter&0xff + x>>(infoAscent+West)&1; p.dist+step < td {
				nd := td - step
				p.dist = nd
				h := min(max(cheb(xy[i-1], gp), alt(lm[i-1], gl)), 0xff)
				p.info = p.info&^infoHeur | h<<infoHeurShift
				s.push(nd-h, i-1)
			}
		}
		if x&(1<<NorthWest) != 0 {
			p := &nodes[i-w-1]
			if step := p.info>>infoEnter&0xff + x>>(infoAscent+NorthWest)&1; p.dist+step < td {
				nd := td - step
				p.dist = nd
				h := min(max(cheb(xy[i-w-1], gp), alt(lm[i-w-1], gl)), 0xff)
				p.info = p.info&^infoHeur | h<<infoHeurShift
				s.push(nd-h, i-w-1)
			}
		}
	}
	empty := 0
	for f := min(max(cheb(xy[from], gp), alt(lm[from], gl)), 0xff); f <= s.lim; f++ {
		tf := s.top - f
		k := tf & bucketMask
		if s.qlen[k] == 0 {
			if empty++; empty == numBuckets {
				break
			}
			continue
		}
		empty = 0
		for s.qlen[k] > 0 {
			s.qlen[k]--
			i := s.q[k][s.qlen[k]]
			p := &nodes[i]
			x, td := p.info, p.dist
			if td-x>>infoHeurShift&0xff != tf {
				continue // superseded by a cheaper entry
			}
			if i == goal {
				return true
			}
			if x&(1<<North) != 0 {
				p := &nodes[i-w]
				if step := p.info>>infoEnter&0xff + x>>(infoAscent+North)&1; p.dist+step < td {
					nd := td - step
					p.dist = nd
					h := min(max(cheb(xy[i-w], gp), alt(lm[i-w], gl)), 0xff)
					p.info = p.info&^infoHeur | h<<infoHeurShift
					s.push(nd-h, i-w)
				}
			}
			if x&(1<<NorthEast) != 0 {
				p := &nodes[i-w+1]
				if step := p.info>>infoEnter&0xff + x>>(infoAscent+NorthEast)&1; p.dist+step < td {
					nd := td - step
					p.dist = nd
					h := min(max(cheb(xy[i-w+1], gp), alt(lm[i-w+1], gl)), 0xff)
					p.info = p.info&^infoHeur | h<<infoHeurShift
					s.push(nd-h, i-w+1)
				}
			}
			if x&(1<<East) != 0 {
				p := &nodes[i+1]
				if step := p.info>>infoEnter&0xff + x>>(infoAscent+East)&1; p.dist+step < td {
					nd := td - step
					p.dist = nd
					h := min(max(cheb(xy[i+1], gp), alt(lm[i+1], gl)), 0xff)
					p.info = p.info&^infoHeur | h<<infoHeurShift
					s.push(nd-h, i+1)
				}
			}
			if x&(1<<SouthEast) != 0 {
				p := &nodes[i+w+1]
				if step := p.info>>infoEnter&0xff + x>>(infoAscent+SouthEast)&1; p.dist+step < td {
					nd := td - step
					p.dist = nd
					h := min(max(cheb(xy[i+w+1], gp), alt(lm[i+w+1], gl)), 0xff)
					p.info = p.info&^infoHeur | h<<infoHeurShift
					s.push(nd-h, i+w+1)
				}
			}
			if x&(1<<South) != 0 {
				p := &nodes[i+w]
				if step := p.info>>infoEnter&0xff + x>>(infoAscent+South)&1; p.dist+step < td {
					nd := td - step
					p.dist = nd
					h := min(max(cheb(xy[i+w], gp), alt(lm[i+w], gl)), 0xff)
					p.info = p.info&^infoHeur | h<<infoHeurShift
					s.push(nd-h, i+w)
				}
			}
			if x&(1<<SouthWest) != 0 {
				p := &nodes[i+w-1]
				if step := p.info>>infoEnter&0xff + x>>(infoAscent+SouthWest)&1; p.dist+step < td {
					nd := td - step
					p.dist = nd
					h := min(max(cheb(xy[i+w-1], gp), alt(lm[i+w-1], gl)), 0xff)
					p.info = p.info&^infoHeur | h<<infoHeurShift
					s.push(nd-h, i+w-1)
				}
			}
			if x&(1<<West) != 0 {
				p := &nodes[i-1]
				if step := p.info>>infoEnter&0xff + x>>(infoAscent+West)&1; p.dist+step < td {
					nd := td - step
					p.dist = nd
					h := min(max(cheb(xy[i-1], gp), alt(lm[i-1], gl)), 0xff)
					p.info = p.info&^infoHeur | h<<infoHeurShift
					s.push(nd-h, i-1)
				}
			}
			if x&(1<<NorthWest) != 0 {
				p := &nodes[i-w-1]
				if step := p.info>>infoEnter&0xff + x>>(infoAscent+NorthWest)&1; p.dist+step < td {
					nd := td - step
					p.dist = nd
					h := min(max(cheb(xy[i-w-1], gp), alt(lm[i-w-1], gl)), 0xff)
					p.info = p.info&^infoHeur | h<<infoHeurShift
					s.push(nd-h, i-w-1)
				}
			}
		}
	}
	return false
}

// Cost is the cost of square i found by the last search, or Unreached.
// After Route it is exact only for the destination and the squares of its
// path; Reach gives every square its cheapest cost.
func (s *Search) Cost(i int) int {
	c := s.cost(int32(i))
	if c > s.lim {
		return Unreached
	}
	return int(c)
}

// CanEnd reports whether the last search reached square i and a move may
// end there: the overlay did not flag it NoEnd (an occupied square).
func (s *Search) CanEnd(i int) bool {
	return s.Cost(i) != Unreached && s.flags[i]&NoEnd == 0
}

// pred is a square from which a cheapest path to j (of cost cj) steps into
// j, trying direction first so that paths keep straight. Any neighbour whose
// cost plus the step's equals cj will do, so searches need not record one
// per square.
func (s *Search) pred(j int32, cj uint32, first Dir) (int32, Dir) {
	n := int32(len(s.nodes))
	for k := Dir(0); k < 8; k++ {
		d := (first + k) & 7
		i := j - s.offs[d] // i steps in direction d into j
		if i < 0 || i >= n {
			continue
		}
		ci := s.cost(i)
		if ci >= cj {
			continue
		}
		mk := uint8(s.info(i))
		if ci == 0 {
			mk = s.startMask(i)
		}
		if mk&(1<<d) != 0 && ci+s.stepCost(i, j, d) == cj {
			return i, d
		}
	}
	panic("board: search left a square without a predecessor")
}

// Path appends to dst the squares of a cheapest path found by the last
// search to square to, from the square after the start up to to, and
// returns it; nil if to was not reached.
func (s *Search) Path(to int, dst []int) []int {
	if s.Cost(to) == Unreached {
		return nil
	}
	start := len(dst)
	j, d := int32(to), Dir(0)
	for cj := s.cost(j); cj > 0; cj = s.cost(j) {
		dst = append(dst, int(j))
		j, d = s.pred(j, cj, d)
	}
	for a, b := start, len(dst)-1; a < b; a, b = a+1, b-1 {
		dst[a], dst[b] = dst[b], dst[a]
	}
	return dst
}

// Route finds a cheapest path from square from to square to for a figure of
// class m under ov, within limit Movement points (limit < 0: no limit). It
// returns the squares after from up to to, and the cost; ok is false when
// to cannot be reached, or is flagged NoEnd (a move may not end there).
func (s *Search) Route(g *Grid, m Mover, from, to int, ov *Overlay, limit int) (path []int, cost int, ok bool) {
	if !s.route(g, m, from, to, ov, limit) {
		return nil, 0, false
	}
	c := s.Cost(to)
	return s.Path(to, make([]int, 0, c)), c, true
}

// route runs the search behind Route, leaving costs for Cost and Path.
func (s *Search) route(g *Grid, m Mover, from, to int, ov *Overlay, limit int) bool {
	s.prepare(g, m, ov, limit)
	if s.flags[to]&NoEnd != 0 {
		return false
	}
	// A* needs the keys it pushes to spread over fewer than numBuckets:
	// true of every square it enters, since the landmarks' bound grows by
	// no more than the cost of the step back, but not of a start square
	// that cannot be entered (nothing leads back to it). Such a start gets
	// Dijkstra, stopped at the goal.
	astar := s.nv.props[from]&propEnter != 0
	for {
		var ok bool
		if astar {
			ok = s.astar(int32(from), int32(to))
		} else {
			s.seed(int32(from))
			ok = s.dial(int32(to))
		}
		if !s.again() {
			return ok
		}
	}
}
