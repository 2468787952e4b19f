package board

import (
	"strings"
	"testing"
)

// mvFixture is a small board drawn in text for the movement tests.
//
// Lines alternate: square rows (even lines) and edge rows (odd lines). In a
// square row, column 2x is square x and column 2x+1 the edge east of it; in
// an edge row, column 2x is the edge south of square x of the row above.
//
// Squares: '.' floor, '~' difficult, '#' impassable terrain, 'P' pit,
// 'w' deep water, 'X' solid rock (section 0: walls all round it after Seal);
// elements, one per connected group of the same letter: 't' table (1),
// 'h' shrine (1), 'W' wardrobe (2), 'S' statue (3), 'T' tree (4),
// 'C' column (4, impassable), 'R' rocks (1, impassable); stairs '^' '>' 'v'
// '<' climbing north, east, south, west, entered along their axis; figures
// on floor: 'a' an ally (+1, NoEnd), 'e' an enemy (Blocked), 'z' a square in
// an enemy's melee range (Stop); '@', '*' and '1'-'9' are floor squares
// named for the test.
//
// Edges: ' ' nothing declared, '|' or '-' wall, 'd' closed door, 'o' open
// door, 'b' broken door, ':' opening.
type mvFixture struct {
	g  *Grid
	ov *Overlay
	at map[byte][]int
}

var mvElements = map[byte]Element{
	't': {Kind: "table", Height: 1, Cover: LightCover, Movable: true},
	'h': {Kind: "shrine", Height: 1, Cover: LightCover, Special: true},
	'W': {Kind: "wardrobe", Height: 2, Cover: HeavyCover, Movable: true},
	'S': {Kind: "statue", Height: 3, Cover: HeavyCover},
	'T': {Kind: "tree", Height: 4, Cover: HeavyCover},
	'C': {Kind: "column", Height: 4, Cover: HeavyCover, Impassable: true},
	'R': {Kind: "rocks", Height: 1, Cover: LightCover, Impassable: true},
}

