package rules

import (
	"slices"

	"dun/board"
)

// Melee range and engagement (page 32).
//
// Every figure's melee range is the squares adjacent to its base. A figure
// A that does not run is engaged by the enemies in whose melee range it
// stands, except those it ignores. Page 32 lists the exceptions from A's
// side, and its examples a-f (page 33) show how they combine:
//
//   - A ignores an enemy B that is already held by A's allies: B adjacent
//     to an ally of A at least as big as B, or to two or more allies of A
//     one size smaller than B. The book's "his own" size in that clause is
//     read as B's, as examples c, d and e and the second diagram require
//     (see docs/rulings.md).
//   - A ignores much smaller enemies (two sizes or more below it), however
//     many there are.
//   - An enemy one size smaller than A engages it only together with at
//     least one more such enemy that is not held either ("two or more
//     adjacent enemies of immediately lower size", example f); a lone one is
//     ignored (example d's troll and Shara).
//   - An enemy of A's size or bigger that is not held engages A on its own.
//   - Figures in deep water ignore the melee range of enemies out of it,
//     and the other way round (page 21).

// engagers returns the indexes of the enemies that would engage figure ai
// were its base at anchor at, in figure order; none means it is not
// engaged there.
func engagers(s *State, ai int, at board.Pos) []int {
	return appendEngagers(nil, nil, s, ai, at)
}

// appendEngagers is engagers appending to big, with small as scratch room
// for the smaller engagers: a caller that only looks at the result may
// pass buffers of its own and allocate nothing.
func appendEngagers(big, small []int, s *State, ai int, at board.Pos) []int {
	a := &s.Figures[ai]
	g := s.Board
	if passesThrough(a) || riding(a) || invisible(a) {
		// A flying or Ethereal figure ignores enemy melee ranges (pages
		// 114-115), and so does an invisible one (R1056); nobody engages
		// a rider (page 101).
		return big
	}
	// Where a stands (deep water, a pit) is looked at once, and only
	// when an enemy is beside it: most figures have none (the option
	// lists ask this of every figure on its side).
	wet, pit, known := false, false, false
	for bi := range s.Figures {
		b := &s.Figures[bi]
		if bi == ai || b.Side == a.Side || !b.Present() || !hasMeleeRange(b) || riding(b) {
			continue // a rider engages nobody (page 101)
		}
		if ridden(a) && b.Size <= SizeAverage {
			continue // a ridden mount ignores small and average melee ranges (page 101, R851)
		}
		if b.Size <= a.Size-2 || !adjacentAt(g, a, at, b) {
			continue
		}
		if !known {
			wet, pit, known = inDeepWater(g, at, a.baseSize()), inPit(g, at, a.baseSize()), true
		}
		// Nobody fights in melee in or into a pit (page 28).
		if pit || inPit(g, b.At, b.baseSize()) || inDeepWater(g, b.At, b.baseSize()) != wet || held(s, bi, ai) {
			continue
		}
		if b.Size >= a.Size {
			big = append(big, bi)
		} else {
			small = append(small, bi)
		}
	}
	if len(small) >= 2 {
		big = append(big, small...)
		slices.Sort(big)
	}
	return big
}

// hasMeleeRange reports whether figure f exerts a melee range: knocked-down
// and stationary figures do not (page 42).
func hasMeleeRange(f *Figure) bool {
	return !f.Conditions.Has(KnockedDown) && !f.Conditions.Has(Stationary)
}

// held reports whether enemy bi is kept busy by allies of ai (other than ai
// itself): one adjacent ally at least as big as it, or two adjacent allies
// one size smaller.
func held(s *State, bi, ai int) bool {
	b := &s.Figures[bi]
	side := s.Figures[ai].Side
	smaller := 0
	for ci := range s.Figures {
		c := &s.Figures[ci]
		if ci == ai || ci == bi || c.Side != side || !c.Present() || !hasMeleeRange(c) || riding(c) {
			continue
		}
		if c.Size < b.Size-1 || !adjacentAt(s.Board, c, c.At, b) {
			continue
		}
		if c.Size >= b.Size {
			return true
		}
		smaller++
		if smaller >= 2 {
			return true
		}
	}
	return false
}

// inDeepWater reports whether a base of the given size at anchor stands
// wholly in deep water.
func inDeepWater(g *board.Grid, at board.Pos, size int) bool {
	n := span(size)
	for dy := 0; dy < n; dy++ {
		for dx := 0; dx < n; dx++ {
			if g.Square(board.Pos{X: at.X + dx, Y: at.Y + dy}).Terrain != board.DeepWater {
				return false
			}
		}
	}
	return true
}

// Engagers lists the IDs of the enemies that engage figure id where it
// stands (page 32); empty when it is not engaged or does not exist.
func Engagers(s State, id string) []string {
	i := s.figure(id)
	if i < 0 || s.checkShape() != nil || !s.Figures[i].Present() {
		return nil
	}
	return s.ids(engagers(&s, i, s.Figures[i].At))
}

func (s *State) ids(idx []int) []string {
	if len(idx) == 0 {
		return nil
	}
	out := make([]string, len(idx))
	for k, i := range idx {
		out[k] = s.Figures[i].ID
	}
	return out
}

// enemyAdjacent reports whether any present enemy is adjacent to figure ai
// with its base at anchor at, or overlaps that base.
func enemyAdjacent(s *State, ai int, at board.Pos) bool {
	a := &s.Figures[ai]
	pit := inPit(s.Board, at, a.baseSize())
	for bi := range s.Figures {
		b := &s.Figures[bi]
		if bi == ai || b.Side == a.Side || !b.Present() {
			continue
		}
		if !overlaps(at, a.baseSize(), b) && !adjacentAt(s.Board, a, at, b) {
			continue
		}
		// One in a pit, the other at its edge: they may shoot and cast at
		// each other (page 28), as figures apart do.
		if pit == inPit(s.Board, b.At, b.baseSize()) {
			return true
		}
	}
	return false
}
