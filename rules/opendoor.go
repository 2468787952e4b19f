package rules

import (
	"fmt"
	"slices"

	"dun/board"
)

// Opening unexplored doors (page 22, Action 2, exploratory): a hero next to
// a closed door no one has opened yet, on one of the two squares it
// separates (never diagonally), spends his Action to open it. The door
// turns open for good and the section behind it is revealed with its
// elements and creatures. When something stops the door opening (it is
// locked: Action 3, later) the Action is not spent: the command is refused.

const ruleOpenDoor = "open_door"

func (c OpenDoor) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	if doorAt(e.s.Explore, c.At, c.Side) < 0 {
		return e.swingDoor(f, a, c.At, c.Side, true)
	}
	k, rerr := canOpenDoor(e.s, fi, a, c.At, c.Side)
	if rerr != nil {
		return rerr
	}
	// A trap a card laid on the door goes off when it is opened (page 48);
	// a Watchman sets off none and meets no obstacle (watchman_door.go).
	if t := doorTrap(e.s.Explore, c.At, c.Side); t >= 0 && f.Side == Heroes {
		return e.springTrap(fi, t, Task{Back: f.At})
	}
	if f.Side == Heroes && e.darkReacts(fi, reactDoor, c.At, c.Side) {
		return nil
	}
	if err := e.spendAction(f, a, ruleOpenDoor); err != nil {
		return err
	}
	return e.openUnexplored(fi, k)
}

// openUnexplored opens unexplored door k for figure fi: it stays open, and
// the sections behind it are revealed with their creatures.
func (e *env) openUnexplored(fi, k int) error {
	f := &e.s.Figures[fi]
	x := e.s.Explore
	d := x.Doors[k]
	x.Doors = append(x.Doors[:k:k], x.Doors[k+1:]...)
	if len(x.Doors) == 0 {
		x.Doors = nil
	}
	g := e.s.Board.Clone()
	var behind []uint8
	for _, p := range d.Edges(nil) {
		ed := g.Edge(p, d.Side)
		ed.State = board.Opened
		if err := g.SetEdge(p, d.Side, ed); err != nil {
			return refuse(CodeBadState, "the door at %v: %v", "la puerta de %v: %v", p, err.Error())
		}
		for _, q := range [2]board.Pos{p, p.Add(d.Side.Dir())} {
			if g.In(q) {
				behind = append(behind, g.Square(q).Section)
			}
		}
	}
	e.s.Board = g
	e.emit(DoorOpened{Figure: f.ID, At: d.At, Side: d.Side, Width: d.Width})
	before := CombatTurn(*e.s)
	var placed []string
	var secs []uint8
	for _, id := range behind {
		if !e.s.SectionRevealed(id) && !slices.Contains(secs, id) {
			secs = append(secs, id)
		}
		placed = append(placed, e.revealSection(id)...)
	}
	return e.revealWindow(fi, secs, placed, before)
}

// canOpenDoor checks that the active figure fi may open the unexplored
// door with an edge on side of square at, and returns its index.
func canOpenDoor(s *State, fi int, a *Activation, at board.Pos, side board.Side) (int, *RuleError) {
	if err := exploringAs(s, fi, a, watchmanDoors(s, fi)); err != nil {
		return -1, err
	}
	f := &s.Figures[fi]
	if err := mountedRefusal(f); err != nil {
		return -1, err
	}
	k := doorAt(s.Explore, at, side)
	if k < 0 {
		return -1, s.refuse(CodeNoDoor, "there is no unexplored door on the %s side of %v", "no hay ninguna puerta sin explorar en el lado %s de %v", side, at)
	}
	d := s.Explore.Doors[k]
	if !nextToDoor(f, d) {
		return -1, s.refuse(CodeNotAdjacent, "%s must stand next to the door, not diagonally", "%s debe estar junto a la puerta, no en diagonal", f.name())
	}
	if d.Runes {
		return -1, s.refuse(CodeSealed, "magic runes seal the door: a spellcaster breaks them, or it is broken down", "unas runas mágicas sellan la puerta: un hechicero las rompe, o se echa abajo")
	}
	if d.Riddle {
		return -1, s.refuse(CodeRiddle, "a riddle guards the door: it must be solved first", "un acertijo protege la puerta: primero hay que resolverlo")
	}
	if d.Locked {
		return -1, s.refuse(CodeDoorLocked, "the door is locked: opening it is another Action", "la puerta está cerrada con llave: abrirla es otra Acción")
	}
	return k, nil
}

// doorAt finds the unexplored door with an edge on side of at, the edge
// named from either of its squares.
func doorAt(x *Exploration, at board.Pos, side board.Side) int {
	if x == nil || side > board.SideW {
		return -1
	}
	other := at.Add(side.Dir())
	back := (side + 2) & 3
	var sq []board.Pos
	for k, d := range x.Doors {
		for _, p := range d.Edges(sq[:0]) {
			if (p == at && d.Side == side) || (p == other && d.Side == back) {
				return k
			}
		}
	}
	return -1
}

// nextToDoor reports whether f's base covers one of the squares the door
// separates (page 22: never diagonally).
func nextToDoor(f *Figure, d UnexploredDoor) bool {
	for _, p := range d.Edges(nil) {
		if f.Covers(p) || f.Covers(p.Add(d.Side.Dir())) {
			return true
		}
	}
	return false
}

func openDoorOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	if s.Explore == nil || exploringAs(s, fi, s.Active, watchmanDoors(s, fi)) != nil {
		return nil
	}
	var out []Option
	for k, d := range s.Explore.Doors {
		if _, err := canOpenDoor(s, fi, s.Active, d.At, d.Side); err == nil && doorAt(s.Explore, d.At, d.Side) == k {
			out = append(out, Option{ID: fmt.Sprintf("open_door:%s:%d,%d:%s", f.ID, d.At.X, d.At.Y, d.Side), Command: OpenDoor{Header: h, Figure: f.ID, At: d.At, Side: d.Side}})
		}
	}
	return out
}