func parseMvFixture(t testing.TB, text string) *mvFixture {
	t.Helper()
	lines := strings.Split(strings.Trim(text, "\n"), "\n")
	w := 0
	for k := 0; k < len(lines); k += 2 {
		w = max(w, (len(strings.TrimRight(lines[k], " "))+1)/2)
	}
	h := (len(lines) + 1) / 2
	cell := func(line, col int) byte {
		if line >= len(lines) || col >= len(lines[line]) {
			return ' '
		}
		return lines[line][col]
	}
	g := New(w, h)
	fx := &mvFixture{g: g, at: map[byte][]int{}}
	type figure struct {
		i     int
		flags uint8
	}
	var figs []figure
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := cell(2*y, 2*x)
			s := Square{Section: 1}
			i := g.Index(Pos{x, y})
			switch c {
			case '.', ' ':
			case '~':
				s.Terrain = Difficult
			case '#':
				s.Terrain = Impassable
			case 'P':
				s.Terrain, s.PitDepth = Pit, 1
			case 'w':
				s.Terrain = DeepWater
			case 'X':
				s.Section = 0
			case '^', '>', 'v', '<':
				up := map[byte]Dir{'^': North, '>': East, 'v': South, '<': West}[c]
				s.HasStair = true
				s.Stairs = Stairs{Up: up, Access: 1<<Side(up/2) | 1<<Side(up.Opposite()/2)}
			case 'a':
				figs = append(figs, figure{i, 1 | NoEnd})
			case 'e':
				figs = append(figs, figure{i, Blocked})
			case 'z':
				figs = append(figs, figure{i, Stop})
			case '@', '*', '1', '2', '3', '4', '5', '6', '7', '8', '9':
			default:
				if _, ok := mvElements[c]; !ok {
					t.Fatalf("fixture square (%d,%d): unknown %q", x, y, c)
				}
			}
			g.Set(Pos{x, y}, s)
			fx.at[c] = append(fx.at[c], i)
		}
	}
	// one element per connected group of the same letter
	seen := make([]bool, g.Len())
	for i := 0; i < g.Len(); i++ {
		p := g.Pos(i)
		c := cell(2*p.Y, 2*p.X)
		e, ok := mvElements[c]
		if !ok || seen[i] {
			continue
		}
		var group []Pos
		stack := []int{i}
		seen[i] = true
		for len(stack) > 0 {
			k := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			group = append(group, g.Pos(k))
			for d := North; d <= NorthWest; d += 2 {
				if j, in := g.Neighbor(k, d); in && !seen[j] && cell(2*g.Pos(j).Y, 2*g.Pos(j).X) == c {
					seen[j] = true
					stack = append(stack, j)
				}
			}
		}
		if _, err := g.AddElement(e, group...); err != nil {
			t.Fatal(err)
		}
	}
	edge := func(c byte) (Edge, bool) {
		switch c {
		case ' ', '+':
			return Edge{}, false
		case '|', '-':
			return Edge{Kind: Wall}, true
		case 'd':
			return Edge{Kind: Door, State: Closed}, true
		case 'o':
			return Edge{Kind: Door, State: Opened}, true
		case 'b':
			return Edge{Kind: Door, State: Broken}, true
		case ':':
			return Edge{Kind: Opening}, true
		}
		t.Fatalf("fixture: unknown edge %q", c)
		return Edge{}, false
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if e, ok := edge(cell(2*y, 2*x+1)); ok && x < w-1 {
				if err := g.SetEdge(Pos{x, y}, SideE, e); err != nil {
					t.Fatal(err)
				}
			}
			if e, ok := edge(cell(2*y+1, 2*x)); ok && y < h-1 {
				if err := g.SetEdge(Pos{x, y}, SideS, e); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	g.Seal()
	fx.ov = NewOverlay(g)
	for _, f := range figs {
		fx.ov.Set(f.i, f.flags)
	}
	return fx
}

// levels sets floor levels from a layer drawn like the squares: a digit per
// square ('.' for 0), edge columns ignored.
func (fx *mvFixture) levels(t testing.TB, text string) *mvFixture {
	t.Helper()
	lines := strings.Split(strings.Trim(text, "\n"), "\n")
	for k := 0; k < len(lines); k += 2 {
		for x := 0; 2*x < len(lines[k]); x++ {
			c := lines[k][2*x]
			if c == '.' || c == ' ' {
				continue
			}
			if c < '0' || c > '9' {
				t.Fatalf("levels: %q at (%d,%d)", c, x, k/2)
			}
			p := Pos{x, k / 2}
			s := fx.g.Square(p)
			s.Level = c - '0'
			fx.g.Set(p, s)
		}
	}
	return fx
}

// one is the single square marked c.
func (fx *mvFixture) one(t testing.TB, c byte) int {
	t.Helper()
	if len(fx.at[c]) != 1 {
		t.Fatalf("fixture: %d squares marked %q, want 1", len(fx.at[c]), c)
	}
	return fx.at[c][0]
}

// route is the cost of the cheapest move from '@' to '*' (Unreached if
// none), checking the path it returns.
func (fx *mvFixture) route(t testing.TB, m Mover, ov *Overlay) int {
	t.Helper()
	var s Search
	from, to := fx.one(t, '@'), fx.one(t, '*')
	path, cost, ok := s.Route(fx.g, m, from, to, ov, -1)
	if !ok {
		return Unreached
	}
	checkPath(t, fx.g, m, ov, from, path, cost)
	return cost
}

func TestStepEightWays(t *testing.T) {
	fx := parseMvFixture(t, `
. . . . .

. . . . .

. . @ . .

. . . . .

. . . . .
`)
	var s Search
	from := fx.one(t, '@')
	s.Reach(fx.g, Average, from, nil, -1)
	for i := 0; i < fx.g.Len(); i++ {
		if got, want := s.Cost(i), Chebyshev(fx.g.Pos(from), fx.g.Pos(i)); got != want {
			t.Errorf("cost to %v = %d, want %d (a diagonal step costs 1)", fx.g.Pos(i), got, want)
		}
	}
}

func TestStepDiagonalCorners(t *testing.T) {
	for _, c := range []struct {
		name  string
		board string
		m     Mover
		ok    bool
	}{
		{"open floor", `
. .

@ .`, Average, true},
		{"wall on the far square's side", `
. .|.

. @ .`, Average, false},
		{"wall end touching the corner", `
. . .
  -
. @ .`, Average, false},
		{"wall meeting the corner from the side", `
. . .

. @|.`, Average, false},
		{"impassable square beside", `
# .

@ .`, Average, false},
		{"table beside", `
t .

@ .`, Average, false},
		{"table beside a huge figure", `
t .

@ .`, Huge, true},
		{"column beside a huge figure", `
C .

@ .`, Huge, false},
		{"stair beside", `
^ .

@ .`, Average, false},
		{"closed door touching the corner", `
. .d.

. @ .`, Average, false},
		{"through a doorway", `
. . .
- o -
. @ .`, Average, false},
		{"open door alone touching the corner", `
. .o.

. @ .`, Average, true},
		{"pit beside", `
P .

@ .`, Average, true},
		{"difficult terrain beside", `
~ .

@ .`, Average, true},
		{"measuring past a table", `
t .

@ .`, Measure, true},
		{"measuring past a stair", `
^ .

@ .`, Measure, true},
		{"measuring past rocks", `
R .

@ .`, Measure, false},
		{"measuring past a wall corner", `
. .|.

. @ .`, Measure, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			fx := parseMvFixture(t, c.board)
			from := fx.one(t, '@')
			_, _, ok := fx.g.Step(from, NorthEast, c.m)
			if ok != c.ok {
				t.Errorf("%v step NE from %v allowed = %v, want %v", c.m, fx.g.Pos(from), ok, c.ok)
			}
		})
	}
}

