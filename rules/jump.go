package rules

import (
	"fmt"

	"dun/board"
)

// Great jumps (page 23, Action 8). A figure next to a pit may jump over it,
// in a straight line (one of the eight directions), across one to three
// pit squares, to a free square on the far side: an Agility test, -1 when
// the pit is wider than one square and -1 when an enemy is adjacent. The
// jump is part of the move: each square jumped over and the landing square
// cost one Movement point, and the figure may walk before and after it
// within its allowance. A failed jump drops the figure into the pit, on
// the square of the line nearest the landing square (a fall, page 28), and
// its activation ends.
//
// A cliff is jumped as a pit is: the squares crossed may be floor more
// than a level below the jumper, and a jump may go down to a lower floor
// next to him, which no step reaches; a failure falls as many levels as
// the figure drops (R935). With no free square left to land on, the
// figure may land on an occupied one by pushing its figure away
// (leap_push.go, R932); an ally with a rope may make a failed jump good
// (rope.go). A 2x2 base jumps as a whole, and never falls into a pit
// (jump_large.go, R1010); no figure jumps out of deep water (R1011).

const ruleJump = "jump"

// MaxJumpWidth is the widest pit a great jump may clear (page 23).
const MaxJumpWidth = 3

// Leap is a great jump or a climb waiting for its test to be final.
type Leap struct {
	// To is where the figure lands if the test passes.
	To board.Pos `json:"to"`
	// Fall is the pit square it drops onto if a jump fails.
	Fall board.Pos `json:"fall"`
	// Width is the pit squares jumped over (0 for a climb).
	Width int `json:"width,omitempty"`
	// Roped is the Seq of the failed roll an ally with a rope was asked
	// to make good (rope.go); 0 before.
	Roped int `json:"roped,omitempty"`
	// Passed is the Seq of the roll that made the leap, once it waits for
	// the figure on its landing square to be pushed away (leap_push.go).
	Passed int `json:"passed,omitempty"`
	// Climb is set for a climb out of a pit waiting so.
	Climb bool `json:"climb,omitempty"`
}

// jumpPlan is a legal jump worked out from its landing square.
type jumpPlan struct {
	width int
	fall  board.Pos
}

// planJump checks that the active figure fi may jump to to now, and returns
// the plan. It does not look at the Action (spendAction does). An
// occupied landing square is allowed when its figure may be pushed away
// and no free square is left to land on (landingPlacement).
func planJump(s *State, fi int, a *Activation, to board.Pos) (jumpPlan, *RuleError) {
	return planJumpAt(s, fi, a, to, true)
}

// anyFreeJump reports whether figure fi has a great jump to a free square.
func anyFreeJump(s *State, fi int, a *Activation) bool {
	f := &s.Figures[fi]
	for d := board.North; d <= board.NorthWest; d++ {
		if next := f.At.Add(d); !jumpable(s.Board, f, next) {
			continue
		}
		v := d.Vec()
		for k := 1; k <= MaxJumpWidth+1; k++ {
			to := board.Pos{X: f.At.X + k*v.X, Y: f.At.Y + k*v.Y}
			if _, err := planJumpAt(s, fi, a, to, false); err == nil {
				return true
			}
		}
	}
	return false
}

