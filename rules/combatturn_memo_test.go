package rules

import (
	"strings"
	"testing"

	"pgregory.net/rapid"

	"dun/board"
)

// CombatTurn's kept answer is the answer worked out. A hero and two
// creatures stand in a hall 24 squares long, where 12 squares is a real
// question; each figure is moved, made large or knocked out, and walls
// are raised in place on the board (only its version changes), one
// change after another, each state asked twice. It fails when the key
// leaves out the board's version or a base's size.
func TestCombatTurnMemoIsCombatTurn(tt *testing.T) {
	row := strings.Repeat(".", 24)
	hall := parseMap(tt, row, row, row)
	rapid.Check(tt, func(t *rapid.T) {
		g := hall.Clone()
		x := func(label string) int { return rapid.IntRange(0, 22).Draw(t, label) }
		s, err := NewState(g, []Figure{heroFig("shara", x("hero"), 0, 4, 0), fig("orc", Dark, SizeAverage, x("orc"), 2, 4), fig("ogre", Dark, SizeAverage, x("ogre"), 1, 4)})
		if err != nil {
			t.Fatal(err)
		}
		ask := func(what string) {
			for range 2 {
				if got, want := CombatTurn(s), combatTurn(&s); got != want {
					t.Fatalf("%s: CombatTurn %v, worked out %v", what, got, want)
				}
			}
		}
		ask("the hall")
		for range rapid.IntRange(1, 8).Draw(t, "changes") {
			f := &s.Figures[rapid.IntRange(0, 2).Draw(t, "figure")]
			switch what := rapid.IntRange(0, 3).Draw(t, "change"); what {
			case 0:
				f.At.X = x("to")
				ask("a figure moved")
			case 1:
				f.Size = SizeLarge + SizeAverage - f.Size
				ask("a base changed")
			case 2:
				f.Conditions = f.Conditions.With(KnockedOut)
				ask("a figure knocked out")
			case 3:
				// Across the hall: the two halves no longer meet.
				wx := x("wall")
				for y := range 3 {
					g.SetEdge(board.Pos{X: wx, Y: y}, board.SideE, board.Edge{Kind: board.Wall})
				}
				ask("a wall raised")
			}
		}
	})
}
