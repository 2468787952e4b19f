package quest

import (
	"fmt"
	"sort"
	"strings"

	"dun/board"
)

// Figure is a figure to draw on the map: Glyph on square At. A Large figure
// is drawn by passing each square of its base.
type Figure struct {
	At    board.Pos
	Glyph rune
}

// RenderOptions change how Render draws a board.
type RenderOptions struct {
	// Grid is the grid to draw, e.g. a game's grid with doors opened or
	// broken; nil draws the board's own grid.
	Grid    *board.Grid
	Figures []Figure
	Unicode bool // box-drawing characters for walls, arrows for exits
	Color   bool // ANSI colour escapes
	Coords  bool // column numbers above and row numbers to the left
	Legend  bool // a key to the characters below the map
	Spanish bool // write the key in Spanish rather than English
}

// legendText is the key below a map, in one language.
type legendText struct{ doors, squares, marks, elements, figures, leader string }

var legends = [2]legendText{
	{
		doors:    "doors: D normal, R reinforced, W double, S secret, T trapdoor, G gate, P portcullis; lower case open, x broken",
		squares:  "squares: . floor, ~ difficult, = deep water, _ pit, # impassable, ^ > v < stair (rising that way), H ladder; a digit on the right is the floor level",
		marks:    "marks: * start, & finish, $ goal, ! trap; an arrow on the right is an exploration arrow",
		elements: "elements: ",
		figures:  "figures: ",
		leader:   "leader",
	},
	{
		doors:    "puertas: D normal, R reforzada, W doble, S secreta, T trampilla, G verja, P rastrillo; en minúscula abierta, x rota",
		squares:  "casillas: . suelo, ~ terreno difícil, = aguas profundas, _ foso, # infranqueable, ^ > v < escalera (sube en ese sentido), H escalera de mano; una cifra a la derecha es la altura del suelo",
		marks:    "marcas: * inicio, & salida, $ objetivo, ! trampa; una flecha a la derecha es una flecha de exploración",
		elements: "elementos: ",
		figures:  "figuras: ",
		leader:   "líder",
	},
}

func (o RenderOptions) legendText() legendText {
	if o.Spanish {
		return legends[1]
	}
	return legends[0]
}

// Door characters by kind; lower case when open, 'x' when broken.
var doorGlyphs = [...]rune{board.NormalDoor: 'D', board.ReinforcedDoor: 'R', board.DoubleDoor: 'W',
	board.SecretDoor: 'S', board.Trapdoor: 'T', board.Gate: 'G', board.Portcullis: 'P'}

const (
	ansiReset  = "\x1b[0m"
	ansiBold   = "\x1b[1m"
	ansiRed    = "\x1b[31m"
	ansiGreen  = "\x1b[32m"
	ansiYellow = "\x1b[33m"
	ansiBlue   = "\x1b[34m"
	ansiPurple = "\x1b[35m"
	ansiCyan   = "\x1b[36m"
	ansiGrey   = "\x1b[90m"
)

// Render draws the board as text: each square is three characters wide,
// with walls, doors and openings drawn on the lines and columns between
// squares. In a square, the middle character is a figure, an element or
// the terrain; the left one marks starting (*), finishing (&) and goal ($)
// squares and traps (!); the right one shows an exploration arrow or the
// floor level when above 0. Rock is blank. Set Legend for a key.
func (b *Board) Render(opt RenderOptions) string {
	g := opt.Grid
	if g == nil {
		g = b.Grid
	}
	if g == nil || g.Len() == 0 {
		return ""
	}
	r := renderer{b: b, g: g, opt: opt, figs: map[board.Pos]rune{}, marks: map[board.Pos]rune{}, arrows: map[board.Pos]board.Dir{}}
	for _, f := range opt.Figures {
		r.figs[f.At] = f.Glyph
	}
	for _, t := range b.Traps {
		r.marks[t.At] = '!'
	}
	for _, p := range b.Goals {
		r.marks[p] = '$'
	}
	for _, p := range b.Finish {
		r.marks[p] = '&'
	}
	for _, p := range b.Start {
		r.marks[p] = '*'
	}
	for _, a := range b.Arrows {
		r.arrows[a.At] = a.Facing
	}
	return r.draw()
}

type renderer struct {
	b      *Board
	g      *board.Grid
	opt    RenderOptions
	sb     strings.Builder
	figs   map[board.Pos]rune
	marks  map[board.Pos]rune
	arrows map[board.Pos]board.Dir
}

