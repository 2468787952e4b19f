package rules

import "dun/board"

// The events of magic (pages 38-40). The dice are in Rolled events; these
// say what the rolls did.

// CastDeclared: a figure began to cast Spell on Target, with the
// components or scroll Aid if any.
type CastDeclared struct {
	Figure string     `json:"figure"`
	Spell  string     `json:"spell"`
	Target string     `json:"target,omitempty"`
	Square *board.Pos `json:"square,omitempty"`
	Aid    string     `json:"aid,omitempty"`
}

// CastFailed: the cast roll Roll failed; nothing is spent.
type CastFailed struct {
	Figure string `json:"figure"`
	Spell  string `json:"spell"`
	Roll   int    `json:"roll"`
}

// Miscast: the cast roll Roll was a double 1 (page 39): no spell, Mana
// spent, 5D6 against Intelligence, stunned, activation over.
type Miscast struct {
	Figure   string `json:"figure"`
	Spell    string `json:"spell"`
	Roll     int    `json:"roll"`
	Mana     int    `json:"mana"`
	ManaLeft int    `json:"mana_left"`
}

// SpellCast: the spell took effect. Mana is what it cost, Casts the casts
// of the spell this quest and CastsLeft those still allowed; MaxPower is a
// double 6 (page 39); Turns how long a permanent spell lasts.
type SpellCast struct {
	Figure    string `json:"figure"`
	Spell     string `json:"spell"`
	Target    string `json:"target,omitempty"`
	Roll      int    `json:"roll"`
	Mana      int    `json:"mana"`
	ManaLeft  int    `json:"mana_left"`
	Casts     int    `json:"casts"`
	CastsLeft int    `json:"casts_left"`
	MaxPower  bool   `json:"max_power,omitempty"`
	Turns     int    `json:"turns,omitempty"`
}

// DispelDeclared: Figure tries to dispel Caster's Spell.
type DispelDeclared struct {
	Figure string `json:"figure"`
	Caster string `json:"caster"`
	Spell  string `json:"spell"`
}

// DispelFailed: the dispel roll Roll did not beat the cast.
type DispelFailed struct {
	Figure string `json:"figure"`
	Caster string `json:"caster"`
	Spell  string `json:"spell"`
	Roll   int    `json:"roll"`
}

// SpellDispelled: Figure dispelled Caster's Spell with roll Roll, spending
// 1 mana (ManaLeft left); the caster spent CasterMana all the same.
type SpellDispelled struct {
	Figure         string `json:"figure"`
	Caster         string `json:"caster"`
	Spell          string `json:"spell"`
	Roll           int    `json:"roll"`
	ManaLeft       int    `json:"mana_left"`
	CasterMana     int    `json:"caster_mana"`
	CasterManaLeft int    `json:"caster_mana_left"`
}

// SpellDice: the damage dice a spell rolls on Figure, with each term.
type SpellDice struct {
	Figure string     `json:"figure"`
	Caster string     `json:"caster"`
	Spell  string     `json:"spell"`
	Dice   int        `json:"dice"`
	Terms  []Modifier `json:"terms"`
}

// GroundHarm: a terrain spell in play (Spell, cast by Caster) deals Dice
// damage dice, term by term, to Figure, which entered its squares or began
// its activation on them (Why).
type GroundHarm struct {
	Figure string     `json:"figure"`
	Caster string     `json:"caster"`
	Spell  string     `json:"spell"`
	Why    Text       `json:"why"`
	Dice   int        `json:"dice"`
	Terms  []Modifier `json:"terms"`
}

// SpellRevealed: revealing spell Spell, cast by Figure, showed the heroes
// What (traps, secret_doors, enemies, section): the Squares of the traps
// detected or of the hidden creatures sensed (where each stands, no more),
// the secret Doors found, or the Section looked into (R781).
type SpellRevealed struct {
	Figure  string      `json:"figure"`
	Spell   string      `json:"spell"`
	What    string      `json:"what"`
	Squares []board.Pos `json:"squares,omitempty"`
	Doors   []DoorRef   `json:"doors,omitempty"`
	Section uint8       `json:"section,omitempty"`
}

