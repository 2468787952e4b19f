package board

import "math/bits"

// Line of sight and cover (page 31).
//
// Sight runs along the segment joining two square centres and looks at
// every square whose inside it crosses, every edge it crosses and every
// lattice corner it passes exactly through (see ray.walk), with integers
// only.
//
// Heights are absolute throughout: a floor level plus what stands on it.
// That lets one comparison settle both halves of the blocking rule, the
// viewer's own height and the exception for a taller or raised target: a
// blocker whose top reaches both the viewer's eye and the target's top
// stops sight; anything lower is looked over by the viewer or seen past to
// the target. A target in an elevated position is one whose stand level
// raises its top.

// Look is what a sight check needs beyond the board: how high the viewer
// looks from, how high the target reaches, and which squares hold figures.
type Look struct {
	// Eye is the viewer's absolute height: its stand level plus its height
	// (see FigureTop).
	Eye int
	// Target is the absolute top of the target (FigureTop, or FlyingTop for
	// a figure in flight).
	Target int
	// Figures holds, per square, the absolute top of the figure standing
	// there (FigureTop), 0 for none: one entry per square of the grid, or
	// nil for no figures at all. Figures block sight like elements but
	// never give cover, which is why they are kept apart from the grid's
	// elements. The rules leave out figures that do not block (Knocked
	// Down ones, page 42) and may fill the layer once for many checks.
	Figures []uint8
}

// Seen is the outcome of a sight check.
type Seen struct {
	Visible bool
	Cover   Cover // meaningful only when Visible
}

// better reports whether s is a better outcome for the viewer than t:
// visible beats hidden, and less cover beats more.
func (s Seen) better(t Seen) bool {
	if s.Visible != t.Visible {
		return s.Visible
	}
	return s.Visible && s.Cover < t.Cover
}

// FigureTop is the absolute height of the top of a figure of the given size
// (1 small to 4 huge) standing on square i: the level it stands at, furniture
// climbed included, plus its height. It serves as a viewer's Eye, a target's
// top, and a figure's entry in Look.Figures.
func (g *Grid) FigureTop(i, size int) int {
	return g.StandLevel(i, MoverOf(size)) + size
}

// FlyingTop is the top of a flying figure above square i. The rulebook puts
// every flyer at height 4 so that only obstacles of that height hide it; a
// flyer above a raised floor keeps the floor's level, and one already
// taller (a flying Huge creature) keeps its own height.
func (g *Grid) FlyingTop(i, size int) int {
	top := int(g.sq[i].Level) + HeightWall
	if t := g.FigureTop(i, size); t > top {
		return t
	}
	return top
}

// Sight reports whether a viewer on square from sees a target on square to,
// and with what cover. It ignores facing (see InBack and BodyInBack), since
// some rules ask only whether a figure could be seen at any moment of an
// activation, turning as it likes. Sight is blocked by walls and closed
// doors the segment crosses, impassable squares, and elements or figures
// whose top reaches both l.Eye and l.Target; at a corner the segment passes
// exactly through, only when both ways round it are blocked. The two end
// squares never block. When both tops are equal the answer is the same
// both ways round.
//
// Sight does not allocate. For figures on more than one square use
// SightBetween, which also keeps a figure's own squares from hiding it.
func (g *Grid) Sight(from, to int, l Look) Seen {
	// The common outcomes return here, without a second call.
	switch st := g.fast(from, to, l.Figures); st {
	case fastHidden:
		return Seen{}
	case fastVisible:
		return Seen{Visible: true}
	default:
		return g.settle(st, from, to, max(l.Eye, l.Target), l.Figures, nil, nil)
	}
}

