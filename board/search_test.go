package board

import (
	"container/heap"
	"fmt"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// TestBenchWorksets runs the bench-map work sets and checks them against the
// peers' reference answers (bench-maps/PEER-RESULTS.md).
func TestBenchWorksets(t *testing.T) {
	for _, c := range []struct {
		name          string
		dijkstra, sum int
	}{{"mapA", 1216199, 3211}, {"mapB", 135039, 1411}} {
		t.Run(c.name, func(t *testing.T) {
			bm := loadBenchMap(t, c.name)
			ov := bm.allyOverlay()
			var s Search
			total := 0
			for _, from := range bm.starts {
				s.Reach(bm.g, Average, from, ov, -1)
				for i := 0; i < bm.g.Len(); i++ {
					if bm.g.At(i).Terrain == Impassable {
						if s.Cost(i) != Unreached {
							t.Fatalf("wall square %v reached", bm.g.Pos(i))
						}
						continue
					}
					if s.Cost(i) == Unreached {
						t.Fatalf("from %v: %v not reached", bm.g.Pos(from), bm.g.Pos(i))
					}
					total += s.Cost(i)
				}
			}
			if total != c.dijkstra {
				t.Errorf("sum of costs over the starts = %d, want %d", total, c.dijkstra)
			}
			sum := 0
			for _, p := range bm.paths {
				path, cost, ok := s.Route(bm.g, Average, p.from, p.to, ov, -1)
				if !ok || cost != p.cost {
					t.Fatalf("route %v-%v: cost %d ok %v, want %d", bm.g.Pos(p.from), bm.g.Pos(p.to), cost, ok, p.cost)
				}
				checkPath(t, bm.g, Average, ov, p.from, path, cost)
				sum += cost
			}
			if sum != c.sum {
				t.Errorf("sum of path costs = %d, want %d", sum, c.sum)
			}
		})
	}
}

// mvT is what the movement test helpers need of *testing.T and *rapid.T.
type mvT interface {
	Helper()
	Fatalf(format string, args ...any)
}

// checkPath fails t unless path is a legal move from from under Step and
// ov costing cost: every step allowed, no Blocked square entered, no Stop
// square crossed, and the costs adding up.
func checkPath(t mvT, g *Grid, m Mover, ov *Overlay, from int, path []int, cost int) {
	t.Helper()
	at, total := from, 0
	for k, to := range path {
		if k > 0 && ov.Get(at)&Stop != 0 {
			t.Fatalf("path %v crosses Stop square %v", posList(g, path), g.Pos(at))
		}
		d, ok := DirTo(g.Pos(at), g.Pos(to))
		if !ok {
			t.Fatalf("path %v jumps from %v to %v", posList(g, path), g.Pos(at), g.Pos(to))
		}
		j, c, ok := g.Step(at, d, m)
		if !ok || j != to {
			t.Fatalf("path %v: step %v %v not allowed", posList(g, path), g.Pos(at), d)
		}
		f := ov.Get(to)
		if f&Blocked != 0 {
			t.Fatalf("path %v enters Blocked square %v", posList(g, path), g.Pos(to))
		}
		total += c + int(f&ExtraMask)
		at = to
	}
	if total != cost {
		t.Fatalf("path %v costs %d, reported %d", posList(g, path), total, cost)
	}
}

func posList(g *Grid, path []int) []Pos {
	ps := make([]Pos, len(path))
	for k, i := range path {
		ps[k] = g.Pos(i)
	}
	return ps
}

// randomMoveGrid draws a small board with everything the step rule looks
// at: sections (rock included) with doors in every state and openings on
// their boundaries, walls, terrain, raised platforms, elements of heights
// 1-4 (some impassable, some over two squares), runs of stairs with their
// levels; and an overlay of figures.
func randomMoveGrid(t *rapid.T) (*Grid, *Overlay) { return randomMoveGridUpTo(t, 9) }

func randomMoveGridUpTo(t *rapid.T, size int) (*Grid, *Overlay) {
	w, h := rapid.IntRange(1, size).Draw(t, "w"), rapid.IntRange(1, size).Draw(t, "h")
	g := New(w, h)
	rect := func(label string) (x0, y0, x1, y1 int) {
		x0, y0 = rapid.IntRange(0, w-1).Draw(t, label+"x"), rapid.IntRange(0, h-1).Draw(t, label+"y")
		x1 = rapid.IntRange(x0, min(w-1, x0+4)).Draw(t, label+"x1")
		y1 = rapid.IntRange(y0, min(h-1, y0+4)).Draw(t, label+"y1")
		return
	}
	for k := rapid.IntRange(0, 3).Draw(t, "sections"); k > 0; k-- {
		sec := uint8(rapid.IntRange(0, 4).Draw(t, "section"))
		x0, y0, x1, y1 := rect("sec")
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				s := g.Square(Pos{x, y})
				s.Section = sec
				g.Set(Pos{x, y}, s)
			}
		}
	}
	for k := rapid.IntRange(0, 2).Draw(t, "platforms"); k > 0; k-- {
		lvl := uint8(rapid.IntRange(1, 2).Draw(t, "platform level"))
		x0, y0, x1, y1 := rect("plat")
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				s := g.Square(Pos{x, y})
				s.Level = lvl
				g.Set(Pos{x, y}, s)
			}
		}
	}
	for i := 0; i < g.Len(); i++ {
		s := g.At(i)
		switch rapid.IntRange(0, 15).Draw(t, "terrain") {
		case 0, 1:
			s.Terrain = Difficult
		case 2:
			s.Terrain, s.PitDepth = Pit, 1
		case 3:
			s.Terrain = Impassable
		case 4:
			s.Terrain = DeepWater
		}
		g.Set(g.Pos(i), s)
	}
	for k := rapid.IntRange(0, 2).Draw(t, "stairs"); k > 0; k-- {
		p := Pos{rapid.IntRange(0, w-1).Draw(t, "stair x"), rapid.IntRange(0, h-1).Draw(t, "stair y")}
		up := Dir(2 * rapid.IntRange(0, 3).Draw(t, "stair up"))
		lvl := g.Square(p).Level
		for n := rapid.IntRange(1, 3).Draw(t, "stair length"); n > 0 && g.In(p); n-- {
			s := g.Square(p)
			lvl++
			s.Level, s.HasStair, s.Terrain = lvl, true, Normal
			s.Stairs = Stairs{Up: up, Access: 1<<Side(up/2) | 1<<Side(up.Opposite()/2)}
			if rapid.IntRange(0, 4).Draw(t, "odd access") == 0 {
				s.Stairs.Access = Sides(rapid.IntRange(0, 15).Draw(t, "access"))
			}
			g.Set(p, s)
			p = p.Add(up)
		}
	}
	// Vertical ladders (page 19), often up a cliff too high to step.
	for k := rapid.IntRange(0, 2).Draw(t, "ladders"); k > 0; k-- {
		p := Pos{rapid.IntRange(0, w-1).Draw(t, "ladder x"), rapid.IntRange(0, h-1).Draw(t, "ladder y")}
		up := Dir(2 * rapid.IntRange(0, 3).Draw(t, "ladder up"))
		s := g.Square(p)
		s.HasLadder, s.LadderUp = true, up
		g.Set(p, s)
		if q := p.Add(up); g.In(q) && rapid.Bool().Draw(t, "ladder top") {
			top := g.Square(q)
			top.Level = min(HeightSky, s.Level+uint8(rapid.IntRange(2, 3).Draw(t, "ladder height")))
			g.Set(q, top)
		}
	}
	g.Seal()
	for i := 0; i < g.Len(); i++ {
		p := g.Pos(i)
		if rapid.IntRange(0, 5).Draw(t, "element") == 0 && g.At(i).Element == 0 {
			e := Element{Kind: "e", Height: uint8(rapid.IntRange(1, 4).Draw(t, "height")), Impassable: rapid.IntRange(0, 3).Draw(t, "impassable") == 0}
			at := []Pos{p}
			if q := p.Add(East); g.In(q) && g.Square(q).Element == 0 && rapid.Bool().Draw(t, "long") {
				at = append(at, q)
			}
			if _, err := g.AddElement(e, at...); err != nil {
				t.Fatal(err)
			}
		}
		for _, side := range []Side{SideE, SideS} {
			if (side == SideE && p.X == w-1) || (side == SideS && p.Y == h-1) {
				continue
			}
			switch rapid.IntRange(0, 9).Draw(t, "edge") {
			case 0:
				_ = g.SetEdge(p, side, Edge{Kind: Wall})
			case 1, 2:
				_ = g.SetEdge(p, side, Edge{Kind: Door, State: DoorState(rapid.IntRange(0, 2).Draw(t, "door"))})
			case 3:
				_ = g.SetEdge(p, side, Edge{Kind: Opening})
			}
		}
	}
	ov := NewOverlay(g)
	for i := 0; i < g.Len(); i++ {
		if rapid.IntRange(0, 3).Draw(t, "figure") != 0 {
			continue
		}
		var f uint8
		switch rapid.IntRange(0, 4).Draw(t, "figure kind") {
		case 0:
			f = 1 | NoEnd // an ally
		case 1:
			f = Blocked // an enemy
		case 2:
			f = Stop // a melee range
		case 3:
			f = uint8(rapid.IntRange(0, 15).Draw(t, "extra")) // a dear square
		default:
			f = uint8(rapid.IntRange(0, 255).Draw(t, "flags")) // anything
		}
		ov.Set(i, f)
	}
	return g, ov
}

