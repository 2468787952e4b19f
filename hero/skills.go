package hero

import (
	"fmt"
	"slices"

	"dun/content"
)

// groupNames are the skill groups in players' words.
var groupNames = map[string]content.Text{
	"combat":      {En: "Combat", Es: "Combate"},
	"scholarly":   {En: "Scholarly and Leadership", Es: "Académicas y de liderazgo"},
	"exploration": {En: "Exploration and Subterfuge", Es: "Exploración y subterfugio"},
	"nature":      {En: "Nature", Es: "Naturaleza"},
}

// skills takes the race's and the class's skill cards and checks the
// professional skills of the player's choice (page 78): as many as the
// race allows, of a group the class learns (a card that names its
// classes: one of them, R1264), with its minimum attribute, none twice.
func (c *checker) skills() {
	r, k := c.s.Race, c.s.Class
	for _, refs := range [][]content.Ref{r.Skills, k.Skills} {
		for _, s := range refs {
			if !slices.Contains(c.s.Skills, s.ID) {
				c.s.Skills = append(c.s.Skills, s.ID)
			}
		}
	}
	c.skillBonuses(c.s.Skills)
	learns := map[string]bool{}
	for _, l := range k.Learning {
		learns[l.Group] = true
	}
	var chosen []string
	for i, w := range c.f.Skills {
		if i == r.ProfessionalSkills {
			c.r.add(w.At, fmt.Sprintf("the %s race starts with %d professional skills of the player's choice (page 78), and this is number %d", r.Name.En, r.ProfessionalSkills, i+1),
				fmt.Sprintf("la raza %s empieza con %d habilidades profesionales a elegir (página 78), y esta es la número %d", r.Name.Es, r.ProfessionalSkills, i+1))
		}
		it, ok := c.p.Get("skills", w.Value)
		if !ok {
			c.r.add(w.At, fmt.Sprintf("skill %q is not in the content packs (dun content list skills)", w.Value),
				fmt.Sprintf("la habilidad %q no está en los paquetes de contenido (dun content list skills)", w.Value))
			continue
		}
		s := it.(*content.Skill)
		g := groupNames[s.Group]
		switch {
		case slices.Contains(c.s.Skills, s.ID):
			c.r.add(w.At, fmt.Sprintf("the hero has %s already, from his race or class", s.Name.En),
				fmt.Sprintf("el héroe ya tiene %s, por su raza o su profesión", s.Name.Es))
		case s.Group == "nature":
			c.r.add(w.At, fmt.Sprintf("%s is a Nature skill: only a race gives those, the choice is of a professional skill (page 78)", s.Name.En),
				fmt.Sprintf("%s es una habilidad de Naturaleza: solo la raza las da; se elige una habilidad profesional (página 78)", s.Name.Es))
		case len(s.Classes) > 0 && !hasRef(s.Classes, k.ID):
			c.r.add(w.At, fmt.Sprintf("the card of %s does not bear the symbol of the %s class (page 78)", s.Name.En, k.Name.En),
				fmt.Sprintf("la carta de %s no lleva el símbolo de la profesión %s (página 78)", s.Name.Es, k.Name.Es))
		case len(s.Classes) == 0 && !learns[s.Group]:
			c.r.add(w.At, fmt.Sprintf("%s is a %s skill, a group the %s class does not learn (its card's learning range)", s.Name.En, g.En, k.Name.En),
				fmt.Sprintf("%s es una habilidad %s, un grupo que la profesión %s no aprende (el rango de aprendizaje de su carta)", s.Name.Es, g.Es, k.Name.Es))
		case s.Minimum != nil && *field(&c.s.Bare, s.Minimum.Attribute) < s.Minimum.Value:
			t := attribute[s.Minimum.Attribute].Text()
			c.r.add(w.At, fmt.Sprintf("%s needs %s %d; the hero has %d", s.Name.En, t.En, s.Minimum.Value, *field(&c.s.Bare, s.Minimum.Attribute)),
				fmt.Sprintf("%s requiere %s %d; el héroe tiene %d", s.Name.Es, t.Es, s.Minimum.Value, *field(&c.s.Bare, s.Minimum.Attribute)))
		default:
			c.s.Skills = append(c.s.Skills, s.ID)
			chosen = append(chosen, s.ID)
		}
	}
	c.skillBonuses(chosen)
	c.hates()
	c.potion()
}