// SightBetween is Sight for figures on several squares (Large and Huge bases,
// page 31: the line may start from the centre of any of the viewer's
// squares). It tries every pair of a square of from and a square of to and
// returns the best outcome for the viewer: visible if any pair is, with the
// least cover found. The squares of both figures are transparent, and cover
// counts an obstacle next to any square of the target.
func (g *Grid) SightBetween(from, to []int, l Look) Seen {
	best := Seen{}
	thr := max(l.Eye, l.Target)
	for _, a := range from {
		for _, b := range to {
			s := g.settle(g.fast(a, b, l.Figures), a, b, thr, l.Figures, from, to)
			if s.better(best) {
				best = s
				if best.Visible && best.Cover == NoCover {
					return best
				}
			}
		}
	}
	return best
}

// settle gives the outcome of sight from square from to square to once
// Grid.fast has had its say (st). Elements and figures whose top reaches
// thr block. self and target, when not nil, are the viewer's and the
// target's squares: transparent, and the target's all count for cover.
func (g *Grid) settle(st, from, to, thr int, figs []uint8, self, target []int) Seen {
	switch st {
	case fastHidden:
		return Seen{}
	case fastVisible:
		return Seen{Visible: true}
	case fastGrazed:
		if target == nil {
			return Seen{Visible: true, Cover: g.rockCover(from, to)}
		}
	}
	r := ray{g: g, from: from, to: to, thr: thr, figs: figs, self: self, target: target}
	return r.walk()
}

// Outcomes of Grid.fast.
const (
	fastHidden = iota
	fastVisible
	fastGrazed // visible, past the corner of some rock (see rockCover)
	fastMore   // something is in the way that needs the whole rule
)

// fast settles sight between two squares when the way holds nothing but
// open floor and solid rock, the usual case; it gives up (fastMore) at the
// first wall, door, element, figure, or corner with something beside it,
// and ray.walk then applies the whole rule from the start.
//
// It is kept apart from the rest, and makes no call, because Go keeps no
// register across a call: a call in the loop, or values the rest of the
// rule would need afterwards, would have the loop spill its state on every
// step and run at half speed. For the same reason it walks west to east
// whichever way it was asked, which it may since floor and rock look the
// same from both ends, so the step along x is always +1.
func (g *Grid) fast(from, to int, figs []uint8) int {
	if from == to {
		return fastVisible
	}
	w := g.w
	fy, ty := g.row(from), g.row(to)
	dy := ty - fy
	dx := to - from - dy*w
	if dx < 0 {
		from, to, dx, dy = to, from, -dx, -dy
	}
	// sy steps the index across a horizontal lattice line; the edge
	// crossed is the south edge of the square, or going north that of
	// the square above: south[k+sy&(sy>>63)], derived at each use to
	// keep a register free.
	sy := w
	if dy < 0 {
		dy, sy = -dy, -w
	}
	// Slicing to one length lets a single value bound every index, and
	// reading no figures as a layer of zeros spares a test per step.
	n := len(g.sq)
	sq, east, south := g.sq[:n], g.east[:n], g.south[:n]
	if figs == nil {
		if n > len(noFigures) {
			return fastMore
		}
		figs = noFigures[:n]
	}
	figs = figs[:n]
	dec := dy - dx // see ray
	dx2, dy2 := 2*dx, 2*dy
	k := from
	grazed := false
	for {
		if dec < 0 {
			if east[k].Kind != Open {
				return fastMore
			}
			k++
			dec += dy2
		} else if dec > 0 {
			if south[k+sy&(sy>>63)].Kind != Open {
				return fastMore
			}
			k += sy
			dec -= dx2
		} else {
			// A corner, with squares h and v beside it. One test at
			// a time keeps few values alive at once.
			h, v := k+1, k+sy
			rh, rv := sq[h].Terrain == Impassable, sq[v].Terrain == Impassable
			if rh && rv {
				return fastHidden
			}
			grazed = grazed || rh || rv
			if sq[h].Element != 0 || sq[v].Element != 0 || figs[h] != 0 || figs[v] != 0 ||
				east[k].Kind != Open || south[k+sy&(sy>>63)].Kind != Open || south[h+sy&(sy>>63)].Kind != Open || east[v].Kind != Open {
				return fastMore
			}
			k += 1 + sy
			dec += dy2 - dx2
		}
		if k == to {
			if grazed {
				return fastGrazed
			}
			return fastVisible
		}
		s := &sq[k]
		if s.Terrain == Impassable {
			return fastHidden
		}
		if s.Element != 0 || figs[k] != 0 {
			return fastMore
		}
	}
}

