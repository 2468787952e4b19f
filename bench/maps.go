package bench

import (
	"bufio"
	"bytes"
	"embed"
	"fmt"
	"strconv"
	"strings"

	"dun/board"
)

// The bench maps of ../shared/bench-maps (README.md and PEER-RESULTS.md
// there), copied into maps/ and embedded so that dun bench needs no files.
// TestMapsMatchBoardTestdata keeps the copy equal to the board's.
//
//go:embed maps/*.txt
var mapFiles embed.FS

// MapNames are the bench maps, in the order the workloads run on them.
var MapNames = []string{"mapA", "mapB"}

// Map is one bench map with its work sets: the squares are indexes into
// Grid, as the board's searches take them.
type Map struct {
	Name string
	Grid *board.Grid
	// Starts are the 16 single-source start squares.
	Starts []int
	// Allies are the 8 squares that cost +1 to enter.
	Allies []int
	// Paths are the 64 point-to-point pairs with their optimal movement
	// cost.
	Paths []Pair
	// LOS are the 1024 sight pairs with their exact answer.
	LOS []Pair
}

// Pair is two squares and the recorded answer for them: a path's cost, or
// 1 when a sight pair is visible (0 when not).
type Pair struct {
	From, To int
	Want     int
}

// LoadMap reads bench map name ("mapA", "mapB") and its work sets.
func LoadMap(name string) (*Map, error) {
	text, err := mapFiles.ReadFile("maps/" + name + ".txt")
	if err != nil {
		return nil, fmt.Errorf("bench: no map %q", name)
	}
	g, err := ParseMap(string(text))
	if err != nil {
		return nil, fmt.Errorf("bench: %s.txt: %v", name, err)
	}
	m := &Map{Name: name, Grid: g}
	ws, err := mapFiles.ReadFile("maps/worksets.txt")
	if err != nil {
		return nil, err
	}
	sc := bufio.NewScanner(bytes.NewReader(ws))
	for line := 1; sc.Scan(); line++ {
		f := strings.Fields(sc.Text())
		if len(f) == 0 || strings.HasPrefix(f[0], "#") || f[0] != name {
			continue
		}
		n := make([]int, 0, len(f)-2)
		for _, s := range f[2:] {
			v, err := strconv.Atoi(s)
			if err != nil {
				return nil, fmt.Errorf("bench: worksets.txt:%d: %v", line, err)
			}
			n = append(n, v)
		}
		need := map[string]int{"start": 3, "ally": 3, "path": 7, "los": 7}[f[1]]
		if need == 0 || len(n) < need {
			return nil, fmt.Errorf("bench: worksets.txt:%d: malformed %q line", line, f[1])
		}
		idx := func(x, y int) int { return g.Index(board.Pos{X: x, Y: y}) }
		switch f[1] {
		case "start":
			m.Starts = append(m.Starts, idx(n[1], n[2]))
		case "ally":
			m.Allies = append(m.Allies, idx(n[1], n[2]))
		case "path":
			m.Paths = append(m.Paths, Pair{idx(n[1], n[2]), idx(n[3], n[4]), n[5]})
		case "los":
			m.LOS = append(m.LOS, Pair{idx(n[1], n[2]), idx(n[3], n[4]), n[5]})
		}
	}
	if len(m.Starts) != 16 || len(m.Allies) != 8 || len(m.Paths) != 64 || len(m.LOS) != 1024 {
		return nil, fmt.Errorf("bench: %s: %d starts, %d allies, %d paths, %d sight pairs (want 16, 8, 64, 1024)",
			name, len(m.Starts), len(m.Allies), len(m.Paths), len(m.LOS))
	}
	return m, nil
}

// ParseMap reads the bench-map format: '#' impassable rock, '.' floor, '~'
// difficult terrain, '+' an open door square. Every square is in section 1,
// so no wall edges arise: the '#' squares are the walls.
func ParseMap(text string) (*board.Grid, error) {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	if len(lines) == 0 || lines[0] == "" {
		return nil, fmt.Errorf("empty map")
	}
	g := board.New(len(lines[0]), len(lines))
	for y, line := range lines {
		if len(line) != g.W() {
			return nil, fmt.Errorf("line %d: %d characters, want %d", y+1, len(line), g.W())
		}
		for x, c := range line {
			s := board.Square{Section: 1}
			switch c {
			case '#':
				s.Terrain = board.Impassable
			case '~':
				s.Terrain = board.Difficult
			case '.', '+':
			default:
				return nil, fmt.Errorf("line %d column %d: unknown character %q", y+1, x+1, c)
			}
			g.Set(board.Pos{X: x, Y: y}, s)
		}
	}
	g.Seal()
	return g, nil
}

// allyOverlay is the work sets' 8 ally squares: +1 to enter.
func (m *Map) allyOverlay() *board.Overlay {
	ov := board.NewOverlay(m.Grid)
	for _, i := range m.Allies {
		ov.Set(i, 1)
	}
	return ov
}
