package board

// Distances in squares (a spell's range, the radius of an area, the safety
// zone around a trap, where creatures may be placed) are counted as a move
// of a figure that only impassable things hinder (page 18): every step costs
// 1 whatever the terrain, furniture and stairs, levels are ignored, and
// walls, closed doors, impassable squares and impassable elements stop it,
// corners included. That is the Measure mover's search.

// Measure finds the distance from the nearest of the squares from (the
// squares of a Large figure's base, say) to every square within limit
// (limit < 0: the whole board); read them with Cost. Figures do not count.
func (s *Search) Measure(g *Grid, limit int, from ...int) {
	s.prepare(g, Measure, nil, limit)
	for {
		for _, i := range from {
			s.seed(int32(i))
		}
		s.dial(-1)
		if !s.again() {
			return
		}
	}
}

// Distance is the distance between squares a and b (page 18), or Unreached
// when only a path through impassable things would join them.
func (s *Search) Distance(g *Grid, a, b int) int {
	if !s.route(g, Measure, a, b, nil, -1) {
		return Unreached
	}
	return s.Cost(b)
}

// Within appends to dst the squares at a distance of at most n from the
// nearest of the squares from, those included, in index order, and returns
// it. The search is bounded by n, so a small radius costs little on a large
// board.
func (s *Search) Within(g *Grid, n int, dst []int, from ...int) []int {
	if n < 0 || len(from) == 0 {
		return dst
	}
	s.Measure(g, n, from...)
	// A step moves one square in each axis at most, so the reached squares
	// lie in the sources' bounding box grown by n.
	x0, y0, x1, y1 := g.w, g.h, -1, -1
	for _, i := range from {
		x, y := i%g.w, i/g.w
		x0, y0, x1, y1 = min(x0, x-n), min(y0, y-n), max(x1, x+n), max(y1, y+n)
	}
	x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, g.w-1), min(y1, g.h-1)
	for y := y0; y <= y1; y++ {
		for i := y*g.w + x0; i <= y*g.w+x1; i++ {
			if s.Cost(i) != Unreached {
				dst = append(dst, i)
			}
		}
	}
	return dst
}

// Distance is the distance between squares a and b (page 18), or Unreached.
// It allocates a Search for the question; code that measures often keeps a
// Search and calls its Distance.
func (g *Grid) Distance(a, b Pos) int {
	if !g.In(a) || !g.In(b) {
		return Unreached
	}
	var s Search
	return s.Distance(g, g.Index(a), g.Index(b))
}
