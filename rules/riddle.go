package rules

import (
	"fmt"

	"dun/board"
)

// Solving riddles (page 24, Action 5): when a riddle guards a door or a
// chest (the quest sheet, or later the Dark Player's card, says so), a hero
// next to it spends his Action on an Intelligence test, one attempt per
// group. A success opens what it guarded: the door opens as an unexplored
// door does, revealing what lies behind; the chest opens and the heroes
// earn a Treasure card. A failure leaves the door to be broken down (it
// counts as locked, with the group's attempt at it spent) and shuts the
// chest for the whole quest. The Action carries no exploratory mark (R60),
// so a combat turn does not stop it, but an adjacent enemy does; a hero may
// try it from a square diagonal to the door (R70).

const ruleRiddle = "riddle"

// nearDoor reports whether figure f stands on, or next to, one of the
// squares door d separates (page 24's caption: interacting with a door
// other than opening it may be done diagonally).
func nearDoor(g *board.Grid, f *Figure, d UnexploredDoor) bool {
	for _, p := range d.Edges(nil) {
		for _, q := range [2]board.Pos{p, p.Add(d.Side.Dir())} {
			if besides(g, f, q) {
				return true
			}
		}
	}
	return false
}

// canSolveRiddle checks that hero fi may try the riddle of the door
// (door set) on edge at/side or of the chest on square at, and returns
// the door's or the element's index.
func canSolveRiddle(s *State, fi int, a *Activation, at board.Pos, side board.Side, door bool) (int, *RuleError) {
	f := &s.Figures[fi]
	if err := lying(f); err != nil {
		return -1, err
	}
	if err := mountedRefusal(f); err != nil {
		return -1, err
	}
	switch {
	case s.Explore == nil:
		return -1, s.refuse(CodeNoRiddle, "no riddle guards anything here", "aquí no hay ningún acertijo")
	case inPit(s.Board, f.At, f.baseSize()):
		return -1, s.refuse(CodeInPit, "%s is in a pit: it must climb out first", "%s está en un foso: primero debe trepar para salir", f.name())
	case !f.Hero():
		return -1, s.refuse(CodeNotAHero, "only heroes solve riddles, and %s is not one", "solo los héroes resuelven acertijos, y %s no lo es", f.name())
	case !a.ActionLeft():
		return -1, s.refuse(CodeActionUsed, "%s has no Action left", "a %s no le queda ninguna Acción", f.name())
	case enemyAdjacent(s, fi, f.At):
		return -1, s.refuse(CodeEnemyAdjacent, "%s is next to an enemy: no Action may be performed there", "%s está junto a un enemigo: ahí no se puede realizar ninguna Acción", f.name())
	}
	if err := unthreatened(s, fi); err != nil {
		return -1, err
	}
	return guardedAt(s, fi, at, side, door, func(d *UnexploredDoor, el *ElementState) bool {
		if d != nil {
			return d.Riddle
		}
		return el.Riddle
	}, func() *RuleError {
		if door {
			return s.refuse(CodeNoRiddle, "no riddle guards a door on the %s side of %v", "ningún acertijo protege una puerta en el lado %s de %v", side, at)
		}
		return s.refuse(CodeNoRiddle, "no riddle guards the element on %v", "ningún acertijo protege el elemento de %v", at)
	})
}

func (c SolveRiddle) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	k, rerr := canSolveRiddle(e.s, fi, a, c.At, c.Side, c.Door)
	if rerr != nil {
		return rerr
	}
	if err := e.spendAction(f, a, ruleRiddle); err != nil {
		return err
	}
	x := e.s.Explore
	task := Task{Rule: ruleRiddle, At: c.At, Door: c.Door}
	if c.Door {
		d := &x.Doors[k]
		task.At, task.Side = d.At, d.Side
	} else {
		task.At = chestSquares(e.s, x.Elements[k].Element)[0]
	}
	return e.startTask(fi, task, Intelligence, 0)
}

// settleRiddle applies the final test.
func settleRiddle(e *env, r RollRecord) error {
	fi, task, err := e.takeTask(r)
	if err != nil {
		return err
	}
	f := &e.s.Figures[fi]
	x := e.s.Explore
	ev := RiddleTried{Figure: f.ID, At: task.At, Roll: r.Seq, Solved: !r.failed()}
	if task.Door {
		k := doorAt(x, task.At, task.Side)
		if k < 0 {
			return refuse(CodeBadState, "no unexplored door is on the %s side of %v", "no hay ninguna puerta sin explorar en el lado %s de %v", task.Side, task.At)
		}
		ev.Side = task.Side
		d := &own(&x.Doors)[k]
		d.Riddle = false
		e.emit(ev)
		if r.failed() {
			d.Locked, d.Jammed = true, true
			return nil
		}
		return e.openUnexplored(fi, k)
	}
	id := int(e.s.Board.Square(task.At).Element) - 1
	k := x.elementIndex(id)
	if k < 0 {
		return refuse(CodeBadState, "no chest is on %v", "no hay ningún cofre en %v", task.At)
	}
	el := &own(&x.Elements)[k]
	el.Riddle = false
	ev.Element, ev.Chest = id, true
	e.emit(ev)
	if r.failed() {
		el.Sealed = true
		return nil
	}
	el.Opened = true
	return e.earnTreasure(fi)
}

func riddleOptions(s *State, fi int, h Header) []Option {
	x := s.Explore
	if x == nil {
		return nil
	}
	f := &s.Figures[fi]
	var out []Option
	for k, d := range x.Doors {
		if !d.Riddle || doorAt(x, d.At, d.Side) != k {
			continue
		}
		if _, err := canSolveRiddle(s, fi, s.Active, d.At, d.Side, true); err == nil {
			out = append(out, Option{ID: fmt.Sprintf("solve_riddle:%s:%d,%d:%s", f.ID, d.At.X, d.At.Y, d.Side), Command: SolveRiddle{Header: h, Figure: f.ID, At: d.At, Side: d.Side, Door: true}})
		}
	}
	for _, id := range elementsBesides(s.Board, f, nil) {
		at, ok := elementSquare(s, f, id)
		if !ok {
			continue
		}
		if _, err := canSolveRiddle(s, fi, s.Active, at, 0, false); err == nil {
			out = append(out, Option{ID: fmt.Sprintf("solve_riddle:%s:%d,%d", f.ID, at.X, at.Y), Command: SolveRiddle{Header: h, Figure: f.ID, At: at}})
		}
	}
	return out
}

// guardedAt finds what an Action against an obstacle on a door or chest
// (a riddle, magic runes) aims at: the door on edge at/side next to
// figure fi when door is set, else the chest on at next to it, which must
// carry the obstacle (guards says). It returns the door's or the
// element's index, or missing's refusal when nothing there carries it.
func guardedAt(s *State, fi int, at board.Pos, side board.Side, door bool, guards func(d *UnexploredDoor, el *ElementState) bool, missing func() *RuleError) (int, *RuleError) {
	f := &s.Figures[fi]
	x := s.Explore
	if door {
		k := doorAt(x, at, side)
		if k < 0 || !guards(&x.Doors[k], nil) {
			return -1, missing()
		}
		if !nearDoor(s.Board, f, x.Doors[k]) {
			return -1, refuse(CodeNotAdjacent, "%s must stand next to the door", "%s debe estar junto a la puerta", f.name())
		}
		return k, nil
	}
	k, err := elementNear(s, fi, at)
	if err != nil {
		return -1, err
	}
	if el := &x.Elements[k]; !el.Chest || !guards(nil, el) {
		return -1, missing()
	}
	return k, nil
}
