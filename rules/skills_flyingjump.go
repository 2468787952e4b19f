package rules

import (
	"fmt"

	"dun/board"
)

// Flying Jump (page 114): "If an Agility test is passed while being
// adjacent to an enemy of equal or lesser size, the character will jump
// over the square where his enemy is located and be placed in another one
// adjacent to it, ignoring enemy Melee Ranges during the jump. It can be
// done at any time during the move, but only once per turn." Agility 4 at
// least.
//
// The command FlyingJump names the enemy and the landing square (the top
// left one of the base). The landing base touches the enemy, as the
// starting one did, and touches nothing of the starting one: the jump
// goes over the enemy, not round it. It is part of the move: it costs the
// squares the base travels (2 for a figure of one square) of the
// allowance, and the figure may walk before and after it. No melee range
// holds the jumper: it leaves its place with no disengaging. A failed
// test leaves it where it stood, its Movement unspent; either way the
// jump of the turn is used (a mark, cleared as its next activation
// begins) (R872).

// FlyingJump jumps the active figure over enemy Over onto To.
type FlyingJump struct {
	Header
	Figure string
	Over   string
	To     board.Pos
}

// TypeFlyingJump is the command type of FlyingJump.
const TypeFlyingJump = "flying_jump"

func (FlyingJump) Type() string { return TypeFlyingJump }

// MarshalJSON writes the command's tagged form.
func (c FlyingJump) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

func (c FlyingJump) toWire(w *wire) {
	to := c.To
	w.Figure, w.Target, w.To = &c.Figure, &c.Over, &to
}

// ruleFlyingJump names the jump's Agility test and the mark of the turn's
// jump.
const ruleFlyingJump = "flying_jump"

func init() {
	registerSkill(&skill{
		id: "flying_jump", name: Text{En: "Flying Jump", Es: "Salto volador"}, active: true, effect: "flying_jump",
		minimum: &skillMinimum{attr: Agility, value: 4},
		usable:  func(c *rollCtx) bool { return false },
	})
	commandFields[TypeFlyingJump] = map[string]bool{"figure": true, "target": true, "to": true}
	wireDecoders[TypeFlyingJump] = func(a wireArgs) (Command, error) {
		if a.target == "" {
			return nil, badCommand(`"target" must name the enemy jumped over`, `"target" debe nombrar al enemigo que se salta`)
		}
		if a.w.To == nil {
			return nil, badCommand(`"to" must be a square`, `"to" debe ser una casilla`)
		}
		if err := checkPos("to", *a.w.To); err != nil {
			return nil, err
		}
		return FlyingJump{Header: a.h, Figure: a.fig, Over: a.target, To: *a.w.To}, nil
	}
	rollSettlers[ruleFlyingJump] = settleFlyingJump
}

// planFlyingJump checks that the active figure fi may jump over figure oi
// onto to now, and returns the Movement it costs.
func planFlyingJump(s *State, fi, oi int, a *Activation, to board.Pos) (int, *RuleError) {
	f, o := &s.Figures[fi], &s.Figures[oi]
	g := s.Board
	if _, ok := hasSkill(f, "flying_jump"); !ok {
		return 0, refuse(CodeBadSkill, "%s has no Flying Jump (or less than Agility 4)", "%s no tiene Salto volador (o tiene menos de 4 de Agilidad)", f.name())
	}
	if err := lying(f); err != nil {
		return 0, err
	}
	if err := standsStill(f, a); err != nil {
		return 0, err
	}
	switch {
	case contains(f.Marks, ruleFlyingJump):
		return 0, refuse(CodeBadSkill, "%s has made its Flying Jump this turn", "%s ya ha hecho su Salto volador este turno", f.name())
	case a.Superior:
		return 0, refuse(CodeSuperiorSpell, "%s cast a superior spell this activation and may not move", "%s lanzó un hechizo superior en esta activación y no puede moverse", f.name())
	case a.Run != nil && !a.Run.Settled:
		return 0, refuse(CodePromptPending, "the run roll is not settled yet", "la tirada de carrera aún no está resuelta")
	case a.Swimming() || wetBase(g, f.At, f.baseSize()):
		return 0, refuse(CodeCannotJump, "%s is in deep water: no jump from there", "%s está en aguas profundas: desde ahí no hay salto", f.name())
	case inPit(g, f.At, f.baseSize()):
		return 0, refuse(CodeInPit, "%s is in a pit: it must climb out first", "%s está en un foso: primero debe trepar para salir", f.name())
	case o.Side == f.Side || !o.Present():
		return 0, refuse(CodeBadTarget, "%s is not an enemy in play", "%s no es un enemigo en juego", o.name())
	case o.Size > f.Size:
		return 0, refuse(CodeBadTarget, "%s is bigger than %s: no jumping over it", "%s es más grande que %s: no se le puede saltar", o.name(), f.name())
	case !adjacentFor(s, f, o):
		return 0, refuse(CodeBadTarget, "%s is not next to %s", "%s no está junto a %s", o.name(), f.name())
	}
	landed := &Figure{At: to, Size: f.Size}
	if !g.In(to) {
		return 0, refuse(CodeIllegalMove, "%v is off the board", "%v queda fuera del tablero", to)
	}
	if !adjacentFor(s, landed, o) || baseGap(f, landed) < 2 {
		return 0, refuse(CodeCannotJump, "%v is not a square beyond %s, next to it", "%v no es una casilla al otro lado de %s, junto a él", to, o.name())
	}
	if s.Explore != nil && !s.SectionRevealed(g.Square(to).Section) {
		return 0, refuse(CodeNoPath, "%v is in a section not yet revealed", "%v está en una sección aún no revelada", to)
	}
	if int(g.Square(to).Level) > int(g.Square(f.At).Level) {
		return 0, refuse(CodeCannotJump, "%v is higher than %v: the jump never lands higher than it started", "%v está más alto que %v: el salto nunca termina más alto de donde empezó", to, f.At)
	}
	r := newReach(s, fi)
	defer r.release()
	if _, err := r.placement(to); err != nil {
		return 0, err
	}
	cost := board.Chebyshev(f.At, to)
	if left := a.Remaining(); cost > left {
		return 0, refuse(CodeTooFar, "the jump to %v costs %d Movement points; %s has %d left", "el salto a %v cuesta %d puntos de Movimiento; a %s le quedan %d", to, cost, f.name(), left)
	}
	return cost, nil
}

