// Package hero is character creation (pages 76-79): a hero file names a
// race, a class, the development points spent, the skills, spells and
// equipment chosen; Check measures it against the content packs and the
// book's limits, and a checked Sheet becomes the same figure a
// predesigned hero becomes (Sheet.Figure).
package hero

import (
	"fmt"
	"path/filepath"
	"strings"

	"dun/internal/yamldec"

	"go.yaml.in/yaml/v3"
)

// File is a hero file as written, before the content packs are consulted:
//
//	name: {en: Ysolde, es: Ysolda}
//	race: human
//	class: ranger
//	solo: false
//	development: {movement: 1, shooting: 2}
//	skills: [eagle_eye]
//	spells: [hunting_spear]
//	equipment: [longbow, short_sword, leather_armor, rope]
//	potion: strength_potion   # a Herbalist's choice
//
// Every value keeps where it was written, so Check's complaints are
// file:line:column.
type File struct {
	// Path is the file's name in messages.
	Path string
	// ID names the hero in party files and games; the file's base name
	// without its extension unless the file gives one.
	ID   Word
	Name Name
	// Race and Class are content IDs.
	Race, Class Word
	// Solo: the hero is made to play alone, with 30 coins (page 65).
	Solo bool
	// Development raises attributes (movement ... vitality, and mana
	// where the race allows) by whole points.
	Development []Raise
	// Skills are the professional skills of the player's choice (page
	// 78); the race's and the class's come by themselves.
	Skills []Word
	// Hates are the kinds of being a Hatred skill names (page 110).
	Hates []Word
	// Spells are the spells a spellcaster starts with.
	Spells []Word
	// Equipment is what the initial budget buys (page 79).
	Equipment []Word
	// Companion is a mercenary or pet hired at creation (page 79).
	Companion Word
	// Potion is the potion a Herbalist starts each quest with (page 112).
	Potion Word
	// Notes are the player's, shown on the sheet (page 13's Notes): one
	// text, or {en, es}.
	Notes Name
	// At is where the file's top mapping begins.
	At Pos
}

// Pos is a place in a hero file.
type Pos struct{ Line, Col int }

// Word is a value of a hero file and where it was written.
type Word struct {
	Value string
	At    Pos
}

// Name is a hero's name (or notes): the same in both languages unless
// given apart.
type Name struct {
	En, Es string
	At     Pos
}

// In returns the name in lang ("es" for Spanish, English otherwise).
func (n Name) In(lang string) string {
	if lang == "es" && n.Es != "" {
		return n.Es
	}
	return n.En
}

// Raise is +By to Attribute.
type Raise struct {
	Attribute string
	By        int
	At        Pos
}

// Attributes are the keys of development, in the order of a hero card
// (page 13); mana only where the race has a Mana value (page 76, note 2).
var Attributes = []string{"movement", "combat", "strength", "shooting", "agility", "intelligence", "mana", "courage", "vitality"}

// maxRaise bounds one raise in a file: no race spans more.
const maxRaise = 8

// maxList bounds the lists of a hero file, so a broken file cannot make
// the check slow.
const maxList = 64

var format = yamldec.Format{Name: "hero"}

func at(n *yaml.Node) Pos { return Pos{n.Line, n.Column} }

// Parse reads a hero file; every problem is file:line:column, all of them
// in one error.
func Parse(path string, src []byte) (*File, error) {
	d := yamldec.New(path, src, format)
	f := &File{Path: path}
	if root := d.Document(); root != nil {
		f.At = at(root)
		d.Object(root, "hero", yamldec.Required("name", "race", "class"), fileHandlers(d, f))
	}
	if err := d.Err(); err != nil {
		return nil, err
	}
	if f.ID.Value == "" {
		f.ID = Word{Value: idFromPath(path), At: f.At}
	}
	return f, nil
}

