package rules

import (
	"fmt"
	"slices"
	"strconv"

	"dun/board"
)

// Collapsed Passage (the card_blocked_access effect with element rubble,
// an original card of the starter pack): "Rubble fills two squares of the
// corridor. They are difficult terrain and block Line of Sight until a
// hero clears them with pickaxes (one Action per square)." As the
// Portcullis (portcullis.go), it is played when a hero in a corridor
// declares he reveals a section from an exploration arrow: the rubble
// fills the arrows' squares into that section, the hero's first (R897).
// Each square becomes difficult terrain with a heap on it that hides what
// lies beyond (a board element of the greatest height that figures walk
// over, board.Element.Veil); no reveal is made from a square the rubble
// fills. A hero carrying pickaxes clears one square with an Action, on it
// or next to it (not diagonally).

const (
	ruleClearRubble = "clear_rubble"
	rubbleKind      = "rubble"
	maxRubble       = 4
)

// Rubble is one square a card filled with rubble: the board element on
// it and the terrain it had.
type Rubble struct {
	Card    string        `json:"card"`
	At      board.Pos     `json:"at"`
	Element int           `json:"element"`
	Was     board.Terrain `json:"was"`
}

// ClearRubble: the active figure clears the rubble on square At.
type ClearRubble struct {
	Header
	Figure string
	At     board.Pos
}

// TypeClearRubble is ClearRubble's type tag.
const TypeClearRubble = "clear_rubble"

func (ClearRubble) Type() string { return TypeClearRubble }

// MarshalJSON writes the command's tagged form.
func (c ClearRubble) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// RubbleFell: a card filled Squares with rubble.
type RubbleFell struct {
	Card    string      `json:"card"`
	Squares []board.Pos `json:"squares"`
}

// RubbleCleared: Figure cleared the rubble on At.
type RubbleCleared struct {
	Figure string    `json:"figure"`
	At     board.Pos `json:"at"`
}

func (RubbleFell) EventType() string    { return "rubble_fell" }
func (RubbleCleared) EventType() string { return "rubble_cleared" }

// rubbleSquares are the squares card c fills for the reveal from arrow
// square at: the arrows into the same section, at's first, as many as the
// card says; each free of elements and stairs, on open ground.
func rubbleSquares(s *State, c *DarkCard, at board.Pos) ([]board.Pos, bool) {
	x := s.Explore
	k := arrowAt(x, at)
	if k < 0 {
		return nil, false
	}
	n := min(max(c.Int("squares"), 1), maxRubble)
	out := []board.Pos{at}
	for _, ar := range x.Arrows {
		if len(out) < n && ar.At != at && ar.To == x.Arrows[k].To && ar.Facing == x.Arrows[k].Facing {
			out = append(out, ar.At)
		}
	}
	for _, p := range out {
		sq := s.Board.Square(p)
		if sq.Element != 0 || sq.HasStair || (sq.Terrain != board.Normal && sq.Terrain != board.Difficult) {
			return nil, false
		}
	}
	return out, true
}

// rubbleFits checks that card c may fill squares for the action rule on
// at: only as a hero reveals a section from an arrow.
func rubbleFits(s *State, c *DarkCard, rule string, at board.Pos) *RuleError {
	if rule != reactReveal {
		return refuse(CodeCardPlace, "%s falls as a hero reveals a section from an exploration arrow", "%s cae cuando un héroe revela una sección desde una flecha de exploración", c.Name.En)
	}
	if _, ok := rubbleSquares(s, c, at); !ok {
		return refuse(CodeCardPlace, "%s finds no open squares to fill at %v", "%s no encuentra casillas libres que llenar en %v", c.Name.En, at)
	}
	return nil
}

// dropRubble fills the squares of card c's rubble for the reveal from at.
func (e *env) dropRubble(c *DarkCard, at board.Pos) error {
	s := e.s
	squares, ok := rubbleSquares(s, c, at)
	if !ok {
		return refuse(CodeCardPlace, "%s finds no open squares to fill at %v", "%s no encuentra casillas libres que llenar en %v", c.Name.En, at)
	}
	g := s.Board.Clone()
	for _, p := range squares {
		sq := g.Square(p)
		id, err := g.AddElement(board.Element{Kind: rubbleKind, Height: board.HeightSky, Veil: true}, p)
		if err != nil {
			return refuse(CodeBadState, "rubble at %v: %v", "escombros en %v: %v", p, err.Error())
		}
		s.Dark.Rubble = append(s.Dark.Rubble, Rubble{Card: c.ID, At: p, Element: id, Was: sq.Terrain})
		sq = g.Square(p)
		sq.Terrain = board.Difficult
		g.Set(p, sq)
	}
	s.Board = g
	e.emit(RubbleFell{Card: c.ID, Squares: squares})
	return nil
}

