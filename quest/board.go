package quest

import (
	"fmt"

	"dun/board"
	"dun/internal/yamldec"

	"go.yaml.in/yaml/v3"
)

// SectionKind says whether a section is a room or a corridor.
type SectionKind uint8

const (
	Room     SectionKind = iota // a room: where furniture and most encounters are
	Corridor                    // a corridor section
)

func (k SectionKind) String() string {
	if k == Corridor {
		return "corridor"
	}
	return "room"
}

// LargeSquares is the size above which a section is large (page 9: more
// than 40 squares).
const LargeSquares = 40

// Section is one room or corridor of the map.
type Section struct {
	Letter  string      `json:"letter"` // its character in the sections layer
	ID      uint8       `json:"id"`     // its board section number, from 1
	Kind    SectionKind `json:"kind"`
	Main    bool        `json:"main,omitempty"`    // the Main Room or section
	Outdoor bool        `json:"outdoor,omitempty"` // an outdoor tile
	Large   bool        `json:"large,omitempty"`   // over 40 squares, or declared large
	Name    Text        `json:"name"`
	Squares int         `json:"squares"` // how many squares it has
	// Dark is the darkness the section starts in (page 27, Action 16):
	// "" (lit), "darkness" or "complete".
	Dark string `json:"dark,omitempty"`
}

// Door is a door on one or more edges: Width edges starting at the Side of
// square At and running east (for a north or south side) or south (for an
// east or west side).
type Door struct {
	ID     string          `json:"id,omitempty"`
	At     board.Pos       `json:"at"`
	Side   board.Side      `json:"side"`
	Width  int             `json:"width"`
	Kind   board.DoorKind  `json:"kind"`
	State  board.DoorState `json:"state"`
	Locked bool            `json:"locked,omitempty"`
	// Riddle: a riddle guards the door (page 24, Action 5).
	Riddle bool `json:"riddle,omitempty"`
}

// Edges returns the squares whose Side the door or opening covers.
func edgesOf(at board.Pos, side board.Side, width int) []board.Pos {
	along := board.East
	if side == board.SideE || side == board.SideW {
		along = board.South
	}
	out := make([]board.Pos, 0, width)
	p := at
	for range width {
		out = append(out, p)
		p = p.Add(along)
	}
	return out
}

// Squares returns the squares whose Side the door covers.
func (d Door) Squares() []board.Pos { return edgesOf(d.At, d.Side, d.Width) }

// Opening is an arch between two sections, Width edges long like a Door.
// Arrow is true for the openings an exploration arrow implies.
type Opening struct {
	At    board.Pos  `json:"at"`
	Side  board.Side `json:"side"`
	Width int        `json:"width"`
	Arrow bool       `json:"arrow,omitempty"`
}

// Squares returns the squares whose Side the opening covers.
func (o Opening) Squares() []board.Pos { return edgesOf(o.At, o.Side, o.Width) }

// Element is a piece of furniture or a special element on the map; Index is
// its element ID in the grid.
type Element struct {
	ID      string      `json:"id,omitempty"`
	Index   int         `json:"index"`
	Squares []board.Pos `json:"squares"`
	// Riddle: a riddle guards the chest (page 24, Action 5).
	Riddle bool `json:"riddle,omitempty"`
	board.Element
}

// Arrow is an exploration arrow: a hero standing on At may reveal section
// To, which lies beyond the square's Facing side.
type Arrow struct {
	At     board.Pos `json:"at"`
	Facing board.Dir `json:"facing"`
	To     uint8     `json:"to"`
}

// Trap is a fixed trap of the quest sheet.
type Trap struct {
	ID     string    `json:"id,omitempty"`
	Kind   string    `json:"kind"`
	At     board.Pos `json:"at"`
	Hidden bool      `json:"hidden"`
	// Detect is the Perception result that detects it and Disarm the
	// Dexterity result that disarms it (2-12; 0 when the sheet does not
	// say, and for Disarm, when it cannot be disarmed); Dice its damage
	// dice (pages 47-48). The numbers are its card's.
	Detect int `json:"detect,omitempty"`
	Disarm int `json:"disarm,omitempty"`
	Dice   int `json:"dice,omitempty"`
}

