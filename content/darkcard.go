package content

// DarkCard is a Dark Player card (pages 46-49): an obstacle, an encounter
// or a power.
type DarkCard struct {
	Entry `key:",inline"`
	Type  string `key:"type" req:"true" enum:"obstacle|encounter|power"`
	// Cost is the card's number; AnyCreature marks the "X" of a card that
	// buys any single creature.
	Cost        int        `key:"cost" min:"0" max:"20"`
	AnyCreature bool       `key:"any_creature"`
	Discard     int        `key:"discard" min:"0" max:"20"`
	Detect      int        `key:"detect" min:"2" max:"12"`
	Disarm      int        `key:"disarm" min:"2" max:"12"`
	Trap        bool       `key:"trap"`
	Place       []string   `key:"place" req:"true" enum:"door|unexplored_door|room|corridor|section|revealed_section|explored_section|chest|hero|anywhere"`
	Copies      int        `key:"copies" min:"1" max:"9"`
	Text        Text       `key:"text" req:"true"`
	Effect      *EffectUse `key:"effect" req:"true"`
}
