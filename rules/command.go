package rules

import (
	"fmt"

	"dun/board"
)

// Command is a decision sent to the rules. Every command names the seat it
// comes from and may quote the state version it was made from. The set of
// commands is closed: the types below are all there is.
//
// Commands serialise as a JSON object tagged by "type" (see DecodeCommand
// and EncodeCommand).
type Command interface {
	// Type is the command's tag in JSON: "move", "run", ...
	Type() string
	head() Header
	apply(e *env) error
}

// Header is what every command carries.
type Header struct {
	// Seat is the side issuing the command.
	Seat Side
	// At is the State.Version the command was made from; 0 skips the check.
	At uint64
}

func (h Header) head() Header { return h }

// Activate starts the activation of one of the seat's figures (page 11:
// each figure once per turn, in the order its side chooses).
type Activate struct {
	Header
	Figure string
}

// Move moves the active figure to To, spending Movement points (pages
// 18-21, 32). Path, when given, is the squares stepped on after the start
// up to the destination, and is checked step by step; without it the
// cheapest legal path is taken. A move may be split over several commands
// until the allowance is spent.
//
// For a 2x2 base (Large and Huge), To is the new top-left square, and the
// path is the route of the one base square that moves "as an average
// figure" (page 21): Ref names which; without Ref (CornerAuto) the corner
// is read from the path, or the cheapest is chosen.
type Move struct {
	Header
	Figure string
	To     board.Pos
	Path   []board.Pos
	Ref    Corner
}

// Face turns the active figure to face another way; it costs nothing and
// is not movement (page 19).
type Face struct {
	Header
	Figure string
	Facing board.Dir
}

// Run declares that the active figure runs: its Action, declared before
// moving; 2D6 are rolled for the allowance (page 23).
type Run struct {
	Header
	Figure string
}

// EndActivation ends the active figure's activation.
type EndActivation struct {
	Header
	Figure string
}

// EndTurn ends the seat's turn, ending the activation in progress if any;
// the other side's turn begins.
type EndTurn struct {
	Header
}

// Reveal reveals the section the exploration arrow on square At leads to;
// the active hero must stand on it (page 22, Action 1).
type Reveal struct {
	Header
	Figure string
	At     board.Pos
}

// OpenDoor opens the unexplored door on the Side edge of square At (named
// from either square it separates); the active hero must stand on one of
// those squares (page 22, Action 2).
type OpenDoor struct {
	Header
	Figure string
	At     board.Pos
	Side   board.Side
}

// Jump makes a great jump from the active figure's square over a pit to
// To, in a straight line (page 23, Action 8).
type Jump struct {
	Header
	Figure string
	To     board.Pos
}

// Climb climbs the active figure out of the pit it is in, onto To, a
// square next to its own (page 24, Action 9).
type Climb struct {
	Header
	Figure string
	To     board.Pos
}

// Swim declares that the active figure swims this activation: before it
// moves, 2D6 are rolled and its allowance becomes its Agility (page 21).
type Swim struct {
	Header
	Figure string
}

// SearchRoom searches the room the active hero stands in for treasure
// (page 25, Action 11).
type SearchRoom struct {
	Header
	Figure string
}

// SearchSecretDoors searches the section the active hero stands in for
// secret doors (page 25, Action 10).
type SearchSecretDoors struct {
	Header
	Figure string
}

// SearchElement searches or interacts with the element on square At, next
// to the active hero (page 25, Action 12).
type SearchElement struct {
	Header
	Figure string
	At     board.Pos
}

// OpenChest tries to open the chest on square At, next to the active hero
// (page 24, Action 4).
type OpenChest struct {
	Header
	Figure string
	At     board.Pos
}

// PickLock tries to open the locked door on the Side edge of square At
// (page 24, Action 3).
type PickLock struct {
	Header
	Figure string
	At     board.Pos
	Side   board.Side
}

// DisarmTrap tries to disarm the detected trap on square At (page 26,
// Action 14).
type DisarmTrap struct {
	Header
	Figure string
	At     board.Pos
}

// SolveRiddle tries the riddle guarding the unexplored door on the Side
// edge of square At (Door set) or the chest on square At (page 24, Action
// 5).
type SolveRiddle struct {
	Header
	Figure string
	At     board.Pos
	Side   board.Side
	Door   bool
}

// MoveFurniture pushes the piece of furniture on square At one square
// toward Toward (page 27, Action 17).
type MoveFurniture struct {
	Header
	Figure string
	At     board.Pos
	Toward board.Dir
}

