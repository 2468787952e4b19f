package adp_test

import (
	"strings"
	"testing"

	"dun/board"
)

// Page 114: the Artificial Dark Player's flying creatures take off before
// anything else (they fly from the moment they come into play), then fly
// at half Movement indoors to their target and land to attack it.
func TestGiantBatTakesOff(t *testing.T) {
	g := grid(t,
		"..........",
		"..........",
		"..........",
	)
	bat := creature(t, "giant_bat", "bat", 8, 1, board.West)
	s := darkState(t, g, hero(t, "borgron", 1, 1, board.East), bat)
	p := player(t)
	s = activated(t, s, "bat")
	d := choose(t, p, s)
	if d.Option.ID != "skill_action:bat:fly" || !strings.Contains(d.Why.En, "takes off") {
		t.Fatalf("got %s (%s), want the bat to take off", d.Option.ID, d.Why.En)
	}
	s = apply(t, s, d)
	if f := s.Figures[idx(t, s, "bat")]; !f.Flying() || s.Active.Allowance != 4 {
		t.Fatalf("flying %v at %d", f.Flying(), s.Active.Allowance)
	}
	if d := choose(t, p, s); d.Option.ID == "skill_action:bat:fly" {
		t.Fatal("the bat lands again at once")
	}
}

// Page 115: a creature with Breath breathes when the line in front of it
// catches an enemy and none of its allies, before it fights in melee.
func TestBreathChosen(t *testing.T) {
	g := grid(t,
		"..........",
		"..........",
		"..........",
	)
	drake := creature(t, "orc_warrior", "drake", 5, 1, board.West)
	drake.Skills = append(drake.Skills, "breath")
	orc := creature(t, "orc_warrior", "orc", 3, 0, board.East)
	s := darkState(t, g, hero(t, "borgron", 4, 1, board.East), hero(t, "shara", 3, 1, board.East), drake, orc)
	p := player(t)
	s = activated(t, s, "drake")
	d := choose(t, p, s)
	if !strings.HasPrefix(d.Option.ID, "skill_action:drake:breath:") || !strings.Contains(d.Why.En, "breathes on 2 enemies") {
		t.Fatalf("got %s (%s), want the breath on both heroes", d.Option.ID, d.Why.En)
	}
	// With an ally in the line it fights instead.
	orc.At = board.Pos{X: 2, Y: 1}
	s = activated(t, darkState(t, g, hero(t, "borgron", 4, 1, board.East), drake, orc), "drake")
	if d := choose(t, p, s); strings.Contains(d.Option.ID, "breath") {
		t.Fatalf("breathed on its ally: %s", d.Option.ID)
	}
}

// Page 116: a Large or Huge creature with Rock Throwing throws a rock at
// a hero it cannot reach this activation: the rules offer the throw as a
// shot, and the ADP takes shots before melee (page 62).
func TestRockThrown(t *testing.T) {
	g := grid(t,
		"............",
		"............",
		"............",
	)
	troll := creature(t, "troll", "troll", 9, 0, board.West)
	troll.Skills = append(troll.Skills, "rock_throwing")
	troll.EditAttrs().Strength = 6
	s := darkState(t, g, hero(t, "borgron", 3, 1, board.East), troll)
	p := player(t)
	s = activated(t, s, "troll")
	d := choose(t, p, s)
	if d.Option.ID != "shoot:troll:borgron+rock_throwing" {
		t.Fatalf("got %s (%s), want the rock", d.Option.ID, d.Why.En)
	}
}
