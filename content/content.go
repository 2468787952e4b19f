// Package content holds the data the rules play with: races, classes,
// skills, spells, equipment, creatures, factions, cards, furniture and the
// rest of a content pack (docs/content-format.md). It is pure: it knows the
// types, the effect registry, how packs merge and how a merged pack is
// checked for broken references, but it reads no files. Package
// content/load decodes packs from YAML; package content/starter embeds
// the pack shipped with dun.
//
// The types carry struct tags that the loader and the JSON Schemas follow:
// key names the YAML key, req marks it required, min and max bound an
// integer, enum lists the words a string may be, ref names the kinds a
// reference may point to (several separated by |), and for names the
// equipment types a property belongs to.
package content

import "fmt"

// Text is a player-facing text in English and Spanish; both are required.
type Text struct {
	En string `key:"en" req:"true"`
	Es string `key:"es" req:"true"`
}

// In returns the text in lang ("es" for Spanish, English otherwise).
func (t Text) In(lang string) string {
	if lang == "es" {
		return t.Es
	}
	return t.En
}

// Pos is where something was written: a file and a 1-based line and column.
type Pos struct {
	File      string
	Line, Col int
}

func (p Pos) String() string { return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col) }

// Error is one problem in a pack, at the position it concerns.
type Error struct {
	Pos
	Msg string
}

func (e Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// Ref names another entry by ID; the kinds it may name are in the ref tag
// of the field that holds it.
type Ref struct {
	ID string
	At Pos
}

// Entry is what every entry of every kind has. It is embedded in each
// kind's type, whose keys follow it in the file.
type Entry struct {
	ID   string `key:"id" req:"true"`
	Name Text   `key:"name" req:"true"`
	// Original marks data designed for dun rather than taken from the
	// rulebook.
	Original bool `key:"original"`
	// Override lets an entry of a later pack replace the entry of an
	// earlier one with the same kind and ID; without it a clash is an error.
	Override bool `key:"override"`
	// At is where the entry starts; KeyAt where each of its keys is.
	At    Pos
	KeyAt map[string]Pos
}

// Base returns the common part of an entry.
func (e *Entry) Base() *Entry { return e }

// Item is an entry of any kind.
type Item interface{ Base() *Entry }

// EffectUse names an effect the engine implements (or that the pack
// declares as pending, see Pending) and gives its parameters.
type EffectUse struct {
	ID     string         `key:"id" req:"true"`
	Params map[string]any `key:"params"`
	At     Pos
}

// Attributes is a profile: the attributes of page 13 and the two that only
// skills change (Perception, Dexterity).
type Attributes struct {
	Movement     int `key:"movement" min:"0" max:"20"`
	Strength     int `key:"strength" min:"0" max:"20"`
	Combat       int `key:"combat" min:"0" max:"20"`
	Shooting     int `key:"shooting" min:"0" max:"20"`
	NaturalArmor int `key:"natural_armor" min:"0" max:"20"`
	Armor        int `key:"armor" min:"0" max:"20"`
	Agility      int `key:"agility" min:"0" max:"20"`
	Intelligence int `key:"intelligence" min:"0" max:"20"`
	Mana         int `key:"mana" min:"0" max:"20"`
	Courage      int `key:"courage" min:"0" max:"20"`
	Vitality     int `key:"vitality" min:"0" max:"99"`
	Perception   int `key:"perception" min:"-5" max:"5"`
	Dexterity    int `key:"dexterity" min:"-5" max:"5"`
}
