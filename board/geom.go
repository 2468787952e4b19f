package board

import (
	"encoding/json"
	"fmt"
	"strconv"
)

// Pos is a square's coordinates: X the column (0 = left), Y the row (0 = top).
type Pos struct{ X, Y int }

// String writes "(x,y)"; without fmt, as the rules label every push's
// square with it.
func (p Pos) String() string {
	var b [48]byte
	out := append(b[:0], '(')
	out = strconv.AppendInt(out, int64(p.X), 10)
	out = append(out, ',')
	out = strconv.AppendInt(out, int64(p.Y), 10)
	return string(append(out, ')'))
}

// Add returns p moved by one step in direction d.
func (p Pos) Add(d Dir) Pos { v := d.Vec(); return Pos{p.X + v.X, p.Y + v.Y} }

// Chebyshev is the number of king steps between p and q on an empty board.
func Chebyshev(p, q Pos) int {
	dx, dy := abs(p.X-q.X), abs(p.Y-q.Y)
	if dx > dy {
		return dx
	}
	return dy
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// Dir is one of the 8 directions, clockwise from north. Facing uses the same
// values, since a figure faces one of its 8 neighbours.
type Dir uint8

const (
	North Dir = iota
	NorthEast
	East
	SouthEast
	South
	SouthWest
	West
	NorthWest
)

var dirVecs = [8]Pos{{0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}}

var dirNames = [8]string{"N", "NE", "E", "SE", "S", "SW", "W", "NW"}

// Vec is the unit step of d: y grows southwards.
func (d Dir) Vec() Pos { return dirVecs[d&7] }

// Diagonal reports whether d is one of NE, SE, SW, NW.
func (d Dir) Diagonal() bool { return d&1 == 1 }

// Opposite is the direction pointing the other way.
func (d Dir) Opposite() Dir { return (d + 4) & 7 }

// Rotate turns d clockwise by n eighths (negative n turns anticlockwise).
func (d Dir) Rotate(n int) Dir { return Dir((int(d) + n%8 + 8) & 7) }

func (d Dir) String() string { return dirNames[d&7] }

// ParseDir reads N, NE, E, SE, S, SW, W, NW (or north, north-east, ...).
func ParseDir(s string) (Dir, error) {
	switch s {
	case "N", "n", "north":
		return North, nil
	case "NE", "ne", "north-east", "northeast":
		return NorthEast, nil
	case "E", "e", "east":
		return East, nil
	case "SE", "se", "south-east", "southeast":
		return SouthEast, nil
	case "S", "s", "south":
		return South, nil
	case "SW", "sw", "south-west", "southwest":
		return SouthWest, nil
	case "W", "w", "west":
		return West, nil
	case "NW", "nw", "north-west", "northwest":
		return NorthWest, nil
	}
	return 0, fmt.Errorf("unknown direction %q (want N, NE, E, SE, S, SW, W or NW)", s)
}

// DirTo is the direction of the step from p to an adjacent q; ok is false
// when q is not one of p's 8 neighbours.
func DirTo(p, q Pos) (d Dir, ok bool) {
	dx, dy := q.X-p.X, q.Y-p.Y
	for i, v := range dirVecs {
		if v.X == dx && v.Y == dy {
			return Dir(i), true
		}
	}
	return 0, false
}

// Side is one of the four edges of a square. Its values equal the matching
// orthogonal Dir divided by two, so N=0, E=1, S=2, W=3.
type Side uint8

const (
	SideN Side = iota
	SideE
	SideS
	SideW
)

// Dir is the direction that crosses the side.
func (s Side) Dir() Dir { return Dir(s * 2) }

func (s Side) String() string { return [4]string{"north", "east", "south", "west"}[s&3] }

// Sides is a set of square sides, bit 1<<Side.
type Sides uint8

// Has reports whether s includes side.
func (s Sides) Has(side Side) bool { return s&(1<<side) != 0 }

// ParseSide reads north/east/south/west or N/E/S/W.
func ParseSide(s string) (Side, error) {
	switch s {
	case "N", "n", "north":
		return SideN, nil
	case "E", "e", "east":
		return SideE, nil
	case "S", "s", "south":
		return SideS, nil
	case "W", "w", "west":
		return SideW, nil
	}
	return 0, fmt.Errorf("unknown side %q (want north, east, south or west)", s)
}

// MarshalJSON writes p as [x, y], the form quest sheets and scenarios use.
func (p Pos) MarshalJSON() ([]byte, error) {
	return []byte("[" + strconv.Itoa(p.X) + "," + strconv.Itoa(p.Y) + "]"), nil
}

// UnmarshalJSON reads [x, y] and nothing else: two integers.
func (p *Pos) UnmarshalJSON(b []byte) error {
	var xy []json.RawMessage
	if err := json.Unmarshal(b, &xy); err != nil || len(xy) != 2 {
		return fmt.Errorf("a square is written [x, y], not %s", clip(b))
	}
	var q Pos
	if !number(xy[0]) || !number(xy[1]) || json.Unmarshal(xy[0], &q.X) != nil || json.Unmarshal(xy[1], &q.Y) != nil {
		return fmt.Errorf("a square is written [x, y] with whole numbers, not %s", clip(b))
	}
	*p = q
	return nil
}

// number reports whether a JSON value is a number (null would unmarshal
// into an int as a silent no-op).
func number(b json.RawMessage) bool {
	return len(b) > 0 && (b[0] == '-' || b[0] >= '0' && b[0] <= '9')
}

func clip(b []byte) string {
	if len(b) > 40 {
		return string(b[:40]) + "..."
	}
	return string(b)
}
