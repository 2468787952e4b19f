package rules

import (
	"strings"
	"testing"

	"dun/board"
)

func flyingJump(id, over string, x, y int) Command {
	return FlyingJump{Header: Header{Seat: Heroes}, Figure: id, Over: over, To: at(x, y)}
}

// flyingJumpState: Shara (Agility 4, Flying Jump) at (1,1) faces an orc
// at (2,1) in a 5x3 room, her activation begun.
func flyingJumpState(t *testing.T) State {
	shara := skilled(heroFig("shara", 1, 1, 5, 0), "flying_jump")
	shara.EditAttrs().Agility = 4
	shara.Facing = board.East
	orc := fig("orc", Dark, SizeAverage, 2, 1, 4)
	orc.Facing = board.West
	s := newState(t, parseMap(t, room(t, 5, 3)...), shara, orc)
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	return s
}

// Flying Jump (page 114): an Agility test jumps over the adjacent enemy
// to a square next to it, beyond it, with no disengaging, for two
// Movement points; once a turn.
func TestFlyingJump(t *testing.T) {
	s := flyingJumpState(t)
	ids := strings.Join(optionIDs(s, Heroes), " ")
	for _, want := range []string{"flying_jump:shara:orc:3,1", "flying_jump:shara:orc:3,0", "flying_jump:shara:orc:3,2"} {
		if !strings.Contains(ids, want) {
			t.Fatalf("no %s in %s", want, ids)
		}
	}
	// (2,0) is next to the orc but also next to where she stands: a step
	// round it, not a jump over it.
	if strings.Contains(ids, "flying_jump:shara:orc:2,0") {
		t.Fatal("a sidestep offered as a jump")
	}
	// Passed (5+4 +4 = 13): she lands beyond the orc, 2 of 5 spent.
	n, evs := play(t, s, []int{5, 4}, flyingJump("shara", "orc", 3, 1))
	if n.Figures[0].At != at(3, 1) || n.Active.Spent != 2 || !n.Active.Moved {
		t.Fatalf("landed at %v spent %d", n.Figures[0].At, n.Active.Spent)
	}
	if j, ok := find[Jumped](evs); !ok || !j.Landed || j.Cost != 2 {
		t.Fatalf("jumped %+v", j)
	}
	// Once a turn.
	refused(t, n, flyingJump("shara", "orc", 1, 1), CodeBadSkill)
	if strings.Contains(strings.Join(optionIDs(n, Heroes), " "), "flying_jump:") {
		t.Fatal("a second jump offered")
	}
	// Failed (1+2 +4 = 7): she stays, nothing spent, the jump used.
	f, evs := play(t, s, []int{1, 2}, flyingJump("shara", "orc", 3, 1))
	if f.Figures[0].At != at(1, 1) || f.Active.Spent != 0 || !contains(f.Figures[0].Marks, ruleFlyingJump) {
		t.Fatalf("failed: at %v spent %d marks %v", f.Figures[0].At, f.Active.Spent, f.Figures[0].Marks)
	}
	if j, ok := find[Jumped](evs); !ok || j.Landed {
		t.Fatalf("failed jump %+v", j)
	}
	// Her next activation may jump again.
	next, _ := play(t, n, nil, endAct(Heroes, "shara"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "shara"))
	if !strings.Contains(strings.Join(optionIDs(next, Heroes), " "), "flying_jump:shara:orc:") {
		t.Fatal("no jump in the next turn")
	}
}

func TestFlyingJumpRefusals(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(s *State)
		to   board.Pos
		code string
	}{
		{"Agility below 4", func(s *State) { s.Figures[0].EditAttrs().Agility = 3 }, at(3, 1), CodeBadSkill},
		{"a bigger enemy", func(s *State) { s.Figures[1].Size = SizeLarge; s.Figures[1].At = at(2, 1) }, at(4, 1), CodeBadTarget},
		{"not adjacent", func(s *State) { s.Figures[1].At = at(3, 1) }, at(4, 1), CodeBadTarget},
		{"not beyond", func(s *State) {}, at(2, 2), CodeCannotJump},
		{"too far", func(s *State) {}, at(4, 1), CodeCannotJump},
		{"no Movement left", func(s *State) { s.Active.Spent = 4 }, at(3, 1), CodeTooFar},
		{"knocked down", func(s *State) { s.Figures[0].Conditions = s.Figures[0].Conditions.With(KnockedDown) }, at(3, 1), CodeCannotAct},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := flyingJumpState(t)
			tc.edit(&s)
			refused(t, s, flyingJump("shara", "orc", tc.to.X, tc.to.Y), tc.code)
		})
	}
}
