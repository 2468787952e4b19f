package rules

import (
	"strings"
	"testing"
)

func swim(seat Side, id string) Command { return Swim{Header: Header{Seat: seat}, Figure: id} }

// lake is deep water on the west, the shore to the east.
func lake(t *testing.T, figs ...Figure) State {
	return newState(t, parseMap(t,
		"wwww......",
		"wwww......",
		"..........",
	), figs...)
}

// borgron is the dwarf of page 21's example: Agility 4. His Movement (6
// here) is not what he swims with.
func borgron(x, y, fortune int) Figure {
	f := heroFig("borgron", x, y, 6, fortune)
	f.EditAttrs().Agility = 4
	return f
}

// Page 21: Borgron (Agility 4) rolls no double 1, swims two squares to the
// shore and walks the two left of his Agility.
func TestSwimBorgron(t *testing.T) {
	s := lake(t, borgron(1, 0, 0))
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	ids := OptionIDs(Options(s, Heroes))
	if !strings.Contains(ids, "swim:borgron") || strings.Contains(ids, "move:") {
		t.Fatalf("in the water before swimming: %s", ids)
	}
	refused(t, s, moveTo(Heroes, "borgron", 2, 0), CodeMustSwim)
	s, evs := play(t, s, []int{3, 4}, swim(Heroes, "borgron"))
	if al, ok := find[SwimAllowance](evs); !ok || al.Allowance != 4 || al.Agility != 4 || s.Active.Allowance != 4 {
		t.Fatalf("swim allowance: %+v", evs)
	}
	if s.Active.Action != "" {
		t.Fatalf("swimming spent the Action %q", s.Active.Action)
	}
	s, evs = play(t, s, nil, moveTo(Heroes, "borgron", 3, 0))
	if mv, _ := find[Moved](evs); mv.Cost != 2 {
		t.Fatalf("swim: %+v", mv)
	}
	s, _ = play(t, s, nil, moveTo(Heroes, "borgron", 5, 0))
	refused(t, s, moveTo(Heroes, "borgron", 6, 0), CodeTooFar)
	if s.Active.Remaining() != 0 {
		t.Fatalf("remaining %d", s.Active.Remaining())
	}
}

// Page 21: a double 1 and the figure does not advance; a double 6 gives one
// square more.
func TestSwimDoubles(t *testing.T) {
	s := lake(t, borgron(1, 0, 0))
	n, evs := play(t, s, []int{1, 1}, activate(Heroes, "borgron"), swim(Heroes, "borgron"))
	if al, _ := find[SwimAllowance](evs); !al.Startled || al.Allowance != 0 || len(moveOpts(n, Heroes)) != 0 {
		t.Fatalf("double 1: %+v, moves %v", al, moveOpts(n, Heroes))
	}
	n, evs = play(t, s, []int{6, 6}, activate(Heroes, "borgron"), swim(Heroes, "borgron"))
	if al, _ := find[SwimAllowance](evs); !al.Extra || al.Allowance != 5 {
		t.Fatalf("double 6: %+v", al)
	}
	if _, ok := moveOpts(n, Heroes)[at(6, 0)]; !ok {
		t.Fatalf("five squares: %v", moveOpts(n, Heroes))
	}
}

// Page 14: a hero may reroll the swim's double 1 with Fortune.
func TestSwimFortune(t *testing.T) {
	s := lake(t, borgron(1, 0, 1))
	s, _ = play(t, s, []int{1, 1}, activate(Heroes, "borgron"), swim(Heroes, "borgron"))
	if s.Prompt == nil || s.Prompt.Kind != PromptFortuneReroll {
		t.Fatalf("want a Fortune prompt, got %+v", s.Prompt)
	}
	refused(t, s, moveTo(Heroes, "borgron", 2, 0), CodePromptPending)
	s, evs := play(t, s, []int{2, 5}, answer(Heroes, OptionReroll))
	if al, _ := find[SwimAllowance](evs); al.Allowance != 4 {
		t.Fatalf("after the reroll: %+v", al)
	}
}

