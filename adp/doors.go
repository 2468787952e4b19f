package adp

import (
	"dun/board"
	"dun/rules"
)

// Opening explored doors (page 61, R918): "if the ADP creatures must open
// an already explored door in order to have LoS to some member of the
// group of heroes, this action will be performed by the character with
// the lowest VP that has no ranged attacks." The ADP's creatures must open
// one when none of them sees a hero (whichever way it faces) and the
// active creature can reach no hero on foot, while with some closed
// explored door open it could. The opener is, among the creatures so shut
// off that may still act this turn, the one of lowest VP with no ranged
// attacks (no ranged weapon, no spell with Mana left), or of lowest VP
// when all have them; the first in the state among equals. It walks to
// the square beside the nearest such door on its side and swings it open
// (a Quick Action); the others go on as usual (with no way to a hero, they
// end their activations).

// shutOff reports whether figure fi has enemies but can reach none on
// foot.
func shutOff(s *rules.State, fi int) bool {
	return len(enemiesOf(s, fi)) > 0 && nearest(s, fi) < 0
}

// hasRangedAttacks reports whether figure f can attack at a distance: a
// ranged weapon, or spells and Mana to cast them.
func hasRangedAttacks(f *rules.Figure) bool {
	for k := range f.Items {
		if it := &f.Items[k]; it.Kind == rules.ItemRanged && it.Usable() {
			return true
		}
	}
	return len(f.Spells) > 0 && f.ManaLeft() > 0
}

// withDoorOpen is a copy of s with door d open.
func withDoorOpen(s *rules.State, d rules.DoorEdge) rules.State {
	n := *s
	g := s.Board.Clone()
	for _, p := range d.Edges {
		ed := g.Edge(p, d.Side)
		ed.State = board.Opened
		if g.SetEdge(p, d.Side, ed) != nil {
			return *s
		}
	}
	n.Board = g
	return n
}

// doorWay is a door that opens figure fi a way to the heroes, and the
// square beside it on fi's side.
type doorWay struct {
	door rules.DoorEdge
	at   board.Pos
	dist int
}

// wayThrough finds the nearest closed explored door whose opening lets
// figure fi reach an enemy on foot.
func wayThrough(s *rules.State, fi int) (doorWay, bool) {
	f := &s.Figures[fi]
	d := measureFrom(s, f)
	defer d.release()
	best, found := doorWay{}, false
	for _, door := range rules.ClosedExploredDoors(*s) {
		for _, p := range door.Edges {
			for _, q := range []board.Pos{p, p.Add(door.Side.Dir())} {
				if !s.Board.In(q) {
					continue
				}
				dist := d.search.Cost(s.Board.Index(q))
				if dist == board.Unreached || found && dist >= best.dist {
					continue
				}
				open := withDoorOpen(s, door)
				if nearest(&open, fi) < 0 {
					continue
				}
				best, found = doorWay{door: door, at: q, dist: dist}, true
			}
		}
	}
	return best, found
}

// darkSees reports whether some creature of figure fi's side sees an
// enemy, whichever way it faces.
func darkSees(s *rules.State, fi int) bool {
	for i := range s.Figures {
		if o := &s.Figures[i]; o.Side == s.Figures[fi].Side && o.Present() && seesEnemy(s, i) {
			return true
		}
	}
	return false
}

// opener is the creature of figure fi's side that opens the doors (R918):
// among those shut off from the heroes that may still act this turn, the
// lowest VP with no ranged attacks, else the lowest VP.
func opener(s *rules.State, fi int) int {
	best := -1
	better := func(i int) bool {
		if best < 0 {
			return true
		}
		a, b := &s.Figures[i], &s.Figures[best]
		if ra, rb := hasRangedAttacks(a), hasRangedAttacks(b); ra != rb {
			return !ra
		}
		return a.VP() < b.VP()
	}
	for i := range s.Figures {
		o := &s.Figures[i]
		active := s.Active != nil && s.Active.Figure == o.ID
		if o.Side != s.Figures[fi].Side || !o.Present() || o.Activated && !active || !shutOff(s, i) {
			continue
		}
		if better(i) {
			best = i
		}
	}
	return best
}

// openDoor makes the active creature fi, when it is the opener, go to the
// nearest explored door that opens it a way to the heroes and open it.
func (p *Player) openDoor(s *rules.State, fi int, opts []rules.Option) (Decision, bool) {
	if !shutOff(s, fi) || darkSees(s, fi) || opener(s, fi) != fi {
		return Decision{}, false
	}
	way, ok := wayThrough(s, fi)
	if !ok {
		return Decision{}, false
	}
	f := &s.Figures[fi]
	for _, o := range opts {
		c, ok := o.Command.(rules.OpenDoor)
		if !ok || c.Figure != f.ID || !beside(way, c.At, c.Side) {
			continue
		}
		return Decision{Option: o, Why: text("%s opens the explored door at %s: no creature sees a hero, and the way to them is through it; it has the lowest VP of those shut off without ranged attacks",
			"%s abre la puerta explorada de %s: ninguna criatura ve a un héroe y el camino hacia ellos pasa por ella; es la de menos PV de las aisladas sin ataques a distancia", f.Name(), way.door.At)}, true
	}
	// Walk to the square beside the door.
	spot := rules.Figure{ID: "door", At: way.at, Size: rules.SizeAverage}
	d := measureFrom(s, &spot)
	defer d.release()
	var best rules.Option
	bd := d.to(f, f.At)
	found := false
	for _, o := range opts {
		mv, ok := o.Command.(rules.Move)
		if !ok {
			continue
		}
		if dist := d.to(f, mv.To); dist >= 0 && (dist < bd || found && dist == bd && o.Cost < best.Cost) {
			best, bd, found = o, dist, true
		}
	}
	if !found {
		return Decision{}, false
	}
	return Decision{Option: best, Why: text("%s walks to %s to open the explored door there: no creature sees a hero, and the way to them is through it",
		"%s va a %s para abrir la puerta explorada que hay allí: ninguna criatura ve a un héroe y el camino hacia ellos pasa por ella", f.Name(), way.at)}, true
}

// beside reports whether the edge at/side is one of way's door's.
func beside(way doorWay, at board.Pos, side board.Side) bool {
	for _, p := range way.door.Edges {
		if p == at && side == way.door.Side || p.Add(way.door.Side.Dir()) == at && side == (way.door.Side+2)%4 {
			return true
		}
	}
	return false
}
