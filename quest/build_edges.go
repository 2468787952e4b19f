package quest

import (
	"fmt"

	"dun/board"
	"dun/internal/yamldec"

	"go.yaml.in/yaml/v3"
)

// MaxWidth is the widest door or opening, in edges.
const MaxWidth = 8

// boundary checks that the edges starting at the given side of at join two
// different sections, and that nothing else was declared on them.
func (bl *builder) boundary(n *yaml.Node, what string, at board.Pos, side board.Side, width int) bool {
	if bl.g == nil {
		return false
	}
	ok := true
	for _, p := range edgesOf(at, side, width) {
		q := p.Add(side.Dir())
		if !bl.g.In(p) {
			bl.Errorf(n, "%s: square %s is off the %dx%d map", what, sqs(p), bl.w, bl.h)
			return false
		}
		if !bl.g.In(q) {
			bl.Errorf(n, "%s: the %s side of %s is the edge of the map", what, side, sqs(p))
			return false
		}
		a, b := bl.g.Square(p).Section, bl.g.Square(q).Section
		switch {
		case a == 0 || b == 0:
			rock := p
			if b == 0 {
				rock = q
			}
			bl.Errorf(n, "%s: the %s side of %s must join two sections, but %s is rock", what, side, sqs(p), sqs(rock))
			ok = false
		case a == b:
			bl.Errorf(n, "%s: the %s side of %s lies inside section %s; doors and openings stand between two different sections", what, side, sqs(p), bl.letter(a))
			ok = false
		}
		if prev, dup := bl.edges[bl.key(p, side)]; dup {
			bl.Errorf(n, "%s: the %s side of %s already has %s", what, side, sqs(p), prev)
			ok = false
		}
	}
	return ok
}

// width reads the width of a door or an opening.
func (bl *builder) width(n *yaml.Node, what string) int {
	w, ok := bl.Int(n, what, 1, MaxWidth)
	if !ok {
		return 1
	}
	return w
}

func (bl *builder) readDoors(n *yaml.Node) []Door {
	var out []Door
	if n == nil {
		return nil
	}
	bl.List(n, "doors", func(i int, item *yaml.Node) {
		what := fmt.Sprintf("doors[%d]", i)
		dr := Door{Width: 0}
		var atNode *yaml.Node
		okAt, okSide := false, false
		stateNode := item
		bl.object(item, "door", what, yamldec.Handlers{
			"id": func(v *yaml.Node) {
				if id, ok := bl.Ident(v, what+" id"); ok {
					dr.ID = id
					bl.claim(id, v)
				}
			},
			"at":   func(v *yaml.Node) { atNode = v; dr.At, okAt = bl.Pos(v, what+" at") },
			"side": func(v *yaml.Node) { dr.Side, okSide = bl.SquareSide(v, what+" side") },
			"kind": func(v *yaml.Node) { dr.Kind, _ = yamldec.ParseScalar(bl.Decoder, v, what+" kind", board.ParseDoorKind) },
			"state": func(v *yaml.Node) {
				stateNode = v
				dr.State, _ = yamldec.ParseScalar(bl.Decoder, v, what+" state", board.ParseDoorState)
			},
			"locked": func(v *yaml.Node) { dr.Locked, _ = bl.Bool(v, what+" locked") },
			"riddle": func(v *yaml.Node) { dr.Riddle, _ = bl.Bool(v, what+" riddle") },
			"width":  func(v *yaml.Node) { dr.Width = bl.width(v, what+" width") },
		})
		if dr.Width == 0 {
			dr.Width = 1
			if dr.Kind == board.DoubleDoor {
				dr.Width = 2 // a double door is two squares wide (page 106)
			}
		}
		if dr.Locked && dr.State != board.Closed {
			bl.Errorf(stateNode, "%s: a locked door must be closed, not %s", what, dr.State)
		}
		if dr.Riddle && dr.State != board.Closed {
			bl.Errorf(stateNode, "%s: a door guarded by a riddle must be closed, not %s", what, dr.State)
		}
		if dr.Kind == board.SecretDoor && dr.State != board.Closed {
			bl.Errorf(stateNode, "%s: a secret door starts closed (it is placed only once found)", what)
		}
		if !okAt || !okSide {
			return
		}
		if bl.boundary(atNode, what, dr.At, dr.Side, dr.Width) {
			for _, p := range dr.Squares() {
				bl.g.SetEdge(p, dr.Side, board.Edge{Kind: board.Door, Door: dr.Kind, State: dr.State})
				bl.markEdge(p, dr.Side, fmt.Sprintf("a door (%s, line %d)", what, item.Line))
				bl.markEntry(p, dr.Side)
			}
		}
		out = append(out, dr)
	})
	return out
}

