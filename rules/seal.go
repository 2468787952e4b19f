package rules

import (
	"fmt"

	"dun/board"
)

// Magic Seal (the card_sealed_access effect; the starter pack's text is
// original): runes shut an unexplored door or a chest. A spellcaster of
// the heroes' side next to it breaks them with his Action and an
// Intelligence test at the card's modifier (BreakSeal); the runes gone,
// the door or chest is as it was before the card, to be opened as usual.
// Otherwise a sealed door must be broken down (it counts as locked with
// its lock already tried, page 24) and a sealed chest can be neither
// opened nor broken. A failed test leaves the runes for another try with
// a later Action: the card, unlike a riddle, gives no single attempt
// (R542). Laid, the seal is an obstacle of page 48 like a lock.

const ruleBreakSeal = "break_seal"

func init() { rollSettlers[ruleBreakSeal] = settleBreakSeal }

// BreakSeal: the spellcaster Figure breaks the runes of the door on the
// Side edge of At (Door set) or of the chest on At.
type BreakSeal struct {
	Header
	Figure string
	At     board.Pos
	Side   board.Side
	Door   bool
}

// TypeBreakSeal is the command type of BreakSeal.
const TypeBreakSeal = "break_seal"

func (BreakSeal) Type() string { return TypeBreakSeal }

// MarshalJSON writes the command's tagged form.
func (c BreakSeal) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// seal lays card c's runes on the door or chest task names.
func (e *env) seal(c *DarkCard, task Task) {
	x := e.s.Explore
	mod := min(max(c.Int("modifier"), -6), 6)
	if task.Rule == reactDoor {
		d := &own(&x.Doors)[doorAt(x, task.At, task.Side)]
		d.Runes, d.RunesMod, d.Locked, d.Jammed = true, mod, true, true
		e.emit(DoorShut{At: task.At, Side: task.Side, Card: c.ID})
		return
	}
	if el := e.s.Board.Square(task.At).Element; el != 0 {
		if k := x.elementIndex(int(el) - 1); k >= 0 {
			el := &own(&x.Elements)[k]
			el.Runes, el.RunesMod = true, mod
		}
	}
	e.emit(ChestShut{At: task.At, Card: c.ID})
}

// canBreakSeal checks that figure fi may try the runes of the door (door
// set) on edge at/side or of the chest on at, and returns the door's or
// the element's index.
func canBreakSeal(s *State, fi int, a *Activation, at board.Pos, side board.Side, door bool) (int, *RuleError) {
	f := &s.Figures[fi]
	if err := lying(f); err != nil {
		return -1, err
	}
	switch {
	case s.Explore == nil:
		return -1, s.refuse(CodeNoSeal, "no runes seal anything here", "aquí no hay runas que sellen nada")
	case f.Side != Heroes || len(f.Spells) == 0:
		return -1, s.refuse(CodeNotASpellcaster, "only a spellcaster of the heroes breaks magic runes, and %s is none", "solo un hechicero de los héroes rompe runas mágicas, y %s no lo es", f.name())
	case inPit(s.Board, f.At, f.baseSize()):
		return -1, s.refuse(CodeInPit, "%s is in a pit: it must climb out first", "%s está en un foso: primero debe trepar para salir", f.name())
	case !a.ActionLeft() || a.Action != "":
		return -1, s.refuse(CodeActionUsed, "%s has no Action left", "a %s no le queda ninguna Acción", f.name())
	case enemyAdjacent(s, fi, f.At):
		return -1, s.refuse(CodeEnemyAdjacent, "%s is next to an enemy: no Action may be performed there", "%s está junto a un enemigo: ahí no se puede realizar ninguna Acción", f.name())
	}
	if err := unthreatened(s, fi); err != nil {
		return -1, err
	}
	return guardedAt(s, fi, at, side, door, func(d *UnexploredDoor, el *ElementState) bool {
		if d != nil {
			return d.Runes
		}
		return el.Runes
	}, func() *RuleError {
		if door {
			return s.refuse(CodeNoSeal, "no runes seal a door on the %s side of %v", "ninguna runa sella una puerta en el lado %s de %v", side, at)
		}
		return s.refuse(CodeNoSeal, "no runes seal the element on %v", "ninguna runa sella el elemento de %v", at)
	})
}

