package autoplay

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"dun/board"
)

// distances is the breadth-first search it replaced, step by step with
// the Measure mover, on the boards of the starter quests: every square as
// a goal, and random sets of goals, some off the board.
func TestDistancesAreBreadthFirst(t *testing.T) {
	for _, file := range starterQuests(t) {
		g := game(t, file).Board
		r := rand.New(rand.NewPCG(1, 2))
		var sets [][]board.Pos
		for i := 0; i < g.Len(); i += 7 {
			sets = append(sets, []board.Pos{g.Pos(i)})
		}
		for range 40 {
			var goals []board.Pos
			for range r.IntN(5) {
				goals = append(goals, board.Pos{X: r.IntN(g.W()+2) - 1, Y: r.IntN(g.H()+2) - 1})
			}
			sets = append(sets, goals)
		}
		for _, goals := range sets {
			if got, want := distances(g, goals, board.Measure), stepwise(g, goals); !reflect.DeepEqual(got, want) {
				t.Fatalf("%s: goals %v: distances differ from the breadth-first search", file, goals)
			}
		}
	}
}

func stepwise(g *board.Grid, goals []board.Pos) []int {
	const far = 1 << 30
	d := make([]int, g.Len())
	for i := range d {
		d[i] = far
	}
	queue := make([]int, 0, g.Len())
	for _, p := range goals {
		if g.In(p) && d[g.Index(p)] != 0 {
			d[g.Index(p)] = 0
			queue = append(queue, g.Index(p))
		}
	}
	for k := 0; k < len(queue); k++ {
		i := queue[k]
		for dir := board.North; dir <= board.NorthWest; dir++ {
			j, _, ok := g.Step(i, dir, board.Measure)
			if ok && d[j] == far {
				d[j] = d[i] + 1
				queue = append(queue, j)
			}
		}
	}
	return d
}
