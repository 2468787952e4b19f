package rules

import "slices"

// Hatred Towards (Character/Creature) (page 110): the hero hates "those
// specific characters", the kinds of being named when it learnt the skill
// (Figure.Hates, from the hero's sheet: R870). Fighting them it has +1
// Courage (its tests of Courage against them: the fear of a Fearsome one)
// and rolls again its melee hit dice of 1, except in a critical failure,
// as Hatred Towards the Underworld does against the Undead.

// hatedFoe reports whether figure f hates figure o: o's kind of being (a
// creature's Kind, a hero's Race) is one f's Hatred names.
func hatedFoe(f, o *Figure) bool {
	if o == nil || len(f.Hates()) == 0 {
		return false
	}
	return o.Kind() != "" && slices.Contains(f.Hates(), o.Kind()) || o.Race() != "" && slices.Contains(f.Hates(), o.Race())
}

func init() {
	registerSkill(&skill{
		id: "hatred", name: Text{En: "Hatred Towards (Character/Creature)", Es: "Odio (especificar criaturas)"}, effect: "hatred",
		params: []SkillParam{{Name: "foes", Type: "string", Required: true}}, values: map[string]any{"foes": "chosen_when_learnt"},
		mod: func(c *rollCtx) int {
			if testRule(c, ruleFear) && hatedFoe(c.f(), c.o()) {
				return 1
			}
			return 0
		},
		ones: func(c *rollCtx) int {
			if c.kind == RollMeleeAttack && hatedFoe(c.f(), c.o()) {
				return allOnes
			}
			return 0
		},
	})
}
