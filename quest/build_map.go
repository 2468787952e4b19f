package quest

import (
	"strings"

	"dun/board"
	"dun/internal/yamldec"

	"go.yaml.in/yaml/v3"
)

// readMap reads the three layers of the map.
// DefaultPitDepth is the depth of a pit whose sheet does not give one: page
// 28 counts a pit as 4 levels deep, which is what a fall into it costs.
const DefaultPitDepth = 4

func (bl *builder) readMap(n *yaml.Node) {
	if n == nil {
		return
	}
	keys := map[string]*yaml.Node{}
	h := yamldec.Handlers{}
	for _, f := range specs["map"] {
		h[f.Name] = func(v *yaml.Node) { keys[f.Name] = v }
	}
	bl.object(n, "map", "map", h)
	// The handlers see values only; find the keys for column guessing.
	keyOf := func(name string) *yaml.Node {
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == name {
				return n.Content[i]
			}
		}
		return n
	}
	if v := keys["sections"]; v != nil {
		bl.sec = bl.readLayer(keyOf("sections"), v, "map.sections")
	}
	if bl.sec == nil {
		return
	}
	bl.w, bl.h = bl.sec.width(), len(bl.sec.rows)
	if bl.w == 0 {
		bl.Errorf(bl.sec.node, "map.sections: the layer is empty")
		bl.sec = nil
		return
	}
	if v := keys["terrain"]; v != nil {
		if l := bl.readLayer(keyOf("terrain"), v, "map.terrain"); l != nil && bl.fits(l, bl.w, bl.h, "map.terrain") {
			bl.terr = l
		}
	}
	if v := keys["levels"]; v != nil {
		if l := bl.readLayer(keyOf("levels"), v, "map.levels"); l != nil && bl.fits(l, bl.w, bl.h, "map.levels") {
			bl.levels = l
		}
	}
}

// isSectionChar reports whether c may name a section: a letter or a digit.
func isSectionChar(c rune) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
}

// readSections reads the section declarations.
func (bl *builder) readSections(n *yaml.Node) {
	if n == nil || !bl.Usable(n) {
		return
	}
	if n.Kind != yaml.MappingNode {
		bl.Errorf(n, "sections: want a mapping from section letters to sections")
		return
	}
	mains := 0
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if !bl.Usable(k) {
			continue
		}
		c := []rune(k.Value)
		if k.Kind != yaml.ScalarNode || len(c) != 1 || !isSectionChar(c[0]) {
			bl.Errorf(k, "sections: %q is not a section letter (one letter or digit)", k.Value)
			continue
		}
		if _, dup := bl.byChar[c[0]]; dup {
			bl.Errorf(k, "sections: section %q declared twice", k.Value)
			continue
		}
		what := "section " + k.Value
		s := Section{Letter: k.Value, ID: uint8(len(bl.secs) + 1)}
		large := -1
		bl.object(v, "section", what, yamldec.Handlers{
			"kind": func(v *yaml.Node) {
				if t, ok := bl.Scalar(v, what+" kind"); ok {
					switch t {
					case "room":
						s.Kind = Room
					case "corridor":
						s.Kind = Corridor
					default:
						bl.Errorf(v, "%s kind: %q is neither room nor corridor", what, t)
					}
				}
			},
			"main":    func(v *yaml.Node) { s.Main, _ = bl.Bool(v, what+" main") },
			"outdoor": func(v *yaml.Node) { s.Outdoor, _ = bl.Bool(v, what+" outdoor") },
			"large": func(v *yaml.Node) {
				if b, ok := bl.Bool(v, what+" large"); ok {
					large = 0
					if b {
						large = 1
					}
				}
			},
			"name": func(v *yaml.Node) { s.Name = bl.text(v, what+" name") },
			"dark": func(v *yaml.Node) {
				if t, ok := bl.Scalar(v, what+" dark"); ok {
					switch t {
					case "darkness", "complete":
						s.Dark = t
					default:
						bl.Errorf(v, "%s dark: %q is neither darkness nor complete", what, t)
					}
				}
			},
		})
		if s.Main {
			mains++
			if mains == 2 {
				bl.Errorf(k, "%s: a quest has one Main Room or section; another is already marked main", what)
			}
		}
		if large == 1 {
			s.Large = true
		}
		bl.byChar[c[0]] = s.ID
		bl.secs = append(bl.secs, sectionRef{Section: s, key: k, notLarge: large == 0})
	}
}

