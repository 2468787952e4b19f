package rules

import (
	"fmt"

	"dun/board"
)

// Opening or closing a door that leads to an area already explored (page
// 28) is a Quick Action: a door opened before in the game (not one still
// unexplored, nor a secret door not yet found) may be opened or closed
// again by a figure on one of the squares it separates, never across a
// figure's base, not while the figure is next to an enemy or within its
// melee range. A broken door never closes; a trapdoor and a portcullis are
// not worked this way. A door of several edges (a double door) swings as
// one: the run of door edges of its kind along the wall.

const ruleSwingDoor = "swing_door"

// canonEdge names the edge on side of at from the square whose east or
// south side it is.
func canonEdge(at board.Pos, side board.Side) (board.Pos, board.Side) {
	switch side {
	case board.SideN:
		return at.Add(board.North), board.SideS
	case board.SideW:
		return at.Add(board.West), board.SideE
	}
	return at, side
}

// doorRun returns the squares whose side (east or south, canonical) holds
// the door on the edge at/side, the run of edges of the same door kind and
// state along the wall, in order; nil if no door is there.
func doorRun(g *board.Grid, at board.Pos, side board.Side) ([]board.Pos, board.Side, board.Edge) {
	p, sd := canonEdge(at, side)
	if !g.In(p) || !g.In(p.Add(sd.Dir())) {
		return nil, sd, board.Edge{}
	}
	ed := g.Edge(p, sd)
	if ed.Kind != board.Door {
		return nil, sd, ed
	}
	along := board.East
	if sd == board.SideE {
		along = board.South
	}
	back := board.Pos{X: -along.Vec().X, Y: -along.Vec().Y}
	start := p
	for k := 0; k < 8; k++ {
		q := board.Pos{X: start.X + back.X, Y: start.Y + back.Y}
		if !g.In(q) || !g.In(q.Add(sd.Dir())) || g.Edge(q, sd) != ed {
			break
		}
		start = q
	}
	var run []board.Pos
	for q := start; len(run) < 8 && g.In(q) && g.In(q.Add(sd.Dir())) && g.Edge(q, sd) == ed; q = q.Add(along) {
		run = append(run, q)
	}
	return run, sd, ed
}

// exploredDoor checks that figure fi may swing the door on edge at/side,
// which must be open (to close it) or closed (to open it) as open says,
// and returns the door's edges.
func exploredDoor(s *State, fi int, a *Activation, at board.Pos, side board.Side, open bool) ([]board.Pos, board.Side, *RuleError) {
	f := &s.Figures[fi]
	g := s.Board
	if err := mountedRefusal(f); err != nil {
		return nil, 0, err
	}
	if side > board.SideW || !g.In(at) {
		return nil, 0, s.refuse(CodeNoDoor, "there is no door on the %s side of %v", "no hay ninguna puerta en el lado %s de %v", side, at)
	}
	run, sd, ed := doorRun(g, at, side)
	hidden := doorAt(s.Explore, at, side) >= 0 || secretAt(s.Explore, at, side)
	if run == nil || hidden || ed.Door == board.Trapdoor || ed.Door == board.Portcullis {
		return nil, 0, s.refuse(CodeNoDoor, "there is no explored door on the %s side of %v", "no hay ninguna puerta explorada en el lado %s de %v", side, at)
	}
	want := board.Closed
	if !open {
		want = board.Opened
	}
	if ed.State != want {
		if open {
			return nil, 0, s.refuse(CodeNoDoor, "the door on the %s side of %v is not closed", "la puerta del lado %s de %v no está cerrada", side, at)
		}
		return nil, 0, s.refuse(CodeNoDoor, "the door on the %s side of %v is not open (a broken door never closes)", "la puerta del lado %s de %v no está abierta (una puerta rota nunca se cierra)", side, at)
	}
	near := false
	for _, p := range run {
		near = near || f.Covers(p) || f.Covers(p.Add(sd.Dir()))
	}
	if !near {
		return nil, 0, s.refuse(CodeNotAdjacent, "%s must stand next to the door, not diagonally", "%s debe estar junto a la puerta, no en diagonal", f.name())
	}
	if err := lying(f); err != nil {
		return nil, 0, err
	}
	if a.QuickActionsLeft() == 0 {
		return nil, 0, s.refuse(CodeQuickActionUsed, "%s has no Quick Action left", "a %s no le queda ninguna Acción rápida", f.name())
	}
	if enemyAdjacent(s, fi, f.At) {
		return nil, 0, s.refuse(CodeEnemyAdjacent, "%s is next to an enemy: no Quick Action may be performed there", "%s está junto a un enemigo: ahí no se puede realizar ninguna Acción rápida", f.name())
	}
	if len(engagers(s, fi, f.At)) > 0 {
		return nil, 0, s.refuse(CodeEngaged, "%s is within an enemy's melee range: no Quick Action may be performed there", "%s está en la Zona de Influencia de un enemigo: ahí no se puede realizar ninguna Acción rápida", f.name())
	}
	if !open {
		for _, p := range run {
			q := p.Add(sd.Dir())
			for i := range s.Figures {
				if o := &s.Figures[i]; o.Present() && o.Covers(p) && o.Covers(q) {
					return nil, 0, s.refuse(CodeOccupied, "%s stands in the doorway", "%s está en el umbral", o.name())
				}
			}
		}
	}
	return run, sd, nil
}