// Board is the map part of a quest sheet, built into a sealed board.Grid.
type Board struct {
	Grid     *board.Grid `json:"-"`
	Sections []Section   `json:"sections"` // Sections[i].ID == i+1
	Doors    []Door      `json:"doors,omitempty"`
	Openings []Opening   `json:"openings,omitempty"`
	Elements []Element   `json:"elements,omitempty"` // Elements[i].Index == i
	Start    []board.Pos `json:"start,omitempty"`
	Finish   []board.Pos `json:"finish,omitempty"`
	Goals    []board.Pos `json:"goals,omitempty"`
	Arrows   []Arrow     `json:"arrows,omitempty"`
	Traps    []Trap      `json:"traps,omitempty"`
	// Footbridges are the footbridges standing over pits when the quest
	// begins (page 27, Action 18).
	Footbridges []Footbridge `json:"footbridges,omitempty"`
	// NPCs are the Non-Player Characters the heroes may persuade (page
	// 27, Actions 19-20).
	NPCs []NPC `json:"npcs,omitempty"`
	// Challenges are the situations that call for an attribute test
	// (page 28, Action 25; build_challenges.go).
	Challenges []Challenge `json:"challenges,omitempty"`
}

// NPC is a Non-Player Character: its Intelligence and Courage (3 when not
// given, page 27), race and alignment (good, neutral, evil), and whether
// it is an animal (Taming Animals, page 113).
type NPC struct {
	ID           string `json:"id"`
	Name         Text   `json:"name"`
	Intelligence int    `json:"intelligence"`
	Courage      int    `json:"courage"`
	Race         string `json:"race,omitempty"`
	Alignment    string `json:"alignment,omitempty"`
	Animal       bool   `json:"animal,omitempty"`
}

// Footbridge is a footbridge from square From across the pit squares
// Squares to square To, in a straight line.
type Footbridge struct {
	From    board.Pos   `json:"from"`
	To      board.Pos   `json:"to"`
	Squares []board.Pos `json:"squares"`
}

// Section returns the section drawn with letter.
func (b *Board) Section(letter string) (Section, bool) {
	for _, s := range b.Sections {
		if s.Letter == letter {
			return s, true
		}
	}
	return Section{}, false
}

// SectionOf returns the section of square p; false for rock or off the map.
func (b *Board) SectionOf(p board.Pos) (Section, bool) {
	if b.Grid == nil || !b.Grid.In(p) {
		return Section{}, false
	}
	id := b.Grid.Square(p).Section
	if id == 0 || int(id) > len(b.Sections) {
		return Section{}, false
	}
	return b.Sections[id-1], true
}

// Main returns the Main Room or section, if the map has one.
func (b *Board) Main() (Section, bool) {
	for _, s := range b.Sections {
		if s.Main {
			return s, true
		}
	}
	return Section{}, false
}

// BoardKeys are the keys of the map part of a quest sheet, which other
// formats may embed.
func BoardKeys() []string {
	return specs["board"].Names()
}

// SplitBoard splits mapping node n into two mappings: the pairs whose key is
// a board key, and the rest. A format that mixes a map with its own keys
// decodes the first with DecodeBoard and checks the second itself.
func SplitBoard(n *yaml.Node) (boardPart, rest *yaml.Node) {
	boardPart = &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
	rest = &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
	if n == nil || n.Kind != yaml.MappingNode {
		return boardPart, rest
	}
	boardPart.Line, boardPart.Column = n.Line, n.Column
	rest.Line, rest.Column = n.Line, n.Column
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i]
		dst := rest
		if _, ok := specs["board"].Find(k.Value); ok && k.Kind == yaml.ScalarNode {
			dst = boardPart
		}
		dst.Content = append(dst.Content, k, n.Content[i+1])
	}
	return boardPart, rest
}

// DecodeBoard reads the map part of a quest sheet from mapping node n (the
// keys listed by BoardKeys, and no others) and builds its grid. src is the
// whole file the node was parsed from; it gives the exact columns of layer
// characters (without it, columns inside a literal block are guessed from
// the indentation of the key). Problems come back as Errors.
func DecodeBoard(file string, src []byte, n *yaml.Node) (*Board, error) {
	d := newDecoder(file, src)
	if n != nil && n.Kind == yaml.DocumentNode && len(n.Content) == 1 {
		n = n.Content[0]
	}
	keys := map[string]*yaml.Node{}
	h := yamldec.Handlers{}
	for _, f := range specs["board"] {
		h[f.Name] = func(v *yaml.Node) { keys[f.Name] = v }
	}
	if n == nil {
		d.ErrorfAt(1, 1, "no map to read")
	} else {
		d.object(n, "board", "board", h)
	}
	b := newBuilder(d).build(keys)
	if err := d.Err(); err != nil {
		return nil, err
	}
	return b, nil
}

