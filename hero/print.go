package hero

import (
	"fmt"
	"io"
	"strings"

	"dun/content"
	"dun/rules"
)

// words are the sheet's labels in English and Spanish.
var words = map[string]content.Text{
	"vp":          {En: "Value Points %d, experience 0, Fortune %d", Es: "Puntos de Valor %d, experiencia 0, Fortuna %d"},
	"solo":        {En: "Solo hero (page 65): 30 coins to start; in play, 3 more Fortune and 60 coins carried", Es: "Héroe en solitario (página 65): 30 monedas al empezar; en juego, 3 de Fortuna más y 60 monedas"},
	"attrs":       {En: "Attributes, equipment counted (without it, in brackets):", Es: "Atributos, con el equipo (sin él, entre paréntesis):"},
	"dev":         {En: "Development: %d of %d points", Es: "Desarrollo: %d de %d puntos"},
	"points":      {En: "cost %d", Es: "coste %d"},
	"skills":      {En: "Skills", Es: "Habilidades"},
	"race":        {En: "race", Es: "raza"},
	"class":       {En: "class", Es: "profesión"},
	"chosen":      {En: "chosen", Es: "elegida"},
	"hates":       {En: "Hates", Es: "Odia a"},
	"spells":      {En: "Spells", Es: "Hechizos"},
	"hand":        {En: "In hand", Es: "En la mano"},
	"worn":        {En: "Worn", Es: "Puesto"},
	"pack":        {En: "Backpack", Es: "Mochila"},
	"free":        {En: "free from a skill", Es: "gratis por una habilidad"},
	"coins":       {En: "Coins: %d spent of %d, %d carried", Es: "Monedas: %d gastadas de %d, %d en la bolsa"},
	"load":        {En: "Weight %d of %d; shields %d of 1, armours %d of 2, weapons %d of 5", Es: "Peso %d de %d; escudos %d de 1, armaduras %d de 2, armas %d de 5"},
	"companion":   {En: "Companion: %s (%d coins)", Es: "Acompañante: %s (%d monedas)"},
	"warnings":    {En: "Warnings:", Es: "Avisos:"},
	"notes":       {En: "Notes", Es: "Notas"},
	"good":        {En: "good", Es: "bueno"},
	"neutral":     {En: "neutral", Es: "neutral"},
	"evil":        {En: "evil", Es: "maligno"},
	"nothing":     {En: "nothing", Es: "nada"},
	"apprentice":  {En: "apprentice (below 15 VP, page 40)", Es: "aprendiz (menos de 15 PV, página 40)"},
	"mana_racial": {En: "Mana %d: two a spell, and +%d of the race beyond the caps", Es: "Maná %d: dos por hechizo, y +%d de la raza más allá de los límites"},
}

func word(key, lang string) string { return words[key].In(lang) }

// sheetAttrs are the attributes of a hero card in its order (page 13).
var sheetAttrs = []rules.Attribute{rules.Movement, rules.CombatSkill, rules.Strength, rules.ShootingSkill, rules.Armour,
	rules.Agility, rules.Intelligence, rules.Mana, rules.Courage, rules.Vitality, rules.Dexterity, rules.Perception}

