package adp_test

import (
	"testing"

	"dun/board"
	"dun/dice"
)

func TestSmoke(t *testing.T) {
	g := room(t, 10, 8)
	s := darkState(t, g,
		hero(t, "borgron", 2, 2, board.East), hero(t, "shara", 2, 4, board.East),
		creature(t, "orc_archer", "archer", 7, 2, board.West), creature(t, "orc_warrior", "warrior", 7, 5, board.West))
	p := player(t)
	_, steps := darkTurn(t, p, s, dice.Seeded(1))
	logSteps(t, steps)
}