// rockCover is the cover of a target on square to seen from square from
// when the segment between them grazes rock and nothing else: heavy when
// a grazed rock square is next to the target. Those are rock neighbours of
// the target one of whose corners the segment passes through.
func (g *Grid) rockCover(from, to int) Cover {
	a, b := g.Pos(from), g.Pos(to)
	// Doubled coordinates, as in ray: the segment runs from centre A
	// along D; a lattice point P is on it when (P-A) x D = 0.
	ax, ay := 2*a.X+1, 2*a.Y+1
	dx, dy := 2*(b.X-a.X), 2*(b.Y-a.Y)
	for d := North; d <= NorthWest; d++ {
		r, ok := g.Neighbor(to, d)
		if !ok || r == from || g.sq[r].Terrain != Impassable {
			continue
		}
		p := g.Pos(r)
		for c := 0; c < 4; c++ {
			px, py := 2*(p.X+c&1), 2*(p.Y+c>>1)
			if (px-ax)*dy != (py-ay)*dx {
				continue
			}
			// On the line; on the segment when between the ends.
			if t := (px-ax)*dx + (py-ay)*dy; t > 0 && t < dx*dx+dy*dy {
				return HeavyCover
			}
		}
	}
	return NoCover
}

// noFigures stands for a nil Look.Figures in the fast loop of sight. It is
// never written.
var noFigures [1 << 16]uint8

// ray is a sight check that Grid.fast could not settle.
type ray struct {
	g             *Grid
	from, to, thr int
	figs          []uint8
	self, target  []int
}

// walk applies the whole rule along the segment from r.from to r.to.
//
// The segment is walked in doubled coordinates (a square's centre at 2x+1,
// lattice lines at even values). It meets a vertical lattice line at
// parameter (2i+1)/(2dx) and a horizontal one at (2j+1)/(2dy), so
// dec = (2i+1)*dy - (2j+1)*dx, after i vertical and j horizontal lines,
// tells with integers only which comes next: negative, a vertical line
// (the next square is east or west); positive, a horizontal one; zero, both
// at once, through a corner. That visits every square whose inside the
// segment crosses and every corner it passes exactly through.
func (r *ray) walk() Seen {
	g, to, thr, figs, self, target := r.g, r.to, r.thr, r.figs, r.self, r.target
	w := g.w
	dy := g.row(to) - g.row(r.from)
	dx := to - r.from - dy*w
	// sx and sy step the index across a vertical and a horizontal line.
	// The edge crossed is g.east[k+sx>>1] or g.south[k+sy&(sy>>63)]: the
	// square's own east or south edge going forward, its neighbour's
	// going back.
	sx, sy := 1, w
	if dx < 0 {
		dx, sx = -dx, -1
	}
	if dy < 0 {
		dy, sy = -dy, -w
	}
	dec := dy - dx
	k := r.from
	cover := NoCover
	for {
		if dec < 0 {
			if g.east[k+sx>>1].BlocksSight() {
				return Seen{}
			}
			k += sx
			dec += 2 * dy
		} else if dec > 0 {
			if g.south[k+sy&(sy>>63)].BlocksSight() {
				return Seen{}
			}
			k += sy
			dec -= 2 * dx
		} else {
			var blocked bool
			if cover, blocked = g.corner(k, sx, sy, cover, to, thr, figs, self, target); blocked {
				return Seen{}
			}
			k += sx + sy
			dec += 2 * (dy - dx)
		}
		if k == to {
			return Seen{Visible: true, Cover: cover}
		}
		s := &g.sq[k]
		if s.Terrain == Impassable {
			return Seen{}
		}
		if s.Element != 0 || (figs != nil && figs[k] != 0) {
			var blocked bool
			if cover, blocked = g.square(k, cover, to, thr, figs, self, target); blocked {
				return Seen{}
			}
		}
	}
}

