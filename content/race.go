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
	Text       *Text         `key:"text"`
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
