package rules

import (
	"strconv"
	"strings"

	"dun/board"
)

// Landing on an occupied square (pages 23-24). A great jump ends "on an
// empty square adjacent to the pit", and a climb out of a pit "in a free
// square adjacent to the pit"; when no such square is left because
// figures, allies or enemies, stand on them all, the figure may land on an
// occupied one, "pushing back whoever was occupying the square and
// finishing his movement" (R932).
//
// The figure pushed must be one a push could move: of the lander's size
// or smaller, on a single square, with somewhere to go. It goes a square
// farther from where the lander started, as a push in melee does
// (pushSquares: free squares first, a pit or a drop only when nothing else
// is free, where it falls). Its side does not choose: the lander does,
// asked with PromptLandingPush when more than one square is open. The
// lander then takes the square and may move no more this activation; a
// climb ends the activation anyway.

// PromptLandingPush asks the figure landing on an occupied square where
// to push its figure. Options: "push:X,Y".
const PromptLandingPush PromptKind = "landing_push"

// ruleLandingFall is the fall of a figure pushed into a pit or off a ledge
// by a figure landing on its square.
const ruleLandingFall = "landing_fall"

func init() {
	promptHandlers[PromptLandingPush] = answerLandingPush
	blowFollowUps[ruleLandingFall] = afterLandingFall
}

// landingPlacement checks that figure fi may end a jump or climb on to:
// free, or, when push allows it, occupied by a figure it may push away
// while freeElsewhere reports no free square left to land on.
func landingPlacement(s *State, fi int, to board.Pos, push bool, freeElsewhere func() bool) *RuleError {
	r := newReach(s, fi)
	defer r.release()
	oi := occupant(s, to, fi)
	if oi < 0 || !push {
		_, err := r.placement(to)
		return err
	}
	f, o := &s.Figures[fi], &s.Figures[oi]
	switch {
	case o.Span() > 1 || o.Size > f.Size:
		return refuse(CodeOccupied, "%s stands on %v and is too big to push away", "%s está en %v y es demasiado grande para apartarlo de un empujón", o.name(), to)
	case len(landingPushSquares(s, oi, fi)) == 0:
		return refuse(CodeOccupied, "%s stands on %v with nowhere to be pushed", "%s está en %v y no hay adónde empujarlo", o.name(), to)
	case freeElsewhere():
		return refuse(CodeOccupied, "%s stands on %v, and a free square is left to land on: only when none is may %s land by pushing", "%s está en %v y queda una casilla libre donde caer: solo cuando no queda ninguna puede %s caer empujando", o.name(), to, f.name())
	}
	_, err := r.placementPast(to, oi)
	return err
}

// landingPushSquares is where figure fi, landing on figure oi's square,
// may push it: a square farther from fi's own (pushSquares).
func landingPushSquares(s *State, oi, fi int) []board.Pos {
	to, _ := pushSquares(s, oi, fi)
	return to
}

// landingPush pushes figure oi off the square figure fi lands on by leap
// l (passed by roll seq), asking where when there is a choice.
func (e *env) landingPush(fi, oi int, l Leap, seq int) error {
	f, o := &e.s.Figures[fi], &e.s.Figures[oi]
	to := landingPushSquares(e.s, oi, fi)
	switch len(to) {
	case 0:
		return refuse(CodeBadState, "%s has nowhere to be pushed", "%s no tiene adónde ser empujado", o.name())
	case 1:
		return e.landingPushTo(fi, oi, l, seq, to[0])
	}
	l.Passed = seq
	e.s.Active.Leap = &l
	opts := make([]PromptOption, 0, len(to))
	for _, q := range to {
		opts = append(opts, PromptOption{ID: pushPrefix + strconv.Itoa(q.X) + "," + strconv.Itoa(q.Y),
			Label: Text{En: "Push " + o.Name() + " to " + q.String(), Es: "Empujar a " + o.Name() + " a " + q.String()}})
	}
	e.open(Prompt{Kind: PromptLandingPush, Seat: f.Side, Figure: f.ID, Options: opts})
	return nil
}

func answerLandingPush(e *env, p Prompt, option string) error {
	a := e.s.Active
	if a == nil || a.Leap == nil || a.Leap.Passed == 0 || a.Figure != p.Figure {
		return refuse(CodeBadState, "no landing waits for a push", "ningún aterrizaje espera un empujón")
	}
	fi := e.s.figure(a.Figure)
	if fi < 0 {
		return unknownFigure(a.Figure)
	}
	l := *a.Leap
	oi := occupant(e.s, l.To, fi)
	if oi < 0 {
		return refuse(CodeBadState, "nobody stands on %v any more", "ya no hay nadie en %v", l.To)
	}
	xy := strings.SplitN(strings.TrimPrefix(option, pushPrefix), ",", 2)
	if !strings.HasPrefix(option, pushPrefix) || len(xy) != 2 {
		return refuse(CodeBadOption, "%q is not one of the answers offered", "%q no es una de las respuestas ofrecidas", option)
	}
	x, err1 := strconv.Atoi(xy[0])
	y, err2 := strconv.Atoi(xy[1])
	to := board.Pos{X: x, Y: y}
	if err1 != nil || err2 != nil || !p.has(option) {
		return refuse(CodeBadOption, "%q is not one of the answers offered", "%q no es una de las respuestas ofrecidas", option)
	}
	a.Leap = nil
	return e.landingPushTo(fi, oi, l, l.Passed, to)
}

// landingPushTo pushes figure oi to square to, then lands figure fi's
// leap; a push into a pit or off a ledge is a fall, settled first.
func (e *env) landingPushTo(fi, oi int, l Leap, seq int, to board.Pos) error {
	g := e.s.Board
	o := &e.s.Figures[oi]
	from := o.At
	o.At = to
	o.SetOnDifficult(baseFit(g, o.Mover(), o.Span(), to) == board.Partial)
	e.emit(Pushed{Figure: o.ID, By: e.s.Figures[fi].ID, From: from, To: to})
	h := 0
	switch {
	case inPit(g, to, o.baseSize()):
		h = PitFallHeight
		if d := g.Square(to).PitDepth; d > 0 {
			h = int(d)
		}
	default:
		h = dropHeight(g, o, from, to)
	}
	if h > 0 {
		// The fall's damage may ask questions (Fortune): the leap waits.
		o.At = from
		l.Passed = seq
		e.s.Active.Leap = &l
		return e.fallUnder(oi, to, h, ruleLandingFall)
	}
	return e.finishLanding(fi, l, seq)
}

// afterLandingFall stuns the figure pushed off the landing square, as any
// fall does, then lands the leap that waited.
func afterLandingFall(e *env, r BlowResult) error {
	if oi := e.s.figure(r.Target); oi >= 0 && !r.KnockedOut {
		e.gain(oi, Stunned)
	}
	a := e.s.Active
	if a == nil || a.Leap == nil || a.Leap.Passed == 0 {
		return nil
	}
	fi := e.s.figure(a.Figure)
	if fi < 0 {
		return unknownFigure(a.Figure)
	}
	l := *a.Leap
	a.Leap = nil
	return e.finishLanding(fi, l, l.Passed)
}

// finishLanding lands figure fi's leap l on its square, now free: a climb
// ends the activation, a jump ends the figure's movement.
func (e *env) finishLanding(fi int, l Leap, seq int) error {
	if l.Climb {
		return e.climbEnds(fi, l, seq, true)
	}
	e.s.Active.Still = true
	return e.jumpLands(fi, l, seq)
}