// planJumpAt is planJump; push false refuses an occupied landing square.
func planJumpAt(s *State, fi int, a *Activation, to board.Pos, push bool) (jumpPlan, *RuleError) {
	f := &s.Figures[fi]
	g := s.Board
	if err := climbingRider(s, f); err != nil {
		return jumpPlan{}, err
	}
	if err := lying(f); err != nil {
		return jumpPlan{}, err
	}
	if k, no := forbidden(f, ruleJump); no {
		return jumpPlan{}, s.refuse(CodeCannotJump, "%s never does this (%s)", "%s nunca hace esto (%s)", f.name(), k.name)
	}
	if k := carrying(s, f.ID, false); k >= 0 && s.Scene.Carried[k].Helper != "" {
		return jumpPlan{}, s.refuse(CodeCannotJump, "%s carries a body with a helper: two carriers do not jump (R936)", "%s carga con un cuerpo junto con otro: dos porteadores no saltan (R936)", f.name())
	}
	if inPit(g, f.At, f.baseSize()) {
		return jumpPlan{}, s.refuse(CodeInPit, "%s is in a pit: it must climb out first", "%s está en un foso: primero debe trepar para salir", f.name())
	}
	// Deep water is swum (page 20): no floor under a swimmer to spring
	// from. An aquatic animal walks it as floor and a flyer is above it
	// (R705, R704).
	if wetBase(g, f.At, f.baseSize()) && !aquatic(f) && !f.Flying {
		return jumpPlan{}, s.refuse(CodeCannotJump, "%s is in deep water, swimming: a great jump needs a floor to spring from (R1011)", "%s está en aguas profundas, nadando: un gran salto necesita suelo desde el que impulsarse (R1011)", f.name())
	}
	if err := standsStill(f, a); err != nil {
		return jumpPlan{}, err
	}
	if a.Run != nil {
		return jumpPlan{}, s.refuse(CodeActionUsed, "%s has already used its Action (%s)", "%s ya ha usado su Acción (%s)", f.name(), ruleRun)
	}
	if f.Span() > 1 {
		return planBigJump(s, fi, a, to)
	}
	dx, dy := to.X-f.At.X, to.Y-f.At.Y
	n := board.Chebyshev(f.At, to)
	fall := board.Pos{X: -1}
	if !g.In(to) {
		return jumpPlan{}, s.refuse(CodeIllegalMove, "%v is off the board", "%v queda fuera del tablero", to)
	}
	// A jump down to a lower floor (page 23) lands on the next square,
	// more than a level below: no step reaches it (R935).
	descent := n == 1 && g.Adjacent(g.Index(f.At), g.Index(to)) && g.Square(to).Terrain != board.Pit &&
		gapBelow(g, f, to)
	if (dx != 0 && dy != 0 && absInt(dx) != absInt(dy)) || n < 2 && !descent || n > MaxJumpWidth+1 {
		return jumpPlan{}, s.refuse(CodeCannotJump, "%v is not across a pit or a drop in a straight line from %v, 1 to %d squares wide, nor a lower floor next to it", "%v no está al otro lado de un foso o un desnivel en línea recta desde %v, de 1 a %d casillas de ancho, ni es un piso más bajo junto a él", to, f.At, MaxJumpWidth)
	}
	if descent {
		fall, push = to, false // a failed descent falls onto its landing square
	}
	step := board.Pos{X: sign(dx), Y: sign(dy)}
	prev := f.At
	for k := 1; k <= n; k++ {
		p := add(prev, step)
		if !g.Adjacent(g.Index(prev), g.Index(p)) {
			return jumpPlan{}, s.refuse(CodeCannotJump, "a wall or closed door stands between %v and %v", "un muro o una puerta cerrada separa %v de %v", prev, p)
		}
		if k < n {
			// A floor crossed must be a chasm, below both edges: a jump
			// over a floor to the same floor is a descent onto the first.
			m := f.Mover()
			if g.Square(p).Terrain != board.Pit && (!gapBelow(g, f, p) || g.StandLevel(g.Index(p), m) >= g.StandLevel(g.Index(to), m)-1) {
				return jumpPlan{}, s.refuse(CodeCannotJump, "%v is neither a pit nor a drop between two edges: a great jump clears only those", "%v no es un foso ni un desnivel entre dos bordes: un gran salto solo salva eso", p)
			}
			if !occupiedBy(s, fi, p) {
				fall = p
			}
		}
		prev = p
	}
	if g.Square(to).Terrain == board.Pit {
		return jumpPlan{}, s.refuse(CodeCannotJump, "%v is in the pit: the jump must land beyond it", "%v está en el foso: el salto debe caer más allá", to)
	}
	if int(g.Square(to).Level) > int(g.Square(f.At).Level) {
		return jumpPlan{}, s.refuse(CodeCannotJump, "%v is higher than %v: a great jump never lands higher than it started", "%v está más alto que %v: un gran salto nunca termina más alto de donde empezó", to, f.At)
	}
	if s.Explore != nil && !s.SectionRevealed(g.Square(to).Section) && arrowOnJump(s, f.At, to) < 0 {
		return jumpPlan{}, s.refuse(CodeNoPath, "%v is in a section not yet revealed", "%v está en una sección aún no revelada", to)
	}
	if err := landingPlacement(s, fi, to, push, func() bool { return anyFreeJump(s, fi, a) }); err != nil {
		return jumpPlan{}, err
	}
	if left := a.Remaining(); n > left {
		return jumpPlan{}, s.refuse(CodeTooFar, "the jump to %v costs %d Movement points; %s has %d left", "el salto a %v cuesta %d puntos de Movimiento; a %s le quedan %d", to, n, f.name(), left)
	}
	if fall.X < 0 {
		return jumpPlan{}, s.refuse(CodeOccupied, "figures fill the pit under the jump: there is nowhere to fall", "hay figuras en todo el foso bajo el salto: no hay dónde caer")
	}
	return jumpPlan{width: n - 1, fall: fall}, nil
}

