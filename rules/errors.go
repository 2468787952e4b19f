package rules

import "fmt"

// RuleError is a refusal that reaches a player: a stable Code that programs
// test against, and a Reason in English and Spanish that people read.
type RuleError struct {
	Code   string `json:"code"`
	Reason Text   `json:"reason"`
}

func (e *RuleError) Error() string { return e.Code + ": " + e.Reason.En }

// Is makes errors.Is match two RuleErrors with the same code.
func (e *RuleError) Is(target error) bool {
	t, ok := target.(*RuleError)
	return ok && t.Code == e.Code
}

// The stable codes of RuleError. New codes may be added; existing ones never
// change meaning.
const (
	// CodeBadCommand: the command could not be decoded, or names a value
	// out of range (an unknown type, field, seat or direction).
	CodeBadCommand = "bad_command"
	// CodeStaleState: the command was made from an older version of the state.
	CodeStaleState = "stale_state"
	// CodeNotYourTurn: the seat may not issue this command now.
	CodeNotYourTurn = "not_your_turn"
	// CodePromptPending: a prompt must be answered before play continues.
	CodePromptPending = "prompt_pending"
	// CodeNoPrompt: an answer was sent but no prompt (or another one) is open.
	CodeNoPrompt = "no_prompt"
	// CodeBadOption: the answer names an option the prompt does not offer.
	CodeBadOption = "bad_option"
	// CodeUnknownFigure: no figure has that ID.
	CodeUnknownFigure = "unknown_figure"
	// CodeNotActive: the figure is not the one being activated, or none is.
	CodeNotActive = "not_active"
	// CodeActivationInProgress: another figure's activation must end first.
	CodeActivationInProgress = "activation_in_progress"
	// CodeAlreadyActivated: the figure has already been activated this turn.
	CodeAlreadyActivated = "already_activated"
	// CodeCannotAct: the figure is knocked out, knocked down (page 42) or
	// otherwise unable to act.
	CodeCannotAct = "cannot_act"
	// CodeIllegalMove: the move breaks a movement rule (off the board, a
	// path that is not a chain of legal steps, no move at all, ...).
	CodeIllegalMove = "illegal_move"
	// CodeNoPath: no legal route reaches the destination.
	CodeNoPath = "no_path"
	// CodeTooFar: the destination is reachable but costs more Movement
	// points than remain.
	CodeTooFar = "too_far"
	// CodeOccupied: the move would end on (or a base would cover) a square
	// another figure stands on.
	CodeOccupied = "occupied"
	// CodeEngaged: the figure is engaged and may not move away (page 32).
	CodeEngaged = "engaged"
	// CodeAlreadyMoved: running must be declared before moving (page 23).
	CodeAlreadyMoved = "already_moved"
	// CodeActionUsed: the figure's Action this activation is spent.
	CodeActionUsed = "action_used"
	// CodeQuickActionUsed: the figure has no Quick Action left this
	// activation (page 18).
	CodeQuickActionUsed = "quick_action_used"
	// CodeEnemyAdjacent: an Action may not be performed next to an enemy
	// (page 22).
	CodeEnemyAdjacent = "enemy_adjacent"
	// CodeCannotRun: the figure may not run (Movement 0, a condition that
	// forbids it, page 42, or a 2x2 base squeezed into a space narrower
	// than itself, page 21).
	CodeCannotRun = "cannot_run"
	// CodeSameFacing: the figure already faces that way.
	CodeSameFacing = "same_facing"
	// CodeDice: the dice source failed (a script ran out, a bad face).
	CodeDice = "dice"
	// CodeBadState: the state itself breaks an invariant (a hand-made or
	// corrupted state); nothing was applied.
	CodeBadState = "bad_state"
	// CodeCannotJump: no great jump leads there (not straight across 1 to
	// 3 pit squares to a square no higher, a wall in the way, or a 2x2
	// base), page 23.
	CodeCannotJump = "cannot_jump"
	// CodeInPit: the figure is at the bottom of a pit and must climb out
	// before it moves, runs or jumps (page 24).
	CodeInPit = "in_pit"
	// CodeNotInPit: only a figure in a pit climbs out of one (page 24).
	CodeNotInPit = "not_in_pit"
	// CodeCannotSwim: no swim may be declared now (no deep water at hand,
	// already swimming, running), page 21.
	CodeCannotSwim = "cannot_swim"
	// CodeMustSwim: the move enters deep water, or starts in it, and the
	// figure has not declared that it swims (page 21).
	CodeMustSwim = "must_swim"
	// CodeBadSkill: an active skill declared that the figure may not use
	// in this roll, or too many of them (page 110).
	CodeBadSkill = "bad_skill"
)

// refuse builds a RuleError; en and es are format strings taking the same
// arguments in the same order. An argument with a Text method (a side, say)
// is written in each message's own language.
func refuse(code, en, es string, args ...any) *RuleError {
	return &RuleError{Code: code, Reason: Text{En: fmt.Sprintf(en, localize(args, false)...), Es: fmt.Sprintf(es, localize(args, true)...)}}
}

type texter interface{ Text() Text }

func localize(args []any, es bool) []any {
	out := make([]any, len(args))
	for k, a := range args {
		out[k] = a
		if t, ok := a.(texter); ok {
			out[k] = t.Text().En
			if es {
				out[k] = t.Text().Es
			}
		}
	}
	return out
}