// rubbleAt is the index of the rubble on square p, or -1.
func rubbleAt(s *State, p board.Pos) int {
	if s.Dark == nil {
		return -1
	}
	return slices.IndexFunc(s.Dark.Rubble, func(r Rubble) bool { return r.At == p })
}

// wayBarred reports whether a card's grate or rubble bars the reveal from
// arrow square at.
func wayBarred(s *State, at board.Pos) bool { return grateBars(s, at) || rubbleAt(s, at) >= 0 }

// rubbleNear checks that figure fi may clear rubble k: on it or next to
// it (not diagonally), with pickaxes, its Action left, no enemy beside it.
func rubbleNear(s *State, fi int, a *Activation, k int) *RuleError {
	f := &s.Figures[fi]
	p := s.Dark.Rubble[k].At
	near := f.Covers(p)
	for _, d := range []board.Dir{board.North, board.East, board.South, board.West} {
		q := p.Add(d)
		near = near || (f.Covers(q) && s.Board.Adjacent(s.Board.Index(q), s.Board.Index(p)))
	}
	_, pick, _ := toolsOf(f)
	switch {
	case !near:
		return refuse(CodeNotAdjacent, "%s must stand on or next to the rubble on %v", "%s debe estar sobre los escombros de %v o junto a ellos", f.name(), p)
	case pick < 0:
		return refuse(CodeNoElement, "%s carries no pickaxes to clear the rubble", "%s no lleva picos para despejar los escombros", f.name())
	case !a.ActionLeft():
		return refuse(CodeActionUsed, "%s has no Action left", "a %s no le queda ninguna Acción", f.name())
	case enemyAdjacent(s, fi, f.At):
		return refuse(CodeEnemyAdjacent, "%s is next to an enemy: no Action may be performed there", "%s está junto a un enemigo: ahí no se puede realizar ninguna Acción", f.name())
	}
	return lying(f)
}

func (c ClearRubble) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	s := e.s
	fi := s.figure(f.ID)
	k := rubbleAt(s, c.At)
	if k < 0 {
		return refuse(CodeNoElement, "there is no rubble on %v", "no hay escombros en %v", c.At)
	}
	if rerr := rubbleNear(s, fi, a, k); rerr != nil {
		return rerr
	}
	if rerr := e.spendAction(f, a, ruleClearRubble); rerr != nil {
		return rerr
	}
	r := s.Dark.Rubble[k]
	g := s.Board.Clone()
	g.RemoveElement(r.Element)
	sq := g.Square(r.At)
	sq.Terrain = r.Was
	g.Set(r.At, sq)
	s.Board = g
	d := s.Dark
	d.Rubble = append(d.Rubble[:k:k], d.Rubble[k+1:]...)
	if len(d.Rubble) == 0 {
		d.Rubble = nil
	}
	e.emit(RubbleCleared{Figure: f.ID, At: r.At})
	return nil
}

// rubbleOptions offers the active figure each square of rubble it may
// clear.
func rubbleOptions(s *State, fi int, h Header) []Option {
	a := s.Active
	if s.Dark == nil || len(s.Dark.Rubble) == 0 || a == nil {
		return nil
	}
	f := &s.Figures[fi]
	var out []Option
	for k, r := range s.Dark.Rubble {
		if rubbleNear(s, fi, a, k) == nil {
			out = append(out, Option{ID: "clear_rubble:" + f.ID + ":" + strconv.Itoa(r.At.X) + "," + strconv.Itoa(r.At.Y), Command: ClearRubble{Header: h, Figure: f.ID, At: r.At}})
		}
	}
	return out
}

// checkRubble verifies the rubble: on the board, on its own element.
func checkRubble(s *State, rs []Rubble) error {
	for _, r := range rs {
		if !s.Board.In(r.At) || r.Element < 0 || int(s.Board.Square(r.At).Element) != r.Element+1 || r.Was > board.Impassable {
			return fmt.Errorf("dark player: the rubble on %v is malformed", r.At)
		}
	}
	return nil
}
