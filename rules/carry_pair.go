package rules

import "dun/board"

// Two carriers for a larger body (page 43): "Characters cannot carry
// allies larger than themselves, but two adjacent characters can join
// their efforts and actions to do so (moving as many squares as the
// Strength of the strongest one)." (R936)
//
// The carrier names a helper when it takes the body up: an ally next to
// it and to the body, standing, not yet activated this turn, each of them
// no more than one size smaller than the body. The helper gives its
// activation to the carrying, this turn and each turn the carrier
// activates while it helps; the pair moves at the carrier's command as
// far as the stronger one's Strength, and after each move the helper
// takes the free square next to the carrier nearest to where it stood.
// The help ends, and the body is set down where the carrier stands, when
// the helper activates on its own, is knocked out, cannot follow (no free
// square next to the carrier), or is no longer next to the carrier.

// canHelpCarry checks that figure helper may help figure fi carry the
// body of figure ti.
func canHelpCarry(s *State, fi, ti int, helper string) *RuleError {
	hi := s.figure(helper)
	if hi < 0 {
		return unknownFigure(helper)
	}
	f, t, h := &s.Figures[fi], &s.Figures[ti], &s.Figures[hi]
	switch {
	case hi == fi || hi == ti || h.Side != f.Side || !h.Present() || h.Conditions.Has(KnockedDown):
		return refuse(CodeBadTarget, "%s cannot help to carry", "%s no puede ayudar a cargar", h.name())
	case h.Activated:
		return refuse(CodeBadTarget, "%s has already been activated this turn: its Action cannot join the carrying", "%s ya se ha activado este turno: su Acción no puede sumarse a la carga", h.name())
	case t.Size > f.Size+1 || t.Size > h.Size+1:
		return refuse(CodeBadTarget, "%s is too large for %s and %s to carry", "%s es demasiado grande para que lo carguen %s y %s", t.name(), f.name(), h.name())
	case carrying(s, h.ID, false) >= 0 || helping(s, h.ID) >= 0:
		return refuse(CodeBadTarget, "%s is already carrying a body", "%s ya está cargando con un cuerpo", h.name())
	case !adjacentAt(s.Board, f, f.At, h):
		return refuse(CodeNotAdjacent, "%s must stand next to %s", "%s debe estar junto a %s", h.name(), f.name())
	case !besides(s.Board, h, t.At):
		return refuse(CodeNotAdjacent, "%s must stand next to where %s lies", "%s debe estar junto a donde yace %s", h.name(), t.name())
	}
	return nil
}

// helping is the index in the scene of the carrying figure id helps, or -1.
func helping(s *State, id string) int {
	if s.Scene == nil {
		return -1
	}
	for k, c := range s.Scene.Carried {
		if c.Helper == id {
			return k
		}
	}
	return -1
}

// CarryJoined: Figure gives its activation to helping Carrier carry a
// body this turn.
type CarryJoined struct {
	Figure  string `json:"figure"`
	Carrier string `json:"carrier"`
}

func (CarryJoined) EventType() string { return "carry_joined" }

// joinCarry spends the activation of helper hi on the carrying.
func (e *env) joinCarry(hi int) {
	h := &e.s.Figures[hi]
	if h.Activated {
		return
	}
	h.Activated = true
	k := helping(e.s, h.ID)
	if k < 0 {
		return
	}
	e.emit(CarryJoined{Figure: h.ID, Carrier: e.s.Scene.Carried[k].Carrier})
}

// carryCapOf is the allowance of carrier f: its Strength at most, or with
// a helper the stronger one's.
func carryCapOf(s *State, f *Figure, allowance int) int {
	str := attributeNow(f, Strength)
	if k := carrying(s, f.ID, false); k >= 0 {
		if hi := s.figure(s.Scene.Carried[k].Helper); hi >= 0 {
			str = max(str, attributeNow(&s.Figures[hi], Strength))
		}
	}
	return min(allowance, max(str, 0))
}

// helperLetsGo ends carrying k: the body is set down where the carrier
// stands.
func (e *env) helperLetsGo(k int) {
	c := e.s.Scene.Carried[k]
	e.s.Scene.Carried = deleteAt(e.s.Scene.Carried, k)
	e.emit(BodyPutDown{Figure: c.Carrier, Body: c.Body})
}

// helpersFollow brings each helper next to its carrier after the carrier
// moved, and ends the help the helper can no longer give.
func (e *env) helpersFollow() {
	s := e.s
	if s.Scene == nil {
		return
	}
	for k := len(s.Scene.Carried) - 1; k >= 0; k-- {
		c := &s.Scene.Carried[k]
		if c.Helper == "" {
			continue
		}
		ci, hi := s.figure(c.Carrier), s.figure(c.Helper)
		if ci < 0 || hi < 0 || !s.Figures[hi].Present() {
			e.helperLetsGo(k)
			continue
		}
		cf, h := &s.Figures[ci], &s.Figures[hi]
		if a := s.Active; a != nil && a.Figure == h.ID {
			// The helper acts on its own: it lets go.
			e.helperLetsGo(k)
			continue
		}
		if cf.At != c.At {
			to, ok := followSquare(s, ci, hi)
			if !ok {
				e.helperLetsGo(k)
				continue
			}
			if to != h.At {
				from := h.At
				h.At = to
				e.emit(Moved{Figure: h.ID, From: from, To: to, Path: []board.Pos{from, to}})
			}
			c = &own(&s.Scene.Carried)[k] // shared with clones (cow.go)
			c.At = cf.At
		}
		if !adjacentAt(s.Board, cf, cf.At, h) {
			e.helperLetsGo(k)
		}
	}
}

// followSquare is where helper hi goes next to carrier ci: a square next
// to the carrier's base where it may stand, free of figures, nearest to
// where it stands (then in reading order); its own square if it is still
// next to the carrier.
func followSquare(s *State, ci, hi int) (board.Pos, bool) {
	cf, h := &s.Figures[ci], &s.Figures[hi]
	g := s.Board
	if adjacentAt(g, cf, cf.At, h) {
		return h.At, true
	}
	r := newReach(s, hi)
	defer r.release()
	best, found, bestD := board.Pos{}, false, 0
	n := cf.Span()
	for y := cf.At.Y - h.Span(); y <= cf.At.Y+n; y++ {
		for x := cf.At.X - h.Span(); x <= cf.At.X+n; x++ {
			p := board.Pos{X: x, Y: y}
			probe := Figure{At: p, Size: h.Size}
			if !g.In(p) || baseGap(cf, &probe) != 1 || inPit(g, p, h.baseSize()) || wetBase(g, p, h.baseSize()) {
				continue
			}
			if _, err := r.placementPast(p, -1); err != nil {
				continue
			}
			if !adjacentAt(g, &probe, p, cf) {
				continue // a wall or a height between them
			}
			d := board.Chebyshev(h.At, p)
			if !found || d < bestD {
				best, found, bestD = p, true, d
			}
		}
	}
	return best, found
}
