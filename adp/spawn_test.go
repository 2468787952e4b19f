package adp_test

import (
	"slices"
	"testing"

	"dun/adp"
)

func TestScenarioDieFaces(t *testing.T) {
	// R320: two faces of each symbol.
	count := map[adp.Face]int{}
	for d := 1; d <= 6; d++ {
		count[adp.FaceOf(d)]++
	}
	for _, f := range []adp.Face{adp.FaceObstacle, adp.FaceEncounter, adp.FacePower} {
		if count[f] != 2 {
			t.Errorf("%s: %d faces, want 2", f, count[f])
		}
	}
}

func TestSpawnModifier(t *testing.T) {
	for _, c := range []struct {
		column  string
		large   bool
		groupVP int
		want    int
	}{
		{adp.ColumnEnemySpotted, false, 29, 0},
		{adp.ColumnEnemySpotted, false, 30, 1},
		{adp.ColumnEnemySpotted, true, 41, 2},
		{adp.ColumnWandering, true, 0, 1},
		{adp.ColumnSpecial, true, 0, 1},
		// page 56: the large section's +1 is for the three cards only
		{adp.ColumnAmbush, true, 0, 0},
		{adp.ColumnReinforce, true, 61, 2},
		// +4 at most
		{adp.ColumnEnemySpotted, true, 150, 4},
	} {
		if got := adp.SpawnModifier(c.column, c.large, c.groupVP); got != c.want {
			t.Errorf("SpawnModifier(%s, large %v, %d VP) = %d, want %d", c.column, c.large, c.groupVP, got, c.want)
		}
	}
}

func kinds(r adp.SpawnRow) []string {
	var out []string
	for _, c := range r.Creatures() {
		k := c.Kind
		for _, w := range c.With {
			k += "+" + w
		}
		out = append(out, k)
	}
	return out
}

// Page 56: with 4 Reserve Points an Enemy Spotted! roll of 3 (1 mummy and
// 4 zombies, 6 VP) falls back to the row before (2 skeletons with spear
// and 2 with short bow, 4 VP); with 3 the card is discarded.
func TestChooseRowBookExample(t *testing.T) {
	col, ok := faction(t, "creatures_of_the_night").Column(adp.ColumnEnemySpotted)
	if !ok {
		t.Fatal("no enemy spotted column")
	}
	for _, c := range []struct {
		reserve int
		row     int
		want    []string
		vp      int
	}{
		{10, 1, []string{"mummy", "zombie", "zombie", "zombie", "zombie"}, 6},
		{6, 1, []string{"mummy", "zombie", "zombie", "zombie", "zombie"}, 6},
		{4, 0, []string{"skeleton+spear+improvised_shield", "skeleton+spear+improvised_shield", "skeleton+short_bow", "skeleton+short_bow"}, 4},
		{3, -1, nil, 0},
	} {
		ch := adp.ChooseRow(col, adp.ColumnEnemySpotted, 3, 0, c.reserve)
		if ch.Row != c.row {
			t.Errorf("reserve %d: row %d, want %d (%s)", c.reserve, ch.Row, c.row, ch.Why.En)
			continue
		}
		if c.row < 0 {
			continue
		}
		if got := kinds(ch.Spawn); !slices.Equal(got, c.want) || ch.Spawn.VP != c.vp {
			t.Errorf("reserve %d: %v (%d VP), want %v (%d VP)", c.reserve, got, ch.Spawn.VP, c.want, c.vp)
		}
		if ch.Why.En == "" || ch.Why.Es == "" {
			t.Errorf("reserve %d: reason missing: %+v", c.reserve, ch.Why)
		}
	}
	// a total past the table reads its last row
	if ch := adp.ChooseRow(col, adp.ColumnEnemySpotted, 6, 4, 99); ch.Row != len(col.Rows)-1 {
		t.Errorf("1D6 6+4: row %d, want the last", ch.Row)
	}
}

