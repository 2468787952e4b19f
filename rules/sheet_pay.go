package rules

import "slices"

// The creatures a quest sheet fixes on specific squares are the Dark
// Player's, and page 89 has him pay for them from the reserve the moment
// they are placed on the board: a creature the reserve cannot pay for is
// not placed at all. Three cases cost nothing: the sheet says the creature
// comes at no cost, the quest plays without the Reserve Point Counter (no
// Dark Player cards here: State.Dark is nil), and the Quest Leader, whose
// cost the set-up took (page 46). The creatures placed during the set-up
// are paid there even when the counter goes below zero (page 89's second
// paragraph; setup.DarkPlayer), so only the hidden ones reach here, as
// their section is revealed (revealSection). R1120.

// SheetCreaturePaid: a creature of the quest sheet was placed and the
// Dark Player paid Cost reserve points for it (page 89).
type SheetCreaturePaid struct {
	Figure string `json:"figure"`
	Cost   int    `json:"cost"`
}

// SheetCreatureWithheld: a creature of the quest sheet whose section was
// revealed was not placed: it costs Cost and the reserve lacked Lacks of
// them (page 89). The Dark Player's event only: the heroes never learn
// what the sheet held back (SeatEvents).
type SheetCreatureWithheld struct {
	Figure  string `json:"figure"`
	Kind    string `json:"kind,omitempty"`
	Section uint8  `json:"section"`
	Cost    int    `json:"cost"`
	Lacks   int    `json:"lacks"`
}

func (SheetCreaturePaid) EventType() string     { return "sheet_creature_paid" }
func (SheetCreatureWithheld) EventType() string { return "sheet_creature_withheld" }

// sheetCost is what placing hidden creature f costs the reserve now, and
// whether it is placed at all: false, with the event that says why, when
// the reserve cannot pay for it.
func (e *env) sheetCost(f *Figure) (int, bool) {
	s := e.s
	if s.Dark == nil || f.Side != Dark || f.Leader() || s.Explore == nil || slices.Contains(s.Explore.Free, f.ID) {
		return 0, true
	}
	cost := creatureCost(s, f)
	if av := s.Available(); cost > av {
		e.emit(SheetCreatureWithheld{Figure: f.ID, Kind: f.Kind(), Section: s.Board.Square(f.At).Section, Cost: cost, Lacks: cost - av})
		return 0, false
	}
	return cost, true
}
