package rules

import (
	"strings"
	"testing"

	"dun/board"
)

// CheckFrom does not check again the exploration's and the mission's
// lists a state shares with the one before (unlessShared): it still
// refuses, with Check's error, each list changed to a malformed one, and
// a shared list that what it is checked against made malformed: another
// board, fewer sections.
func TestCheckFromSharedLists(t *testing.T) {
	prev := dpState(t, []string{"fortune"}, explorer("taeral", 2, 0))
	x := prev.Explore
	x.RoomsSearched, x.PastMain = []uint8{2}, []uint8{3}
	x.Secret = []UnexploredDoor{{At: at(8, 4), Side: board.SideS, Width: 1}}
	x.Traps = []Trap{{At: at(9, 1), Detect: 5, Disarm: 5, Dice: 1}}
	x.Hidden = []Figure{fig("lurker", Dark, SizeAverage, 9, 3, 4)}
	prev, err := WithMission(prev, Mission{Exits: []board.Pos{at(11, 4)},
		Objectives: []Objective{{Kind: ObjectiveReach, Squares: []board.Pos{at(10, 4)}}}})
	if err != nil {
		t.Fatal(err)
	}
	if err := prev.Check(); err != nil {
		t.Fatal(err)
	}
	// shared is a state whose exploration and mission are copies of
	// prev's that share every list with them.
	shared := func(f func(s *State, x *Exploration, m *Mission)) State {
		s := prev
		x, m := *prev.Explore, *prev.Mission
		s.Explore, s.Mission = &x, &m
		f(&s, &x, &m)
		return s
	}
	small := board.New(8, 4)
	small.Seal()
	for _, c := range []struct {
		name string
		s    State
		ok   bool
	}{
		{"all shared", shared(func(*State, *Exploration, *Mission) {}), true},
		{"a bad arrow", shared(func(_ *State, x *Exploration, _ *Mission) {
			x.Arrows = []ExplorationArrow{{At: at(6, 0), Facing: board.East, To: 9}}
		}), false},
		{"a bad door", shared(func(_ *State, x *Exploration, _ *Mission) {
			x.Doors = []UnexploredDoor{{At: at(1, 1), Side: board.SideS, Width: 0}}
		}), false},
		{"a bad hidden figure", shared(func(_ *State, x *Exploration, _ *Mission) {
			x.Hidden = []Figure{fig("lurker", Dark, SizeAverage, 99, 3, 4)}
		}), false},
		{"a bad room searched", shared(func(_ *State, x *Exploration, _ *Mission) { x.RoomsSearched = []uint8{0} }), false},
		{"a bad section past the main room", shared(func(_ *State, x *Exploration, _ *Mission) { x.PastMain = []uint8{7} }), false},
		{"a bad secret door", shared(func(_ *State, x *Exploration, _ *Mission) {
			x.Secret = []UnexploredDoor{{At: at(8, 4), Side: 9, Width: 1}}
		}), false},
		{"a bad element", shared(func(_ *State, x *Exploration, _ *Mission) { x.Elements = []ElementState{{Element: 5}} }), false},
		{"a bad trap", shared(func(_ *State, x *Exploration, _ *Mission) { x.Traps = []Trap{{At: at(9, 1), Detect: -1}} }), false},
		{"a bad exit", shared(func(_ *State, _ *Exploration, m *Mission) { m.Exits = []board.Pos{at(12, 0)} }), false},
		{"a bad objective", shared(func(_ *State, _ *Exploration, m *Mission) {
			m.Objectives = []Objective{{Kind: ObjectiveReach, Squares: []board.Pos{at(0, 9)}}}
		}), false},
		{"fewer sections", shared(func(_ *State, x *Exploration, _ *Mission) {
			x.Revealed, x.Sections = x.Revealed[:1], x.Sections[:1]
		}), false},
		{"fewer sections, no arrows", shared(func(_ *State, x *Exploration, _ *Mission) {
			x.Revealed, x.Sections, x.Arrows = x.Revealed[:1], x.Sections[:1], nil
		}), false},
		{"fewer sections, no arrows nor rooms searched", shared(func(_ *State, x *Exploration, _ *Mission) {
			x.Revealed, x.Sections, x.Arrows, x.RoomsSearched = x.Revealed[:2], x.Sections[:2], nil, nil
		}), false},
		{"another board", shared(func(s *State, _ *Exploration, _ *Mission) { s.Board = small }), false},
	} {
		want, got := c.s.Check(), c.s.CheckFrom(&prev)
		if (want == nil) != (got == nil) || want != nil && want.Error() != got.Error() {
			t.Errorf("%s: CheckFrom %v, Check %v", c.name, got, want)
		}
		if (want == nil) != c.ok {
			t.Errorf("%s: Check says %v", c.name, want)
		}
	}
}

// Each list, shared alone with a state checked on a larger board, is
// what makes the state malformed on a smaller one: CheckFrom checks it
// again there, and refuses it with Check's error.
func TestCheckFromSharedListOnAnotherBoard(t *testing.T) {
	small := board.New(9, 4)
	small.Seal()
	for _, c := range []struct {
		list string
		set  func(x *Exploration, m *Mission)
		err  string
	}{
		{"arrows", func(x *Exploration, _ *Mission) {
			x.Arrows = []ExplorationArrow{{At: at(10, 0), Facing: board.East, To: 2}}
		}, "arrow at (10,0)"},
		{"doors", func(x *Exploration, _ *Mission) {
			x.Doors = []UnexploredDoor{{At: at(8, 3), Side: board.SideE, Width: 2}}
		}, "door at (8,3) leaves"},
		{"hidden", func(x *Exploration, _ *Mission) { x.Hidden = []Figure{fig("lurker", Dark, SizeAverage, 9, 3, 4)} }, "hidden figure"},
		{"secret", func(x *Exploration, _ *Mission) {
			x.Secret = []UnexploredDoor{{At: at(8, 4), Side: board.SideS, Width: 1}}
		}, "secret door"},
		{"elements", func(*Exploration, *Mission) {}, "element 0"},
		{"traps", func(x *Exploration, _ *Mission) { x.Traps = []Trap{{At: at(10, 1), Detect: 5, Disarm: 5, Dice: 1}} }, "trap at"},
		{"exits", func(_ *Exploration, m *Mission) { m.Exits = []board.Pos{at(11, 4)} }, "exit"},
		{"objectives", func(_ *Exploration, m *Mission) {
			m.Objectives = []Objective{{Kind: ObjectiveReach, Squares: []board.Pos{at(10, 4)}}}
		}, "objective 1"},
	} {
		prev := dpState(t, nil, explorer("taeral", 2, 0))
		x := prev.Explore
		x.Arrows, x.Doors = nil, nil
		x.Sections, x.Revealed = x.Sections[:2], x.Revealed[:2]
		if c.list != "elements" {
			x.Elements = nil
		}
		var m Mission
		c.set(x, &m)
		prev, err := WithMission(prev, m)
		if err != nil {
			t.Fatalf("%s: %v", c.list, err)
		}
		s := prev
		xc, mc := *prev.Explore, *prev.Mission
		s.Explore, s.Mission, s.Board = &xc, &mc, small
		want, got := s.Check(), s.CheckFrom(&prev)
		if want == nil || !strings.Contains(want.Error(), c.err) {
			t.Errorf("%s: Check says %v", c.list, want)
		}
		if (want == nil) != (got == nil) || want != nil && want.Error() != got.Error() {
			t.Errorf("%s: CheckFrom %v, Check %v", c.list, got, want)
		}
	}
}
