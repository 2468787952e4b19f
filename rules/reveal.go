package rules

import (
	"fmt"

	"dun/board"
)

// Revealing a new section (page 22, Action 1, exploratory): a hero standing
// on an exploration arrow spends his Action to reveal the section it leads
// to, with its elements and creatures. The arrow leaves the board, and so
// do the arrows next to it that face the same way (R41). Exploratory
// Actions are for heroes only, and in a combat turn only this one and
// opening unexplored doors, which need no test, are allowed (page 22).

const ruleReveal = "reveal"

func (c Reveal) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	k, rerr := canReveal(e.s, fi, a, c.At)
	if rerr != nil {
		return rerr
	}
	if e.darkReacts(fi, reactReveal, c.At, 0) {
		return nil
	}
	if err := e.spendAction(f, a, ruleReveal); err != nil {
		return err
	}
	x := e.s.Explore
	arrow := x.Arrows[k]
	e.emit(ArrowsRemoved{Squares: e.removeArrowRow(k)})
	before := CombatTurn(*e.s)
	placed := e.revealSection(arrow.To)
	return e.revealWindow(fi, []uint8{arrow.To}, placed, before)
}

// exploring refuses an exploratory Action to anyone but a hero who may act
// there: standing (page 42), not next to an enemy nor within its melee
// range (page 22).
func exploring(s *State, fi int, a *Activation) *RuleError {
	return exploringAs(s, fi, a, false)
}

// exploringAs is exploring, letting a creature through when creature is
// set (a Watchman opening a door, watchman_door.go).
func exploringAs(s *State, fi int, a *Activation, creature bool) *RuleError {
	f := &s.Figures[fi]
	if err := lying(f); err != nil {
		return err
	}
	switch {
	case s.Explore == nil:
		return s.refuse(CodeNothingToExplore, "this game has no unexplored map", "esta partida no tiene mapa por explorar")
	case inPit(s.Board, f.At, f.baseSize()):
		return s.refuse(CodeInPit, "%s is in a pit: it must climb out first", "%s está en un foso: primero debe trepar para salir", f.name())
	case !f.Hero() && !creature:
		return s.refuse(CodeNotAHero, "only heroes perform exploratory Actions, and %s is not one", "solo los héroes realizan Acciones exploratorias, y %s no lo es", f.name())
	case a.Action != "":
		return s.refuse(CodeActionUsed, "%s has already used its Action (%s)", "%s ya ha usado su Acción (%s)", f.name(), a.Action)
	case !a.ActionLeft():
		return s.refuse(CodeActionUsed, "%s gave up its Action for a second Quick Action", "%s cambió su Acción por una segunda Acción rápida", f.name())
	case enemyAdjacent(s, fi, f.At):
		return s.refuse(CodeEnemyAdjacent, "%s is next to an enemy: no Action may be performed there", "%s está junto a un enemigo: ahí no se puede realizar ninguna Acción", f.name())
	}
	return unthreatened(s, fi)
}

// canReveal checks that the active figure fi may reveal the section the
// arrow on square at leads to, and returns the arrow's index.
func canReveal(s *State, fi int, a *Activation, at board.Pos) (int, *RuleError) {
	if err := exploring(s, fi, a); err != nil {
		return -1, err
	}
	f := &s.Figures[fi]
	k := arrowAt(s.Explore, at)
	switch {
	case k < 0:
		return -1, refuse(CodeNoArrow, "there is no exploration arrow on %v", "no hay ninguna flecha de exploración en %v", at)
	case !f.Covers(at):
		return -1, refuse(CodeNoArrow, "%s must stand on the exploration arrow on %v", "%s debe estar sobre la flecha de exploración de %v", f.name(), at)
	case grateBars(s, at):
		return -1, refuse(CodeDoorLocked, "a portcullis bars the way from %v: lift it or break it first", "un rastrillo cierra el paso desde %v: primero hay que alzarlo o romperlo", at)
	case rubbleAt(s, at) >= 0:
		return -1, refuse(CodeDoorLocked, "rubble fills the way from %v: clear it with pickaxes first", "los escombros llenan el paso desde %v: primero hay que despejarlos con picos", at)
	}
	return k, nil
}

func arrowAt(x *Exploration, at board.Pos) int {
	if x == nil {
		return -1
	}
	for k, a := range x.Arrows {
		if a.At == at {
			return k
		}
	}
	return -1
}

// removeArrowRow removes arrow k and every arrow joined to it through a
// chain of orthogonally adjacent arrows of the same facing (R41), and
// returns their squares.
func (e *env) removeArrowRow(k int) []board.Pos {
	x := e.s.Explore
	facing := x.Arrows[k].Facing
	gone := map[board.Pos]bool{x.Arrows[k].At: true}
	for grew := true; grew; {
		grew = false
		for _, a := range x.Arrows {
			if gone[a.At] || a.Facing != facing {
				continue
			}
			for d := board.North; d <= board.NorthWest; d += 2 {
				if gone[a.At.Add(d)] {
					gone[a.At] = true
					grew = true
					break
				}
			}
		}
	}
	var out []board.Pos
	kept := x.Arrows[:0:0] // shared with clones (cow.go)
	for _, a := range x.Arrows {
		if gone[a.At] {
			out = append(out, a.At)
		} else {
			kept = append(kept, a)
		}
	}
	x.Arrows = kept
	if len(kept) == 0 {
		x.Arrows = nil
	}
	return out
}

func revealOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	if s.Explore == nil || exploring(s, fi, s.Active) != nil {
		return nil
	}
	var out []Option
	for _, ar := range s.Explore.Arrows {
		if f.Covers(ar.At) && !wayBarred(s, ar.At) {
			out = append(out, Option{ID: fmt.Sprintf("reveal:%s:%d,%d", f.ID, ar.At.X, ar.At.Y), Command: Reveal{Header: h, Figure: f.ID, At: ar.At}})
		}
	}
	return out
}
