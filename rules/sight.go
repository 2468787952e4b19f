package rules

import (
	"slices"
	"sync"

	"dun/board"
)

// Line of sight between figures (page 31), on top of the board's sight
// lines: the rules add who looks from how high, which way the viewer faces,
// and which figures stand in the way.
//
//   - The viewer's eye is the top of its figure: the level it stands on
//     (furniture it climbed included) plus its size; a flying figure is at
//     height 4 above its floor, both as viewer and as target.
//   - The target's top is worked out the same way, so an element blocks the
//     line only when it reaches both the viewer's eye and the target's top
//     (a taller or raised target is seen over it).
//   - Other figures block like elements of their size but never give
//     cover; knocked-down figures lie on the floor and block nothing
//     (page 42); knocked-out ones are not on the board.
//   - The viewer sees nothing behind it (the board's BodyInBack, page 32):
//     a target is behind only if all its squares are, since the line may
//     end on any of them; otherwise the line may run between any square of
//     the viewer and any of the target (page 31, bases of 2x2).

// Sighting is what a figure sees of another.
type Sighting struct {
	// Visible: a line of sight exists.
	Visible bool `json:"visible"`
	// Cover is the cover the target has against the viewer, when Visible.
	Cover board.Cover `json:"cover"`
	// Behind: the target is wholly behind the viewer, so no line is drawn
	// until the viewer turns.
	Behind bool `json:"behind,omitempty"`
}

// Sight reports whether figure viewer sees figure target where they stand,
// facing as they face, and with what cover (page 31). It fails only when
// a figure does not exist or is not on the board.
func Sight(s State, viewer, target string) (Sighting, error) {
	v, err := sightOf(s, viewer, target)
	return v, settled(err)
}

func sightOf(s State, viewer, target string) (Sighting, error) {
	if err := s.checkShape(); err != nil {
		return Sighting{}, refuse(CodeBadState, "the game state is broken: %v", "el estado de la partida está dañado: %v", err.Error())
	}
	return sight(&s, viewer, target)
}

// sight is Sight without the check of the state's shape, for the rules'
// own use on a state Apply checked, which may be between two steps of an
// attack (a strike in progress with no question open yet).
func sight(sp *State, viewer, target string) (Sighting, error) {
	s := *sp
	vi, ti := s.figure(viewer), s.figure(target)
	if vi < 0 {
		return Sighting{}, unknownFigure(viewer)
	}
	if ti < 0 {
		return Sighting{}, unknownFigure(target)
	}
	v, t := &s.Figures[vi], &s.Figures[ti]
	for _, f := range [...]*Figure{v, t} {
		if !f.Present() {
			return Sighting{}, refuse(CodeCannotAct, "%s is knocked out and not on the board", "%s está fuera de combate y no está en el tablero", f.name())
		}
	}
	if vi == ti {
		return Sighting{Visible: true}, nil
	}
	g := s.Board
	var fb, tb [4]int // a base covers at most 4 squares: no allocation
	from, to := appendBaseIndexes(fb[:0], g, v), appendBaseIndexes(tb[:0], g, t)
	if g.BodyInBack(from, v.Facing, to) {
		return Sighting{Behind: true}, nil
	}
	// The figures' heights, a board-sized table, in memory kept from one
	// sight check to the next: the ADP asks thousands a game.
	bp := blockerTables.Get().(*[]uint8)
	defer blockerTables.Put(bp)
	*bp = sightBlockersInto((*bp)[:0], &s, vi, ti)
	look := board.Look{Eye: riderTop(&s, vi, sightTop(g, v, from)), Target: riderTop(&s, ti, sightTop(g, t, to)), Figures: *bp}
	seen := g.SightBetween(from, to, look)
	if !seen.Visible || !darkSight(&s, v, t) {
		return Sighting{}, nil
	}
	return Sighting{Visible: true, Cover: seen.Cover}, nil
}

// baseIndexes lists the square indexes of f's base.
func baseIndexes(g *board.Grid, f *Figure) []int {
	// A base covers at most 4 squares. The constant size lets a caller
	// that keeps nothing have the list on its stack: it is asked for
	// every step of every move (adjacency, ladders, defensive shots).
	return appendBaseIndexes(make([]int, 0, 4), g, f)
}

