package rules

import (
	"slices"

	"dun/dice"
)

// Modifier is one term added to a roll, with where it comes from
// ("-1 difficult terrain") and what kind of source it is, which decides
// whether the cap on bonuses limits it (page 11).
type Modifier struct {
	Value int     `json:"value"`
	Why   Text    `json:"why"`
	Kind  ModKind `json:"kind,omitempty"`
}

// ModKind is the kind of source a modifier comes from.
type ModKind string

// The kinds of modifier. Only skills, companions and magic count towards
// the cap of page 11; the attribute tested, the circumstances (terrain,
// position, conditions) and the rules of an action are never capped.
const (
	// ModSituation: circumstances and the rules of an action.
	ModSituation ModKind = ""
	// ModAttribute: the attribute a test adds to the dice.
	ModAttribute ModKind = "attribute"
	// ModSkill: one of the figure's own skills.
	ModSkill ModKind = "skill"
	// ModCompanion: a skill of an ally, a companion or a mount.
	ModCompanion ModKind = "companion"
	// ModMagic: a magic object or a spell; it raises the cap to +5.
	ModMagic ModKind = "magic"
	// ModCap: the part of the capped bonuses the cap took away (negative).
	ModCap ModKind = "cap"
)

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
	// Target is the result a test must reach (10 for an attribute test,
	// page 14); 0 for a roll that is not a test.
	Target int `json:"target,omitempty"`
	// Cap is the limit on bonuses from skills, companions and magic in
	// force for the roll (3, or 5 with magic: page 11); 0 when no such
	// bonus took part. A ModCap modifier shows what it took away.
	Cap int `json:"cap,omitempty"`
	// Outcome is whether a test passed.
	Outcome Outcome `json:"outcome,omitempty"`
	// Critical is a test's unmodified double 1 or double 6 (page 14).
	Critical Critical `json:"critical,omitempty"`
	// Spared is, on a damage roll, the Vitality points a skill of the
	// target took off its loss (Hardened): DamageWounds subtracts them.
	Spared int `json:"spared,omitempty"`
	// RerolledBy is the skill that rolled this roll again (Climber,
	// Impassible, Giant Killer), at most one per roll.
	RerolledBy string `json:"rerolled_by,omitempty"`
	// Added are, on a damage roll, the dice a skill added after it
	// (Powerful Blow: one per 6), rolled in a roll of their own; each one
	// reaching the target wounds too.
	Added []int `json:"added,omitempty"`
	// Dropped are the dice of a 3D6 roll a skill set aside, keeping two
	// (Fast Attacks, Cold-Blooded); Dice are the two kept.
	Dropped []int `json:"dropped,omitempty"`
	// DiceModifiers are, on a damage roll, the changes to its number of
	// dice that a weapon, an armour or a shield made (weapon_dice.go),
	// each with its source; they are counted in the dice rolled already
	// and, unlike Modifiers, take nothing off the Target.
	DiceModifiers []Modifier `json:"dice_modifiers,omitempty"`
}

// Outcome is the result of a test.
type Outcome string

// The outcomes of a test.
const (
	Passed Outcome = "passed"
	Failed Outcome = "failed"
)

// Critical marks the unmodified results of two dice that decide a test
// whatever the modifiers (page 14).
type Critical string

// The criticals of a 2D6 test.
const (
	// CriticalFailure: a double 1, always a failure.
	CriticalFailure Critical = "critical_failure"
	// DoubleCritical: a double 6 (a 12 made of two sixes, not of
	// modifiers), always a success.
	DoubleCritical Critical = "double_critical"
)

// clone copies the record. Its lists (the dice, the modifiers...) are
// shared: a rule builds a roll's lists anew or appends to them, never
// writes them in place (cow.go), and a clone of the state copies the
// rolls of the attack, prompt and activation in progress.
func (r RollRecord) clone() RollRecord {
	r.Roll.Dice = shared(r.Roll.Dice)
	r.Roll.Rerolled = shared(r.Roll.Rerolled)
	r.Roll.Before = shared(r.Roll.Before)
	r.Modifiers = shared(r.Modifiers)
	r.Added = shared(r.Added)
	r.Dropped = shared(r.Dropped)
	r.DiceModifiers = shared(r.DiceModifiers)
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

// reroll rolls every die of prev again (page 14). A test keeps its target
// and modifiers and is judged again on the new dice.
func (e *env) reroll(prev RollRecord) (RollRecord, error) {
	if len(prev.Dropped) > 0 {
		return e.rerollKept(prev)
	}
	r, err := e.dice.Reroll(prev.Roll, nil, prev.Purpose)
	if err != nil {
		return RollRecord{}, diceError(err)
	}
	n := e.record(r, prev.Rule, prev.Figure)
	n.Modifiers = slices.Clone(prev.Modifiers)
	n.Target, n.Cap = prev.Target, prev.Cap
	if n.Target > 0 {
		e.rejudge(&n)
	}
	return n, nil
}

// rejudge judges a test rolled again as its first roll was judged: a
// Reckless Wizard's double 2 or 3 is a blunder on the new dice too.
func (e *env) rejudge(r *RollRecord) {
	judge(r)
	if fi := e.s.figure(r.Figure); fi >= 0 {
		recklessBlunder(&e.s.Figures[fi], r)
	}
}

func diceError(err error) *RuleError {
	return refuse(CodeDice, "the dice could not be rolled: %v", "no se pudieron tirar los dados: %v", err.Error())
}
