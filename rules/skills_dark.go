package rules

// Lost in the Dark (page 116), a negative skill: in a section under
// Darkness or Complete Darkness, -1 to all its attributes but Armour,
// Vitality and Mana; and -1 to its shots at enemies in a dark section,
// even from a lit one. The rules take the -1 where the attributes act
// (R715): on every test, melee roll and opposed roll of the attribute,
// on its Movement when its activation begins, and on the Strength its
// blows add. A shot is at -1 once, whether the shooter or the target is
// in the dark (or both).

const skillLost = "lost_in_the_dark"

// lostIn reports whether figure f has Lost in the Dark and stands in a
// dark section, and the skill.
func lostIn(s *State, f *Figure) (*skill, bool) {
	k, ok := hasSkill(f, skillLost)
	if !ok || s.Scene == nil || len(s.Scene.Dark) == 0 || !f.Present() {
		return nil, false
	}
	return k, gloomOf(s, s.Board.Square(f.At).Section) != GloomNone
}

// lostAttribute reports whether Lost in the Dark lowers attribute a.
func lostAttribute(a Attribute) bool {
	switch a {
	case Armour, NaturalArmour, Vitality, Mana, Fortune:
		return false
	}
	return true
}

// lostMods appends Lost in the Dark's -1 to a roll of attribute a by
// figure f in a dark section.
func lostMods(s *State, f *Figure, a Attribute, dst []Modifier) []Modifier {
	if k, ok := lostIn(s, f); ok && lostAttribute(a) {
		dst = append(dst, Modifier{Value: -1, Kind: ModSkill, Why: Text{En: "in the dark: " + k.text().En, Es: "en la oscuridad: " + k.text().Es}})
	}
	return dst
}

// lostShot is the -1 of a shot by figure f at target t in a dark section
// from a lit one (in the dark, its Shooting Skill has it already).
func lostShot(s *State, f, t *Figure, dst []Modifier) []Modifier {
	k, ok := hasSkill(f, skillLost)
	if !ok || s.Scene == nil || len(s.Scene.Dark) == 0 {
		return dst
	}
	if _, dark := lostIn(s, f); dark || gloomOf(s, s.Board.Square(t.At).Section) == GloomNone {
		return dst
	}
	return append(dst, Modifier{Value: -1, Kind: ModSkill, Why: Text{En: "shooting into the dark: " + k.text().En, Es: "dispara a la oscuridad: " + k.text().Es}})
}

// lostValue is attribute a of figure f as it acts now: attributeNow, less
// 1 for Lost in the Dark in a dark section.
func lostValue(s *State, f *Figure, a Attribute) int {
	v := attributeNow(f, a)
	if _, ok := lostIn(s, f); ok && lostAttribute(a) {
		v--
	}
	return v
}

func init() {
	registerSkill(&skill{
		id: skillLost, name: Text{En: "Lost in the Dark", Es: "Perdido en la oscuridad"}, effect: "lost_in_the_dark",
		params: []SkillParam{intParam("penalty")}, values: map[string]any{"penalty": 1},
		later: "its -1 where an attribute is compared rather than rolled (the more agile target of a shot, the Strength of a throw's range)",
	})
}
