package hero

import (
	"fmt"
	"slices"

	"dun/content"
	"dun/rules"
)

// lores are the lores the hero may learn: his class's (page 77), narrowed
// by his race (page 78, "Tribal magic only"), and whether the race
// narrows them.
func (c *checker) lores() ([]string, bool) {
	var out []string
	for _, l := range c.s.Class.Lores {
		out = append(out, l.ID)
	}
	for _, cl := range c.s.Race.ClassLores {
		if cl.Class.ID != c.s.Class.ID {
			continue
		}
		var only []string
		for _, l := range cl.Lores {
			if slices.Contains(out, l.ID) {
				only = append(only, l.ID)
			}
		}
		return only, true
	}
	return out, false
}

// spells checks the spells a new hero knows (R1266): as many as his class
// allows at most, of the lores he may learn, none twice; a spellcaster
// (whose Mana pool comes with his creation, page 77) knows one at least,
// all of the one lore he chose (page 38).
func (c *checker) spells() {
	k, r := c.s.Class, c.s.Race
	lores, narrowed := c.lores()
	limit := k.Spells
	if len(lores) == 0 {
		limit = 0
	}
	caster := k.Group == "spellcaster" && limit > 0
	var own []Word // the spells of the class's lores, not a champion's
	for _, w := range c.f.Spells {
		if c.championOf(w.Value) == "" {
			own = append(own, w)
		}
	}
	if caster && len(own) == 0 {
		c.r.add(c.f.At, fmt.Sprintf("a %s starts with a Mana pool and spells (page 77): choose 1 to %d spells of %s", k.Name.En, limit, loreList(c.p, lores, "en")),
			fmt.Sprintf("un %s empieza con reserva de Maná y hechizos (página 77): elige de 1 a %d hechizos de %s", k.Name.Es, limit, loreList(c.p, lores, "es")))
	}
	first := ""
	for i, w := range own {
		if i == limit {
			switch {
			case limit == 0 && narrowed:
				c.r.add(w.At, fmt.Sprintf("a %s of the %s race learns no spells (page 78)", k.Name.En, r.Name.En),
					fmt.Sprintf("un %s de la raza %s no aprende hechizos (página 78)", k.Name.Es, r.Name.Es))
			case limit == 0:
				c.r.add(w.At, fmt.Sprintf("the %s class learns no spells", k.Name.En), fmt.Sprintf("la profesión %s no aprende hechizos", k.Name.Es))
			default:
				c.r.add(w.At, fmt.Sprintf("a new %s knows %d spells at most (R1266), and this is number %d", k.Name.En, limit, i+1),
					fmt.Sprintf("un %s nuevo conoce %d hechizos como mucho (R1266), y este es el número %d", k.Name.Es, limit, i+1))
			}
		}
		it, ok := c.p.Get("spells", w.Value)
		if !ok {
			c.r.add(w.At, fmt.Sprintf("spell %q is not in the content packs (dun content list spells)", w.Value),
				fmt.Sprintf("el hechizo %q no está en los paquetes de contenido (dun content list spells)", w.Value))
			continue
		}
		s := it.(*content.Spell)
		lore := s.Lore.ID
		switch {
		case slices.ContainsFunc(own[:i], func(o Word) bool { return o.Value == w.Value }):
			c.r.add(w.At, fmt.Sprintf("%s is chosen twice", s.Name.En), fmt.Sprintf("%s está elegido dos veces", s.Name.Es))
		case limit > 0 && !slices.Contains(lores, lore):
			c.r.add(w.At, fmt.Sprintf("%s is a spell of %s; a %s of the %s race learns %s", s.Name.En, loreList(c.p, []string{lore}, "en"), k.Name.En, r.Name.En, loreList(c.p, lores, "en")),
				fmt.Sprintf("%s es un hechizo de %s; un %s de la raza %s aprende %s", s.Name.Es, loreList(c.p, []string{lore}, "es"), k.Name.Es, r.Name.Es, loreList(c.p, lores, "es")))
		case caster && first != "" && lore != first:
			c.r.add(w.At, fmt.Sprintf("%s is of %s, but a spellcaster chooses one lore and the first spell is of %s (page 38)", s.Name.En, loreList(c.p, []string{lore}, "en"), loreList(c.p, []string{first}, "en")),
				fmt.Sprintf("%s es de %s, pero un lanzador de hechizos elige un saber y el primer hechizo es de %s (página 38)", s.Name.Es, loreList(c.p, []string{lore}, "es"), loreList(c.p, []string{first}, "es")))
		case first == "":
			first = lore
		}
	}
}

// loreList names lores for players: "Fire, Earth or Air".
func loreList(p *content.Pack, ids []string, lang string) string {
	if len(ids) == 0 {
		if lang == "es" {
			return "ningún saber"
		}
		return "no lore"
	}
	out := ""
	for i, id := range ids {
		name := id
		if it, ok := p.Get("lores", id); ok {
			name = it.Base().Name.In(lang)
		}
		switch {
		case i == 0:
		case i == len(ids)-1 && lang == "es":
			out += " o "
		case i == len(ids)-1:
			out += " or "
		default:
			out += ", "
		}
		out += name
	}
	return out
}

// championOf is the Champion of the Gods skill of the hero whose list
// (page 112) holds spell id, or "".
func (c *checker) championOf(id string) string {
	for _, sk := range []string{"champion_good", "champion_evil"} {
		if slices.Contains(c.s.Skills, sk) && slices.Contains(rules.ChampionSpells(sk), id) {
			return sk
		}
	}
	return ""
}

// champion checks the spell a Champion of the Gods learns (page 112): one
// of his skill's list at creation, more only as new skills (R1272); the
// Good's champion is good or neutral, the Evil's evil.
func (c *checker) champion() {
	n := 0
	for _, w := range c.f.Spells {
		sk := c.championOf(w.Value)
		if sk == "" {
			continue
		}
		n++
		name := w.Value
		if it, ok := c.p.Get("spells", w.Value); ok {
			name = it.Base().Name.En
		}
		switch {
		case n == 2:
			c.r.add(w.At, fmt.Sprintf("a Champion of the Gods learns one spell of his list (page 112) with the skill; %s would be a second", name),
				fmt.Sprintf("un campeón de los dioses aprende con la habilidad un hechizo de su lista (página 112); %s sería el segundo", name))
		case sk == "champion_good" && c.s.Alignment == "evil":
			c.r.add(w.At, "the Gods of Good favour a hero of good or neutral alignment (page 112); this hero is evil",
				"los dioses benignos favorecen a un héroe de alineamiento bueno o neutral (página 112); este héroe es maligno")
		case sk == "champion_evil" && c.s.Alignment != "evil":
			c.r.add(w.At, fmt.Sprintf("the Gods of Evil favour an evil hero (page 112); this hero is %s", c.s.Alignment),
				fmt.Sprintf("los dioses malignos favorecen a un héroe maligno (página 112); este héroe es %s", map[string]string{"good": "bueno", "neutral": "neutral"}[c.s.Alignment]))
		}
	}
}