// Page 21: no figure enters deep water without swimming; swimming is
// declared before moving, never with a run, and only by the water.
func TestSwimRefusals(t *testing.T) {
	s := lake(t, heroFig("shara", 5, 0, 5, 0), heroFig("taeral", 9, 2, 5, 0))
	s, _ = play(t, s, nil, activate(Heroes, "shara"))
	if _, ok := moveOpts(s, Heroes)[at(3, 0)]; ok {
		t.Fatal("a walker is offered deep water")
	}
	refused(t, s, moveTo(Heroes, "shara", 3, 0), CodeMustSwim)
	refused(t, s, moveAlong(Heroes, "shara", at(4, 1), at(3, 1), at(2, 2)), CodeMustSwim)
	refused(t, s, swim(Heroes, "shara"), CodeCannotSwim)
	n, _ := play(t, s, nil, moveTo(Heroes, "shara", 4, 0))
	refused(t, n, swim(Heroes, "shara"), CodeAlreadyMoved)
	n, _ = play(t, s, []int{2, 2}, run(Heroes, "shara"))
	refused(t, n, swim(Heroes, "shara"), CodeCannotSwim)
	s.Figures[0].At = at(4, 0)
	n, _ = play(t, s, []int{3, 3}, swim(Heroes, "shara"))
	refused(t, n, run(Heroes, "shara"), CodeCannotRun)
	refused(t, n, swim(Heroes, "shara"), CodeCannotSwim)
}

// Page 21 and R59: ending an activation in deep water with Agility below 0
// deals 3 damage dice against Natural Armour.
func TestDrowning(t *testing.T) {
	b := borgron(1, 0, 0)
	b.EditAttrs().Agility = 0
	b.Conditions = b.Conditions.With(Wounded)
	s := lake(t, b)
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	n, evs := play(t, s, []int{1, 2, 6}, endAct(Heroes, "borgron"))
	d, ok := find[DamageRolled](evs)
	if !ok || d.Dice != DrownDice || d.Against != NaturalArmour || d.Wounds != 2 || n.Active != nil {
		t.Fatalf("drowning: %+v, active %v", d, n.Active)
	}
	n, evs = play(t, s, []int{1, 1, 1}, endTurn(Heroes))
	if _, ok := find[DamageRolled](evs); !ok || n.Side != Dark || n.Active != nil {
		t.Fatalf("drowning at the end of the turn: %v", evs)
	}
	// On the shore nothing happens.
	s.Figures[0].At = at(5, 0)
	play(t, s, nil, endAct(Heroes, "borgron"))
}

// R59: the turn ends once the drowning blow is settled, Fortune asked.
func TestDrowningFatalBlowEndsTurn(t *testing.T) {
	b := borgron(1, 0, 1)
	b.EditAttrs().Agility = 0
	b.EditAttrs().Vitality = 2
	b.Wounds = 1
	b.Conditions = b.Conditions.With(Wounded)
	s := lake(t, b)
	s, _ = play(t, s, nil, activate(Heroes, "borgron"))
	s, _ = play(t, s, []int{1, 1, 4}, endTurn(Heroes))
	if s.Prompt == nil || s.Prompt.Kind != PromptFatalBlow || s.Side != Heroes {
		t.Fatalf("want the fatal blow prompt, got %+v", s.Prompt)
	}
	s, _ = play(t, s, nil, answer(Heroes, OptionTakeBlow))
	if f, _ := s.Figure("borgron"); !f.Conditions.Has(KnockedOut) || s.Side != Dark || s.Active != nil {
		t.Fatalf("after the blow: %+v side %v", f.Conditions, s.Side)
	}
}

// Page 21: heavy armour takes 1 more from the swimmer's Agility, for the
// squares swum and for drowning at the end of the activation (R930).
func TestSwimHeavyArmour(t *testing.T) {
	cases := []struct {
		name    string
		agility int
		armour  Place
		want    int
		heavy   bool
		drowns  bool
	}{
		{"no armour", 4, InPack, 4, false, false},
		{"heavy armour worn", 4, Worn, 3, true, false},
		{"heavy armour at Agility 0", 0, Worn, 0, true, true},
		{"heavy armour in the backpack at Agility 0", 0, InPack, 0, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := borgron(1, 0, 0)
			b.EditAttrs().Agility = c.agility
			b.Items = append(b.Items, Item{ItemCard: &ItemCard{ID: "plate", Name: Text{En: "Plate", Es: "Placas"}, Kind: ItemArmour, ArmourBonus: 2, Heavy: true}, Place: c.armour})
			s := lake(t, b)
			s, evs := play(t, s, []int{3, 4}, activate(Heroes, "borgron"), swim(Heroes, "borgron"))
			al, ok := find[SwimAllowance](evs)
			if !ok || al.Allowance != c.want || al.HeavyArmour != c.heavy || s.Active.Allowance != c.want {
				t.Fatalf("allowance %+v, want %d heavy %v", al, c.want, c.heavy)
			}
			var dmg []int
			if c.drowns {
				dmg = []int{6, 6, 6}
			}
			_, evs = play(t, s, dmg, endAct(Heroes, "borgron"))
			if _, hit := find[DamageRolled](evs); hit != c.drowns {
				t.Fatalf("drowning %v, want %v: %v", hit, c.drowns, evs)
			}
		})
	}
}