func TestStepCosts(t *testing.T) {
	for _, c := range []struct {
		name  string
		board string
		m     Mover
		cost  int
	}{
		{"floor", `@ . *`, Average, 2},
		{"difficult terrain +1", `@ ~ *`, Average, 3},
		// page 20: the shrine is climbed (2), walked (1) and left (1) for 4,
		// where going round it costs 5
		{"shrine example", `
# # # # # #

# @ h h * #

# . . . . #

# # # # # #`, Average, 4},
		{"small figure goes round the table", `
# # # # #

# @ t * #

# . . . #

# # # # #`, Small, 4},
		{"wardrobe blocks an average figure", `
# # # # #

# @ W * #

# . . . #

# # # # #`, Average, 4},
		{"huge figure walks over the wardrobe", `
# # # # #

# @ W * #

# . . . #

# # # # #`, Huge, 2},
		{"huge figure climbs the statue", `
# # # # #

# @ S * #

# . . . #

# # # # #`, Huge, 4}, // a level 3 climb is refused: round it
		{"huge figure stopped by the tree", `
@ T *`, Huge, Unreached},
		{"column stops everyone", `
@ C *`, Huge, Unreached},
		{"closed door", `@ .d*`, Average, Unreached},
		{"open door", `@ .o*`, Average, 2},
		{"broken door", `@ .b*`, Average, 2},
		{"opening", `@ .:*`, Average, 2},
		{"wall", `@ .|*`, Average, Unreached},
		{"pit", `@ P *`, Average, Unreached},
		{"deep water", `@ w *`, Average, 2},
		{"measure ignores difficult terrain", `@ ~ *`, Measure, 2},
		{"measure ignores furniture", `@ W *`, Measure, 2},
		{"measure stopped by rocks", `@ R *`, Measure, Unreached},
		{"measure stopped by a closed door", `@ .d*`, Measure, Unreached},
	} {
		t.Run(c.name, func(t *testing.T) {
			fx := parseMvFixture(t, c.board)
			if got := fx.route(t, c.m, nil); got != c.cost {
				t.Errorf("%v from @ to * costs %d, want %d", c.m, got, c.cost)
			}
		})
	}
}

func TestStepDifficultTerrainTaeral(t *testing.T) {
	// page 20: with Movement 6 in difficult terrain one advances 3 squares
	fx := parseMvFixture(t, `@ ~ ~ ~ ~ ~ ~`)
	var s Search
	s.Reach(fx.g, Average, fx.one(t, '@'), nil, 6)
	far := 0
	for i := 0; i < fx.g.Len(); i++ {
		if s.Cost(i) != Unreached {
			far = max(far, fx.g.Pos(i).X)
		}
	}
	if far != 3 {
		t.Errorf("advanced %d squares, want 3", far)
	}
}

// A scout mover (Scout, page 114; Ethereal and Pathfinder, page 115)
// enters difficult terrain for one point and is its size class in all
// else: a wardrobe stops an average one, a table does not.
func TestStepScoutMovers(t *testing.T) {
	fx := parseMvFixture(t, `@ ~ ~ ~ ~ ~ ~`)
	var s Search
	s.Reach(fx.g, AverageScout, fx.one(t, '@'), nil, 6)
	if c := s.Cost(fx.g.Index(Pos{X: 6})); c != 6 {
		t.Errorf("six difficult squares cost %d, want 6", c)
	}
	if Small.Scout() != SmallScout || Average.Scout() != AverageScout || Huge.Scout() != Huge {
		t.Error("Scout")
	}
	w := parseMvFixture(t, `@ W`)
	if _, _, ok := w.g.Step(w.one(t, '@'), East, AverageScout); ok {
		t.Error("an average scout passed a wardrobe")
	}
	tb := parseMvFixture(t, `@ t`)
	if _, _, ok := tb.g.Step(tb.one(t, '@'), East, SmallScout); ok {
		t.Error("a small scout climbed a table")
	}
	if _, c, ok := tb.g.Step(tb.one(t, '@'), East, AverageScout); !ok || c != 2 {
		t.Errorf("an average scout climbs a table for 2, got %d %v", c, ok)
	}
}

