package rules

// Combat Instructor (page 112, Combat Skill 4): right before a quest, the
// instructor chooses an ally with a lower Combat Skill, who gets +1 Combat
// Skill for the quest, never reaching 5. The engine has no moment before
// the first turn, so the choice is a declaration (a free skill_action
// naming the pupil) the instructor makes in the quest's first turn,
// before anything else in its activation; it raises the pupil's Combat
// Skill for the rest of the quest (R745). Allies whose Combat Skill is 4
// already would gain nothing, so they are not offered.

// maxTrainedCombat is the Combat Skill a pupil never passes.
const maxTrainedCombat = 4

func init() {
	registerSkillAct(&skill{
		id: "combat_instructor", name: Text{En: "Combat Instructor", Es: "Profesor marcial"}, effect: "combat_instructor",
		params: []SkillParam{intParam("value"), intParam("cap")}, values: map[string]any{"value": 1, "cap": maxTrainedCombat},
		minimum: &skillMinimum{attr: CombatSkill, value: 4},
		later:   "its creature text (the ally with the highest Strength) is the Artificial Dark Player's",
		usable:  func(c *rollCtx) bool { return false },
	}, &skillAct{
		free: true, engaged: true, uses: 1, pick: 1,
		ready: func(s *State, fi int) *RuleError {
			if s.Turn > 1 {
				return refuse(CodeBadSkill, "%s chooses a pupil only in the quest's first turn", "%s solo elige alumno en el primer turno de la misión", s.Figures[fi].name())
			}
			return nil
		},
		targets: func(s *State, fi int) []int {
			f := &s.Figures[fi]
			var out []int
			for ti := range s.Figures {
				t := &s.Figures[ti]
				if ti != fi && t.Side == f.Side && t.Present() && t.Attrs().CombatSkill < f.Attrs().CombatSkill && t.Attrs().CombatSkill < maxTrainedCombat {
					out = append(out, ti)
				}
			}
			return out
		},
		do: func(e *env, fi int, ts []int) error {
			k := skillTable["combat_instructor"]
			t := &e.s.Figures[ts[0]]
			t.EditAttrs().CombatSkill++
			e.emit(AttributeChanged{Figure: t.ID, Attribute: CombatSkill, Value: t.Attrs().CombatSkill, Why: Text{
				En: k.text().En + " of " + e.s.Figures[fi].name(), Es: k.text().Es + " de " + e.s.Figures[fi].name()}})
			e.skillUsed(&e.s.Figures[fi], k, Text{En: "trains " + t.name() + " for the quest", Es: "entrena a " + t.name() + " para la misión"})
			return nil
		},
	}, nil)
}
