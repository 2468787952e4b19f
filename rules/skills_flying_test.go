package rules

import (
	"slices"
	"strings"
	"testing"
)

// bat is a giant bat: Flying, the Flying behaviour, Movement 8.
func bat(x, y int) Figure {
	f := skilled(fig("bat", Dark, SizeAverage, x, y, 8), "fly")
	f.SetBehaviour(behaviourFlying)
	f.Items = []Item{fangs()}
	return f
}

func fangs() Item {
	return Item{ItemCard: &ItemCard{ID: "fangs", Name: Text{En: "Fangs", Es: "Colmillos"}, Kind: ItemMelee, Natural: true, PlusStrength: true, Breaks: 1}, Place: InHand}
}

// batRoom: a pit at (2,1), a table at (2,2); Shara at (1,2) next to the
// bat at (0,2).
func batRoom(t *testing.T, b Figure) State {
	t.Helper()
	g := parseMap(t,
		"........",
		"..p.....",
		"..T.....",
		"........",
		"........")
	shara := heroFig("shara", 1, 2, 4, 0)
	return newState(t, g, shara, b)
}

// Page 114: indoors, a creature with the Flying behaviour flies at half
// its Movement (R700): taking off is a free declaration before anything
// else (R701); flying, it passes over figures, furniture and pits, one
// point a square, ignores melee ranges and never runs; it ends a flight
// only where it could stand on foot (R703).
func TestFlyingIndoors(t *testing.T) {
	s := darkTurn(t, batRoom(t, bat(0, 2)))
	s, _ = play(t, s, nil, activate(Dark, "bat"))
	if !slices.Contains(optionIDs(s, Dark), "skill_action:bat:fly") {
		t.Fatalf("taking off not offered: %v", optionIDs(s, Dark))
	}
	s, evs := play(t, s, nil, useSkill(Dark, "bat", "fly"))
	b, _ := s.Figure("bat")
	if !b.Flying() || s.Active.Allowance != 4 {
		t.Fatalf("flying %v, allowance %d, want flying at 4", b.Flying(), s.Active.Allowance)
	}
	low, ok := find[MovementLowered](evs)
	if !ok || low.Allowance != 4 || !strings.Contains(low.Why[len(low.Why)-1].Why.En, "flying indoors, half its Movement: skill: Flying (x)") {
		t.Fatalf("the half allowance is not explained: %+v", low)
	}
	refused(t, s, run(Dark, "bat"), CodeCannotRun)
	refused(t, s, moveTo(Dark, "bat", 2, 1), CodeIllegalMove) // over the pit
	// Straight over Shara, the table and on: 4 squares for 4 points, with
	// no disengaging from Shara.
	s, evs = play(t, s, nil, moveAlong(Dark, "bat", at(1, 2), at(2, 2), at(3, 2), at(4, 2)))
	if mv, _ := find[Moved](evs); mv.Cost != 4 || figAt(t, s, "bat") != at(4, 2) {
		t.Fatalf("moved %+v", mv)
	}
	// A declaration only before anything else in the activation.
	refused(t, s, useSkill(Dark, "bat", "fly"), CodeAlreadyMoved)
}

// Page 114: without the Flying behaviour a creature flies only outdoors;
// outdoors it flies at its full Movement, shoots at -1 and its Agility
// tests to jump pass without a roll (R704).
func TestFlyingOutdoors(t *testing.T) {
	b := bat(0, 2)
	b.SetBehaviour("")
	s := darkTurn(t, batRoom(t, b))
	s, _ = play(t, s, nil, activate(Dark, "bat"))
	refused(t, s, useSkill(Dark, "bat", "fly"), CodeBadSkill)

	g := parseMap(t,
		"........",
		"..p.....",
		"........",
		"........",
		"........")
	nariant := skilled(armed(heroFig("nariant", 0, 3, 5, 0), bow()), "fly")
	nariant.EditAttrs().ShootingSkill = 3
	orc := fig("orc", Dark, SizeAverage, 7, 3, 4)
	x := Exploration{Revealed: []bool{true}, Sections: []SectionInfo{{Outdoor: true}}}
	out, err := NewExploringState(g, []Figure{nariant, orc}, x)
	if err != nil {
		t.Fatal(err)
	}
	s, _ = play(t, out, nil, activate(Heroes, "nariant"), useSkill(Heroes, "nariant", "fly"))
	if s.Active.Allowance != 5 {
		t.Fatalf("outdoors she flies at her Movement, got %d", s.Active.Allowance)
	}
	s, evs := play(t, s, []int{5, 5, 1, 1, 1}, shootWith(Heroes, "nariant", "orc"))
	r := lastOf[Rolled](t, evs).Roll
	for _, e := range evs {
		if x, ok := e.(Rolled); ok && x.Roll.Rule == ruleShoot {
			r = x.Roll
		}
	}
	if !skillModifier(r, -1, "Flying (x)") {
		t.Fatalf("the shot does not explain Flying's -1: %+v", r.Modifiers)
	}
	_ = s

	// On foot, her jump over the pit passes without dice.
	jumper := skilled(heroFig("nariant", 1, 2, 5, 0), "fly")
	jumper.At = at(2, 2)
	s = newState(t, g, jumper, fig("orc", Dark, SizeAverage, 7, 4, 4))
	s, evs = play(t, s, nil, activate(Heroes, "nariant"), Jump{Header: Header{Seat: Heroes}, Figure: "nariant", To: at(2, 0)})
	if figAt(t, s, "nariant") != at(2, 0) {
		t.Fatalf("the jump did not land: %v", figAt(t, s, "nariant"))
	}
	if u, ok := skillUsed(evs, "fly"); !ok || !strings.Contains(u.What.En, "without rolling") {
		t.Fatalf("the jump does not say Flying passed it: %+v", u)
	}
}

