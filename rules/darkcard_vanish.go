package rules

import (
	"strconv"

	"dun/board"
)

// Vanish (the card_escape effect; the starter pack's text is original):
// one of the Dark Player's creatures leaves the board, suffering no attack
// for it, and comes back at the start of his next turn in an explored
// section out of the heroes' sight. A power card like the others (R514):
// played on his turn on a creature in play; on the creature being
// activated, its activation ends. Off the board it is out of play
// (Figure.Vanished holds the turn it left: Present is false). On his next
// turn he places it (Reappear) on a free square of a revealed section, no
// obstacle there, that no hero in play has a line of sight to (page 31's
// lines, whichever way the hero faces); until he does, he may neither
// activate a figure nor end his turn, though he may draw and play cards.
// With no such square it waits for a later turn (R544).

// Reappear: the Dark Player places his vanished creature Figure on At
// facing Facing.
type Reappear struct {
	Header
	Figure string
	At     board.Pos
	Facing board.Dir
}

// TypeReappear is the command type of Reappear.
const TypeReappear = "reappear"

func (Reappear) Type() string { return TypeReappear }

// MarshalJSON writes the command's tagged form.
func (c Reappear) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// CodeVanished refuses activations and the end of the Dark Player's turn
// while a vanished creature waits to come back.
const CodeVanished = "vanished_waits"

// vanish takes creature fi off the board.
func (e *env) vanish(fi int) {
	f := &e.s.Figures[fi]
	f.Vanished = int32(max(e.s.Turn, 1))
	e.emit(FigureVanished{Figure: f.ID, From: f.At})
	if a := e.s.Active; a != nil && a.Figure == f.ID {
		e.endActivation()
	}
}

// unseenSquare checks square at for the base of size size: free, in a
// revealed section, no obstacle, out of every hero's line of sight.
func unseenSquare(s *State, fi int, size int, at board.Pos) *RuleError {
	g := s.Board
	n := span(size) - 1
	if !g.In(at) || !g.In(board.Pos{X: at.X + n, Y: at.Y + n}) {
		return spawnRefused("%v is off the board", "%v está fuera del tablero", at)
	}
	sec := g.Square(at).Section
	if sec == 0 || !s.SectionRevealed(sec) {
		return spawnRefused("%v is not in an explored section", "%v no está en una sección explorada", at)
	}
	if !freeForBase(s, size, at, fi) {
		return spawnRefused("%v is not a free square for it", "%v no es una casilla libre para ella", at)
	}
	var to []int
	for _, p := range baseAt(at, size, nil) {
		if s.Explore.trapAt(p) >= 0 {
			return spawnRefused("%v holds an obstacle", "%v tiene un obstáculo", p)
		}
		to = append(to, g.Index(p))
	}
	top := 0
	for _, k := range to {
		top = max(top, g.FigureTop(k, size))
	}
	for hi := range s.Figures {
		h := &s.Figures[hi]
		if h.Side != Heroes || !h.Present() {
			continue
		}
		from := baseIndexes(g, h)
		look := board.Look{Eye: sightTop(g, h, from), Target: top, Figures: sightBlockers(s, hi, fi)}
		if g.SightBetween(from, to, look).Visible {
			return spawnRefused("%s sees %v: it comes back out of the heroes' sight", "%s ve %v: vuelve fuera de la vista de los héroes", h.name(), at)
		}
	}
	return nil
}

// reappearing lists the vanished creatures due back this turn.
func reappearing(s *State) []int {
	if s.Side != Dark {
		return nil
	}
	var out []int
	for i := range s.Figures {
		if v := int(s.Figures[i].Vanished); v > 0 && v < s.Turn && !s.Figures[i].Left && !s.Figures[i].Conditions.Has(KnockedOut) {
			out = append(out, i)
		}
	}
	return out
}

// reappearSquares lists the squares creature fi may come back on.
func reappearSquares(s *State, fi int) []board.Pos {
	g := s.Board
	var out []board.Pos
	for k := 0; k < g.Len(); k++ {
		p := g.Pos(k)
		if unseenSquare(s, fi, s.Figures[fi].baseSize(), p) == nil {
			out = append(out, p)
		}
	}
	return out
}

// mayReappear reports whether reappearSquares(s, fi) is not empty,
// stopping at the first square: Options asks it before every decision
// of the Dark Player's, and each square is a look at every hero's sight.
func mayReappear(s *State, fi int) bool {
	g := s.Board
	for k := 0; k < g.Len(); k++ {
		if unseenSquare(s, fi, s.Figures[fi].baseSize(), g.Pos(k)) == nil {
			return true
		}
	}
	return false
}

// vanishedWaits refuses what the Dark Player may not do while a vanished
// creature with somewhere to go waits to come back.
func vanishedWaits(s *State) *RuleError {
	for _, i := range reappearing(s) {
		if mayReappear(s, i) {
			return refuse(CodeVanished, "%s vanished and comes back first", "%s se desvaneció y primero vuelve", s.Figures[i].name())
		}
	}
	return nil
}

// reappearOptions offers each square a vanished creature may come back
// on, keeping its facing.
func reappearOptions(s *State, h Header) []Option {
	var out []Option
	for _, i := range reappearing(s) {
		f := &s.Figures[i]
		for _, p := range reappearSquares(s, i) {
			out = append(out, Option{ID: "reappear:" + f.ID + ":" + strconv.Itoa(p.X) + "," + strconv.Itoa(p.Y),
				Command: Reappear{Header: h, Figure: f.ID, At: p, Facing: f.Facing}})
		}
	}
	return out
}

func (c Reappear) apply(e *env) error {
	s := e.s
	if c.Seat != Dark || s.Side != Dark {
		return notYourTurn(c.Seat, s.Side)
	}
	if s.Active != nil || s.Prompt != nil {
		return refuse(CodeActivationInProgress, "a creature comes back between activations", "una criatura vuelve entre activaciones")
	}
	fi := s.figure(c.Figure)
	if fi < 0 {
		return unknownFigure(c.Figure)
	}
	due := false
	for _, i := range reappearing(s) {
		due = due || i == fi
	}
	if !due {
		return refuse(CodeBadTarget, "%s has not vanished, or comes back on a later turn", "%s no se ha desvanecido, o vuelve en un turno posterior", s.Figures[fi].name())
	}
	if err := unseenSquare(s, fi, s.Figures[fi].baseSize(), c.At); err != nil {
		return err
	}
	f := &s.Figures[fi]
	f.Vanished = 0
	f.At = c.At
	f.Facing = c.Facing
	f.SetOnDifficult(false)
	e.emit(FigurePlaced{Figure: f.ID, At: f.At, Facing: f.Facing})
	return nil
}

// FigureVanished: a card took the creature off the board until the Dark
// Player's next turn.
type FigureVanished struct {
	Figure string    `json:"figure"`
	From   board.Pos `json:"from"`
}

func (FigureVanished) EventType() string { return "figure_vanished" }
