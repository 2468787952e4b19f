package adp_test

import (
	"slices"
	"testing"

	"dun/adp"
	"dun/board"
	"dun/dice"
	"dun/rules"
)

// R890: above 75 VP a missed Obstacles die is rolled again once; without
// the tier it is not, and a second miss is final.
func TestChallengeObstacleReroll(t *testing.T) {
	s := explored(t, false, hero(t, "taeral", 0, 1, board.South))
	p := planner(t, "great_orc_clans")
	step := adp.ObstacleEvent{Hero: "taeral", Trigger: adp.TriggerStep, At: board.Pos{X: 0, Y: 1}}
	for _, c := range []struct {
		name  string
		tiers []string
		dice  []int
		want  []adp.StepKind
	}{
		{"no tier", nil, []int{3}, []adp.StepKind{adp.StepRoll, adp.StepNothing}},
		{"a miss, then obstacles", []string{rules.ChallengeObstacleDie}, []int{3, 1}, []adp.StepKind{adp.StepRoll, adp.StepNothing, adp.StepRoll, adp.StepDraw, adp.StepHold}},
		{"two misses", []string{rules.ChallengeObstacleDie}, []int{5, 4}, []adp.StepKind{adp.StepRoll, adp.StepNothing, adp.StepRoll, adp.StepNothing}},
		{"a hit at once", []string{rules.ChallengeObstacleDie}, []int{2}, []adp.StepKind{adp.StepRoll, adp.StepDraw, adp.StepHold}},
	} {
		cs := adp.CardState{Reserve: 5, Heroes: 1, Challenges: c.tiers, Decks: adp.Decks{Obstacles: []string{"locked_door"}}}
		plan, err := p.Obstacle(&s, cs, step, dice.Scripted(c.dice...))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		checkReasons(t, plan)
		if got := kindsOf(plan.Steps); !slices.Equal(got, c.want) {
			t.Errorf("%s: steps %v, want %v", c.name, got, c.want)
		}
	}
}

// R890: above 125 VP a combat turn's missed Power die is rolled again.
func TestChallengePowerReroll(t *testing.T) {
	s := explored(t, false, hero(t, "taeral", 0, 1, board.South))
	p := planner(t, "great_orc_clans")
	for _, c := range []struct {
		tiers []string
		dice  []int
		rolls int
	}{
		{nil, []int{1}, 1},
		{[]string{rules.ChallengePowerDie}, []int{1, 2}, 2},
		{[]string{rules.ChallengePowerDie}, []int{6}, 1},
	} {
		cs := adp.CardState{Reserve: 0, Heroes: 1, Challenges: c.tiers, Decks: adp.Decks{Powers: []string{"iron_skin"}}}
		plan, err := p.CombatTurn(&s, cs, dice.Scripted(c.dice...))
		if err != nil {
			t.Fatalf("%v: %v", c.tiers, err)
		}
		n := 0
		for _, st := range plan.Steps {
			if st.Kind == adp.StepRoll {
				n++
			}
		}
		if n != c.rolls {
			t.Errorf("%v dice %v: %d rolls, want %d: %v", c.tiers, c.dice, n, c.rolls, plan.Steps)
		}
	}
}

// R896, R897: a Portcullis drawn as a hero steps out of the Safety Zones
// in a corridor stays face up; it drops when a hero reveals a section
// from a corridor arrow.
func TestPortcullisWaitsForAReveal(t *testing.T) {
	s := explored(t, false, hero(t, "taeral", 0, 1, board.South))
	p := planner(t, "great_orc_clans")
	if !p.Cards["portcullis"].OnReveal || !p.Cards["collapsed_passage"].OnReveal || p.Cards["pit"].OnReveal ||
		!p.Cards["darkness"].OnReveal || !p.Cards["complete_darkness"].OnReveal { // R1162
		t.Fatal("the cards that wait for a reveal")
	}
	cs := adp.CardState{Reserve: 5, Heroes: 1, Decks: adp.Decks{Obstacles: []string{"portcullis"}}}
	step := adp.ObstacleEvent{Hero: "taeral", Trigger: adp.TriggerStep, At: board.Pos{X: 0, Y: 1}}
	plan, err := p.Obstacle(&s, cs, step, dice.Scripted(1))
	if err != nil {
		t.Fatal(err)
	}
	checkReasons(t, plan)
	if got := kindsOf(plan.Steps); !slices.Equal(got, []adp.StepKind{adp.StepRoll, adp.StepDraw, adp.StepHold}) {
		t.Fatalf("steps %v", plan.Steps)
	}
	reveal := adp.ObstacleEvent{Hero: "taeral", Trigger: adp.TriggerReveal, At: board.Pos{X: 0, Y: 1}}
	plan, err = p.Obstacle(&s, plan.Cards, reveal, dice.Scripted())
	if err != nil {
		t.Fatal(err)
	}
	if got := kindsOf(plan.Steps); !slices.Equal(got, []adp.StepKind{adp.StepActivate}) || plan.Cards.Reserve != 3 {
		t.Fatalf("steps %v reserve %d", plan.Steps, plan.Cards.Reserve)
	}
}
