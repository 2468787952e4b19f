package board

import "testing"

// A moved element keeps its ID and leaves its old squares bare; a move off
// the grid or onto another element changes nothing.
func TestMoveElement(t *testing.T) {
	g := New(5, 3)
	for i := 0; i < g.Len(); i++ {
		g.Set(g.Pos(i), Square{Section: 1})
	}
	table, err := g.AddElement(Element{Kind: "table", Height: 1}, Pos{1, 1}, Pos{2, 1})
	if err != nil {
		t.Fatal(err)
	}
	barrel, err := g.AddElement(Element{Kind: "barrel", Height: 1}, Pos{4, 1})
	if err != nil {
		t.Fatal(err)
	}
	v := g.Version()
	if err := g.MoveElement(table, East); err != nil {
		t.Fatal(err)
	}
	if got := g.ElementSquares(table, nil); len(got) != 2 || got[0] != (Pos{2, 1}) || got[1] != (Pos{3, 1}) {
		t.Fatalf("table on %v", got)
	}
	if _, ok := g.Element(Pos{1, 1}); ok || g.Version() == v {
		t.Fatal("old square not bare, or version unchanged")
	}
	if err := g.MoveElement(table, East); err == nil {
		t.Fatal("moved onto the barrel")
	}
	if err := g.MoveElement(barrel, East); err == nil {
		t.Fatal("moved off the grid")
	}
	if got := g.ElementSquares(table, nil); got[0] != (Pos{2, 1}) {
		t.Fatalf("a refused move changed the table: %v", got)
	}
	if err := g.MoveElement(7, North); err == nil {
		t.Fatal("moved an element that stands nowhere")
	}
}
