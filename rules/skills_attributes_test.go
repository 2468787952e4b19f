package rules

import (
	"testing"

	"dun/board"
)

// Pages 111-116: a figure set up with Hardy, Strong, Sharp Senses or
// Clumsy Hands has the attribute its card prints (R713); a figure that
// gains the skill in play gains the attribute with it: a Leader's Hardy
// bought as an upgrade raises his Vitality by 1.
func TestAttributeSkills(t *testing.T) {
	s := dpState(t, nil, explorer("taeral", 0, 0))
	s.Explore.Revealed[1] = true
	l := creature("boss", "champion", 5, false)
	l.Leader = true
	vit := l.Attrs.Vitality
	s.Dark.Leader = &l
	s.Dark.Upgrades = []LeaderUpgrade{{ID: "hardy", VP: 1, Skill: "hardy"}}
	s = darkTurn(t, s)
	s, evs := play(t, s, []int{6, 6, 1, 1}, PlaceLeader{Header: Header{Seat: Dark}, At: at(10, 2), Facing: board.West, Upgrades: []string{"hardy"}})
	b, _ := s.Figure("boss")
	if !b.HasSkill("hardy") || b.Attrs.Vitality != vit+1 {
		t.Fatalf("the Leader's Vitality %d, want %d", b.Attrs.Vitality, vit+1)
	}
	if c, ok := find[AttributeChanged](evs); !ok || c.Attribute != Vitality || c.Why.En != "skill: Hardy" {
		t.Fatalf("the change is not explained: %+v", c)
	}

	// Set up with the skills: nothing more. Gained in play: each its own
	// attribute; a skill held already changes nothing.
	f := skilled(fig("ogre", Dark, SizeLarge, 0, 0, 4), "strong")
	f.Attrs.Dexterity = 0
	s = newState(t, parseMap(t, "....", "...."), f)
	e := &env{s: &s}
	e.gainSkill(0, "strong", Text{})
	e.gainSkill(0, "sharp_senses", Text{})
	e.gainSkill(0, "clumsy_hands", Text{})
	o := s.Figures[0]
	if o.Attrs.Strength != 3 || o.Attrs.Perception != 1 || o.Attrs.Dexterity != 0 {
		t.Fatalf("attributes %+v", o.Attrs)
	}
}
