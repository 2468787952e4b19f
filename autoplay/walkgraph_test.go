package autoplay

import (
	"math/rand/v2"
	"slices"
	"testing"

	"dun/board"
)

// stepDistances is distancesInto's walk as it was written first: every
// step of every square tried at every search.
func stepDistances(g *board.Grid, goals []board.Pos, m board.Mover) []int {
	d := make([]int, g.Len())
	for i := range d {
		d[i] = far
	}
	var queue []int
	for _, p := range goals {
		if g.In(p) && d[g.Index(p)] != 0 {
			d[g.Index(p)] = 0
			queue = append(queue, g.Index(p))
		}
	}
	for k := 0; k < len(queue); k++ {
		i := queue[k]
		for dir := board.North; dir <= board.NorthWest; dir++ {
			j, _, ok := g.Step(i, dir, m)
			if ok && g.Square(g.Pos(j)).Terrain == board.DeepWater {
				ok = false
			}
			if ok && d[j] == far {
				d[j] = d[i] + 1
				queue = append(queue, j)
			}
		}
	}
	return d
}

// The walk graph kept between decisions gives the distances every step
// tried anew gives, on every starter quest's board (deep water, pits,
// furniture, stairs), for random goals and movers, asked once or again
// (the field it keeps), and follows a board that changes under the same
// pointer (its version).
func TestWalkGraphDistances(t *testing.T) {
	rnd := rand.New(rand.NewPCG(3, 4))
	for _, file := range starterQuests(t) {
		s := game(t, file)
		g := s.Board
		for k := 0; k < 40; k++ {
			var goals []board.Pos
			for range 1 + rnd.IntN(3) {
				goals = append(goals, g.Pos(rnd.IntN(g.Len())))
			}
			movers := []board.Mover{board.Average, board.Small, board.Huge}
			mi := rnd.IntN(3)
			m := movers[mi]
			want := stepDistances(g, goals, m)
			got := distancesInto(make([]int, g.Len()), g, goals, m)
			if !slices.Equal(got, want) {
				t.Fatalf("%s: goals %v mover %v: the walk graph's distances differ", file, goals, m)
			}
			// The same question again (the field kept from the last
			// one), into a dirty buffer, and for another mover.
			dirty := slices.Repeat([]int{-7}, g.Len())
			if again := distancesInto(dirty, g, goals, m); !slices.Equal(again, want) {
				t.Fatalf("%s: goals %v mover %v asked again: the distances differ", file, goals, m)
			}
			other := movers[(mi+1)%3]
			if got := distancesInto(make([]int, g.Len()), g, goals, other); !slices.Equal(got, stepDistances(g, goals, other)) {
				t.Fatalf("%s: goals %v asked for mover %v after %v: the distances differ", file, goals, other, m)
			}
		}
		// A wall raised on a copy of the board: the graph kept for the
		// old version must not be read.
		c := g.Clone()
		p := c.Pos(c.Len() / 2)
		c.SetEdge(p, board.SideE, board.Edge{Kind: board.Wall})
		goals := []board.Pos{p}
		distancesInto(make([]int, c.Len()), c, goals, board.Average)
		c.SetEdge(p, board.SideN, board.Edge{Kind: board.Wall})
		if got, want := distancesInto(make([]int, c.Len()), c, goals, board.Average), stepDistances(c, goals, board.Average); !slices.Equal(got, want) {
			t.Fatalf("%s: the distances did not follow the board's change", file)
		}
	}
}
