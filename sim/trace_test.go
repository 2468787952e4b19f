package sim

import (
	"strings"
	"testing"

	"dun/dice"
	"dun/rules"
)

// A traced test shows its result with the modifiers, against its target.
func TestTraceShowsTheResult(t *testing.T) {
	r := rules.RollRecord{Roll: dice.Roll{Dice: []int{2, 4}, Total: 6}, Rule: "cast", Figure: "necromancer", Target: 10,
		Modifiers: []rules.Modifier{{Value: 5, Why: rules.Text{En: "Intelligence", Es: "Inteligencia"}}}, Outcome: rules.Passed}
	var b strings.Builder
	traceEvents(&b, []rules.Event{rules.Rolled{Roll: r}})
	if got, want := b.String(), "    necromancer cast: [2 4] = 11 against 10, passed\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
