package content

// Creature is a creature profile of a faction (grunt, elite or champion).
type Creature struct {
	Entry `key:",inline"`
	// Kind is the sort of being the profile is (orc, undead, wolf): what
	// a hero with Hatred names when it hates "those specific characters"
	// (page 110), and what Giant Tamer handles (giant, page 113).
	Kind        string        `key:"kind"`
	Level       string        `key:"level" req:"true" enum:"grunt|elite|champion"`
	Size        string        `key:"size" req:"true" enum:"small|average|large|huge"`
	VP          int           `key:"vp" req:"true" min:"0" max:"99"`
	Attributes  Attributes    `key:"attributes" req:"true"`
	Equipment   []Ref         `key:"equipment" ref:"equipment"`
	Options     []EquipOption `key:"options"`
	Skills      []Ref         `key:"skills" ref:"skills"`
	ExtraSkills []SkillOption `key:"extra_skills"`
	Behaviour   Ref           `key:"behaviour" req:"true" ref:"behaviours"`
	Lores       []Ref         `key:"lores" ref:"lores"`
}

// EquipOption is optional equipment and its cost in VP.
type EquipOption struct {
	Item Ref `key:"item" req:"true" ref:"equipment|potions"`
	VP   int `key:"vp" req:"true" min:"0" max:"99"`
}

// SkillOption is an optional extra skill and its cost in VP.
type SkillOption struct {
	Skill Ref `key:"skill" req:"true" ref:"skills"`
	VP    int `key:"vp" req:"true" min:"0" max:"99"`
}
