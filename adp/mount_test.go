package adp_test

import (
	"testing"

	"dun/board"
	"dun/dice"
	"dun/rules"
	"dun/setup"
)

// The ADP plays a goblin riding a dire wolf, and creatures against a hero
// on his horse, choosing among the options the rules offer: whole turns
// with no refusal, the saddles kept (pages 101-102).
func TestADPPlaysRiders(t *testing.T) {
	g := grid(t, "............", "............", "............", "............", "............")
	goblin := creature(t, "goblin_warrior", "goblin", 10, 1, board.West)
	wolf := creature(t, "dire_wolf", "wolf", 10, 1, board.West)
	goblin.SetRiding("wolf")
	wolf.SetRider("goblin")
	orc := creature(t, "orc_warrior", "orc", 10, 3, board.West)
	shara := hero(t, "shara", 1, 2, board.East)
	horse, err := setup.Follower(starterPack(t), "horse", "shara")
	if err != nil {
		t.Fatal(err)
	}
	horse.At, horse.Facing = shara.At, board.East
	shara.SetRiding(horse.ID)
	horse.SetRider("shara")
	s := darkState(t, g, shara, horse, goblin, wolf, orc)
	s, err = rules.WithMission(s, rules.Mission{RidingIndoors: true})
	if err != nil {
		t.Fatal(err)
	}
	p := player(t)
	for seed := uint64(0); seed < 20; seed++ {
		src := dice.Seeded(seed)
		n, _ := darkTurn(t, p, s.Clone(), src)
		if err := n.Check(); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		w, _ := n.Figure("wolf")
		if gob, _ := n.Figure("goblin"); gob.Riding() == "wolf" && w.At == (board.Pos{X: 10, Y: 1}) && gob.Present() {
			t.Fatalf("seed %d: the goblin rider never moved", seed)
		}
	}
}
