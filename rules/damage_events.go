package rules

// The events of damage, wounds and the knock-out (pages 41-43), and of a
// Fortune point spent to avoid a fatal blow (page 14). The dice themselves
// are in Rolled events; these say what they did.

// DamageRolled: a damage roll is final (page 41). Each die reaching Armour
// took one Vitality point; a 1 never does. Dice is what the blow called
// for: fewer than one rolls one die against one more point of armour.
// Beyond says the modifiers raised the armour past 6: it counts as 6, each
// 6 was rolled again and only a second 6 wounded. Roll is the Seq of the
// final roll (the reroll of the sixes, when there was one).
type DamageRolled struct {
	Figure  string    `json:"figure"`
	By      string    `json:"by,omitempty"`
	Roll    int       `json:"roll"`
	Against Attribute `json:"against"`
	Dice    int       `json:"dice"`
	Armour  int       `json:"armour"`
	Beyond  bool      `json:"beyond,omitempty"`
	Flaming bool      `json:"flaming,omitempty"`
	Wounds  int       `json:"wounds"`
}

// WoundsTaken: a figure lost Wounds Vitality points to the damage roll
// Roll; Vitality is what it has left.
type WoundsTaken struct {
	Figure   string `json:"figure"`
	Wounds   int    `json:"wounds"`
	Vitality int    `json:"vitality"`
	Roll     int    `json:"roll"`
}

// Healed: a figure recovered Restored Vitality points (page 41: as many
// wound markers are removed); Vitality is what it has now.
type Healed struct {
	Figure   string `json:"figure"`
	Restored int    `json:"restored"`
	Vitality int    `json:"vitality"`
}

// RemovedFromPlay: a figure that is not a hero was knocked out and leaves
// the game (page 43). A knocked-out hero lies on the board instead.
type RemovedFromPlay struct {
	Figure string `json:"figure"`
}

// BlowAvoided: a figure that would have been knocked out spent Points
// Fortune points (1 after a roll of 5+, 2 when the second made it sure) and
// the damage and effects of the blow decided by damage roll Roll are
// ignored (page 14).
type BlowAvoided struct {
	Figure string `json:"figure"`
	Roll   int    `json:"roll"`
	Points int    `json:"points"`
}

func (DamageRolled) EventType() string    { return "damage_rolled" }
func (WoundsTaken) EventType() string     { return "wounds_taken" }
func (Healed) EventType() string          { return "healed" }
func (RemovedFromPlay) EventType() string { return "removed_from_play" }
func (BlowAvoided) EventType() string     { return "blow_avoided" }

// DamageRerolled: a hero spent Fortune to have the damage roll Before
// against him rolled again (page 14); Roll is the new one and Wounds what
// it deals.
type DamageRerolled struct {
	Figure string `json:"figure"`
	Roll   int    `json:"roll"`
	Before int    `json:"before"`
	Wounds int    `json:"wounds"`
}

func (DamageRerolled) EventType() string { return "damage_rerolled" }
