package board

import "testing"

// Page 73: treasure chests count as furniture but obstruct neither movement
// nor line of sight. A chest of height 1 must therefore neither stop a small
// figure, nor cost a climb, nor block a diagonal beside it, nor give cover.
func TestChestObstructsNothing(t *testing.T) {
	for _, chest := range []bool{false, true} {
		g := New(5, 5)
		g.Seal()
		if _, err := g.AddElement(Element{Kind: "chest", Height: 1, Cover: LightCover, NoObstacle: chest}, Pos{2, 2}); err != nil {
			t.Fatal(err)
		}
		at := func(x, y int) int { return g.Index(Pos{x, y}) }
		_, _, smallIn := g.Step(at(1, 2), East, Small)
		_, cost, _ := g.Step(at(1, 2), East, Average)
		_, _, diagPast := g.Step(at(2, 1), SouthEast, Average) // beside it: (3,1) and (2,2), the chest
		l := Look{Eye: 1, Target: 1}                           // small figures, eye height 1
		seen := g.Sight(at(0, 2), at(4, 2), l)
		cover := g.Sight(at(2, 0), at(2, 3), Look{Eye: 2, Target: 2})
		if chest {
			if !smallIn || cost != 1 || !diagPast || !seen.Visible || cover.Cover != NoCover {
				t.Errorf("chest: small may enter %v, cost %d, diagonal past it %v, sight %+v, cover %v", smallIn, cost, diagPast, seen, cover.Cover)
			}
		} else {
			if smallIn || cost != 2 || diagPast || seen.Visible || cover.Cover != LightCover {
				t.Errorf("table: small may enter %v, cost %d, diagonal past it %v, sight %+v, cover %v", smallIn, cost, diagPast, seen, cover.Cover)
			}
		}
	}
}