// secretAt reports whether a secret door not yet found has an edge on
// side of at.
func secretAt(x *Exploration, at board.Pos, side board.Side) bool {
	if x == nil || len(x.Secret) == 0 {
		return false
	}
	return doorAt(&Exploration{Doors: x.Secret}, at, side) >= 0
}

// swingDoor opens or closes an explored door as the Quick Action of figure
// f.
func (e *env) swingDoor(f *Figure, a *Activation, at board.Pos, side board.Side, open bool) error {
	fi := e.s.figure(f.ID)
	run, sd, rerr := exploredDoor(e.s, fi, a, at, side, open)
	if rerr != nil {
		return rerr
	}
	if err := e.spendQuick(f, a); err != nil {
		return err
	}
	g := e.s.Board.Clone()
	for _, p := range run {
		ed := g.Edge(p, sd)
		ed.State = board.Closed
		if open {
			ed.State = board.Opened
		}
		if err := g.SetEdge(p, sd, ed); err != nil {
			return refuse(CodeBadState, "the door at %v: %v", "la puerta de %v: %v", p, err.Error())
		}
	}
	e.s.Board = g
	if open {
		e.emit(DoorOpened{Figure: f.ID, At: run[0], Side: sd, Width: len(run), Explored: true})
	} else {
		e.emit(DoorClosed{Figure: f.ID, At: run[0], Side: sd})
	}
	return nil
}

func (c CloseDoor) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	return e.swingDoor(f, a, c.At, c.Side, false)
}

// swingOptions lists the explored doors figure fi may open (open) or
// close as a Quick Action, each once, named from the figure's side.
func swingOptions(s *State, fi int, h Header, open bool) []Option {
	f := &s.Figures[fi]
	a := s.Active
	if a.QuickActionsLeft() == 0 {
		return nil
	}
	g := s.Board
	seen := map[board.Pos]bool{}
	var out []Option
	var sq []board.Pos
	for _, p := range f.Squares(sq) {
		for side := board.SideN; side <= board.SideW; side++ {
			if g.Edge(p, side).Kind != board.Door {
				continue
			}
			run, _, err := exploredDoor(s, fi, a, p, side, open)
			if err != nil || seen[run[0]] {
				continue
			}
			seen[run[0]] = true
			if open {
				out = append(out, Option{ID: fmt.Sprintf("open_door:%s:%d,%d:%s", f.ID, p.X, p.Y, side), Command: OpenDoor{Header: h, Figure: f.ID, At: p, Side: side}})
			} else {
				out = append(out, Option{ID: fmt.Sprintf("close_door:%s:%d,%d:%s", f.ID, p.X, p.Y, side), Command: CloseDoor{Header: h, Figure: f.ID, At: p, Side: side}})
			}
		}
	}
	return out
}
