package quest

import (
	"strings"
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

// Action 25 (page 28): a challenge of the sheet with its attribute,
// target, squares, attempts and outcomes, which name an element and a door
// of the sheet by their ids.
func TestChallenges(t *testing.T) {
	src := mut("  - {at: [2, 0], side: east}\n", "  - {id: gate, at: [2, 0], side: east}\n") +
		"furniture:\n  - {id: rubble, kind: barrel, at: [4, 1]}\n" +
		"challenges:\n" +
		"  - id: heave\n" +
		"    text: {en: Heave the rubble aside, es: Apartar los cascotes}\n" +
		"    attribute: strength\n" +
		"    target: 9\n" +
		"    at: [[4, 1]]\n" +
		"    attempts: each\n" +
		"    success: {text: {en: Done, es: Hecho}, remove: rubble, open: gate}\n" +
		"    failure: {text: {en: Ouch, es: Ay}, harm: 2}\n"
	q, err := Parse("challenge.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(q.Board.Challenges) != 1 {
		t.Fatalf("challenges %+v", q.Board.Challenges)
	}
	c := q.Board.Challenges[0]
	if c.ID != "heave" || c.Attribute != "strength" || c.Target != 9 || c.Attempts != AttemptsEach || len(c.At) != 1 ||
		c.Success.Remove != 0 || c.Success.Open == nil || c.Success.Open.ID != "gate" || c.Failure.Harm != 2 || c.Failure.Remove != -1 {
		t.Fatalf("challenge %+v", c)
	}
	bad := []struct{ name, body, want string }{
		{"unknown attribute", "  - {id: x, text: {en: a, es: b}, attribute: luck, at: [[4, 1]], success: {text: {en: a, es: b}}}\n", "is not one a test may use"},
		{"no element", "  - {id: x, text: {en: a, es: b}, attribute: agility, at: [[4, 1]], success: {text: {en: a, es: b}, remove: boulder}}\n", "no furniture or element"},
		{"no door", "  - {id: x, text: {en: a, es: b}, attribute: agility, at: [[4, 1]], success: {text: {en: a, es: b}, open: gate2}}\n", "no door has the id"},
		{"harm and condition", "  - {id: x, text: {en: a, es: b}, attribute: agility, at: [[4, 1]], success: {text: {en: a, es: b}, harm: 1, condition: stunned}}\n", "not both"},
		{"bad attempts", "  - {id: x, text: {en: a, es: b}, attribute: agility, at: [[4, 1]], attempts: twice, success: {text: {en: a, es: b}}}\n", "is not unlimited, each or group"},
		{"rock", "  - {id: x, text: {en: a, es: b}, attribute: agility, at: [[2, 2]], success: {text: {en: a, es: b}}}\n", "is rock"},
	}
	for _, b := range bad {
		_, err := Parse("bad.yaml", []byte(add("challenges:\n"+b.body)))
		if err == nil || !strings.Contains(err.Error(), b.want) {
			t.Errorf("%s: %v, want %q", b.name, err, b.want)
		}
	}
}
