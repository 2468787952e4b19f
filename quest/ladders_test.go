package quest

import (
	"testing"

	"dun/board"
)

// A ladder (page 19) marks its square and the way it climbs; the raised
// floor it leads to is reachable through it alone.
func TestLadders(t *testing.T) {
	src := mut("    CC.BBB\n", "    CC.BBB\n  levels: |\n    ...333\n    ......\n    ......\n") +
		"ladders:\n  - {at: [4, 1], up: north}\n"
	q, err := Parse("ladder.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	g := q.Board.Grid
	sq := g.Square(board.Pos{X: 4, Y: 1})
	if !sq.HasLadder || sq.LadderUp != board.North {
		t.Fatalf("ladder square %+v", sq)
	}
	if other := g.Square(board.Pos{X: 3, Y: 1}); other.HasLadder {
		t.Fatal("a ladder where none was given")
	}
	if !g.LadderStep(g.Index(board.Pos{X: 4, Y: 1}), board.North) {
		t.Fatal("the ladder does not lead up")
	}
}
