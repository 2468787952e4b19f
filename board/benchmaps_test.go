package board

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The benchmark maps of ../shared/bench-maps, copied into testdata so the
// package tests need nothing outside the module; TestBenchMapsMatchShared
// checks the copy against the original when it is beside the repository.

// benchMap is one bench map with its work sets and expected answers.
type benchMap struct {
	name   string
	g      *Grid
	starts []int
	allies []int
	paths  []benchPath
	los    []benchLOS
}

type benchPath struct {
	from, to     int
	cost, bfsLen int
}

type benchLOS struct {
	a, b             int
	exact, bresenham bool
}

// parseASCIIMap reads the bench-map format: '#' impassable, '.' floor,
// '~' difficult, '+' an open door square. Every square is in section 1 so no
// wall edges arise; '#' squares are solid rock (impassable terrain, height
// of a wall).
func parseASCIIMap(t testing.TB, text string) *Grid {
	t.Helper()
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	g := New(len(lines[0]), len(lines))
	for y, line := range lines {
		if len(line) != g.W() {
			t.Fatalf("line %d: %d characters, want %d", y+1, len(line), g.W())
		}
		for x, c := range line {
			s := Square{Section: 1}
			switch c {
			case '#':
				s.Terrain = Impassable
			case '~':
				s.Terrain = Difficult
			case '.', '+':
			default:
				t.Fatalf("line %d column %d: unknown character %q", y+1, x+1, c)
			}
			g.Set(Pos{x, y}, s)
		}
	}
	g.Seal()
	return g
}

func loadBenchMap(t testing.TB, name string) *benchMap {
	t.Helper()
	text, err := os.ReadFile(filepath.Join("testdata", "benchmaps", name+".txt"))
	if err != nil {
		t.Fatal(err)
	}
	bm := &benchMap{name: name, g: parseASCIIMap(t, string(text))}
	ws, err := os.ReadFile(filepath.Join("testdata", "benchmaps", "worksets.txt"))
	if err != nil {
		t.Fatal(err)
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
				t.Fatalf("worksets.txt:%d: %v", line, err)
			}
			n = append(n, v)
		}
		idx := func(x, y int) int { return bm.g.Index(Pos{x, y}) }
		switch f[1] {
		case "start":
			bm.starts = append(bm.starts, idx(n[1], n[2]))
		case "ally":
			bm.allies = append(bm.allies, idx(n[1], n[2]))
		case "path":
			bm.paths = append(bm.paths, benchPath{idx(n[1], n[2]), idx(n[3], n[4]), n[5], n[6]})
		case "los":
			bm.los = append(bm.los, benchLOS{idx(n[1], n[2]), idx(n[3], n[4]), n[5] == 1, n[6] == 1})
		default:
			t.Fatalf("worksets.txt:%d: unknown set %q", line, f[1])
		}
	}
	return bm
}

// allyOverlay is the benchmarks' 8 ally squares: +1 to enter.
func (bm *benchMap) allyOverlay() *Overlay {
	ov := NewOverlay(bm.g)
	for _, i := range bm.allies {
		ov.Set(i, 1)
	}
	return ov
}

func TestBenchMapsMatchShared(t *testing.T) {
	for _, f := range []string{"mapA.txt", "mapB.txt", "worksets.txt"} {
		shared, err := os.ReadFile(filepath.Join("..", "..", "shared", "bench-maps", f))
		if err != nil {
			t.Skipf("../shared/bench-maps not beside the repository: %v", err)
		}
		ours, err := os.ReadFile(filepath.Join("testdata", "benchmaps", f))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(shared, ours) {
			t.Errorf("testdata/benchmaps/%s differs from ../shared/bench-maps/%s; copy it again", f, f)
		}
	}
}

func TestBenchMapsLoad(t *testing.T) {
	for _, c := range []struct {
		name                 string
		passable, starts, ps int
	}{{"mapA", 1413, 16, 64}, {"mapB", 389, 16, 64}} {
		bm := loadBenchMap(t, c.name)
		n := 0
		for i := 0; i < bm.g.Len(); i++ {
			if bm.g.At(i).Terrain != Impassable {
				n++
			}
		}
		if n != c.passable || len(bm.starts) != c.starts || len(bm.paths) != c.ps || len(bm.los) != 1024 || len(bm.allies) != 8 {
			t.Errorf("%s: %d passable, %d starts, %d paths, %d los, %d allies", c.name, n, len(bm.starts), len(bm.paths), len(bm.los), len(bm.allies))
		}
	}
}