// naiveReach is the reference search: Dijkstra with container/heap over
// Grid.Step and the overlay, as plainly as the rules read.
func naiveReach(g *Grid, m Mover, from int, ov *Overlay, limit int) []int {
	dist := make([]int, g.Len())
	for i := range dist {
		dist[i] = Unreached
	}
	dist[from] = 0
	q := &naiveQueue{{0, from}}
	for q.Len() > 0 {
		it := heap.Pop(q).(naiveItem)
		if it.cost != dist[it.i] {
			continue
		}
		if it.i != from && ov.Get(it.i)&Stop != 0 {
			continue // entering a melee range ends the move
		}
		for d := Dir(0); d < 8; d++ {
			j, c, ok := g.Step(it.i, d, m)
			if !ok || ov.Get(j)&Blocked != 0 {
				continue
			}
			nc := it.cost + c + int(ov.Get(j)&ExtraMask)
			if limit >= 0 && nc > limit {
				continue
			}
			if dist[j] == Unreached || nc < dist[j] {
				dist[j] = nc
				heap.Push(q, naiveItem{nc, j})
			}
		}
	}
	return dist
}

type naiveItem struct{ cost, i int }

type naiveQueue []naiveItem

func (q naiveQueue) Len() int           { return len(q) }
func (q naiveQueue) Less(a, b int) bool { return q[a].cost < q[b].cost }
func (q naiveQueue) Swap(a, b int)      { q[a], q[b] = q[b], q[a] }
func (q *naiveQueue) Push(x any)        { *q = append(*q, x.(naiveItem)) }
func (q *naiveQueue) Pop() any {
	old := *q
	x := old[len(old)-1]
	*q = old[:len(old)-1]
	return x
}

