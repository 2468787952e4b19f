package rules

import (
	"slices"

	"dun/board"
)

// Movement (pages 18-21, 23, 32). A figure spends Movement points up to its
// allowance, over as many Move commands as it likes within its activation.
// Occupied squares, melee ranges and running are turned into a board
// overlay (reach.go); the board's search does the rest.

func (c Move) apply(e *env) error {
	s := e.s
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	if err := lying(f); err != nil {
		return err
	}
	if a.Superior {
		return refuse(CodeSuperiorSpell, "%s cast a superior spell this activation and may not move", "%s lanzó un hechizo superior en esta activación y no puede moverse", f.name())
	}
	if err := standsStill(f, a); err != nil {
		return err
	}
	if a.Run != nil && !a.Run.Settled {
		return refuse(CodePromptPending, "the run roll is not settled yet", "la tirada de carrera aún no está resuelta")
	}
	if a.Swim != nil && !a.Swim.Settled {
		return refuse(CodePromptPending, "the swim roll is not settled yet", "la tirada de nado aún no está resuelta")
	}
	fi := s.figure(f.ID)
	if err := saddleStill(s, fi); err != nil {
		return err
	}
	if mi := mountOf(s, fi); mi >= 0 {
		// The rider's move is his mount's: both perform it (page 101).
		fi, f = mi, &s.Figures[mi]
		if !mayRideAt(s, c.To) {
			return indoorsRefusal(&s.Figures[s.figure(c.Figure)], c.To)
		}
	}
	if inPit(s.Board, f.At, f.baseSize()) {
		return refuse(CodeInPit, "%s is in a pit: it must climb out first", "%s está en un foso: primero debe trepar para salir", f.name())
	}
	// Flying figures and aquatic animals do not swim (page 114, R705).
	if !a.Swimming() && !f.Flying() && !aquatic(f) && (wetBase(s.Board, f.At, f.baseSize()) || wetBase(s.Board, c.To, f.baseSize()) || wetPath(s.Board, c.Path)) {
		return refuse(CodeMustSwim, "%s must declare that it swims to move in deep water", "%s debe declarar que nada para moverse por aguas profundas", f.name())
	}
	if c.To == f.At {
		return refuse(CodeIllegalMove, "%s is already at %v", "%s ya está en %v", f.name(), c.To)
	}
	if c.Ref > CornerSE || (f.Span() == 1 && c.Ref > CornerNW) {
		return refuse(CodeIllegalMove, "%s has no base corner %s", "%s no tiene la esquina de peana %s", f.name(), c.Ref)
	}
	r := newReach(s, fi)
	defer r.release()
	limit := a.Remaining()
	ft, perr := r.placement(c.To)
	if perr != nil {
		return perr
	}
	if start := engagers(s, fi, f.At); len(start) > 0 && !a.Disengaged {
		return e.shift(r, c, start, limit, ft)
	}
	var path []board.Pos
	var cost int
	ref := c.Ref
	if len(c.Path) > 0 {
		last := c.Path[len(c.Path)-1]
		pc, ok := cornerOf(sub(last, c.To))
		if !ok || (ref != CornerAuto && pc != ref) || (f.Span() == 1 && pc != CornerNW) {
			return refuse(CodeIllegalMove, "the path ends at %v, which is not a square of the base at %v", "el camino termina en %v, que no es una casilla de la peana en %v", last, c.To)
		}
		ref = pc
		var rerr *RuleError
		if cost, rerr = r.walk(ref, c.Path, limit); rerr != nil {
			return rerr
		}
		path = slices.Clone(c.Path)
	} else {
		var rerr *RuleError
		if path, cost, ref, rerr = r.route(c.To, ref, limit); rerr != nil {
			return rerr
		}
	}
	to := c.To
	trap, back := -1, f.At
	// Out of the Safety Zones the Dark Player may lay a trap under the
	// hero's step: the move stops there for his question (page 48),
	// unless a trap of the sheet lies on the path before it.
	safety := false
	sn, sb, sok := safetyStop(s, fi, ref, path)
	if k, n, b := trapOnPath(s, fi, ref, path); k >= 0 && (!sok || n <= sn) {
		short := path[:n+1]
		stop := sub(short[n], ref.Offset())
		sc, werr := r.walk(ref, short, limit)
		sft, perr := r.placement(stop)
		if werr == nil && perr == nil {
			trap, back, to, path, cost, ft = k, b, stop, slices.Clone(short), sc, sft
		}
	}
	if trap < 0 && sok {
		short := path[:sn+1]
		sc, werr := r.walk(ref, short, limit)
		sft, perr := r.placement(short[sn])
		if werr == nil && perr == nil {
			safety, back, to, path, cost, ft = true, sb, short[sn], slices.Clone(short), sc, sft
		}
	}
	// A move cut short by a trap springs it; any other may halt for a
	// defensive shot (R97).
	if trap < 0 && !safety {
		if halted, err := e.charge(fi, r, path, ref, nil); halted || err != nil {
			return err
		}
	}
	anchors := anchorsOf(path, ref)
	e.noteFronts(fi, anchors)
	a.Rough = a.Rough || roughPath(s, f, anchors) || ft == board.Partial
	from := f.At
	f.At = to
	f.SetOnDifficult(ft == board.Partial)
	a.Spent += cost
	a.Moved = true
	mv := Moved{Figure: f.ID, From: from, To: to, Path: path, Cost: cost, Spent: a.Spent, Allowance: a.Allowance,
		Running: a.Running(), Squeezed: f.OnDifficult()}
	if f.Span() > 1 {
		mv.Ref = ref
	}
	e.emit(mv)
	if by := engagers(s, fi, f.At); len(by) > 0 {
		e.emit(Engaged{Figure: f.ID, By: s.ids(by)})
	}
	if fell, err := e.crossBridge(fi, ref, path); fell || err != nil {
		return err
	}
	if trap >= 0 {
		return e.springTrap(fi, trap, Task{Back: back, Stepped: true})
	}
	// Aura's damage, then the terrain spells whose squares the move
	// entered (spell_ground.go; Aura's follow-up deals theirs), then the
	// lethal gazes it met, which wait in its queue (skills_gaze.go).
	a.Harms = groundEntered(s, fi, from, anchors)
	if gs := gazersEntered(s, fi, from, anchors); len(gs) > 0 {
		e.gazeQueue(gs)
	}
	if hit := auraEntered(s, fi, from, anchors); len(hit) > 0 {
		b := Blow{Rule: ruleAura, Target: f.ID, Dice: len(hit), Against: Armour}
		shieldCover(s, &b, fi, hit)
		if err := e.damage(b); err != nil || e.s.Prompt != nil || !e.s.Figures[fi].Present() {
			return err
		}
	} else if err := e.moveHarms(fi); err != nil || e.s.Prompt != nil || !e.s.Figures[fi].Present() {
		return err
	}
	if safety {
		e.darkReactsStep(fi, back)
	}
	return nil
}

