package quest

import "dun/board"

// Kind is what the quest package knows about a kind of furniture or special
// element: the values an element of that kind takes unless the sheet gives
// its own, and the character that draws it.
type Kind struct {
	Height     uint8
	Cover      board.Cover
	Impassable bool
	Movable    bool
	NoObstacle bool // stands there but obstructs neither movement nor sight
	Glyph      rune
}

// builtinKinds gives defaults for common furniture and elements. It is a
// stop-gap: content packs will define furniture and special elements, with
// their cards, and supersede this table. Heights follow page 11; covers and
// impassability follow the examples of pages 20 and 31. A sheet may name
// any other kind if it gives the element's height.
var builtinKinds = map[string]Kind{
	"table":       {Height: 1, Cover: board.LightCover, Movable: true, Glyph: 't'},
	"chair":       {Height: 1, Cover: board.LightCover, Movable: true, Glyph: 'h'},
	"bed":         {Height: 1, Cover: board.LightCover, Glyph: 'b'},
	"chest":       {Height: 1, Cover: board.NoCover, Movable: true, NoObstacle: true, Glyph: 'c'}, // page 73: a chest blocks neither movement nor sight
	"barrel":      {Height: 1, Cover: board.LightCover, Movable: true, Glyph: 'o'},
	"sarcophagus": {Height: 1, Cover: board.HeavyCover, Glyph: 'z'},
	"shrine":      {Height: 1, Cover: board.HeavyCover, Glyph: 'a'},
	"wardrobe":    {Height: 2, Cover: board.LightCover, Glyph: 'r'},
	"cupboard":    {Height: 2, Cover: board.LightCover, Glyph: 'u'},
	"library":     {Height: 2, Cover: board.LightCover, Glyph: 'l'},
	"fireplace":   {Height: 2, Cover: board.HeavyCover, Impassable: true, Glyph: 'f'},
	"rocks":       {Height: 2, Cover: board.HeavyCover, Impassable: true, Glyph: 'k'},
	"statue":      {Height: 3, Cover: board.HeavyCover, Impassable: true, Glyph: 's'},
	"column":      {Height: 4, Cover: board.HeavyCover, Impassable: true, Glyph: 'i'},
	"tree":        {Height: 4, Cover: board.HeavyCover, Impassable: true, Glyph: 'y'},
}

// BuiltinKind returns the built-in defaults for a kind of furniture or
// special element.
func BuiltinKind(kind string) (Kind, bool) {
	k, ok := builtinKinds[kind]
	return k, ok
}

// glyph is the character that draws an element of the given kind.
func glyph(kind string) rune {
	if k, ok := builtinKinds[kind]; ok {
		return k.Glyph
	}
	if kind != "" && kind[0] >= 'a' && kind[0] <= 'z' {
		return rune(kind[0])
	}
	return 'e'
}
