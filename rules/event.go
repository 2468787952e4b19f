package rules

import (
	"bytes"
	"encoding/json"
	"fmt"

	"dun/board"
)

// Event is plain data saying what happened, enough for a log to render it
// in English or Spanish. Apply returns the events of a command in order.
// EncodeEvent writes an event as JSON tagged by "type".
type Event interface {
	// EventType is the event's tag in JSON: "moved", "rolled", ...
	EventType() string
}

// TurnBegan: a side's turn began. Combat says whether it began as a
// combat turn (an enemy within 12 squares of a hero, page 30); it is asked
// again at each activation (ActivationStarted).
type TurnBegan struct {
	Turn   int  `json:"turn"`
	Side   Side `json:"side"`
	Combat bool `json:"combat,omitempty"`
}

// TurnEnded: a side's turn ended.
type TurnEnded struct {
	Turn int  `json:"turn"`
	Side Side `json:"side"`
}

// ActivationStarted: a figure's activation began.
type ActivationStarted struct {
	Figure string `json:"figure"`
	// Allowance is the Movement points the figure has to spend.
	Allowance int `json:"allowance"`
	// Combat says whether the activation takes place in a combat turn
	// (page 30): an enemy is within 12 squares of a hero now.
	Combat bool `json:"combat,omitempty"`
}

// MovementLowered: once recovered, the figure has another number of
// Movement points than its attribute, for the terms listed in Why: its
// conditions lower it (page 42), spells may raise it (page 40).
type MovementLowered struct {
	Figure    string     `json:"figure"`
	Allowance int        `json:"allowance"`
	Why       []Modifier `json:"why"`
}

// ConditionGained: a figure gained a condition (page 42).
type ConditionGained struct {
	Figure    string    `json:"figure"`
	Condition Condition `json:"condition"`
}

// ConditionLost: a figure lost a condition; Roll is the Seq of the roll
// that removed it, if one did.
type ConditionLost struct {
	Figure    string    `json:"figure"`
	Condition Condition `json:"condition"`
	Roll      int       `json:"roll,omitempty"`
}

// ConditionKept: a roll to be rid of a condition failed (page 18: the
// recovery roll of a stunned figure, the Agility test to rise).
type ConditionKept struct {
	Figure    string    `json:"figure"`
	Condition Condition `json:"condition"`
	Roll      int       `json:"roll"`
}

// Rose: a knocked-down figure stood up in its recovery phase (page 18);
// How says why it could: no enemy adjacent, knocked down at its previous
// activation, or a passed Agility test (Roll).
type Rose struct {
	Figure string  `json:"figure"`
	How    RiseWay `json:"how"`
	Roll   int     `json:"roll,omitempty"`
}

// RiseWay is how a knocked-down figure managed to rise.
type RiseWay string

// The ways to rise (page 18).
const (
	// RiseFree: no enemy was adjacent, so no test was needed.
	RiseFree RiseWay = "no_adjacent_enemy"
	// RiseAutomatic: the figure was already knocked down at its previous
	// activation, so it passed the Agility test without rolling.
	RiseAutomatic RiseWay = "down_last_activation"
	// RiseTest: the figure passed an Agility test.
	RiseTest RiseWay = "agility_test"
	// RiseSpring: the figure sprang to its feet as it was knocked down
	// (Up and Back to Fight!, page 114).
	RiseSpring RiseWay = "sprang_up"
)

// ActivationEnded: a figure's activation ended.
type ActivationEnded struct {
	Figure string `json:"figure"`
}

// Moved: a figure moved along Path (the squares after From up to To; for a
// 2x2 base, the squares of its moving corner Ref) spending Cost Movement
// points.
type Moved struct {
	Figure string      `json:"figure"`
	From   board.Pos   `json:"from"`
	To     board.Pos   `json:"to"`
	Path   []board.Pos `json:"path"`
	Ref    Corner      `json:"ref,omitempty"`
	Cost   int         `json:"cost"`
	// Spent and Allowance are the figure's Movement points after the move.
	Spent     int  `json:"spent"`
	Allowance int  `json:"allowance"`
	Running   bool `json:"running,omitempty"`
	// Squeezed: a 2x2 base ended partly on obstructed squares and counts as
	// on difficult terrain (page 21).
	Squeezed bool `json:"squeezed,omitempty"`
}

