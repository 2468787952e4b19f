package quest

import (
	"fmt"

	"dun/board"
	"dun/internal/yamldec"

	"go.yaml.in/yaml/v3"
)

// MaxElementSize is the largest side of an element given by at and size.
const MaxElementSize = 10

func (bl *builder) readPits(n *yaml.Node) {
	if n == nil {
		return
	}
	seen := map[board.Pos]bool{}
	bl.List(n, "pits", func(i int, item *yaml.Node) {
		what := fmt.Sprintf("pits[%d]", i)
		var at board.Pos
		var atNode *yaml.Node
		okAt, depth := false, 0
		bl.object(item, "pit", what, yamldec.Handlers{
			"at":    func(v *yaml.Node) { atNode = v; at, okAt = bl.square(v, what+" at") },
			"depth": func(v *yaml.Node) { depth, _ = bl.Int(v, what+" depth", 1, 5) },
		})
		if !okAt || depth == 0 {
			return
		}
		sq := bl.g.Square(at)
		if sq.Terrain != board.Pit {
			bl.Errorf(atNode, "%s: %s is not a pit ('p') on map.terrain", what, sqs(at))
			return
		}
		if seen[at] {
			bl.Errorf(atNode, "%s: the depth of %s is already given", what, sqs(at))
			return
		}
		seen[at] = true
		sq.PitDepth = uint8(depth)
		bl.g.Set(at, sq)
	})
}

func (bl *builder) readStairs(n *yaml.Node) {
	if n == nil {
		return
	}
	seen := map[board.Pos]bool{}
	bl.List(n, "stairs", func(i int, item *yaml.Node) {
		what := fmt.Sprintf("stairs[%d]", i)
		var at board.Pos
		var atNode *yaml.Node
		okAt := false
		var access board.Sides
		bl.object(item, "stair", what, yamldec.Handlers{
			"at": func(v *yaml.Node) { atNode = v; at, okAt = bl.square(v, what+" at") },
			"access": func(v *yaml.Node) {
				bl.List(v, what+" access", func(j int, s *yaml.Node) {
					if side, ok := bl.SquareSide(s, fmt.Sprintf("%s access[%d]", what, j)); ok {
						if access.Has(side) {
							bl.Errorf(s, "%s access: %s is listed twice", what, side)
						}
						access |= 1 << side
					}
				})
				if v.Kind == yaml.SequenceNode && len(v.Content) == 0 {
					bl.Errorf(v, "%s access: a stair needs at least one access side", what)
				}
			},
		})
		if !okAt || access == 0 {
			return
		}
		sq := bl.g.Square(at)
		if !sq.HasStair {
			bl.Errorf(atNode, "%s: %s is not a stair ('^', '>', 'v' or '<') on map.terrain", what, sqs(at))
			return
		}
		if seen[at] {
			bl.Errorf(atNode, "%s: the accesses of %s are already given", what, sqs(at))
			return
		}
		seen[at] = true
		sq.Stairs.Access = access
		bl.g.Set(at, sq)
	})
}

