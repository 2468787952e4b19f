package rules

import "dun/board"

// What the exploratory Actions share (page 22): only heroes perform them;
// none but revealing a section and opening an unexplored door without a
// test may be performed in a combat turn; no Action is performed next to
// an enemy or within an enemy's melee range. The Actions marked in the book
// as exploratory are 1-3, 10-12, 14, 15 and 21 (R60); opening a chest and
// solving a riddle are not. A double 1 on the test of an exploratory
// Action, once final, gives the Dark Player one Reserve Point (page 28,
// R61).

// calmExploring refuses an exploratory Action that calls for a test to
// anyone but a hero who may act here and now: exploring's conditions (no
// enemy next to him or whose melee range reaches him) and no combat turn
// (page 22).
func calmExploring(s *State, fi int, a *Activation) *RuleError {
	if err := exploring(s, fi, a); err != nil {
		return err
	}
	if err := mountedRefusal(&s.Figures[fi]); err != nil {
		return err
	}
	if CombatTurn(*s) {
		return s.refuse(CodeCombatTurn, "this is a combat turn: only revealing a section and opening an unexplored door may be done as exploration", "es un turno de combate: solo se puede desvelar una zona o abrir una puerta inexplorada")
	}
	return nil
}

// unthreatened refuses an Action to figure fi within an enemy's melee
// range (page 22).
func unthreatened(s *State, fi int) *RuleError {
	f := &s.Figures[fi]
	if len(engagers(s, fi, f.At)) > 0 {
		return s.refuse(CodeEngaged, "%s is within an enemy's melee range: no Action may be performed there", "%s está en la Zona de Influencia de un enemigo: ahí no se puede realizar ninguna Acción", f.name())
	}
	return nil
}

// notMoved refuses an Action that cannot be combined with a move (pages
// 25-26) to a figure that has moved this activation, as s refuses
// (quietly for an option list).
func notMoved(s *State, f *Figure, a *Activation) *RuleError {
	if a.Moved {
		return s.refuse(CodeAlreadyMoved, "%s has moved this activation, and this Action cannot be combined with a move", "%s ya se ha movido en esta activación, y esta Acción no se puede combinar con un movimiento", f.name())
	}
	return nil
}

// standsStill refuses to move a figure that may not move any more this
// activation.
func standsStill(f *Figure, a *Activation) *RuleError {
	if a.Still {
		return refuse(CodeStill, "%s may not move again this activation", "%s no puede volver a moverse en esta activación", f.name())
	}
	return nil
}

// startTask rolls the test of an Action of rule for figure fi, acting on
// task, and offers Fortune on it; the rule's settler takes the task back
// (takeTask) once the roll is final.
func (e *env) startTask(fi int, task Task, a Attribute, target int, mods ...Modifier) error {
	act := e.s.Active
	t := task
	act.Task = &t
	r, err := e.test(fi, task.Rule, a, target, testSkillMods(e.s, fi, a, task.Rule, mods)...)
	if err != nil {
		return err
	}
	return e.offerFortune(&e.s.Figures[fi], r, r.failed())
}

// takeTask takes the Action that waited for test r.
func (e *env) takeTask(r RollRecord) (int, Task, error) {
	a := e.s.Active
	if a == nil || a.Figure != r.Figure || a.Task == nil || a.Task.Rule != r.Rule {
		return 0, Task{}, refuse(CodeBadState, "no %s of %q is waiting for its test", "ninguna acción %s de %q espera su tirada", r.Rule, r.Figure)
	}
	fi := e.s.figure(r.Figure)
	if fi < 0 {
		return 0, Task{}, unknownFigure(r.Figure)
	}
	t := *a.Task
	a.Task = nil
	return fi, t, nil
}

// blunder gives the Dark Player a Reserve Point for a final double 1 on
// the test of an exploratory Action (page 28).
func (e *env) blunder(r RollRecord) {
	if !r.Double1() {
		return
	}
	e.s.Reserve++
	e.emit(ReserveGained{Points: 1, Reserve: e.s.Reserve, Roll: r.Seq})
}

// besides reports whether figure f's base stands on square p or next to
// it with nothing between (page 19's adjacency, walls and closed doors
// separating).
func besides(g *board.Grid, f *Figure, p board.Pos) bool {
	if !g.In(p) {
		return false
	}
	var sq []board.Pos
	for _, q := range f.Squares(sq) {
		if q == p || (board.Chebyshev(q, p) == 1 && g.In(q) && g.Adjacent(g.Index(q), g.Index(p))) {
			return true
		}
	}
	return false
}

// sectionOf is the board section figure f stands in (its base's top-left
// square).
func sectionOf(s *State, f *Figure) uint8 { return s.Board.Square(f.At).Section }
