package setup

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"dun/content"
	"dun/rules"
)

// The starter pack's Achievement card is page 12's list (R1090): what
// each line earns, for what.
func TestStarterAchievementCard(t *testing.T) {
	c, err := AchievementCard(starterPack(t))
	if err != nil || c == nil {
		t.Fatalf("card %v, %v", c, err)
	}
	type line struct {
		triggers string
		level    string
		points   int
		vp       bool
		max      int
		side     rules.Side
	}
	want := map[string]line{
		"grunt_defeated":    {"enemy_defeated", "grunt", 1, false, 0, rules.Heroes},
		"elite_defeated":    {"enemy_defeated", "elite", 2, false, 0, rules.Heroes},
		"champion_defeated": {"enemy_defeated", "champion", 3, false, 0, rules.Heroes},
		"leader_defeated":   {"leader_defeated", "", 2, false, 0, rules.Heroes},
		"spells":            {"spell_cast spell_dispelled", "", 1, false, 5, rules.Heroes},
		"discoveries":       {"special_element_found main_room_found", "", 1, false, 0, rules.Heroes},
		"traps":             {"trap_detected trap_disarmed", "", 1, false, 0, rules.Heroes},
		"secret_doors":      {"secret_door_found", "", 1, false, 0, rules.Heroes},
		"locks":             {"lock_picked chest_picked", "", 1, false, 0, rules.Heroes},
		"riddles":           {"riddle_solved", "", 1, false, 0, rules.Heroes},
		"fortune_spent":     {"fortune_spent", "", 1, false, 0, rules.Dark},
		"dark_turn":         {"turn", "", 1, false, 0, rules.Dark},
		"hero_knocked_out":  {"hero_knocked_out", "", 0, true, 0, rules.Dark},
	}
	got := map[string]line{}
	for _, f := range c.Feats() {
		var ws []string
		for _, w := range f.Triggers {
			ws = append(ws, string(w))
		}
		got[f.ID] = line{strings.Join(ws, " "), f.Level, f.Points, f.VP, f.Max, f.Side()}
		if f.Name.En == "" || f.Name.Es == "" {
			t.Errorf("%s has no name", f.ID)
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("the starter card:\n got %v\nwant %v", got, want)
	}
}

// The happenings a pack may name are the rules', each of the side the
// pack's check gives it.
func TestAchievementTriggersAgree(t *testing.T) {
	f, _ := reflect.TypeFor[content.Achievement]().FieldByName("Triggers")
	words := strings.Split(f.Tag.Get("enum"), "|")
	var rulesWords []string
	for _, tr := range rules.Triggers() {
		rulesWords = append(rulesWords, string(tr.Why))
		if dark := slices.Contains(content.DarkTriggers, string(tr.Why)); dark != (tr.Side == rules.Dark) {
			t.Errorf("%s: the pack's side and the rules' differ", tr.Why)
		}
	}
	slices.Sort(words)
	slices.Sort(rulesWords)
	if !slices.Equal(words, rulesWords) {
		t.Fatalf("the pack's happenings %v, the rules' %v", words, rulesWords)
	}
}

// A pack without achievements leaves the rules' own card in play.
func TestNoAchievementCard(t *testing.T) {
	c, err := AchievementCard(content.NewPack())
	if c != nil || err != nil {
		t.Fatalf("%v, %v", c, err)
	}
	s := rules.State{}
	if got, err := WithAchievementCard(content.NewPack(), s); err != nil || got.AchievementCard != nil {
		t.Fatalf("%v, %v", got.AchievementCard, err)
	}
}