// Engaged: a move ended in the melee range of enemies that engage the
// figure (page 32).
type Engaged struct {
	Figure string   `json:"figure"`
	By     []string `json:"by"`
}

// MustAttack: a figure moved within its opponents' melee range without
// disengaging, so its attack must target one of them (page 32).
type MustAttack struct {
	Figure  string   `json:"figure"`
	Targets []string `json:"targets"`
}

// Faced: a figure changed facing.
type Faced struct {
	Figure string    `json:"figure"`
	From   board.Dir `json:"from"`
	To     board.Dir `json:"to"`
}

// RunDeclared: a figure declared a run, its Action (page 23).
type RunDeclared struct {
	Figure string `json:"figure"`
}

// RunAllowance: the run roll is final and gives Allowance Movement points:
// Movement plus the roll, capped at twice Movement (Capped), or half
// Movement on a double 1 (Stumbled).
type RunAllowance struct {
	Figure    string `json:"figure"`
	Roll      int    `json:"roll"` // the roll's Seq
	Allowance int    `json:"allowance"`
	Capped    bool   `json:"capped,omitempty"`
	Stumbled  bool   `json:"stumbled,omitempty"`
}

// Rolled: dice were rolled.
type Rolled struct {
	Roll RollRecord `json:"roll"`
}

// OpposedRolled: an opposed roll was decided (page 14).
type OpposedRolled struct {
	Opposed OpposedRoll `json:"opposed"`
}

// PromptOpened: play waits for a seat's decision.
type PromptOpened struct {
	Prompt Prompt `json:"prompt"`
}

// PromptAnswered: a prompt was answered.
type PromptAnswered struct {
	Seq    uint64     `json:"seq"`
	Kind   PromptKind `json:"kind"`
	Seat   Side       `json:"seat"`
	Figure string     `json:"figure"`
	Option string     `json:"option"`
}

// FortuneSpent: a hero spent a Fortune point (page 14); the Dark Player
// scores for it.
type FortuneSpent struct {
	Figure string `json:"figure"`
	Left   int    `json:"left"`
	// Roll is the Seq of the roll the point rerolled, or of the damage roll whose blow it tried to avoid.
	Roll int `json:"roll"`
}

func (TurnBegan) EventType() string         { return "turn_began" }
func (TurnEnded) EventType() string         { return "turn_ended" }
func (ActivationStarted) EventType() string { return "activation_started" }
func (ActivationEnded) EventType() string   { return "activation_ended" }
func (ConditionGained) EventType() string   { return "condition_gained" }
func (ConditionLost) EventType() string     { return "condition_lost" }
func (ConditionKept) EventType() string     { return "condition_kept" }
func (Rose) EventType() string              { return "rose" }
func (Moved) EventType() string             { return "moved" }
func (Engaged) EventType() string           { return "engaged" }
func (MustAttack) EventType() string        { return "must_attack" }
func (Faced) EventType() string             { return "faced" }
func (RunDeclared) EventType() string       { return "run_declared" }
func (RunAllowance) EventType() string      { return "run_allowance" }
func (MovementLowered) EventType() string   { return "movement_lowered" }
func (Rolled) EventType() string            { return "rolled" }
func (OpposedRolled) EventType() string     { return "opposed_rolled" }
func (PromptOpened) EventType() string      { return "prompt_opened" }
func (PromptAnswered) EventType() string    { return "prompt_answered" }
func (FortuneSpent) EventType() string      { return "fortune_spent" }

// EncodeEvent writes e as a JSON object whose "type" is its EventType,
// followed by its fields.
func EncodeEvent(e Event) ([]byte, error) {
	if e == nil {
		return nil, fmt.Errorf("rules: encode a nil event")
	}
	body, err := json.Marshal(e)
	if err != nil {
		return nil, err
	}
	if len(body) < 2 || body[0] != '{' {
		return nil, fmt.Errorf("rules: event %T does not encode as an object", e)
	}
	tag, _ := json.Marshal(e.EventType())
	var b bytes.Buffer
	b.WriteString(`{"type":`)
	b.Write(tag)
	if len(body) > 2 {
		b.WriteByte(',')
	}
	b.Write(body[1:])
	return b.Bytes(), nil
}
