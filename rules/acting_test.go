package rules

import (
	"testing"

	"dun/dice"
)

// Page 18: one Action and one Quick Action, or two Quick Actions and no
// Action; nothing once knocked down (page 42). No command spends a Quick
// Action yet, so the accounting is driven here directly.
func TestActionAccounting(t *testing.T) {
	g := parseMap(t, room(t, 6, 3)...)
	base := newState(t, g, heroFig("shara", 0, 0, 5, 0))
	base, _ = play(t, base, nil, activate(Heroes, "shara"))
	type step struct {
		quick bool
		code  string // "" when accepted
	}
	for _, c := range []struct {
		name  string
		steps []step
	}{
		{"action then quick", []step{{false, ""}, {true, ""}, {true, CodeQuickActionUsed}, {false, CodeActionUsed}}},
		{"quick then action", []step{{true, ""}, {false, ""}, {true, CodeQuickActionUsed}}},
		{"two quick instead of the action", []step{{true, ""}, {true, ""}, {false, CodeActionUsed}, {true, CodeQuickActionUsed}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := base.Clone()
			e := &env{s: &s, dice: dice.NewRoller(dice.Scripted())}
			f, a := &s.Figures[0], s.Active
			for k, st := range c.steps {
				var err *RuleError
				if st.quick {
					err = e.spendQuick(f, a)
				} else {
					err = e.spendAction(f, a, "search")
				}
				got := ""
				if err != nil {
					err.settle()
					got = err.Code
					if err.Reason.Es == "" || err.Reason.En == err.Reason.Es {
						t.Errorf("step %d: reason %+v", k, err.Reason)
					}
				}
				if got != st.code {
					t.Fatalf("step %d: got %q, want %q", k, got, st.code)
				}
			}
		})
	}
	// Running spends the Action: a second Quick Action is then refused.
	s, _ := play(t, base, []int{2, 2}, run(Heroes, "shara"))
	e := &env{s: &s, dice: dice.NewRoller(dice.Scripted())}
	if err := e.spendQuick(&s.Figures[0], s.Active); err != nil {
		t.Fatal(err)
	}
	if err := e.spendQuick(&s.Figures[0], s.Active); err == nil || err.Code != CodeQuickActionUsed {
		t.Fatalf("second quick action after running: %v", err)
	}
	// Two Quick Actions leave no Action to run with.
	s = base.Clone()
	s.Active.QuickActions = 2
	refused(t, s, run(Heroes, "shara"), CodeActionUsed)
	// Knocked down: nothing.
	s = base.Clone()
	s.Figures[0].Conditions = s.Figures[0].Conditions.With(KnockedDown)
	e = &env{s: &s, dice: dice.NewRoller(dice.Scripted())}
	if err := e.spendQuick(&s.Figures[0], s.Active); err == nil || err.Code != CodeCannotAct {
		t.Fatalf("quick action while down: %v", err)
	}
	if err := e.spendAction(&s.Figures[0], s.Active, "search"); err == nil || err.Code != CodeCannotAct {
		t.Fatalf("action while down: %v", err)
	}
}
