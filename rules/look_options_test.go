package rules_test

import (
	"testing"

	"dun/rules"
)

// LookOptions is Options' moves, attacks, shots and turns, in their
// order, on the states of games, crowded copies of them and the states
// after each move (walkStrikeStates).
func TestLookOptionsAreOptions(t *testing.T) {
	kinds := map[string]int{}
	check := func(s rules.State, where string) {
		t.Helper()
		seat := s.CurrentSeat()
		var want []string
		for _, o := range rules.Options(s, seat) {
			switch o.Command.(type) {
			case rules.Move, rules.Attack, rules.Shoot, rules.Face:
				want = append(want, o.ID)
			}
		}
		got := rules.LookOptions(s, seat)
		if len(got) != len(want) {
			t.Fatalf("%s: LookOptions %s, want %v", where, rules.OptionIDs(got), want)
		}
		for k, o := range got {
			if o.ID != want[k] {
				t.Fatalf("%s: LookOptions %s, want %v", where, rules.OptionIDs(got), want)
			}
			kinds[o.Command.Type()]++
		}
	}
	walkStrikeStates(t, check, func(_ rules.State, o rules.Option, n rules.State) { check(n, "after "+o.ID) })
	t.Logf("%v", kinds)
	for _, k := range []string{"move", "attack", "shoot", "face"} {
		if kinds[k] < 1000 {
			t.Fatalf("only %d options of kind %s checked: %v", kinds[k], k, kinds)
		}
	}
}
