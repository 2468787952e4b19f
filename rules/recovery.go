package rules

// The recovery phase (page 18), the first of every activation. A stunned
// figure rolls 1D6 and is rid of the condition on 4 or more. Then a
// knocked-down figure stands up: at once if no enemy is adjacent to it, or
// if it was already knocked down at its previous activation; otherwise only
// by passing an Agility test. A figure that stands up is stunned (page 42).
// One that stays down does nothing but end its activation (what else it
// may do belongs to the conditions' rules).
//
// A hero may spend Fortune on either roll (page 14); the phase resumes
// when the roll is final, through the roll's settler.

const (
	ruleRecovery = "recovery"
	ruleRise     = "rise"
)

// RecoveryTarget is what the recovery roll of a stunned figure needs on
// 1D6 (page 18).
const RecoveryTarget = 4

// recover runs the recovery phase of the active figure from its start.
func (e *env) recover() error {
	a := e.s.Active
	fi := e.s.figure(a.Figure)
	f := &e.s.Figures[fi]
	if !f.Conditions.Has(Stunned) {
		return e.rise(fi)
	}
	if e.s.heldBySpell(f.ID, Stunned) {
		// A spell's stun lasts as long as the spell (page 42).
		e.emit(ConditionKept{Figure: f.ID, Condition: Stunned})
		return e.rise(fi)
	}
	ctx := rollCtx{s: e.s, fi: fi, oi: -1, kind: RollRecovery}
	r, err := e.rollD6Against(fi, ruleRecovery, RecoveryTarget, skillMods(&ctx, nil)...)
	if err != nil {
		return err
	}
	return e.offerFortune(f, r, r.failed())
}

// settleRecovery applies the final recovery roll, then goes on to rising.
func settleRecovery(e *env, r RollRecord) error {
	fi, err := e.recovering(r)
	if err != nil {
		return err
	}
	if r.failed() {
		e.emit(ConditionKept{Figure: r.Figure, Condition: Stunned, Roll: r.Seq})
	} else {
		e.lose(fi, Stunned, r.Seq)
	}
	return e.rise(fi)
}

// recovering returns the index of the figure whose recovery roll r is, and
// checks that its recovery phase is in progress.
func (e *env) recovering(r RollRecord) (int, error) {
	a := e.s.Active
	if a == nil || a.Figure != r.Figure || a.Phase != Recovery {
		return -1, refuse(CodeBadState, "%q is not recovering", "%q no se está recuperando", r.Figure)
	}
	fi := e.s.figure(r.Figure)
	if fi < 0 {
		return -1, unknownFigure(r.Figure)
	}
	return fi, nil
}

// rise is the knocked-down step of the recovery phase of figure fi.
func (e *env) rise(fi int) error {
	f := &e.s.Figures[fi]
	switch {
	case !f.Conditions.Has(KnockedDown):
		return e.startActing()
	case !enemyAdjacent(e.s, fi, f.At):
		e.stand(fi, RiseFree, 0)
		return e.startActing()
	case f.DownLastActivation():
		e.stand(fi, RiseAutomatic, 0)
		return e.startActing()
	}
	r, err := e.test(fi, ruleRise, Agility, 0, testSkillMods(e.s, fi, Agility, ruleRise, nil)...)
	if err != nil {
		return err
	}
	return e.offerFortune(f, r, r.failed())
}

// settleRise applies the final Agility test to rise.
func settleRise(e *env, r RollRecord) error {
	fi, err := e.recovering(r)
	if err != nil {
		return err
	}
	if r.failed() {
		e.emit(ConditionKept{Figure: r.Figure, Condition: KnockedDown, Roll: r.Seq})
	} else {
		e.stand(fi, RiseTest, r.Seq)
	}
	return e.startActing()
}

// stand makes figure fi rise: no longer knocked down, but stunned.
func (e *env) stand(fi int, how RiseWay, roll int) {
	e.emit(Rose{Figure: e.s.Figures[fi].ID, How: how, Roll: roll})
	e.lose(fi, KnockedDown, roll)
	e.gain(fi, Stunned)
}

// startActing ends the recovery phase: the figure may now act, with the
// Movement its conditions leave it (page 42: -1 for each condition like
// stunned, so a figure that rose this activation moves one square less).
func (e *env) startActing() error {
	a := e.s.Active
	// Up and Back to Fight!'s second chance is for this rise only.
	if fi := e.s.figure(a.Figure); fi >= 0 {
		dropMark(&e.s.Figures[fi], markUpAgain)
	}
	a.Phase = Acting
	e.checkLoad(e.s.figure(a.Figure))
	f := &e.s.Figures[e.s.figure(a.Figure)]
	if mov, why := groundAllowance(e.s, f); mov != a.Allowance && a.Run == nil {
		a.Allowance = mov
		e.emit(MovementLowered{Figure: f.ID, Allowance: mov, Why: why})
	}
	if k := carrying(e.s, f.ID, false); k >= 0 {
		// A helper gives its activation again each turn (R936).
		if hi := e.s.figure(e.s.Scene.Carried[k].Helper); hi >= 0 {
			e.joinCarry(hi)
		}
		a.Allowance = carryCapOf(e.s, f, a.Allowance)
	}
	return nil
}