func TestStepAllies(t *testing.T) {
	// page 20: an ally not engaged is crossed for 1 extra point, and no move
	// ends on an occupied square
	fx := parseMvFixture(t, `
# # # # #

# @ a * #

# # # # #`)
	if got := fx.route(t, Average, fx.ov); got != 3 {
		t.Errorf("through the ally: %d, want 3", got)
	}
	var s Search
	a := fx.one(t, 'a')
	if _, _, ok := s.Route(fx.g, Average, fx.one(t, '@'), a, fx.ov, -1); ok {
		t.Error("a move ended on the ally's square")
	}
	s.Reach(fx.g, Average, fx.one(t, '@'), fx.ov, -1)
	if s.Cost(a) != 2 || s.CanEnd(a) {
		t.Errorf("ally square: cost %d can end %v, want 2 and false", s.Cost(a), s.CanEnd(a))
	}
	if !s.CanEnd(fx.one(t, '*')) {
		t.Error("cannot end beyond the ally")
	}
}

func TestStepEnemiesAndMeleeRange(t *testing.T) {
	fx := parseMvFixture(t, `
# # # # # #

# @ e . * #

# . z z . #

# # # # # #`)
	// The enemy cannot be crossed, and the squares of its melee range stop
	// the move: '*' is out of reach this way.
	if got := fx.route(t, Average, fx.ov); got != Unreached {
		t.Errorf("past the enemy: %d, want unreached", got)
	}
	var s Search
	from := fx.one(t, '@')
	s.Reach(fx.g, Average, from, fx.ov, -1)
	if z := fx.at['z'][0]; !s.CanEnd(z) || s.Cost(z) != 1 {
		t.Errorf("melee range at %v: cost %d, can end %v; want 1, true", fx.g.Pos(z), s.Cost(z), s.CanEnd(z))
	}
	if z := fx.at['z'][1]; s.Cost(z) != Unreached {
		t.Errorf("crossed the melee range to %v", fx.g.Pos(z))
	}
	// Starting inside a melee range, the figure may leave it.
	z := fx.at['z'][1]
	s.Reach(fx.g, Average, z, fx.ov, -1)
	if s.Cost(fx.one(t, '*')) != 1 {
		t.Errorf("leaving the melee range: %d, want 1", s.Cost(fx.one(t, '*')))
	}
}

func TestStepStairs(t *testing.T) {
	// page 19: a skeleton climbing to the third stair square, at height 3,
	// spends 2 per ascending square: 6
	fx := parseMvFixture(t, `
X X . X X

X X ^ X X

X X ^ X X

X X ^ X X

. . @ . .`).levels(t, `
. . 3 . .

. . 3 . .

. . 2 . .

. . 1 . .

. . . . .`)
	third := fx.g.Index(Pos{2, 1})
	var s Search
	path, cost, ok := s.Route(fx.g, Average, fx.one(t, '@'), third, nil, -1)
	if !ok || cost != 6 {
		t.Errorf("three stair squares up: %d, want 6", cost)
	}
	checkPath(t, fx.g, Average, nil, fx.one(t, '@'), path, cost)
	// Down costs 1 a square, and the upper floor is level with the top.
	s.Reach(fx.g, Average, third, nil, -1)
	if got := s.Cost(fx.one(t, '@')); got != 3 {
		t.Errorf("three stair squares down: %d, want 3", got)
	}
	if got := s.Cost(fx.g.Index(Pos{2, 0})); got != 1 {
		t.Errorf("off the top of the stair: %d, want 1", got)
	}

	// Stairs are entered only through their accesses.
	fx = parseMvFixture(t, `
. . .

. ^ .

. 1 .`).levels(t, `
2 2 2

. 1 .

. . .`)
	stair := fx.g.Index(Pos{1, 1})
	for _, c := range []struct {
		from Pos
		d    Dir
		ok   bool
	}{
		{Pos{1, 2}, North, true},      // from below, along the stair
		{Pos{0, 1}, East, false},      // from the side
		{Pos{0, 2}, NorthEast, false}, // through a corner
		{Pos{1, 0}, South, true},      // from the top, going down
	} {
		j, _, ok := fx.g.Step(fx.g.Index(c.from), c.d, Average)
		if ok != c.ok || ok && j != stair {
			t.Errorf("step %v from %v onto the stair: %v, want %v", c.d, c.from, ok, c.ok)
		}
	}
	if _, _, ok := fx.g.Step(stair, West, Average); ok {
		t.Error("left the stair through its side")
	}
	if _, c, _ := fx.g.Step(stair, North, Average); c != 2 {
		t.Errorf("stair to the upper floor costs %d, want 2", c)
	}
}

