package adp_test

import (
	"testing"

	"dun/adp"
	"dun/board"
	"dun/dice"
	"dun/rules"
)

// R892: above 150 VP (elite) and 200 VP (grunts) "Increase the
// challenge!" doubles what improved creatures cost (page 63's footnote).
// The planner reads the spawn table at those prices, so it never counts
// on points the rules would then ask twice for: for every reserve it
// takes the row the rules can pay, and keeps what they leave.
func TestChallengeSpawnCost(t *testing.T) {
	s := explored(t, false, hero(t, "borgron", 0, 3, board.East))
	p := planner(t, "creatures_of_the_night")
	col, _ := p.Faction.Column(adp.ColumnEnemySpotted)
	tiers := rules.ADPChallenges(210)
	price := func(r adp.SpawnRow, list []string) int {
		n := 0
		for _, c := range r.Creatures() {
			f := rules.Figure{}.WithInfo(rules.FigureInfo{
				Level: c.Level,
				VP:    c.VP,
			})
			n += rules.CreatureCostUnder(list, &f)
		}
		return n
	}
	differ := false
	for reserve := 0; reserve <= 16; reserve++ {
		cs := adp.CardState{Reserve: reserve, Heroes: 2, Decks: adp.Decks{Encounters: []string{"enemy_spotted"}}, Challenges: tiers}
		// The Scenario Die's 4 draws the Encounter card, the spawn die
		// rolls 3 (TestRevealFallBack's dice).
		plan, err := p.Reveal(&s, cs, adp.RevealEvent{Hero: "borgron", Section: 2, From: board.Pos{X: 0, Y: 3}}, dice.Scripted(4, 3))
		if err != nil {
			t.Fatal(err)
		}
		want := adp.ChooseRowPriced(col, adp.ColumnEnemySpotted, 3, 0, reserve, func(r adp.SpawnRow) int { return price(r, tiers) })
		plain := adp.ChooseRow(col, adp.ColumnEnemySpotted, 3, 0, reserve)
		differ = differ || want.Row != plain.Row
		n, left := len(placementsOf(plan)), reserve
		if want.Row >= 0 {
			left -= price(want.Spawn, tiers)
		}
		if left < 0 || plan.Cards.Reserve < 0 {
			t.Fatalf("reserve %d: the plan spends more than it has (%d left)", reserve, plan.Cards.Reserve)
		}
		if want.Row >= 0 && (n != len(want.Spawn.Creatures()) || plan.Cards.Reserve != left) {
			t.Errorf("reserve %d: %d placed, %d left; want %d and %d\n%v", reserve, n, plan.Cards.Reserve, len(want.Spawn.Creatures()), left, plan.Steps)
		}
		if want.Row < 0 && n != 0 {
			t.Errorf("reserve %d: %d placed when no row can be paid", reserve, n)
		}
	}
	if !differ {
		t.Fatal("the doubled prices never changed the row: the test checks nothing")
	}
}
