package adp_test

import (
	"strings"
	"testing"

	"dun/board"
	"dun/dice"
	"dun/rules"
)

// Page 116: "A watchman will always give priority to opening one of the
// unexplored doors of the section it is in" (R1041). An orc Watchman next
// to the unexplored door of its corridor opens it before going for
// Borgron; the same orc without the skill goes for him.
func TestWatchmanOpensFirst(t *testing.T) {
	for _, watch := range []bool{true, false} {
		g := grid(t,
			".......",
			".......",
			"222####",
		).Clone()
		door := board.Edge{Kind: board.Door, Door: board.NormalDoor, State: board.Closed}
		if err := g.SetEdge(board.Pos{X: 1, Y: 1}, board.SideS, door); err != nil {
			t.Fatal(err)
		}
		g.Seal()
		orc := creature(t, "orc_warrior", "orc", 1, 1, board.East)
		if watch {
			orc.Skills = append(orc.Skills, "watchman")
		}
		x := rules.Exploration{Revealed: []bool{true, false}, Sections: []rules.SectionInfo{{}, {Room: true}},
			Doors: []rules.UnexploredDoor{{At: board.Pos{X: 1, Y: 1}, Side: board.SideS, Width: 1}}}
		s, err := rules.NewExploringState(g, []rules.Figure{hero(t, "borgron", 6, 0, board.West), orc}, x)
		if err != nil {
			t.Fatal(err)
		}
		s, _, err = rules.Apply(s, rules.EndTurn{Header: rules.Header{Seat: rules.Heroes}}, dice.Scripted())
		if err != nil {
			t.Fatal(err)
		}
		d := choose(t, player(t), activated(t, s, "orc"))
		if opened := strings.HasPrefix(d.Option.ID, "open_door:orc:"); opened != watch {
			t.Fatalf("watchman %v: %s (%s)", watch, d.Option.ID, d.Why.En)
		}
	}
}
