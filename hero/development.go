package hero

import (
	"fmt"

	"dun/content"
	"dun/rules"
)

// attribute maps the attribute names of hero files and content to the
// rules'.
var attribute = map[string]rules.Attribute{
	"movement": rules.Movement, "combat": rules.CombatSkill, "strength": rules.Strength,
	"shooting": rules.ShootingSkill, "agility": rules.Agility, "intelligence": rules.Intelligence,
	"mana": rules.Mana, "courage": rules.Courage, "vitality": rules.Vitality,
	"perception": rules.Perception, "dexterity": rules.Dexterity,
	"natural_armor": rules.NaturalArmour, "armor": rules.Armour,
}

// field points at attribute name of a.
func field(a *rules.Attributes, name string) *int {
	switch attribute[name] {
	case rules.Movement:
		return &a.Movement
	case rules.CombatSkill:
		return &a.CombatSkill
	case rules.Strength:
		return &a.Strength
	case rules.ShootingSkill:
		return &a.ShootingSkill
	case rules.Agility:
		return &a.Agility
	case rules.Intelligence:
		return &a.Intelligence
	case rules.Mana:
		return &a.Mana
	case rules.Courage:
		return &a.Courage
	case rules.Vitality:
		return &a.Vitality
	case rules.Perception:
		return &a.Perception
	case rules.Dexterity:
		return &a.Dexterity
	case rules.NaturalArmour:
		return &a.NaturalArmour
	case rules.Armour:
		return &a.Armour
	}
	return nil
}

// rangeOf is the race's row for attribute name (page 76).
func rangeOf(t *content.RaceAttrTable, name string) content.AttrRange {
	switch name {
	case "movement":
		return t.Movement
	case "combat":
		return t.Combat
	case "strength":
		return t.Strength
	case "shooting":
		return t.Shooting
	case "agility":
		return t.Agility
	case "intelligence":
		return t.Intelligence
	case "courage":
		return t.Courage
	case "vitality":
		return t.Vitality
	}
	return content.AttrRange{}
}

// RaiseCost is the development points that raise attribute name by by
// for race r and class k (page 76): the race's cost for each +1, the
// class's change on the first +1 only (the book's warrior pays 1 less for
// his first Combat Skill), never less than one point a +1 (R1260). Mana,
// where the race has some, costs 1 a point.
func RaiseCost(r *content.Race, k *content.Class, name string, by int) int {
	each := 1
	if name != "mana" {
		each = rangeOf(&r.Attributes, name).Cost
	}
	change := 0
	for _, d := range k.DevCosts {
		if d.Attribute == name {
			change += d.Change
		}
	}
	total := 0
	for i := range by {
		c := each
		if i == 0 {
			c += change
		}
		total += max(c, 1)
	}
	return total
}

// development starts the bare attributes at the race's minimums and
// spends the development points (page 76).
func (c *checker) development() {
	r, a := c.s.Race, &c.s.Bare
	for _, name := range Attributes {
		if name != "mana" {
			*field(a, name) = rangeOf(&r.Attributes, name).Min
		}
	}
	a.NaturalArmour = BaseNaturalArmour + r.Attributes.NaturalArmor
	a.Armour = a.NaturalArmour
	a.Fortune = r.Fortune
	for _, d := range c.f.Development {
		t := attribute[d.Attribute].Text()
		cost := RaiseCost(r, c.s.Class, d.Attribute, d.By)
		c.s.Costs = append(c.s.Costs, cost)
		c.s.Points += cost
		if d.Attribute == "mana" {
			switch {
			case r.Mana == 0:
				c.r.add(d.At, fmt.Sprintf("the %s race has no Mana to develop (page 76, note 2: only a race whose card gives +1 or +2)", r.Name.En),
					fmt.Sprintf("la raza %s no tiene Maná que desarrollar (página 76, nota 2: solo una raza cuya carta da +1 o +2)", r.Name.Es))
			case d.By > r.Mana:
				c.r.add(d.At, fmt.Sprintf("Mana +%d is above the +%d of the %s race (page 76, note 2)", d.By, r.Mana, r.Name.En),
					fmt.Sprintf("Maná +%d supera el +%d de la raza %s (página 76, nota 2)", d.By, r.Mana, r.Name.Es))
			case len(c.f.Spells) == 0:
				c.r.add(d.At, "Mana serves only a hero who knows spells: choose some, or spend the points elsewhere",
					"El Maná solo sirve a un héroe que conoce hechizos: elige alguno o gasta los puntos en otra cosa")
			}
			continue
		}
		rg := rangeOf(&r.Attributes, d.Attribute)
		v := field(a, d.Attribute)
		if *v+d.By > rg.Max {
			c.r.add(d.At, fmt.Sprintf("%s %d is above the %s maximum of %d (page 76)", t.En, *v+d.By, r.Name.En, rg.Max),
				fmt.Sprintf("%s %d supera el máximo de %d de la raza %s (página 76)", t.Es, *v+d.By, rg.Max, r.Name.Es))
			continue
		}
		*v += d.By
	}
	at := c.f.At
	if len(c.f.Development) > 0 {
		at = c.f.Development[0].At
	}
	switch {
	case c.s.Points > DevelopmentPoints:
		c.r.add(at, fmt.Sprintf("the development costs %d points, %d over the %d of page 76", c.s.Points, c.s.Points-DevelopmentPoints, DevelopmentPoints),
			fmt.Sprintf("el desarrollo cuesta %d puntos, %d más de los %d de la página 76", c.s.Points, c.s.Points-DevelopmentPoints, DevelopmentPoints))
	case c.s.Points < DevelopmentPoints:
		c.warn.add(at, fmt.Sprintf("%d of the %d development points are left unspent, and are lost", DevelopmentPoints-c.s.Points, DevelopmentPoints),
			fmt.Sprintf("quedan sin gastar %d de los %d puntos de desarrollo, y se pierden", DevelopmentPoints-c.s.Points, DevelopmentPoints))
	}
}

// manaRaise is the Mana the file develops (0 to 2).
func (f *File) manaRaise() int {
	for _, d := range f.Development {
		if d.Attribute == "mana" {
			return d.By
		}
	}
	return 0
}
