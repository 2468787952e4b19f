package rules

import (
	"slices"

	"dun/dice"
)

// Modifier is one term added to a roll, with where it comes from
// ("-1 difficult terrain").
type Modifier struct {
	Value int  `json:"value"`
	Why   Text `json:"why"`
}

// RollRecord is a roll as the rules keep it: the dice record, who rolled,
// the modifiers applied, and for a Fortune reroll the hero who paid for it
// (page 14). Every roll the rules make appears in a Rolled event.
type RollRecord struct {
	dice.Roll
	// Rule names what the roll decides in the rules ("run"): a Fortune
	// reroll resolves the new roll through it.
	Rule      string     `json:"rule"`
	Figure    string     `json:"figure,omitempty"`
	Modifiers []Modifier `json:"modifiers,omitempty"`
	// PaidBy is the hero who spent a Fortune point to reroll; the Dark
	// Player scores for it.
	PaidBy string `json:"paid_by,omitempty"`
}

func (r RollRecord) clone() RollRecord {
	r.Roll = r.Roll.Clone()
	r.Modifiers = slices.Clone(r.Modifiers)
	return r
}

// Result is the total with every modifier applied.
func (r RollRecord) Result() int {
	t := r.Total
	for _, m := range r.Modifiers {
		t += m.Value
	}
	return t
}

// record numbers a fresh roll in the game's sequence and reports it.
func (e *env) record(r dice.Roll, rule, figure string) RollRecord {
	e.s.Rolls++
	r.Seq = e.s.Rolls
	return RollRecord{Roll: r, Rule: rule, Figure: figure}
}

// roll2D6 rolls two dice for figure f under rule ("run"); the purpose the
// dice source sees names both ("run: Shara").
func (e *env) roll2D6(rule string, f *Figure) (RollRecord, error) {
	r, err := e.dice.Two(rule + ": " + f.name())
	if err != nil {
		return RollRecord{}, diceError(err)
	}
	return e.record(r, rule, f.ID), nil
}

// reroll rolls every die of prev again (page 14).
func (e *env) reroll(prev RollRecord) (RollRecord, error) {
	r, err := e.dice.Reroll(prev.Roll, nil, prev.Purpose)
	if err != nil {
		return RollRecord{}, diceError(err)
	}
	return e.record(r, prev.Rule, prev.Figure), nil
}

func diceError(err error) *RuleError {
	return refuse(CodeDice, "the dice could not be rolled: %v", "no se pudieron tirar los dados: %v", err)
}
