package rules

// Skills that raise an attribute (pages 111-116): Iron Will (+1 Courage),
// Hunter (+1 Perception), Skilled Hands (+1 Dexterity), Hardy (+1
// Vitality), Strong (+1 Strength), Sharp Senses (+1 Perception) and Clumsy
// Hands (-1 Dexterity), all of the pack's effect attribute_bonus. A hero card or a
// creature profile prints its attributes with its skills counted (page
// 13: Perception and Dexterity start at 0 and only skills change them;
// Taeral's Perception 2 is Sharp Senses and Hunter), so setup adds
// nothing (R216, R740, R713). A figure that gains one of these skills in play,
// a Leader's upgrade bought with Value Points or a card that grants it
// for good, has the attribute raised at once and for good, past any
// racial maximum as the skills say; one lent for a while (a card's boon)
// adds its value to the figure's tests while it lasts. Raising the
// attribute when a hero learns the skill between quests belongs to
// advancement (campaign), which does not exist yet.

// attrRaise is the attribute a skill raises and by how much.
type attrRaise struct {
	attr  Attribute
	value int
}

// attributeSkill registers skill id, which changes attribute a (named as
// content names it) by value.
func attributeSkill(id string, name Text, a Attribute, content string, value int) {
	registerSkill(&skill{
		id: id, name: name, effect: "attribute_bonus",
		params: []SkillParam{{Name: "attribute", Type: "string", Required: true}, intParam("value")},
		values: map[string]any{"attribute": content, "value": value},
		raises: &attrRaise{attr: a, value: value},
		later:  "raising the attribute when a hero learns the skill between quests: advancement (campaign)",
	})
}

func init() {
	attributeSkill("iron_will", Text{En: "Iron Will", Es: "Voluntad férrea"}, Courage, "courage", 1)
	attributeSkill("hunter", Text{En: "Hunter", Es: "Cazador"}, Perception, "perception", 1)
	attributeSkill("skilled_hands", Text{En: "Skilled Hands", Es: "Manos hábiles"}, Dexterity, "dexterity", 1)
	attributeSkill("hardy", Text{En: "Hardy", Es: "Aguante"}, Vitality, "vitality", 1)
	attributeSkill("strong", Text{En: "Strong", Es: "Forzudo"}, Strength, "strength", 1)
	attributeSkill("sharp_senses", Text{En: "Sharp Senses", Es: "Sentido agudizado"}, Perception, "perception", 1)
	attributeSkill("clumsy_hands", Text{En: "Clumsy Hands", Es: "Manos torpes"}, Dexterity, "dexterity", -1)
}

// gainSkill gives figure fi skill id for good, for why, and raises the
// attribute the skill raises (AttributeChanged). A skill it has already
// is not gained twice.
func (e *env) gainSkill(fi int, id string, why Text) {
	f := &e.s.Figures[fi]
	if contains(f.Skills, id) {
		return
	}
	f.Skills = append(f.Skills, id)
	e.emit(SkillGranted{Figure: f.ID, Skill: id, Why: why})
	k, ok := skillTable[id]
	if !ok || k.raises == nil {
		return
	}
	p := k.raises.attr.ref(f.EditAttrs())
	*p = min(max(*p+k.raises.value, 0), attrLimit)
	e.emit(AttributeChanged{Figure: f.ID, Attribute: k.raises.attr, Value: *p, Why: k.text()})
}

// raisedBy appends to dst what the skills figure f holds only as boons
// add to attribute a (a printed or gained skill is in the attribute
// already): a ModSkill modifier named after the skill.
func raisedBy(f *Figure, a Attribute, dst []Modifier) []Modifier {
	var seen []string
	for _, b := range f.Boons {
		k, ok := skillTable[b.Skill]
		if !ok || k.raises == nil || k.raises.attr != a || contains(f.Skills, b.Skill) || contains(seen, b.Skill) {
			continue
		}
		seen = append(seen, b.Skill)
		dst = append(dst, Modifier{Value: k.raises.value, Kind: ModSkill, Why: k.text()})
	}
	return dst
}
