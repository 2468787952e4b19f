package rules

import (
	"testing"

	"dun/board"
)

// Pages 113-114 (Iron Will, Hunter, Skilled Hands): the printed attribute
// counts the skill already; a Leader who buys one as an upgrade has the
// attribute raised for good; one lent by a card's boon adds its +1 to the
// tests while the boon lasts (R740).
func TestAttributeSkills(t *testing.T) {
	for _, c := range []struct {
		skill string
		attr  Attribute
		name  string
	}{
		{"iron_will", Courage, "Iron Will"},
		{"hunter", Perception, "Hunter"},
		{"skilled_hands", Dexterity, "Skilled Hands"},
	} {
		t.Run(c.skill, func(t *testing.T) {
			s := dpState(t, nil, explorer("taeral", 0, 0))
			s.Explore.Revealed[1] = true
			l := creature("boss", "champion", 5, false)
			l.SetLeader(true)
			before := c.attr.Of(l.Attrs())
			s.Dark.Leader = &l
			s.Dark.Upgrades = []LeaderUpgrade{{ID: c.skill, VP: 1, Skill: c.skill}}
			s = darkTurn(t, s)
			s, evs := play(t, s, []int{1, 1, 6, 6}, PlaceLeader{Header: Header{Seat: Dark}, At: at(10, 2), Facing: board.West, Upgrades: []string{c.skill}})
			b, _ := s.Figure("boss")
			if got := c.attr.Of(b.Attrs()); got != before+1 || !b.HasSkill(c.skill) {
				t.Fatalf("%s %d after the upgrade, %d before; skills %v", c.attr, got, before, b.Skills)
			}
			ch, ok := find[AttributeChanged](evs)
			if !ok || ch.Attribute != c.attr || ch.Why.En != "skill: "+c.name {
				t.Fatalf("attribute_changed %+v", ch)
			}

			// Printed: no modifier beyond the attribute itself.
			f := skilled(heroFig("h", 0, 0, 5, 0), c.skill)
			mods, _ := TestModifiers(f, c.attr)
			if len(mods) != 1 {
				t.Fatalf("a printed skill adds %v", mods)
			}
			// Lent by a boon: +1 named after the skill, gone with the boon.
			f.Skills = nil
			f.Boons = []Boon{{Skill: c.skill, Until: untilTurn, Why: Text{En: "card", Es: "carta"}}}
			mods, _ = TestModifiers(f, c.attr)
			if len(mods) != 2 || mods[1].Value != 1 || mods[1].Kind != ModSkill || mods[1].Why.En != "skill: "+c.name {
				t.Fatalf("a lent skill gives %v", mods)
			}
			if mods, _ = TestModifiers(f, Agility); len(mods) != 1 {
				t.Fatalf("the lent skill changes another attribute: %v", mods)
			}
		})
	}
}

// Pages 111-116 (Hardy, Strong, Sharp Senses, Clumsy Hands): a Leader's
// Hardy bought as an upgrade raises his Vitality by 1; gained in play,
// each changes its attribute, Clumsy Hands never below 0; a skill held
// already changes nothing (R713).
func TestCreatureAttributeSkills(t *testing.T) {
	s := dpState(t, nil, explorer("taeral", 0, 0))
	s.Explore.Revealed[1] = true
	l := creature("boss", "champion", 5, false)
	l.SetLeader(true)
	vit := l.Attrs().Vitality
	s.Dark.Leader = &l
	s.Dark.Upgrades = []LeaderUpgrade{{ID: "hardy", VP: 1, Skill: "hardy"}}
	s = darkTurn(t, s)
	s, evs := play(t, s, []int{6, 6, 1, 1}, PlaceLeader{Header: Header{Seat: Dark}, At: at(10, 2), Facing: board.West, Upgrades: []string{"hardy"}})
	b, _ := s.Figure("boss")
	if !b.HasSkill("hardy") || b.Attrs().Vitality != vit+1 {
		t.Fatalf("the Leader's Vitality %d, want %d", b.Attrs().Vitality, vit+1)
	}
	if c, ok := find[AttributeChanged](evs); !ok || c.Attribute != Vitality || c.Why.En != "skill: Hardy" {
		t.Fatalf("the change is not explained: %+v", c)
	}

	f := skilled(fig("ogre", Dark, SizeLarge, 0, 0, 4), "strong")
	f.EditAttrs().Dexterity = 0
	s = newState(t, parseMap(t, "....", "...."), f)
	e := &env{s: &s}
	e.gainSkill(0, "strong", Text{})
	e.gainSkill(0, "sharp_senses", Text{})
	e.gainSkill(0, "clumsy_hands", Text{})
	o := s.Figures[0]
	if o.Attrs().Strength != 3 || o.Attrs().Perception != 1 || o.Attrs().Dexterity != 0 {
		t.Fatalf("attributes %+v", *o.Attrs())
	}
}
