package rules

import "dun/board"

// Where a 2x2 base may stand (page 21): on four free squares, or partly on
// obstructed ones (both sides of a threshold, a corridor narrower than the
// base, furniture; it then counts as on difficult terrain), never wholly on
// obstructed squares.
//
// TODO(board): switch to board's footprint functions when they land (helper
// A's issue).

type fit uint8

const (
	fitNone    fit = iota // the base cannot stand there
	fitPartial            // part of the base is on obstructed squares
	fitFree               // all four squares are free
)

// baseFit says how a base of span n of mover class m fits with its top-left
// square at anchor. Figures are not considered here.
func baseFit(g *board.Grid, m board.Mover, n int, at board.Pos) fit {
	if !g.In(at) || !g.In(board.Pos{X: at.X + n - 1, Y: at.Y + n - 1}) {
		return fitNone
	}
	if n == 1 {
		if !g.Enterable(g.Index(at), m) {
			return fitNone
		}
		return fitFree
	}
	obstructed := 0
	for dy := 0; dy < n; dy++ {
		for dx := 0; dx < n; dx++ {
			if obstructs(g, m, board.Pos{X: at.X + dx, Y: at.Y + dy}) {
				obstructed++
			}
		}
	}
	if obstructed == n*n {
		return fitNone
	}
	if obstructed > 0 {
		return fitPartial
	}
	// A wall or door frame inside the base: it straddles a threshold.
	for dy := 0; dy < n; dy++ {
		for dx := 0; dx < n; dx++ {
			p := board.Pos{X: at.X + dx, Y: at.Y + dy}
			if dx < n-1 && g.Edge(p, board.SideE).Kind != board.Open {
				return fitPartial
			}
			if dy < n-1 && g.Edge(p, board.SideS).Kind != board.Open {
				return fitPartial
			}
		}
	}
	return fitFree
}

// obstructs reports whether square p obstructs part of a 2x2 base: rock
// outside every section, impassable terrain or a pit, or an element the
// mover does not walk through (a Huge figure ignores those of height 1-2).
func obstructs(g *board.Grid, m board.Mover, p board.Pos) bool {
	sq := g.Square(p)
	if sq.Section == 0 || sq.Terrain == board.Impassable || sq.Terrain == board.Pit {
		return true
	}
	if e, ok := g.Element(p); ok {
		return e.Impassable || m != board.Huge || e.Height > 2
	}
	return false
}
