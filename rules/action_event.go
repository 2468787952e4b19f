package rules

import "dun/board"

// The events and refusals of the exploratory Actions, the Quick Actions on
// doors and the traps (pages 24-28 and 47-48).

// RoomSearched: a hero searched a room for treasure (page 25). Roll is the
// Perception test's Seq. On a success he found Coins coins (CoinsRoll is
// the D3's Seq), or, with a double 6, a Treasure card to draw (Treasure).
type RoomSearched struct {
	Figure    string `json:"figure"`
	Section   uint8  `json:"section"`
	Roll      int    `json:"roll"`
	Found     bool   `json:"found,omitempty"`
	Coins     int    `json:"coins,omitempty"`
	CoinsRoll int    `json:"coins_roll,omitempty"`
	Treasure  bool   `json:"treasure,omitempty"`
}

// DoorRef names a door by its squares, as UnexploredDoor does.
type DoorRef struct {
	At    board.Pos  `json:"at"`
	Side  board.Side `json:"side"`
	Width int        `json:"width"`
}

// SecretDoorsSearched: a hero searched his section for secret doors (page
// 25); Found lists the doors that turned up on a success (none when the
// section has none).
type SecretDoorsSearched struct {
	Figure  string    `json:"figure"`
	Section uint8     `json:"section"`
	Roll    int       `json:"roll"`
	Passed  bool      `json:"passed,omitempty"`
	Found   []DoorRef `json:"found,omitempty"`
}

// ElementSearched: a hero searched or interacted with an element (page
// 25); Result is the total of the roll (Roll) on its search table, which
// holds for every hero after him. Again marks a later hero using a shared
// element: no roll, the first one's result (R73).
type ElementSearched struct {
	Figure  string `json:"figure"`
	Element int    `json:"element"`
	Kind    string `json:"kind"`
	Roll    int    `json:"roll"`
	Result  int    `json:"result"`
	Again   bool   `json:"again,omitempty"`
}

// ChestTried: a hero tried to open a chest with a Dexterity test (page
// 24); Opened says whether it opened. A failure leaves breaking it as the
// only way in.
type ChestTried struct {
	Figure  string `json:"figure"`
	Element int    `json:"element"`
	Roll    int    `json:"roll"`
	Opened  bool   `json:"opened,omitempty"`
}

// LockTried: a hero tried to pick the lock of a door (page 24); Opened
// says whether it opened.
type LockTried struct {
	Figure string     `json:"figure"`
	At     board.Pos  `json:"at"`
	Side   board.Side `json:"side"`
	Roll   int        `json:"roll"`
	Opened bool       `json:"opened,omitempty"`
}

// RiddleTried: a hero tried a riddle guarding a door (At, Side) or a chest
// (Element) with an Intelligence test (page 24); Solved says whether he
// solved it, which opens what it guarded.
type RiddleTried struct {
	Figure  string     `json:"figure"`
	At      board.Pos  `json:"at"`
	Side    board.Side `json:"side,omitempty"`
	Element int        `json:"element,omitempty"`
	Chest   bool       `json:"chest,omitempty"`
	Roll    int        `json:"roll"`
	Solved  bool       `json:"solved,omitempty"`
}

// FurnitureMoved: a figure pushed element Element one square, its first
// square going From To; Roll is the Strength test's Seq when one was
// needed (page 27).
type FurnitureMoved struct {
	Figure  string    `json:"figure"`
	Element int       `json:"element"`
	From    board.Pos `json:"from"`
	To      board.Pos `json:"to"`
	Roll    int       `json:"roll,omitempty"`
}

// FurnitureStuck: the Strength test to push furniture as tall as the
// figure failed; it stays where it was.
type FurnitureStuck struct {
	Figure  string `json:"figure"`
	Element int    `json:"element"`
	Roll    int    `json:"roll"`
}

// TreasureEarned: the heroes earned Treasure cards to draw (Draws is how
// many are now owed).
type TreasureEarned struct {
	Figure string `json:"figure"`
	Draws  int    `json:"draws"`
}

// ReserveGained: the Dark Player gained Reserve Points (Reserve is the
// total gained in play), for the double 1 of roll Roll (page 28).
type ReserveGained struct {
	Points  int `json:"points"`
	Reserve int `json:"reserve"`
	Roll    int `json:"roll"`
}

// TrapTriggered: a hero set off a trap, by stepping on it or acting on what
// it guards (page 47); Dormant says it was already detected, so it goes
// off without a test.
type TrapTriggered struct {
	Figure  string    `json:"figure"`
	At      board.Pos `json:"at"`
	Kind    string    `json:"kind"`
	Detect  int       `json:"detect,omitempty"`
	Dormant bool      `json:"dormant,omitempty"`
}

