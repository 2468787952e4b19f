package adp

import (
	"cmp"
	"fmt"
	"slices"
	"sync"

	"dun/board"
	"dun/rules"
)

// Placement of the creatures an Encounter card spawns (pages 58-60):
// rooms in a checkerboard from three squares in front of the hero who
// revealed the section, large rooms with a free row between creatures, a
// single creature in the centre, corridors in a zigzag from the far end,
// the Leader behind the rest; never within 2 squares of a hero (page 48).

// LargeSquares is the size above which a section is large (page 9, R26).
const LargeSquares = 40

// Enemy is a figure of the heroes' side as placement sees it.
type Enemy struct {
	ID   string    `json:"id"`
	At   board.Pos `json:"at"`
	Span int       `json:"span"`
}

// Area is where a group is placed: a section of the board, what kind it
// is, the square of the hero who revealed it (or, for Ambush! and
// Reinforcements, the square in front of its access, page 60), the
// heroes' figures and the squares other figures cover.
type Area struct {
	Board    *board.Grid `json:"-"`
	Section  uint8       `json:"section"`
	Room     bool        `json:"room"`
	Large    bool        `json:"large"`
	Revealer board.Pos   `json:"revealer"`
	Enemies  []Enemy     `json:"enemies"`
	Occupied []board.Pos `json:"occupied,omitempty"`
}

// AreaOf is the area of section sec of s as revealed from the square
// revealer.
func AreaOf(s *rules.State, sec uint8, revealer board.Pos) Area {
	a := Area{Board: s.Board, Section: sec, Revealer: revealer}
	info := sectionInfo(s, sec)
	a.Room, a.Large = info.Room, info.Large
	for i := range s.Figures {
		f := &s.Figures[i]
		if !f.Present() {
			continue
		}
		a.Occupied = f.Squares(a.Occupied)
		if f.Side != rules.Dark {
			a.Enemies = append(a.Enemies, Enemy{ID: f.ID, At: f.At, Span: f.Span()})
		}
	}
	if x := s.Explore; x != nil {
		// Creatures go on free squares: none on an obstacle (page 49).
		for _, t := range x.Traps {
			a.Occupied = append(a.Occupied, t.At)
		}
	}
	return a
}

// SectionKind is what placement and the spawn table need of a section.
type SectionKind struct {
	Room, Large, Main bool
	Squares           int
}

// sectionInfo reads what the state says of section sec: room or corridor
// and main from the quest's layout, large by its size (R26; a sheet's
// explicit large: true does not reach the rules, R321).
func sectionInfo(s *rules.State, sec uint8) SectionKind {
	var k SectionKind
	if x := s.Explore; x != nil && sec > 0 && int(sec) <= len(x.Sections) {
		k.Room, k.Main = x.Sections[sec-1].Room, x.Sections[sec-1].Main
	}
	k.Squares = sectionSize(s.Board, sec)
	k.Large = k.Squares > LargeSquares
	return k
}

// sizes are the squares of every section of the board last counted, as
// it was (Grid.Version): the planner asks them of the same board again
// and again.
var sizes struct {
	mu  sync.Mutex
	g   *board.Grid
	ver uint64
	n   [256]int
}

// sectionSize is how many squares of g are in section sec.
func sectionSize(g *board.Grid, sec uint8) int {
	sizes.mu.Lock()
	defer sizes.mu.Unlock()
	if sizes.g != g || sizes.ver != g.Version() {
		sizes.n = [256]int{}
		for i := 0; i < g.Len(); i++ {
			sizes.n[g.At(i).Section]++
		}
		sizes.g, sizes.ver = g, g.Version()
	}
	return sizes.n[sec]
}

// Placement is a creature and where it goes.
type Placement struct {
	Creature SpawnCreature `json:"creature"`
	At       board.Pos     `json:"at"` // the top-left square of a 2x2 base
	Facing   board.Dir     `json:"facing"`
	Leader   bool          `json:"leader,omitempty"`
}

