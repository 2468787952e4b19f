package sim

import (
	"fmt"
	"slices"

	"dun/content"
	"dun/hero"
	"dun/rules"
)

// member is what page 88 looks at in a hero of a party.
type member struct {
	id, name         string
	race, class      string
	group, alignment string
	// professional are its Combat, Scholarly and Exploration skills, but
	// those its race gives (a dwarf's Hardy is innate, not learnt).
	professional []string
}

// members are the party's heroes as page 88 sees them; a hero the pack
// or his file cannot describe is left out (Figures reports him).
func (p *Party) members(pack *content.Pack) []member {
	var out []member
	for _, id := range p.Heroes {
		m := member{id: id, name: id}
		var skills []string
		if h, ok := p.Created[id]; ok {
			s, err := hero.Check(pack, h)
			if err != nil {
				continue
			}
			m.name, m.race, m.class, m.alignment, skills = h.Name.En, s.Race.ID, s.Class.ID, s.Alignment, s.Skills
		} else {
			it, ok := pack.Get("heroes", id)
			if !ok {
				continue
			}
			h := it.(*content.Hero)
			m.name, m.race, m.class = h.Name.En, h.Race.ID, h.Class.ID
			for _, r := range h.Skills {
				skills = append(skills, r.ID)
			}
			if r, ok := pack.Get("races", h.Race.ID); ok {
				m.alignment = r.(*content.Race).Alignment
			}
		}
		if k, ok := pack.Get("classes", m.class); ok {
			m.group = k.(*content.Class).Group
		}
		var racial []content.Ref
		if r, ok := pack.Get("races", m.race); ok {
			racial = r.(*content.Race).Skills
		}
		for _, s := range skills {
			if slices.ContainsFunc(racial, func(r content.Ref) bool { return r.ID == s }) {
				continue
			}
			if it, ok := pack.Get("skills", s); ok && it.(*content.Skill).Group != "nature" {
				m.professional = append(m.professional, s)
			}
		}
		out = append(out, m)
	}
	return out
}

// groupNames name the class groups for players.
var groupNames = map[string]rules.Text{
	"fighter": {En: "Fighter", Es: "Luchador"}, "explorer": {En: "Explorer", Es: "Explorador"}, "spellcaster": {En: "Spellcaster", Es: "Lanzador de hechizos"},
}

// Warnings are what page 88's choice of heroes advises against in the
// party: with three heroes or more, one Fighter, Explorer and Spellcaster
// each; no two heroes of one class, nor (recommended) of one race; good
// and evil apart; no two heroes with one professional skill. The book's
// own example parties break some of these, so they are said, not refused
// (R1271).
func (p *Party) Warnings(pack *content.Pack) []rules.Text {
	ms := p.members(pack)
	var out []rules.Text
	add := func(en, es string) { out = append(out, rules.Text{En: en, Es: es}) }
	if len(ms) >= 3 {
		for _, g := range []string{"fighter", "explorer", "spellcaster"} {
			if !slices.ContainsFunc(ms, func(m member) bool { return m.group == g }) {
				add(fmt.Sprintf("with %d heroes the party should have one %s (page 88)", len(ms), groupNames[g].En),
					fmt.Sprintf("con %d héroes el grupo debería tener un %s (página 88)", len(ms), groupNames[g].Es))
			}
		}
	}
	for i, a := range ms {
		for _, b := range ms[:i] {
			if a.class == b.class {
				add(fmt.Sprintf("%s and %s are of one class, %s: page 88 wants no two", b.name, a.name, a.class),
					fmt.Sprintf("%s y %s son de una misma profesión, %s: la página 88 no quiere dos", b.name, a.name, a.class))
			}
			if a.race == b.race {
				add(fmt.Sprintf("%s and %s are of one race, %s: page 88 recommends against it", b.name, a.name, a.race),
					fmt.Sprintf("%s y %s son de una misma raza, %s: la página 88 lo desaconseja", b.name, a.name, a.race))
			}
			if a.alignment != b.alignment && a.alignment != "neutral" && b.alignment != "neutral" {
				add(fmt.Sprintf("%s is %s and %s %s: good and evil heroes should not be mixed (page 88)", b.name, b.alignment, a.name, a.alignment),
					fmt.Sprintf("%s es %s y %s %s: no deberían mezclarse héroes buenos y malignos (página 88)", b.name, alignmentEs[b.alignment], a.name, alignmentEs[a.alignment]))
			}
			for _, s := range a.professional {
				if slices.Contains(b.professional, s) {
					add(fmt.Sprintf("%s and %s both have the professional skill %s: page 88 wants no two", b.name, a.name, s),
						fmt.Sprintf("%s y %s tienen los dos la habilidad profesional %s: la página 88 no quiere dos", b.name, a.name, s))
				}
			}
		}
	}
	return out
}

var alignmentEs = map[string]string{"good": "bueno", "evil": "maligno", "neutral": "neutral"}
