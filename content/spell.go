package content

// Lore is one of the sixteen lores of magic (page 38), in its realm.
type Lore struct {
	Entry `key:",inline"`
	Realm string `key:"realm" req:"true" enum:"elements|light|darkness|nature"`
	Text  *Text  `key:"text"`
}

// Spell is a spell card (pages 38-40).
type Spell struct {
	Entry    `key:",inline"`
	Lore     Ref    `key:"lore" req:"true" ref:"lores"`
	Nature   string `key:"nature" req:"true" enum:"projectile|control|damage|protecting|enhancing|healing"`
	Mana     int    `key:"mana" req:"true" min:"1" max:"6"`
	RangeMin int    `key:"range_min" min:"0" max:"99"`
	Range    int    `key:"range" req:"true" min:"0" max:"99"`
	Area     string `key:"area" req:"true" enum:"single|square|section|line|cone|aura|all"`
	// Radius is the card's Area of Effect number (page 39): with area
	// aura, the squares within Radius of the target; with line, the
	// line's length in squares; with cone, the cone's length in steps
	// (R1100). Other areas take no radius.
	Radius int `key:"radius" min:"0" max:"6"`
	// Affects says whom the area touches when the card limits it (page
	// 39): allies or enemies of the caster; empty means everyone in it.
	Affects   string     `key:"affects" enum:"allies|enemies"`
	Permanent bool       `key:"permanent"`
	Learning  int        `key:"learning" req:"true" min:"0" max:"999"`
	Text      Text       `key:"text" req:"true"`
	Effect    *EffectUse `key:"effect" req:"true"`
}
