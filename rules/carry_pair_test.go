package rules

import (
	"strings"
	"testing"
)

// Page 43: two adjacent characters join their efforts and actions to
// carry an ally larger than either, moving as far as the stronger one's
// Strength (R936).
func TestCarryInPairs(t *testing.T) {
	ogre := fig("ogre", Heroes, SizeLarge, 2, 2, 5)
	ogre.Conditions = ogre.Conditions.With(KnockedOut)
	borgron := heroFig("borgron", 1, 1, 5, 0)
	borgron.EditAttrs().Strength = 2
	taeral := heroFig("taeral", 1, 2, 6, 0)
	taeral.EditAttrs().Strength = 4
	start := newState(t, arena(t), borgron, taeral, ogre)
	s, _ := play(t, start, nil, activate(Heroes, "borgron"))
	ids := OptionIDs(Options(s, Heroes))
	if strings.Contains(ids, "carry:borgron:ogre ") || !strings.Contains(ids, "carry:borgron:ogre:taeral") {
		t.Fatalf("options: %s", ids)
	}
	pair := Carry{Header: Header{Seat: Heroes}, Figure: "borgron", Target: "ogre", Helper: "taeral"}
	s, evs := play(t, s, nil, pair)
	if up, _ := find[BodyTakenUp](evs); up.Helper != "taeral" || up.Allowance != 4 || s.Active.Allowance != 4 {
		t.Fatalf("taken up: %+v, allowance %d", up, s.Active.Allowance)
	}
	if j, ok := find[CarryJoined](evs); !ok || j.Figure != "taeral" {
		t.Fatalf("joined: %+v", evs)
	}
	if f, _ := s.Figure("taeral"); !f.Activated {
		t.Fatal("the helper kept its activation")
	}
	refused(t, s, jump(Heroes, "borgron", 3, 1), CodeCannotJump)

	// Borgron walks three squares east; Taeral follows to the free square
	// next to him nearest to where he stood, the body goes along.
	s, evs = play(t, s, nil, moveTo(Heroes, "borgron", 4, 1))
	if figAt(t, s, "ogre") != at(4, 1) || figAt(t, s, "taeral") != at(3, 0) {
		t.Fatalf("after the move: ogre %v, taeral %v (%v)", figAt(t, s, "ogre"), figAt(t, s, "taeral"), evs)
	}

	// Next turn Borgron activates again: Taeral gives his activation again.
	s, _ = play(t, s, nil, endAct(Heroes, "borgron"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "borgron"))
	if f, _ := s.Figure("taeral"); !f.Activated || s.Active.Allowance != 4 {
		t.Fatalf("second turn: taeral activated %v, allowance %d", f.Activated, s.Active.Allowance)
	}
	// If Taeral acts on his own first, he lets go: the body is set down.
	n, _ := play(t, s, nil, endAct(Heroes, "borgron"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "taeral"))
	if carrying(&n, "borgron", false) >= 0 {
		t.Fatal("still carried after the helper acted alone")
	}
	n, _ = play(t, n, nil, endAct(Heroes, "taeral"), activate(Heroes, "borgron"))
	if n.Active.Allowance != 5 {
		t.Fatalf("allowance after letting go: %d", n.Active.Allowance)
	}

	// Refusals: a helper already activated, one not next to the carrier,
	// one asked for a body the carrier could carry alone.
	s, _ = play(t, start, nil, activate(Heroes, "taeral"), endAct(Heroes, "taeral"), activate(Heroes, "borgron"))
	refused(t, s, pair, CodeBadTarget)
	far := taeral
	far.At = at(5, 4)
	s = newState(t, arena(t), borgron, far, ogre)
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	refused(t, s, pair, CodeNotAdjacent)
	small := heroFig("shara", 2, 1, 5, 0)
	small.Conditions = small.Conditions.With(KnockedOut)
	s = newState(t, arena(t), borgron, taeral, small)
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	refused(t, s, Carry{Header: Header{Seat: Heroes}, Figure: "borgron", Target: "shara", Helper: "taeral"}, CodeBadTarget)
}
