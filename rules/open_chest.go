package rules

import (
	"fmt"

	"dun/board"
)

// Opening chests (page 24, Action 4): a hero next to a chest spends his
// Action on a Dexterity test. The group has one attempt per chest. On a
// success the chest is open and the heroes earn a Treasure card
// (State.TreasureDraws); on a failure only breaking it opens it (breaking
// is a later Action). The book does not mark this Action as exploratory
// (R60): it may be tried in a combat turn, but not next to an enemy or
// within its melee range (page 22). A trap on the chest's square goes off
// when the hero reaches for it (trap.go).

const ruleOpenChest = "open_chest"

func canOpenChest(s *State, fi int, a *Activation, at board.Pos) (int, *RuleError) {
	f := &s.Figures[fi]
	if err := lying(f); err != nil {
		return -1, err
	}
	if err := mountedRefusal(f); err != nil {
		return -1, err
	}
	switch {
	case s.Explore == nil:
		return -1, s.refuse(CodeNoElement, "there is no chest on %v", "no hay ningún cofre en %v", at)
	case inPit(s.Board, f.At, f.baseSize()):
		return -1, s.refuse(CodeInPit, "%s is in a pit: it must climb out first", "%s está en un foso: primero debe trepar para salir", f.name())
	case !f.Hero():
		return -1, s.refuse(CodeNotAHero, "only heroes open chests, and %s is not one", "solo los héroes abren cofres, y %s no lo es", f.name())
	case !a.ActionLeft():
		return -1, s.refuse(CodeActionUsed, "%s has no Action left", "a %s no le queda ninguna Acción", f.name())
	case enemyAdjacent(s, fi, f.At):
		return -1, s.refuse(CodeEnemyAdjacent, "%s is next to an enemy: no Action may be performed there", "%s está junto a un enemigo: ahí no se puede realizar ninguna Acción", f.name())
	}
	if err := unthreatened(s, fi); err != nil {
		return -1, err
	}
	k, err := elementNear(s, fi, at)
	if err != nil {
		return -1, err
	}
	el := s.Explore.Elements[k]
	switch {
	case !el.Chest:
		return -1, s.refuse(CodeNoElement, "the element on %v is not a chest", "el elemento de %v no es un cofre", at)
	case el.Opened:
		return -1, s.refuse(CodeAlreadyTried, "the chest on %v is open already", "el cofre de %v ya está abierto", at)
	case el.Sealed:
		return -1, s.refuse(CodeAlreadyTried, "the riddle of the chest on %v was not solved: it stays shut for this quest", "el acertijo del cofre de %v no se resolvió: queda cerrado durante esta misión", at)
	case el.Riddle:
		return -1, s.refuse(CodeRiddle, "a riddle guards the chest on %v: it must be solved first", "un acertijo protege el cofre de %v: primero hay que resolverlo", at)
	case el.Runes:
		return -1, s.refuse(CodeSealed, "magic runes seal the chest on %v: only a spellcaster breaking them opens it", "unas runas mágicas sellan el cofre de %v: solo se abre si un hechicero las rompe", at)
	case el.Tried:
		return -1, s.refuse(CodeAlreadyTried, "the group has had its one try at the chest on %v: only breaking it opens it now", "el grupo ya tuvo su intento con el cofre de %v: ahora solo se abre rompiéndolo", at)
	}
	return k, nil
}

func (c OpenChest) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	k, rerr := canOpenChest(e.s, fi, a, c.At)
	if rerr != nil {
		return rerr
	}
	x := e.s.Explore
	sq := chestSquares(e.s, x.Elements[k].Element)
	for _, p := range sq {
		if t := x.trapAt(p); t >= 0 && trapPayable(e.s, t) {
			return e.springTrap(fi, t, Task{Back: f.At})
		}
	}
	if e.darkReacts(fi, reactChest, c.At, 0) {
		return nil
	}
	if err := e.spendAction(f, a, ruleOpenChest); err != nil {
		return err
	}
	own(&x.Elements)[k].Tried = true
	return e.startTask(fi, Task{Rule: ruleOpenChest, At: sq[0]}, Dexterity, 0)
}

// chestSquares lists the squares of board element id, in reading order.
func chestSquares(s *State, id int) []board.Pos {
	g := s.Board
	var out []board.Pos
	for i := 0; i < g.Len(); i++ {
		if int(g.At(i).Element)-1 == id {
			out = append(out, g.Pos(i))
		}
	}
	return out
}

// settleOpenChest applies the final test: the chest opens, or stays shut
// to all but breaking.
func settleOpenChest(e *env, r RollRecord) error {
	fi, task, err := e.takeTask(r)
	if err != nil {
		return err
	}
	f := &e.s.Figures[fi]
	g := e.s.Board
	id := int(g.Square(task.At).Element) - 1
	k := e.s.Explore.elementIndex(id)
	if k < 0 {
		return refuse(CodeBadState, "no chest is on %v", "no hay ningún cofre en %v", task.At)
	}
	ev := ChestTried{Figure: f.ID, Element: id, Roll: r.Seq}
	if r.failed() {
		e.emit(ev)
		return nil
	}
	own(&e.s.Explore.Elements)[k].Opened = true
	ev.Opened = true
	e.emit(ev)
	return e.earnTreasure(fi)
}

func openChestOptions(s *State, fi int, h Header) []Option {
	x := s.Explore
	if x == nil {
		return nil
	}
	f := &s.Figures[fi]
	var out []Option
	for _, id := range elementsBesides(s.Board, f, nil) {
		at, ok := elementSquare(s, f, id)
		if !ok {
			continue
		}
		if _, err := canOpenChest(s, fi, s.Active, at); err == nil {
			out = append(out, Option{ID: fmt.Sprintf("open_chest:%s:%d,%d", f.ID, at.X, at.Y), Command: OpenChest{Header: h, Figure: f.ID, At: at}})
		}
	}
	return out
}
