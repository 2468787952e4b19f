package rules

import (
	"fmt"
	"slices"
)

// Closing Walls (the card_closing_walls effect, an original card of the
// starter pack): a room trap, detected and disarmed as any other. When it
// springs the walls of its room begin to move inwards; at the end of the
// game turn its card counts (the turn it sprang in is the first, R895)
// every figure still inside, of either side, takes the card's damage dice
// against its Armour, and the walls stop. Leaving the room is the way out;
// once moving, the walls cannot be disarmed.

// maxWallTurns bounds the turns the walls take.
const maxWallTurns = 9

// ClosingWalls is a room whose walls are closing: Card's, in Section,
// dealing Dice to everyone inside at the end of game turn Turn.
type ClosingWalls struct {
	Card    string `json:"card"`
	Section uint8  `json:"section"`
	Dice    int    `json:"dice"`
	Turn    int    `json:"turn"`
}

// WallsMoving: a Closing Walls trap sprang; the walls of Section close at
// the end of game turn Turn.
type WallsMoving struct {
	Card    string `json:"card"`
	Section uint8  `json:"section"`
	Turn    int    `json:"turn"`
	Why     Text   `json:"why"`
}

// WallsClosed: the walls of Section closed on Figures, each of whom takes
// Dice damage dice.
type WallsClosed struct {
	Card    string   `json:"card"`
	Section uint8    `json:"section"`
	Dice    int      `json:"dice"`
	Figures []string `json:"figures,omitempty"`
}

func (WallsMoving) EventType() string { return "walls_moving" }
func (WallsClosed) EventType() string { return "walls_closed" }

// wallsMove sets the walls of trap t's room moving.
func (e *env) wallsMove(t Trap) {
	s := e.s
	if s.Dark == nil || !s.Board.In(t.At) {
		return
	}
	w := ClosingWalls{Card: t.Card, Section: s.Board.Square(t.At).Section, Dice: t.WallDice, Turn: s.Turn + t.Walls - 1}
	if w.Card == "" {
		w.Card = t.Kind
	}
	s.Dark.Walls = append(s.Dark.Walls, w)
	e.emit(WallsMoving{Card: w.Card, Section: w.Section, Turn: w.Turn, Why: Text{
		En: fmt.Sprintf("the walls close in: whoever is still in the room at the end of turn %d takes %d damage dice", w.Turn, w.Dice),
		Es: fmt.Sprintf("las paredes se cierran: quien siga en la sala al final del turno %d recibe %d dados de daño", w.Turn, w.Dice),
	}})
}

// wallsClose, as a game turn begins, closes the walls whose last turn
// just ended: the figures inside take their blows one after another, as
// a trap's area (afterTrapArea).
func (e *env) wallsClose() error {
	s := e.s
	d := s.Dark
	if d == nil || len(d.Walls) == 0 || d.Area != nil {
		return nil
	}
	due := func(w ClosingWalls) bool { return w.Turn < s.Turn }
	for k := slices.IndexFunc(d.Walls, due); k >= 0; k = slices.IndexFunc(d.Walls, due) {
		w := d.Walls[k]
		d.Walls = append(d.Walls[:k:k], d.Walls[k+1:]...)
		if len(d.Walls) == 0 {
			d.Walls = nil
		}
		var in []string
		for i := range s.Figures {
			f := &s.Figures[i]
			if !f.Present() {
				continue
			}
			for _, p := range f.Squares(nil) {
				if s.Board.In(p) && s.Board.Square(p).Section == w.Section {
					in = append(in, f.ID)
					break
				}
			}
		}
		e.emit(WallsClosed{Card: w.Card, Section: w.Section, Dice: w.Dice, Figures: in})
		if len(in) == 0 || w.Dice == 0 {
			continue
		}
		d.Area = &TrapArea{Card: w.Card, Dice: w.Dice, Targets: in}
		// The blows may wait on a hero's Fortune; the rest follow, and
		// walls closing in another room the same turn wait for the next
		// (R895).
		return afterTrapArea(e, BlowResult{})
	}
	return nil
}
