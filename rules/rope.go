package rules

import (
	"strings"

	"dun/board"
)

// Help from an ally with a rope (pages 23-24): when a great jump or a
// climb out of a pit fails, an ally (a hero or a companion) with a Rope,
// standing by the pit on the side the jumper meant to reach (by the pit
// square a climber is in), may at once make a Strength test, even if he
// has been activated this turn: -1 if the figure helped is Large or
// larger, -1 if an enemy stands next to the helper. If he passes, the
// jump or climb succeeds; if not, it fails as it would have. His side is
// asked which ally, if any, helps (PromptRope); the helper may spend his
// Fortune on his own test (page 14). The book's example has the helper
// spend her Action on it in her own activation; the rule itself makes it
// an immediate reaction with no Action, and that is what is done (R819).

const ruleRope = "rope"

// PromptRope asks the side of a figure whose jump or climb failed whether
// an ally with a rope helps. Options: "rope:" and the ally's ID, and
// OptionNoRope.
const PromptRope PromptKind = "rope"

const (
	optionRope   = "rope:"
	OptionNoRope = "no_help"
)

func init() {
	promptHandlers[PromptRope] = answerRope
}

// hasRope reports whether figure f carries a rope it can use.
func hasRope(f *Figure) bool {
	for k := range f.Items {
		if it := &f.Items[k]; it.ID == "rope" && it.Place != OnGround && !it.Broken {
			return true
		}
	}
	return false
}

// ropeHelpers lists the allies of figure fi who may help its failed leap
// l with a rope.
func ropeHelpers(s *State, fi int, l Leap) []int {
	f := &s.Figures[fi]
	g := s.Board
	var by []board.Pos
	switch {
	case f.Span() > 1:
		// A 2x2 base's jump (it never climbs out of a pit): the squares
		// it swept, from the landing side (R1010).
		for _, p := range sweptSquares(f.At, l.To, f.baseSize()) {
			if distToBase(p, l.To, f.baseSize()) <= distToBase(p, f.At, f.baseSize()) {
				by = append(by, p)
			}
		}
	case l.Width == 0:
		by = []board.Pos{f.At} // a climb: the climber's pit square
	default:
		// A jump: the pit squares crossed, from the landing side.
		sign := func(v int) int { return min(max(v, -1), 1) }
		d, ok := board.DirTo(f.At, board.Pos{X: f.At.X + sign(l.To.X-f.At.X), Y: f.At.Y + sign(l.To.Y-f.At.Y)})
		for p := f.At.Add(d); ok && p != l.To && g.In(p); p = p.Add(d) {
			if board.Chebyshev(p, l.To) <= board.Chebyshev(p, f.At) {
				by = append(by, p)
			}
		}
	}
	var out []int
	for hi := range s.Figures {
		h := &s.Figures[hi]
		if hi == fi || h.Side != f.Side || !h.Present() || lying(h) != nil || inPit(g, h.At, h.baseSize()) || !hasRope(h) {
			continue
		}
		for _, p := range by {
			if besides(g, h, p) {
				out = append(out, hi)
				break
			}
		}
	}
	return out
}

// offerRope asks whether an ally with a rope helps the failed leap l (roll
// r) of figure fi, if any may; it reports whether it asked.
func (e *env) offerRope(fi int, l Leap, r RollRecord) bool {
	helpers := ropeHelpers(e.s, fi, l)
	if len(helpers) == 0 {
		return false
	}
	f := &e.s.Figures[fi]
	l.Roped = r.Seq
	e.s.Active.Leap = &l
	var opts []PromptOption
	for _, hi := range helpers {
		h := &e.s.Figures[hi]
		opts = append(opts, PromptOption{ID: optionRope + h.ID, Label: Text{
			En: h.Name() + " helps with the rope (a Strength test)", Es: h.Name() + " ayuda con la cuerda (una prueba de Fuerza)"}})
	}
	opts = append(opts, PromptOption{ID: OptionNoRope, Label: Text{En: "No help", Es: "Sin ayuda"}})
	rr := r.clone()
	e.open(Prompt{Kind: PromptRope, Seat: f.Side, Figure: f.ID, Roll: &rr, Options: opts})
	return true
}

func answerRope(e *env, p Prompt, option string) error {
	if p.Roll == nil {
		return refuse(CodeBadState, "the question has no roll", "la pregunta no tiene tirada")
	}
	if option == OptionNoRope {
		return e.settle(*p.Roll)
	}
	a := e.s.Active
	fi := e.s.figure(p.Figure)
	if a == nil || a.Leap == nil || fi < 0 {
		return refuse(CodeBadState, "no jump or climb waits for help", "ningún salto ni escalada espera ayuda")
	}
	id := strings.TrimPrefix(option, optionRope)
	hi := -1
	for _, k := range ropeHelpers(e.s, fi, *a.Leap) {
		if e.s.Figures[k].ID == id {
			hi = k
		}
	}
	if hi < 0 {
		return refuse(CodeBadOption, "%s cannot help with a rope", "%s no puede ayudar con una cuerda", id)
	}
	var mods []Modifier
	if e.s.Figures[fi].Size >= SizeLarge {
		mods = append(mods, Modifier{Value: -1, Why: Text{En: "helping a Large figure", Es: "ayudar a una figura Grande"}})
	}
	if enemyAdjacent(e.s, hi, e.s.Figures[hi].At) {
		mods = append(mods, Modifier{Value: -1, Why: Text{En: "an enemy next to the helper", Es: "un enemigo junto a quien ayuda"}})
	}
	r, err := e.test(hi, ruleRope, Strength, 0, mods...)
	if err != nil {
		return err
	}
	return e.offerFortune(&e.s.Figures[hi], r, r.failed())
}

// settleRope applies the helper's final Strength test to the leap of the
// active figure.
func settleRope(e *env, r RollRecord) error {
	a := e.s.Active
	if a == nil || a.Leap == nil || a.Leap.Roped == 0 {
		return refuse(CodeBadState, "no jump or climb waits for help", "ningún salto ni escalada espera ayuda")
	}
	fi := e.s.figure(a.Figure)
	if fi < 0 {
		return unknownFigure(a.Figure)
	}
	l := *a.Leap
	a.Leap = nil
	e.emit(RopeHelped{Figure: a.Figure, Helper: r.Figure, Roll: r.Seq, Saved: !r.failed()})
	if l.Width == 0 {
		return e.climbEnds(fi, l, l.Roped, !r.failed())
	}
	if r.failed() {
		return e.jumpFails(fi, l, l.Roped)
	}
	return e.jumpLands(fi, l, l.Roped)
}

// RopeHelped: Helper made a Strength test (Roll) to save Figure's failed
// jump or climb with a rope; Saved says whether it succeeded.
type RopeHelped struct {
	Figure string `json:"figure"`
	Helper string `json:"helper"`
	Roll   int    `json:"roll"`
	Saved  bool   `json:"saved,omitempty"`
}

func (RopeHelped) EventType() string { return "rope_helped" }