// TestSearchMatchesNaive runs Reach and Route against naiveReach on random
// boards, with one Search reused throughout so that its caches (folded
// overlay, landmarks, generations) are exercised across grids, movers and
// overlays.
func TestSearchMatchesNaive(t *testing.T) {
	var s Search
	rapid.Check(t, func(t *rapid.T) { searchMatchesNaive(t, &s, 9) })
}

// TestSearchMatchesNaiveLarge does the same on boards large enough for
// long detours, where the landmark bounds and the buckets' cycling matter.
func TestSearchMatchesNaiveLarge(t *testing.T) {
	var s Search
	rapid.Check(t, func(t *rapid.T) { searchMatchesNaive(t, &s, 32) })
}

func searchMatchesNaive(t *rapid.T, s *Search, size int) {
	g, ov := randomMoveGridUpTo(t, size)
	for round := rapid.IntRange(1, 3).Draw(t, "rounds"); round > 0; round-- {
		m := Mover(rapid.IntRange(0, int(numMovers)-1).Draw(t, "mover"))
		from := rapid.IntRange(0, g.Len()-1).Draw(t, "from")
		limit := rapid.IntRange(-1, 2*size).Draw(t, "limit")
		o := ov
		switch rapid.IntRange(0, 3).Draw(t, "overlay") {
		case 0:
			o = nil
		case 1: // change the overlay in place: the search must notice
			ov.Set(rapid.IntRange(0, g.Len()-1).Draw(t, "square"), uint8(rapid.IntRange(0, 255).Draw(t, "flags")))
		case 2:
			ov.Reset()
		}
		want := naiveReach(g, m, from, o, limit)
		s.Reach(g, m, from, o, limit)
		for i, c := range want {
			if got := s.Cost(i); got != c {
				t.Fatalf("%v from %v (limit %d): cost of %v = %d, want %d\n%s", m, g.Pos(from), limit, g.Pos(i), got, c, mvDump(g, o))
			}
			if got := s.CanEnd(i); got != (c != Unreached && o.Get(i)&NoEnd == 0) {
				t.Fatalf("CanEnd(%v) = %v", g.Pos(i), got)
			}
			if c != Unreached {
				checkPath(t, g, m, o, from, s.Path(i, nil), c)
			}
		}
		for n := 0; n < 4; n++ {
			to := rapid.IntRange(0, g.Len()-1).Draw(t, "to")
			path, cost, ok := s.Route(g, m, from, to, o, limit)
			wantOK := want[to] != Unreached && o.Get(to)&NoEnd == 0
			if ok != wantOK || ok && cost != want[to] {
				t.Fatalf("%v route %v to %v (limit %d): %d %v, want %d %v\n%s", m, g.Pos(from), g.Pos(to), limit, cost, ok, want[to], wantOK, mvDump(g, o))
			}
			if ok {
				checkPath(t, g, m, o, from, path, cost)
			}
		}
	}
}

