package rules

import "dun/board"

// Exploration and subterfuge skills (pages 113-114) the engine plays.

func init() {
	registerSkill(&skill{
		id: "slippery", name: Text{En: "Slippery", Es: "Escurridizo"}, effect: "slippery",
		params: []SkillParam{intParam("penalty")}, values: map[string]any{"penalty": 1},
		minimum: &skillMinimum{attr: Agility, value: 4},
	})
	opposing["slippery"] = func(c *rollCtx) int {
		if c.kind == RollShot && !heavyArmour(c.o()) {
			return -1
		}
		return 0
	}
	registerSkill(&skill{
		id: "cat_reflexes", name: Text{En: "Cat Reflexes", Es: "Reflejos felinos"},
		effect: "reroll_ones", params: []SkillParam{{Name: "roll", Type: "string", Required: true}, {Name: "all", Type: "bool", Required: true}},
		values:  map[string]any{"roll": "melee_defence", "all": true},
		minimum: &skillMinimum{attr: Agility, value: 4},
		ones: func(c *rollCtx) int {
			if c.kind == RollMeleeDefence {
				return allOnes
			}
			return 0
		},
	})
	registerSkill(&skill{
		id: "lynx", name: Text{En: "Lynx", Es: "Lince"},
		effect: "reroll_ones", params: []SkillParam{{Name: "roll", Type: "string", Required: true}, {Name: "all", Type: "bool", Required: true}},
		values: map[string]any{"roll": "initiative", "all": true},
		ones: func(c *rollCtx) int {
			if c.kind == RollInitiative {
				return allOnes
			}
			return 0
		},
	})
	registerSkill(&skill{
		id: "eagle_eye", name: Text{En: "Eagle Eye", Es: "Vista de águila"}, active: true, effect: "eagle_eye",
		params: []SkillParam{intParam("value")}, values: map[string]any{"value": 1},
		usable: func(c *rollCtx) bool { return shot(c) || testRule(c, ruleTrap, ruleSearchRoom, ruleSearchSecret) },
		mod: func(c *rollCtx) int {
			if c.kind == RollTest {
				return 1
			}
			return 0
		},
	})
	registerSkill(&skill{
		id: "fast", name: Text{En: "Fast", Es: "Veloz"}, active: true, effect: "fast",
		params: []SkillParam{intParam("movement_minimum"), intParam("value")}, values: map[string]any{"movement_minimum": 4, "value": 1},
		minimum: &skillMinimum{attr: Agility, value: 4},
		later:   "its +1 to avoid traps: no trap of the pack asks for an Agility test to avoid it (traps are found with Perception, page 26; the net is escaped, not avoided)",
		mod: func(c *rollCtx) int {
			if c.kind == RollTest && c.rule == ruleDisengage && c.f().Attrs().Movement >= 4 {
				return 1
			}
			return 0
		},
	})
}

// fastRunner reports whether figure f runs as Fast says: the skill,
// Movement 4 at least and no heavy armour.
func fastRunner(f *Figure) bool {
	_, ok := hasSkill(f, "fast")
	return ok && f.Attrs().Movement >= 4 && !heavyArmour(f)
}

// skulker reports whether figure f skulks (Skulk, page 114): the skill,
// and a size below Large.
func skulker(f *Figure) bool {
	_, ok := hasSkill(f, "skulk")
	return ok && f.Size < SizeLarge
}

// skulkCover is the cover target t has against an attack when the line
// gives it cover c: light cover, which only furniture gives (figures give
// none, walls heavy), counts as heavy for a skulker.
func skulkCover(t *Figure, c board.Cover) board.Cover {
	if c == board.LightCover && skulker(t) {
		return board.HeavyCover
	}
	return c
}

// skulkSurprise is the Intelligence penalty of the enemies who lost the
// Initiative roll of figure w when the rule caught by surprise is applied
// (1 for a skulker).
func skulkSurprise(w *Figure) int {
	if skulker(w) {
		return 1
	}
	return 0
}

func init() {
	registerSkill(&skill{
		id: "skulk", name: Text{En: "Skulk", Es: "Esconderse"}, active: true, effect: "skulk",
		usable: func(c *rollCtx) bool { return false }, // applied to the attacks on it and to surprise
	})
}

func init() {
	// Survival's quest part is the Pack of Provisions setup gives (R743).
	registerSkill(&skill{
		id: "survival", name: Text{En: "Survival", Es: "Supervivencia"}, effect: "survival",
		later: "lodging free at inns in towns and castles (campaign)",
	})
}
