package rules

import (
	"strings"
	"testing"
)

func music() Command {
	return SkillAction{Header: Header{Seat: Heroes}, Figure: "bard", Skill: "inspiring_music"}
}

// Page 113 (Inspiring Music): 1 Mana and an Intelligence test; the
// musician and the allies within three squares get +1 Combat Skill,
// Shooting Skill and Courage for as many turns as the lower die (R744).
func TestInspiringMusic(t *testing.T) {
	start := func(mana int) State {
		bard := skilled(heroFig("bard", 0, 1, 5, 0), "inspiring_music")
		bard.EditAttrs().Intelligence = 3
		bard.EditAttrs().Mana = mana
		near := heroFig("near", 3, 1, 5, 0) // three squares away
		far := heroFig("far", 6, 1, 5, 0)
		s := newState(t, arena(t), bard, near, far)
		s, _ = play(t, s, nil, activate(Heroes, "bard"))
		return s
	}
	s := start(2)
	if !strings.Contains(joinIDs(optionIDs(s, Heroes)), "skill_action:bard:inspiring_music") {
		t.Fatalf("not offered: %v", optionIDs(s, Heroes))
	}
	// 5 and 3 + Intelligence 3 = 11: played for 3 turns (the lower die).
	s, evs := play(t, s, []int{5, 3}, music())
	if len(s.Magic) != 1 || s.Magic[0].Turns != 3 || s.Magic[0].Spell != "inspiring_music" {
		t.Fatalf("in play: %+v", s.Magic)
	}
	if b, _ := s.Figure("bard"); b.ManaUsed != 1 {
		t.Fatalf("mana used %d", b.ManaUsed)
	}
	if !usedSaying(evs, "inspiring_music", "plays for 3 turns") {
		t.Fatal("no skill_used for the music")
	}
	for id, want := range map[string]bool{"bard": true, "near": true, "far": false} {
		f, _ := s.Figure(id)
		for _, a := range []Attribute{CombatSkill, ShootingSkill, Courage} {
			mods, _ := TestModifiers(f, a)
			got := len(mods) == 2 && mods[1].Value == 1 && mods[1].Why.En == "skill: Inspiring Music"
			if got != want {
				t.Fatalf("%s %s: %v", id, a, mods)
			}
		}
	}
	// Three turns of the heroes later it is over.
	for turn := 0; turn < 3; turn++ {
		if len(s.Magic) != 1 {
			t.Fatalf("over after %d turns", turn)
		}
		s, _ = play(t, s, nil, endTurn(Heroes), endTurn(Dark))
	}
	if f, _ := s.Figure("near"); len(s.Magic) != 0 || len(f.Boons) != 0 {
		t.Fatalf("still in play: %+v, boons %+v", s.Magic, f.Boons)
	}

	// A failed test costs no Mana and gives nothing.
	s, evs = play(t, start(2), []int{1, 2}, music())
	if b, _ := s.Figure("bard"); b.ManaUsed != 0 || len(b.Boons) != 0 || len(s.Magic) != 0 {
		t.Fatalf("failed music: mana %d boons %+v", b.ManaUsed, b.Boons)
	}
	if !usedSaying(evs, "inspiring_music", "nobody") {
		t.Fatal("failed music not reported")
	}
	// Without Mana, no music.
	refused(t, start(0), music(), CodeBadSkill)
}

// usedSaying reports whether a skill_used event of skill id says what.
func usedSaying(evs []Event, id, what string) bool {
	for _, e := range evs {
		if u, ok := e.(SkillUsed); ok && u.Skill == id && strings.Contains(u.What.En, what) {
			return true
		}
	}
	return false
}