// Write prints the finished hero sheet in lang ("es" or English): what a
// player copies onto his hero file (page 13).
func Write(w io.Writer, p *content.Pack, s *Sheet, lang string) error {
	f, err := s.Figure()
	if err != nil {
		return err
	}
	var b strings.Builder
	pr := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	pr("%s — %s, %s (%s)\n", s.File.Name.In(lang), s.Race.Name.In(lang), s.Class.Name.In(lang), word(s.Alignment, lang))
	pr(word("vp", lang)+"\n", f.VP(), f.Attrs().Fortune)
	if s.File.Solo {
		pr("%s\n", word("solo", lang))
	}
	pr("%s\n", word("attrs", lang))
	var cells []string
	for _, a := range sheetAttrs {
		v, bare := a.Of(f.Attrs()), a.Of(&s.Bare)
		cell := fmt.Sprintf("%s %d", a.Text().In(lang), v)
		switch {
		case a == rules.Armour:
			cell = fmt.Sprintf("%s %d/%d", a.Text().In(lang), f.Attrs().NaturalArmour, v)
		case a == rules.Mana:
			cell = fmt.Sprintf("%s %d", a.Text().In(lang), f.ManaPool())
		case v != bare:
			cell += fmt.Sprintf(" (%d)", bare)
		}
		cells = append(cells, cell)
	}
	for i := 0; i < len(cells); i += 4 {
		pr("  %s\n", strings.Join(cells[i:min(i+4, len(cells))], ", "))
	}
	if f.ManaRacial() > 0 {
		pr("  %s\n", fmt.Sprintf(word("mana_racial", lang), f.ManaPool(), f.ManaRacial()))
	}
	pr(word("dev", lang), s.Points, DevelopmentPoints)
	for i, d := range s.File.Development {
		sep := ", "
		if i == 0 {
			sep = ": "
		}
		pr("%s%s +%d (%s)", sep, attribute[d.Attribute].Text().In(lang), d.By, fmt.Sprintf(word("points", lang), s.Costs[i]))
	}
	pr("\n")
	pr("%s: %s\n", word("skills", lang), s.skillList(p, lang))
	if len(f.Hates()) > 0 {
		pr("%s: %s\n", word("hates", lang), strings.Join(f.Hates(), ", "))
	}
	if len(f.Spells) > 0 {
		var names []string
		for _, w := range s.File.Spells {
			if it, ok := p.Get("spells", w.Value); ok {
				sp := it.(*content.Spell)
				names = append(names, fmt.Sprintf("%s (%s)", sp.Name.In(lang), loreList(p, []string{sp.Lore.ID}, lang)))
			}
		}
		pr("%s: %s; %s\n", word("spells", lang), strings.Join(names, ", "), word("apprentice", lang))
	}
	for _, place := range []struct {
		key string
		at  rules.Place
	}{{"hand", rules.InHand}, {"worn", rules.Worn}, {"pack", rules.InPack}} {
		var names []string
		for k, it := range f.Items {
			if it.Place != place.at {
				continue
			}
			n := it.Name.In(lang)
			if k >= len(s.bought) {
				n += " (" + word("free", lang) + ")"
			}
			names = append(names, n)
		}
		if len(names) == 0 {
			names = []string{word("nothing", lang)}
		}
		pr("%s: %s\n", word(place.key, lang), strings.Join(names, ", "))
	}
	if s.Companion != nil {
		pr(word("companion", lang)+"\n", s.Companion.Name.In(lang), s.Companion.Cost)
	}
	pr(word("coins", lang)+"\n", s.Spent, s.Budget, s.Coins())
	l := rules.LoadOf(&f)
	pr(word("load", lang)+"\n", l.Weight, l.Limit, l.Shields, l.Armours, l.Weapons)
	if s.File.Notes.En != "" {
		pr("%s: %s\n", word("notes", lang), s.File.Notes.In(lang))
	}
	if len(s.Warnings) > 0 {
		pr("%s\n", word("warnings", lang))
		for _, wn := range s.Warnings {
			pr("  %s\n", wn.In(lang))
		}
	}
	_, err = io.WriteString(w, b.String())
	return err
}

// skillList names the hero's skills and where each came from.
func (s *Sheet) skillList(p *content.Pack, lang string) string {
	var out []string
	for _, id := range s.Skills {
		name := id
		if it, ok := p.Get("skills", id); ok {
			name = it.Base().Name.In(lang)
		}
		from := "chosen"
		switch {
		case hasRef(s.Race.Skills, id):
			from = "race"
		case hasRef(s.Class.Skills, id):
			from = "class"
		}
		out = append(out, fmt.Sprintf("%s (%s)", name, word(from, lang)))
	}
	return strings.Join(out, ", ")
}