func TestStepCliffs(t *testing.T) {
	// A platform two levels up is reached by climbing, not by a step.
	fx := parseMvFixture(t, `@ . *`).levels(t, `. . 2`)
	if got := fx.route(t, Average, nil); got != Unreached {
		t.Errorf("onto a level 2 platform: %d, want unreached", got)
	}
	fx = parseMvFixture(t, `@ . *`).levels(t, `. 1 2`)
	if got := fx.route(t, Average, nil); got != 4 {
		t.Errorf("up two single levels: %d, want 4", got)
	}
	// Measuring ignores heights.
	fx = parseMvFixture(t, `@ . *`).levels(t, `. . 2`)
	if got := fx.route(t, Measure, nil); got != 2 {
		t.Errorf("measured onto a platform: %d, want 2", got)
	}
}

func TestStepTableOnPlatform(t *testing.T) {
	// The stand level adds the furniture's height to the floor's.
	fx := parseMvFixture(t, `@ . t *`).levels(t, `. 1 1 1`)
	if got := fx.route(t, Average, nil); got != 5 {
		// 2 up onto the platform, 2 up onto the table, 1 down off it
		t.Errorf("over a table on a platform: %d, want 5", got)
	}
}

// Page 19: a vertical ladder is climbed and descended as a normal move,
// one point a square whatever the height it joins, only along its axis.
func TestStepLadder(t *testing.T) {
	g := New(3, 3)
	set := func(x, y int, f func(*Square)) {
		s := g.Square(Pos{x, y})
		f(&s)
		g.Set(Pos{x, y}, s)
	}
	// A ledge at level 3 on the top row; a ladder at (1, 1) climbs north
	// to it.
	for x := 0; x < 3; x++ {
		set(x, 0, func(s *Square) { s.Level = 3 })
	}
	set(1, 1, func(s *Square) { s.HasLadder, s.LadderUp = true, North })
	g.Seal()
	idx := func(x, y int) int { return g.Index(Pos{x, y}) }
	cases := []struct {
		name     string
		from     int
		d        Dir
		to, cost int
		ok       bool
	}{
		{"up the ladder", idx(1, 1), North, idx(1, 0), 1, true},
		{"down the ladder", idx(1, 0), South, idx(1, 1), 1, true},
		{"onto the ladder's foot", idx(0, 1), East, idx(1, 1), 1, true},
		{"no ladder beside it", idx(0, 1), North, 0, 0, false},
		{"not diagonally off the ladder", idx(1, 1), NorthEast, 0, 0, false},
		{"not diagonally onto it", idx(0, 0), SouthEast, 0, 0, false},
	}
	for _, c := range cases {
		for _, m := range []Mover{Small, Average, AverageScout} {
			to, cost, ok := g.Step(c.from, c.d, m)
			if ok != c.ok || ok && (to != c.to || cost != c.cost) {
				t.Errorf("%s (%v): %v %d %v, want %v %d %v", c.name, m, g.Pos(to), cost, ok, g.Pos(c.to), c.cost, c.ok)
			}
		}
	}
	// The searches agree: from the foot of the cliff, the ledge is two
	// points away by the ladder.
	var s Search
	s.Reach(g, Average, idx(0, 2), nil, -1)
	if c := s.Cost(idx(0, 0)); c != 3 {
		t.Errorf("cost to the ledge's corner: %d, want 3", c)
	}
	if !g.LadderStep(idx(1, 1), North) || g.LadderStep(idx(1, 1), South) || g.LadderStep(idx(1, 1), NorthEast) {
		t.Error("LadderStep")
	}
}
