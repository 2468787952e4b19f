package rules

import "testing"

// Page 43: a carrier may jump, with a Strength test besides the Agility
// test; failing either drops him (and the body) into the pit (R820).
func TestJumpWithBody(t *testing.T) {
	start := func(t *testing.T) State {
		tf := taeral(1, 1, 0)
		tf.EditAttrs().Strength = 4
		body := heroFig("borgron", 1, 1, 4, 0)
		body.Conditions = Conditions(0).With(KnockedOut)
		s := pitRoom(t, tf, body)
		s.Scene = &Scene{Carried: []Carrying{{Carrier: "taeral", Body: "borgron"}}}
		s, _ = play(t, s, nil, activate(Heroes, "taeral"))
		if s.Active.Allowance != 4 {
			t.Fatalf("allowance %d", s.Active.Allowance)
		}
		return s
	}
	// 4+4+4-1 = 11 passes; then Strength: 3+3+4 = 10 passes.
	s, evs := play(t, start(t), []int{4, 4, 3, 3}, jump(Heroes, "taeral", 4, 1))
	rolls := 0
	for _, e := range evs {
		if r, ok := e.(Rolled); ok && (r.Roll.Rule == ruleJump || r.Roll.Rule == ruleJumpBody) {
			rolls++
		}
	}
	if j, _ := find[Jumped](evs); !j.Landed || rolls != 2 || figAt(t, s, "borgron") != at(4, 1) {
		t.Fatalf("jump %+v, %d rolls, body at %v", j, rolls, figAt(t, s, "borgron"))
	}
	// The Strength test fails (1+2+4 = 7): the fall, four damage dice.
	s, evs = play(t, start(t), []int{4, 4, 1, 2, 1, 2, 2, 5}, jump(Heroes, "taeral", 4, 1))
	if _, fell := find[Fell](evs); !fell || figAt(t, s, "taeral") != at(3, 1) || figAt(t, s, "borgron") != at(3, 1) {
		t.Fatalf("no fall: %v", evs)
	}
	// The Agility test fails: no Strength test, the fall.
	s, evs = play(t, start(t), []int{1, 2, 1, 2, 2, 5}, jump(Heroes, "taeral", 4, 1))
	if _, fell := find[Fell](evs); !fell || figAt(t, s, "taeral") != at(3, 1) {
		t.Fatalf("no fall: %v", evs)
	}
}
