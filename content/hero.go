package content

// Hero is a predesigned hero: a race, a class and what was developed.
type Hero struct {
	Entry      `key:",inline"`
	Race       Ref        `key:"race" req:"true" ref:"races"`
	Class      Ref        `key:"class" req:"true" ref:"classes"`
	Attributes Attributes `key:"attributes" req:"true"`
	Skills     []Ref      `key:"skills" ref:"skills"`
	// Hates are the kinds of being (Creature.Kind) the hero's Hatred
	// names, chosen when it learnt the skill (page 110).
	Hates     []string `key:"hates"`
	Equipment []Ref    `key:"equipment" ref:"equipment|magic|potions"`
	Spells    []Ref    `key:"spells" ref:"spells"`
	// Companions are the mercenaries and pets the hero starts with (page
	// 74: at most one per hero).
	Companions []Ref `key:"companions" ref:"followers"`
	Text       *Text `key:"text"`
}
