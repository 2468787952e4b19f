package content

// Faction is a faction of the Bestiary: its creatures, its leaders and its
// creature spawn table.
type Faction struct {
	Entry     `key:",inline"`
	Creatures []Ref    `key:"creatures" req:"true" ref:"creatures"`
	Leaders   []Ref    `key:"leaders" req:"true" ref:"creatures"`
	Spawn     []Column `key:"spawn" req:"true"`
}

// Column is one column of a spawn table: the encounters it serves and its
// rows, which must cover the results 1 to 10 of 1D6 plus modifiers
// without gaps or overlaps.
type Column struct {
	Encounters []string `key:"encounters" req:"true" enum:"wandering_creature|enemy_spotted|ambush|reinforcements|special_creature"`
	Rows       []Row    `key:"rows" req:"true"`
	At         Pos
}

// Row is the cell of a column for results From to To: the creatures it
// spawns and its total in VP, which must equal what they cost.
type Row struct {
	From  int     `key:"from" req:"true" min:"1" max:"10"`
	To    int     `key:"to" req:"true" min:"1" max:"10"`
	Spawn []Spawn `key:"spawn" req:"true"`
	VP    int     `key:"vp" req:"true" min:"0" max:"99"`
	// Original marks a row designed for dun.
	Original bool `key:"original"`
	At       Pos
}

// Spawn is Count creatures of one profile, with optional equipment taken
// from the profile's options.
type Spawn struct {
	Creature Ref   `key:"creature" req:"true" ref:"creatures"`
	Count    int   `key:"count" req:"true" min:"1" max:"20"`
	With     []Ref `key:"with" ref:"equipment|potions"`
}
