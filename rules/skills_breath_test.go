package rules

import (
	"slices"
	"testing"

	"dun/board"
)

// Page 115: a breath along the line in front of the creature, even next
// to enemies; each figure in it, nearest first (allies too), tests
// Agility: a success dodges to a square of its player's choice out of the
// line, a failure takes 3 dice against Natural Armour (R708).
func TestBreath(t *testing.T) {
	g := parseMap(t,
		"........",
		"........",
		"........")
	drake := skilled(fig("drake", Dark, SizeAverage, 1, 1, 4), "breath")
	drake.Facing = board.East
	goblin := fig("goblin", Dark, SizeAverage, 4, 1, 4)
	s := newState(t, g, heroFig("shara", 2, 1, 4, 0), heroFig("taeral", 3, 1, 4, 0), goblin, drake)
	s = darkTurn(t, s)
	s, _ = play(t, s, nil, activate(Dark, "drake"))
	ids := optionIDs(s, Dark)
	for _, want := range []string{"skill_action:drake:breath:shara", "skill_action:drake:breath:taeral", "skill_action:drake:breath:goblin"} {
		if !slices.Contains(ids, want) {
			t.Fatalf("%s not offered: %v", want, ids)
		}
	}
	// Shara passes (6+3+3) and is asked where she dodges.
	s, _ = play(t, s, []int{6, 3}, useSkill(Dark, "drake", "breath", "taeral"))
	if p := s.Prompt; p == nil || p.Kind != PromptBreathDodge || p.Seat != Heroes || p.Figure != "shara" || p.has("3,1") || !p.has("2,0") {
		t.Fatalf("dodge prompt %+v", s.Prompt)
	}
	// Taeral fails (1+2+3): 3 dice against his Natural Armour 2; the
	// goblin passes and its player chooses.
	s, evs := play(t, s, []int{1, 2, 6, 6, 1, 5, 5}, answer(Heroes, "2,0"))
	if figAt(t, s, "shara") != at(2, 0) {
		t.Fatal("Shara did not dodge")
	}
	if f, _ := s.Figure("taeral"); f.Wounds != 2 {
		t.Fatalf("Taeral wounds %d, want 2", f.Wounds)
	}
	d, _ := find[DamageRolled](evs)
	if d.Dice != 3 || d.Against != NaturalArmour {
		t.Fatalf("damage %+v", d)
	}
	if p := s.Prompt; p == nil || p.Seat != Dark || p.Figure != "goblin" {
		t.Fatalf("the goblin's dodge: %+v", s.Prompt)
	}
	s, _ = play(t, s, nil, answer(Dark, "5,2"))
	if s.Prompt != nil || s.Active.Area != nil || len(s.Active.Queue) != 0 {
		t.Fatalf("the breath should be over: %+v", s.Active)
	}
	refused(t, s, useSkill(Dark, "drake", "breath", "taeral"), CodeActionUsed)
}

// Page 115: cover takes dice off the breath, and with nowhere to dodge
// there is no test; a 2x2 base facing a side breathes from either front
// square; an Invulnerable figure is wounded only by sixes.
func TestBreathCoverAndLines(t *testing.T) {
	dragon := skilled(fig("dragon", Dark, SizeHuge, 0, 0, 6), "breath")
	dragon.Facing = board.East
	if got := frontSquares(&dragon); !slices.Equal(got, []board.Pos{at(1, 0), at(1, 1)}) {
		t.Fatalf("front squares %v", got)
	}
	dragon.Facing = board.SouthEast
	if got := frontSquares(&dragon); !slices.Equal(got, []board.Pos{at(1, 1)}) {
		t.Fatalf("front corner %v", got)
	}
	g := parseMap(t,
		"#####",
		"#...#",
		"#####")
	drake := skilled(fig("drake", Dark, SizeAverage, 1, 1, 4), "breath")
	drake.Facing = board.East
	troll := skilled(fig("troll", Heroes, SizeAverage, 2, 1, 4), "invulnerable")
	s := newState(t, g, troll, drake)
	s = darkTurn(t, s)
	// In a corridor one square wide the troll cannot dodge: no test, the
	// blow at once, only sixes wound it.
	s, evs := play(t, s, []int{6, 5, 5}, activate(Dark, "drake"), useSkill(Dark, "drake", "breath", "troll"))
	d, _ := find[DamageRolled](evs)
	if d.Armour != MaxArmour || d.Wounds != 1 {
		t.Fatalf("an Invulnerable figure: %+v", d)
	}
	if lines := breathLines(s.Board, &s.Figures[1], BreathDice); len(lines) != 1 || len(lines[0]) != 2 {
		t.Fatalf("the wall stops the line: %v", lines)
	}

	// Behind a table, Taeral fails his test and takes one die fewer.
	g = parseMap(t,
		"......",
		"..T...",
		"......")
	s = newState(t, g, heroFig("taeral", 3, 1, 4, 0), drake)
	s = darkTurn(t, s)
	s, evs = play(t, s, []int{1, 2, 6, 6}, activate(Dark, "drake"), useSkill(Dark, "drake", "breath", "taeral"))
	if d, _ := find[DamageRolled](evs); d.Dice != 2 {
		t.Fatalf("behind light cover: %+v", d)
	}
	if !skillSaid(evs, "breath", "Taeral has light cover: one damage die fewer") {
		t.Fatalf("the cover is not explained: %v", evs)
	}
}

// skillSaid reports whether a SkillUsed event of skill id says what.
func skillSaid(evs []Event, id, what string) bool {
	for _, e := range evs {
		if u, ok := e.(SkillUsed); ok && u.Skill == id && u.What.En == what {
			return true
		}
	}
	return false
}