// TrapDetected: the hero passed the Perception test (Roll); the trap stays
// dormant where it is, Bonus giving +1 to disarm it (a double 6).
type TrapDetected struct {
	Figure string    `json:"figure"`
	At     board.Pos `json:"at"`
	Kind   string    `json:"kind"`
	Roll   int       `json:"roll"`
	Disarm int       `json:"disarm,omitempty"`
	Bonus  bool      `json:"bonus,omitempty"`
}

// TrapSprung: a trap went off on a figure and left the board; its Dice are
// damage dice against Armour.
type TrapSprung struct {
	Figure string    `json:"figure"`
	At     board.Pos `json:"at"`
	Kind   string    `json:"kind"`
	Dice   int       `json:"dice,omitempty"`
}

// TrapDisarmed: a hero tried to disarm a dormant trap (page 26); Disarmed
// says whether it is gone. A failure sets it off on him.
type TrapDisarmed struct {
	Figure   string    `json:"figure"`
	At       board.Pos `json:"at"`
	Roll     int       `json:"roll"`
	Disarmed bool      `json:"disarmed,omitempty"`
}

// PitOpened: a pit trap opened a pit of Depth levels on At (R75).
type PitOpened struct {
	At    board.Pos `json:"at"`
	Depth int       `json:"depth"`
}

// SteppedBack: a figure that detected a trap it stepped on went back to
// the square it came from (page 47).
type SteppedBack struct {
	Figure string    `json:"figure"`
	From   board.Pos `json:"from"`
	To     board.Pos `json:"to"`
}

// DoorClosed: a figure closed a door as a Quick Action (page 28).
type DoorClosed struct {
	Figure string     `json:"figure"`
	At     board.Pos  `json:"at"`
	Side   board.Side `json:"side"`
}

func (RoomSearched) EventType() string        { return "room_searched" }
func (SecretDoorsSearched) EventType() string { return "secret_doors_searched" }
func (ElementSearched) EventType() string     { return "element_searched" }
func (ChestTried) EventType() string          { return "chest_tried" }
func (LockTried) EventType() string           { return "lock_tried" }
func (TreasureEarned) EventType() string      { return "treasure_earned" }
func (RiddleTried) EventType() string         { return "riddle_tried" }
func (FurnitureMoved) EventType() string      { return "furniture_moved" }
func (FurnitureStuck) EventType() string      { return "furniture_stuck" }
func (ReserveGained) EventType() string       { return "reserve_gained" }
func (TrapTriggered) EventType() string       { return "trap_triggered" }
func (TrapDetected) EventType() string        { return "trap_detected" }
func (TrapSprung) EventType() string          { return "trap_sprung" }
func (TrapDisarmed) EventType() string        { return "trap_disarmed" }
func (SteppedBack) EventType() string         { return "stepped_back" }
func (PitOpened) EventType() string           { return "pit_opened" }
func (DoorClosed) EventType() string          { return "door_closed" }

// The refusals of these Actions.
const (
	// CodeCombatTurn: an exploratory Action with a test is not performed
	// in a combat turn (page 22).
	CodeCombatTurn = "combat_turn"
	// CodeStill: the figure may not move again this activation (it
	// searched, page 25, or stepped back from a trap, page 47).
	CodeStill = "still"
	// CodeNotARoom: rooms are searched, not corridors or outdoor sections
	// (page 25); or the map does not say what the section is.
	CodeNotARoom = "not_a_room"
	// CodeAlreadySearched: the room or element has been searched already
	// (page 25: once per group).
	CodeAlreadySearched = "already_searched"
	// CodePastMain: the Main Room is revealed, and nothing explored before
	// it may be searched any more (page 25).
	CodePastMain = "past_main"
	// CodeNoElement: no element the figure could search or open is there.
	CodeNoElement = "no_element"
	// CodeAlreadyTried: the group's one attempt has been made (page 24).
	CodeAlreadyTried = "already_tried"
	// CodeNotLocked: the door is not locked.
	CodeNotLocked = "not_locked"
	// CodeNoTrap: no detected trap is there.
	CodeNoTrap = "no_trap"
	// CodeCannotDisarm: the trap cannot be disarmed (its card says "-").
	CodeCannotDisarm = "cannot_disarm"
	// CodeRiddle: a riddle guards the door or chest; it must be solved
	// first (page 24), and trying to open it spends nothing.
	CodeRiddle = "riddle"
	// CodeNoRiddle: no riddle guards that door or chest.
	CodeNoRiddle = "no_riddle"
	// CodeCannotMoveIt: the furniture may not be moved (not movable,
	// taller than the figure, or nowhere to go that way), page 27.
	CodeCannotMoveIt = "cannot_move_it"
)
