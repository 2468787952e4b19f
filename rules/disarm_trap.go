package rules

import (
	"fmt"

	"dun/board"
)

// Deactivating traps (page 26, Action 14, exploratory): any hero next to a
// dormant trap (next to its square, or to the chest it guards, or to any
// arrow of the row it guards) may spend his Action on a Dexterity test
// against the trap's Disarm number, +1 when it was detected with a double
// 6. A success takes the trap off the board (a chest it guarded is still
// shut); a failure sets it off on him: its damage, but his activation goes
// on (R66). A trap whose card gives no number cannot be disarmed. As an
// exploratory Action with a test, it is not performed in a combat turn.

const ruleDisarmTrap = "disarm_trap"

// trapSquares lists the squares trap k guards: its own, and the arrows of
// its row when it lies on an exploration arrow.
func trapSquares(x *Exploration, k int) []board.Pos {
	t := x.Traps[k]
	a := arrowAt(x, t.At)
	if a < 0 {
		return []board.Pos{t.At}
	}
	var out []board.Pos
	for _, ar := range x.Arrows {
		if arrowRow(x, a)[ar.At] {
			out = append(out, ar.At)
		}
	}
	return out
}

func canDisarm(s *State, fi int, a *Activation, at board.Pos) (int, *RuleError) {
	if err := calmExploring(s, fi, a); err != nil {
		return -1, err
	}
	return disarmable(s, fi, at)
}

// disarmable is canDisarm once calmExploring has passed.
func disarmable(s *State, fi int, at board.Pos) (int, *RuleError) {
	f := &s.Figures[fi]
	x := s.Explore
	k := x.trapAt(at)
	if k < 0 || !x.Traps[k].Dormant {
		return -1, refuse(CodeNoTrap, "there is no detected trap on %v", "no hay ninguna trampa descubierta en %v", at)
	}
	if x.Traps[k].Disarm <= 0 {
		return -1, refuse(CodeCannotDisarm, "the trap on %v cannot be disarmed", "la trampa de %v no se puede desactivar", at)
	}
	near := false
	for _, p := range trapSquares(x, k) {
		near = near || (besides(s.Board, f, p) && (!f.Covers(p) || chestOn(s, p)))
	}
	if !near {
		return -1, refuse(CodeNotAdjacent, "%s must stand next to the trap on %v", "%s debe estar junto a la trampa de %v", f.name(), at)
	}
	return k, nil
}

func (c DisarmTrap) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	k, rerr := canDisarm(e.s, fi, a, c.At)
	if rerr != nil {
		return rerr
	}
	if err := e.spendAction(f, a, ruleDisarmTrap); err != nil {
		return err
	}
	t := e.s.Explore.Traps[k]
	var mods []Modifier
	if t.Bonus {
		mods = append(mods, Modifier{Value: 1, Why: Text{En: "trap detected with a double 6", Es: "trampa descubierta con un doble 6"}})
	}
	return e.startTask(fi, Task{Rule: ruleDisarmTrap, At: t.At}, Dexterity, t.Disarm, trapHarderMods(e.s, mods)...)
}

// settleDisarmTrap applies the final test: the trap is gone, or it goes
// off on the hero.
func settleDisarmTrap(e *env, r RollRecord) error {
	fi, task, err := e.takeTask(r)
	if err != nil {
		return err
	}
	e.blunder(r)
	x := e.s.Explore
	k := x.trapAt(task.At)
	if k < 0 {
		return refuse(CodeBadState, "no trap is on %v", "no hay ninguna trampa en %v", task.At)
	}
	f := &e.s.Figures[fi]
	if r.failed() {
		e.emit(TrapDisarmed{Figure: f.ID, At: task.At, Roll: r.Seq})
		return e.trapGoesOff(fi, k, ruleTrapDisarm)
	}
	x.Traps = append(x.Traps[:k:k], x.Traps[k+1:]...)
	if len(x.Traps) == 0 {
		x.Traps = nil
	}
	e.emit(TrapDisarmed{Figure: f.ID, At: task.At, Roll: r.Seq, Disarmed: true})
	return nil
}

func disarmOptions(s *State, fi int, h Header, calm bool) []Option {
	x := s.Explore
	if x == nil || len(x.Traps) == 0 || !calm {
		return nil
	}
	f := &s.Figures[fi]
	var out []Option
	for _, t := range x.Traps {
		if !t.Dormant {
			continue
		}
		if _, err := disarmable(s, fi, t.At); err == nil {
			out = append(out, Option{ID: fmt.Sprintf("disarm_trap:%s:%d,%d", f.ID, t.At.X, t.At.Y), Command: DisarmTrap{Header: h, Figure: f.ID, At: t.At}})
		}
	}
	return out
}
