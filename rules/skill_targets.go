package rules

// SkillActionTargets lists the figures (IDs, in the state's order) skill
// Action skill of figure id may strike now, nil when it strikes none or
// the figure has no such Action. A policy weighing a skill that names no
// targets (Trampling strikes every one) reads whom it would catch here.
func SkillActionTargets(s State, id, skill string) []string {
	fi := s.figure(id)
	act, ok := skillActs[skill]
	if fi < 0 || !ok || act.targets == nil {
		return nil
	}
	var out []string
	for _, ti := range act.targets(&s, fi) {
		out = append(out, s.Figures[ti].ID)
	}
	return out
}

// SkillName is skill id's name, or the ID itself for a skill the engine
// does not know.
func SkillName(id string) Text {
	if k, ok := skillTable[id]; ok {
		return k.name
	}
	return Text{En: id, Es: id}
}