// jumpable reports whether square p, next to figure f, is a pit or a
// drop a great jump may go over or down.
func jumpable(g *board.Grid, f *Figure, p board.Pos) bool {
	return g.In(p) && (g.Square(p).Terrain == board.Pit || gapBelow(g, f, p))
}

// gapBelow reports whether square p is a drop a figure standing where f
// does jumps over or down to, not a step: an enterable floor more than
// one level below its feet (page 23: "a pit or a cliff ... or even
// descend to a lower floor"; R935).
func gapBelow(g *board.Grid, f *Figure, p board.Pos) bool {
	if !g.In(p) {
		return false
	}
	m := f.Mover()
	i := g.Index(p)
	return g.Square(p).Terrain != board.Pit && g.Enterable(i, m) && g.StandLevel(i, m) < g.StandLevel(g.Index(f.At), m)-1
}

// arrowOnJump returns the index of an exploration arrow on the pit squares
// a jump from from to to clears that leads to the landing square's
// section, or -1: a pit trap opened on an arrow may be jumped into the
// section it leads to, which is revealed on landing (page 48, "Maximum
// uncertainty").
func arrowOnJump(s *State, from, to board.Pos) int {
	x := s.Explore
	g := s.Board
	if x == nil || !g.In(to) {
		return -1
	}
	sec := g.Square(to).Section
	step := board.Pos{X: sign(to.X - from.X), Y: sign(to.Y - from.Y)}
	for p := add(from, step); p != to && g.In(p); p = add(p, step) {
		if k := arrowAt(x, p); k >= 0 && x.Arrows[k].To == sec && g.Square(p).Terrain == board.Pit {
			return k
		}
	}
	return -1
}

// occupiedBy reports whether a present figure other than fi covers p.
func occupiedBy(s *State, fi int, p board.Pos) bool {
	for i := range s.Figures {
		if i != fi && s.Figures[i].Present() && s.Figures[i].Covers(p) {
			return true
		}
	}
	return false
}

func absInt(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// jumpModifiers are the circumstances of page 23.
func jumpModifiers(s *State, fi int, width int) []Modifier {
	var mods []Modifier
	if width > 1 {
		mods = append(mods, Modifier{Value: -1, Why: Text{En: "jumping over more than one square", Es: "saltar más de una casilla"}})
	}
	if enemyAdjacent(s, fi, s.Figures[fi].At) {
		mods = append(mods, Modifier{Value: -1, Why: Text{En: "jumping next to an enemy", Es: "saltar junto a un enemigo"}})
	}
	return mods
}

func (c Jump) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	p, rerr := planJump(e.s, fi, a, c.To)
	if rerr != nil {
		return rerr
	}
	if err := e.spendAction(f, a, ruleJump); err != nil {
		return err
	}
	a.Leap = &Leap{To: c.To, Fall: p.fall, Width: p.width}
	e.emit(JumpDeclared{Figure: f.ID, From: f.At, To: c.To, Width: p.width})
	r, err := e.test(fi, ruleJump, Agility, 0, testSkillMods(e.s, fi, Agility, ruleJump, jumpModifiers(e.s, fi, p.width))...)
	if err != nil {
		return err
	}
	return e.offerFortune(f, r, r.failed())
}

// settleJump applies a final jump test: the figure lands and may go on
// moving, or falls into the pit.
func settleJump(e *env, r RollRecord) error {
	fi, l, err := e.takeLeap(r, Text{En: "jump", Es: "salto"})
	if err != nil {
		return err
	}
	if r.failed() {
		if l.Roped == 0 && e.offerRope(fi, l, r) {
			return nil
		}
		return e.jumpFails(fi, l, r.Seq)
	}
	if carrying(e.s, e.s.Figures[fi].ID, false) >= 0 {
		return e.jumpWithBody(fi, l)
	}
	return e.jumpLands(fi, l, r.Seq)
}

