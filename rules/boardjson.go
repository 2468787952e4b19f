package rules

import (
	"fmt"

	"dun/board"
)

// The board in a state's JSON. board.Grid keeps its arrays private, so the
// state writes what the grid's public methods show and rebuilds it on
// reading: squares row by row, the east and south edge of every square
// (the map's border is left out), and the elements in ID order.
//
// TODO(board): move this codec into board (Grid.MarshalJSON) so other
// rulesets share it; it is here because this issue may not touch board.

type gridJSON struct {
	W        int             `json:"w"`
	H        int             `json:"h"`
	Squares  []board.Square  `json:"squares"`
	East     []board.Edge    `json:"east"`
	South    []board.Edge    `json:"south"`
	Elements []board.Element `json:"elements,omitempty"`
}

// maxBoardSquares bounds a decoded board.
const maxBoardSquares = 1 << 20

func encodeGrid(g *board.Grid) *gridJSON {
	if g == nil {
		return nil
	}
	n := g.Len()
	j := &gridJSON{W: g.W(), H: g.H(), Squares: make([]board.Square, n), East: make([]board.Edge, n), South: make([]board.Edge, n)}
	for i := 0; i < n; i++ {
		p := g.Pos(i)
		j.Squares[i] = g.At(i)
		if p.X < g.W()-1 {
			j.East[i] = g.EdgeAt(i, board.SideE)
		}
		if p.Y < g.H()-1 {
			j.South[i] = g.EdgeAt(i, board.SideS)
		}
	}
	j.Elements = append(j.Elements, g.Elements()...)
	return j
}

func decodeGrid(j *gridJSON) (*board.Grid, error) {
	if j == nil {
		return nil, fmt.Errorf("the state has no board")
	}
	if j.W <= 0 || j.H <= 0 || j.W > maxCoord || j.H > maxCoord || j.W*j.H > maxBoardSquares {
		return nil, fmt.Errorf("board of %dx%d squares", j.W, j.H)
	}
	n := j.W * j.H
	if len(j.Squares) != n || len(j.East) != n || len(j.South) != n {
		return nil, fmt.Errorf("board of %dx%d wants %d squares and edges, has %d, %d and %d", j.W, j.H, n, len(j.Squares), len(j.East), len(j.South))
	}
	if len(j.Elements) >= 1<<16-1 {
		return nil, fmt.Errorf("%d elements", len(j.Elements))
	}
	g := board.New(j.W, j.H)
	// Elements get their IDs in order; each is placed for a moment and
	// taken off, and the squares below put them back where they were.
	for k, e := range j.Elements {
		if e.Height > board.HeightSky || e.Cover > board.HeavyCover {
			return nil, fmt.Errorf("element %d: height %d, cover %d", k, e.Height, e.Cover)
		}
		id, err := g.AddElement(e, board.Pos{})
		if err != nil {
			return nil, fmt.Errorf("element %d: %v", k, err)
		}
		g.RemoveElement(id)
	}
	for i, sq := range j.Squares {
		if sq.Terrain > board.Impassable || sq.Level > board.HeightSky || int(sq.Element) > len(j.Elements) ||
			sq.Stairs.Up > board.NorthWest || sq.Stairs.Access > 0x0f {
			return nil, fmt.Errorf("square %v is malformed", g.Pos(i))
		}
		g.Set(g.Pos(i), sq)
	}
	for i := 0; i < n; i++ {
		p := g.Pos(i)
		for _, side := range [...]board.Side{board.SideE, board.SideS} {
			e := j.East[i]
			last := p.X == j.W-1
			if side == board.SideS {
				e, last = j.South[i], p.Y == j.H-1
			}
			if last {
				continue
			}
			if e.Kind > board.Door || e.Door > board.Portcullis || e.State > board.Broken {
				return nil, fmt.Errorf("edge %s of %v is malformed", side, p)
			}
			if err := g.SetEdge(p, side, e); err != nil {
				return nil, err
			}
		}
	}
	return g, nil
}
