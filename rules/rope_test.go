package rules

import "testing"

func withRope(f Figure) Figure {
	f.Items = append(f.Items, Item{ItemCard: &ItemCard{ID: "rope", Name: Text{En: "Rope", Es: "Cuerda"}, Kind: ItemObject}})
	return f
}

// Page 23: a failed great jump is made good by an ally with a rope on the
// far side who passes a Strength test (R819); a failed helper, or no
// help, leaves the fall.
func TestRopeSavesJump(t *testing.T) {
	shara := heroFig("shara", 4, 0, 5, 0)
	shara.EditAttrs().Strength = 3
	start := func(t *testing.T, helper Figure, more ...int) State {
		s := pitRoom(t, taeral(1, 1, 0), helper)
		// 1+3+4-1 = 7: the jump fails.
		s, _ = play(t, s, append([]int{1, 3}, more...), activate(Heroes, "taeral"), jump(Heroes, "taeral", 4, 1))
		return s
	}
	s := start(t, withRope(shara))
	if s.Prompt == nil || s.Prompt.Kind != PromptRope || !s.Prompt.has("rope:shara") || !s.Prompt.has(OptionNoRope) {
		t.Fatalf("no rope prompt: %+v", s.Prompt)
	}
	// 4+4+3 = 11: saved.
	n, evs := play(t, s, []int{4, 4}, answer(Heroes, "rope:shara"))
	if h, _ := find[RopeHelped](evs); !h.Saved || h.Helper != "shara" {
		t.Fatalf("help %+v", h)
	}
	if j, _ := find[Jumped](evs); !j.Landed || figAt(t, n, "taeral") != at(4, 1) || n.Active == nil {
		t.Fatalf("jump %+v at %v", j, figAt(t, n, "taeral"))
	}
	// 1+2+3 = 6: the helper fails, the jumper falls (four damage dice).
	n, evs = play(t, s, []int{1, 2, 1, 2, 2, 5}, answer(Heroes, "rope:shara"))
	if _, fell := find[Fell](evs); !fell || figAt(t, n, "taeral") != at(3, 1) {
		t.Fatalf("no fall: %v", evs)
	}
	// No help asked for.
	n, _ = play(t, s, []int{1, 2, 2, 5}, answer(Heroes, OptionNoRope))
	if figAt(t, n, "taeral") != at(3, 1) {
		t.Fatal("no fall without help")
	}
	// Without a rope, or on the near side, nobody is asked.
	if s := start(t, shara, 1, 2, 2, 5); s.Prompt != nil && s.Prompt.Kind == PromptRope {
		t.Fatal("help offered without a rope")
	}
	near := withRope(shara)
	near.At = at(0, 0)
	if s := start(t, near, 1, 2, 2, 5); s.Prompt != nil && s.Prompt.Kind == PromptRope {
		t.Fatal("help offered from the side the jump started from")
	}
}

// Page 24: an ally with a rope next to the pit lifts a climber whose test
// failed; -1 when an enemy stands next to the helper.
func TestRopeSavesClimb(t *testing.T) {
	borgron := withRope(heroFig("borgron", 1, 0, 4, 0))
	borgron.EditAttrs().Strength = 3
	orc := fig("orc", Dark, SizeAverage, 0, 0, 4)
	s := pitRoom(t, heroFig("shara", 2, 1, 5, 0), borgron, orc)
	s, _ = play(t, s, []int{2, 3}, activate(Heroes, "shara"), climb(Heroes, "shara", 1, 1))
	if s.Prompt == nil || s.Prompt.Kind != PromptRope {
		t.Fatalf("no rope prompt: %+v", s.Prompt)
	}
	// 4+3+3-1 = 9 fails; 4+4+3-1 = 10 passes.
	n, evs := play(t, s, []int{4, 3}, answer(Heroes, "rope:borgron"))
	if r, _ := find[Rolled](evs); r.Roll.Result() != 9 || len(r.Roll.Modifiers) != 2 || r.Roll.Modifiers[1].Value != -1 {
		t.Fatalf("help roll %+v", r.Roll)
	}
	if figAt(t, n, "shara") != at(2, 1) || n.Active != nil {
		t.Fatal("a failed help still lifted her, or her activation goes on")
	}
	n, evs = play(t, s, []int{4, 4}, answer(Heroes, "rope:borgron"))
	if c, _ := find[ClimbedOut](evs); figAt(t, n, "shara") != at(1, 1) || n.Active != nil || !c.Out {
		t.Fatalf("climb %+v", c)
	}
}