// SpellResisted: a control spell did not take Figure, for Why.
type SpellResisted struct {
	Figure string `json:"figure"`
	Spell  string `json:"spell"`
	Roll   int    `json:"roll,omitempty"`
	Why    Text   `json:"why"`
}

// SideChanged: a control spell turned Figure to Side, or its end turned
// it back.
type SideChanged struct {
	Figure string `json:"figure"`
	Side   Side   `json:"side"`
	Spell  string `json:"spell"`
}

// BoonGained: a spell gives Figure a bonus.
type BoonGained struct {
	Figure string `json:"figure"`
	Spell  string `json:"spell"`
	Boon   Boon   `json:"boon"`
}

// BoonLost: Figure lost the bonus of Spell.
type BoonLost struct {
	Figure string `json:"figure"`
	Spell  string `json:"spell"`
}

// SpellInPlay: the spell's effects last: Turns of its caster's side's
// turns, the current one included.
type SpellInPlay struct {
	Figure    string `json:"figure"`
	Spell     string `json:"spell"`
	Roll      int    `json:"roll"`
	Turns     int    `json:"turns"`
	Permanent bool   `json:"permanent,omitempty"`
}

// Summoned: a summoning placed Figure, called Name, at At for Caster.
type Summoned struct {
	Figure string    `json:"figure"`
	Name   string    `json:"name"`
	Caster string    `json:"caster"`
	Spell  string    `json:"spell"`
	At     board.Pos `json:"at"`
}

// EventType is the event's tag.
func (Summoned) EventType() string { return "summoned" }

// Teleported: a spell took Figure from From to To.
type Teleported struct {
	Figure string    `json:"figure"`
	From   board.Pos `json:"from"`
	To     board.Pos `json:"to"`
	Spell  string    `json:"spell"`
}

// EventType is the event's tag.
func (Teleported) EventType() string { return "teleported" }

// GroundChanged: a terrain spell turned Squares into Terrain, or, when it
// ended, gave them back what they were ("restored").
type GroundChanged struct {
	Spell   string      `json:"spell"`
	Terrain string      `json:"terrain"`
	Squares []board.Pos `json:"squares"`
}

// EventType is the event's tag.
func (GroundChanged) EventType() string { return "ground_changed" }

// ConditionWarded: a protecting spell kept Condition from Figure.
type ConditionWarded struct {
	Figure    string    `json:"figure"`
	Condition Condition `json:"condition"`
}

// SpellEnded: the spell in play ended, Why: expired, at_will, replaced or
// caster_knocked_out.
type SpellEnded struct {
	Figure string `json:"figure"`
	Spell  string `json:"spell"`
	Roll   int    `json:"roll"`
	Why    string `json:"why"`
}

func (CastDeclared) EventType() string    { return "cast_declared" }
func (CastFailed) EventType() string      { return "cast_failed" }
func (Miscast) EventType() string         { return "miscast" }
func (SpellCast) EventType() string       { return "spell_cast" }
func (DispelDeclared) EventType() string  { return "dispel_declared" }
func (DispelFailed) EventType() string    { return "dispel_failed" }
func (SpellDispelled) EventType() string  { return "spell_dispelled" }
func (SpellDice) EventType() string       { return "spell_dice" }
func (SpellResisted) EventType() string   { return "spell_resisted" }
func (GroundHarm) EventType() string      { return "ground_harm" }
func (SpellRevealed) EventType() string   { return "spell_revealed" }
func (SideChanged) EventType() string     { return "side_changed" }
func (BoonGained) EventType() string      { return "boon_gained" }
func (BoonLost) EventType() string        { return "boon_lost" }
func (SpellInPlay) EventType() string     { return "spell_in_play" }
func (SpellEnded) EventType() string      { return "spell_ended" }
func (ConditionWarded) EventType() string { return "condition_warded" }