func (c FlyingJump) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi, oi := e.s.figure(f.ID), e.s.figure(c.Over)
	if oi < 0 {
		return unknownFigure(c.Over)
	}
	if _, rerr := planFlyingJump(e.s, fi, oi, a, c.To); rerr != nil {
		return rerr
	}
	f.Marks = append(f.Marks, ruleFlyingJump)
	a.Leap = &Leap{To: c.To}
	e.skillUsed(f, skillTable["flying_jump"], Text{En: "jumps over " + e.s.Figures[oi].Name(), Es: "salta por encima de " + e.s.Figures[oi].Name()})
	r, err := e.test(fi, ruleFlyingJump, Agility, 0, testSkillMods(e.s, fi, Agility, ruleFlyingJump, nil)...)
	if err != nil {
		return err
	}
	return e.offerFortune(f, r, r.failed())
}

// settleFlyingJump applies the final test of a Flying Jump: the figure
// lands, or stays where it was.
func settleFlyingJump(e *env, r RollRecord) error {
	fi, l, err := e.takeLeap(r, Text{En: "flying jump", Es: "salto volador"})
	if err != nil {
		return err
	}
	s, a := e.s, e.s.Active
	f := &s.Figures[fi]
	from := f.At
	if r.failed() {
		e.emit(Jumped{Figure: f.ID, From: from, To: l.To, Roll: r.Seq})
		return nil
	}
	cost := board.Chebyshev(from, l.To)
	f.At = l.To
	f.SetOnDifficult(baseFit(s.Board, f.Mover(), f.Span(), l.To) == board.Partial)
	a.Spent += cost
	a.Moved = true
	e.emit(Jumped{Figure: f.ID, From: from, To: l.To, Roll: r.Seq, Landed: true, Cost: cost, Spent: a.Spent, Allowance: a.Allowance})
	if by := engagers(s, fi, f.At); len(by) > 0 {
		e.emit(Engaged{Figure: f.ID, By: s.ids(by)})
	}
	if k := trapCovering(s, f.At); k >= 0 && f.Side == Heroes {
		return e.springTrap(fi, k, Task{Back: from, Stepped: true})
	}
	return nil
}

// flyingJumpOptions lists the Flying Jumps the active figure fi may make
// now: over each adjacent enemy, onto each square it may land on.
func flyingJumpOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	a := s.Active
	if _, ok := hasSkill(f, "flying_jump"); !ok || contains(f.Marks, ruleFlyingJump) || a.Still || a.Remaining() < 2 {
		return nil
	}
	var out []Option
	for oi := range s.Figures {
		o := &s.Figures[oi]
		if o.Side == f.Side || !o.Present() || o.Size > f.Size || !adjacentFor(s, f, o) {
			continue
		}
		n := f.Span()
		for y := o.At.Y - n; y <= o.At.Y+o.Span(); y++ {
			for x := o.At.X - n; x <= o.At.X+o.Span(); x++ {
				to := board.Pos{X: x, Y: y}
				if x < 0 || y < 0 {
					continue
				}
				if cost, err := planFlyingJump(s, fi, oi, a, to); err == nil {
					out = append(out, Option{ID: fmt.Sprintf("flying_jump:%s:%s:%d,%d", f.ID, o.ID, x, y),
						Command: FlyingJump{Header: h, Figure: f.ID, Over: o.ID, To: to}, Cost: cost})
				}
			}
		}
	}
	return out
}
