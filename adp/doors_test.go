package adp_test

import (
	"strings"
	"testing"

	"dun/board"
	"dun/rules"
)

// Page 61, "Open explored doors" (R918): shut off from the heroes by an
// explored door someone closed, the creatures' lowest-VP one without
// ranged attacks walks to the door and opens it; an archer of the same VP
// leaves it to the warrior, and does nothing while the door is shut.
func TestOpenExploredDoor(t *testing.T) {
	g := grid(t,
		"....#....",
		".........",
		"....#....",
	).Clone()
	door := board.Edge{Kind: board.Door, Door: board.NormalDoor, State: board.Closed}
	if err := g.SetEdge(board.Pos{X: 3, Y: 1}, board.SideE, door); err != nil {
		t.Fatal(err)
	}
	for _, p := range []board.Pos{{X: 3, Y: 0}, {X: 3, Y: 2}} {
		if err := g.SetEdge(p, board.SideE, board.Edge{Kind: board.Wall}); err != nil {
			t.Fatal(err)
		}
	}
	g.Seal()
	warrior := creature(t, "goblin_warrior", "warrior", 0, 0, board.East)
	archer := creature(t, "goblin_shooter", "archer", 0, 2, board.East)
	s := darkState(t, g, hero(t, "borgron", 7, 1, board.West), archer, warrior)
	if len(rules.ClosedExploredDoors(s)) != 1 {
		t.Fatalf("doors %+v", rules.ClosedExploredDoors(s))
	}
	p := player(t)

	a := activated(t, s, "archer")
	if d := choose(t, p, a); !strings.HasPrefix(d.Option.ID, "end_activation") {
		t.Fatalf("the archer: %s (%s), want it to wait", d.Option.ID, d.Why.En)
	}

	w := activated(t, s, "warrior")
	d := choose(t, p, w)
	if !strings.HasPrefix(d.Option.ID, "move:warrior:") || !strings.Contains(d.Why.En, "to open the explored door") {
		t.Fatalf("the warrior: %s (%s), want a walk to the door", d.Option.ID, d.Why.En)
	}
	w = apply(t, w, d)
	d = choose(t, p, w)
	if !strings.HasPrefix(d.Option.ID, "open_door:warrior:") {
		t.Fatalf("then %s (%s), want the door opened", d.Option.ID, d.Why.En)
	}
	w = apply(t, w, d)
	if len(rules.ClosedExploredDoors(w)) != 0 {
		t.Fatal("the door is still closed")
	}
	// With the door open it goes on toward Borgron.
	if d := choose(t, p, w); !strings.HasPrefix(d.Option.ID, "move:warrior:") && !strings.HasPrefix(d.Option.ID, "run:warrior") {
		t.Fatalf("after: %s (%s)", d.Option.ID, d.Why.En)
	}
}
