package board

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// A grid in JSON is plain data: its size, the squares row by row, the edge
// east and south of every square (the last column's east edges and the last
// row's south edges are the border and stay zero) and the elements in ID
// order. Saved games and replays carry the board this way, so reading it back
// checks every value: a file is input like any other.

type gridJSON struct {
	W        int       `json:"w"`
	H        int       `json:"h"`
	Squares  []Square  `json:"squares"`
	East     []Edge    `json:"east"`
	South    []Edge    `json:"south"`
	Elements []Element `json:"elements,omitempty"`
}

// MaxSquares bounds the size of a grid read from JSON.
const MaxSquares = 1 << 20

// MarshalJSON writes the grid as plain data.
func (g *Grid) MarshalJSON() ([]byte, error) {
	j := gridJSON{W: g.w, H: g.h, Squares: g.sq, East: make([]Edge, len(g.sq)), South: make([]Edge, len(g.sq)), Elements: g.elems}
	for i := range g.sq {
		if i%g.w < g.w-1 {
			j.East[i] = g.east[i]
		}
		if i/g.w < g.h-1 {
			j.South[i] = g.south[i]
		}
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads a grid written by MarshalJSON, refusing unknown fields
// and any value out of range; on error g is unchanged.
func (g *Grid) UnmarshalJSON(b []byte) error {
	var j gridJSON
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return fmt.Errorf("board: %v", err)
	}
	if j.W <= 0 || j.H <= 0 || j.W > MaxSquares || j.H > MaxSquares || j.W*j.H > MaxSquares {
		return fmt.Errorf("board of %dx%d squares", j.W, j.H)
	}
	n := j.W * j.H
	if len(j.Squares) != n || len(j.East) != n || len(j.South) != n {
		return fmt.Errorf("board of %dx%d wants %d squares and edges, has %d, %d and %d", j.W, j.H, n, len(j.Squares), len(j.East), len(j.South))
	}
	if len(j.Elements) >= 1<<16-1 {
		return fmt.Errorf("board: %d elements", len(j.Elements))
	}
	for k, e := range j.Elements {
		if e.Height > HeightSky || e.Cover > HeavyCover {
			return fmt.Errorf("board: element %d: height %d, cover %d", k, e.Height, e.Cover)
		}
	}
	ng := New(j.W, j.H)
	for i, sq := range j.Squares {
		if sq.Terrain > Impassable || sq.Level > HeightSky || int(sq.Element) > len(j.Elements) ||
			sq.Stairs.Up > NorthWest || sq.Stairs.Access > 0x0f || sq.LadderUp > NorthWest {
			return fmt.Errorf("board: square %v is malformed", ng.Pos(i))
		}
	}
	for i := range n {
		for _, e := range [2]Edge{j.East[i], j.South[i]} {
			if e.Kind > Door || e.Door > Portcullis || e.State > Broken {
				return fmt.Errorf("board: an edge of square %v is malformed", ng.Pos(i))
			}
		}
		if (i%j.W == j.W-1 && j.East[i] != Edge{}) || (i/j.W == j.H-1 && j.South[i] != Edge{}) {
			return fmt.Errorf("board: square %v has an edge beyond the border", ng.Pos(i))
		}
	}
	copy(ng.sq, j.Squares)
	copy(ng.east, j.East)
	copy(ng.south, j.South)
	// Every edge was decided when the board was built: keep them all.
	for i := range ng.decl {
		ng.decl[i] = declEast | declSouth
	}
	ng.elems = append(ng.elems, j.Elements...)
	*g = Grid{w: ng.w, h: ng.h, sq: ng.sq, east: ng.east, south: ng.south, decl: ng.decl, elems: ng.elems, version: g.version + 1}
	return nil
}
