package adp

import "dun/rules"

// The Watchman's priority (page 116): "A watchman will always give
// priority to opening one of the unexplored doors of the section it is
// in". Before anything else, an ADP creature with the skill that may open
// an unexplored door of its section (it stands next to it, its Action
// free, no enemy at hand: the rules offer the option only then) opens it.
// The first such door in the state's order goes first. Walking to a door
// of its section it does not stand next to is not planned (R1041).
func (p *Player) watchman(s *rules.State, fi int, opts []rules.Option) (Decision, bool) {
	f := &s.Figures[fi]
	if !f.HasSkill("watchman") || s.Explore == nil {
		return Decision{}, false
	}
	sec := s.Board.Square(f.At).Section
	for _, o := range opts {
		c, ok := o.Command.(rules.OpenDoor)
		if !ok || c.Figure != f.ID || !unexploredDoor(s, c) || s.Board.Square(c.At).Section != sec && s.Board.Square(c.At.Add(c.Side.Dir())).Section != sec {
			continue
		}
		return Decision{Option: o, Why: text("%s is a Watchman: it opens the unexplored door of its section first", "%s es Centinela: primero abre la puerta sin explorar de su sección", f.Name())}, true
	}
	return Decision{}, false
}

// unexploredDoor reports whether c opens one of the map's unexplored
// doors (not an explored door swung open).
func unexploredDoor(s *rules.State, c rules.OpenDoor) bool {
	for _, d := range s.Explore.Doors {
		if d.At == c.At && d.Side == c.Side {
			return true
		}
	}
	return false
}
