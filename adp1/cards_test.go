package adp1_test

import (
	"slices"
	"testing"

	"dun/adp"
	"dun/adp1"
	"dun/dice"
	"dun/setup"
)

// "Contador de puntos de reserva": the group's VP less the Leader's.
func TestBudget(t *testing.T) {
	for _, c := range []struct{ vp, leader, want int }{
		{41, 8, 33},
		{37, 0, 37},
		{5, 8, -3},
	} {
		if got := adp1.Budget(c.vp, c.leader); got != c.want {
			t.Errorf("Budget(%d, %d) = %d, want %d", c.vp, c.leader, got, c.want)
		}
	}
}

// "Mazos del Jugador Oscuro Artificial", the chapter's example: two heroes
// worth 41 VP make 12 obstacles + Thief! + Ambush! = 14, 10 powers +
// Reinforcements = 11 (the second edition makes 13) and 5 encounters; a
// third hero adds the second Ambush! and Reinforcements.
func TestBuildDecks(t *testing.T) {
	cards := setup.DarkDeckCards(starterPack(t))
	count := func(deck []string, id string) int {
		n := 0
		for _, c := range deck {
			if c == id {
				n++
			}
		}
		return n
	}
	for _, c := range []struct {
		heroes, vp                    int
		obstacles, powers, encounters int
		ambush, reinforcements        int
	}{
		{2, 41, 14, 11, 5, 1, 1},
		{3, 60, 21, 17, 6, 2, 2},
		{1, 20, 8, 6, 2, 1, 1},
	} {
		for seed := uint64(1); seed <= 5; seed++ {
			d, err := adp1.BuildDecks(cards, c.heroes, c.vp, dice.Seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			if len(d.Obstacles) != c.obstacles || len(d.Powers) != c.powers || len(d.Encounters) != c.encounters {
				t.Fatalf("%d heroes, %d VP: %d/%d/%d cards, want %d/%d/%d", c.heroes, c.vp, len(d.Obstacles), len(d.Powers), len(d.Encounters), c.obstacles, c.powers, c.encounters)
			}
			if count(d.Obstacles, adp.CardAmbush) != c.ambush || count(d.Obstacles, adp.CardThief) != 1 || count(d.Powers, adp.CardReinforcements) != c.reinforcements {
				t.Fatalf("%d heroes: special cards %v %v", c.heroes, d.Obstacles, d.Powers)
			}
			again, _ := adp1.BuildDecks(cards, c.heroes, c.vp, dice.Seeded(seed))
			if !slices.Equal(again.Powers, d.Powers) {
				t.Fatal("the same seed gives another power deck")
			}
		}
	}
	two, _ := adp.BuildDecks(cards, 2, 41, dice.Seeded(1))
	if len(two.Powers) != 13 {
		t.Fatalf("the second edition's power deck has %d cards, want 13", len(two.Powers))
	}
}

// The Reinforcements card is not always last or first in the power deck:
// it is shuffled in.
func TestPowerDeckShuffled(t *testing.T) {
	cards := setup.DarkDeckCards(starterPack(t))
	where := map[int]bool{}
	for seed := uint64(1); seed <= 60; seed++ {
		d, err := adp1.BuildDecks(cards, 1, 10, dice.Seeded(seed))
		if err != nil {
			t.Fatal(err)
		}
		where[slices.Index(d.Powers, adp.CardReinforcements)] = true
	}
	if len(where) < 4 {
		t.Fatalf("Reinforcements only at %v in 60 decks of 6", where)
	}
}

// "Contador de puntos de reserva", the chapter's example, and "Descartes".
func TestReveal(t *testing.T) {
	for _, c := range []struct {
		name    string
		reserve int
		card    adp1.Revealed
		want    adp1.Outcome
	}{
		{"the chapter's Enemies card with 4 points", 4, adp1.Revealed{ID: "enemy_spotted", Cost: 6, Discard: 2, Activatable: true}, adp1.Outcome{Reserve: 6, Reason: "reserve_short"}},
		{"then a card costing 6", 6, adp1.Revealed{ID: "enemy_spotted", Cost: 6, Discard: 2, Activatable: true}, adp1.Outcome{Activate: true, Reserve: 0, Reason: "paid"}},
		{"a locked door in a corridor", 10, adp1.Revealed{ID: "locked_door", Cost: 1, Discard: 1}, adp1.Outcome{Reserve: 11, Reason: "not_activatable"}},
		{"an empty reserve", 0, adp1.Revealed{ID: "pit", Cost: 2, Discard: 1, Activatable: true}, adp1.Outcome{Reserve: 1, Reason: "reserve_short"}},
	} {
		if got := adp1.Reveal(c.reserve, c.card); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// "Activación de cartas de obstáculos": the four triggers; a room search
// is only the second edition's.
func TestObstacleRoll(t *testing.T) {
	for _, c := range []struct {
		t    adp1.Trigger
		want bool
	}{
		{adp1.TriggerTrapSquare, true},
		{adp1.TriggerOpenDoor, true},
		{adp1.TriggerOpenChest, true},
		{adp1.TriggerExplorationArrow, true},
		{adp1.TriggerFurnitureBlunder, true},
		{adp1.TriggerSearchRoom, false},
		{"dance", false},
	} {
		if got := adp1.ObstacleRoll(c.t); got != c.want {
			t.Errorf("%s: %v, want %v", c.t, got, c.want)
		}
	}
}

// "Activación de cartas de encuentro".
func TestEncounter(t *testing.T) {
	for _, c := range []struct {
		sec  adp1.Section
		want adp1.EncounterPlan
	}{
		{adp1.Section{}, adp1.EncounterPlan{}},
		{adp1.Section{BrokenDoor: true}, adp1.EncounterPlan{Reroll: true}},
		{adp1.Section{Large: true}, adp1.EncounterPlan{ExtraCard: true}},
		{adp1.Section{Main: true, Large: true}, adp1.EncounterPlan{MainRoomEnemies: true}},
		{adp1.Section{Main: true, BrokenDoor: true}, adp1.EncounterPlan{MainRoomEnemies: true, Reroll: true}},
	} {
		if got := adp1.Encounter(c.sec); got != c.want {
			t.Errorf("%+v: %+v, want %+v", c.sec, got, c.want)
		}
	}
}

// "Cartas de poder": the Main Room's automatic Power result, and who
// benefits: the Leader, else the highest VP; the chapter's example keeps a
// second Fortune on the undead champion while he has the highest VP.
func TestPower(t *testing.T) {
	if !adp1.PowerAlways(true, 2) || adp1.PowerAlways(true, 1) || adp1.PowerAlways(false, 3) {
		t.Fatal("PowerAlways: want true only in the Main Room with more than one hero")
	}
	champion := adp1.Creature{ID: "undead_champion", VP: 8}
	zombies := []adp1.Creature{{ID: "z1", VP: 1}, champion, {ID: "z2", VP: 1}}
	for _, c := range []struct {
		name   string
		placed []adp1.Creature
		want   string
	}{
		{"the highest VP", zombies, "undead_champion"},
		{"the Leader over all", append(slices.Clone(zombies), adp1.Creature{ID: "necro", VP: 5, Leader: true}), "necro"},
		{"equals: the first placed", []adp1.Creature{{ID: "a", VP: 2}, {ID: "b", VP: 2}}, "a"},
		{"nobody", nil, ""},
	} {
		if got := adp1.PowerBeneficiary(c.placed); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// "Colocación de criaturas...": the chapter's room example places the
// orc with a spear first, the axes next, the archers, and the black orc
// (Elite, higher VP) last; in a corridor the spear goes after the bows.
func TestPlacementOrder(t *testing.T) {
	orcs := []adp1.Creature{
		{ID: "black_orc", VP: 3},
		{ID: "archer1", VP: 1, Ranged: true},
		{ID: "axe1", VP: 1},
		{ID: "spear", VP: 1, LongWeapon: true},
		{ID: "axe2", VP: 1},
		{ID: "archer2", VP: 1, Ranged: true},
		{ID: "axe3", VP: 1},
	}
	room := []string{"spear", "axe1", "axe2", "axe3", "archer1", "archer2", "black_orc"}
	if got := adp1.PlacementOrder(orcs, false); !slices.Equal(got, room) {
		t.Errorf("room: %v, want %v", got, room)
	}
	corridor := []string{"axe1", "axe2", "axe3", "archer1", "archer2", "spear", "black_orc"}
	if got := adp1.PlacementOrder(orcs, true); !slices.Equal(got, corridor) {
		t.Errorf("corridor: %v, want %v", got, corridor)
	}
}

// "Mejora del Líder": with the ADP 1 Vitality per point above 20 and the
// counter left at 20; players taking turns as the Dark Player get 1 per 3
// (R603); one extra action per hero above two, at most two.
func TestLeaderImprovement(t *testing.T) {
	for _, c := range []struct {
		reserve int
		human   bool
		want    adp1.LeaderBoost
	}{
		{26, false, adp1.LeaderBoost{Vitality: 6, Reserve: 20}},
		{20, false, adp1.LeaderBoost{Reserve: 20}},
		{12, false, adp1.LeaderBoost{Reserve: 12}},
		{27, true, adp1.LeaderBoost{Vitality: 2, Reserve: 21}},
		{29, true, adp1.LeaderBoost{Vitality: 3, Reserve: 20}},
		{21, true, adp1.LeaderBoost{Reserve: 21}},
	} {
		if got := adp1.ImproveLeader(c.reserve, c.human); got != c.want {
			t.Errorf("ImproveLeader(%d, %v) = %+v, want %+v", c.reserve, c.human, got, c.want)
		}
	}
	for heroes, want := range []int{0, 0, 0, 1, 2, 2, 2} {
		if got := adp1.LeaderExtraActions(heroes); got != want {
			t.Errorf("%d heroes: %d extra actions, want %d", heroes, got, want)
		}
	}
}
