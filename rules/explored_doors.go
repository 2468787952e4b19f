package rules

import "dun/board"

// DoorEdge names a door by the square whose east or south side holds its
// first edge (a double door's run starts there), and lists the squares
// whose same side holds its edges, the first included.
type DoorEdge struct {
	At    board.Pos
	Side  board.Side
	Edges []board.Pos
}

// ClosedExploredDoors lists the explored doors that stand closed, each
// once: the doors a figure beside them may swing open as a Quick Action
// (page 28), not an unexplored door, a secret door not yet found, a
// trapdoor or a portcullis. A policy looking for a way to the enemy reads
// them here.
func ClosedExploredDoors(s State) []DoorEdge {
	g := s.Board
	if g == nil {
		return nil
	}
	var out []DoorEdge
	for i := 0; i < g.Len(); i++ {
		p := g.Pos(i)
		for _, side := range [...]board.Side{board.SideE, board.SideS} {
			ed := g.Edge(p, side)
			if ed.Kind != board.Door || ed.State != board.Closed || ed.Door == board.Trapdoor || ed.Door == board.Portcullis {
				continue
			}
			if doorAt(s.Explore, p, side) >= 0 || secretAt(s.Explore, p, side) {
				continue
			}
			if run, _, _ := doorRun(g, p, side); len(run) > 0 && run[0] == p {
				out = append(out, DoorEdge{At: p, Side: side, Edges: run})
			}
		}
	}
	return out
}
