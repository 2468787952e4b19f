package rules

import (
	"fmt"

	"dun/board"
)

// Opening locked doors (page 24, Action 3, exploratory): when the sheet
// says an unexplored door is locked, a hero next to it (on one of the
// squares it separates, as for opening it, R63) may spend his Action on a
// Dexterity test. The group has one attempt per door. On a success the
// door opens as an unexplored door does (opendoor.go), revealing what lies
// behind; on a failure only breaking it down opens it (breaking is a later
// Action). As an exploratory Action with a test, it is not performed in a
// combat turn (page 22).

const rulePickLock = "pick_lock"

func canPickLock(s *State, fi int, a *Activation, at board.Pos, side board.Side) (int, *RuleError) {
	if err := calmExploring(s, fi, a); err != nil {
		return -1, err
	}
	return lockable(s, fi, at, side)
}

// lockable is canPickLock once calmExploring has passed.
func lockable(s *State, fi int, at board.Pos, side board.Side) (int, *RuleError) {
	f := &s.Figures[fi]
	k := doorAt(s.Explore, at, side)
	if k < 0 {
		return -1, refuse(CodeNoDoor, "there is no unexplored door on the %s side of %v", "no hay ninguna puerta sin explorar en el lado %s de %v", side, at)
	}
	d := s.Explore.Doors[k]
	switch {
	case !nextToDoor(f, d):
		return -1, refuse(CodeNotAdjacent, "%s must stand next to the door, not diagonally", "%s debe estar junto a la puerta, no en diagonal", f.name())
	case d.Riddle:
		return -1, refuse(CodeRiddle, "a riddle guards the door: it must be solved first", "un acertijo protege la puerta: primero hay que resolverlo")
	case d.Runes:
		return -1, refuse(CodeSealed, "magic runes seal the door: no lock to pick", "unas runas mágicas sellan la puerta: no hay cerradura que forzar")
	case !d.Locked:
		return -1, refuse(CodeNotLocked, "the door is not locked: open it", "la puerta no está cerrada con llave: basta con abrirla")
	case d.Jammed:
		return -1, refuse(CodeAlreadyTried, "the group has had its one try at this lock: only breaking the door opens it now", "el grupo ya tuvo su intento con esta cerradura: ahora la puerta solo se abre echándola abajo")
	}
	return k, nil
}

func (c PickLock) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	k, rerr := canPickLock(e.s, fi, a, c.At, c.Side)
	if rerr != nil {
		return rerr
	}
	if err := e.spendAction(f, a, rulePickLock); err != nil {
		return err
	}
	d := e.s.Explore.Doors[k]
	own(&e.s.Explore.Doors)[k].Jammed = true
	return e.startTask(fi, Task{Rule: rulePickLock, At: d.At, Side: d.Side}, Dexterity, 0, itemTestMods(f, testBonusDexterity, nil)...)
}

// settlePickLock applies the final test: the door opens, or stays locked
// to all but breaking it down.
func settlePickLock(e *env, r RollRecord) error {
	fi, task, err := e.takeTask(r)
	if err != nil {
		return err
	}
	e.blunder(r)
	f := &e.s.Figures[fi]
	k := doorAt(e.s.Explore, task.At, task.Side)
	if k < 0 {
		return refuse(CodeBadState, "no unexplored door is on the %s side of %v", "no hay ninguna puerta sin explorar en el lado %s de %v", task.Side, task.At)
	}
	ev := LockTried{Figure: f.ID, At: task.At, Side: task.Side, Roll: r.Seq}
	if r.failed() {
		e.emit(ev)
		return nil
	}
	ev.Opened = true
	e.emit(ev)
	return e.openUnexplored(fi, k)
}

func pickLockOptions(s *State, fi int, h Header, calm bool) []Option {
	x := s.Explore
	if x == nil || !calm {
		return nil
	}
	f := &s.Figures[fi]
	var out []Option
	for k, d := range x.Doors {
		if !d.Locked || d.Jammed || d.Riddle || doorAt(x, d.At, d.Side) != k {
			continue
		}
		if _, err := lockable(s, fi, d.At, d.Side); err == nil {
			out = append(out, Option{ID: fmt.Sprintf("pick_lock:%s:%d,%d:%s", f.ID, d.At.X, d.At.Y, d.Side), Command: PickLock{Header: h, Figure: f.ID, At: d.At, Side: d.Side}})
		}
	}
	return out
}
