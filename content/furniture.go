package content

// Furniture is a piece of furniture or a special element (pages 72-73 and
// 109) with the icons of page 73 and its search table.
type Furniture struct {
	Entry        `key:",inline"`
	Element      string `key:"element" req:"true" enum:"furniture|special"`
	Width        int    `key:"width" req:"true" min:"1" max:"6"`
	Length       int    `key:"length" req:"true" min:"1" max:"6"`
	Height       int    `key:"height" min:"0" max:"5"`
	Cover        string `key:"cover" enum:"none|light|heavy"`
	Impassable   bool   `key:"impassable"`
	Movable      bool   `key:"movable"`
	HalfCost     bool   `key:"half_cost_creatures"`
	NoEncounters bool   `key:"no_encounters"`
	OnEnter      *Text  `key:"on_enter"`
	OnInteract   *Text  `key:"on_interact"`
	SearchDice   string `key:"search_dice" enum:"1D6|2D6"`
	Search       []Find `key:"search"`
	// BlunderTrap: the card lets the Dark Player lay a trap when a search
	// of it is a blunder (page 48, R1040).
	BlunderTrap bool `key:"blunder_trap"`
}
