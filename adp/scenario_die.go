package adp

import (
	"fmt"

	"dun/board"
	"dun/dice"
	"dun/rules"
)

// The Scenario Die (pages 54-57): each face shows the symbol of one of the
// three decks; the ADP rolls it when the heroes risk an obstacle, when a
// section is revealed and when a combat turn begins, and draws a card only
// when the face is the deck the moment calls for.

// Face is a face of the Scenario Die.
type Face uint8

const (
	FaceObstacle Face = iota
	FaceEncounter
	FacePower
)

var faceNames = [...]string{"obstacle", "encounter", "power"}

func (f Face) String() string {
	if int(f) < len(faceNames) {
		return faceNames[f]
	}
	return fmt.Sprintf("face(%d)", f)
}

func (f Face) text() rules.Text {
	switch f {
	case FaceObstacle:
		return rules.Text{En: "Obstacles", Es: "Obstáculos"}
	case FaceEncounter:
		return rules.Text{En: "Encounter", Es: "Encuentro"}
	}
	return rules.Text{En: "Power", Es: "Poder"}
}

// FaceOf reads a D6 as the Scenario Die (R320): two faces of each symbol,
// 1-2 Obstacles, 3-4 Encounter, 5-6 Power.
func FaceOf(d6 int) Face {
	switch {
	case d6 <= 2:
		return FaceObstacle
	case d6 <= 4:
		return FaceEncounter
	}
	return FacePower
}

// RollScenarioDie rolls the Scenario Die.
func RollScenarioDie(r *dice.Roller, purpose string) (Face, int, error) {
	roll, err := r.D6("scenario die: " + purpose)
	if err != nil {
		return 0, 0, err
	}
	return FaceOf(roll.Total), roll.Total, nil
}

// Trigger is what makes the ADP roll the die for an obstacle (page 55).
type Trigger uint8

const (
	// TriggerReveal: a hero declares he reveals a new section.
	TriggerReveal Trigger = iota
	// TriggerOpenDoor: a hero tries to open an unexplored door (trapdoors
	// and gates too).
	TriggerOpenDoor
	// TriggerOpenChest: a hero tries to open a chest.
	TriggerOpenChest
	// TriggerSearchRoom: a hero searches a room.
	TriggerSearchRoom
	// TriggerSearchBlunder: a search of furniture blundered and its card
	// says so.
	TriggerSearchBlunder
	// TriggerStep: a hero steps on the first square outside the Safety
	// Zones.
	TriggerStep
)

var triggerNames = [...]rules.Text{
	{En: "reveals a new section", Es: "revela una nueva sección"},
	{En: "tries to open an unexplored door", Es: "intenta abrir una puerta inexplorada"},
	{En: "tries to open a chest", Es: "intenta abrir un cofre"},
	{En: "searches the room", Es: "registra la sala"},
	{En: "blunders searching furniture", Es: "pifia al registrar un mueble"},
	{En: "steps out of the Safety Zone", Es: "sale de la zona segura"},
}

func (t Trigger) text() rules.Text {
	if int(t) < len(triggerNames) {
		return triggerNames[t]
	}
	return rules.Text{En: "acts", Es: "actúa"}
}

// ObstacleEvent is a hero's move or action that may bring an obstacle.
type ObstacleEvent struct {
	Hero    string  `json:"hero"`
	Trigger Trigger `json:"trigger"`
	// At is the square the obstacle would act on: the square stepped on,
	// the hero's square for a reveal or a search, the square in front of
	// the door, the chest's square.
	At board.Pos `json:"at"`
	// OnTrap: the square is the exact place of a trap of the quest sheet,
	// whose card is simply read (page 55).
	OnTrap bool `json:"on_trap,omitempty"`
	// Squares are all the squares the obstacle would take (a door's two
	// sides, R1249), At's alone when empty: page 48 keeps each of them
	// apart from the other obstacles.
	Squares []board.Pos `json:"squares,omitempty"`
}

// ObstacleRoll says whether the die is rolled for an obstacle at the
// event, with the reason. used are the squares where obstacles have
// already been activated (the door's or chest's square for those).
func ObstacleRoll(s *rules.State, ev ObstacleEvent, used []board.Pos) (bool, rules.Text) {
	if ev.OnTrap {
		return false, text("the square holds a trap of the quest sheet: its card is read, no die is rolled", "la casilla tiene una trampa de la hoja de aventura: se lee su carta, no se tira el dado")
	}
	g := s.Board
	if !g.In(ev.At) {
		return false, text("the square is off the board", "la casilla está fuera del tablero")
	}
	sec := g.Square(ev.At).Section
	if ev.Trigger != TriggerReveal && ev.Trigger != TriggerOpenDoor && sec != 0 && bothSidesIn(s, sec) {
		return false, text("heroes and creatures share the section: no obstacle rolls but to reveal or open a door", "héroes y criaturas comparten la sección: no se tira por obstáculos salvo para revelar o abrir una puerta")
	}
	squares := ev.Squares
	if len(squares) == 0 {
		squares = []board.Pos{ev.At}
	}
	for _, u := range used {
		for _, q := range squares {
			if u == q {
				return false, text("an obstacle was already activated there", "ya se activó un obstáculo ahí")
			}
			if board.Chebyshev(u, q) == 1 {
				return false, text("an obstacle stands next to the square", "hay un obstáculo junto a la casilla")
			}
		}
	}
	// The rules' own reckoning of the place (a door's two squares, a long
	// pit's second square, locked and riddle doors and chests).
	if err := rules.ObstacleSpotRefusal(s); err != nil {
		return false, err.Reason
	}
	who := ev.Hero
	if f, ok := s.Figure(ev.Hero); ok {
		who = f.Name()
	}
	t := ev.Trigger.text()
	return true, rules.Text{
		En: who + " " + t.En + ": the Scenario Die is rolled for an obstacle",
		Es: who + " " + t.Es + ": se tira el dado de escenario por un obstáculo",
	}
}

// bothSidesIn reports whether present heroes' side figures and Dark
// figures both stand in section sec.
func bothSidesIn(s *rules.State, sec uint8) bool {
	var heroes, dark bool
	for i := range s.Figures {
		f := &s.Figures[i]
		if !f.Present() || !figureIn(s.Board, f, sec) {
			continue
		}
		if f.Side == rules.Dark {
			dark = true
		} else {
			heroes = true
		}
	}
	return heroes && dark
}

func figureIn(g *board.Grid, f *rules.Figure, sec uint8) bool {
	for _, p := range f.Squares(nil) {
		if g.In(p) && g.Square(p).Section == sec {
			return true
		}
	}
	return false
}

// SafetyRadius is the radius of the Safety Zones (page 55): 2 squares, 3
// for a solo hero (page 65).
func SafetyRadius(heroes int) int {
	if heroes == 1 {
		return 3
	}
	return 2
}

// FirstStepOutside is the index in path of the first square a hero steps
// on outside every Safety Zone, or -1 (page 55): his own, around the
// square where his activation began, and his allies', around where they
// stand, each of radius squares (counted as page 18 counts them).
func FirstStepOutside(g *board.Grid, path []board.Pos, start board.Pos, allies []board.Pos, radius int) int {
	from := []int{g.Index(start)}
	for _, a := range allies {
		if g.In(a) {
			from = append(from, g.Index(a))
		}
	}
	var search board.Search
	search.Measure(g, radius, from...)
	for k, p := range path {
		if !g.In(p) {
			continue
		}
		if c := search.Cost(g.Index(p)); c == board.Unreached || c > radius {
			return k
		}
	}
	return -1
}
