package rules

import "dun/board"

// Falls (page 28). A figure that fails a great jump, or is otherwise sent
// over an edge, drops onto a pit square (the one it was pushed onto, or the
// one nearest where it meant to land) or onto the lower floor. It rolls one
// damage die against its Natural Armour for each level it fell (a pit
// counts as 4 levels, a fall of unstated height as 1), is stunned, and its
// activation ends once the damage is settled. A figure in a pit neither
// attacks nor is attacked in melee (engagement.go) and leaves it only by
// climbing out (climb.go).

const ruleFall = "fall"

// PitFallHeight is the height a fall into a pit counts when the map gives
// the pit no depth (page 28: a pit counts as 4); a depth the map gives is
// the height of the fall (R54).
const PitFallHeight = 4

func init() {
	blowFollowUps[ruleFall] = afterFall
}

// inPit reports whether a figure with its base at at stands at the bottom
// of a pit. Only a 1x1 base falls into one: a 2x2 base takes its falls
// where it stands (R55, R1010).
func inPit(g *board.Grid, at board.Pos, size int) bool {
	return span(size) == 1 && g.In(at) && g.Square(at).Terrain == board.Pit
}

// fall drops figure fi into the pit on square to and deals the fall's
// damage; the stun and the end of the activation follow the blow
// (afterFall). A push down onto a lower floor falls with fallFrom.
func (e *env) fall(fi int, to board.Pos) error {
	h := PitFallHeight
	if d := e.s.Board.Square(to).PitDepth; d > 0 {
		h = int(d)
	}
	return e.fallFrom(fi, to, h)
}

// fallFrom drops figure fi onto square to from h levels above it, and
// deals the fall's damage (page 28: one die per level).
func (e *env) fallFrom(fi int, to board.Pos, h int) error {
	return e.fallUnder(fi, to, h, ruleFall)
}

// fallUnder is fallFrom with the blow's rule, whose follow-up resumes play.
func (e *env) fallUnder(fi int, to board.Pos, h int, rule string) error {
	f := &e.s.Figures[fi]
	from := f.At
	f.At = to
	f.SetOnDifficult(false)
	e.emit(Fell{Figure: f.ID, From: from, To: to, Height: h})
	return e.damage(Blow{Rule: rule, Target: f.ID, Dice: h, Against: NaturalArmour})
}

// afterFall stuns a figure that survived its fall (the stun is the fall's,
// not the blow's: avoiding the damage with Fortune does not spare it, R56)
// and ends its activation if it was the one acting.
func afterFall(e *env, r BlowResult) error {
	fi := e.s.figure(r.Target)
	if fi < 0 {
		return unknownFigure(r.Target)
	}
	if !r.KnockedOut {
		e.gain(fi, Stunned)
	}
	if a := e.s.Active; a != nil && a.Figure == r.Target {
		if e.s.Strike != nil {
			// Pushed into a pit during its own attack: the attack ends
			// first, then the activation.
			e.s.Strike.EndsActivation = true
		} else {
			e.endActivation()
		}
	}
	if e.s.Strike != nil {
		return e.advanceStrike()
	}
	return nil
}

// pitLine is page 28's rule for shots and spells between figure fi and
// figure ti when exactly one of them is in a pit (pit true; false leaves
// the usual sight rules): only a figure next to the pit and the one in it
// reach each other, the one in the pit shooting at heavy cover, the one
// at its edge with no cover nor obstacle (R272).
func pitLine(s *State, fi, ti int) (pit bool, cover board.Cover, err *RuleError) {
	f, t := &s.Figures[fi], &s.Figures[ti]
	in, at := inPit(s.Board, f.At, f.baseSize()), inPit(s.Board, t.At, t.baseSize())
	if in == at {
		return false, board.NoCover, nil
	}
	if baseGap(f, t) != 1 {
		if in {
			return true, 0, refuse(CodeInPit, "%s is in a pit: only enemies next to it can be shot or targeted from there", "%s está en un foso: desde ahí solo se puede disparar o lanzar hechizos a enemigos junto a él", f.name())
		}
		return true, 0, refuse(CodeInPit, "%s is in a pit: only figures next to it can shoot or cast at it", "%s está en un foso: solo quien está junto a él puede dispararle o lanzarle hechizos", t.name())
	}
	if in {
		return true, board.HeavyCover, nil
	}
	return true, board.NoCover, nil
}