// TestNavMatchesStep checks the step tables against Step, the rule they
// are built from, direction by direction.
func TestNavMatchesStep(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, _ := randomMoveGrid(t)
		for m := Mover(0); m < numMovers; m++ {
			nv := g.nav(m)
			offs := navOffsets(g.W())
			for i := 0; i < g.Len(); i++ {
				x := nv.info[i]
				for d := Dir(0); d < 8; d++ {
					j, c, ok := g.Step(i, d, m)
					if got := x&(1<<d) != 0; got != ok {
						t.Fatalf("%v step %v from %v: table %v, Step %v", m, d, g.Pos(i), got, ok)
					}
					if !ok {
						continue
					}
					if j != i+int(offs[d]) {
						t.Fatalf("offset of %v", d)
					}
					if tc := int(nv.info[j]>>infoEnter&0xff + x>>(infoAscent+d)&1); tc != c {
						t.Fatalf("%v step %v from %v: table cost %d, Step %d", m, d, g.Pos(i), tc, c)
					}
				}
			}
		}
	})
}

// mvDump draws g and ov for failure messages: terrain or element height,
// level, and the overlay flags in hex.
func mvDump(g *Grid, ov *Overlay) string {
	var b strings.Builder
	for y := 0; y < g.H(); y++ {
		for x := 0; x < g.W(); x++ {
			i := g.Index(Pos{x, y})
			s := g.At(i)
			c := byte('.')
			switch {
			case s.Section == 0:
				c = 'X'
			case s.HasStair:
				c = "^>v<"[s.Stairs.Up/2]
			case s.Terrain == Difficult:
				c = '~'
			case s.Terrain == Pit:
				c = 'P'
			case s.Terrain == Impassable:
				c = '#'
			case s.Terrain == DeepWater:
				c = 'w'
			}
			if e, ok := g.ElementAt(i); ok {
				c = '0' + e.Height
				if e.Impassable {
					c = 'I'
				}
			}
			fmt.Fprintf(&b, "%c%d%02x", c, s.Level, ov.Get(i))
			if x < g.W()-1 {
				b.WriteByte("  |d"[g.EdgeAt(i, SideE).Kind])
			}
		}
		b.WriteByte('\n')
		for x := 0; x < g.W() && y < g.H()-1; x++ {
			e := g.EdgeAt(g.Index(Pos{x, y}), SideS)
			b.WriteString([]string{"    ", "----", "::::", "dddd"}[e.Kind] + " ")
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// TestSearchGridChanges: a Search and the grid's cached tables (steps,
// landmarks) follow the grid as a door opens and closes.
func TestSearchGridChanges(t *testing.T) {
	fx := parseMvFixture(t, `
. . . . . . . .

. . . . . . . .
- - - - - - - d
. . . . . . . .

@ . . . . . . *`)
	var s Search
	from, to := fx.one(t, '@'), fx.one(t, '*')
	route := func() int {
		_, c, ok := s.Route(fx.g, Average, from, to, nil, -1)
		if !ok {
			return Unreached
		}
		return c
	}
	door := Pos{7, 1}
	for _, c := range []struct {
		state DoorState
		want  int
	}{{Closed, 7}, {Opened, 7}, {Closed, 7}} {
		if err := fx.g.SetEdge(door, SideS, Edge{Kind: Door, State: c.state}); err != nil {
			t.Fatal(err)
		}
		if got := route(); got != c.want {
			t.Errorf("door %v: %d, want %d", c.state, got, c.want)
		}
		// The cached tables equal those of a fresh copy of the grid.
		fresh := fx.g.Clone()
		if !slices.Equal(fx.g.nav(Average).info, fresh.nav(Average).info) {
			t.Errorf("door %v: step tables not rebuilt", c.state)
		}
		if !slices.Equal(fx.g.landmarks(Average), fresh.landmarks(Average)) {
			t.Errorf("door %v: landmarks not rebuilt", c.state)
		}
		up := fx.g.Index(Pos{0, 0})
		want := Unreached
		if c.state != Closed {
			want = 7 + 1 + 7 // along the bottom, through the door, back along the top
		}
		if _, got, ok := s.Route(fx.g, Average, from, up, nil, -1); ok != (want != Unreached) || ok && got != want {
			t.Errorf("door %v: up the room costs %d (%v), want %d", c.state, got, ok, want)
		}
	}
}

// TestSearchLargeBoard runs past the first room of the buckets (a wide open
// board puts hundreds of squares at one cost), which makes a search run
// again with larger buckets.
func TestSearchLargeBoard(t *testing.T) {
	g := New(70, 60)
	for i := 0; i < g.Len(); i += 7 {
		s := g.At(i)
		s.Terrain = Difficult
		g.Set(g.Pos(i), s)
	}
	g.Seal()
	var s Search
	for _, from := range []int{0, g.Len() / 2, g.Len() - 1} {
		want := naiveReach(g, Average, from, nil, -1)
		s.Reach(g, Average, from, nil, -1)
		for i, c := range want {
			if s.Cost(i) != c {
				t.Fatalf("from %v: cost of %v = %d, want %d", g.Pos(from), g.Pos(i), s.Cost(i), c)
			}
		}
		to := g.Len() - 1 - from
		if _, c, _ := s.Route(g, Average, from, to, nil, -1); c != want[to] {
			t.Fatalf("route %v to %v: %d, want %d", g.Pos(from), g.Pos(to), c, want[to])
		}
	}
}

// TestSearchAllocations: searches allocate nothing once warm; Route only
// its path.
func TestSearchAllocations(t *testing.T) {
	bm := loadBenchMap(t, "mapB")
	ov := bm.allyOverlay()
	var s Search
	p := bm.paths[0]
	var dst []int
	if n := testing.AllocsPerRun(50, func() {
		s.Reach(bm.g, Average, bm.starts[0], ov, -1)
		dst = s.Path(p.to, dst[:0])
		s.Reach(bm.g, Huge, bm.starts[1], nil, 5)
		s.Measure(bm.g, 4, bm.starts[2], bm.starts[3])
	}); n != 0 {
		t.Errorf("Reach, Path, Measure: %v allocations", n)
	}
	if n := testing.AllocsPerRun(50, func() {
		s.Route(bm.g, Average, p.from, p.to, ov, -1)
	}); n != 1 {
		t.Errorf("Route: %v allocations, want 1 (the path)", n)
	}
}

// TestSearchRouteFromUnenterable: a start square the mover could not enter
// (a figure set down on rock, say) has no step back to it, so the landmark
// bounds of its neighbours may differ by more than the buckets span; Route
// must still find the long way round.
func TestSearchRouteFromUnenterable(t *testing.T) {
	const w = 60
	g := New(w, 3)
	for x := 0; x < w; x++ {
		g.Set(Pos{x, 0}, Square{Section: 1})
		g.Set(Pos{x, 2}, Square{Section: 1})
		mid := Square{Section: 1, Terrain: Impassable}
		if x == w-1 {
			mid.Terrain = Normal
		}
		g.Set(Pos{x, 1}, mid)
	}
	g.Seal()
	if err := g.SetEdge(Pos{0, 1}, SideS, Edge{Kind: Wall}); err != nil {
		t.Fatal(err)
	}
	from := g.Index(Pos{0, 1}) // rock, whose only way out is north
	var s Search
	want := naiveReach(g, Average, from, nil, -1)
	for _, to := range []int{g.Index(Pos{0, 2}), g.Index(Pos{3, 2}), g.Index(Pos{3, 0})} {
		path, c, ok := s.Route(g, Average, from, to, nil, -1)
		if !ok || c != want[to] {
			t.Errorf("to %v: %d %v, want %d", g.Pos(to), c, ok, want[to])
			continue
		}
		checkPath(t, g, Average, nil, from, path, c)
	}
}

// StepMasks is Step's answer for every square and direction.
func TestStepMasksAreStep(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, _ := randomMoveGrid(t)
		for m := Mover(0); m < numMovers; m++ {
			masks := g.StepMasks(m, nil)
			if len(masks) != g.Len() {
				t.Fatalf("%d masks for %d squares", len(masks), g.Len())
			}
			for i, mk := range masks {
				for d := Dir(0); d < 8; d++ {
					j, _, ok := g.Step(i, d, m)
					if got := mk&(1<<d) != 0; got != ok {
						t.Fatalf("%v step %v from %v: mask %v, Step %v", m, d, g.Pos(i), got, ok)
					}
					if n, _ := g.Neighbor(i, d); ok && n != j {
						t.Fatalf("%v step %v from %v leads to %d, Neighbor %d", m, d, g.Pos(i), j, n)
					}
				}
			}
		}
	})
}

// A Search that refolds only the changed squares of its overlay (repatch,
// the rules' one overlay per search refilled each time) ends with the
// tables a fresh Search folds, and so finds the same costs and paths.
func TestSearchRepatchIsPatch(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, ov := randomMoveGridUpTo(t, 12)
		var s Search
		m := Mover(rapid.IntRange(0, int(numMovers)-1).Draw(t, "mover"))
		for round := rapid.IntRange(1, 6).Draw(t, "rounds"); round > 0; round-- {
			if rapid.Bool().Draw(t, "reset") {
				ov.Reset()
			}
			for k := rapid.IntRange(0, 12).Draw(t, "sets"); k > 0; k-- {
				fl := rapid.SampledFrom([]uint8{Blocked, Stop, NoEnd, 1 | NoEnd, 1, 2, Stop | 1}).Draw(t, "flags")
				ov.Set(rapid.IntRange(0, g.Len()-1).Draw(t, "square"), fl)
			}
			from := rapid.IntRange(0, g.Len()-1).Draw(t, "from")
			limit := rapid.IntRange(-1, 20).Draw(t, "limit")
			var fresh Search
			s.Reach(g, m, from, ov, limit)
			fresh.Reach(g, m, from, ov, limit)
			for i := range s.nodes {
				if a, b := s.nodes[i].info&^infoHeur, fresh.nodes[i].info&^infoHeur; a != b || s.flags[i] != fresh.flags[i] {
					t.Fatalf("square %v: info %x flags %x, a fresh search's %x %x\n%s", g.Pos(i), a, s.flags[i], b, fresh.flags[i], mvDump(g, ov))
				}
				if s.Cost(i) != fresh.Cost(i) || !slices.Equal(s.Path(i, nil), fresh.Path(i, nil)) {
					t.Fatalf("square %v: cost %d path %v, a fresh search's %d %v", g.Pos(i), s.Cost(i), s.Path(i, nil), fresh.Cost(i), fresh.Path(i, nil))
				}
			}
			to := rapid.IntRange(0, g.Len()-1).Draw(t, "to")
			p1, c1, ok1 := s.Route(g, m, from, to, ov, limit)
			var fresh2 Search
			p2, c2, ok2 := fresh2.Route(g, m, from, to, ov, limit)
			if ok1 != ok2 || c1 != c2 || !slices.Equal(p1, p2) {
				t.Fatalf("route to %v: %v %d %v, a fresh search's %v %d %v", g.Pos(to), p1, c1, ok1, p2, c2, ok2)
			}
		}
	})
}