// jumpFails drops figure fi, whose jump l failed by roll seq, into the pit.
func (e *env) jumpFails(fi int, l Leap, seq int) error {
	f := &e.s.Figures[fi]
	e.s.Active.Moved = true
	e.emit(Jumped{Figure: f.ID, From: f.At, To: l.To, Roll: seq})
	if f.Span() > 1 && l.Fall == f.At {
		// A 2x2 base does not drop into the pit: it falls where it stood
		// (R1010).
		return e.fallInPlace(fi, bigJumpDrop(e.s, fi, l))
	}
	g := e.s.Board
	if g.Square(l.Fall).Terrain != board.Pit {
		// Down a cliff or short of a lower floor: as many levels as the
		// figure drops (R935).
		m := f.Mover()
		return e.fallFrom(fi, l.Fall, max(1, g.StandLevel(g.Index(f.At), m)-g.StandLevel(g.Index(l.Fall), m)))
	}
	return e.fall(fi, l.Fall)
}

// jumpLands lands figure fi's jump l, passed by roll seq: on an occupied
// square, once its figure is pushed away (leap_push.go).
func (e *env) jumpLands(fi int, l Leap, seq int) error {
	if oi := occupant(e.s, l.To, fi); oi >= 0 {
		return e.landingPush(fi, oi, l, seq)
	}
	s, a := e.s, e.s.Active
	f := &s.Figures[fi]
	from := f.At
	a.Moved = true
	cost := board.Chebyshev(from, l.To)
	arrow := -1
	if !s.SectionRevealed(s.Board.Square(l.To).Section) {
		arrow = arrowOnJump(s, from, l.To)
	}
	f.At = l.To
	a.Spent += cost
	e.emit(Jumped{Figure: f.ID, From: from, To: l.To, Roll: seq, Landed: true, Cost: cost, Spent: a.Spent, Allowance: a.Allowance})
	if arrow >= 0 {
		// Landing beyond a pit on an arrow reveals the section (page 48).
		to := s.Explore.Arrows[arrow].To
		e.emit(ArrowsRemoved{Squares: e.removeArrowRow(arrow)})
		before := CombatTurn(*s)
		placed := e.revealSection(to)
		if err := e.revealWindow(fi, []uint8{to}, placed, before); err != nil || e.s.Active == nil || e.s.Prompt != nil {
			return err
		}
		f = &s.Figures[fi] // revealing may have grown the figures
	}
	if by := engagers(s, fi, f.At); len(by) > 0 {
		e.emit(Engaged{Figure: f.ID, By: s.ids(by)})
	}
	if k := trapCovering(s, f.At); k >= 0 && f.Side == Heroes {
		return e.springTrap(fi, k, Task{Back: from, Stepped: true})
	}
	return nil
}

func jumpOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	a := s.Active
	if !a.ActionLeft() || a.Run != nil || a.Still || inPit(s.Board, f.At, f.baseSize()) {
		return nil
	}
	if f.Span() > 1 {
		return bigJumpOptions(s, fi, h)
	}
	var out []Option
	n := min(MaxJumpWidth+1, a.Remaining())
	for d := board.North; d <= board.NorthWest; d++ {
		// A great jump crosses pit squares or drops: none alongside, no
		// jump that way (and no refusal to build for each square,
		// docs/performance.md).
		if next := f.At.Add(d); !jumpable(s.Board, f, next) {
			continue
		}
		v := d.Vec()
		for k := 1; k <= n; k++ {
			to := board.Pos{X: f.At.X + k*v.X, Y: f.At.Y + k*v.Y}
			if _, err := planJump(s, fi, a, to); err == nil {
				out = append(out, Option{ID: fmt.Sprintf("jump:%s:%d,%d", f.ID, to.X, to.Y), Command: Jump{Header: h, Figure: f.ID, To: to}, Cost: k})
			}
		}
	}
	return out
}

// takeLeap takes the jump or climb that waited for test r (what names it in
// the refusal): the figure that makes it and where it was going.
func (e *env) takeLeap(r RollRecord, what Text) (fi int, l Leap, err error) {
	a := e.s.Active
	if a == nil || a.Figure != r.Figure || a.Leap == nil {
		return 0, Leap{}, refuse(CodeBadState, "no %s of %q is waiting for its test", "ningún intento de %s de %q espera su tirada", what, r.Figure)
	}
	if fi = e.s.figure(r.Figure); fi < 0 {
		return 0, Leap{}, unknownFigure(r.Figure)
	}
	l = *a.Leap
	a.Leap = nil
	return fi, l, nil
}