// readElements reads the furniture list (special false) or the special
// elements list (special true).
func (bl *builder) readElements(n *yaml.Node, key string, special bool) {
	if n == nil {
		return
	}
	bl.List(n, key, func(i int, item *yaml.Node) {
		what := fmt.Sprintf("%s[%d]", key, i)
		e := Element{Element: board.Element{Special: special}}
		var kindNode, atNode, sizeNode, squaresNode *yaml.Node
		var height, cover, impassable, movable, riddle *yaml.Node
		bl.object(item, "element", what, yamldec.Handlers{
			"id": func(v *yaml.Node) {
				if id, ok := bl.Ident(v, what+" id"); ok {
					e.ID = id
					bl.claim(id, v)
				}
			},
			"kind":       func(v *yaml.Node) { kindNode = v; e.Kind, _ = bl.Ident(v, what+" kind") },
			"at":         func(v *yaml.Node) { atNode = v },
			"size":       func(v *yaml.Node) { sizeNode = v },
			"squares":    func(v *yaml.Node) { squaresNode = v },
			"height":     func(v *yaml.Node) { height = v },
			"cover":      func(v *yaml.Node) { cover = v },
			"impassable": func(v *yaml.Node) { impassable = v },
			"movable":    func(v *yaml.Node) { movable = v },
			"riddle":     func(v *yaml.Node) { riddle = v },
		})
		// Properties: the built-in defaults, then what the sheet says.
		def, known := builtinKinds[e.Kind]
		e.Height, e.Cover, e.Impassable, e.Movable, e.NoObstacle = def.Height, def.Cover, def.Impassable, def.Movable, def.NoObstacle
		if height != nil {
			if h, ok := bl.Int(height, what+" height", 1, 5); ok {
				e.Height = uint8(h)
			}
		} else if !known && e.Kind != "" {
			bl.Errorf(kindNode, "%s: kind %q has no built-in values; give its height (and cover, impassable, movable)", what, e.Kind)
		}
		if cover != nil {
			if c, ok := bl.Cover(cover, what+" cover"); ok {
				e.Cover = c
			}
		}
		if impassable != nil {
			if b, ok := bl.Bool(impassable, what+" impassable"); ok {
				e.Impassable = b
			}
		}
		if movable != nil {
			if b, ok := bl.Bool(movable, what+" movable"); ok {
				e.Movable = b
			}
		}
		if riddle != nil {
			if b, ok := bl.Bool(riddle, what+" riddle"); ok {
				if b && e.Kind != "chest" {
					bl.Errorf(riddle, "%s: a riddle guards only a chest or a door, not %s", what, e.Kind)
				}
				e.Riddle = b
			}
		}
		// Squares: at and size, or a list.
		var squares []board.Pos
		var nodes []*yaml.Node // the node to blame for each square
		switch {
		case atNode != nil && squaresNode != nil:
			bl.Errorf(squaresNode, "%s: give either at (with size) or squares, not both", what)
			return
		case squaresNode != nil && sizeNode != nil:
			bl.Errorf(sizeNode, "%s: size goes with at, not with squares", what)
			return
		case atNode != nil:
			at, ok := bl.Pos(atNode, what+" at")
			w, h := 1, 1
			if sizeNode != nil {
				if !bl.Usable(sizeNode) {
					return
				}
				if sizeNode.Kind != yaml.SequenceNode || len(sizeNode.Content) != 2 {
					bl.Errorf(sizeNode, "%s size: want [width, height]", what)
					return
				}
				var okw, okh bool
				w, okw = bl.Int(sizeNode.Content[0], what+" size width", 1, MaxElementSize)
				h, okh = bl.Int(sizeNode.Content[1], what+" size height", 1, MaxElementSize)
				if !okw || !okh {
					return
				}
			}
			if !ok {
				return
			}
			for y := range h {
				for x := range w {
					squares = append(squares, board.Pos{X: at.X + x, Y: at.Y + y})
					nodes = append(nodes, atNode)
				}
			}
		case squaresNode != nil:
			bl.List(squaresNode, what+" squares", func(j int, s *yaml.Node) {
				if p, ok := bl.Pos(s, fmt.Sprintf("%s squares[%d]", what, j)); ok {
					squares = append(squares, p)
					nodes = append(nodes, s)
				}
			})
			if squaresNode.Kind == yaml.SequenceNode && len(squaresNode.Content) == 0 {
				bl.Errorf(squaresNode, "%s squares: the list is empty", what)
			}
		default:
			bl.Errorf(item, "%s: missing \"at\" or \"squares\"", what)
			return
		}
		if bl.g == nil || len(squares) == 0 || e.Kind == "" {
			return
		}
		ok := true
		var section uint8
		seen := map[board.Pos]bool{}
		for k, p := range squares {
			nd := nodes[k]
			if !bl.g.In(p) {
				bl.Errorf(nd, "%s: square %s is off the %dx%d map", what, sqs(p), bl.w, bl.h)
				ok = false
				continue
			}
			sq := bl.g.Square(p)
			switch {
			case seen[p]:
				bl.Errorf(nd, "%s: square %s is listed twice", what, sqs(p))
				ok = false
			case sq.Section == 0:
				bl.Errorf(nd, "%s: square %s is rock, outside every section", what, sqs(p))
				ok = false
			case sq.Terrain == board.Impassable:
				bl.Errorf(nd, "%s: square %s is impassable terrain", what, sqs(p))
				ok = false
			case sq.Terrain == board.Pit:
				bl.Errorf(nd, "%s: square %s is a pit", what, sqs(p))
				ok = false
			case sq.HasStair:
				bl.Errorf(nd, "%s: square %s is a stair", what, sqs(p))
				ok = false
			case sq.Element != 0:
				other := bl.b.Elements[sq.Element-1]
				name := other.Kind
				if other.ID != "" {
					name += " " + other.ID
				}
				bl.Errorf(nd, "%s: square %s is already taken by %s", what, sqs(p), name)
				ok = false
			case section != 0 && sq.Section != section:
				bl.Errorf(nd, "%s: the element spans sections %s and %s; an element stands in one section", what, bl.letter(section), bl.letter(sq.Section))
				ok = false
			}
			seen[p] = true
			if sq.Section != 0 && section == 0 {
				section = sq.Section
			}
		}
		if !ok {
			return
		}
		id, err := bl.g.AddElement(e.Element, squares...)
		if err != nil {
			bl.Errorf(item, "%s: %v", what, err)
			return
		}
		e.Index = id
		e.Squares = squares
		bl.b.Elements = append(bl.b.Elements, e)
		bl.elemNodes = append(bl.elemNodes, item)
	})
}

