package rules

import "slices"

// Spinning Blow (page 111): declared with the Action's first attack, the
// figure attacks up to three enemies within its melee range, each once,
// at -1 Combat Skill, and none of them is knocked down. Each attack is an
// opposed roll of its own, as every melee attack is (R712): the skill
// gives one attack more for each other enemy within reach, up to three in
// all, counting the ones already attacked this Action.

const skillSpin = "spinning_blow"

// spinning reports whether attack st is a Spinning Blow's.
func spinning(st *Strike) bool { return !st.Ranged && slices.Contains(st.Skills, skillSpin) }

// spinTargets counts the enemies a Spinning Blow of the figure of roll c
// may aim at in this Action: those attacked already and those within its
// reach now, three at most.
func spinTargets(c *rollCtx) int {
	f := c.f()
	seen := map[string]bool{}
	if a := c.s.Active; a != nil && a.Figure == f.ID {
		for _, id := range a.Targets {
			seen[id] = true
		}
	}
	for _, oi := range enemiesWhere(c.s, c.fi, func(o *Figure) bool { return adjacentFor(c.s, f, o) }) {
		seen[c.s.Figures[oi].ID] = true
	}
	return min(len(seen), maxAttacks)
}

// spinRefusal refuses a Spinning Blow's attack on a figure it attacked
// already in this Action.
func spinRefusal(s *State, f *Figure, target string) *RuleError {
	a := s.Active
	if a == nil || a.Figure != f.ID || !slices.Contains(a.Skills, skillSpin) || !slices.Contains(a.Targets, target) {
		return nil
	}
	name := target
	if ti := s.figure(target); ti >= 0 {
		name = s.Figures[ti].name()
	}
	return refuse(CodeBadTarget, "%s attacks each enemy once, and %s has been attacked", "%s ataca a cada enemigo una vez, y %s ya ha sido atacado", skillTable[skillSpin].name, name)
}

func init() {
	registerSkill(&skill{
		id: skillSpin, name: Text{En: "Spinning Blow", Es: "La muerte girante"}, active: true, effect: "spinning_blow",
		params: []SkillParam{intParam("targets"), intParam("penalty")}, values: map[string]any{"targets": 3, "penalty": 1},
		usable:  meleeAttack,
		mod:     func(c *rollCtx) int { return -1 },
		attacks: func(c *rollCtx) int { return max(spinTargets(c)-1, 0) },
	})
}