func (r *renderer) put(s, color string) {
	if r.opt.Color && color != "" && strings.TrimSpace(s) != "" {
		r.sb.WriteString(color + s + ansiReset)
		return
	}
	r.sb.WriteString(s)
}

func (r *renderer) rock(p board.Pos) bool {
	return !r.g.In(p) || r.g.Square(p).Section == 0
}

// hEdge is the edge above square p (between p and its north neighbour);
// ok is false where nothing is drawn (between two rock squares).
func (r *renderer) hEdge(p board.Pos) (board.Edge, bool) {
	up := board.Pos{X: p.X, Y: p.Y - 1}
	if r.rock(p) && r.rock(up) {
		return board.Edge{}, false
	}
	if !r.g.In(p) {
		return board.Edge{Kind: board.Wall}, true
	}
	return r.g.Edge(p, board.SideN), true
}

// vEdge is the edge left of square p.
func (r *renderer) vEdge(p board.Pos) (board.Edge, bool) {
	left := board.Pos{X: p.X - 1, Y: p.Y}
	if r.rock(p) && r.rock(left) {
		return board.Edge{}, false
	}
	if !r.g.In(p) {
		return board.Edge{Kind: board.Wall}, true
	}
	return r.g.Edge(p, board.SideW), true
}

func solid(e board.Edge, ok bool) bool { return ok && (e.Kind == board.Wall || e.Kind == board.Door) }

func doorGlyph(e board.Edge) (rune, string) {
	c := 'D'
	if int(e.Door) < len(doorGlyphs) {
		c = doorGlyphs[e.Door]
	}
	color := ansiYellow
	if e.Door == board.SecretDoor {
		color = ansiPurple
	}
	switch e.State {
	case board.Opened:
		c += 'a' - 'A'
	case board.Broken:
		c = 'x'
	}
	return c, color
}

var boxCorners = map[uint8]string{
	0: " ", 1: "╵", 2: "╶", 3: "└", 4: "╷", 5: "│", 6: "┌", 7: "├",
	8: "╴", 9: "┘", 10: "─", 11: "┴", 12: "┐", 13: "┤", 14: "┬", 15: "┼",
}

// corner draws the post at the top-left corner of square p.
func (r *renderer) corner(p board.Pos) {
	up := solid(r.vEdge(board.Pos{X: p.X, Y: p.Y - 1}))
	down := solid(r.vEdge(p))
	left := solid(r.hEdge(board.Pos{X: p.X - 1, Y: p.Y}))
	right := solid(r.hEdge(p))
	if !r.opt.Unicode {
		if up || down || left || right {
			r.put("+", "")
		} else {
			r.put(" ", "")
		}
		return
	}
	var m uint8
	if up {
		m |= 1
	}
	if right {
		m |= 2
	}
	if down {
		m |= 4
	}
	if left {
		m |= 8
	}
	r.put(boxCorners[m], "")
}

func (r *renderer) wallLine(y int) {
	if r.opt.Coords {
		r.sb.WriteString("    ")
	}
	for x := 0; x <= r.g.W(); x++ {
		p := board.Pos{X: x, Y: y}
		r.corner(p)
		if x == r.g.W() {
			break
		}
		e, ok := r.hEdge(p)
		dash := "-"
		if r.opt.Unicode {
			dash = "─"
		}
		switch {
		case !ok || e.Kind == board.Open || e.Kind == board.Opening:
			r.put("   ", "")
		case e.Kind == board.Wall:
			r.put(dash+dash+dash, "")
		default:
			c, color := doorGlyph(e)
			r.put(dash, "")
			r.put(string(c), color)
			r.put(dash, "")
		}
	}
	r.sb.WriteString("\n")
}

var arrowGlyphs = map[board.Dir][2]string{
	board.North: {"^", "↑"}, board.East: {">", "→"}, board.South: {"v", "↓"}, board.West: {"<", "←"},
}

func (r *renderer) cellLine(y int) {
	if r.opt.Coords {
		fmt.Fprintf(&r.sb, "%3d ", y)
	}
	for x := 0; x <= r.g.W(); x++ {
		p := board.Pos{X: x, Y: y}
		e, ok := r.vEdge(p)
		switch {
		case !ok || e.Kind == board.Open || e.Kind == board.Opening:
			r.put(" ", "")
		case e.Kind == board.Wall:
			if r.opt.Unicode {
				r.put("│", "")
			} else {
				r.put("|", "")
			}
		default:
			c, color := doorGlyph(e)
			r.put(string(c), color)
		}
		if x == r.g.W() {
			break
		}
		r.cell(p)
	}
	r.sb.WriteString("\n")
}

