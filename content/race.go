package content

// Race is a race card (page 76).
type Race struct {
	Entry      `key:",inline"`
	Alignment  string        `key:"alignment" req:"true" enum:"good|neutral|evil"`
	Size       string        `key:"size" req:"true" enum:"small|average|large|huge"`
	Skills     []Ref         `key:"skills" ref:"skills"`
	Fortune    int           `key:"fortune" req:"true" min:"0" max:"6"`
	Mana       int           `key:"mana" min:"0" max:"2"`
	Attributes RaceAttrTable `key:"attributes" req:"true"`
	// Classes are the race's usual classes, the book's list of page 78;
	// hero creation warns about another (R1261).
	Classes []Ref `key:"classes" ref:"classes"`
	// ClassLores narrow the lores a class may learn when the hero is of
	// this race (page 78: "Tribal magic only"); no lores, no spells.
	ClassLores []ClassLores `key:"class_lores"`
	// EvilClasses and EvilLores make a hero of this race evil: its class
	// is one of them, or it knows a spell of one of the lores (page 78's
	// humans).
	EvilClasses []Ref `key:"evil_classes" ref:"classes"`
	EvilLores   []Ref `key:"evil_lores" ref:"lores"`
	// ProfessionalSkills is how many professional skills of the player's
	// choice a new hero of the race takes (page 78: some races allow an
	// extra one).
	ProfessionalSkills int   `key:"professional_skills" min:"0" max:"3"`
	Text               *Text `key:"text"`
}

// ClassLores are the only lores class Class may learn in a race.
type ClassLores struct {
	Class Ref   `key:"class" req:"true" ref:"classes"`
	Lores []Ref `key:"lores" ref:"lores"`
	At    Pos
}

// RaceAttrTable gives each developable attribute its racial range and the
// development points one more point costs.
type RaceAttrTable struct {
	Movement     AttrRange `key:"movement" req:"true"`
	Strength     AttrRange `key:"strength" req:"true"`
	Combat       AttrRange `key:"combat" req:"true"`
	Shooting     AttrRange `key:"shooting" req:"true"`
	Agility      AttrRange `key:"agility" req:"true"`
	Intelligence AttrRange `key:"intelligence" req:"true"`
	Courage      AttrRange `key:"courage" req:"true"`
	Vitality     AttrRange `key:"vitality" req:"true"`
	NaturalArmor int       `key:"natural_armor" min:"0" max:"10"`
}

// AttrRange is a racial minimum, maximum and development cost.
type AttrRange struct {
	Min  int `key:"min" req:"true" min:"0" max:"20"`
	Max  int `key:"max" req:"true" min:"0" max:"20"`
	Cost int `key:"cost" req:"true" min:"1" max:"9"`
	At   Pos
}