// potion checks the Herbalist's potion of choice (page 112): any potion
// but a Mana potion or a poison, named only by a Herbalist.
func (c *checker) potion() {
	w := c.f.Potion
	switch {
	case w.Value == "":
	case !slices.Contains(c.s.Skills, "herbalist"):
		c.r.add(w.At, "potion names the free potion of a Herbalist (page 112), which the hero is not",
			"potion nombra la poción gratis de un herbolario (página 112), y el héroe no lo es")
	default:
		if it, ok := c.p.Get("potions", w.Value); ok {
			if e := it.(*content.Potion).Effect; e != nil && e.ID != "potion_mana" {
				return
			}
		}
		c.r.add(w.At, fmt.Sprintf("a Herbalist chooses a potion of the packs, neither a Mana potion nor a poison (page 112), not %q", w.Value),
			fmt.Sprintf("un herbolario elige una poción de los paquetes, ni de maná ni veneno (página 112), no %q", w.Value))
	}
}

// skillBonuses raises the bare attributes by the skills that raise one
// (effect attribute_bonus): a card prints them counted (page 13), past
// the racial maximum if need be.
func (c *checker) skillBonuses(ids []string) {
	for _, id := range ids {
		it, ok := c.p.Get("skills", id)
		if !ok {
			continue
		}
		e := it.(*content.Skill).Effect
		if e == nil || e.ID != "attribute_bonus" {
			continue
		}
		name, _ := e.Params["attribute"].(string)
		if v := field(&c.s.Bare, name); v != nil {
			*v += number(e.Params["value"])
		}
	}
}

// number reads a whole-number parameter of an effect.
func number(v any) int {
	switch n := v.(type) {
	case int:
		return n
	case int64:
		return int(n)
	case float64:
		return int(n)
	}
	return 0
}

// hates checks that the foes of Hatred are named when, and only when, the
// hero has it (page 110: chosen when the skill is learnt).
func (c *checker) hates() {
	has := slices.Contains(c.s.Skills, "hatred")
	switch {
	case has && len(c.f.Hates) == 0:
		c.r.add(c.f.At, "Hatred needs the kinds of being the hero hates (hates: [orc], say; page 110)",
			"Odio necesita los tipos de ser que el héroe odia (hates: [orc], por ejemplo; página 110)")
	case !has && len(c.f.Hates) > 0:
		c.r.add(c.f.Hates[0].At, "hates names the foes of the skill Hatred, which the hero does not have",
			"hates nombra a los enemigos de la habilidad Odio, que el héroe no tiene")
	case has:
		kinds := c.kinds()
		for _, w := range c.f.Hates {
			if !slices.Contains(kinds, w.Value) {
				c.r.add(w.At, fmt.Sprintf("no creature, companion or race of the packs is of kind %q: Hatred names kinds of being (R870)", w.Value),
					fmt.Sprintf("ninguna criatura, acompañante ni raza de los paquetes es del tipo %q: Odio nombra tipos de ser (R870)", w.Value))
			}
		}
	}
}

// kinds are the kinds of being Hatred may name: the creatures' and
// companions' kinds and the races (a hero is hated by his race, R870).
func (c *checker) kinds() []string {
	var out []string
	for _, it := range c.p.List("creatures") {
		out = append(out, it.(*content.Creature).Kind)
	}
	for _, it := range c.p.List("followers") {
		out = append(out, it.(*content.Follower).Kind)
	}
	for _, it := range c.p.List("races") {
		out = append(out, it.Base().ID)
	}
	return out
}