// ParseText reads a hero file that is not a file (a text pasted into the
// browser's lobby), named label in messages; without an id, the hero's ID
// comes from his English name.
func ParseText(label string, src []byte) (*File, error) {
	f, err := Parse(label, src)
	if err != nil {
		return nil, err
	}
	if f.ID.Value == idFromPath(label) {
		f.ID.Value = idFromPath(f.Name.En)
	}
	return f, nil
}

// fileHandlers read each key of a hero file into f.
func fileHandlers(d *yamldec.Decoder, f *File) yamldec.Handlers {
	word := func(v *yaml.Node, what string) Word {
		s, _ := d.Ident(v, what)
		return Word{s, at(v)}
	}
	words := func(v *yaml.Node, what string, to *[]Word) {
		if v.Kind == yaml.SequenceNode && len(v.Content) > maxList {
			d.Errorf(v, "%s: %d entries, at most %d", what, len(v.Content), maxList)
			return
		}
		d.List(v, what, func(i int, n *yaml.Node) {
			if w := word(n, fmt.Sprintf("%s[%d]", what, i)); w.Value != "" {
				*to = append(*to, w)
			}
		})
	}
	return yamldec.Handlers{
		"id":          func(v *yaml.Node) { f.ID = word(v, "id") },
		"name":        func(v *yaml.Node) { f.Name = readName(d, v, "name") },
		"race":        func(v *yaml.Node) { f.Race = word(v, "race") },
		"class":       func(v *yaml.Node) { f.Class = word(v, "class") },
		"solo":        func(v *yaml.Node) { f.Solo, _ = d.Bool(v, "solo") },
		"development": func(v *yaml.Node) { f.Development = readDevelopment(d, v) },
		"skills":      func(v *yaml.Node) { words(v, "skills", &f.Skills) },
		"hates":       func(v *yaml.Node) { words(v, "hates", &f.Hates) },
		"spells":      func(v *yaml.Node) { words(v, "spells", &f.Spells) },
		"equipment":   func(v *yaml.Node) { words(v, "equipment", &f.Equipment) },
		"companion":   func(v *yaml.Node) { f.Companion = word(v, "companion") },
		"potion":      func(v *yaml.Node) { f.Potion = word(v, "potion") },
		"notes":       func(v *yaml.Node) { f.Notes = readName(d, v, "notes") },
	}
}

// readName reads a text in both languages: one text, or {en, es}.
func readName(d *yamldec.Decoder, v *yaml.Node, what string) Name {
	n := Name{At: at(v)}
	if v.Kind == yaml.ScalarNode {
		n.En, _ = d.Str(v, what)
		n.Es = n.En
		return n
	}
	d.Object(v, what, yamldec.Required("en", "es"), yamldec.Handlers{
		"en": func(v *yaml.Node) { n.En, _ = d.Str(v, what+" en") },
		"es": func(v *yaml.Node) { n.Es, _ = d.Str(v, what+" es") },
	})
	return n
}

// readDevelopment reads {attribute: +N, ...} in the order written.
func readDevelopment(d *yamldec.Decoder, v *yaml.Node) []Raise {
	var out []Raise
	h := yamldec.Handlers{}
	for _, a := range Attributes {
		h[a] = func(n *yaml.Node) {
			if by, ok := d.Int(n, "development "+a, 1, maxRaise); ok {
				out = append(out, Raise{Attribute: a, By: by, At: at(n)})
			}
		}
	}
	d.Object(v, "development", nil, h)
	return out
}

// idFromPath is the hero's ID when its file gives none: the base name
// without extension, in lower case, each run of characters that are not
// letters or digits turned into one underscore, at most 64 characters.
func idFromPath(path string) string {
	base := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	var b strings.Builder
	gap := false
	for _, r := range strings.ToLower(base) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			if gap && b.Len() > 0 {
				b.WriteByte('_')
			}
			gap = false
			b.WriteRune(r)
		default:
			gap = true
		}
		if b.Len() >= 60 {
			break
		}
	}
	if b.Len() == 0 {
		return "hero"
	}
	return b.String()
}
