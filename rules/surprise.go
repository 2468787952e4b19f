package rules

import (
	"fmt"
	"strconv"
	"strings"

	"dun/board"
)

// Caught by surprise! (page 30): once the Initiative roll after a reveal is
// decided, each figure of the losing side within 6 squares of the figure
// that won it is caught by surprise when both dice of the winner's roll
// are at least its Intelligence, a die showing 1 never counting (R45); a
// double 1 of the loser catches every figure of its side within those 6
// squares. The winner may move each of them to a free adjacent square and
// choose its facing: two prompts per figure, the square (or staying) and
// then the facing. The rule never applies to a side already in a combat
// turn, nor after the section was revealed by breaking its door down
// (breaking doors is a later Action).

// SurpriseRange is the distance from the Initiative's winner within which
// the rule catches figures.
const SurpriseRange = 6

// Prompt kinds of the rule.
const (
	// PromptSurpriseSquare: the winner of the Initiative chooses where a
	// figure caught by surprise goes. Options: OptionStay, or a square
	// "x,y".
	PromptSurpriseSquare PromptKind = "surprise_square"
	// PromptSurpriseFacing: then which way it faces. Options: N ... NW.
	PromptSurpriseFacing PromptKind = "surprise_facing"
)

// OptionStay leaves a figure caught by surprise where it is.
const OptionStay = "stay"

// Surprise is the figures caught by surprise still to be moved, and the
// side that won the Initiative and moves them.
type Surprise struct {
	Winner  Side     `json:"winner"`
	Pending []string `json:"pending"`
}

// caughtBySurprise lists the figures the rule catches: of the side that
// lost to the winner wi, present, within SurpriseRange squares of it.
func caughtBySurprise(s *State, wi int, win, lose RollRecord) []string {
	g := s.Board
	w := &s.Figures[wi]
	search := measures.Get().(*board.Search)
	defer measures.Put(search)
	search.Measure(g, SurpriseRange, baseIndexesAt(g, w.At, w.baseSize(), nil)...)
	all := lose.Double1()
	low := 0
	for k, d := range win.Dice {
		if k == 0 || d < low {
			low = d
		}
	}
	if len(win.Dice) == 0 || low == 1 {
		low = 0
	}
	var base []int
	var ids []string
	for i := range s.Figures {
		f := &s.Figures[i]
		if f.Side == w.Side || !f.Present() {
			continue
		}
		near := false
		for _, k := range baseIndexesAt(g, f.At, f.baseSize(), base[:0]) {
			near = near || search.Cost(k) != board.Unreached
		}
		if near && (all || low > 0 && attributeNow(f, Intelligence)-skulkSurprise(w) <= low) {
			ids = append(ids, f.ID)
		}
	}
	return ids
}

func init() {
	promptHandlers[PromptSurpriseSquare] = answerSurpriseSquare
	promptHandlers[PromptSurpriseFacing] = answerSurpriseFacing
}

// nextSurprise asks about the next figure caught by surprise, or applies
// the Initiative's outcome once none is left.
func (e *env) nextSurprise() error {
	x := e.s.Explore
	u := x.Surprise
	if len(u.Pending) == 0 {
		x.Surprise = nil
		e.afterInitiative(u.Winner)
		return nil
	}
	fi := e.s.figure(u.Pending[0])
	f := &e.s.Figures[fi]
	opts := []PromptOption{{ID: OptionStay, Label: Text{En: "Leave " + f.name() + " where it is", Es: "Dejar a " + f.name() + " donde está"}}}
	for _, p := range surpriseSquares(e.s, fi) {
		id := fmt.Sprintf("%d,%d", p.X, p.Y)
		opts = append(opts, PromptOption{ID: id, Label: Text{En: "Move " + f.name() + " to " + id, Es: "Mover a " + f.name() + " a " + id}})
	}
	e.open(Prompt{Kind: PromptSurpriseSquare, Seat: u.Winner, Figure: f.ID, Options: opts})
	return nil
}

// surpriseSquares lists where a figure caught by surprise may be moved:
// each base one square away that is adjacent (page 19) to where it stands
// and is free of obstacles and figures.
func surpriseSquares(s *State, fi int) []board.Pos {
	f := &s.Figures[fi]
	g := s.Board
	var out []board.Pos
	for d := board.North; d <= board.NorthWest; d++ {
		to := f.At.Add(d)
		if !g.In(to) || !freeForBase(s, f.baseSize(), to, fi) || !g.Adjacent(g.Index(f.At), g.Index(to)) {
			continue
		}
		if !s.SectionRevealed(g.Square(to).Section) {
			continue
		}
		out = append(out, to)
	}
	return out
}

func answerSurpriseSquare(e *env, p Prompt, option string) error {
	fi := e.s.figure(p.Figure)
	if fi < 0 || e.s.Explore == nil || e.s.Explore.Surprise == nil {
		return refuse(CodeBadState, "no figure caught by surprise waits to move", "ninguna figura sorprendida espera a moverse")
	}
	f := &e.s.Figures[fi]
	if option != OptionStay {
		xs, ys, _ := strings.Cut(option, ",")
		x, err1 := strconv.Atoi(xs)
		y, err2 := strconv.Atoi(ys)
		if err1 != nil || err2 != nil {
			return refuse(CodeBadOption, "%q is not a square", "%q no es una casilla", option)
		}
		from := f.At
		f.At = board.Pos{X: x, Y: y}
		e.emit(Displaced{Figure: f.ID, From: from, To: f.At})
	}
	opts := make([]PromptOption, 0, 8)
	for d := board.North; d <= board.NorthWest; d++ {
		opts = append(opts, PromptOption{ID: d.String(), Label: Text{En: f.name() + " faces " + d.String(), Es: f.name() + " mira al " + d.String()}})
	}
	e.open(Prompt{Kind: PromptSurpriseFacing, Seat: p.Seat, Figure: f.ID, Options: opts})
	return nil
}

func answerSurpriseFacing(e *env, p Prompt, option string) error {
	fi := e.s.figure(p.Figure)
	x := e.s.Explore
	if fi < 0 || x == nil || x.Surprise == nil || len(x.Surprise.Pending) == 0 {
		return refuse(CodeBadState, "no figure caught by surprise waits to turn", "ninguna figura sorprendida espera a girarse")
	}
	d, err := board.ParseDir(option)
	if err != nil {
		return refuse(CodeBadOption, "%q is not a facing", "%q no es una orientación", option)
	}
	f := &e.s.Figures[fi]
	if d != f.Facing {
		e.emit(Faced{Figure: f.ID, From: f.Facing, To: d})
		f.Facing = d
	}
	x.Surprise.Pending = x.Surprise.Pending[1:]
	return e.nextSurprise()
}