// square settles a square the segment crosses that holds an element or a
// figure: whether it blocks, and otherwise what cover it gives.
func (g *Grid) square(k int, cover Cover, to, thr int, figs []uint8, self, target []int) (Cover, bool) {
	if in(k, self) || in(k, target) {
		return cover, false
	}
	s := &g.sq[k]
	if e := g.sightElement(s); e != nil {
		if int(s.Level)+int(e.Height) >= thr {
			return cover, true
		}
		if e.Cover > cover && g.elementNear(s.Element, to, target) {
			cover = e.Cover
		}
	}
	return cover, figs != nil && figs[k] != 0 && int(figs[k]) >= thr
}

// corner settles the corner the segment passes through when stepping
// diagonally from square k. There are two ways round it: past square h,
// crossing the edges k|h and h|next, or past v, crossing k|v and v|next.
// The corner blocks sight when both ways are blocked; otherwise what
// stands there may give cover: the walls meeting at the corner (heavy, as
// the frame of a door is part of its wall), impassable squares (heavy), and
// elements by their own cover whether or not they block, as the rulebook's
// bed corner shows. Figures block but give no cover.
func (g *Grid) corner(k, sx, sy int, cover Cover, to, thr int, figs []uint8, self, target []int) (Cover, bool) {
	h, v := k+sx, k+sy
	sh, sv := &g.sq[h], &g.sq[v]
	kh, hn := &g.east[k+sx>>1], &g.south[h+sy&(sy>>63)]
	kv, vn := &g.south[k+sy&(sy>>63)], &g.east[v+sx>>1]
	hk1, hk2, vk1, vk2 := edgeBlocks(kh), edgeBlocks(hn), edgeBlocks(kv), edgeBlocks(vn)
	wh := sh.Terrain == Impassable || hk1 || hk2
	wv := sv.Terrain == Impassable || vk1 || vk2
	if (wh || g.opaque(h, thr, figs, self, target)) && (wv || g.opaque(v, thr, figs, self, target)) {
		return cover, true
	}
	if cover == HeavyCover {
		return cover, false
	}
	if hk1 || hk2 || vk1 || vk2 {
		// The corner point, in lattice coordinates, and the far end
		// of each wall arm meeting there.
		w := g.w
		ky := g.row(k)
		kx := k - ky*w
		ux, uy := 1, 1 // unit steps along x and y
		px, py := kx+1, ky+1
		if sx < 0 {
			ux, px = -1, kx
		}
		if sy < 0 {
			uy, py = -1, ky
		}
		// k|h runs back along y, h|next forward along x, k|v back
		// along x, v|next forward along y.
		if (hk1 && g.armNear(px, py, px, py-uy, to, target)) ||
			(hk2 && g.armNear(px, py, px+ux, py, to, target)) ||
			(vk1 && g.armNear(px, py, px-ux, py, to, target)) ||
			(vk2 && g.armNear(px, py, px, py+uy, to, target)) {
			return HeavyCover, false
		}
	}
	for _, j := range [2]int{h, v} {
		s := &g.sq[j]
		if in(j, self) || in(j, target) {
			continue
		}
		switch {
		case s.Terrain == Impassable:
			if g.squareNear(j, to, target) {
				return HeavyCover, false
			}
		case g.sightElement(s) != nil:
			if e := g.sightElement(s).Cover; e > cover && g.elementNear(s.Element, to, target) {
				cover = e
			}
		}
	}
	return cover, false
}