func (bl *builder) readOpenings(n *yaml.Node) []Opening {
	var out []Opening
	if n == nil {
		return nil
	}
	bl.List(n, "openings", func(i int, item *yaml.Node) {
		what := fmt.Sprintf("openings[%d]", i)
		o := Opening{Width: 1}
		var atNode *yaml.Node
		okAt, okSide := false, false
		bl.object(item, "opening", what, yamldec.Handlers{
			"at":    func(v *yaml.Node) { atNode = v; o.At, okAt = bl.Pos(v, what+" at") },
			"side":  func(v *yaml.Node) { o.Side, okSide = bl.SquareSide(v, what+" side") },
			"width": func(v *yaml.Node) { o.Width = bl.width(v, what+" width") },
		})
		if !okAt || !okSide {
			return
		}
		if bl.boundary(atNode, what, o.At, o.Side, o.Width) {
			for _, p := range o.Squares() {
				bl.g.SetEdge(p, o.Side, board.Edge{Kind: board.Opening})
				bl.markEdge(p, o.Side, fmt.Sprintf("an opening (%s, line %d)", what, item.Line))
				bl.markEntry(p, o.Side)
			}
		}
		out = append(out, o)
	})
	return out
}

// markEntry records the two squares on either side of a door or an
// opening: the entry and exit squares furniture may not block (page 73).
func (bl *builder) markEntry(p board.Pos, side board.Side) {
	bl.entry[bl.g.Index(p)] = true
	if q := p.Add(side.Dir()); bl.g.In(q) {
		bl.entry[bl.g.Index(q)] = true
	}
}

// readArrows reads the exploration arrows. Each leads across its facing
// side into the square of another section, so that edge is an opening
// unless the sheet declares one there already.
func (bl *builder) readArrows(n *yaml.Node) {
	if n == nil {
		return
	}
	type seenArrow struct {
		p board.Pos
		d board.Dir
	}
	seen := map[seenArrow]bool{}
	bl.List(n, "arrows", func(i int, item *yaml.Node) {
		what := fmt.Sprintf("arrows[%d]", i)
		var a Arrow
		var atNode, facingNode, toNode *yaml.Node
		okAt, okFacing := false, false
		toLetter := ""
		bl.object(item, "arrow", what, yamldec.Handlers{
			"at": func(v *yaml.Node) { atNode = v; a.At, okAt = bl.floor(v, what+" at") },
			"facing": func(v *yaml.Node) {
				facingNode = v
				a.Facing, okFacing = bl.Dir(v, what+" facing")
				if okFacing && a.Facing.Diagonal() {
					bl.Errorf(v, "%s facing: an exploration arrow faces north, east, south or west, not %s", what, a.Facing)
					okFacing = false
				}
			},
			"to": func(v *yaml.Node) {
				toNode = v
				if s, ok := bl.Scalar(v, what+" to"); ok {
					c := []rune(s)
					id, known := uint8(0), false
					if len(c) == 1 {
						id, known = bl.byChar[c[0]]
					}
					if !known || int(id) > len(bl.b.Sections) {
						bl.Errorf(v, "%s to: %q is not a declared section", what, s)
						return
					}
					a.To, toLetter = id, s
				}
			},
		})
		if !okAt || !okFacing || a.To == 0 || bl.g == nil {
			return
		}
		from := bl.g.Square(a.At).Section
		if from == a.To {
			bl.Errorf(toNode, "%s: the arrow stands in section %s and leads to it", what, toLetter)
			return
		}
		beyond := a.At.Add(a.Facing)
		if !bl.g.In(beyond) || bl.g.Square(beyond).Section != a.To {
			bl.Errorf(facingNode, "%s: the square %s of %s is not in section %s; an arrow faces the section it leads to", what, a.Facing, sqs(a.At), toLetter)
			return
		}
		k := seenArrow{a.At, a.Facing}
		if seen[k] {
			bl.Errorf(atNode, "%s: another arrow stands on %s facing %s", what, sqs(a.At), a.Facing)
			return
		}
		seen[k] = true
		side := board.Side(a.Facing / 2)
		if prev, ok := bl.edges[bl.key(a.At, side)]; ok {
			if bl.g.Edge(a.At, side).Kind == board.Door {
				bl.Errorf(facingNode, "%s: the arrow faces %s; an arrow leads through open floor, not a door", what, prev)
				return
			}
		} else {
			bl.g.SetEdge(a.At, side, board.Edge{Kind: board.Opening})
			bl.markEdge(a.At, side, fmt.Sprintf("the opening of an exploration arrow (%s, line %d)", what, item.Line))
			bl.b.Openings = append(bl.b.Openings, Opening{At: a.At, Side: side, Width: 1, Arrow: true})
		}
		bl.entry[bl.g.Index(a.At)] = true
		bl.b.Arrows = append(bl.b.Arrows, a)
	})
}
