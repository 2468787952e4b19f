package rules

import "dun/board"

// The events of exploration (pages 22 and 30).

// SectionRevealed: board section Section was revealed.
type SectionRevealed struct {
	Section uint8 `json:"section"`
}

// ArrowsRemoved: exploration arrows left the board once the section they
// lead to was revealed (page 22).
type ArrowsRemoved struct {
	Squares []board.Pos `json:"squares"`
}

// DoorOpened: a hero opened an unexplored door; it stays open (page 22).
// Explored marks a door opened before, opened again as a Quick Action
// (page 28).
type DoorOpened struct {
	Figure   string     `json:"figure"`
	At       board.Pos  `json:"at"`
	Side     board.Side `json:"side"`
	Width    int        `json:"width"`
	Explored bool       `json:"explored,omitempty"`
}

// FigurePlaced: a creature entered play on At, facing Facing (a revealed
// section's creatures, page 22).
type FigurePlaced struct {
	Figure string    `json:"figure"`
	At     board.Pos `json:"at"`
	Facing board.Dir `json:"facing"`
}

// InitiativeWon: Side won the Initiative roll, rolled by Figure (page 30).
type InitiativeWon struct {
	Side   Side   `json:"side"`
	Figure string `json:"figure"`
}

// CaughtBySurprise: the Initiative's winner By caught these figures by
// surprise (page 30); its side may move and turn each of them.
type CaughtBySurprise struct {
	Figures []string `json:"figures"`
	By      string   `json:"by"`
}

// Displaced: a figure was put on another square without moving (caught by
// surprise, page 30); it spent no Movement.
type Displaced struct {
	Figure string    `json:"figure"`
	From   board.Pos `json:"from"`
	To     board.Pos `json:"to"`
}

func (SectionRevealed) EventType() string  { return "section_revealed" }
func (ArrowsRemoved) EventType() string    { return "arrows_removed" }
func (DoorOpened) EventType() string       { return "door_opened" }
func (FigurePlaced) EventType() string     { return "figure_placed" }
func (InitiativeWon) EventType() string    { return "initiative_won" }
func (CaughtBySurprise) EventType() string { return "caught_by_surprise" }
func (Displaced) EventType() string        { return "displaced" }

// The refusals of exploration.
const (
	// CodeNothingToExplore: the game has no exploration layout.
	CodeNothingToExplore = "nothing_to_explore"
	// CodeNotAHero: only heroes perform exploratory Actions (page 22).
	CodeNotAHero = "not_a_hero"
	// CodeNoArrow: no exploration arrow is there, or the figure does not
	// stand on it (page 22).
	CodeNoArrow = "no_arrow"
	// CodeNoDoor: no unexplored door is on that edge.
	CodeNoDoor = "no_door"
	// CodeNotAdjacent: the figure is not next to what it acts on (a door:
	// never diagonally, page 22).
	CodeNotAdjacent = "not_adjacent"
	// CodeDoorLocked: the door is locked; opening it is Action 3 (page 22).
	CodeDoorLocked = "door_locked"
)
