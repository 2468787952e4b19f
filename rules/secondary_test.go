package rules

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"dun/dice"
)

// Page 100: a secondary skill's test is 2D6 plus the hero's bonus in it
// against 10, in RPG mode only; no Fortune is offered, a failed test bars
// a second attempt, conditions and the +3 cap do not touch it (R1140-R1142).
func TestSecondarySkillTest(t *testing.T) {
	carver := func(bonus int) Figure {
		f := explorer("borgron", 2, 0)
		f.EditAttrs().Fortune = 2
		f.SetSecondary([]SecondarySkill{{ID: "wood_carving", Name: Text{En: "Carving Wood", Es: "Tallar madera"}, Bonus: bonus}})
		return f
	}
	test := SecondaryTest{Header: Header{Seat: Heroes}, Figure: "borgron", Skill: "wood_carving"}
	rpg := func(f Figure) State {
		s := dpState(t, nil, f)
		s.Dark.Mode = DarkRPG
		s, _ = play(t, s, nil, activate(Heroes, "borgron"))
		return s
	}

	// Not in another mode: neither offered nor allowed, nor shown.
	human := dpState(t, nil, carver(2))
	human, _ = play(t, human, nil, activate(Heroes, "borgron"))
	refused(t, human, test, CodeNotRPG)
	if strings.Contains(OptionIDs(Options(human, Heroes)), "secondary:") {
		t.Error("a secondary skill offered outside RPG mode")
	}
	if v := SeatView(human, Heroes); len(v.Figures[0].Secondary()) != 0 {
		t.Error("a secondary skill shown outside RPG mode")
	}

	for _, tc := range []struct {
		name   string
		bonus  int
		dice   []int
		passed bool
	}{
		{"the book's dwarf: 2D6 8 + 2", 2, []int{4, 4}, true},
		{"9 is not enough", 2, []int{3, 4}, false},
		// +5 is far over page 11's +3 and stays whole.
		{"+5 uncapped", 5, []int{2, 3}, true},
		{"double 1 fails", 5, []int{1, 1}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := carver(tc.bonus)
			// A condition lowers attribute tests, not this one.
			f.Conditions = f.Conditions.With(Wounded)
			s := rpg(f)
			if !strings.Contains(OptionIDs(Options(s, Heroes)), "secondary:borgron:wood_carving") {
				t.Fatalf("not offered: %s", OptionIDs(Options(s, Heroes)))
			}
			if v := SeatView(s, Heroes); len(v.Figures[0].Secondary()) != 1 {
				t.Error("the hero's view hides his secondary skill in RPG mode")
			}
			n, evs := play(t, s, tc.dice, test)
			ev, ok := find[SecondaryTested](evs)
			if !ok || ev.Passed != tc.passed || ev.Bonus != tc.bonus {
				t.Fatalf("event %+v, want passed %v", ev, tc.passed)
			}
			r, _ := find[Rolled](evs)
			if len(r.Roll.Modifiers) != 1 || r.Roll.Modifiers[0].Value != tc.bonus || r.Roll.Target != TestTarget || r.Roll.Modifiers[0].Why.Es == "" {
				t.Errorf("roll %+v", r.Roll)
			}
			if n.Prompt != nil {
				t.Errorf("a prompt (Fortune?) after the test: %+v", n.Prompt)
			}
			if a := n.Active; a == nil || a.Action != ruleSecondary {
				t.Error("the test did not take the Action")
			}
			if n.Figures[0].Secondary()[0].Failed == tc.passed {
				t.Errorf("failed mark %v after passed %v", n.Figures[0].Secondary()[0].Failed, tc.passed)
			}
			if !tc.passed {
				// No second attempt, even in a later activation.
				n, _ = play(t, n, nil, endAct(Heroes, "borgron"), endTurn(Heroes), endTurn(Dark), activate(Heroes, "borgron"))
				refused(t, n, test, CodeAlreadyTried)
			}
		})
	}

	s := rpg(carver(1))
	refused(t, s, SecondaryTest{Header: Header{Seat: Heroes}, Figure: "borgron", Skill: "gambling"}, CodeBadSkill)
	s, _ = play(t, s, []int{6, 6}, test)
	refused(t, s, test, CodeActionUsed)
}

// Page 100: an experience point and a passed Intelligence test learn a
// secondary skill at +1 or raise it by 1, up to +5; a failed test spends
// the point for nothing (R1143).
func TestLearnSecondary(t *testing.T) {
	carving := SecondarySkill{ID: "wood_carving", Name: Text{En: "Carving Wood", Es: "Tallar madera"}}
	dwarf := heroFig("borgron", 0, 0, 4, 0)
	dwarf.EditAttrs().Intelligence = 2
	for _, tc := range []struct {
		name   string
		before int // 0: not learnt yet
		dice   []int
		after  int
		code   string
	}{
		{"the book's dwarf learns it", 0, []int{4, 4}, 1, ""},
		{"and improves it", 1, []int{5, 3}, 2, ""},
		{"a failed test changes nothing", 2, []int{3, 4}, 2, ""},
		{"double 6 passes", 4, []int{6, 6}, 5, ""},
		{"+5 is the most", 5, nil, 5, CodeBadSkill},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := dwarf
			if tc.before > 0 {
				k := carving
				k.Bonus = tc.before
				f.SetSecondary([]SecondarySkill{k})
			}
			before := f.clone()
			out, r, err := LearnSecondary(f, carving, dice.Scripted(tc.dice...))
			if !reflect.DeepEqual(before, f) {
				t.Fatal("LearnSecondary changed its input")
			}
			if tc.code != "" {
				var re *RuleError
				if !errors.As(err, &re) || re.Code != tc.code || re.Reason.Es == "" {
					t.Fatalf("want refusal %s, got %v", tc.code, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := out.Secondary()[0].Bonus; len(out.Secondary()) != 1 || got != tc.after {
				t.Errorf("bonus %+v, want %d", out.Secondary(), tc.after)
			}
			if r.Target != TestTarget || len(r.Modifiers) == 0 || r.Modifiers[0].Kind != ModAttribute {
				t.Errorf("roll %+v", r)
			}
			if out.VP() != f.VP() {
				t.Error("the hero's Value Points changed")
			}
		})
	}
	if _, _, err := LearnSecondary(fig("orc", Dark, SizeAverage, 1, 1, 4), carving, dice.Scripted(6, 6)); err == nil {
		t.Error("a creature learnt a secondary skill")
	}
}
