package rules

import "dun/board"

// Adjacency of figures (pages 19 and 32), for melee ranges, engagement and
// running: the board's FiguresAdjacent in its "actions and movement" sense,
// which parts figures by walls and closed doors, by more than one level of
// height (unless the lower is Huge) and by the edge of a staircase.

// baseIndexesAt appends to dst the indexes of the on-board squares of a base
// of the given size with its top-left square at anchor at.
func baseIndexesAt(g *board.Grid, at board.Pos, size int, dst []int) []int {
	n := span(size)
	for dy := 0; dy < n; dy++ {
		for dx := 0; dx < n; dx++ {
			p := board.Pos{X: at.X + dx, Y: at.Y + dy}
			if g.In(p) {
				dst = append(dst, g.Index(p))
			}
		}
	}
	return dst
}

// adjacentAt reports whether figure a, were its base at anchor at, would be
// adjacent to figure b where b stands.
func adjacentAt(g *board.Grid, a *Figure, at board.Pos, b *Figure) bool {
	na, nb := a.Span(), b.Span()
	// Quick reject: the bases' bounding boxes must touch.
	if at.X > b.At.X+nb || b.At.X > at.X+na || at.Y > b.At.Y+nb || b.At.Y > at.Y+na {
		return false
	}
	var ab, bb [4]int
	return g.FiguresAdjacent(baseIndexesAt(g, at, a.baseSize(), ab[:0]), a.Size, baseIndexesAt(g, b.At, b.baseSize(), bb[:0]), b.Size, true)
}

// overlaps reports whether a base of the given size at anchor at shares a
// square with figure b.
func overlaps(at board.Pos, size int, b *Figure) bool {
	na, nb := span(size), b.Span()
	return at.X < b.At.X+nb && b.At.X < at.X+na && at.Y < b.At.Y+nb && b.At.Y < at.Y+na
}
