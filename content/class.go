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
	// Forbids is the equipment the class may not use (its limits): any
	// armour, heavy armour, shields, two-handed weapons.
	Forbids []string `key:"forbids" enum:"armor|heavy_armor|shield|two_handed"`
	// Allows are pieces of equipment the class uses although Forbids
	// would refuse them (a wizard's two-handed staff).
	Allows []Ref `key:"allows" ref:"equipment"`
	// Alignment evil makes a hero of the class evil whatever its race.
	Alignment string `key:"alignment" enum:"evil"`
	// Spells is how many spells a new hero of the class knows at most
	// (R1266); 0 when it has no lores.
	Spells int `key:"spells" min:"0" max:"6"`
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
