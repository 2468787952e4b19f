package rules

import "fmt"

// Attribute names one of the numbers of a hero card or a creature profile
// (page 13), so a test can say what it adds and a log can name it.
type Attribute uint8

// The attributes, in the order of the hero card.
const (
	Movement Attribute = iota
	CombatSkill
	Strength
	ShootingSkill
	NaturalArmour
	Armour
	Agility
	Intelligence
	Mana
	Courage
	Vitality
	Dexterity
	Perception
	Fortune
	numAttributes
)

var attributeNames = [numAttributes]string{
	"movement", "combat_skill", "strength", "shooting_skill", "natural_armour", "armour", "agility",
	"intelligence", "mana", "courage", "vitality", "dexterity", "perception", "fortune",
}

var attributeTexts = [numAttributes]Text{
	{En: "Movement", Es: "Movimiento"}, {En: "Combat Skill", Es: "Cuerpo a Cuerpo"}, {En: "Strength", Es: "Fuerza"},
	{En: "Shooting Skill", Es: "Disparo"}, {En: "Natural Armour", Es: "Armadura Natural"}, {En: "Armour", Es: "Armadura"},
	{En: "Agility", Es: "Agilidad"}, {En: "Intelligence", Es: "Inteligencia"}, {En: "Mana", Es: "Maná"},
	{En: "Courage", Es: "Valentía"}, {En: "Vitality", Es: "Vitalidad"}, {En: "Dexterity", Es: "Destreza"},
	{En: "Perception", Es: "Percepción"}, {En: "Fortune", Es: "Fortuna"},
}

func (a Attribute) String() string {
	if a < numAttributes {
		return attributeNames[a]
	}
	return fmt.Sprintf("attribute(%d)", a)
}

// Text names the attribute for players, in English and Spanish.
func (a Attribute) Text() Text {
	if a < numAttributes {
		return attributeTexts[a]
	}
	return Text{En: a.String(), Es: a.String()}
}

// ParseAttribute reads an attribute by its name ("agility", ...).
func ParseAttribute(s string) (Attribute, error) {
	for i, n := range attributeNames {
		if n == s {
			return Attribute(i), nil
		}
	}
	return 0, fmt.Errorf("unknown attribute %q (want one of %v)", s, attributeNames)
}

// MarshalText writes the attribute's name.
func (a Attribute) MarshalText() ([]byte, error) {
	if a >= numAttributes {
		return nil, fmt.Errorf("invalid attribute %d", a)
	}
	return []byte(attributeNames[a]), nil
}

// UnmarshalText reads an attribute's name.
func (a *Attribute) UnmarshalText(b []byte) error {
	v, err := ParseAttribute(string(b))
	if err != nil {
		return err
	}
	*a = v
	return nil
}

// Of returns the figure's value of the attribute as printed on its card or
// profile, before conditions and other modifiers.
func (a Attribute) Of(at *Attributes) int {
	switch a {
	case Movement:
		return at.Movement
	case CombatSkill:
		return at.CombatSkill
	case Strength:
		return at.Strength
	case ShootingSkill:
		return at.ShootingSkill
	case NaturalArmour:
		return at.NaturalArmour
	case Armour:
		return at.Armour
	case Agility:
		return at.Agility
	case Intelligence:
		return at.Intelligence
	case Mana:
		return at.Mana
	case Courage:
		return at.Courage
	case Vitality:
		return at.Vitality
	case Dexterity:
		return at.Dexterity
	case Perception:
		return at.Perception
	case Fortune:
		return at.Fortune
	}
	return 0
}

// penalised reports whether conditions lower the attribute: all of them
// but Natural Armour, Mana and Vitality (page 42).
func (a Attribute) penalised() bool {
	return a != NaturalArmour && a != Mana && a != Vitality
}

// ref points at attribute a of at, or is nil for an unknown attribute.
func (a Attribute) ref(at *Attributes) *int {
	switch a {
	case Movement:
		return &at.Movement
	case CombatSkill:
		return &at.CombatSkill
	case Strength:
		return &at.Strength
	case ShootingSkill:
		return &at.ShootingSkill
	case NaturalArmour:
		return &at.NaturalArmour
	case Armour:
		return &at.Armour
	case Agility:
		return &at.Agility
	case Intelligence:
		return &at.Intelligence
	case Mana:
		return &at.Mana
	case Courage:
		return &at.Courage
	case Vitality:
		return &at.Vitality
	case Dexterity:
		return &at.Dexterity
	case Perception:
		return &at.Perception
	case Fortune:
		return &at.Fortune
	}
	return nil
}
