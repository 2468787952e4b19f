package content

// Kind is one kind of entry: the name of its file or folder in a pack and
// a constructor for its type.
type Kind struct {
	Name string
	// Title is how list prints the kind.
	Title string
	New   func() Item
}

// Kinds lists every kind of entry, in the order packs are read and
// listed: a kind comes after the kinds it refers to where it can.
var Kinds = []Kind{
	{"effects", "pending effects", func() Item { return new(Pending) }},
	{"skills", "skills", func() Item { return new(Skill) }},
	{"lores", "lores", func() Item { return new(Lore) }},
	{"spells", "spells", func() Item { return new(Spell) }},
	{"races", "races", func() Item { return new(Race) }},
	{"classes", "classes", func() Item { return new(Class) }},
	{"equipment", "equipment", func() Item { return new(Equipment) }},
	{"magic", "magic objects and relics", func() Item { return new(Magic) }},
	{"potions", "potions", func() Item { return new(Potion) }},
	{"behaviours", "behaviour cards", func() Item { return new(Behaviour) }},
	{"creatures", "creatures", func() Item { return new(Creature) }},
	{"factions", "factions", func() Item { return new(Faction) }},
	{"dark_cards", "Dark Player cards", func() Item { return new(DarkCard) }},
	{"treasure", "treasure", func() Item { return new(Treasure) }},
	{"furniture", "furniture and special elements", func() Item { return new(Furniture) }},
	{"travel_events", "travel events", func() Item { return new(TravelEvent) }},
	{"places", "places and services", func() Item { return new(Place) }},
	{"followers", "mercenaries and pets", func() Item { return new(Follower) }},
	{"heroes", "predesigned heroes", func() Item { return new(Hero) }},
	{"achievements", "Achievement card lines", func() Item { return new(Achievement) }},
	{"secondary_skills", "secondary skills (RPG mode)", func() Item { return new(Secondary) }},
}

// KindNamed returns the kind called name.
func KindNamed(name string) (Kind, bool) {
	for _, k := range Kinds {
		if k.Name == name {
			return k, true
		}
	}
	return Kind{}, false
}
