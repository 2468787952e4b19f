package rules

import "dun/board"

// The events of attacks (pages 32-37, 41-43).

// AttackDeclared: a figure attacks Target in melee or at range with its
// item Item (-1 unarmed); Modifiers are the situation's terms of its roll
// (also on the roll itself).
type AttackDeclared struct {
	Figure   string `json:"figure"`
	Target   string `json:"target"`
	Ranged   bool   `json:"ranged,omitempty"`
	Item     int    `json:"item"`
	ItemName *Text  `json:"item_name,omitempty"`
	// Behind: from the target's back or on a knocked-down target.
	Behind bool `json:"behind,omitempty"`
	// Distance is the squares to the target of a shot.
	Distance int `json:"distance,omitempty"`
}

// StruckAutomatically: the target is stationary and is hit without a roll
// (page 37).
type StruckAutomatically struct {
	Attacker string `json:"attacker"`
	Target   string `json:"target"`
}

// RoundWon: the rolls of an attack are final. Hit says the attack hit
// Struck (the target, or for a missed shot an ally of the shooter next to
// it, page 35) with Criticals; Winner is the winner of a melee round and
// TieBreak what decided a tie.
type RoundWon struct {
	Attacker  string `json:"attacker"`
	Target    string `json:"target"`
	Winner    string `json:"winner,omitempty"`
	TieBreak  *Text  `json:"tie_break,omitempty"`
	Hit       bool   `json:"hit,omitempty"`
	Struck    string `json:"struck,omitempty"`
	Criticals int    `json:"criticals,omitempty"`
	// Why explains a shot that hit someone else.
	Why *Text `json:"why,omitempty"`
}

// Blunder: a figure rolled a critical failure attacking or defending
// (pages 35-36).
type Blunder struct {
	Figure string `json:"figure"`
}

// BlockRolled: a shield's blocking roll (Roll) against a hit needing
// Need or more (page 43); Blocked says it stopped the hit.
type BlockRolled struct {
	Figure  string `json:"figure"`
	Roll    int    `json:"roll"`
	Need    int    `json:"need"`
	Blocked bool   `json:"blocked,omitempty"`
}

// BreakingRolled: a breaking roll for a figure's item (page 41).
type BreakingRolled struct {
	Figure   string `json:"figure"`
	Item     int    `json:"item"`
	ItemName Text   `json:"item_name"`
	Roll     int    `json:"roll"`
	Value    int    `json:"value"`
	Broken   bool   `json:"broken,omitempty"`
	// Stunned: the roll of a fighter's bare hands failed, and he is
	// Stunned instead (the Unarmed card, page 123); Item is -1 when he
	// holds no Unarmed card.
	Stunned bool `json:"stunned,omitempty"`
}

// ItemDropped: a figure's item fell to the ground at At (page 36).
type ItemDropped struct {
	Figure   string    `json:"figure"`
	Item     int       `json:"item"`
	ItemName Text      `json:"item_name"`
	At       board.Pos `json:"at"`
}

// Pushed: a figure was pushed from From to To (page 36).
type Pushed struct {
	Figure string    `json:"figure"`
	By     string    `json:"by"`
	From   board.Pos `json:"from"`
	To     board.Pos `json:"to"`
}

// PushedAgainstWall: the push found no free square for walls or furniture;
// an extra damage die follows (page 36).
type PushedAgainstWall struct {
	Figure string `json:"figure"`
	By     string `json:"by"`
}

// PositionTaken: the attacker took the square its target left (page 36).
type PositionTaken struct {
	Figure string    `json:"figure"`
	From   board.Pos `json:"from"`
	To     board.Pos `json:"to"`
}

// StrikeEnded: an attack is over.
type StrikeEnded struct {
	Attacker string `json:"attacker"`
	Target   string `json:"target"`
	Hit      bool   `json:"hit,omitempty"`
	Struck   string `json:"struck,omitempty"`
}

// Disengaged: a figure's disengaging tests are over; Free says it may now
// move as if not engaged (page 32).
type Disengaged struct {
	Figure string `json:"figure"`
	Free   bool   `json:"free,omitempty"`
}

// Wielded: a figure took item Item in hand (page 28).
type Wielded struct {
	Figure   string `json:"figure"`
	Item     int    `json:"item"`
	ItemName Text   `json:"item_name"`
}

// PickedUp: a figure picked up Owner's item lying at At (page 36).
type PickedUp struct {
	Figure   string    `json:"figure"`
	Owner    string    `json:"owner"`
	Item     int       `json:"item"`
	ItemName Text      `json:"item_name"`
	At       board.Pos `json:"at"`
}

// Reloaded: a figure reloaded item Item (page 70).
type Reloaded struct {
	Figure   string `json:"figure"`
	Item     int    `json:"item"`
	ItemName Text   `json:"item_name"`
}

// NoiseMade: a noisy weapon was used (page 70); the next encounter's
// initiative hears it.
type NoiseMade struct {
	Figure string `json:"figure"`
}

func (NoiseMade) EventType() string           { return "noise_made" }
func (AttackDeclared) EventType() string      { return "attack_declared" }
func (StruckAutomatically) EventType() string { return "struck_automatically" }
func (RoundWon) EventType() string            { return "round_won" }
func (Blunder) EventType() string             { return "blunder" }
func (BlockRolled) EventType() string         { return "block_rolled" }
func (BreakingRolled) EventType() string      { return "breaking_rolled" }
func (ItemDropped) EventType() string         { return "item_dropped" }
func (Pushed) EventType() string              { return "pushed" }
func (PushedAgainstWall) EventType() string   { return "pushed_against_wall" }
func (PositionTaken) EventType() string       { return "position_taken" }
func (StrikeEnded) EventType() string         { return "strike_ended" }
func (Disengaged) EventType() string          { return "disengaged" }
func (Wielded) EventType() string             { return "wielded" }
func (PickedUp) EventType() string            { return "picked_up" }
func (Reloaded) EventType() string            { return "reloaded" }

// SkillUsed: a skill of Figure changed what happened (What), beyond the
// modifiers a roll lists under the skill's name.
type SkillUsed struct {
	Figure string `json:"figure"`
	Skill  string `json:"skill"`
	Name   Text   `json:"name"`
	What   Text   `json:"what"`
}

func (SkillUsed) EventType() string { return "skill_used" }

// ShieldBroken: a figure's shield broke without a breaking roll (a Huge
// attacker's blow, a Large one's shield-breaking weapon, pages 115-116).
type ShieldBroken struct {
	Figure   string `json:"figure"`
	Item     int    `json:"item"`
	ItemName Text   `json:"item_name"`
}

func (ShieldBroken) EventType() string { return "shield_broken" }