// drawSquares reads the characters of the layers into a new grid.
func (bl *builder) drawSquares() {
	if bl.sec == nil {
		return
	}
	g := board.New(bl.w, bl.h)
	declared := len(bl.secs)
	for y := range bl.h {
		for x := range bl.w {
			p := board.Pos{X: x, Y: y}
			var sq board.Square
			c := bl.sec.char(x, y)
			switch {
			case c == '.' || c == ' ':
			case isSectionChar(c):
				id, ok := bl.byChar[c]
				if !ok {
					// Report the letter once, then give it a section of
					// its own so the rest of the map can still be checked.
					line, col := bl.sec.at(x, y)
					bl.ErrorfAt(line, col, "map.sections: section %q is not declared under sections", string(c))
					if len(bl.secs) < 255 {
						id = uint8(len(bl.secs) + 1)
						bl.byChar[c] = id
						bl.secs = append(bl.secs, sectionRef{Section: Section{Letter: string(c), ID: id}})
					}
				}
				sq.Section = id
			default:
				line, col := bl.sec.at(x, y)
				bl.ErrorfAt(line, col, "map.sections: %q is not a section letter, '.' or a space", string(c))
			}
			if sq.Section == 0 {
				sq.Terrain = board.Impassable
			}
			bl.terrainAt(x, y, &sq)
			bl.levelAt(x, y, &sq)
			g.Set(p, sq)
			if sq.Section != 0 {
				bl.secs[sq.Section-1].Squares++
			}
		}
	}
	for i := range bl.secs[:declared] {
		s := &bl.secs[i]
		if s.Squares == 0 {
			bl.Errorf(s.key, "section %s is declared but not drawn on map.sections", s.Letter)
		}
		if s.Squares > LargeSquares {
			if s.notLarge {
				bl.Errorf(s.key, "section %s has %d squares, so it is large (over %d): it cannot be declared large: false", s.Letter, s.Squares, LargeSquares)
			}
			s.Large = true
		}
	}
	for _, s := range bl.secs[:declared] {
		bl.b.Sections = append(bl.b.Sections, s.Section)
	}
	bl.g = g
}

// terrainAt sets the terrain of square (x, y) from the terrain layer.
func (bl *builder) terrainAt(x, y int, sq *board.Square) {
	if bl.terr == nil {
		return
	}
	c := bl.terr.char(x, y)
	bad := func(format string, a ...any) {
		line, col := bl.terr.at(x, y)
		bl.ErrorfAt(line, col, format, a...)
	}
	if sq.Section == 0 {
		if c != '.' && c != ' ' && c != '#' {
			if strings.ContainsRune(terrainChars, c) {
				bad("map.terrain: %q on rock (outside every section): rock takes only '.', ' ' or '#'", string(c))
			} else {
				bad("map.terrain: unknown terrain %q (want one of %q)", string(c), terrainChars)
			}
		}
		return
	}
	switch c {
	case '.', ' ':
	case '~':
		sq.Terrain = board.Difficult
	case 'w':
		sq.Terrain = board.DeepWater
	case 'p':
		sq.Terrain = board.Pit
		sq.PitDepth = DefaultPitDepth
	case '#':
		sq.Terrain = board.Impassable
	case '^', '>', 'v', '<':
		up := map[rune]board.Dir{'^': board.North, '>': board.East, 'v': board.South, '<': board.West}[c]
		sq.HasStair = true
		sq.Stairs = board.Stairs{Up: up, Access: 1<<board.Side(up/2) | 1<<board.Side(up.Opposite()/2)}
		bl.stairs = append(bl.stairs, board.Pos{X: x, Y: y})
	default:
		bad("map.terrain: unknown terrain %q (want one of %q)", string(c), terrainChars)
	}
}

// terrainChars lists the characters of the terrain layer.
const terrainChars = ".~wp#^>v< "

// levelAt sets the floor level of square (x, y) from the levels layer.
func (bl *builder) levelAt(x, y int, sq *board.Square) {
	if bl.levels == nil {
		return
	}
	c := bl.levels.char(x, y)
	switch {
	case c == '.' || c == ' ':
	case c >= '0' && c <= '5':
		sq.Level = uint8(c - '0')
	default:
		line, col := bl.levels.at(x, y)
		if c >= '6' && c <= '9' {
			bl.ErrorfAt(line, col, "map.levels: level %c is out of range 0-5", c)
		} else {
			bl.ErrorfAt(line, col, "map.levels: %q is not a level (want a digit 0-5, '.' or a space)", string(c))
		}
	}
}

// checkStairs checks that every stair square stands one level above the
// square it is climbed from, and no more than one below the square it leads
// to (page 19: each ascending stair square climbs one level).
func (bl *builder) checkStairs() {
	if bl.g == nil {
		return
	}
	for _, p := range bl.stairs {
		sq := bl.g.Square(p)
		line, col := bl.terr.at(p.X, p.Y)
		if sq.Level == 0 {
			bl.ErrorfAt(line, col, "stair at %s is at level 0: each stair square stands one level above the square below it (give map.levels)", sqs(p))
			continue
		}
		below := p.Add(sq.Stairs.Up.Opposite())
		if b := bl.g.Square(below); bl.g.In(below) && b.Section != 0 && b.Terrain != board.Impassable && int(b.Level) != int(sq.Level)-1 {
			bl.ErrorfAt(line, col, "stair at %s (level %d) climbs %s from %s at level %d: the square below a stair must be one level lower",
				sqs(p), sq.Level, sideWord(sq.Stairs.Up), sqs(below), b.Level)
		}
		above := p.Add(sq.Stairs.Up)
		if a := bl.g.Square(above); bl.g.In(above) && a.Section != 0 && a.Terrain != board.Impassable && a.Level != sq.Level && int(a.Level) != int(sq.Level)+1 {
			bl.ErrorfAt(line, col, "stair at %s (level %d) leads %s to %s at level %d: the square above a stair must be at its level or one higher",
				sqs(p), sq.Level, sideWord(sq.Stairs.Up), sqs(above), a.Level)
		}
	}
}

func sideWord(d board.Dir) string { return board.Side(d / 2).String() }