// placer holds the work of one placement.
type placer struct {
	a      Area
	g      *board.Grid
	near   []bool // squares within 2 of an enemy
	taken  []bool
	frameF board.Pos // forward from the revealer, into the section
	frameR board.Pos // the revealer's right
}

func newPlacer(a Area) *placer {
	g := a.Board
	p := &placer{a: a, g: g, near: make([]bool, g.Len()), taken: make([]bool, g.Len())}
	var from []int
	for _, e := range a.Enemies {
		for dy := range max(e.Span, 1) {
			for dx := range max(e.Span, 1) {
				q := board.Pos{X: e.At.X + dx, Y: e.At.Y + dy}
				if g.In(q) {
					from = append(from, g.Index(q))
				}
			}
		}
	}
	if len(from) > 0 {
		s := searches.Get().(*board.Search)
		defer searches.Put(s)
		s.Measure(g, 2, from...)
		for i := range p.near {
			if c := s.Cost(i); c != board.Unreached && c <= 2 {
				p.near[i] = true
			}
		}
	}
	for _, q := range a.Occupied {
		if g.In(q) {
			p.taken[g.Index(q)] = true
		}
	}
	p.frameF, p.frameR = frame(g, a.Section, a.Revealer)
	return p
}

// frame is the revealer's forward (the orthogonal direction toward the
// middle of the section) and right.
func frame(g *board.Grid, sec uint8, from board.Pos) (fwd, right board.Pos) {
	sx, sy, n := 0, 0, 0
	for i := 0; i < g.Len(); i++ {
		if g.At(i).Section == sec {
			q := g.Pos(i)
			sx, sy, n = sx+q.X, sy+q.Y, n+1
		}
	}
	if n == 0 {
		return board.Pos{Y: -1}, board.Pos{X: 1}
	}
	// twice the offset, to keep halves whole
	dx, dy := 2*sx-2*n*from.X, 2*sy-2*n*from.Y
	switch {
	case abs(dx) > abs(dy) && dx > 0:
		fwd = board.Pos{X: 1}
	case abs(dx) > abs(dy):
		fwd = board.Pos{X: -1}
	case dy > 0:
		fwd = board.Pos{Y: 1}
	default:
		fwd = board.Pos{Y: -1}
	}
	return fwd, board.Pos{X: -fwd.Y, Y: fwd.X}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// depth and lateral of square i in the revealer's frame.
func (p *placer) coords(i int) (depth, lateral int) {
	q := p.g.Pos(i)
	d := board.Pos{X: q.X - p.a.Revealer.X, Y: q.Y - p.a.Revealer.Y}
	return d.X*p.frameF.X + d.Y*p.frameF.Y, d.X*p.frameR.X + d.Y*p.frameR.Y
}

// free says whether a creature may stand on square i of the area: in the
// section, on a floor it can stand on (no pit, deep water or impassable
// square; furniture only if lower than 2 and not impassable, page 58), no
// figure there, more than 2 squares from every enemy.
func (p *placer) free(i int) bool {
	sq := p.g.At(i)
	if sq.Section != p.a.Section || p.taken[i] || p.near[i] {
		return false
	}
	switch sq.Terrain {
	case board.Impassable, board.Pit, board.DeepWater:
		return false
	}
	if e, ok := p.g.ElementAt(i); ok && !e.NoObstacle && (e.Impassable || e.Height >= board.HeightMedium) {
		return false
	}
	return true
}

// fit returns where a creature of size goes when its place is square i:
// i itself, or for a 2x2 base the first anchor whose base covers i, lies
// whole in the area's free squares and sits Free on the board (R323).
func (p *placer) fit(i, size int) (int, bool) {
	if size < rules.SizeLarge {
		// Page 58 lets a creature go on furniture lower than 2; the
		// rules keep no figure where it could not step (State.Check), so
		// the ADP skips such squares too (R373).
		return i, p.free(i) && p.g.Enterable(i, board.MoverOf(size))
	}
	for _, a := range p.g.Anchors(i) {
		if a < 0 || p.g.FitBase(a, board.MoverOf(size), nil) != board.Free {
			continue
		}
		sq, _ := p.g.Footprint(a)
		ok := true
		for _, k := range sq {
			ok = ok && p.free(k)
		}
		if ok {
			return a, true
		}
	}
	return -1, false
}

func (p *placer) take(anchor, size int) {
	if size < rules.SizeLarge {
		p.taken[anchor] = true
		return
	}
	sq, _ := p.g.Footprint(anchor)
	for _, k := range sq {
		p.taken[k] = true
	}
}

// PlaceOrder sorts creatures for placement (pages 58-59): lowest VP first;
// among equals, in rooms no ranged attacks, then long range weapons, then
// ranged attacks or spells; in corridors no ranged attacks, then ranged,
// then long range weapons.
func PlaceOrder(cs []SpawnCreature, room bool) []SpawnCreature {
	out := slices.Clone(cs)
	rank := func(r Reach) int {
		if room {
			return int(r)
		}
		return [...]int{0, 2, 1}[r%3]
	}
	slices.SortStableFunc(out, func(a, b SpawnCreature) int {
		if c := cmp.Compare(a.VP, b.VP); c != 0 {
			return c
		}
		return cmp.Compare(rank(a.Reach), rank(b.Reach))
	})
	return out
}

// PlaceGroup places creatures spawned in the area, with leader (nil: none)
// placed last behind them. It returns the placements and the creatures
// for which no square was left (page 58: they are not placed and not
// paid for).
func PlaceGroup(a Area, cs []SpawnCreature, leader *SpawnCreature) (placed []Placement, left []SpawnCreature) {
	return placeOrdered(a, PlaceOrder(cs, a.Room), leader, true)
}

// placeOrdered is PlaceGroup for creatures already in their order of
// placement (another edition's, Edition.Order); centre says whether a lone
// creature in a room goes to its centre (page 59) or, in the earlier
// edition, takes the pattern's first square (Edition.NoCentre).
func placeOrdered(a Area, ordered []SpawnCreature, leader *SpawnCreature, centre bool) (placed []Placement, left []SpawnCreature) {
	cs := ordered
	if a.Board == nil {
		return nil, append(slices.Clone(cs), leaderList(leader)...)
	}
	p := newPlacer(a)
	var slots []int
	switch {
	case centre && a.Room && len(cs) == 1 && leader == nil:
		slots = p.centre()
	case a.Room:
		slots = p.roomSlots()
	default:
		slots = p.corridorSlots()
	}
	for _, c := range ordered {
		at, ok := p.first(slots, c.Size)
		if !ok {
			left = append(left, c)
			continue
		}
		p.take(at, c.Size)
		placed = append(placed, Placement{Creature: c, At: p.g.Pos(at)})
	}
	if leader != nil {
		if at, ok := p.first(p.leaderSlots(placed), leader.Size); ok {
			p.take(at, leader.Size)
			placed = append(placed, Placement{Creature: *leader, At: p.g.Pos(at), Leader: true})
		} else {
			left = append(left, *leader)
		}
	}
	for k := range placed {
		placed[k].Facing = p.facing(placed[k])
	}
	return placed, left
}

func leaderList(l *SpawnCreature) []SpawnCreature {
	if l == nil {
		return nil
	}
	return []SpawnCreature{*l}
}

func (p *placer) first(slots []int, size int) (int, bool) {
	for _, i := range slots {
		if at, ok := p.fit(i, size); ok {
			return at, true
		}
	}
	return -1, false
}

// sectionSquares lists the section's squares in index order.
func (p *placer) sectionSquares() []int {
	var out []int
	for i := 0; i < p.g.Len(); i++ {
		if p.g.At(i).Section == p.a.Section {
			out = append(out, i)
		}
	}
	return out
}

// rowOrder compares squares of one row by their lateral offsets la and
// lb: from the revealer's front to his right, then to his left (page 58:
// "always to the right").
func rowOrder(la, lb int) int {
	ra, rb := la < 0, lb < 0
	if ra != rb {
		if ra {
			return 1
		}
		return -1
	}
	if ra {
		return cmp.Compare(lb, la)
	}
	return cmp.Compare(la, lb)
}

// RoomPattern lists, in order, the squares of a room's placement pattern
// (the spaced squares of a large room, then the checkerboard) and the
// other squares, as roomSlots orders them; for tests and for showing the
// pattern.
func RoomPattern(a Area) (pattern, rest []board.Pos) {
	if a.Board == nil {
		return nil, nil
	}
	p := newPlacer(a)
	all := p.roomSlots()
	for _, i := range all {
		d, l := p.coords(i)
		q := p.g.Pos(i)
		if d >= 3 && (mod(d+l, 2) == 1 || (a.Large && (d-3)%2 == 0 && mod(l, 2) == 0)) {
			pattern = append(pattern, q)
		} else {
			rest = append(rest, q)
		}
	}
	return pattern, rest
}

// roomSlots orders a room's squares (pages 58-59, R323): first the
// pattern, rows from 3 squares in front of the revealer outward, in each
// row the squares of the checkerboard whose first square lies straight
// ahead, from his front to his right and then to his left; a large room
// first keeps one free square between creatures every way (every other
// row and every other square of the checkerboard's); then every other
// square, again from the first row.
func (p *placer) roomSlots() []int {
	sq := p.sectionSquares()
	// Each square with its row key and lateral offset, worked out once.
	type slot struct{ i, key, lat int }
	byRows := func(in []slot) []int {
		slices.SortStableFunc(in, func(a, b slot) int {
			if a.key != b.key {
				return cmp.Compare(a.key, b.key)
			}
			return rowOrder(a.lat, b.lat)
		})
		out := make([]int, len(in))
		for k, sl := range in {
			out[k] = sl.i
		}
		return out
	}
	var spaced, checker, rest []slot
	for _, i := range sq {
		d, l := p.coords(i)
		// rows from 3 outward, then the nearer rows back toward the hero
		key := d
		if d < 3 {
			key = 1000 - d
		}
		sl := slot{i, key, l}
		switch {
		case d < 3:
			rest = append(rest, sl)
		case p.a.Large && (d-3)%2 == 0 && mod(l, 2) == 0:
			spaced = append(spaced, sl)
		case mod(d+l, 2) == 1:
			checker = append(checker, sl)
		default:
			rest = append(rest, sl)
		}
	}
	out := byRows(spaced)
	out = append(out, byRows(checker)...)
	return append(out, byRows(rest)...)
}

func mod(a, n int) int { return ((a % n) + n) % n }

// centre orders a room's squares for a single creature (page 59): from
// the middle of the room outward; among equals the farthest from the
// revealer first.
func (p *placer) centre() []int {
	sq := p.sectionSquares()
	if len(sq) == 0 {
		return nil
	}
	sx, sy := 0, 0
	for _, i := range sq {
		q := p.g.Pos(i)
		sx, sy = sx+q.X, sy+q.Y
	}
	n := len(sq)
	key := func(i int) (int, int) {
		q := p.g.Pos(i)
		dx, dy := 2*n*q.X+n-2*sx-n, 2*n*q.Y+n-2*sy-n
		far := board.Chebyshev(q, p.a.Revealer)
		return dx*dx + dy*dy, -far
	}
	slices.SortStableFunc(sq, func(a, b int) int {
		ca, fa := key(a)
		cb, fb := key(b)
		if ca != cb {
			return cmp.Compare(ca, cb)
		}
		return cmp.Compare(fa, fb)
	})
	return sq
}

// corridorSlots orders a corridor's squares (page 59, R324): rows by
// their distance from the revealer, the farthest first; across the
// corridor, the first row from the side nearest the revealer's line, and
// each next row the other way (a zigzag).
func (p *placer) corridorSlots() []int {
	sq := p.sectionSquares()
	if len(sq) == 0 {
		return nil
	}
	g := p.g
	var s board.Search
	s.Measure(g, -1, g.Index(p.a.Revealer))
	x0, y0, x1, y1 := g.W(), g.H(), -1, -1
	for _, i := range sq {
		q := g.Pos(i)
		x0, y0, x1, y1 = min(x0, q.X), min(y0, q.Y), max(x1, q.X), max(y1, q.Y)
	}
	// across: the corridor's narrow dimension
	across := func(q board.Pos) int { return q.Y }
	along := func(q board.Pos) int { return q.X }
	if x1-x0 < y1-y0 {
		across, along = func(q board.Pos) int { return q.X }, func(q board.Pos) int { return q.Y }
	}
	dist := func(i int) int {
		c := s.Cost(i)
		if c == board.Unreached {
			return -1
		}
		return c
	}
	rows := map[int][]int{}
	var keys []int
	for _, i := range sq {
		d := dist(i)
		if _, ok := rows[d]; !ok {
			keys = append(keys, d)
		}
		rows[d] = append(rows[d], i)
	}
	slices.Sort(keys)
	slices.Reverse(keys)
	hero := across(p.a.Revealer)
	var out []int
	for k, d := range keys {
		row := rows[d]
		slices.SortStableFunc(row, func(a, b int) int {
			qa, qb := g.Pos(a), g.Pos(b)
			if c := cmp.Compare(abs(across(qa)-hero), abs(across(qb)-hero)); c != 0 {
				return c
			}
			if c := cmp.Compare(across(qa), across(qb)); c != 0 {
				return c
			}
			return cmp.Compare(along(qa), along(qb))
		})
		if k%2 == 1 {
			slices.Reverse(row)
		}
		out = append(out, row...)
	}
	return out
}

// leaderSlots orders the squares for the Leader (page 65): the rows
// behind the others, nearest first, in each the square farthest from the
// revealer; then any square, the farthest first.
func (p *placer) leaderSlots(placed []Placement) []int {
	sq := p.sectionSquares()
	var s board.Search
	s.Measure(p.g, -1, p.g.Index(p.a.Revealer))
	far := func(i int) int { return s.Cost(i) }
	back := 0
	for _, pl := range placed {
		d, _ := p.coords(p.g.Index(pl.At))
		back = max(back, d+max(span(pl.Creature.Size), 1)-1)
	}
	var behind, other []int
	for _, i := range sq {
		if d, _ := p.coords(i); len(placed) > 0 && d > back {
			behind = append(behind, i)
		} else {
			other = append(other, i)
		}
	}
	slices.SortStableFunc(behind, func(a, b int) int {
		da, _ := p.coords(a)
		db, _ := p.coords(b)
		if da != db {
			return cmp.Compare(da, db)
		}
		return cmp.Compare(far(b), far(a))
	})
	slices.SortStableFunc(other, func(a, b int) int { return cmp.Compare(far(b), far(a)) })
	return append(behind, other...)
}

func span(size int) int {
	if size >= rules.SizeLarge {
		return 2
	}
	return 1
}

// facing turns a placed creature toward the nearest enemy (page 58).
func (p *placer) facing(pl Placement) board.Dir {
	n := span(pl.Creature.Size)
	best, bestD := -1, 0
	for k, e := range p.a.Enemies {
		d := board.Chebyshev(pl.At, e.At)
		if best < 0 || d < bestD {
			best, bestD = k, d
		}
	}
	if best < 0 {
		return board.Dir(0)
	}
	e := p.a.Enemies[best]
	from := board.Pos{X: 2*pl.At.X + n - 1, Y: 2*pl.At.Y + n - 1}
	to := board.Pos{X: 2*e.At.X + max(e.Span, 1) - 1, Y: 2*e.At.Y + max(e.Span, 1) - 1}
	return board.Toward(from, to)
}

// String is a placement for logs and golden files.
func (pl Placement) String() string {
	s := fmt.Sprintf("%s at (%d,%d) facing %s", pl.Creature.Kind, pl.At.X, pl.At.Y, pl.Facing)
	if pl.Leader {
		s += " (Leader)"
	}
	return s
}
