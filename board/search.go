package board

// Search computes movement costs from one square. It keeps its buffers
// between calls, so a Search reused on the same grid allocates nothing; it
// is not safe for concurrent use.
type Search struct {
	g     *Grid
	from  int
	cost  []int32 // valid where stamp == gen
	prev  []int32
	stamp []uint32
	gen   uint32
	bkt   [4][]int32 // Dial's buckets, cost mod 4: a step costs 1 to 3 (+extra)
	heap  []int32
}

// Unreached is the cost reported for squares a search did not reach.
const Unreached = -1

func (s *Search) reset(g *Grid) {
	n := g.Len()
	if len(s.cost) != n {
		s.cost, s.prev, s.stamp = make([]int32, n), make([]int32, n), make([]uint32, n)
		s.gen = 0
	}
	s.gen++
	if s.gen == 0 {
		clear(s.stamp)
		s.gen = 1
	}
	s.g = g
}

// Reach finds the cheapest cost from square from to every square a figure of
// class m can reach spending at most limit Movement points (limit < 0: no
// limit), under the overlay ov (nil: no figures). Squares flagged Stop are
// reached but not crossed; Blocked squares are never entered.
func (s *Search) Reach(g *Grid, m Mover, from int, ov *Overlay, limit int) {
	s.run(g, m, from, -1, ov, limit)
}

// Cost is the cost of square i found by the last Reach or Route, or
// Unreached.
func (s *Search) Cost(i int) int {
	if s.stamp[i] != s.gen {
		return Unreached
	}
	return int(s.cost[i])
}

// Path appends to dst the squares of the cheapest path found to square to,
// from the square after the start up to to, and returns it; nil if to was
// not reached.
func (s *Search) Path(to int, dst []int) []int {
	if s.Cost(to) == Unreached {
		return nil
	}
	n := 0
	for i := to; i != s.from; i = int(s.prev[i]) {
		n++
	}
	start := len(dst)
	for range n {
		dst = append(dst, 0)
	}
	k := len(dst) - 1
	for i := to; i != s.from; i = int(s.prev[i]) {
		dst[k] = i
		k--
	}
	_ = start
	return dst
}

// Route finds a cheapest path from square from to square to for a figure of
// class m under ov, within limit Movement points (limit < 0: no limit). It
// returns the squares after from up to to, and the cost.
func (s *Search) Route(g *Grid, m Mover, from, to int, ov *Overlay, limit int) (path []int, cost int, ok bool) {
	s.run(g, m, from, to, ov, limit)
	c := s.Cost(to)
	if c == Unreached {
		return nil, 0, false
	}
	return s.Path(to, nil), c, true
}

// run is Dijkstra with a bucket queue; goal >= 0 stops it early.
func (s *Search) run(g *Grid, m Mover, from, goal int, ov *Overlay, limit int) {
	s.reset(g)
	s.from = from
	nv := g.nav(m)
	for k := range s.bkt {
		s.bkt[k] = s.bkt[k][:0]
	}
	s.stamp[from], s.cost[from], s.prev[from] = s.gen, 0, int32(from)
	// Costs can exceed 3 per step with overlay extras, so buckets cycle over
	// a window of 32 (a step costs at most 3 + 15 extra).
	var bkt [32][]int32
	for k := range bkt {
		if k < 4 {
			bkt[k] = s.bkt[k][:0]
		}
	}
	bkt[0] = append(bkt[0], int32(from))
	pending := 1
	w := g.w
	offs := [8]int{-w, -w + 1, 1, w + 1, w, w - 1, -1, -w - 1}
	for c := int32(0); pending > 0; c++ {
		b := &bkt[c&31]
		for len(*b) > 0 {
			i := (*b)[len(*b)-1]
			*b = (*b)[:len(*b)-1]
			pending--
			if s.cost[i] != c {
				continue // a stale entry
			}
			if int(i) == goal {
				s.keep(bkt)
				return
			}
			if int(i) != from && ov.Get(int(i))&Stop != 0 {
				continue
			}
			mask := nv.mask[i]
			li := nv.level[i]
			for d := 0; d < 8; d++ {
				if mask&(1<<d) == 0 {
					continue
				}
				j := int(i) + offs[d]
				f := ov.Get(j)
				if f&Blocked != 0 {
					continue
				}
				nc := c + int32(nv.enter[j]) + int32(f&ExtraMask)
				if nv.level[j] > li {
					nc++
				}
				if limit >= 0 && nc > int32(limit) {
					continue
				}
				if s.stamp[j] == s.gen && s.cost[j] <= nc {
					continue
				}
				s.stamp[j], s.cost[j], s.prev[j] = s.gen, nc, i
				bkt[nc&31] = append(bkt[nc&31], int32(j))
				pending++
			}
		}
	}
	s.keep(bkt)
}

func (s *Search) keep(bkt [32][]int32) {
	for k := range s.bkt {
		s.bkt[k] = bkt[k][:0]
	}
}
