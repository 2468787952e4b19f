package sim

import (
	"fmt"
	"io"

	"dun/rules"
)

// traceEvents prints, under a traced command, what it did that a reader
// of the trace needs to judge the policies: each test's roll and outcome,
// the wounds dealt and healed, and the knock-outs. Other events (facings,
// prompts) the command line already says.
func traceEvents(w io.Writer, evs []rules.Event) {
	for _, e := range evs {
		switch e := e.(type) {
		case rules.Rolled:
			r := e.Roll
			if r.Outcome == "" {
				continue // damage and table rolls: their effects follow
			}
			// The result with its modifiers, which the target is
			// measured against (the dice alone said "6 against 10,
			// passed" for an Intelligence 5 cast).
			fmt.Fprintf(w, "    %s %s: %v = %d against %d, %s\n", r.Figure, r.Rule, r.Dice, r.Result(), r.Target, r.Outcome)
		case rules.WoundsTaken:
			fmt.Fprintf(w, "    %s loses %d Vitality (%d left)\n", e.Figure, e.Wounds, e.Vitality)
		case rules.Healed:
			fmt.Fprintf(w, "    %s recovers %d Vitality (%d now)\n", e.Figure, e.Restored, e.Vitality)
		case rules.BlowAvoided:
			fmt.Fprintf(w, "    %s avoids the blow with %d Fortune\n", e.Figure, e.Points)
		case rules.ConditionGained:
			if e.Condition == rules.KnockedOut {
				fmt.Fprintf(w, "    %s is knocked out\n", e.Figure)
			}
		}
	}
}
