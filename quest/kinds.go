package quest

import (
	"sort"

	"dun/board"
)

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
	// En and Es name the kind for the players (original translations,
	// written for dun; a content pack's furniture names come first).
	En, Es string
}

// builtinKinds gives defaults for common furniture and elements. It is a
// stop-gap: content packs will define furniture and special elements, with
// their cards, and supersede this table. Heights follow page 11; covers and
// impassability follow the examples of pages 20 and 31. A sheet may name
// any other kind if it gives the element's height.
var builtinKinds = map[string]Kind{
	"table":       {Height: 1, Cover: board.LightCover, Movable: true, Glyph: 't', En: "Table", Es: "Mesa"},
	"chair":       {Height: 1, Cover: board.LightCover, Movable: true, Glyph: 'h', En: "Chair", Es: "Silla"},
	"bed":         {Height: 1, Cover: board.LightCover, Glyph: 'b', En: "Bed", Es: "Cama"},
	"chest":       {Height: 1, Cover: board.NoCover, Movable: true, NoObstacle: true, Glyph: 'c', En: "Chest", Es: "Cofre"}, // page 73: a chest blocks neither movement nor sight
	"barrel":      {Height: 1, Cover: board.LightCover, Movable: true, Glyph: 'o', En: "Barrel", Es: "Barril"},
	"sarcophagus": {Height: 1, Cover: board.HeavyCover, Glyph: 'z', En: "Sarcophagus", Es: "Sarcófago"},
	"shrine":      {Height: 1, Cover: board.HeavyCover, Glyph: 'a', En: "Shrine", Es: "Santuario"},
	"wardrobe":    {Height: 2, Cover: board.LightCover, Glyph: 'r', En: "Wardrobe", Es: "Ropero"},
	"cupboard":    {Height: 2, Cover: board.LightCover, Glyph: 'u', En: "Cupboard", Es: "Armario"},
	"library":     {Height: 2, Cover: board.LightCover, Glyph: 'l', En: "Library", Es: "Biblioteca"},
	"fireplace":   {Height: 2, Cover: board.HeavyCover, Impassable: true, Glyph: 'f', En: "Fireplace", Es: "Chimenea"},
	"rocks":       {Height: 2, Cover: board.HeavyCover, Impassable: true, Glyph: 'k', En: "Rocks", Es: "Rocas"},
	"statue":      {Height: 3, Cover: board.HeavyCover, Impassable: true, Glyph: 's', En: "Statue", Es: "Estatua"},
	"column":      {Height: 4, Cover: board.HeavyCover, Impassable: true, Glyph: 'i', En: "Column", Es: "Columna"},
	"tree":        {Height: 4, Cover: board.HeavyCover, Impassable: true, Glyph: 'y', En: "Tree", Es: "Árbol"},
}

// BuiltinKinds lists the kinds BuiltinKind knows.
func BuiltinKinds() []string {
	out := make([]string, 0, len(builtinKinds))
	for k := range builtinKinds {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
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