// Page 37: a flying figure lands to attack in melee an enemy on the
// ground, and is attacked at -1 while it flies; Wounded, it may not fly,
// and lands when its next activation begins.
func TestFlyingLandsToAttack(t *testing.T) {
	b := bat(0, 2)
	b.SetFlying(true)
	s := batRoom(t, b)
	s, _ = play(t, s, nil, activate(Heroes, "shara"), Face{Header: Header{Seat: Heroes}, Figure: "shara", Facing: 6})
	s, evs := play(t, s, []int{3, 3, 2, 2}, attack(Heroes, "shara", "bat"))
	var r RollRecord
	for _, e := range evs {
		if x, ok := e.(Rolled); ok && x.Roll.Figure == "shara" && x.Roll.Rule == ruleMelee {
			r = x.Roll
		}
	}
	if !hasModifier(r, -1, "flying target") {
		t.Fatalf("attacking a flying bat: %+v", r.Modifiers)
	}
	s = settleAll(t, s)
	s, _ = play(t, s, nil, endTurn(Heroes), activate(Dark, "bat"))
	if f, _ := s.Figure("bat"); !f.Flying() {
		t.Fatal("the bat should still fly")
	}
	s, evs = play(t, s, []int{2, 2, 6, 5}, attack(Dark, "bat", "shara"))
	if f, _ := s.Figure("bat"); f.Flying() {
		t.Fatal("the bat should have landed to attack")
	}
	if u, ok := skillUsed(evs, "fly"); !ok || !strings.Contains(u.What.En, "lands to attack Shara") {
		t.Fatalf("landing not reported: %+v", u)
	}

	// Wounded, it lands as its activation begins.
	w := bat(0, 2)
	w.SetFlying(true)
	w.Conditions = w.Conditions.With(Wounded)
	s = darkTurn(t, batRoom(t, w))
	s, evs = play(t, s, nil, activate(Dark, "bat"))
	if f, _ := s.Figure("bat"); f.Flying() {
		t.Fatal("a Wounded bat cannot fly")
	}
	if u, ok := skillUsed(evs, "fly"); !ok || !strings.Contains(u.What.En, "can no longer fly") {
		t.Fatalf("forced landing not reported: %+v", u)
	}
	refused(t, s, useSkill(Dark, "bat", "fly"), CodeBadSkill)
}

// settleAll answers every open prompt with its last option (declining
// pushes, follows and rerolls) until none is left.
func settleAll(t *testing.T, s State) State {
	t.Helper()
	for n := 0; s.Prompt != nil && n < 20; n++ {
		opts := s.Prompt.Options
		s, _ = play(t, s, nil, answer(s.Prompt.Seat, opts[len(opts)-1].ID))
	}
	return s
}

// Page 114 (creature text): creatures the Dark Player places are flying
// where they may (R702).
func TestFlyingWhenPlaced(t *testing.T) {
	s := batRoom(t, bat(0, 2))
	e := &env{s: &s}
	e.takeOffWhenPlaced([]string{"bat", "shara"})
	if f, _ := s.Figure("bat"); !f.Flying() {
		t.Fatal("the bat should be flying as it comes into play")
	}
	if _, ok := skillUsed(e.events, "fly"); !ok {
		t.Fatal("not reported")
	}
}
