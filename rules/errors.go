package rules

import (
	"errors"
	"fmt"
)

// RuleError is a refusal that reaches a player: a stable Code that programs
// test against, and a Reason in English and Spanish that people read.
type RuleError struct {
	Code   string `json:"code"`
	Reason Text   `json:"reason"`
	// later is refuse's arguments while Reason holds its formats, not
	// the messages yet: option generation asks the same checks as Apply
	// and drops most refusals, so the messages are formatted only when a
	// refusal leaves the package (settled), or when Error is called.
	later *laterReason
}

type laterReason struct {
	args []refusalArg
}

// noArgs is the later of every refusal without arguments; never written.
var noArgs laterReason

func (e *RuleError) Error() string {
	e.settle()
	return e.Code + ": " + e.Reason.En
}

// settle writes the Reason of a refusal made by refuse.
func (e *RuleError) settle() {
	if l := e.later; l != nil {
		args := l.values()
		e.Reason = Text{En: fmt.Sprintf(e.Reason.En, localize(args, false)...), Es: fmt.Sprintf(e.Reason.Es, localize(args, true)...)}
		e.later = nil
	}
}

// settled settles err if it holds a RuleError: every exported function
// returns its errors through it, so that callers may read Reason.
func settled(err error) error {
	if err == nil {
		return nil
	}
	if re, ok := err.(*RuleError); ok {
		// The common case, without errors.As's allocation.
		if re != nil {
			re.settle()
		}
		return err
	}
	var re *RuleError
	if errors.As(err, &re) && re != nil {
		re.settle()
	}
	return err
}

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
	// CodeUnknownSpell: the figure knows no spell of that ID.
	CodeUnknownSpell = "unknown_spell"
	// CodeNoFreeHand: casting needs a free hand (page 38).
	CodeNoFreeHand = "no_free_hand"
	// CodeNoMana: the figure has too little mana left for the spell.
	CodeNoMana = "no_mana"
	// CodeNoCastsLeft: the spell was cast as often as the caster's
	// sorcery level allows this quest (pages 38 and 40).
	CodeNoCastsLeft = "no_casts_left"
	// CodeSuperiorSpell: a superior spell and a move do not combine in
	// one activation (page 39).
	CodeSuperiorSpell = "superior_spell"
	// CodeOutOfRange: the target is beyond the spell's range, or nearer
	// than its minimum.
	CodeOutOfRange = "out_of_range"
	// CodeNoSight: the caster has no line of sight to the target (page 39).
	CodeNoSight = "no_line_of_sight"
	// CodeBadAid: the figure has no such components or scroll.
	CodeBadAid = "bad_aid"
	// CodeAidUsed: one scroll or components per turn (page 39).
	CodeAidUsed = "aid_used"
	// CodeNotImplemented: the spell's effect or area is not in the rules
	// yet (summoning, terrain, teleport, revealing, lines).
	CodeNotImplemented = "not_implemented"
	// CodeNoSpellInPlay: the figure has no such permanent spell in play.
	CodeNoSpellInPlay = "no_spell_in_play"
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
	// CodeDeepWater: in deep water a figure that is not aquatic neither
	// shoots, casts nor dispels, and fights only with a dagger or a
	// natural weapon (page 21).
	CodeDeepWater = "deep_water"
	// CodeBadSkill: an active skill declared that the figure may not use
	// in this roll, or too many of them (page 110).
	CodeBadSkill = "bad_skill"
)

// refuse builds a RuleError; en and es are format strings taking the same
// arguments in the same order. An argument with a Text method (a side, say)
// is written in each message's own language.
//
// Most refusals are made while options are listed and dropped unread, so
// refuse keeps its arguments by type in the error's own allocation
// (refusalArg) rather than as interfaces: args does not escape, and a
// caller's boxed arguments and variadic slice stay on its stack. Only the
// types of refusalArg are kept; TestRefuseArgumentTypes checks every call.
func refuse(code, en, es string, args ...any) *RuleError {
	n := 0
	for _, a := range args {
		n += slotsOf(a)
	}
	// One allocation for the error and its arguments.
	var e *RuleError
	var l *laterReason
	switch {
	case n == 0:
		e, l = new(RuleError), &noArgs
	case n <= 2:
		r := &struct {
			RuleError
			laterReason
			a [2]refusalArg
		}{}
		e, l = &r.RuleError, &r.laterReason
		l.args = r.a[:0]
	case n <= 4:
		r := &struct {
			RuleError
			laterReason
			a [4]refusalArg
		}{}
		e, l = &r.RuleError, &r.laterReason
		l.args = r.a[:0]
	default:
		r := &struct {
			RuleError
			laterReason
		}{}
		e, l = &r.RuleError, &r.laterReason
		l.args = make([]refusalArg, 0, n)
	}
	e.Code, e.Reason, e.later = code, Text{En: en, Es: es}, l
	for _, a := range args {
		l.keep(a)
	}
	return e
}

// refuse is refuse(code, en, es, args...), but on a quiet state (an
// option list's copy, which only asks whether a check passes) it is
// errQuiet, and costs no allocation: the arguments stay on the caller's
// stack. The checks that option lists ask most refuse this way.
func (s *State) refuse(code, en, es string, args ...any) *RuleError {
	if s.quiet {
		return errQuiet
	}
	return refuse(code, en, es, args...)
}

// errQuiet is every refusal of a quiet state. Nothing in the package reads
// a refusal's code or reason but to hand it out, and a quiet state's never
// are; it is never written (it has no later).
var errQuiet = &RuleError{Code: "refused", Reason: Text{En: "refused while listing options", Es: "rechazado al listar las opciones"}}

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
