package rules

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
}
