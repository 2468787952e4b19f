package content

// Equipment is an equipment card of one of the six kinds of pages 70-71.
// Properties that belong to some kinds only carry a for tag; giving one to
// another kind is an error.
type Equipment struct {
	Entry    `key:",inline"`
	Type     string `key:"type" req:"true" enum:"ranged|melee|armor|shield|common|special"`
	VP       int    `key:"vp" min:"0" max:"99"`
	Hands    int    `key:"hands" min:"0" max:"2"`
	Reusable bool   `key:"reusable" for:"common|special"`
	// Cost is the acquisition cost in coins; NoCost marks the "-" of
	// natural or rudimentary weapons.
	Cost   int  `key:"cost" min:"0" max:"99999"`
	NoCost bool `key:"no_cost"`
	Weight int  `key:"weight" min:"0" max:"9"`
	// Block is the roll a shield blocks on (5 for 5+).
	Block      int       `key:"block" min:"2" max:"6" for:"shield"`
	Push       bool      `key:"push" for:"shield|melee"`
	BreakBlock int       `key:"break_after_block" min:"0" max:"6" for:"shield"`
	Penalties  []Penalty `key:"penalties" for:"armor|shield|melee|ranged"`
	ArmorBonus int       `key:"armor_bonus" min:"0" max:"9" for:"armor"`
	Heavy      bool      `key:"heavy" for:"armor"`
	Damage     *Damage   `key:"damage" for:"melee|ranged"`
	// Piercing is the change to the target's armour: -1 pierces, +1 is an
	// ineffective weapon.
	Piercing    int        `key:"piercing" min:"-3" max:"1" for:"melee|ranged"`
	Reload      bool       `key:"reload" for:"ranged"`
	Range       *Range     `key:"range" for:"ranged"`
	Breaks      int        `key:"breaks" min:"0" max:"6" for:"melee|ranged"`
	Noise       bool       `key:"noise" for:"ranged"`
	Uncommon    int        `key:"uncommon" min:"2" max:"12"`
	ShieldBreak bool       `key:"shield_breaker" for:"melee"`
	LongReach   bool       `key:"long_reach" for:"melee"`
	Unarmed     bool       `key:"unarmed" for:"melee"`
	Natural     bool       `key:"natural" for:"melee"`
	Text        *Text      `key:"text"`
	Effect      *EffectUse `key:"effect"`
}

// Penalty is a change to the bearer's attribute.
type Penalty struct {
	Attribute string `key:"attribute" req:"true" enum:"movement|strength|combat|shooting|agility|intelligence|mana|courage|perception|dexterity"`
	Value     int    `key:"value" req:"true" min:"-5" max:"-1"`
}

// Damage is d+N (Strength plus N dice) or d×N (N dice whatever the
// Strength).
type Damage struct {
	Dice     int  `key:"dice" req:"true" min:"0" max:"20"`
	Strength bool `key:"plus_strength"`
}

// Range is a maximum range in squares, or Strength times Times.
type Range struct {
	Squares int `key:"squares" min:"0" max:"99"`
	Times   int `key:"strength_times" min:"0" max:"9"`
	At      Pos
}
