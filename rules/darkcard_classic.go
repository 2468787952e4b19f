package rules

import "slices"

// One Power card per creature (page 99, classic mode): a creature benefits
// from one Power card a turn, and another card played on it takes the
// lasting effects of the previous one away, whenever it was played (the
// page's example: Fortune after Regeneration ends the Regeneration).
//
// Each creature keeps the trace of the last Power card played on it
// (Figure.Power): the card, the turn, and what it changed for good, read
// as the difference it made to the creature's attributes and skills; its
// boons for a turn or a combat carry the card's name. A new card first
// undoes those, then acts. What a card did at once (Vitality healed,
// Movement for the activation in progress, an Action given back, a roll
// made again) cannot be taken back: a creature that benefited from such a
// card this turn receives no other Power card this turn, which is the only
// way it could benefit from two (R540). Section cards (Rally) act on each
// creature of the section that may receive them; the creature named must.

// PowerTrace is the last Power card played on a creature in classic mode
// and what it changed for good.
type PowerTrace struct {
	Card string `json:"card"`
	Turn int    `json:"turn"`
	// Attrs are the attribute changes for good (Iron Skin's +1 Armour).
	Attrs []Penalty `json:"attrs,omitempty"`
	// Skills are the skills it gave for good.
	Skills []string `json:"skills,omitempty"`
	// Lasting: something of it may be taken away (attributes, skills,
	// boons); false for what acted at once.
	Lasting bool `json:"lasting,omitempty"`
}

func (p *PowerTrace) clone() *PowerTrace {
	if p == nil {
		return nil
	}
	c := *p
	c.Attrs = slices.Clone(p.Attrs)
	c.Skills = slices.Clone(p.Skills)
	return &c
}

// onePowerMode reports whether the state's Dark Player plays under page
// 99's one Power card per creature.
func onePowerMode(s *State) bool { return s.Dark != nil && s.Dark.Mode == DarkClassic }

// powerBlocked refuses a Power card on creature f, which benefited this
// turn from a card whose effect cannot be taken back.
func powerBlocked(s *State, f *Figure) *RuleError {
	if !onePowerMode(s) || f.Power() == nil || f.Power().Turn != s.Turn || f.Power().Lasting {
		return nil
	}
	name := f.Power().Card
	if c, ok := s.Dark.Cards.Card(name); ok {
		name = c.Name.En
	}
	return refuse(CodeCardPlace, "%s benefited from %s this turn: one Power card per creature each turn in classic mode (page 99)", "%s ya se benefició de %s este turno: una carta de Poder por criatura y turno en el modo clásico (página 99)", f.name(), name)
}

// attrField is the field of a holding attribute at.
func attrField(a *Attributes, at Attribute) *int {
	switch at {
	case Movement:
		return &a.Movement
	case CombatSkill:
		return &a.CombatSkill
	case Strength:
		return &a.Strength
	case ShootingSkill:
		return &a.ShootingSkill
	case NaturalArmour:
		return &a.NaturalArmour
	case Armour:
		return &a.Armour
	case Agility:
		return &a.Agility
	case Intelligence:
		return &a.Intelligence
	case Mana:
		return &a.Mana
	case Courage:
		return &a.Courage
	case Vitality:
		return &a.Vitality
	case Dexterity:
		return &a.Dexterity
	case Perception:
		return &a.Perception
	case Fortune:
		return &a.Fortune
	}
	return nil
}

// endPower takes the lasting effects of the last Power card on creature
// fi away, before card c acts on it.
func (e *env) endPower(fi int, c *DarkCard) {
	f := &e.s.Figures[fi]
	p := f.Power()
	if p == nil {
		return
	}
	f.SetPower(nil)
	if !p.Lasting {
		return
	}
	prev, ok := e.s.Dark.Cards.Card(p.Card)
	why := Text{En: p.Card, Es: p.Card}
	if ok {
		why = prev.Name
	}
	for _, d := range p.Attrs {
		v := attrField(f.EditAttrs(), d.Attribute)
		*v = max(*v-d.Value, 0)
		e.emit(AttributeChanged{Figure: f.ID, Attribute: d.Attribute, Value: *v, Why: why})
	}
	for _, sk := range p.Skills {
		if k := slices.Index(f.Skills, sk); k >= 0 {
			// A new slice: the figure's skills are shared with the
			// state's copies (Figure.share).
			f.Skills = slices.Delete(slices.Clone(f.Skills), k, k+1)
		}
	}
	if len(f.Skills) == 0 {
		f.Skills = nil
	}
	for k := 0; k < len(f.Boons); {
		b := f.Boons[k]
		if b.Roll != 0 || b.Why != why {
			k++
			continue
		}
		f.Boons = append(f.Boons[:k:k], f.Boons[k+1:]...) // shared: never in place
		e.emit(BoonEnded{Figure: f.ID, Attribute: b.Attribute, Value: b.Value, Skill: b.Skill, Why: b.Why})
	}
	if len(f.Boons) == 0 {
		f.Boons = nil
	}
	e.emit(PowerReplaced{Figure: f.ID, Card: p.Card, By: c.ID})
}

// powerOnce plays card c on creature fi with act under page 99: the last
// card's lasting effects end first, and the new card's trace is kept.
func (e *env) powerOnce(c *DarkCard, fi int, act func() error) error {
	if !onePowerMode(e.s) {
		return act()
	}
	e.endPower(fi, c)
	f := &e.s.Figures[fi]
	before, skills, boons := *f.Attrs(), len(f.Skills), len(f.Boons)
	if err := act(); err != nil {
		return err
	}
	f = &e.s.Figures[fi]
	t := &PowerTrace{Card: c.ID, Turn: e.s.Turn}
	for at := Movement; at < numAttributes; at++ {
		if d := *attrField(f.Attrs(), at) - *attrField(&before, at); d != 0 {
			t.Attrs = append(t.Attrs, Penalty{Attribute: at, Value: d})
		}
	}
	if len(f.Skills) > skills {
		t.Skills = slices.Clone(f.Skills[skills:])
	}
	t.Lasting = len(t.Attrs) > 0 || len(t.Skills) > 0 || len(f.Boons) > boons
	f.SetPower(t)
	return nil
}

// PowerReplaced: in classic mode a new Power card took the lasting effects
// of the previous one on the creature away (page 99).
type PowerReplaced struct {
	Figure string `json:"figure"`
	Card   string `json:"card"`
	By     string `json:"by"`
}

func (PowerReplaced) EventType() string { return "power_replaced" }