func (c BreakSeal) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	k, rerr := canBreakSeal(e.s, fi, a, c.At, c.Side, c.Door)
	if rerr != nil {
		return rerr
	}
	if err := e.spendAction(f, a, ruleBreakSeal); err != nil {
		return err
	}
	x := e.s.Explore
	task := Task{Rule: ruleBreakSeal, At: c.At, Door: c.Door}
	mod := 0
	if c.Door {
		d := &x.Doors[k]
		task.At, task.Side, mod = d.At, d.Side, d.RunesMod
	} else {
		task.At, mod = chestSquares(e.s, x.Elements[k].Element)[0], x.Elements[k].RunesMod
	}
	var mods []Modifier
	if mod != 0 {
		mods = append(mods, Modifier{Value: mod, Why: Text{En: "magic runes", Es: "runas mágicas"}})
	}
	return e.startTask(fi, task, Intelligence, 0, mods...)
}

// settleBreakSeal applies the final test: passed, the runes are gone.
func settleBreakSeal(e *env, r RollRecord) error {
	fi, task, err := e.takeTask(r)
	if err != nil {
		return err
	}
	f := &e.s.Figures[fi]
	x := e.s.Explore
	ev := SealTried{Figure: f.ID, At: task.At, Roll: r.Seq, Broken: !r.failed()}
	if task.Door {
		k := doorAt(x, task.At, task.Side)
		if k < 0 {
			return refuse(CodeBadState, "no unexplored door is on the %s side of %v", "no hay ninguna puerta sin explorar en el lado %s de %v", task.Side, task.At)
		}
		ev.Side = task.Side
		e.emit(ev)
		if !r.failed() {
			d := &own(&x.Doors)[k]
			d.Runes, d.RunesMod, d.Locked, d.Jammed = false, 0, false, false
		}
		return nil
	}
	id := int(e.s.Board.Square(task.At).Element) - 1
	k := x.elementIndex(id)
	if k < 0 {
		return refuse(CodeBadState, "no chest is on %v", "no hay ningún cofre en %v", task.At)
	}
	ev.Chest = true
	e.emit(ev)
	if !r.failed() {
		el := &own(&x.Elements)[k]
		el.Runes, el.RunesMod = false, 0
	}
	return nil
}

func breakSealOptions(s *State, fi int, h Header) []Option {
	x := s.Explore
	f := &s.Figures[fi]
	if x == nil || len(f.Spells) == 0 {
		return nil
	}
	var out []Option
	for k, d := range x.Doors {
		if !d.Runes || doorAt(x, d.At, d.Side) != k {
			continue
		}
		if _, err := canBreakSeal(s, fi, s.Active, d.At, d.Side, true); err == nil {
			out = append(out, Option{ID: fmt.Sprintf("break_seal:%s:%d,%d:%s", f.ID, d.At.X, d.At.Y, d.Side), Command: BreakSeal{Header: h, Figure: f.ID, At: d.At, Side: d.Side, Door: true}})
		}
	}
	for _, id := range elementsBesides(s.Board, f, nil) {
		at, ok := elementSquare(s, f, id)
		if !ok {
			continue
		}
		if _, err := canBreakSeal(s, fi, s.Active, at, 0, false); err == nil {
			out = append(out, Option{ID: fmt.Sprintf("break_seal:%s:%d,%d", f.ID, at.X, at.Y), Command: BreakSeal{Header: h, Figure: f.ID, At: at}})
		}
	}
	return out
}

// Codes of the seal's refusals.
const (
	CodeNoSeal          = "no_seal"
	CodeNotASpellcaster = "not_a_spellcaster"
	CodeSealed          = "sealed"
)

// SealTried: a spellcaster tried the runes of a door (Side set) or a
// chest; Broken when they are gone.
type SealTried struct {
	Figure string     `json:"figure"`
	At     board.Pos  `json:"at"`
	Side   board.Side `json:"side,omitempty"`
	Chest  bool       `json:"chest,omitempty"`
	Roll   int        `json:"roll"`
	Broken bool       `json:"broken,omitempty"`
}

func (SealTried) EventType() string { return "seal_tried" }
