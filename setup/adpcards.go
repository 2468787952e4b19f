package setup

import (
	"fmt"

	"dun/adp"
	"dun/content"
	"dun/rules"
)

// The Artificial Dark Player's card planner (adp/cards.go) reads creatures,
// factions and Dark Player cards as plain data; these build it from the
// content packs.

var sizeClasses = map[string]int{"small": 1, "average": 2, "large": 3, "huge": 4}

// SpawnCreature is creature kind of pack p as the planner sees it, carrying
// the optional equipment with (its VP added): its cost, level, size, what it
// attacks with (ranged: a ranged weapon, lores or mana; long: a long reach
// weapon), skills and the extra skills it may buy.
func SpawnCreature(p *content.Pack, kind string, with []string) (adp.SpawnCreature, error) {
	it, ok := p.Get("creatures", kind)
	if !ok {
		return adp.SpawnCreature{}, fmt.Errorf("setup: no creature %q", kind)
	}
	c := it.(*content.Creature)
	sc := adp.SpawnCreature{Kind: c.ID, Name: rules.Text{En: c.Name.En, Es: c.Name.Es}, With: with, VP: c.VP, Level: c.Level, Size: sizeClasses[c.Size]}
	gear := map[string]bool{}
	for _, r := range c.Equipment {
		gear[r.ID] = true
	}
	for _, w := range with {
		gear[w] = true
		for _, o := range c.Options {
			if o.Item.ID == w {
				sc.VP += o.VP
			}
		}
	}
	ranged, long := len(c.Lores) > 0 || c.Attributes.Mana > 0, false
	for id := range gear {
		if it, ok := p.Get("equipment", id); ok {
			e := it.(*content.Equipment)
			ranged = ranged || e.Type == "ranged"
			long = long || e.LongReach
		}
	}
	switch {
	case ranged:
		sc.Reach = adp.ReachRanged
	case long:
		sc.Reach = adp.ReachLong
	}
	for _, s := range c.Skills {
		sc.Skills = append(sc.Skills, s.ID)
	}
	for _, x := range c.ExtraSkills {
		sc.Extra = append(sc.Extra, adp.SkillCost{Skill: x.Skill.ID, VP: x.VP})
	}
	return sc, nil
}

// Faction is faction id of pack p with its spawn table (page 56).
func Faction(p *content.Pack, id string) (adp.Faction, error) {
	it, ok := p.Get("factions", id)
	if !ok {
		return adp.Faction{}, fmt.Errorf("setup: no faction %q", id)
	}
	f := it.(*content.Faction)
	out := adp.Faction{ID: f.ID}
	for _, c := range f.Creatures {
		sc, err := SpawnCreature(p, c.ID, nil)
		if err != nil {
			return adp.Faction{}, err
		}
		out.Creatures = append(out.Creatures, sc)
	}
	for _, col := range f.Spawn {
		sc := adp.SpawnColumn{Encounters: col.Encounters}
		for _, r := range col.Rows {
			row := adp.SpawnRow{From: r.From, To: r.To, VP: r.VP}
			for _, s := range r.Spawn {
				var with []string
				for _, w := range s.With {
					with = append(with, w.ID)
				}
				c, err := SpawnCreature(p, s.Creature.ID, with)
				if err != nil {
					return adp.Faction{}, err
				}
				row.Entries = append(row.Entries, adp.SpawnEntry{SpawnCreature: c, Count: s.Count})
			}
			sc.Rows = append(sc.Rows, row)
		}
		out.Columns = append(out.Columns, sc)
	}
	return out, nil
}

// CardInfos is the Dark Player cards of pack p as the planner sees them:
// type, cost, discard value, where they go and, for encounters, the spawn
// table's column.
func CardInfos(p *content.Pack) map[string]adp.CardInfo {
	out := map[string]adp.CardInfo{}
	for _, c := range content.All[*content.DarkCard](p, "dark_cards") {
		ci := adp.CardInfo{ID: c.ID, Name: rules.Text{En: c.Name.En, Es: c.Name.Es}, Type: c.Type, Cost: c.Cost, Discard: c.Discard, AnyCreature: c.AnyCreature, Places: c.Place}
		if c.Effect != nil {
			ci.Effect = c.Effect.ID
		}
		// Portcullis and Collapsed Passage wait for a reveal (R896, R897),
		// and so do Darkness and Complete Darkness, which darken the
		// section being revealed (R1162).
		ci.OnReveal = c.Effect != nil && (c.Effect.ID == "card_blocked_access" || c.Effect.ID == "card_darkness")
		if c.Effect != nil && c.Effect.ID == "spawn_encounter" {
			if col, ok := c.Effect.Params["column"].(string); ok {
				ci.Column = col
			}
		}
		out[c.ID] = ci
	}
	return out
}
