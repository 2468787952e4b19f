package rules

// Skills that raise or lower an attribute (effect attribute_bonus): Hardy
// and Strong (page 111), Sharp Senses and Clumsy Hands (pages 115-116),
// Hunter and Skilled Hands (page 113), Iron Will (page 112). A card or a
// profile prints its attributes with the skill counted (hero cards, the
// Bestiary's profiles and the pack's), so a figure set up with the skill
// gets nothing more (R713); a figure that gains the skill in play (a
// Leader's upgrade, a Dark Player's card) gains the attribute with it, up
// to the engine's limit, above its race's maximum if need be. Learning
// the skill with experience belongs to hero advancement (the campaign).

// attributeSkill is the attribute a skill changes and by how much.
type attributeSkill struct {
	attr  Attribute
	value int
}

var attributeSkills = map[string]attributeSkill{}

// gainSkill gives figure fi skill id in play (why says how), with the
// attribute an attribute_bonus skill changes.
func (e *env) gainSkill(fi int, id string, why Text) {
	f := &e.s.Figures[fi]
	if f.HasSkill(id) {
		return
	}
	f.Skills = append(f.Skills, id)
	e.emit(SkillGranted{Figure: f.ID, Skill: id, Why: why})
	b, ok := attributeSkills[id]
	if !ok {
		return
	}
	p := b.attr.ref(&f.Attrs)
	if p == nil {
		return
	}
	*p = min(max(*p+b.value, 0), attrLimit)
	k := skillTable[id]
	e.emit(AttributeChanged{Figure: f.ID, Attribute: b.attr, Value: *p, Why: k.text()})
}

func init() {
	params := []SkillParam{{Name: "attribute", Type: "string", Required: true}, intParam("value")}
	for _, a := range []struct {
		id, attr string
		name     Text
		at       Attribute
		value    int
	}{
		{"hardy", "vitality", Text{En: "Hardy", Es: "Aguante"}, Vitality, 1},
		{"strong", "strength", Text{En: "Strong", Es: "Forzudo"}, Strength, 1},
		{"sharp_senses", "perception", Text{En: "Sharp Senses", Es: "Sentido agudizado"}, Perception, 1},
		{"clumsy_hands", "dexterity", Text{En: "Clumsy Hands", Es: "Manos torpes"}, Dexterity, -1},
		{"hunter", "perception", Text{En: "Hunter", Es: "Cazador"}, Perception, 1},
		{"skilled_hands", "dexterity", Text{En: "Skilled Hands", Es: "Manos hábiles"}, Dexterity, 1},
		{"iron_will", "courage", Text{En: "Iron Will", Es: "Voluntad férrea"}, Courage, 1},
	} {
		registerSkill(&skill{
			id: a.id, name: a.name, effect: "attribute_bonus", params: params,
			values: map[string]any{"attribute": a.attr, "value": a.value},
			later:  "learning it with experience (hero advancement, the campaign); cards and profiles print the attribute with it",
		})
		attributeSkills[a.id] = attributeSkill{attr: a.at, value: a.value}
	}
}
