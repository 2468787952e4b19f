package setup

import (
	"fmt"

	"dun/content"
	"dun/rules"
)

// Secondary is the secondary skill id of the pack at bonus (page 100: +1
// per experience point invested in it, +5 at most), as a hero carries it.
func Secondary(p *content.Pack, id string, bonus int) (rules.SecondarySkill, error) {
	if p == nil {
		return rules.SecondarySkill{}, fmt.Errorf("setup: no content pack to find secondary skill %q in", id)
	}
	it, ok := p.Get("secondary_skills", id)
	if !ok {
		return rules.SecondarySkill{}, fmt.Errorf("setup: no secondary skill %q in the content packs", id)
	}
	if bonus < 1 || bonus > rules.MaxSecondaryBonus {
		return rules.SecondarySkill{}, fmt.Errorf("setup: secondary skill %q: a bonus of +1 to +%d, not %+d (page 100)", id, rules.MaxSecondaryBonus, bonus)
	}
	e := it.(*content.Secondary)
	return rules.SecondarySkill{ID: e.ID, Name: rules.Text{En: e.Name.En, Es: e.Name.Es}, Bonus: bonus}, nil
}
