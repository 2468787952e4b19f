package board

import (
	"fmt"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// scene is an ASCII test board: '.' floor, '#' rock (impassable terrain),
// '~' difficult terrain, 'o' a pit; a character of the legend is an
// element (lowercase ones joined into one element with the same letters
// next to them, uppercase ones one element per square); any other
// character marks a figure standing there, its squares listed in fig.
type scene struct {
	g   *Grid
	fig map[byte][]int
}

func newScene(t testing.TB, legend map[byte]Element, rows ...string) *scene {
	t.Helper()
	g := New(len(rows[0]), len(rows))
	s := &scene{g: g, fig: map[byte][]int{}}
	for y, row := range rows {
		if len(row) != g.W() {
			t.Fatalf("row %d: %d characters, want %d", y, len(row), g.W())
		}
		for x := 0; x < len(row); x++ {
			sq := Square{Section: 1}
			switch c := row[x]; c {
			case '#':
				sq.Terrain = Impassable
			case '~':
				sq.Terrain = Difficult
			case 'o':
				sq.Terrain, sq.PitDepth = Pit, 1
			case '.':
			default:
				if _, ok := legend[c]; !ok {
					s.fig[c] = append(s.fig[c], g.Index(Pos{x, y}))
				}
			}
			g.Set(Pos{x, y}, sq)
		}
	}
	g.Seal()
	seen := map[Pos]bool{}
	for y, row := range rows {
		for x := 0; x < len(row); x++ {
			c := row[x]
			e, ok := legend[c]
			if !ok || seen[Pos{x, y}] {
				continue
			}
			at := []Pos{{x, y}}
			seen[Pos{x, y}] = true
			if c >= 'a' && c <= 'z' {
				for i := 0; i < len(at); i++ {
					for _, d := range []Dir{North, East, South, West} {
						q := at[i].Add(d)
						if g.In(q) && !seen[q] && rows[q.Y][q.X] == c {
							seen[q] = true
							at = append(at, q)
						}
					}
				}
			}
			if _, err := g.AddElement(e, at...); err != nil {
				t.Fatal(err)
			}
		}
	}
	return s
}

// at is the first square of figure c.
func (s *scene) at(t testing.TB, c byte) int {
	t.Helper()
	sq, ok := s.fig[c]
	if !ok {
		t.Fatalf("no figure %q in the scene", c)
	}
	return sq[0]
}

// figures is the Look.Figures layer for figures of the given sizes (marks
// not listed are average), standing where the scene shows them.
func (s *scene) figures(sizes map[byte]int) []uint8 {
	l := make([]uint8, s.g.Len())
	for c, sqs := range s.fig {
		size := HeightMedium
		if n, ok := sizes[c]; ok {
			size = n
		}
		for _, i := range sqs {
			l[i] = uint8(s.g.FigureTop(i, size))
		}
	}
	return l
}

var (
	bed      = Element{Kind: "bed", Height: HeightLow, Cover: LightCover}
	cupboard = Element{Kind: "cupboard", Height: HeightMedium, Cover: LightCover}
	column   = Element{Kind: "column", Height: HeightWall, Cover: HeavyCover, Impassable: true}
	tree     = Element{Kind: "tree", Height: HeightWall, Cover: HeavyCover, Impassable: true}
	shrine   = Element{Kind: "shrine", Height: HeightLow, Cover: HeavyCover, Special: true}
	table    = Element{Kind: "table", Height: HeightLow, Cover: LightCover}
)

// Page 31: Taeral, an average elf facing north, and the enemies around him.
// 1 is in the open; 2 lies against a bed the line crosses; the line to 3
// touches the corner of a bed beside it, and the line to 4 the corner of a
// column; 5 and 6 are behind columns, 7 behind a cupboard as tall as it;
// the troll 8 (Large, height 3) stands behind a cupboard it overtops.
func TestSightRulebookTaeral(t *testing.T) {
	s := newScene(t, map[byte]Element{'b': bed, 'u': cupboard, 'C': column},
		".......88....",
		".......88.5..",
		".......uu..6.",
		".........CC..",
		"......1......",
		".............",
		"...........u7",
		"...4C....3...",
		".........bb..",
		".............",
		"..2b..E......",
		"...b.........",
	)
	g := s.g
	taeral := s.at(t, 'E')
	sizes := map[byte]int{'8': HeightTall}
	figs := s.figures(sizes)
	for _, c := range []struct {
		target  byte
		want    Seen
		blocker Pos // hidden: the element hiding it
	}{
		{'1', Seen{true, NoCover}, Pos{}},
		{'2', Seen{true, LightCover}, Pos{}},
		{'3', Seen{true, LightCover}, Pos{}},
		{'4', Seen{true, HeavyCover}, Pos{}},
		{'5', Seen{}, Pos{9, 3}},
		{'6', Seen{}, Pos{10, 3}},
		{'7', Seen{}, Pos{11, 6}},
		{'8', Seen{true, LightCover}, Pos{}},
	} {
		size := HeightMedium
		if n, ok := sizes[c.target]; ok {
			size = n
		}
		body := s.fig[c.target]
		l := Look{Eye: g.FigureTop(taeral, HeightMedium), Target: g.FigureTop(body[0], size), Figures: figs}
		if got := g.SightBetween([]int{taeral}, body, l); got != c.want {
			t.Errorf("Taeral to %c: %+v, want %+v", c.target, got, c.want)
		}
		if g.BodyInBack([]int{taeral}, North, body) {
			t.Errorf("%c is behind Taeral facing north", c.target)
		}
		if c.want.Visible {
			continue
		}
		// The blocker named is the reason: without it the target shows.
		h := g.Clone()
		e := int(h.Square(c.blocker).Element) - 1
		if e < 0 {
			t.Fatalf("no element at %v", c.blocker)
		}
		h.RemoveElement(e)
		if got := h.SightBetween([]int{taeral}, body, l); !got.Visible {
			t.Errorf("Taeral to %c without the element at %v: still hidden", c.target, c.blocker)
		}
	}
	// Turned to the south, he has 1 in his back: no line of sight then.
	if !InBack(g.Pos(taeral), South, g.Pos(s.at(t, '1'))) {
		t.Error("1 is not behind Taeral facing south")
	}
}

// Page 31, flying characters: the flying Nariant (N) is seen over
// everything lower than 4; the orc 3 next to Shara (S) sees Herbod (H) over
// her because he stands on a shrine, and Nariant; the orc 2 sees neither, a
// tree in the way. The orc 4 sees Nariant over a cupboard but not Shara's
// twin 5 standing behind it.
func TestSightRulebookFlying(t *testing.T) {
	s := newScene(t, map[byte]Element{'T': tree, 'u': cupboard, 's': shrine},
		"......N.......",
		"..............",
		"..........5u.4",
		".2T...........",
		"..............",
		"......s.......",
		"..............",
		"......S.......",
		"......3.......",
	)
	g := s.g
	herbod := g.Index(Pos{6, 5}) // on the shrine
	s.fig['H'] = []int{herbod}
	figs := s.figures(nil)
	nariant := s.at(t, 'N')
	flying := g.FlyingTop(nariant, HeightMedium)
	if flying != 4 {
		t.Fatalf("FlyingTop = %d, want 4", flying)
	}
	if top := g.FigureTop(herbod, HeightMedium); top != 3 {
		t.Fatalf("Herbod on the shrine: top %d, want 3", top)
	}
	look := func(viewer, target int, top int) Look {
		return Look{Eye: g.FigureTop(viewer, HeightMedium), Target: top, Figures: figs}
	}
	orc2, orc3, orc4 := s.at(t, '2'), s.at(t, '3'), s.at(t, '4')
	for _, c := range []struct {
		name         string
		viewer, seen int
		top          int
		want         bool
	}{
		{"orc 3 to Nariant", orc3, nariant, flying, true},
		{"orc 3 to Herbod on the shrine", orc3, herbod, 3, true},
		{"orc 2 to Nariant", orc2, nariant, flying, false},
		{"orc 2 to Herbod", orc2, herbod, 3, false},
		{"orc 4 to Nariant", orc4, nariant, flying, true},
		{"orc 4 to 5 behind the cupboard", orc4, s.at(t, '5'), 2, false},
	} {
		if got := g.Sight(c.viewer, c.seen, look(c.viewer, c.seen, c.top)); got.Visible != c.want {
			t.Errorf("%s: visible %v, want %v", c.name, got.Visible, c.want)
		}
	}
	// Off the shrine, Herbod is as tall as Shara and hidden behind her.
	h := g.Clone()
	h.RemoveElement(int(h.Square(Pos{6, 5}).Element) - 1)
	figs[herbod] = uint8(h.FigureTop(herbod, HeightMedium))
	if got := h.Sight(orc3, herbod, Look{Eye: 2, Target: 2, Figures: figs}); got.Visible {
		t.Error("orc 3 sees Herbod on the floor through Shara")
	}
	// Figures block but never cover: Shara stands next to Herbod's line.
	if got := g.Sight(orc3, herbod, look(orc3, herbod, 3)); got.Cover != NoCover {
		t.Errorf("Herbod covered by %v", got.Cover)
	}
}

// Page 31's note and page 19: a wall parts two squares; a corner shut on
// one side only is grazed (cover, page 37's door jamb), on both sides
// blocks.
func TestSightWallsAndDoors(t *testing.T) {
	g := New(4, 4)
	wall := Edge{Kind: Wall}
	must(t, g.SetEdge(Pos{1, 1}, SideE, wall)) // between (1,1) and (2,1)
	idx := func(x, y int) int { return g.Index(Pos{x, y}) }
	l := Look{Eye: 2, Target: 2}
	for _, c := range []struct {
		name     string
		from, to int
		want     Seen
	}{
		{"through the wall", idx(1, 1), idx(2, 1), Seen{}},
		{"diagonal past the wall's end", idx(1, 1), idx(2, 0), Seen{true, HeavyCover}},
		{"diagonal past the wall's other end", idx(1, 1), idx(2, 2), Seen{true, HeavyCover}},
		{"beside the wall", idx(1, 0), idx(2, 0), Seen{true, NoCover}},
		{"past the wall's end, by the target", idx(0, 2), idx(2, 0), Seen{true, HeavyCover}},
		{"past the wall's end, far from the target", idx(0, 3), idx(3, 0), Seen{true, NoCover}},
	} {
		if got := g.Sight(c.from, c.to, l); got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
		if back := g.Sight(c.to, c.from, l); back.Visible != c.want.Visible {
			t.Errorf("%s, the other way: visible %v", c.name, back.Visible)
		}
	}
	// A second wall meeting the corner, on the other way round, shuts it.
	must(t, g.SetEdge(Pos{1, 1}, SideS, wall))
	if got := g.Sight(idx(1, 1), idx(2, 2), l); got.Visible {
		t.Error("corner shut on both sides: visible")
	}
	if got := g.Sight(idx(1, 1), idx(2, 0), l); got != (Seen{true, HeavyCover}) {
		t.Errorf("corner shut on one side: %+v", got)
	}

	// A door in a wall between two rooms.
	d := New(3, 3)
	for _, p := range []Pos{{0, 0}, {1, 0}, {2, 0}} {
		d.Set(p, Square{Section: 2})
	}
	d.Seal()
	must(t, d.SetEdge(Pos{1, 1}, SideN, Edge{Kind: Door}))
	in, out := d.Index(Pos{1, 1}), d.Index(Pos{1, 0})
	if got := d.Sight(in, out, l); got.Visible {
		t.Error("closed door: visible")
	}
	must(t, d.SetEdge(Pos{1, 1}, SideN, Edge{Kind: Door, State: Opened}))
	if got := d.Sight(in, out, l); got != (Seen{true, NoCover}) {
		t.Errorf("open door: %+v", got)
	}
	// Across the jamb, diagonally: the wall beside the door covers.
	if got := d.Sight(d.Index(Pos{0, 0}), in, l); got != (Seen{true, HeavyCover}) {
		t.Errorf("across the door jamb: %+v", got)
	}
	if got := d.Sight(d.Index(Pos{0, 1}), out, l); got != (Seen{true, HeavyCover}) {
		t.Errorf("across the door jamb from inside: %+v", got)
	}
	if got := d.Sight(d.Index(Pos{0, 2}), d.Index(Pos{0, 0}), l); got.Visible {
		t.Error("through the wall beside the door: visible")
	}
}

// Cover needs the obstacle next to the target; pits never block.
func TestSightCoverNeedsAdjacency(t *testing.T) {
	s := newScene(t, map[byte]Element{'b': bed, 't': table},
		"A.b...B",
		"E.oo..C",
		"V.tt...",
		"....D..",
	)
	g := s.g
	l := Look{Eye: 2, Target: 2}
	for _, c := range []struct {
		from, to byte
		want     Seen
	}{
		{'A', 'B', Seen{true, NoCover}}, // the bed is far from B
		{'B', 'A', Seen{true, NoCover}}, // and from A
		{'E', 'C', Seen{true, NoCover}}, // pits do not hide
		// The line crosses the table's far end; its near end is by D.
		{'V', 'D', Seen{true, LightCover}},
	} {
		if got := g.Sight(s.at(t, c.from), s.at(t, c.to), l); got != c.want {
			t.Errorf("%c to %c: %+v, want %+v", c.from, c.to, got, c.want)
		}
	}
}

// Heights are absolute: floor levels raise what stands on them.
func TestSightLevels(t *testing.T) {
	s := newScene(t, map[byte]Element{'u': cupboard, 't': table},
		"A.uB",
		"C.uD",
		"E.tF",
	)
	g := s.g
	// B stands on a platform one level up: taller than the cupboard.
	b := s.at(t, 'B')
	sq := g.At(b)
	sq.Level = 1
	g.Set(g.Pos(b), sq)
	a, c, d, e, f := s.at(t, 'A'), s.at(t, 'C'), s.at(t, 'D'), s.at(t, 'E'), s.at(t, 'F')
	for _, k := range []struct {
		name     string
		from, to int
		l        Look
		want     Seen
	}{
		{"average behind a cupboard", c, d, Look{Eye: 2, Target: 2}, Seen{}},
		{"raised target over a cupboard", a, b, Look{Eye: 2, Target: g.FigureTop(b, 2)}, Seen{true, LightCover}},
		{"Large viewer over a cupboard", c, d, Look{Eye: 3, Target: 2}, Seen{true, LightCover}},
		{"small figures and a table", e, f, Look{Eye: 1, Target: 1}, Seen{}},
		{"average figures and a table", e, f, Look{Eye: 2, Target: 2}, Seen{true, LightCover}},
	} {
		if got := g.Sight(k.from, k.to, k.l); got != k.want {
			t.Errorf("%s: %+v, want %+v", k.name, got, k.want)
		}
	}
}

// A Large figure's own squares never hide it, nor the viewer's its view.
func TestSightBetweenLargeBodies(t *testing.T) {
	s := newScene(t, nil,
		"........",
		".TT.....",
		".TT...L.",
		"........",
		"......Q.",
	)
	g := s.g
	figs := s.figures(map[byte]int{'T': 3})
	troll := s.fig['T']
	l := Look{Eye: 3, Target: 2, Figures: figs}
	for _, c := range []byte{'L', 'Q'} {
		if got := g.SightBetween(troll, s.fig[c], l); got != (Seen{true, NoCover}) {
			t.Errorf("troll to %c: %+v", c, got)
		}
		back := Look{Eye: 2, Target: 3, Figures: figs}
		if got := g.SightBetween(s.fig[c], troll, back); got != (Seen{true, NoCover}) {
			t.Errorf("%c to troll: %+v", c, got)
		}
	}
	// From the troll's far square alone, its own near square is in the way
	// of the plain check, which is why SightBetween exists.
	far := g.Index(Pos{1, 2})
	if got := g.Sight(far, s.at(t, 'L'), l); got.Visible {
		t.Error("plain Sight from the troll's far square saw through its own body")
	}
}

func TestRow(t *testing.T) {
	for w := 1; w <= 300; w++ {
		g := &Grid{w: w}
		for _, i := range []int{0, 1, w - 1, w, w + 1, 12345, 1<<20 + 7, 1<<31 - 1, 1<<32 - 1} {
			if got := g.row(i); got != i/w {
				t.Fatalf("row(%d) with w=%d: %d, want %d", i, w, got, i/w)
			}
		}
	}
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// --- A reference: the rule stated directly in exact rational geometry. ---

// frac is n/d with d > 0.
type frac struct{ n, d int }

func mk(n, d int) frac {
	if d < 0 {
		n, d = -n, -d
	}
	return frac{n, d}
}
func (a frac) less(b frac) bool { return a.n*b.d < b.n*a.d }

// refSight decides sight by enumerating every square, edge and lattice
// corner near the segment, instead of walking it.
func refSight(g *Grid, from, to int, l Look, self, target []int) Seen {
	if from == to {
		return Seen{Visible: true}
	}
	if target == nil {
		target = []int{to}
	}
	thr := max(l.Eye, l.Target)
	a, b := g.Pos(from), g.Pos(to)
	ax, ay := 2*a.X+1, 2*a.Y+1
	dx, dy := 2*(b.X-a.X), 2*(b.Y-a.Y)
	x0, x1 := min(a.X, b.X), max(a.X, b.X)
	y0, y1 := min(a.Y, b.Y), max(a.Y, b.Y)
	skip := func(i int) bool { return in(i, self) || in(i, target) || i == from || i == to }
	opaque := func(i int) bool {
		s := g.At(i)
		if s.Terrain == Impassable {
			return true
		}
		if skip(i) {
			return false
		}
		if e, ok := g.ElementAt(i); ok && int(s.Level)+int(e.Height) >= thr {
			return true
		}
		return l.Figures != nil && l.Figures[i] != 0 && int(l.Figures[i]) >= thr
	}
	near := func(i int) bool { // king neighbour of a target square
		p := g.Pos(i)
		for _, t := range target {
			q := g.Pos(t)
			if abs(p.X-q.X) <= 1 && abs(p.Y-q.Y) <= 1 {
				return true
			}
		}
		return false
	}
	elemNear := func(i int) bool { // element on i has a square beside a target square
		id := g.At(i).Element
		for j := 0; j < g.Len(); j++ {
			if g.At(j).Element != id {
				continue
			}
			p := g.Pos(j)
			for _, t := range target {
				q := g.Pos(t)
				if j != t && abs(p.X-q.X) <= 1 && abs(p.Y-q.Y) <= 1 {
					return true
				}
			}
		}
		return false
	}
	touches := func(px, py, qx, qy int) bool { // wall arm touches a target square
		for _, t := range target {
			q := g.Pos(t)
			if (px >= q.X && px <= q.X+1 && py >= q.Y && py <= q.Y+1) || (qx >= q.X && qx <= q.X+1 && qy >= q.Y && qy <= q.Y+1) {
				return true
			}
		}
		return false
	}
	// interval of t, open, over which coordinate c0+t*dc lies strictly
	// between 2k and 2k+2; ok false if never.
	span := func(c0, dc, k int) (lo, hi frac, ok bool) {
		if dc == 0 {
			return mk(0, 1), mk(1, 1), c0 > 2*k && c0 < 2*k+2
		}
		lo, hi = mk(2*k-c0, dc), mk(2*k+2-c0, dc)
		if hi.less(lo) {
			lo, hi = hi, lo
		}
		return lo, hi, true
	}
	cover := NoCover
	up := func(c Cover) {
		if c > cover {
			cover = c
		}
	}
	// Squares whose inside the segment crosses.
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			i := g.Index(Pos{x, y})
			if i == from || i == to {
				continue
			}
			l1, h1, ok1 := span(ax, dx, x)
			l2, h2, ok2 := span(ay, dy, y)
			if !ok1 || !ok2 {
				continue
			}
			lo, hi := l1, h1
			if lo.less(l2) {
				lo = l2
			}
			if h2.less(hi) {
				hi = h2
			}
			if !lo.less(hi) {
				continue
			}
			if opaque(i) {
				return Seen{}
			}
			if e, ok := g.ElementAt(i); ok && !skip(i) && elemNear(i) {
				up(e.Cover)
			}
		}
	}
	// Edges crossed away from corners.
	for y := y0; y <= y1; y++ {
		for x := x0; x <= x1; x++ {
			i := g.Index(Pos{x, y})
			if x < x1 && dx != 0 { // vertical line X = 2x+2
				t := mk(2*x+2-ax, dx)
				py := frac{ay*t.d + dy*t.n, t.d}
				if mk(0, 1).less(t) && t.less(mk(1, 1)) && mk(2*y, 1).less(py) && py.less(mk(2*y+2, 1)) && g.EdgeAt(i, SideE).Blocks() {
					return Seen{}
				}
			}
			if y < y1 && dy != 0 { // horizontal line Y = 2y+2
				t := mk(2*y+2-ay, dy)
				px := frac{ax*t.d + dx*t.n, t.d}
				if mk(0, 1).less(t) && t.less(mk(1, 1)) && mk(2*x, 1).less(px) && px.less(mk(2*x+2, 1)) && g.EdgeAt(i, SideS).Blocks() {
					return Seen{}
				}
			}
		}
	}
	// Lattice corners on the segment.
	for j := y0 + 1; j <= y1; j++ {
		for i := x0 + 1; i <= x1; i++ {
			if dx == 0 || dy == 0 || (2*i-ax)*dy != (2*j-ay)*dx {
				continue
			}
			nw, ne := g.Index(Pos{i - 1, j - 1}), g.Index(Pos{i, j - 1})
			sw, se := g.Index(Pos{i - 1, j}), g.Index(Pos{i, j})
			nArm := g.EdgeAt(nw, SideE).Blocks()
			sArm := g.EdgeAt(sw, SideE).Blocks()
			wArm := g.EdgeAt(nw, SideS).Blocks()
			eArm := g.EdgeAt(ne, SideS).Blocks()
			var s1, s2 int
			var way1, way2 bool
			if dx*dy > 0 { // through NW and SE; beside NE and SW
				s1, s2 = ne, sw
				way1 = opaque(ne) || nArm || eArm
				way2 = opaque(sw) || wArm || sArm
			} else { // through NE and SW; beside NW and SE
				s1, s2 = nw, se
				way1 = opaque(nw) || nArm || wArm
				way2 = opaque(se) || eArm || sArm
			}
			if way1 && way2 {
				return Seen{}
			}
			if (nArm && touches(i, j, i, j-1)) || (sArm && touches(i, j, i, j+1)) ||
				(wArm && touches(i, j, i-1, j)) || (eArm && touches(i, j, i+1, j)) {
				up(HeavyCover)
			}
			for _, k := range []int{s1, s2} {
				if skip(k) {
					continue
				}
				if g.At(k).Terrain == Impassable {
					if near(k) {
						up(HeavyCover)
					}
				} else if e, ok := g.ElementAt(k); ok && elemNear(k) {
					up(e.Cover)
				}
			}
		}
	}
	return Seen{Visible: true, Cover: cover}
}

