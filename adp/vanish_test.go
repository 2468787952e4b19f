package adp_test

import (
	"strings"
	"testing"

	"dun/adp"
	"dun/board"
	"dun/dice"
)

// Page 57 and the Vanish card (R914): the Power deck's Vanish goes to the
// Leader only when a hero threatens him; otherwise to the dearest creature
// in a hero's melee range; with none there the card is discarded.
func TestVanishSavesTheThreatened(t *testing.T) {
	p := planner(t, "great_orc_clans")
	cs := adp.CardState{Reserve: 10, Heroes: 2, Decks: adp.Decks{Powers: []string{"vanish"}}}
	boss := creature(t, "orc_boss", "boss", 5, 0, board.West)
	boss.SetLeader(true)
	for _, c := range []struct {
		name    string
		warrior board.Pos
		bossAt  board.Pos
		want    adp.StepKind
		figure  string
		reason  string
	}{
		{"the warrior fights, the Leader does not", board.Pos{X: 2, Y: 3}, board.Pos{X: 5, Y: 0}, adp.StepPower, "warrior", "benefits"},
		{"the Leader fights", board.Pos{X: 6, Y: 5}, board.Pos{X: 2, Y: 3}, adp.StepPower, "boss", "the Leader"},
		{"nobody fights", board.Pos{X: 6, Y: 5}, board.Pos{X: 5, Y: 0}, adp.StepDiscard, "", "Vanish has nobody"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := creature(t, "orc_warrior", "warrior", c.warrior.X, c.warrior.Y, board.West)
			b := boss
			b.At = c.bossAt
			s := explored(t, false, hero(t, "borgron", 1, 3, board.East), w, b)
			plan, err := p.CombatTurn(&s, cs, dice.Scripted(5))
			if err != nil {
				t.Fatal(err)
			}
			checkReasons(t, plan)
			last := plan.Steps[len(plan.Steps)-1]
			if last.Kind != c.want || last.Figure != c.figure || !strings.Contains(last.Why.En, c.reason) {
				t.Fatalf("got %+v", plan.Steps)
			}
		})
	}
}