// appendBaseIndexes appends the square indexes of f's base to dst.
func appendBaseIndexes(dst []int, g *board.Grid, f *Figure) []int {
	var sq [4]board.Pos
	for _, p := range f.Squares(sq[:0]) {
		dst = append(dst, g.Index(p))
	}
	return dst
}

// BasesTouch reports whether a square of f's base is on or next to one
// of g's: two figures' bases are adjacent (board.Grid.FiguresAdjacent),
// and Adjacent can say true, only then. It reads the figures alone, so a
// caller asks it before Adjacent, which checks the whole state.
func (f *Figure) BasesTouch(g *Figure) bool {
	nf, ng := f.Span(), g.Span()
	return g.At.X <= f.At.X+nf && f.At.X <= g.At.X+ng && g.At.Y <= f.At.Y+nf && f.At.Y <= g.At.Y+ng
}

// sightTop is the absolute height of the top of figure f on the given
// squares of its base: the highest of them, or height 4 above the floor
// for a flyer.
func sightTop(g *board.Grid, f *Figure, squares []int) int {
	top := 0
	for _, i := range squares {
		t := g.FigureTop(i, f.Size)
		if f.Flying() {
			t = g.FlyingTop(i, f.Size)
		}
		top = max(top, t)
	}
	return top
}

// sightBlockers is the board's per-square figure heights for a line between
// figures vi and ti: every other figure on the board that stands (present
// and not knocked down), at the top of its size.
func sightBlockers(s *State, vi, ti int) []uint8 {
	return sightBlockersInto(nil, s, vi, ti)
}

// blockerTables keeps sight's tables of sightBlockers.
var blockerTables = sync.Pool{New: func() any { return new([]uint8) }}

// sightBlockersInto is sightBlockers in dst's memory when it has room.
func sightBlockersInto(dst []uint8, s *State, vi, ti int) []uint8 {
	g := s.Board
	figs := slices.Grow(dst[:0], g.Len())[:g.Len()]
	clear(figs)
	var sq [4]board.Pos
	for i := range s.Figures {
		f := &s.Figures[i]
		if i == vi || i == ti || !f.Present() || f.Conditions.Has(KnockedDown) {
			continue
		}
		if p := partnerOf(s, i); p >= 0 && (p == vi || p == ti) {
			continue // the viewer's or the target's own mount or rider
		}
		// A swarm of Vermin on its large base hides no more than an
		// average figure (page 116).
		low := f.Size > SizeAverage && f.HasSkill(skillVermin)
		for _, p := range f.Squares(sq[:0]) {
			k := g.Index(p)
			top := g.FigureTop(k, f.Size)
			if low {
				top = g.StandLevel(k, board.MoverOf(f.Size)) + SizeAverage
			}
			figs[k] = max(figs[k], uint8(min(max(riderTop(s, i, top), 1), 255)))
		}
	}
	return figs
}

// Adjacent reports whether figures a and b are adjacent where they stand
// (page 19): the board's FiguresAdjacent, with walls, closed doors and
// impassable corners between them, and more than one level of height
// unless the lower is Huge. With actions set it answers for actions and
// movement (attacks, melee range, engagement), which the edge of a
// staircase also parts; without it, the plain question ("Shara is adjacent
// to the orc, but cannot attack it"). It is false for unknown or
// knocked-out figures and for a figure with itself.
func Adjacent(s State, a, b string, actions bool) bool {
	// What makes the answer false without reading the board comes before
	// the state's shape check, which would only make it false too: the
	// Artificial Dark Player asks after every enemy of every move it
	// looks at, most of them far.
	ai, bi := s.figure(a), s.figure(b)
	if ai < 0 || bi < 0 || ai == bi {
		return false
	}
	fa, fb := &s.Figures[ai], &s.Figures[bi]
	if !fa.Present() || !fb.Present() || !fa.BasesTouch(fb) {
		return false
	}
	if s.checkShape() != nil {
		return false
	}
	g := s.Board
	var ab, bb [4]int // asked for every enemy of every move the ADP looks at
	return g.FiguresAdjacent(appendBaseIndexes(ab[:0], g, fa), fa.Size, appendBaseIndexes(bb[:0], g, fb), fb.Size, actions)
}
