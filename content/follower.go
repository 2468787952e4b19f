package content

// Follower is a mercenary or a pet (pages 74-75).
type Follower struct {
	Entry `key:",inline"`
	// Kind is the sort of being it is, as for creatures (Creature.Kind).
	Kind       string     `key:"kind"`
	Type       string     `key:"type" req:"true" enum:"mercenary|pet"`
	Size       string     `key:"size" req:"true" enum:"small|average|large|huge"`
	VP         int        `key:"vp" min:"0" max:"99"`
	Cost       int        `key:"cost" req:"true" min:"0" max:"99999"`
	Upkeep     int        `key:"upkeep" min:"0" max:"99999"`
	Attributes Attributes `key:"attributes" req:"true"`
	Equipment  []Ref      `key:"equipment" ref:"equipment"`
	Skills     []Ref      `key:"skills" ref:"skills"`
	Text       *Text      `key:"text"`
}
