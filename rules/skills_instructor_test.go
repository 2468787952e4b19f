package rules

import (
	"strings"
	"testing"
)

// Page 112 (Combat Instructor): in the quest's first turn the instructor
// names a pupil of lower Combat Skill, never one that would reach 5; the
// pupil gets +1 Combat Skill for the quest (R745).
func TestCombatInstructor(t *testing.T) {
	start := func() State {
		master := skilled(heroFig("master", 0, 0, 5, 0), "combat_instructor")
		master.EditAttrs().CombatSkill = 5
		low := heroFig("low", 2, 0, 5, 0)
		low.EditAttrs().CombatSkill = 3
		four := heroFig("four", 4, 0, 5, 0)
		four.EditAttrs().CombatSkill = 4
		s := newState(t, arena(t), master, low, four)
		s, _ = play(t, s, nil, activate(Heroes, "master"))
		return s
	}
	train := func(target string) Command {
		return SkillAction{Header: Header{Seat: Heroes}, Figure: "master", Skill: "combat_instructor", Targets: []string{target}}
	}
	s := start()
	ids := joinIDs(optionIDs(s, Heroes))
	if !strings.Contains(ids, "skill_action:master:combat_instructor:low") || strings.Contains(ids, "combat_instructor:four") {
		t.Fatalf("options %s", ids)
	}
	refused(t, s, train("four"), CodeBadTarget)
	n, evs := play(t, s, nil, train("low"))
	if low, _ := n.Figure("low"); low.Attrs().CombatSkill != 4 {
		t.Fatalf("pupil's Combat Skill %d", low.Attrs().CombatSkill)
	}
	if ch, ok := find[AttributeChanged](evs); !ok || !strings.Contains(ch.Why.En, "skill: Combat Instructor") {
		t.Fatalf("attribute_changed %+v", ch)
	}
	if n.Active.ActionLeft() == false {
		t.Fatal("the declaration spent the Action")
	}
	// Once a quest; not after the first turn.
	refused(t, n, train("low"), CodeBadSkill)
	later, _ := play(t, s, nil, endAct(Heroes, "master"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "master"))
	refused(t, later, train("low"), CodeBadSkill)
	// Below the minimum (Combat Skill 4), no instructor.
	s = start()
	s.Figures[0].EditAttrs().CombatSkill = 3
	refused(t, s, train("low"), CodeBadSkill)
}
