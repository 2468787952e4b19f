package rules

import (
	"testing"

	"dun/board"
)

// Pages 115-116: Pathfinder ignores difficult terrain; enemies shoot at -1
// at a figure with Mimetism standing on it, and roll their Initiative
// against it at -1 (R716).
func TestPathfinderAndMimetism(t *testing.T) {
	g := parseMap(t,
		"~~~~~~~",
		".......",
		".......")
	wolf := skilled(fig("wolf", Dark, SizeAverage, 0, 0, 4), "pathfinder")
	s := newState(t, g, heroFig("shara", 6, 2, 4, 0), wolf)
	s = darkTurn(t, s)
	s, evs := play(t, s, nil, activate(Dark, "wolf"), moveTo(Dark, "wolf", 4, 0))
	if mv, _ := find[Moved](evs); mv.Cost != 4 || s.Active.Rough {
		t.Fatalf("Pathfinder over difficult terrain: %+v rough %v", mv, s.Active.Rough)
	}

	lizard := skilled(fig("lizard", Dark, SizeAverage, 4, 0, 4), "mimetism")
	taeral := archer()
	taeral.Facing = board.East
	s, _ = play(t, newState(t, g, taeral, lizard), nil, activate(Heroes, "taeral"))
	_, evs = play(t, s, []int{1, 2}, shootWith(Heroes, "taeral", "lizard"))
	if r := lastOf[Rolled](t, evs).Roll; !hasModifier(r, -1, "target's skill: Mimetism") {
		t.Fatalf("the shot: %+v", r.Modifiers)
	}

	// The Initiative against it, when enemies meet.
	s = newState(t, g, heroFig("shara", 2, 2, 4, 0), lizard)
	e := &env{s: &s, dice: newRoller(3, 3, 3, 3)}
	o, err := e.opposed(ruleInitiative, 0, Perception, nil, 1, Perception, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !hasModifier(o.First, -1, "target's skill: Mimetism") || hasModifier(o.Second, -1, "target's skill: Mimetism") {
		t.Fatalf("initiative: %+v / %+v", o.First.Modifiers, o.Second.Modifiers)
	}
}