// trapOnPath finds the first step of path (the squares of corner ref of
// figure fi's base) whose base covers a square a trap guards, with no
// other figure standing there (R67), for a figure of the heroes' side
// (R74). It returns the trap, the step's index
// and where the base stood before that step; -1 when none.
func trapOnPath(s *State, fi int, ref Corner, path []board.Pos) (int, int, board.Pos) {
	x := s.Explore
	f := &s.Figures[fi]
	if x == nil || len(x.Traps) == 0 || f.Side != Heroes || f.Flying() {
		return -1, 0, board.Pos{}
	}
	prev := f.At
	var base [4]board.Pos // a base covers at most 4 squares: no allocation
	sq := base[:0]
	for n, p := range path {
		anchor := sub(p, ref.Offset())
		for _, q := range baseAt(anchor, f.baseSize(), sq[:0]) {
			if occupiedBy(s, fi, q) {
				continue
			}
			if k := trapCovering(s, q); k >= 0 {
				return k, n, prev
			}
		}
		// The step back goes to the last place the base could stand: not
		// a square it crossed over an ally, nor one where a 2x2 base would
		// hang off the board or could not stand (its reference square's
		// route may pass there).
		far := board.Pos{X: anchor.X + f.Span() - 1, Y: anchor.Y + f.Span() - 1}
		free := s.Board.In(far) && baseFit(s.Board, f.Mover(), f.Span(), anchor) != board.NoFit
		for _, q := range baseAt(anchor, f.baseSize(), sq[:0]) {
			if occupiedBy(s, fi, q) {
				free = false
			}
		}
		if free {
			prev = anchor
		}
	}
	return -1, 0, board.Pos{}
}

