package rules

import (
	"dun/board"
	"dun/dice"
)

// Running (page 23, Action 7): declared before moving, it is the figure's
// Action; 2D6 give Movement plus the roll, never more than twice Movement,
// and a double 1 gives half Movement (rounded down, minimum 1: page 10). A
// running figure may not pass next to any enemy (page 32), and a 2x2 base
// may not pass anything narrower than itself (page 21). A stunned figure
// may not run (page 42).

const ruleRun = "run"

func (c Run) apply(e *env) error {
	s := e.s
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := s.figure(f.ID)
	if err := canRun(s, fi, a); err != nil {
		return err
	}
	if riding(f) {
		return e.gallop(fi, a)
	}
	if err := e.spendAction(f, a, ruleRun); err != nil {
		return err
	}
	e.emit(RunDeclared{Figure: f.ID})
	r, err := e.roll2D6(ruleRun, f)
	if err != nil {
		return err
	}
	a.Run = &RunState{Roll: r.clone()}
	e.emit(Rolled{Roll: r.clone()})
	mov := max(0, attributeNow(f, Movement))
	got, _, _ := runAllowance(mov, r.Roll)
	return e.offerFortune(f, r, got < 2*mov)
}

// canRun checks what must hold to declare a run now.
func canRun(s *State, fi int, a *Activation) *RuleError {
	f := &s.Figures[fi]
	if err := lying(f); err != nil {
		return err
	}
	if riding(f) {
		return canGallop(s, fi, a)
	}
	if f.Reins != "" {
		return s.refuse(CodeCannotRun, "%s leads a mount by the reins and may not run", "%s lleva una montura de las riendas y no puede correr", f.name())
	}
	if a.Figure == f.ID {
		if err := saddleStill(s, fi); err != nil {
			return err // a mount that does not move on its own does not run either
		}
	}
	if k, no := forbidden(f, ruleRun); no {
		return s.refuse(CodeCannotRun, "%s never does this (%s)", "%s nunca hace esto (%s)", f.name(), k.name)
	}
	if carrying(s, f.ID, false) >= 0 {
		return s.refuse(CodeCannotRun, "%s carries a body and cannot run", "%s carga con un cuerpo y no puede correr", f.name())
	}
	if f.Flying {
		return s.refuse(CodeCannotRun, "%s is flying: a flying figure does not run", "%s está volando: quien vuela no corre", f.name())
	}
	for _, c := range f.Conditions.List() {
		if c.stopsRunning() {
			return s.refuse(CodeCannotRun, "%s is %s and cannot run", "%s no puede correr: sufre el estado %s", f.name(), c)
		}
	}
	if inPit(s.Board, f.At, f.baseSize()) {
		return s.refuse(CodeInPit, "%s is in a pit: it must climb out first", "%s está en un foso: primero debe trepar para salir", f.name())
	}
	if onLadder(s.Board, f) {
		return s.refuse(CodeCannotRun, "%s is on a ladder: no running on a ladder (page 19)", "%s está en una escalera de mano: no se puede correr por ella (página 19)", f.name())
	}
	if a.Swim != nil {
		return s.refuse(CodeCannotRun, "%s is swimming: a swimmer does not run", "%s está nadando: quien nada no corre", f.name())
	}
	switch {
	case a.NoAttack:
		return s.refuse(CodeCannotRun, "%s shielded itself and may not run in this activation", "%s se protegió con el escudo y no puede correr en esta activación", f.name())
	case a.Action != "":
		return s.refuse(CodeActionUsed, "%s has already used its Action (%s)", "%s ya ha usado su Acción (%s)", f.name(), a.Action)
	case !a.ActionLeft():
		return s.refuse(CodeActionUsed, "%s gave up its Action for a second Quick Action", "%s cambió su Acción por una segunda Acción rápida", f.name())
	case a.Moved:
		return s.refuse(CodeAlreadyMoved, "running must be declared before moving, and %s has moved", "correr se declara antes de moverse, y %s ya se ha movido", f.name())
	case f.Attrs.Movement <= 0:
		return s.refuse(CodeCannotRun, "%s has no Movement to run with", "%s no tiene Movimiento con el que correr", f.name())
	case enemyAdjacent(s, fi, f.At):
		return s.refuse(CodeEnemyAdjacent, "%s is next to an enemy: no Action may be performed there", "%s está junto a un enemigo: ahí no se puede realizar ninguna Acción", f.name())
	case f.Span() > 1 && baseFit(s.Board, f.Mover(), f.Span(), f.At) != board.Free:
		return s.refuse(CodeCannotRun, "%s stands in a space narrower than its base and cannot run", "%s está en un espacio más estrecho que su peana y no puede correr", f.name())
	}
	return nil
}

// runAllowance is the Movement points a run roll gives a figure of
// Movement mov, and whether the cap or the double 1 decided it.
func runAllowance(mov int, r dice.Roll) (allowance int, capped, stumbled bool) {
	if r.Double1() {
		return dice.DivDown(mov, 2), false, true
	}
	if t := mov + r.Total; t <= 2*mov {
		return t, false, false
	}
	return 2 * mov, true, false
}

// settleRun applies a final run roll: the activation's allowance becomes
// what the roll gives.
func settleRun(e *env, r RollRecord) error {
	s := e.s
	a := s.Active
	if a == nil || a.Figure != r.Figure || a.Run == nil {
		return refuse(CodeBadState, "no run of %q is waiting for its roll", "ninguna carrera de %q espera su tirada", r.Figure)
	}
	fi := s.figure(r.Figure)
	if fi < 0 {
		return unknownFigure(r.Figure)
	}
	// A rider's run is his mount's gallop (page 101).
	got, capped, stumbled := runAllowance(max(0, attributeNow(&s.Figures[carrier(s, fi)], Movement)), r.Roll)
	if f := &s.Figures[carrier(s, fi)]; !stumbled && !capped && fastRunner(f) {
		// Fast: a run always doubles the Movement (page 113).
		got, capped = 2*max(0, attributeNow(f, Movement)), true
		e.skillUsed(f, skillTable["fast"], Text{En: "the run doubles its Movement", Es: "la carrera dobla su Movimiento"})
	}
	a.Run.Roll = r.clone()
	a.Run.Allowance = got
	a.Run.Settled = true
	a.Allowance = got
	e.emit(RunAllowance{Figure: r.Figure, Roll: r.Seq, Allowance: got, Capped: capped, Stumbled: stumbled})
	return nil
}
