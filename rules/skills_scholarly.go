package rules

// Scholarly and leadership skills (pages 112-113) the engine plays.

// inspiringRange is how far Inspiring reaches, in squares (page 113).
const inspiringRange = 6

func init() {
	registerSkill(&skill{
		id: "inspiring", name: Text{En: "Inspiring", Es: "Inspirador"}, effect: "aura_bonus",
		params: []SkillParam{{Name: "attribute", Type: "string", Required: true}, intParam("value"), intParam("range")},
		values: map[string]any{"attribute": "courage", "value": 1, "range": inspiringRange},
		later:  "Courage tests in play are those against Fearsome foes and Coward's so far",
	})
}

// allySkillMods appends to extra what the skills of figure fi's allies
// add to its test of attribute a: Inspiring's +1 Courage from an ally
// within six squares that has not failed a Courage test of its own this
// quest (a companion bonus, capped as page 11 says).
func allySkillMods(s *State, fi int, a Attribute, extra []Modifier) []Modifier {
	if a != Courage {
		return extra
	}
	extra = hugeFearMods(s, fi, extra)
	f := &s.Figures[fi]
	for oi := range s.Figures {
		o := &s.Figures[oi]
		if oi == fi || o.Side != f.Side || !o.Present() || contains(o.Marks, "inspiring") || baseGap(f, o) > inspiringRange {
			continue
		}
		if k, ok := hasSkill(o, "inspiring"); ok {
			out := append([]Modifier(nil), extra...)
			return append(out, Modifier{Value: 1, Kind: ModCompanion, Why: Text{
				En: o.name() + "'s " + k.text().En, Es: k.text().Es + " de " + o.name()}})
		}
	}
	return extra
}

// courageFailed notes that figure fi failed a Courage test of its own:
// its Inspiring is lost for the rest of the quest.
func (e *env) courageFailed(fi int) {
	f := &e.s.Figures[fi]
	if k, ok := hasSkill(f, "inspiring"); ok && !contains(f.Marks, "inspiring") {
		f.Marks = append(f.Marks, "inspiring")
		e.skillUsed(f, k, Text{En: "lost for the rest of the quest", Es: "perdida para el resto de la misión"})
	}
}

// hugeFearMods appends -1 to a Courage test of figure fi when a Huge,
// Fearsome enemy bigger than it stands in its section (Huge, page 116):
// a circumstance named after the enemy's skill, one however many.
func hugeFearMods(s *State, fi int, extra []Modifier) []Modifier {
	g := s.Board
	f := &s.Figures[fi]
	sec := g.At(g.Index(f.At)).Section
	for oi := range s.Figures {
		o := &s.Figures[oi]
		if o.Side == f.Side || !o.Present() || o.Size <= f.Size || g.At(g.Index(o.At)).Section != sec {
			continue
		}
		_, huge := hasSkill(o, "huge")
		fearsome := isFearsome(o)
		if huge && fearsome {
			out := append([]Modifier(nil), extra...)
			return append(out, Modifier{Value: -1, Why: Text{
				En: "a Huge and Fearsome foe in the section: " + o.name(), Es: "un enemigo enorme y temible en la sección: " + o.name()}})
		}
	}
	return extra
}

func init() {
	// Skills whose whole play in a quest is an object the hero starts it
	// with (setup gives it, R743); their creature texts are the ADP's.
	registerSkill(&skill{
		id: "expert_poisoner", name: Text{En: "Expert Poisoner", Es: "Confección de venenos"}, effect: "free_item",
		params: []SkillParam{{Name: "item", Type: "string", Required: true}}, values: map[string]any{"item": "poison"},
		later: "the creature text (the poison handed to an ally in its first activation): creature texts",
	})
	registerSkill(&skill{
		id: "herbalist", name: Text{En: "Herbalist", Es: "Herbología"}, effect: "free_item",
		params: []SkillParam{{Name: "item", Type: "string", Required: true}}, values: map[string]any{"item": "potion"},
		later: "choosing the potion in the browser and the simulator (the healing potion unless setup.HeroStart names another); the creature text: creature texts",
	})
}
