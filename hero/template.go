package hero

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"dun/content"
)

// tpl are the comments of a new hero file in English and Spanish.
var tpl = map[string]content.Text{
	"head": {En: "A new hero of the %s race and the %s class (character creation, pages 76-79).\n" +
		"Edit it, then check it: dun hero check FILE",
		Es: "Un héroe nuevo de raza %s y profesión %s (creación de personajes, páginas 76-79).\n" +
			"Edítalo y compruébalo: dun hero check FICHERO"},
	"name":  {En: "The hero's name: one text, or {en: ..., es: ...}.", Es: "El nombre del héroe: un texto, o {en: ..., es: ...}."},
	"usual": {En: "Not one of the race's usual classes (page 78): allowed, but unusual.", Es: "No es una de las profesiones habituales de la raza (página 78): se permite, pero es raro."},
	"solo": {En: "true for a hero who will play alone: 30 coins instead of 20 (page 65).",
		Es: "true para un héroe que jugará solo: 30 monedas en vez de 20 (página 65)."},
	"dev": {En: "8 development points (page 76). Write attribute: +N; each line below gives\n" +
		"the race's minimum and maximum and the points each +1 costs (the class\n" +
		"changes only the first +1). Dexterity, Perception, Natural Armor and\n" +
		"Fortune are not developed.",
		Es: "8 puntos de desarrollo (página 76). Escribe atributo: +N; cada línea da\n" +
			"el mínimo y el máximo de la raza y los puntos que cuesta cada +1 (la\n" +
			"profesión solo cambia el primer +1). La Destreza, la Percepción, la\n" +
			"Armadura Natural y la Fortuna no se desarrollan."},
	"row":  {En: "%s: %d to %d, +1 costs %d", Es: "%s: de %d a %d, +1 cuesta %d"},
	"then": {En: ", each further +1 %d", Es: ", cada +1 más %d"},
	"mana": {En: "mana: up to +%d, 1 point each, only for a hero who knows spells", Es: "mana: hasta +%d, 1 punto cada uno, solo para un héroe que conoce hechizos"},
	"skills": {En: "The race gives %s and the class %s. Professional skills of your choice: %d\n" +
		"(of the groups the class learns: %s).",
		Es: "La raza da %s y la profesión %s. Habilidades profesionales a elegir: %d\n" +
			"(de los grupos que aprende la profesión: %s)."},
	"spells": {En: "Up to %d spells of %s (R1266).", Es: "Hasta %d hechizos de %s (R1266)."},
	"caster": {En: "A spellcaster knows at least one, all of one lore (page 38).", Es: "Un lanzador conoce al menos uno, todos de un saber (página 38)."},
	"equip": {En: "The budget buys usual equipment and potions (page 79): dun content list\n" +
		"equipment. The first weapon listed is held, the first armour worn.",
		Es: "El presupuesto compra equipo común y pociones (página 79): dun content list\n" +
			"equipment. La primera arma de la lista va en la mano, la primera armadura puesta."},
	"forbids": {En: "The class's limits: %s.", Es: "Límites de la profesión: %s."},
	"allows":  {En: " It may use all the same: %s.", Es: " Aun así puede usar: %s."},
	"none":    {En: "none", Es: "ninguna"},
}

func tplIn(key, lang string) string { return tpl[key].In(lang) }

// comment writes text as YAML comment lines.
func comment(b *strings.Builder, text string) {
	for _, l := range strings.Split(text, "\n") {
		b.WriteString("# " + l + "\n")
	}
}