// CloseDoor closes the open door on the Side edge of square At, a Quick
// Action (page 28).
type CloseDoor struct {
	Header
	Figure string
	At     board.Pos
	Side   board.Side
}

// Answer chooses one option of the open prompt. Prompt, when not 0, must
// be the open prompt's Seq.
type Answer struct {
	Header
	Prompt uint64
	Option string
}

// Type tags.
const (
	TypeActivate      = "activate"
	TypeMove          = "move"
	TypeFace          = "face"
	TypeRun           = "run"
	TypeEndActivation = "end_activation"
	TypeEndTurn       = "end_turn"
	TypeAnswer        = "answer"
	TypeReveal        = "reveal"
	TypeOpenDoor      = "open_door"
	TypeJump          = "jump"
	TypeClimb         = "climb"
	TypeSwim          = "swim"
	TypeSearchRoom    = "search_room"
	TypeSearchSecret  = "search_secret_doors"
	TypeSearchElement = "search_element"
	TypeOpenChest     = "open_chest"
	TypePickLock      = "pick_lock"
	TypeDisarmTrap    = "disarm_trap"
	TypeCloseDoor     = "close_door"
	TypeSolveRiddle   = "solve_riddle"
	TypeMoveFurniture = "move_furniture"
)

func (Activate) Type() string          { return TypeActivate }
func (Move) Type() string              { return TypeMove }
func (Face) Type() string              { return TypeFace }
func (Run) Type() string               { return TypeRun }
func (EndActivation) Type() string     { return TypeEndActivation }
func (EndTurn) Type() string           { return TypeEndTurn }
func (Answer) Type() string            { return TypeAnswer }
func (Reveal) Type() string            { return TypeReveal }
func (OpenDoor) Type() string          { return TypeOpenDoor }
func (Jump) Type() string              { return TypeJump }
func (Climb) Type() string             { return TypeClimb }
func (Swim) Type() string              { return TypeSwim }
func (SearchRoom) Type() string        { return TypeSearchRoom }
func (SearchSecretDoors) Type() string { return TypeSearchSecret }
func (SearchElement) Type() string     { return TypeSearchElement }
func (OpenChest) Type() string         { return TypeOpenChest }
func (PickLock) Type() string          { return TypePickLock }
func (DisarmTrap) Type() string        { return TypeDisarmTrap }
func (CloseDoor) Type() string         { return TypeCloseDoor }
func (SolveRiddle) Type() string       { return TypeSolveRiddle }
func (MoveFurniture) Type() string     { return TypeMoveFurniture }

// Corner names one square of a 2x2 base.
type Corner uint8

const (
	// CornerAuto lets the rules choose (or read the corner from the path).
	CornerAuto Corner = iota
	CornerNW
	CornerNE
	CornerSW
	CornerSE
)

var cornerNames = [...]string{"", "nw", "ne", "sw", "se"}

func (c Corner) String() string {
	if int(c) < len(cornerNames) {
		if c == CornerAuto {
			return "auto"
		}
		return cornerNames[c]
	}
	return fmt.Sprintf("corner(%d)", c)
}

// Offset is the corner's position within the base, from its top-left.
func (c Corner) Offset() board.Pos {
	switch c {
	case CornerNE:
		return board.Pos{X: 1}
	case CornerSW:
		return board.Pos{Y: 1}
	case CornerSE:
		return board.Pos{X: 1, Y: 1}
	}
	return board.Pos{}
}

// ParseCorner reads nw, ne, sw, se, or "" / auto for CornerAuto.
func ParseCorner(s string) (Corner, error) {
	if s == "auto" {
		return CornerAuto, nil
	}
	for i, n := range cornerNames {
		if n == s {
			return Corner(i), nil
		}
	}
	return 0, fmt.Errorf("unknown corner %q (want nw, ne, sw, se or auto)", s)
}

func cornerOf(off board.Pos) (Corner, bool) {
	for c := CornerNW; c <= CornerSE; c++ {
		if c.Offset() == off {
			return c, true
		}
	}
	return CornerAuto, false
}

// MarshalText writes the corner's name.
func (c Corner) MarshalText() ([]byte, error) {
	if int(c) >= len(cornerNames) {
		return nil, fmt.Errorf("invalid corner %d", c)
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads a corner's name.
func (c *Corner) UnmarshalText(b []byte) error {
	v, err := ParseCorner(string(b))
	if err != nil {
		return err
	}
	*c = v
	return nil
}