// randomGrid draws a small board with rock, elements of every height,
// walls and doors in every state, levels, and optionally figures.
func randomGrid(t *rapid.T) (*Grid, []uint8) {
	w, h := rapid.IntRange(2, 9).Draw(t, "w"), rapid.IntRange(2, 9).Draw(t, "h")
	g := New(w, h)
	for i := 0; i < g.Len(); i++ {
		s := Square{Section: 1, Level: uint8(rapid.IntRange(0, 1).Draw(t, "level"))}
		switch rapid.IntRange(0, 9).Draw(t, "terrain") {
		case 0:
			s.Terrain = Impassable
		case 1:
			s.Terrain = Pit
		}
		g.Set(g.Pos(i), s)
	}
	g.Seal()
	for i := 0; i < g.Len(); i++ {
		p := g.Pos(i)
		if rapid.IntRange(0, 5).Draw(t, "elem") == 0 && g.At(i).Element == 0 {
			e := Element{Kind: "e", Height: uint8(rapid.IntRange(1, 5).Draw(t, "eh")), Cover: Cover(rapid.IntRange(0, 2).Draw(t, "ec"))}
			at := []Pos{p}
			if q := p.Add(East); g.In(q) && g.Square(q).Element == 0 && rapid.Bool().Draw(t, "long") {
				at = append(at, q)
			}
			_, _ = g.AddElement(e, at...)
		}
		for _, side := range []Side{SideE, SideS} {
			if (side == SideE && p.X == w-1) || (side == SideS && p.Y == h-1) {
				continue
			}
			switch rapid.IntRange(0, 11).Draw(t, "edge") {
			case 0:
				_ = g.SetEdge(p, side, Edge{Kind: Wall})
			case 1:
				_ = g.SetEdge(p, side, Edge{Kind: Door, State: DoorState(rapid.IntRange(0, 2).Draw(t, "door"))})
			case 2:
				_ = g.SetEdge(p, side, Edge{Kind: Opening})
			}
		}
	}
	var figs []uint8
	if rapid.Bool().Draw(t, "figures") {
		figs = make([]uint8, g.Len())
		for i := range figs {
			if rapid.IntRange(0, 4).Draw(t, "fig") == 0 {
				figs[i] = uint8(rapid.IntRange(1, 6).Draw(t, "ft"))
			}
		}
	}
	return g, figs
}

func TestSightMatchesReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, figs := randomGrid(t)
		l := Look{Eye: rapid.IntRange(1, 6).Draw(t, "eye"), Target: rapid.IntRange(1, 6).Draw(t, "target"), Figures: figs}
		for n := 0; n < 20; n++ {
			a, b := rapid.IntRange(0, g.Len()-1).Draw(t, "a"), rapid.IntRange(0, g.Len()-1).Draw(t, "b")
			want := refSight(g, a, b, l, nil, nil)
			if got := g.Sight(a, b, l); got != want {
				t.Fatalf("%v to %v, %+v: got %+v, want %+v\n%s", g.Pos(a), g.Pos(b), l, got, want, dump(g))
			}
			if a != b {
				// The full rule alone, without the fast path, agrees.
				r := ray{g: g, from: a, to: b, thr: max(l.Eye, l.Target), figs: figs}
				if got := r.walk(); got != want {
					t.Fatalf("ray.walk %v to %v: got %+v, want %+v", g.Pos(a), g.Pos(b), got, want)
				}
			}
			if l.Eye == l.Target {
				if back := g.Sight(b, a, l); back.Visible != want.Visible {
					t.Fatalf("%v to %v: visible %v, back %v", g.Pos(a), g.Pos(b), want.Visible, back.Visible)
				}
			}
		}
	})
}

func TestSightBetweenMatchesReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, figs := randomGrid(t)
		if g.W() < 2 || g.H() < 2 {
			return
		}
		body := func(name string) []int {
			p := Pos{rapid.IntRange(0, g.W()-2).Draw(t, name+"x"), rapid.IntRange(0, g.H()-2).Draw(t, name+"y")}
			if rapid.Bool().Draw(t, name+"large") {
				return []int{g.Index(p), g.Index(p.Add(East)), g.Index(p.Add(South)), g.Index(p.Add(SouthEast))}
			}
			return []int{g.Index(p)}
		}
		l := Look{Eye: rapid.IntRange(1, 6).Draw(t, "eye"), Target: rapid.IntRange(1, 6).Draw(t, "target"), Figures: figs}
	pairs:
		for n := 0; n < 10; n++ {
			a, b := body("a"), body("b")
			for _, i := range append(a, b...) {
				// Two figures never share a square, nor stand on rock.
				if (in(i, a) && in(i, b)) || g.At(i).Terrain == Impassable {
					continue pairs
				}
			}
			want := Seen{}
			for _, i := range a {
				for _, j := range b {
					s := refSight(g, i, j, l, a, b)
					if got := g.settle(g.fast(i, j, figs), i, j, max(l.Eye, l.Target), figs, a, b); got != s {
						t.Fatalf("%v to %v within %v to %v: got %+v, want %+v\n%s", g.Pos(i), g.Pos(j), a, b, got, s, dump(g))
					}
					if s.better(want) {
						want = s
					}
				}
			}
			if got := g.SightBetween(a, b, l); got != want {
				t.Fatalf("%v to %v: got %+v, want %+v\n%s", a, b, got, want, dump(g))
			}
		}
	})
}

