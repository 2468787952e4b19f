package content

// Skill is a skill card (pages 110-116). Its effect names what the engine
// does with it; whether that is implemented depends on the registry.
type Skill struct {
	Entry    `key:",inline"`
	Group    string     `key:"group" req:"true" enum:"combat|scholarly|exploration|nature"`
	Use      string     `key:"use" req:"true" enum:"active|passive"`
	Reaction bool       `key:"reaction"`
	Minimum  *Minimum   `key:"minimum"`
	Classes  []Ref      `key:"classes" ref:"classes"`
	Hero     Text       `key:"hero" req:"true"`
	Creature *Text      `key:"creature"`
	Effect   *EffectUse `key:"effect" req:"true"`
}

// Minimum is an attribute a character needs to learn a skill.
type Minimum struct {
	Attribute string `key:"attribute" req:"true" enum:"movement|strength|combat|shooting|natural_armor|armor|agility|intelligence|mana|courage|vitality|perception|dexterity"`
	Value     int    `key:"value" req:"true" min:"0" max:"20"`
	At        Pos
}
