package adp_test

import (
	"testing"

	"dun/adp"
	"dun/setup"
)

// The converters of the starter pack into the planner's plain data live
// in setup; the tests read them through these.

func spawnCreature(t tb, kind string, with []string) adp.SpawnCreature {
	t.Helper()
	c, err := setup.SpawnCreature(starterPack(t), kind, with)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func faction(t tb, id string) adp.Faction {
	t.Helper()
	f, err := setup.Faction(starterPack(t), id)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func cardInfos(t tb) map[string]adp.CardInfo {
	t.Helper()
	return setup.CardInfos(starterPack(t))
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