// readSquares reads a list of squares: starting squares, finishing squares
// or goals. Starting and finishing squares must be free floor.
func (bl *builder) readSquares(n *yaml.Node, key string, free bool) []board.Pos {
	if n == nil {
		return nil
	}
	var out []board.Pos
	seen := map[board.Pos]bool{}
	bl.List(n, key, func(i int, item *yaml.Node) {
		what := fmt.Sprintf("%s[%d]", key, i)
		p, ok := bl.floor(item, what)
		if !ok {
			return
		}
		sq := bl.g.Square(p)
		if seen[p] {
			bl.Errorf(item, "%s: square %s is listed twice", what, sqs(p))
			return
		}
		seen[p] = true
		if free {
			switch {
			case sq.Terrain == board.Pit:
				bl.Errorf(item, "%s: square %s is a pit", what, sqs(p))
				return
			case sq.Element != 0:
				bl.Errorf(item, "%s: square %s holds %s; a %s square must be free", what, sqs(p), bl.b.Elements[sq.Element-1].Kind, key)
				return
			}
		}
		out = append(out, p)
		bl.nodes = append(bl.nodes, posNode{key, p, item})
	})
	return out
}

// posNode remembers where a square was given, for later checks.
type posNode struct {
	key  string
	p    board.Pos
	node *yaml.Node
}

func (bl *builder) readTraps(n *yaml.Node) {
	if n == nil {
		return
	}
	seen := map[board.Pos]bool{}
	bl.List(n, "traps", func(i int, item *yaml.Node) {
		what := fmt.Sprintf("traps[%d]", i)
		t := Trap{Hidden: true}
		var atNode *yaml.Node
		okAt := false
		bl.object(item, "trap", what, yamldec.Handlers{
			"id": func(v *yaml.Node) {
				if id, ok := bl.Ident(v, what+" id"); ok {
					t.ID = id
					bl.claim(id, v)
				}
			},
			"kind": func(v *yaml.Node) { t.Kind, _ = bl.Ident(v, what+" kind") },
			"at":   func(v *yaml.Node) { atNode = v; t.At, okAt = bl.floor(v, what+" at") },
			"hidden": func(v *yaml.Node) {
				if b, ok := bl.Bool(v, what+" hidden"); ok {
					t.Hidden = b
				}
			},
			"detect": func(v *yaml.Node) { t.Detect, _ = bl.Int(v, what+" detect", 2, 12) },
			"disarm": func(v *yaml.Node) { t.Disarm, _ = bl.Int(v, what+" disarm", 2, 12) },
			"dice":   func(v *yaml.Node) { t.Dice, _ = bl.Int(v, what+" dice", 0, 20) },
		})
		if !okAt || t.Kind == "" {
			return
		}
		if seen[t.At] {
			bl.Errorf(atNode, "%s: another trap is already on %s", what, sqs(t.At))
			return
		}
		seen[t.At] = true
		bl.b.Traps = append(bl.b.Traps, t)
	})
}