// shift moves an engaged figure one square within the melee range of the
// enemies engaging it (page 32). Anything else is refused: disengaging
// takes Agility tests.
func (e *env) shift(r *reach, c Move, start []int, limit int, ft board.Fit) error {
	s, f, a := e.s, r.f, e.s.Active
	by := s.ids(start)
	if a.Moved {
		return refuse(CodeEngaged, "%s is engaged by %v and has already moved", "%s está trabado por %v y ya se ha movido", f.name(), by)
	}
	if board.Chebyshev(f.At, c.To) != 1 {
		return refuse(CodeEngaged, "%s is engaged by %v: it may only step to an adjacent square within their melee range, or disengage", "%s está trabado por %v: solo puede pasar a una casilla adyacente dentro de su Zona de Influencia, o destrabarse", f.name(), by)
	}
	want := c.Ref
	if len(c.Path) > 0 {
		if len(c.Path) != 1 {
			return refuse(CodeEngaged, "%s is engaged by %v: it may only step one square", "%s está trabado por %v: solo puede moverse una casilla", f.name(), by)
		}
		pc, ok := cornerOf(sub(c.Path[0], c.To))
		if !ok || (want != CornerAuto && pc != want) || (f.Span() == 1 && pc != CornerNW) {
			return refuse(CodeIllegalMove, "the path ends at %v, which is not a square of the base at %v", "el camino termina en %v, que no es una casilla de la peana en %v", c.Path[0], c.To)
		}
		want = pc
	}
	if !containsAll(engagers(s, r.fi, c.To), start) {
		return refuse(CodeEngaged, "%s is engaged by %v: %v leaves their melee range", "%s está trabado por %v: %v sale de su Zona de Influencia", f.name(), by, c.To)
	}
	sh, ok := r.shiftTo(start, c.To, want, limit)
	if !ok {
		return refuse(CodeIllegalMove, "%s cannot step to %v (a wall, an obstacle, a cut corner, or not enough Movement)", "%s no puede pasar a %v (un muro, un obstáculo, una esquina o falta de Movimiento)", f.name(), c.To)
	}
	e.noteFronts(r.fi, []board.Pos{c.To})
	a.Rough = a.Rough || roughPath(s, f, []board.Pos{c.To}) || ft == board.Partial
	from := f.At
	f.At = c.To
	f.SetOnDifficult(ft == board.Partial)
	a.Spent += sh.Cost
	a.Moved = true
	a.MustAttack = by
	mv := Moved{Figure: f.ID, From: from, To: c.To, Path: []board.Pos{add(c.To, sh.Ref.Offset())}, Cost: sh.Cost,
		Spent: a.Spent, Allowance: a.Allowance, Squeezed: f.OnDifficult()}
	if f.Span() > 1 {
		mv.Ref = sh.Ref
	}
	e.emit(mv)
	e.emit(MustAttack{Figure: f.ID, Targets: slices.Clone(by)})
	if k, _, _ := trapOnPath(s, r.fi, CornerNW, []board.Pos{c.To}); k >= 0 {
		return e.springTrap(r.fi, k, Task{Back: from, Stepped: true})
	}
	a.Harms = groundEntered(s, r.fi, from, []board.Pos{c.To})
	_, err := e.nextHarm(r.fi, ruleGround)
	return err
}

func (c Face) apply(e *env) error {
	f, _, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	if c.Facing > board.NorthWest {
		return badCommand("facing %d (want 0-7)", "orientación %d (debe ser 0-7)", c.Facing)
	}
	if err := lying(f); err != nil {
		return err
	}
	if f.Facing == c.Facing {
		return refuse(CodeSameFacing, "%s already faces %s", "%s ya mira hacia %s", f.name(), c.Facing)
	}
	e.emit(Faced{Figure: f.ID, From: f.Facing, To: c.Facing})
	f.Facing = c.Facing
	return nil
}

// wetPath reports whether any square of path is deep water.
func wetPath(g *board.Grid, path []board.Pos) bool {
	for _, p := range path {
		if g.In(p) && g.Square(p).Terrain == board.DeepWater {
			return true
		}
	}
	return false
}
