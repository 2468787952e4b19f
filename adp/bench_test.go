package adp_test

import (
	"testing"

	"dun/board"
)

// A creature choosing among every move of an open room, with two heroes
// to weigh: the heaviest decision of an activation.
func BenchmarkChooseMoveToAttack(b *testing.B) {
	g := room(b, 12, 8)
	s := darkState(b, g,
		hero(b, "borgron", 2, 2, board.East), hero(b, "shara", 2, 5, board.East),
		creature(b, "orc_warrior", "orc", 8, 3, board.West))
	s = activated(b, s, "orc")
	p := player(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.Choose(s); err != nil {
			b.Fatal(err)
		}
	}
}
