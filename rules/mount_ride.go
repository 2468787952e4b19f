package rules

import "dun/board"

// Riding (page 101): the rider moves with his mount's Movement, both of
// them performing the move; a gallop is the mount's run, after which the
// mount performs no Action that turn while its rider still may. A mount
// ridden or riderless (and not a Raging Mount) never moves on its own.
// Riding is for outdoor sections unless the quest allows it indoors, and
// no mount climbs or gallops... on difficult terrain (page 102).

// carrier is the figure whose base moves when figure fi moves: its mount
// while it rides, itself otherwise.
func carrier(s *State, fi int) int {
	if mi := mountOf(s, fi); mi >= 0 {
		return mi
	}
	return fi
}

// saddleStill refuses a move of its own to a mount that has a rider (the
// rider moves it) or, riderless and not raging, stands still (page 102);
// one led by the reins moves with its leader (mount_reins.go).
func saddleStill(s *State, fi int) *RuleError {
	f := &s.Figures[fi]
	switch {
	case ridden(f):
		return refuse(CodeStill, "%s is ridden: its rider moves it", "%s está montada: la mueve su jinete", f.name())
	case led(s, f):
		return refuse(CodeStill, "%s is led by the reins: it moves with its leader", "%s va de las riendas: se mueve con quien la lleva", f.name())
	case riderlessStill(f):
		return refuse(CodeStill, "%s is a riderless mount: it stands still", "%s es una montura sin jinete: permanece quieta", f.name())
	}
	return nil
}

// riderlessStill reports whether f is a mount without rider that stands
// still: one with Mount (page 101); a Raging Mount acts on its own.
func riderlessStill(f *Figure) bool {
	return !ridden(f) && f.HasSkill(skillMount) && !f.HasSkill(skillRagingMount)
}

// mayRideAt reports whether a rider may be on square p: outdoors, or
// anywhere when the quest allows riding indoors (page 102).
func mayRideAt(s *State, p board.Pos) bool {
	if s.Mission != nil && s.Mission.RidingIndoors {
		return true
	}
	g := s.Board
	if !g.In(p) {
		return false
	}
	info, ok := s.Explore.sectionInfo(g.Square(p).Section)
	return ok && info.Outdoor
}

// indoorsRefusal is the refusal of riding onto square p indoors.
func indoorsRefusal(f *Figure, p board.Pos) *RuleError {
	return refuse(CodeIndoors, "%v is indoors: %s may not ride there (the quest does not allow it)", "%v está en interior: %s no puede ir montado ahí (la misión no lo permite)", p, f.name())
}

// rideAllowance is the Movement figure fi moves with now: its mount's
// while it rides (page 101), its own otherwise, each less what the
// conditions take.
func rideAllowance(s *State, fi int) int {
	mov, _ := groundAllowance(s, &s.Figures[carrier(s, fi)])
	return mov
}

// canGallop checks what a rider's run (his mount's gallop) needs beyond
// a run's usual conditions: a mount not yet activated this turn, not
// mounted this activation, not on difficult terrain (page 102, R855).
func canGallop(s *State, fi int, a *Activation) *RuleError {
	mi := mountOf(s, fi)
	if mi < 0 {
		return nil
	}
	m := &s.Figures[mi]
	switch {
	case a.Mounted:
		return refuse(CodeCannotRun, "%s mounted in this activation: the mount may move but not gallop", "%s montó en esta activación: la montura puede moverse pero no galopar", s.Figures[fi].name())
	case m.Activated:
		return refuse(CodeCannotRun, "%s has been activated this turn and may not gallop", "%s ya se ha activado este turno y no puede galopar", m.name())
	case onDifficult(s.Board, m):
		return refuse(CodeCannotRun, "%s is on difficult terrain and may not gallop", "%s está en terreno difícil y no puede galopar", m.name())
	}
	// The mount's own conditions for a run, outside any activation of its
	// own (Figure is left empty).
	return canRun(s, mi, &Activation{})
}

// CodeIndoors: riding is for outdoor sections unless the quest says
// otherwise (page 102).
const CodeIndoors = "indoors"

// fillRidden keeps a ridden mount (a one-square base, R850) out of the
// indoor squares unless the quest allows riding there, and a galloping
// one off difficult terrain (page 102).
func (r *reach) fillRidden() {
	g, ov := r.g, r.ov
	for i := 0; i < g.Len(); i++ {
		if !mayRideAt(r.s, g.Pos(i)) || r.running && g.At(i).Terrain == board.Difficult && !r.f.Flying() {
			ov.Set(i, board.Blocked)
		}
	}
}

// mountedRefusal refuses a rider what he may do only on foot: searching
// and interacting with elements (page 102: doors, chests, furniture,
// riddles, traps).
func mountedRefusal(f *Figure) *RuleError {
	if riding(f) {
		return refuse(CodeMounted, "%s rides %s: he must dismount to search or interact with elements", "%s va montado en %s: debe desmontar para buscar o interactuar con elementos", f.name(), f.Riding())
	}
	return nil
}

// climbingRider refuses a great jump or a climb to a rider, or to a mount
// with a rider: no mount climbs with a rider on it (page 102, R857: nor
// leaps).
func climbingRider(s *State, f *Figure) *RuleError {
	if riding(f) || ridden(f) {
		return refuse(CodeMounted, "%s may not climb or jump while mounted", "%s no puede trepar ni saltar montado", f.name())
	}
	return nil
}

// CodeMounted: a rider must dismount first (page 102).
const CodeMounted = "mounted"

// riderTop is the top of figure fi for sight, given top, the top of its
// own size: a rider's is his mount's plus one (page 101).
func riderTop(s *State, fi, top int) int {
	mi := mountOf(s, fi)
	if mi < 0 {
		return top
	}
	m := &s.Figures[mi]
	mt := 0
	for _, i := range baseIndexes(s.Board, m) {
		t := s.Board.FigureTop(i, m.Size)
		if m.Flying() {
			t = s.Board.FlyingTop(i, m.Size)
		}
		mt = max(mt, t)
	}
	return mt + 1
}

// movedBy reports whether activation a moves figure fi: fi is the active
// figure, or the mount its rider moves (R851: what the rider disengaged
// from, his mount did).
func movedBy(s *State, fi int, a *Activation) bool {
	f := &s.Figures[fi]
	return a.Figure == f.ID || (f.Rider() != "" && a.Figure == f.Rider())
}
