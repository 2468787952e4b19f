package rules

import "dun/board"

// The events of great jumps, falls and climbing out of pits (pages 23-24,
// 28).

// JumpDeclared: a figure spent its Action on a great jump from From to To
// over Width pit squares; its Agility test follows (page 23).
type JumpDeclared struct {
	Figure string    `json:"figure"`
	From   board.Pos `json:"from"`
	To     board.Pos `json:"to"`
	Width  int       `json:"width"`
}

// Jumped: a great jump's test is final (Roll). Landed says the figure
// reached To, spending Cost Movement points (Spent of Allowance so far);
// otherwise a Fell follows.
type Jumped struct {
	Figure    string    `json:"figure"`
	From      board.Pos `json:"from"`
	To        board.Pos `json:"to"`
	Roll      int       `json:"roll"`
	Landed    bool      `json:"landed,omitempty"`
	Cost      int       `json:"cost,omitempty"`
	Spent     int       `json:"spent,omitempty"`
	Allowance int       `json:"allowance,omitempty"`
}

// Fell: a figure fell from From onto To, Height levels (a pit counts 4):
// as many damage dice against its Natural Armour follow (page 28).
type Fell struct {
	Figure string    `json:"figure"`
	From   board.Pos `json:"from"`
	To     board.Pos `json:"to"`
	Height int       `json:"height"`
}

// ClimbedOut: a figure in a pit took its climbing test (Roll); Out says it
// reached To, next to the pit. Its activation ends either way (page 24).
type ClimbedOut struct {
	Figure string    `json:"figure"`
	From   board.Pos `json:"from"`
	To     board.Pos `json:"to"`
	Roll   int       `json:"roll"`
	Out    bool      `json:"out,omitempty"`
}

func (JumpDeclared) EventType() string { return "jump_declared" }
func (Jumped) EventType() string       { return "jumped" }
func (Fell) EventType() string         { return "fell" }
func (ClimbedOut) EventType() string   { return "climbed_out" }