// checkEntries checks that no furniture stands on the entry and exit
// squares of a section (page 73), except chests, which obstruct nothing.
func (bl *builder) checkEntries() {
	if bl.g == nil {
		return
	}
	for k, e := range bl.b.Elements {
		if e.Special || e.Kind == "chest" {
			continue
		}
		for _, p := range e.Squares {
			if bl.entry[bl.g.Index(p)] {
				bl.Errorf(bl.elemNodes[k], "furniture %s stands on %s, an entry square of its section (next to a door or an opening, or on an exploration arrow); furniture may not block a section's entries", e.Kind, sqs(p))
				break
			}
		}
	}
}

// checkReach checks that the starting and finishing squares can be reached
// from the first starting square by an average figure, and that every
// section can be reached at all, with every door taken as open.
func (bl *builder) checkReach() {
	if bl.g == nil || len(bl.b.Start) == 0 {
		return
	}
	open := bl.g.Clone()
	for _, dr := range bl.b.Doors {
		for _, p := range dr.Squares() {
			e := open.Edge(p, dr.Side)
			if e.Kind == board.Door && e.State == board.Closed {
				e.State = board.Opened
				open.SetEdge(p, dr.Side, e)
			}
		}
	}
	first := bl.b.Start[0]
	var s board.Search
	s.Reach(open, board.Average, open.Index(first), nil, -1)
	for _, pn := range bl.nodes {
		if pn.key == "goals" || pn.p == first {
			continue
		}
		if s.Cost(open.Index(pn.p)) == board.Unreached {
			bl.Errorf(pn.node, "%s square %s cannot be reached from the first starting square %s (taking every door as open)", pn.key, sqs(pn.p), sqs(first))
		}
	}
	s.Reach(open, board.Measure, open.Index(first), nil, -1)
	reached := make([]bool, len(bl.secs)+1)
	for i := range open.Len() {
		if s.Cost(i) != board.Unreached {
			reached[open.At(i).Section] = true
		}
	}
	for _, sec := range bl.secs {
		if !reached[sec.ID] && sec.key != nil && sec.Squares > 0 {
			bl.Errorf(sec.key, "section %s cannot be reached from the starting squares: no door, opening or exploration arrow leads into it", sec.Letter)
		}
	}
}

// checkRevealable checks that every section can come into play. The
// starting squares' sections are explored from the start; another is
// revealed by an exploration arrow pointing into it, or by opening a closed
// door into it from a section that can be (page 22, Actions 1 and 2). An
// opening or an open door reveals nothing: a section behind them alone
// would never show the creatures and treasure the sheet puts there.
func (bl *builder) checkRevealable() {
	if bl.g == nil || len(bl.b.Start) == 0 {
		return
	}
	g := bl.g
	can := make([]bool, 256)
	for _, p := range bl.b.Start {
		if g.In(p) {
			can[g.At(g.Index(p)).Section] = true
		}
	}
	can[0] = false
	secAt := func(p board.Pos) uint8 {
		if !g.In(p) {
			return 0
		}
		return g.At(g.Index(p)).Section
	}
	for changed := true; changed; {
		changed = false
		reveal := func(from, to uint8) {
			if from != 0 && to != 0 && can[from] && !can[to] {
				can[to], changed = true, true
			}
		}
		for _, a := range bl.b.Arrows {
			reveal(secAt(a.At), a.To)
		}
		for _, d := range bl.b.Doors {
			if d.State != board.Closed {
				continue
			}
			for _, p := range d.Squares() {
				q := p.Add(d.Side.Dir())
				reveal(secAt(p), secAt(q))
				reveal(secAt(q), secAt(p))
			}
		}
	}
	for _, sec := range bl.secs {
		if !can[sec.ID] && sec.key != nil && sec.Squares > 0 {
			bl.Errorf(sec.key, "section %s can never be revealed: no exploration arrow points into it and no closed door leads into it from a section that can be (an opening reveals nothing)", sec.Letter)
		}
	}
}