// sectionRef is a declared section and the node that declared it.
type sectionRef struct {
	Section
	key      *yaml.Node
	notLarge bool // declared large: false
}

// edgeKey names an edge by the square west or north of it.
type edgeKey struct {
	i     int
	south bool
}

// builder builds a Board, reporting problems to its decoder.
type builder struct {
	decoder
	b         *Board
	g         *board.Grid // nil while or when the map cannot be read
	w, h      int
	sec       *layer
	terr      *layer
	levels    *layer
	secs      []sectionRef
	byChar    map[rune]uint8
	edges     map[edgeKey]string // what was declared on each edge
	ids       map[string]*yaml.Node
	stairs    []board.Pos
	entry     map[int]bool // squares touching a door or an opening, and arrow squares
	elemNodes []*yaml.Node
	nodes     []posNode // starting, finishing and goal squares as given
}

func newBuilder(d decoder) *builder {
	return &builder{decoder: d, b: &Board{}, byChar: map[rune]uint8{}, edges: map[edgeKey]string{},
		ids: map[string]*yaml.Node{}, entry: map[int]bool{}}
}

func (bl *builder) build(keys map[string]*yaml.Node) *Board {
	bl.readMap(keys["map"])
	bl.readSections(keys["sections"])
	bl.drawSquares()
	bl.readPits(keys["pits"])
	bl.readStairs(keys["stairs"])
	bl.readLadders(keys["ladders"])
	bl.b.Doors = bl.readDoors(keys["doors"])
	bl.b.Openings = bl.readOpenings(keys["openings"])
	bl.readArrows(keys["arrows"])
	if bl.g != nil {
		bl.g.Seal()
	}
	bl.readElements(keys["furniture"], "furniture", false)
	bl.readElements(keys["elements"], "elements", true)
	bl.b.Start = bl.readSquares(keys["start"], "start", true)
	bl.b.Finish = bl.readSquares(keys["finish"], "finish", true)
	bl.b.Goals = bl.readSquares(keys["goals"], "goals", false)
	bl.readTraps(keys["traps"])
	bl.readFootbridges(keys["footbridges"])
	bl.readNPCs(keys["npcs"])
	bl.readChallenges(keys["challenges"])
	bl.checkStairs()
	bl.checkEntries()
	bl.checkReach()
	bl.b.Grid = bl.g
	return bl.b
}

func sqs(p board.Pos) string { return fmt.Sprintf("[%d, %d]", p.X, p.Y) }

// claim records a unique ID, reporting a duplicate.
func (bl *builder) claim(id string, n *yaml.Node) {
	if id == "" {
		return
	}
	if first, dup := bl.ids[id]; dup {
		bl.Errorf(n, "duplicate ID %q (first used at line %d)", id, first.Line)
		return
	}
	bl.ids[id] = n
}

// square reads [x, y] and checks that it lies on the map.
func (bl *builder) square(n *yaml.Node, what string) (board.Pos, bool) {
	p, ok := bl.Pos(n, what)
	if !ok || bl.g == nil {
		return p, false
	}
	if !bl.g.In(p) {
		bl.Errorf(n, "%s: square %s is off the %dx%d map", what, sqs(p), bl.w, bl.h)
		return p, false
	}
	return p, true
}

// floor reads a square that must be in a section and not impassable.
func (bl *builder) floor(n *yaml.Node, what string) (board.Pos, bool) {
	p, ok := bl.square(n, what)
	if !ok {
		return p, false
	}
	s := bl.g.Square(p)
	switch {
	case s.Section == 0:
		bl.Errorf(n, "%s: square %s is rock, outside every section", what, sqs(p))
		return p, false
	case s.Terrain == board.Impassable:
		bl.Errorf(n, "%s: square %s is impassable", what, sqs(p))
		return p, false
	}
	return p, true
}

func (bl *builder) letter(id uint8) string {
	if id == 0 || int(id) > len(bl.secs) {
		return "rock"
	}
	return bl.secs[id-1].Letter
}

func (bl *builder) markEdge(p board.Pos, side board.Side, what string) {
	bl.edges[bl.key(p, side)] = what
}

func (bl *builder) key(p board.Pos, side board.Side) edgeKey {
	switch side {
	case board.SideN:
		p.Y--
		side = board.SideS
	case board.SideW:
		p.X--
		side = board.SideE
	}
	return edgeKey{i: p.Y*bl.w + p.X, south: side == board.SideS}
}
