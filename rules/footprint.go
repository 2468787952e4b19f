package rules

import "dun/board"

// baseFit says how a base of span n (1, or 2 for Large and Huge) of mover
// class m fits with its top-left square at anchor (page 21), figures aside:
// the board answers for 2x2 bases; a single square fits when it can be
// entered.
func baseFit(g *board.Grid, m board.Mover, n int, at board.Pos) board.Fit {
	if !g.In(at) {
		return board.NoFit
	}
	i := g.Index(at)
	if n == 1 {
		if !g.Enterable(i, m) {
			return board.NoFit
		}
		return board.Free
	}
	return g.FitBase(i, m, nil)
}