// dump draws g for a failure message: terrain, element heights, walls.
func dump(g *Grid) string {
	var b strings.Builder
	for y := 0; y < g.H(); y++ {
		for x := 0; x < g.W(); x++ {
			p := Pos{x, y}
			c := "."
			if g.Square(p).Terrain == Impassable {
				c = "#"
			} else if e, ok := g.Element(p); ok {
				c = fmt.Sprint(e.Height)
			}
			b.WriteString(c)
			if g.Edge(p, SideE).Blocks() {
				b.WriteString("|")
			} else {
				b.WriteString(" ")
			}
		}
		b.WriteString("\n")
		for x := 0; x < g.W(); x++ {
			if g.Edge(Pos{x, y}, SideS).Blocks() {
				b.WriteString("- ")
			} else {
				b.WriteString("  ")
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// Every pair of squares of a 6x6 board holding a single obstacle, for
// every obstacle in every place: rare configurations that random boards
// seldom draw (a wall arm touching the target only at its far end, say)
// are all met here.
func TestSightSingleObstacleExhaustive(t *testing.T) {
	const n = 6
	check := func(g *Grid, what string) {
		t.Helper()
		l := Look{Eye: 2, Target: 2}
		for a := 0; a < g.Len(); a++ {
			for b := 0; b < g.Len(); b++ {
				want := refSight(g, a, b, l, nil, nil)
				if got := g.Sight(a, b, l); got != want {
					t.Fatalf("%s: %v to %v: got %+v, want %+v\n%s", what, g.Pos(a), g.Pos(b), got, want, dump(g))
				}
			}
		}
	}
	for i := 0; i < n*n; i++ {
		p := Pos{i % n, i / n}
		for _, side := range []Side{SideE, SideS} {
			g := New(n, n)
			if g.SetEdge(p, side, Edge{Kind: Wall}) == nil {
				check(g, fmt.Sprintf("wall %s of %v", side, p))
			}
		}
		g := New(n, n)
		g.Set(p, Square{Section: 1, Terrain: Impassable})
		check(g, fmt.Sprintf("rock at %v", p))
		for _, e := range []Element{bed, cupboard} {
			g := New(n, n)
			must(t, func() error { _, err := g.AddElement(e, p); return err }())
			check(g, fmt.Sprintf("%s at %v", e.Kind, p))
		}
	}
	// Two walls meeting at each inner corner, in each of the 6 pairs of
	// its 4 arms.
	for y := 1; y < n; y++ {
		for x := 1; x < n; x++ {
			arms := []struct {
				p    Pos
				side Side
			}{{Pos{x - 1, y - 1}, SideE}, {Pos{x - 1, y}, SideE}, {Pos{x - 1, y - 1}, SideS}, {Pos{x, y - 1}, SideS}}
			for i := range arms {
				for j := i + 1; j < len(arms); j++ {
					g := New(n, n)
					must(t, g.SetEdge(arms[i].p, arms[i].side, Edge{Kind: Wall}))
					must(t, g.SetEdge(arms[j].p, arms[j].side, Edge{Kind: Wall}))
					check(g, fmt.Sprintf("walls at corner (%d,%d), arms %d and %d", x, y, i, j))
				}
			}
		}
	}
}