// readFootbridges reads the footbridges standing when the quest begins:
// each from a floor square across pit squares only, in a straight line, to
// another floor square; no pit square under two of them.
func (bl *builder) readFootbridges(n *yaml.Node) {
	if n == nil || bl.g == nil {
		return
	}
	taken := map[board.Pos]bool{}
	bl.List(n, "footbridges", func(i int, item *yaml.Node) {
		what := fmt.Sprintf("footbridges[%d]", i)
		var from, to board.Pos
		okFrom, okTo := false, false
		bl.object(item, "bridge", what, yamldec.Handlers{
			"from": func(v *yaml.Node) { from, okFrom = bl.floor(v, what+" from") },
			"to":   func(v *yaml.Node) { to, okTo = bl.floor(v, what+" to") },
		})
		if !okFrom || !okTo {
			return
		}
		dx, dy := to.X-from.X, to.Y-from.Y
		n := max(dx, -dx, dy, -dy)
		if n < 2 || (dx != 0 && dy != 0 && max(dx, -dx) != max(dy, -dy)) || bl.g.Square(from).Terrain == board.Pit || bl.g.Square(to).Terrain == board.Pit {
			bl.Errorf(item, "%s: %s and %s must be floor squares facing each other in a straight line across a pit", what, sqs(from), sqs(to))
			return
		}
		sx, sy := dx/n, dy/n
		fb := Footbridge{From: from, To: to}
		for k := 1; k < n; k++ {
			p := board.Pos{X: from.X + k*sx, Y: from.Y + k*sy}
			if bl.g.Square(p).Terrain != board.Pit {
				bl.Errorf(item, "%s: %s, between its ends, is not a pit ('p' on map.terrain)", what, sqs(p))
				return
			}
			if taken[p] {
				bl.Errorf(item, "%s: %s is already under another footbridge", what, sqs(p))
				return
			}
			fb.Squares = append(fb.Squares, p)
		}
		for _, p := range fb.Squares {
			taken[p] = true
		}
		bl.b.Footbridges = append(bl.b.Footbridges, fb)
	})
}

// readNPCs reads the Non-Player Characters of the quest.
func (bl *builder) readNPCs(n *yaml.Node) {
	if n == nil {
		return
	}
	bl.List(n, "npcs", func(i int, item *yaml.Node) {
		what := fmt.Sprintf("npcs[%d]", i)
		c := NPC{Intelligence: 3, Courage: 3}
		bl.object(item, "npc", what, yamldec.Handlers{
			"id": func(v *yaml.Node) {
				if id, ok := bl.Ident(v, what+" id"); ok {
					c.ID = id
					bl.claim(id, v)
				}
			},
			"name":         func(v *yaml.Node) { c.Name = bl.text(v, what+" name") },
			"intelligence": func(v *yaml.Node) { c.Intelligence, _ = bl.Int(v, what+" intelligence", -5, 10) },
			"courage":      func(v *yaml.Node) { c.Courage, _ = bl.Int(v, what+" courage", -5, 10) },
			"race":         func(v *yaml.Node) { c.Race, _ = bl.Ident(v, what+" race") },
			"animal":       func(v *yaml.Node) { c.Animal, _ = bl.Bool(v, what+" animal") },
			"alignment": func(v *yaml.Node) {
				if s, ok := bl.Scalar(v, what+" alignment"); ok {
					switch s {
					case "good", "neutral", "evil":
						c.Alignment = s
					default:
						bl.Errorf(v, "%s alignment: %q is not good, neutral or evil", what, s)
					}
				}
			},
		})
		if c.ID != "" {
			bl.b.NPCs = append(bl.b.NPCs, c)
		}
	})
}
