package hero

import (
	"fmt"
	"slices"

	"dun/rules"
	"dun/setup"
)

// build makes the hero's figure as setup makes a predesigned hero's
// (setup.Hero): equipment placed by setup.Equip and then counted into the
// attributes (rules.Dress, R1263), two Mana per spell (R100) and the
// race's developed Mana beyond the caps (R1267), the sorcery level of a
// hero of 10 VP, the free objects of his skills.
func (c *checker) build(items []bought) error {
	s, f := c.s, c.f
	fig := rules.Figure{
		ID:     f.ID.Value,
		Side:   rules.Heroes,
		Size:   sizes[s.Race.Size],
		Skills: slices.Clone(s.Skills),
	}.WithInfo(rules.FigureInfo{
		Name:       f.Name.En,
		Race:       s.Race.ID,
		Alignment:  s.Alignment,
		ManaRacial: f.manaRaise(),
		VP:         setup.HeroStartVP,
		Coins:      s.Coins(),
		Hero:       true,
		Attrs:      s.Bare,
	})
	for _, h := range f.Hates {
		fig.SetHates(append(fig.Hates(), h.Value))
	}
	if slices.Contains(s.Skills, rules.SkillBattleWizard) && !hasRef(s.Class.Skills, rules.SkillBattleWizard) {
		// Page 111: -1 to cast and dispel for a class that did not start
		// with it (R1193).
		fig.Marks = append(fig.Marks, rules.MarkBattleWizardLearned)
	}
	var list []rules.Item
	for _, b := range items {
		it, err := setup.Item(c.p, b.id)
		if err != nil {
			return err
		}
		list = append(list, it)
	}
	fig.Items = setup.Equip(list)
	rules.Dress(&fig)
	for _, w := range f.Spells {
		sp, err := setup.Spell(c.p, w.Value)
		if err != nil {
			return err
		}
		fig.Spells = append(fig.Spells, sp)
	}
	if own := len(f.Spells) - c.championSpells(); own > 0 {
		// A champion's spell needs no Mana and gives none (page 112).
		fig.EditAttrs().Mana = 2 * own
		fig.SetSorcery(rules.SorceryFor(fig.VP()))
	}
	if fig.HasSkill("lycanthropy") {
		sh, err := setup.ShapeOf(c.p, setup.Werewolf)
		if err != nil {
			return err
		}
		fig.SetShape(sh)
	}
	if err := setup.StartItems(c.p, &fig, f.Potion.Value); err != nil {
		return err
	}
	s.fig = fig
	if l := rules.LoadOf(&fig); l.Broken > 0 {
		c.warn.add(f.At, fmt.Sprintf("the hero carries weight %d of %d, %d shields, %d armours, %d weapons: over the limits of page 79, he starts Stunned", l.Weight, l.Limit, l.Shields, l.Armours, l.Weapons),
			fmt.Sprintf("el héroe lleva peso %d de %d, %d escudos, %d armaduras, %d armas: por encima de los límites de la página 79, empieza Aturdido", l.Weight, l.Limit, l.Shields, l.Armours, l.Weapons))
	}
	return nil
}

// championSpells counts the hero's spells of a Champion's list.
func (c *checker) championSpells() int {
	n := 0
	for _, w := range c.f.Spells {
		if c.championOf(w.Value) != "" {
			n++
		}
	}
	return n
}

var sizes = map[string]int{"small": rules.SizeSmall, "average": rules.SizeAverage, "large": rules.SizeLarge, "huge": rules.SizeHuge}
