package rules

import (
	"fmt"

	"dun/board"
)

// Climbing out of pits (page 24, Action 9). A figure at the bottom of a
// pit spends its Action on an Agility test, -1 when an enemy stands next
// to the pit. If it passes it climbs to a free square next to its own, and
// its activation ends either way. It may do nothing else in the pit: it
// neither moves, runs, jumps nor explores there (R57).
//
// An ally with a rope may make a failed climb good (rope.go). With no free
// square next to it, the figure may climb onto an occupied one by pushing
// its figure away (leap_push.go, R932).

const ruleClimb = "climb"

// planClimb checks that the active figure fi may climb out of its pit onto
// to now: a free square, or an occupied one when its figure may be pushed
// away and no free square is left (landingPlacement).
func planClimb(s *State, fi int, to board.Pos) *RuleError {
	return planClimbAt(s, fi, to, true)
}

// anyFreeClimb reports whether figure fi may climb out onto a free square.
func anyFreeClimb(s *State, fi int) bool {
	f := &s.Figures[fi]
	for d := board.North; d <= board.NorthWest; d++ {
		if planClimbAt(s, fi, f.At.Add(d), false) == nil {
			return true
		}
	}
	return false
}

// planClimbAt is planClimb; push false refuses an occupied square.
func planClimbAt(s *State, fi int, to board.Pos, push bool) *RuleError {
	f := &s.Figures[fi]
	g := s.Board
	if err := climbingRider(s, f); err != nil {
		return err
	}
	if err := lying(f); err != nil {
		return err
	}
	if !inPit(g, f.At, f.baseSize()) {
		return refuse(CodeNotInPit, "%s is not in a pit", "%s no está en un foso", f.name())
	}
	if board.Chebyshev(f.At, to) != 1 || !g.In(to) || !g.Adjacent(g.Index(f.At), g.Index(to)) {
		return refuse(CodeNotAdjacent, "%s climbs out onto a square next to its own, and %v is not one", "%s sale trepando a una casilla junto a la suya, y %v no lo es", f.name(), to)
	}
	if g.Square(to).Terrain == board.Pit {
		return refuse(CodeIllegalMove, "%v is in the pit", "%v está en el foso", to)
	}
	if s.Explore != nil && !s.SectionRevealed(g.Square(to).Section) {
		return refuse(CodeNoPath, "%v is in a section not yet revealed", "%v está en una sección aún no revelada", to)
	}
	return landingPlacement(s, fi, to, push, func() bool { return anyFreeClimb(s, fi) })
}

// enemyByPit reports whether an enemy of figure fi, not itself in a pit,
// stands next to any square of the pit fi is in (its pit squares joined
// side by side or corner to corner).
func enemyByPit(s *State, fi int) bool {
	g := s.Board
	f := &s.Figures[fi]
	pit := map[board.Pos]bool{f.At: true}
	todo := []board.Pos{f.At}
	for len(todo) > 0 {
		p := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for d := board.North; d <= board.NorthWest; d++ {
			q := p.Add(d)
			if g.In(q) && !pit[q] && g.Square(q).Terrain == board.Pit {
				pit[q] = true
				todo = append(todo, q)
			}
		}
	}
	for bi := range s.Figures {
		b := &s.Figures[bi]
		if b.Side == f.Side || !b.Present() || inPit(g, b.At, b.baseSize()) {
			continue
		}
		var sq []board.Pos
		for _, q := range b.Squares(sq) {
			for p := range pit {
				if board.Chebyshev(p, q) == 1 {
					return true
				}
			}
		}
	}
	return false
}

func (c Climb) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	if rerr := planClimb(e.s, fi, c.To); rerr != nil {
		return rerr
	}
	if err := e.spendAction(f, a, ruleClimb); err != nil {
		return err
	}
	a.Leap = &Leap{To: c.To, Fall: f.At}
	var mods []Modifier
	if enemyByPit(e.s, fi) {
		mods = append(mods, Modifier{Value: -1, Why: Text{En: "an enemy next to the pit", Es: "un enemigo junto al foso"}})
	}
	mods = itemTestMods(f, testBonusClimb, mods) // pickaxes (item_bonus.go)
	r, err := e.test(fi, ruleClimb, Agility, 0, testSkillMods(e.s, fi, Agility, ruleClimb, mods)...)
	if err != nil {
		return err
	}
	return e.offerFortune(f, r, r.failed())
}

// settleClimb applies a final climbing test: out of the pit or not, the
// activation ends.
func settleClimb(e *env, r RollRecord) error {
	fi, l, err := e.takeLeap(r, Text{En: "climb", Es: "escalada"})
	if err != nil {
		return err
	}
	if r.failed() && l.Roped == 0 && e.offerRope(fi, l, r) {
		return nil
	}
	return e.climbEnds(fi, l, r.Seq, !r.failed())
}

// climbEnds ends figure fi's climb l (roll seq): out onto l.To or still
// in the pit; the activation ends either way.
func (e *env) climbEnds(fi int, l Leap, seq int, out bool) error {
	a := e.s.Active
	f := &e.s.Figures[fi]
	if oi := occupant(e.s, l.To, fi); out && oi >= 0 {
		l.Climb = true
		return e.landingPush(fi, oi, l, seq)
	}
	ev := ClimbedOut{Figure: f.ID, From: f.At, To: l.To, Roll: seq}
	if out {
		f.At = l.To
		a.Moved = true
		ev.Out = true
	}
	e.emit(ev)
	e.endActivation()
	return nil
}

func climbOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	if !s.Active.ActionLeft() || !inPit(s.Board, f.At, f.baseSize()) {
		return nil
	}
	var out []Option
	for d := board.North; d <= board.NorthWest; d++ {
		to := f.At.Add(d)
		if planClimb(s, fi, to) == nil {
			out = append(out, Option{ID: fmt.Sprintf("climb:%s:%d,%d", f.ID, to.X, to.Y), Command: Climb{Header: h, Figure: f.ID, To: to}})
		}
	}
	return out
}
