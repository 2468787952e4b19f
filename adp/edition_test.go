package adp_test

import (
	"slices"
	"testing"

	"dun/adp"
	"dun/adp1"
	"dun/board"
	"dun/dice"
)

// The earlier edition's part of the planner (R915, seed 002 "Activación
// de cartas de encuentro" and "Colocación de criaturas"): the die rolled
// for a section revealed in the heroes' first turn, no second roll after
// two quiet sections, no spawn modifier, and long weapons placed first
// among equals in a room. The planner the second edition uses is left as
// it was.
func TestEarlierEditionPlanner(t *testing.T) {
	second := planner(t, "great_orc_clans")
	first := adp1.Planner(second)
	if second.Edition.Encounter != nil || first.Edition.Encounter == nil {
		t.Fatal("adp1.Planner changed the planner it copied")
	}
	ev := adp.RevealEvent{Hero: "borgron", Section: 2, From: board.Pos{X: 0, Y: 3}}
	cs := adp.CardState{Reserve: 20, Heroes: 2, GroupVP: 60, Decks: adp.Decks{Encounters: []string{"wandering_creature"}}}
	s := explored(t, false, hero(t, "borgron", 0, 3, board.East))

	s.Turn = 1
	if plan, err := first.Reveal(&s, cs, ev, dice.Scripted(6)); err != nil || len(plan.Rolls) != 1 {
		t.Errorf("first turn, earlier edition: %v, %d rolls", err, len(plan.Rolls))
	}
	if plan, _ := second.Reveal(&s, cs, ev, dice.Scripted()); len(plan.Rolls) != 0 {
		t.Errorf("first turn, second edition: %d rolls", len(plan.Rolls))
	}

	s.Turn = 3
	quiet := cs
	quiet.Quiet = 2
	if plan, _ := first.Reveal(&s, quiet, ev, dice.Scripted(6)); len(plan.Rolls) != 1 || len(placementsOf(plan)) != 0 {
		t.Errorf("two quiet sections, earlier edition: %v", plan.Steps)
	}

	// A broken door: a miss, the second roll an Encounter, the spawn die 1:
	// 1 + 2 (60 VP) in the second edition, 1 in the earlier.
	broke := ev
	broke.BrokeDoor = true
	total := func(p *adp.Planner) int {
		plan, err := p.Reveal(&s, cs, broke, dice.Scripted(1, 3, 1))
		if err != nil {
			t.Fatal(err)
		}
		checkReasons(t, plan)
		for _, st := range plan.Steps {
			if st.Spawn != nil {
				return st.Spawn.Total
			}
		}
		t.Fatalf("no spawn: %v", plan.Steps)
		return 0
	}
	if a, b := total(first), total(second); a != 1 || b != 3 {
		t.Errorf("spawn totals: earlier %d, second %d", a, b)
	}

	// Equal VP in a room: the earlier edition places the long weapon first.
	cs2 := []adp.SpawnCreature{{Kind: "warrior", VP: 1, Reach: adp.ReachMelee}, {Kind: "spear", VP: 1, Reach: adp.ReachLong}, {Kind: "archer", VP: 1, Reach: adp.ReachRanged}}
	kinds := func(cs []adp.SpawnCreature) []string {
		var out []string
		for _, c := range cs {
			out = append(out, c.Kind)
		}
		return out
	}
	if got := kinds(first.Edition.Order(cs2, true)); !slices.Equal(got, []string{"spear", "warrior", "archer"}) {
		t.Errorf("earlier edition, room: %v", got)
	}
	if got := kinds(adp.PlaceOrder(cs2, true)); !slices.Equal(got, []string{"warrior", "spear", "archer"}) {
		t.Errorf("second edition, room: %v", got)
	}
	if got := kinds(first.Edition.Order(cs2, false)); !slices.Equal(got, []string{"warrior", "archer", "spear"}) {
		t.Errorf("earlier edition, corridor: %v", got)
	}
}
