package adp_test

import (
	"testing"

	"dun/adp"
	"dun/content"
	"dun/rules"
)

// These converters read the starter pack into the planner's plain data.
// setup is the package that should own them (it may import content; adp
// may not); until it does, the tests carry them.

var sizes = map[string]int{"small": 1, "average": 2, "large": 3, "huge": 4}

// spawnCreature is the plain view of creature kind with the optional
// equipment with.
func spawnCreature(t tb, kind string, with []string) adp.SpawnCreature {
	t.Helper()
	p := starterPack(t)
	it, ok := p.Get("creatures", kind)
	if !ok {
		t.Fatalf("no creature %q", kind)
	}
	c := it.(*content.Creature)
	sc := adp.SpawnCreature{Kind: c.ID, Name: rules.Text{En: c.Name.En, Es: c.Name.Es}, With: with, VP: c.VP, Level: c.Level, Size: sizes[c.Size]}
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
	return sc
}

// faction is the plain view of a starter faction.
func faction(t tb, id string) adp.Faction {
	t.Helper()
	it, ok := starterPack(t).Get("factions", id)
	if !ok {
		t.Fatalf("no faction %q", id)
	}
	f := it.(*content.Faction)
	out := adp.Faction{ID: f.ID}
	for _, c := range f.Creatures {
		out.Creatures = append(out.Creatures, spawnCreature(t, c.ID, nil))
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
				row.Entries = append(row.Entries, adp.SpawnEntry{SpawnCreature: spawnCreature(t, s.Creature.ID, with), Count: s.Count})
			}
			sc.Rows = append(sc.Rows, row)
		}
		out.Columns = append(out.Columns, sc)
	}
	return out
}

// cardInfos is the plain view of the starter pack's Dark Player cards.
func cardInfos(t tb) map[string]adp.CardInfo {
	t.Helper()
	out := map[string]adp.CardInfo{}
	for _, c := range content.All[*content.DarkCard](starterPack(t), "dark_cards") {
		ci := adp.CardInfo{ID: c.ID, Name: rules.Text{En: c.Name.En, Es: c.Name.Es}, Type: c.Type, Cost: c.Cost, Discard: c.Discard, AnyCreature: c.AnyCreature, Places: c.Place}
		if c.Effect != nil && c.Effect.ID == "spawn_encounter" {
			if col, ok := c.Effect.Params["column"].(string); ok {
				ci.Column = col
			}
		}
		out[c.ID] = ci
	}
	return out
}

func TestContentConverters(t *testing.T) {
	f := faction(t, "creatures_of_the_night")
	col, ok := f.Column(adp.ColumnEnemySpotted)
	if !ok || len(col.Rows) != 5 {
		t.Fatalf("enemy spotted column: %+v %v", col, ok)
	}
	// Every row of every starter table costs what its creatures cost: the
	// spawn table's VP is what the ADP pays.
	for _, id := range []string{"creatures_of_the_night", "great_orc_clans", "goblin_clans", "devastators_of_the_north"} {
		for _, c := range faction(t, id).Columns {
			for _, r := range c.Rows {
				sum := 0
				for _, cr := range r.Creatures() {
					sum += cr.VP
				}
				if sum != r.VP {
					t.Errorf("%s %v row %d-%d: creatures cost %d, row says %d", id, c.Encounters, r.From, r.To, sum, r.VP)
				}
			}
		}
	}
	if c := cardInfos(t)["ambush"]; c.Column != adp.ColumnAmbush || c.Type != "encounter" {
		t.Errorf("ambush card: %+v", c)
	}
}