// Page 56: the Great Orc Clans' Enemy Spotted! roll of 3 places an orc
// champion, a dire wolf and an orc archer.
func TestOrcEnemySpottedBookExample(t *testing.T) {
	col, _ := faction(t, "great_orc_clans").Column(adp.ColumnEnemySpotted)
	ch := adp.ChooseRow(col, adp.ColumnEnemySpotted, 3, 0, 20)
	want := []string{"orc_champion", "dire_wolf", "orc_archer"}
	if got := kinds(ch.Spawn); !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// Page 65: an Undead Champion Leader with 4 heroes rolls 6, 2, 1, 1 and
// gets Shriek from the Underworld (+2), Magic Resistance (+1) and Lethal
// Blow (+1): 4 more points. 16 points left are cut to 10 and, being
// Invulnerable, he gains 2 Vitality and 2 extra Actions.
func TestLeaderBookExample(t *testing.T) {
	uc := spawnCreature(t, "undead_champion", nil)
	got, paid := adp.ExtraSkills(uc.Extra, uc.Skills, []int{6, 2, 1, 1}, 99, nil)
	want := []adp.SkillCost{{Skill: "shriek_underworld", VP: 2}, {Skill: "magic_resistance", VP: 1}, {Skill: "lethal_blow", VP: 1}}
	if !slices.Equal(got, want) || paid != 4 {
		t.Errorf("extra skills %v (%d), want %v (4)", got, paid, want)
	}
	v, a, left := adp.LeaderImprovement(16, 4, true)
	if v != 2 || a != 2 || left != 10 {
		t.Errorf("improvement: %d Vitality, %d Actions, %d left; want 2, 2, 10", v, a, left)
	}
	if v, a, _ := adp.LeaderImprovement(16, 2, false); v != 3 || a != 0 {
		t.Errorf("two heroes, not tough: %d Vitality, %d Actions; want 3, 0", v, a)
	}
	if v, a, left := adp.LeaderImprovement(7, 6, false); v != 0 || a != 2 || left != 7 {
		t.Errorf("reserve 7, six heroes: %d, %d, %d; want 0, 2, 7", v, a, left)
	}
	if got := adp.LeaderImprovementNoCounter(45, false); got != 4 {
		t.Errorf("no counter, 45 VP: %d, want 4", got)
	}
	if got := adp.LeaderImprovementNoCounter(45, true); got != 2 {
		t.Errorf("no counter, 45 VP, invulnerable: %d, want 2", got)
	}
}

func TestExtraSkillsRules(t *testing.T) {
	offer := []adp.SkillCost{{Skill: "a", VP: 1}, {Skill: "b", VP: 1}, {Skill: "c", VP: 2}, {Skill: "d", VP: 7}}
	for _, c := range []struct {
		name    string
		has     []string
		rolls   []int
		reserve int
		skip    string
		want    []string
		paid    int
	}{
		{"left to right among equals", nil, []int{1, 1, 1}, 99, "", []string{"a", "b"}, 2},
		{"a 6 buys a skill worth 6 or more", nil, []int{6}, 99, "", []string{"d"}, 7},
		{"skills held are passed over", []string{"a"}, []int{1}, 99, "", []string{"b"}, 1},
		{"the dearest first while the reserve lasts", nil, []int{1, 2}, 2, "", []string{"c"}, 2},
		{"skills that do not apply are ignored", nil, []int{2, 1}, 99, "c", []string{"a"}, 1},
		{"no skill of the cost, nothing", nil, []int{4, 5}, 99, "", nil, 0},
	} {
		var applies func(string) bool
		if c.skip != "" {
			applies = func(s string) bool { return s != c.skip }
		}
		got, paid := adp.ExtraSkills(offer, c.has, c.rolls, c.reserve, applies)
		var ids []string
		for _, g := range got {
			ids = append(ids, g.Skill)
		}
		if !slices.Equal(ids, c.want) || paid != c.paid {
			t.Errorf("%s: %v (%d), want %v (%d)", c.name, ids, paid, c.want, c.paid)
		}
	}
}