// opaque reports whether square j, beside a corner, stops sight by what
// stands on it (impassable terrain is tested by the caller).
func (g *Grid) opaque(j, thr int, figs []uint8, self, target []int) bool {
	if in(j, self) || in(j, target) {
		return false
	}
	s := &g.sq[j]
	if e := g.sightElement(s); e != nil && int(s.Level)+int(e.Height) >= thr {
		return true
	}
	return figs != nil && figs[j] != 0 && int(figs[j]) >= thr
}

// edgeBlocks is Edge.BlocksSight with the common open edge tested first.
func edgeBlocks(e *Edge) bool { return e.Kind != Open && e.BlocksSight() }

// in reports whether square k is one of set.
func in(k int, set []int) bool {
	for _, s := range set {
		if s == k {
			return true
		}
	}
	return false
}

// squareNear reports whether square j is a king neighbour of the target
// (of any of its squares, when target is not nil).
func (g *Grid) squareNear(j, to int, target []int) bool {
	w := g.w
	jx, jy := j%w, j/w
	near := func(t int) bool {
		tx, ty := t%w, t/w
		return abs(tx-jx) <= 1 && abs(ty-jy) <= 1
	}
	if target == nil {
		return near(to)
	}
	for _, t := range target {
		if near(t) {
			return true
		}
	}
	return false
}

// elementNear reports whether element id (1 + index, as in Square.Element)
// has a square next to the target: a bed crossed at its far end still
// covers a target lying against its near end.
func (g *Grid) elementNear(id uint16, to int, target []int) bool {
	if target == nil {
		return g.elementBeside(id, to)
	}
	for _, t := range target {
		if g.elementBeside(id, t) {
			return true
		}
	}
	return false
}

func (g *Grid) elementBeside(id uint16, t int) bool {
	w, h := g.w, g.h
	tx, ty := t%w, t/w
	for y := ty - 1; y <= ty+1; y++ {
		if y < 0 || y >= h {
			continue
		}
		for x := tx - 1; x <= tx+1; x++ {
			if x < 0 || x >= w || (x == tx && y == ty) {
				continue
			}
			if g.sq[y*w+x].Element == id {
				return true
			}
		}
	}
	return false
}

// armNear reports whether the wall arm from lattice point (px,py) to (ax,ay)
// touches the target's square: it lies along one of its sides or ends at one
// of its corners. A door jamb at the corner of the target's square covers it
// (page 37), a wall corner two squares away does not.
func (g *Grid) armNear(px, py, ax, ay, to int, target []int) bool {
	w := g.w
	touch := func(t int) bool {
		tx, ty := t%w, t/w
		return (px >= tx && px <= tx+1 && py >= ty && py <= ty+1) ||
			(ax >= tx && ax <= tx+1 && ay >= ty && ay <= ty+1)
	}
	if target == nil {
		return touch(to)
	}
	for _, t := range target {
		if touch(t) {
			return true
		}
	}
	return false
}

// recip[w] = floor(2^64/w) + 1, so that the high word of n*recip[w] is n/w
// for every n below 2^32: a multiplication instead of a division, which
// costs several times more and sits at the start of every sight check.
var recip = func() (r [257]uint64) {
	for w := uint64(2); w < uint64(len(r)); w++ {
		r[w] = ^uint64(0)/w + 1
	}
	return r
}()

// row is i / g.w.
func (g *Grid) row(i int) int {
	if w := g.w; w < len(recip) && w > 1 {
		hi, _ := bits.Mul64(uint64(i), recip[w])
		return int(hi)
	}
	return i / g.w
}

// sightElement is the element on s that matters to sight: nil when there
// is none or it obstructs nothing (a treasure chest, page 73).
func (g *Grid) sightElement(s *Square) *Element {
	if s.Element == 0 {
		return nil
	}
	if e := &g.elems[s.Element-1]; !e.NoObstacle {
		return e
	}
	return nil
}
