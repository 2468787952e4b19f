package autoplay

import (
	"dun/board"
	"dun/rules"
)

// minJumpChance is the least chance of clearing a pit for which a hero
// jumps it (page 23: an Agility test). Below it the fall (its damage, the
// climb out, the Action lost) costs more than the walk round.
const minJumpChance = 0.4

// jumpOption is the great jump (page 23, Action 8) that brings the hero
// nearest his goals across a pit, or -1. A hero jumps only where walking
// does not get him there, or where the jump saves more than two squares
// of walking; never badly wounded, whom a fall could knock out; and only
// when the Agility test passes often enough (-1 over more than one
// square, -1 beside an enemy).
func jumpOption(s *rules.State, f *rules.Figure, opts []rules.Option) int {
	if hurt(f) || find(opts, "jump:") < 0 {
		return -1
	}
	var gb [goalBuf]board.Pos
	gs := goals(s, f, false, gb[:0])
	if len(gs) == 0 {
		return -1
	}
	g := s.Board
	wb, mb := takeInts(g.Len()), takeInts(g.Len())
	defer ints.Put(wb)
	defer ints.Put(mb)
	walk := distancesInto(*wb, g, gs, board.Average)
	measure := distancesInto(*mb, g, gs, board.Measure)
	at := g.Index(f.At)
	best, bestD := -1, measure[at]
	for i, o := range opts {
		c, ok := o.Command.(rules.Jump)
		if !ok || !g.In(c.To) {
			continue
		}
		width := o.Cost - 1
		mod := 0
		if width > 1 {
			mod--
		}
		if nearestEnemy(s, f) <= 1 {
			mod--
		}
		if testChance(f.Attrs.Agility+mod) < minJumpChance {
			continue
		}
		to := g.Index(c.To)
		worth := walk[at] >= far && measure[to] < measure[at] ||
			walk[to] < far && walk[to]+o.Cost+2 < walk[at]
		if worth && measure[to] < bestD {
			best, bestD = i, measure[to]
		}
	}
	return best
}
