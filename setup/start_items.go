package setup

import (
	"fmt"

	"dun/content"
	"dun/rules"
)

// Objects a hero's skills give him free at the start of every quest
// (pages 110-114): Expert Poisoner a Poison Flask, Survival a Pack of
// Provisions, Herbalist a potion of his choice (neither a Mana potion nor
// a poison), Alchemist a Components for magic when the hero is a
// spellcaster. They lie in the backpack. Page 110 spends them at the end
// of the quest even unused: the engine keeps nothing between quests, so
// each quest's hero gets his own (R743).

// DefaultHerbalistPotion is the Herbalist's potion when the player names
// none (R743).
const DefaultHerbalistPotion = "healing_potion"

// startItemsBySkill names the free object of each skill that gives one;
// the Herbalist's is chosen.
var startItemsBySkill = []struct{ skill, item string }{
	{"expert_poisoner", "poison_flask"},
	{"survival", "pack_of_provisions"},
	{"herbalist", ""},
	{"alchemist", "components_for_magic"},
}

// HeroStart is predesigned hero id as a quest starts: its card (heroCard)
// and the free objects of its skills; potion is the Herbalist's choice
// ("" for DefaultHerbalistPotion).
func HeroStart(p *content.Pack, id, potion string) (rules.Figure, error) {
	f, err := heroCard(p, id)
	if err != nil {
		return f, err
	}
	if err := startItems(p, &f, potion); err != nil {
		return rules.Figure{}, fmt.Errorf("setup: hero %q: %w", id, err)
	}
	return f, nil
}

// StartItems puts in hero f's backpack the free objects its skills give,
// for a hero not of the pack (a created one, package hero); potion is the
// Herbalist's choice ("" for DefaultHerbalistPotion).
func StartItems(p *content.Pack, f *rules.Figure, potion string) error {
	return startItems(p, f, potion)
}

// startItems puts in figure f's backpack the free objects its skills give.
func startItems(p *content.Pack, f *rules.Figure, potion string) error {
	for _, s := range startItemsBySkill {
		if !f.HasSkill(s.skill) || !rules.SkillImplemented(s.skill) {
			continue
		}
		id := s.item
		switch s.skill {
		case "herbalist":
			if id = potion; id == "" {
				id = DefaultHerbalistPotion
			}
			if err := herbalistPotion(p, id); err != nil {
				return err
			}
		case "alchemist":
			// A spellcaster knows spells or has Mana (page 38).
			if len(f.Spells) == 0 && f.Attrs().Mana == 0 {
				continue
			}
		}
		it, err := Item(p, id)
		if err != nil {
			return err
		}
		it.Place = rules.InPack
		f.Items = append(f.Items, it)
	}
	return nil
}

// herbalistPotion checks that the Herbalist may choose potion id: a
// potion of the pack, not a Mana potion nor a poison (page 112).
func herbalistPotion(p *content.Pack, id string) error {
	it, ok := p.Get("potions", id)
	if !ok {
		return fmt.Errorf("the herbalist's %q is not a potion", id)
	}
	// The Poison Flask is equipment, not a potion, so it fails above.
	if e := it.(*content.Potion).Effect; e == nil || e.ID == "potion_mana" {
		return fmt.Errorf("the herbalist may not choose %q: neither Mana potions nor poisons", id)
	}
	return nil
}