// Template writes a new hero file of race and class for a player to edit,
// its comments in lang: every choice left to make is named, with what the
// race and class allow. It checks as it is (a spellcaster's file names
// the first spell it may learn, since he must know one).
func Template(w io.Writer, p *content.Pack, race, class, lang string) error {
	ri, ok := p.Get("races", race)
	if !ok {
		return fmt.Errorf("no race %q in the content packs (dun content list races)", race)
	}
	ki, ok := p.Get("classes", class)
	if !ok {
		return fmt.Errorf("no class %q in the content packs (dun content list classes)", class)
	}
	r, k := ri.(*content.Race), ki.(*content.Class)
	c := &checker{p: p, s: &Sheet{Race: r, Class: k}}
	var b strings.Builder
	comment(&b, fmt.Sprintf(tplIn("head", lang), r.Name.In(lang), k.Name.In(lang)))
	comment(&b, tplIn("name", lang))
	b.WriteString("name: {en: New hero, es: Héroe nuevo}\n")
	fmt.Fprintf(&b, "race: %s\nclass: %s\n", r.ID, k.ID)
	if len(r.Classes) > 0 && !hasRef(r.Classes, k.ID) {
		comment(&b, tplIn("usual", lang))
	}
	comment(&b, tplIn("solo", lang))
	b.WriteString("solo: false\n")
	comment(&b, tplIn("dev", lang))
	for _, name := range Attributes {
		if name == "mana" {
			if r.Mana > 0 {
				comment(&b, "  "+fmt.Sprintf(tplIn("mana", lang), r.Mana))
			}
			continue
		}
		rg := rangeOf(&r.Attributes, name)
		first := RaiseCost(r, k, name, 1)
		row := fmt.Sprintf(tplIn("row", lang), name, rg.Min, rg.Max, first)
		if then := RaiseCost(r, k, name, 2) - first; then != first {
			row += fmt.Sprintf(tplIn("then", lang), then)
		}
		comment(&b, "  "+row)
	}
	b.WriteString("development: {}\n")
	var groups []string
	for _, l := range k.Learning {
		if g := groupNames[l.Group].In(lang); !slices.Contains(groups, g) {
			groups = append(groups, g)
		}
	}
	comment(&b, fmt.Sprintf(tplIn("skills", lang), skillNames(p, r.Skills, lang), skillNames(p, k.Skills, lang), r.ProfessionalSkills, strings.Join(groups, ", ")))
	b.WriteString("skills: []\n")
	lores, _ := c.lores()
	limit := k.Spells
	if len(lores) == 0 {
		limit = 0
	}
	if limit > 0 {
		comment(&b, fmt.Sprintf(tplIn("spells", lang), limit, loreList(p, lores, lang)))
		if k.Group == "spellcaster" {
			comment(&b, tplIn("caster", lang))
			fmt.Fprintf(&b, "spells: [%s]\n", firstSpell(p, lores[0]))
		} else {
			b.WriteString("spells: []\n")
		}
	}
	comment(&b, tplIn("equip", lang))
	var forbids []string
	for _, f := range k.Forbids {
		t, _ := forbidden(&content.Class{Forbids: []string{f}}, forbiddenExample[f])
		forbids = append(forbids, t.In(lang))
	}
	if len(forbids) > 0 {
		line := fmt.Sprintf(tplIn("forbids", lang), strings.Join(forbids, "; "))
		if len(k.Allows) > 0 {
			var names []string
			for _, a := range k.Allows {
				if it, ok := p.Get("equipment", a.ID); ok {
					names = append(names, it.Base().Name.In(lang))
				}
			}
			line += fmt.Sprintf(tplIn("allows", lang), strings.Join(names, ", "))
		}
		comment(&b, line)
	}
	b.WriteString("equipment: []\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// forbiddenExample is a piece of equipment each limit refuses, to word it.
var forbiddenExample = map[string]*content.Equipment{
	"armor":       {Type: "armor"},
	"heavy_armor": {Type: "armor", Heavy: true},
	"shield":      {Type: "shield"},
	"two_handed":  {Type: "melee", Hands: 2},
}

// skillNames names skills for the template, "none" for none.
func skillNames(p *content.Pack, refs []content.Ref, lang string) string {
	if len(refs) == 0 {
		return tplIn("none", lang)
	}
	var out []string
	for _, r := range refs {
		name := r.ID
		if it, ok := p.Get("skills", r.ID); ok {
			name = it.Base().Name.In(lang)
		}
		out = append(out, name)
	}
	return strings.Join(out, ", ")
}

// firstSpell is the first spell of lore in the packs' order.
func firstSpell(p *content.Pack, lore string) string {
	for _, it := range p.List("spells") {
		if s := it.(*content.Spell); s.Lore.ID == lore {
			return s.ID
		}
	}
	return ""
}
