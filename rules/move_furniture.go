package rules

import (
	"fmt"
	"slices"

	"dun/board"
)

// Moving furniture (page 27, Action 17): a figure next to a movable piece
// of furniture spends its Action to push it one square, in any of the
// eight directions. It may not move furniture taller than itself (its
// size is its height, page 12); furniture as tall as itself moves only if
// it passes a Strength test; lower furniture simply moves. The furniture's
// squares after the push must be on the board, in its own section, on
// plain or difficult floor, free of other elements and of figures, and
// joined to the squares they come from with no wall or closed door between
// (R72). The book marks no exploratory letter on this Action (R60): any
// figure may do it, in a combat turn too, but not next to an enemy or
// within its melee range. A trap on the furniture's squares goes with it.

const ruleMoveFurniture = "move_furniture"

// furniturePush checks that figure fi may push the element on square at
// one square toward d, and returns the element's ID and whether a
// Strength test is needed.
func furniturePush(s *State, fi int, a *Activation, at board.Pos, d board.Dir) (int, bool, *RuleError) {
	f := &s.Figures[fi]
	g := s.Board
	if err := mountedRefusal(f); err != nil {
		return -1, false, err
	}
	if err := lying(f); err != nil {
		return -1, false, err
	}
	switch {
	case inPit(g, f.At, f.baseSize()):
		return -1, false, refuse(CodeInPit, "%s is in a pit: it must climb out first", "%s está en un foso: primero debe trepar para salir", f.name())
	case !a.ActionLeft():
		return -1, false, refuse(CodeActionUsed, "%s has no Action left", "a %s no le queda ninguna Acción", f.name())
	case enemyAdjacent(s, fi, f.At):
		return -1, false, refuse(CodeEnemyAdjacent, "%s is next to an enemy: no Action may be performed there", "%s está junto a un enemigo: ahí no se puede realizar ninguna Acción", f.name())
	case d > board.NorthWest:
		return -1, false, badCommand("direction %d (want 0-7)", "dirección %d (debe ser 0-7)", d)
	}
	if err := unthreatened(s, fi); err != nil {
		return -1, false, err
	}
	if !g.In(at) || g.Square(at).Element == 0 {
		return -1, false, refuse(CodeNoElement, "there is no furniture on %v", "no hay ningún mueble en %v", at)
	}
	id := int(g.Square(at).Element) - 1
	el := g.Elements()[id]
	switch {
	case !el.Movable || el.Special:
		return -1, false, refuse(CodeCannotMoveIt, "the %s on %v cannot be moved", "el elemento %s de %v no se puede mover", el.Kind, at)
	case !slices.Contains(elementsBesides(g, f, nil), id):
		return -1, false, refuse(CodeNotAdjacent, "%s must stand next to the %s on %v", "%s debe estar junto al elemento %s de %v", f.name(), el.Kind, at)
	case int(el.Height) > f.Size:
		return -1, false, refuse(CodeCannotMoveIt, "the %s is taller than %s", "el elemento %s es más alto que %s", el.Kind, f.name())
	}
	from := g.ElementSquares(id, nil)
	sec := g.Square(from[0]).Section
	for _, p := range from {
		for i := range s.Figures {
			if o := &s.Figures[i]; o.Present() && o.Covers(p) {
				return -1, false, refuse(CodeOccupied, "%s stands on the %s", "%s está sobre el elemento %s", o.name(), el.Kind)
			}
		}
		q := p.Add(d)
		if !g.In(q) || !g.Adjacent(g.Index(p), g.Index(q)) {
			return -1, false, refuse(CodeCannotMoveIt, "the %s cannot go %s: a wall or the edge of the board is in the way", "el elemento %s no puede ir hacia %s: un muro o el borde del tablero lo impide", el.Kind, d)
		}
		sq := g.Square(q)
		if sq.Section != sec || sq.HasStair || (sq.Terrain != board.Normal && sq.Terrain != board.Difficult) {
			return -1, false, refuse(CodeCannotMoveIt, "the %s cannot go onto %v", "el elemento %s no puede ir a %v", el.Kind, q)
		}
		if other := int(sq.Element) - 1; other >= 0 && other != id {
			return -1, false, refuse(CodeCannotMoveIt, "%v already holds an element", "%v ya tiene un elemento", q)
		}
		for i := range s.Figures {
			if o := &s.Figures[i]; o.Present() && o.Covers(q) {
				return -1, false, refuse(CodeOccupied, "%s stands on %v", "%s está en %v", o.name(), q)
			}
		}
	}
	return id, int(el.Height) == f.Size, nil
}

func (c MoveFurniture) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	id, test, rerr := furniturePush(e.s, fi, a, c.At, c.Toward)
	if rerr != nil {
		return rerr
	}
	if err := e.spendAction(f, a, ruleMoveFurniture); err != nil {
		return err
	}
	at := e.s.Board.ElementSquares(id, nil)[0]
	if test {
		return e.startTask(fi, Task{Rule: ruleMoveFurniture, At: at, Toward: c.Toward}, Strength, 0)
	}
	return e.pushFurniture(fi, id, c.Toward, 0)
}

// pushFurniture moves element id one square toward d for figure fi, with
// any trap on its squares.
func (e *env) pushFurniture(fi, id int, d board.Dir, roll int) error {
	g := e.s.Board.Clone()
	from := g.ElementSquares(id, nil)
	if err := g.MoveElement(id, d); err != nil {
		return refuse(CodeBadState, "moving element %d: %v", "al mover el elemento %d: %v", id, err.Error())
	}
	e.s.Board = g
	if x := e.s.Explore; x != nil {
		for k := range x.Traps {
			if slices.Contains(from, x.Traps[k].At) {
				t := &own(&x.Traps)[k]
				t.At = t.At.Add(d)
			}
		}
	}
	e.emit(FurnitureMoved{Figure: e.s.Figures[fi].ID, Element: id, From: from[0], To: from[0].Add(d), Roll: roll})
	return nil
}

// settleMoveFurniture applies the final Strength test.
func settleMoveFurniture(e *env, r RollRecord) error {
	fi, task, err := e.takeTask(r)
	if err != nil {
		return err
	}
	d := task.Toward
	id := int(e.s.Board.Square(task.At).Element) - 1
	if id < 0 {
		return refuse(CodeBadState, "no element is on %v", "no hay ningún elemento en %v", task.At)
	}
	if r.failed() {
		e.emit(FurnitureStuck{Figure: e.s.Figures[fi].ID, Element: id, Roll: r.Seq})
		return nil
	}
	return e.pushFurniture(fi, id, d, r.Seq)
}

func moveFurnitureOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	if !s.Active.ActionLeft() {
		return nil
	}
	var out []Option
	for _, id := range elementsBesides(s.Board, f, nil) {
		el := s.Board.Elements()[id]
		if !el.Movable || el.Special {
			continue
		}
		at, ok := elementSquare(s, f, id)
		if !ok {
			continue
		}
		for d := board.North; d <= board.NorthWest; d++ {
			if _, _, err := furniturePush(s, fi, s.Active, at, d); err == nil {
				out = append(out, Option{ID: fmt.Sprintf("move_furniture:%s:%d,%d:%s", f.ID, at.X, at.Y, d), Command: MoveFurniture{Header: h, Figure: f.ID, At: at, Toward: d}})
			}
		}
	}
	return out
}
