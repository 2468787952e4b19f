package content

// Class is a class card (page 77).
type Class struct {
	Entry      `key:",inline"`
	Group      string   `key:"group" req:"true" enum:"fighter|explorer|spellcaster"`
	Learning   []Learn  `key:"learning" req:"true"`
	Skills     []Ref    `key:"skills" ref:"skills"`
	Advantages []Text   `key:"advantages"`
	Limits     []Text   `key:"limits"`
	Lores      []Ref    `key:"lores" ref:"lores"`
	DevCosts   []DevMod `key:"development"`
}

// Learn is the 1D6 range on which a class learns a new skill of a group.
type Learn struct {
	Group string `key:"group" req:"true" enum:"combat|scholarly|exploration"`
	From  int    `key:"from" req:"true" min:"1" max:"6"`
	To    int    `key:"to" req:"true" min:"1" max:"6"`
	At    Pos
}

// DevMod changes the development cost of an attribute for the class.
type DevMod struct {
	Attribute string `key:"attribute" req:"true" enum:"movement|strength|combat|shooting|agility|intelligence|courage|vitality|mana"`
	Change    int    `key:"change" req:"true" min:"-3" max:"3"`
}
