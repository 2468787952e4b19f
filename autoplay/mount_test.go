package autoplay

import (
	"testing"

	"dun/board"
	"dun/content"
	"dun/content/load"
	"dun/content/starter"
	"dun/dice"
	"dun/rules"
	"dun/setup"
)

// The hero policy and random players play whole games with riders on
// both sides, a riderless horse to mount and a raging wolf, with no
// refused option and every invariant kept (pages 101-102).
func TestPoliciesPlayRiders(t *testing.T) {
	pack, errs := load.Packs(content.Effects, starter.Source())
	if len(errs) > 0 {
		t.Fatal(errs[0])
	}
	fig := func(f rules.Figure, err error) rules.Figure {
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	creature := func(kind, id string, x, y int) rules.Figure {
		f, ok := setup.Creatures(pack)(kind)
		if !ok {
			t.Fatalf("no creature %q", kind)
		}
		f.ID, f.At, f.Facing = id, board.Pos{X: x, Y: y}, board.West
		return f
	}
	shara := fig(setup.Hero(pack, "shara"))
	shara.At, shara.Facing = board.Pos{X: 1, Y: 1}, board.East
	horse := fig(setup.Follower(pack, "horse", "shara"))
	horse.At, horse.Facing = shara.At, board.East
	shara.SetRiding(horse.ID)
	horse.SetRider(shara.ID)
	taeral := fig(setup.Hero(pack, "taeral"))
	taeral.At, taeral.Facing = board.Pos{X: 1, Y: 4}, board.East
	elk := fig(setup.Follower(pack, "elk", "taeral"))
	elk.At = board.Pos{X: 2, Y: 4}
	goblin := creature("goblin_warrior", "goblin", 10, 1)
	wolf := creature("dire_wolf", "wolf", 10, 1)
	goblin.SetRiding("wolf")
	wolf.SetRider("goblin")
	orc := creature("orc_warrior", "orc", 10, 4)
	rows := []string{"............", "............", "............", "............", "............", "............"}
	g := board.New(len(rows[0]), len(rows))
	for y := range rows {
		for x := range rows[y] {
			g.Set(board.Pos{X: x, Y: y}, board.Square{Section: 1})
		}
	}
	x := rules.Exploration{Revealed: []bool{true}, Sections: []rules.SectionInfo{{Outdoor: true}}}
	s, err := rules.NewExploringState(g, []rules.Figure{shara, horse, taeral, elk, goblin, wolf, orc}, x)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(0); seed < 20; seed++ {
		if _, _, err := Play(s, Heroes{}, Random{Seed: seed}, dice.Seeded(seed), Limits{Turns: 12, Steps: 3000}, invariants); err != nil {
			t.Fatalf("heroes policy, seed %d: %v", seed, err)
		}
		if _, _, err := Play(s, Random{Seed: seed}, Random{Seed: ^seed}, dice.Seeded(seed), Limits{Turns: 12, Steps: 3000}, invariants); err != nil {
			t.Fatalf("random, seed %d: %v", seed, err)
		}
	}
}