func (r *renderer) cell(p board.Pos) {
	sq := r.g.Square(p)
	if sq.Section == 0 {
		r.put("   ", "")
		return
	}
	// Left: marks.
	if m, ok := r.marks[p]; ok {
		color := ansiGreen
		if m == '!' {
			color = ansiRed
		}
		r.put(string(m), color)
	} else {
		r.put(" ", "")
	}
	// Middle: figure, element or terrain.
	u := 0
	if r.opt.Unicode {
		u = 1
	}
	if f, ok := r.figs[p]; ok {
		r.put(string(f), ansiBold)
	} else if e, ok := r.g.Element(p); ok {
		r.put(string(glyph(e.Kind)), ansiCyan)
	} else {
		switch {
		case sq.HasStair:
			r.put(arrowGlyphs[sq.Stairs.Up][0], ansiYellow)
		case sq.HasLadder:
			r.put("H", ansiYellow)
		case sq.Terrain == board.Difficult:
			r.put("~", ansiYellow)
		case sq.Terrain == board.DeepWater:
			r.put([2]string{"=", "≈"}[u], ansiBlue)
		case sq.Terrain == board.Pit:
			r.put("_", ansiRed)
		case sq.Terrain == board.Impassable:
			r.put("#", ansiGrey)
		default:
			r.put(".", ansiGrey)
		}
	}
	// Right: an exploration arrow, or the floor level.
	switch a, ok := r.arrows[p]; {
	case ok:
		r.put(arrowGlyphs[a][u], ansiGreen)
	case sq.Level > 0:
		r.put(string(rune('0'+sq.Level)), ansiGrey)
	default:
		r.put(" ", "")
	}
}

func (r *renderer) draw() string {
	if r.opt.Coords {
		r.sb.WriteString("    ")
		for x := range r.g.W() {
			fmt.Fprintf(&r.sb, " %3d", x)
		}
		r.sb.WriteString("\n")
	}
	for y := range r.g.H() {
		r.wallLine(y)
		r.cellLine(y)
	}
	r.wallLine(r.g.H())
	if r.opt.Legend {
		r.legend()
	}
	lines := strings.Split(r.sb.String(), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.Join(lines, "\n")
}

func (r *renderer) legend() {
	lt := r.opt.legendText()
	r.sb.WriteString(lt.doors + "\n" + lt.squares + "\n" + lt.marks + "\n")
	kinds := map[string]bool{}
	for _, e := range r.g.Elements() {
		kinds[e.Kind] = true
	}
	if len(kinds) == 0 {
		return
	}
	var names []string
	for k := range kinds {
		names = append(names, fmt.Sprintf("%c %s", glyph(k), k))
	}
	sort.Strings(names)
	r.sb.WriteString(lt.elements + strings.Join(names, ", ") + "\n")
}

// Render draws the quest's map with its Leader (L) and fixed creatures (the
// first letter of their kind, in upper case) added to opt.Figures.
func (q *Quest) Render(opt RenderOptions) string {
	if q == nil || q.Board == nil {
		return ""
	}
	figs := append([]Figure(nil), opt.Figures...)
	var key []string
	glyphs := map[string]rune{}
	used := map[rune]bool{'L': true}
	for _, f := range opt.Figures {
		used[f.Glyph] = true
	}
	for _, c := range q.Creatures {
		g, ok := glyphs[c.Kind]
		if !ok {
			g = figureGlyph(c.Kind, used)
			glyphs[c.Kind] = g
			used[g] = true
			key = append(key, fmt.Sprintf("%c %s", g, c.Kind))
		}
		figs = append(figs, Figure{At: c.At, Glyph: g})
	}
	if q.Leader != nil && q.Leader.At != nil {
		figs = append(figs, Figure{At: *q.Leader.At, Glyph: 'L'})
		key = append(key, "L "+opt.legendText().leader+" "+q.Leader.Kind)
	}
	opt.Figures = figs
	out := q.Board.Render(opt)
	if opt.Legend && len(key) > 0 {
		sort.Strings(key)
		out += opt.legendText().figures + strings.Join(key, ", ") + "\n"
	}
	return out
}

// figureGlyph picks an unused upper-case letter for a kind of creature:
// one of its own letters if it can, else any letter or digit.
func figureGlyph(kind string, used map[rune]bool) rune {
	for _, c := range strings.ToUpper(kind) + "ABCDEFGHIJKMNOPQRSTUVWXYZ0123456789" {
		if (c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') && !used[c] {
			return c
		}
	}
	return '?'
}
