package rules

import "testing"

// Page 61 (R910): every figure's active skills are counted as it uses
// them, and its last Action's are kept: a skill Action counts and becomes
// the last, a declared Spinning Blow counts and becomes the last, an
// attack with none clears the last and counts nothing. The count lives in
// the state: clones keep their own, and the hash tells them apart.
func TestSkillUsesCounted(t *testing.T) {
	troll := skilled(armed(fig("troll", Dark, SizeHuge, 2, 2, 4), sword()), "trampling", "spinning_blow")
	a := heroFig("shara", 1, 2, 4, 0)
	a.EditAttrs().Vitality = 20
	g := parseMap(t, room(t, 8, 7)...)
	s := darkActs(t, g, "troll", a, troll)
	before := s.Clone()
	s, _ = play(t, s, []int{1}, useSkill(Dark, "troll", "trampling"))
	tr, _ := s.Figure("troll")
	if tr.SkillUsesOf("trampling") != 1 || !tr.UsedLast("trampling") {
		t.Fatalf("after trampling: %+v %v", tr.SkillUses(), tr.LastSkills())
	}
	if b, _ := before.Figure("troll"); len(b.SkillUses()) != 0 || before.Hash() == s.Hash() {
		t.Fatalf("the clone before shares the count: %+v", b.SkillUses())
	}
	// A new activation of the same troll: a Spinning Blow declared with
	// the attack.
	again := func(s State) State {
		tr, _ := s.Figure("troll")
		return darkActs(t, g, "troll", a, tr)
	}
	s, _ = play(t, again(s), []int{1, 1, 6, 6, 1}, attackWith(Dark, "troll", "shara", "spinning_blow"))
	tr, _ = s.Figure("troll")
	if tr.SkillUsesOf("spinning_blow") != 1 || tr.SkillUsesOf("trampling") != 1 || !tr.UsedLast("spinning_blow") || tr.UsedLast("trampling") {
		t.Fatalf("after the Spinning Blow: %+v %v", tr.SkillUses(), tr.LastSkills())
	}
	// A count made in a clone leaves the original alone: State.Clone
	// copies the count, never shares it.
	c := s.Clone()
	for i := range c.Figures {
		if c.Figures[i].ID == "troll" {
			countSkills(&c.Figures[i], []string{"trampling"}, true)
		}
	}
	if tr, _ := c.Figure("troll"); tr.SkillUsesOf("trampling") != 2 {
		t.Fatalf("the clone's count: %+v", tr.SkillUses())
	}
	if tr, _ := s.Figure("troll"); tr.SkillUsesOf("trampling") != 1 {
		t.Fatalf("the original's count moved: %+v", tr.SkillUses())
	}
	// An attack with no skill clears the last.
	s, _ = play(t, again(s), []int{1, 1, 6, 6, 4}, attack(Dark, "troll", "shara")) // 4: bare hands hold (R1226)
	tr, _ = s.Figure("troll")
	if len(tr.LastSkills()) != 0 || tr.SkillUsesOf("spinning_blow") != 1 {
		t.Fatalf("after a plain attack: %+v %v", tr.SkillUses(), tr.LastSkills())
	}
}
