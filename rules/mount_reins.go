package rules

import "dun/board"

// Taking the reins (page 102): a character walking with his mount by the
// reins moves with it, no farther than his own Movement allows, and may
// not run. Taking the reins is a Quick Action next to the mount, like
// mounting (R860); letting them go costs nothing. The led mount keeps by
// its leader: after each command that moved him away, it steps to the
// free square next to him nearest where it stood, as the crow flies
// (R861); with none free, he lets go.

// Reins takes the reins of mount Mount, or lets them go when the figure
// already holds them.
type Reins struct {
	Header
	Figure string
	Mount  string
}

// TypeReins is the command of taking or letting go of the reins.
const TypeReins = "reins"

func (Reins) Type() string { return TypeReins }

// MarshalJSON writes the command's tagged form.
func (c Reins) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

func (c Reins) apply(e *env) error {
	s := e.s
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	if f.Reins != "" && f.Reins == c.Mount {
		f.Reins = ""
		e.emit(ReinsTaken{Figure: f.ID, Mount: c.Mount, Released: true})
		return nil
	}
	mi := s.figure(c.Mount)
	if mi < 0 {
		return unknownFigure(c.Mount)
	}
	if err := mayLead(s, s.figure(f.ID), mi); err != nil {
		return err
	}
	if err := e.spendQuick(f, a); err != nil {
		return err
	}
	f.Reins = c.Mount
	e.emit(ReinsTaken{Figure: f.ID, Mount: c.Mount})
	return nil
}

// mayLead checks that figure fi may take the reins of mount mi.
func mayLead(s *State, fi, mi int) *RuleError {
	f, m := &s.Figures[fi], &s.Figures[mi]
	if err := lying(f); err != nil {
		return err
	}
	switch {
	case riding(f):
		return s.refuse(CodeBadMount, "%s rides: he cannot lead another mount by the reins", "%s va montado: no puede llevar otra montura de las riendas", f.name())
	case f.Reins != "":
		return s.refuse(CodeBadMount, "%s already holds the reins of %s", "%s ya lleva las riendas de %s", f.name(), f.Reins)
	case !isMount(m) || m.Side != f.Side:
		return s.refuse(CodeBadMount, "%s is not a mount of %s's side", "%s no es una montura del bando de %s", m.name(), f.name())
	case ridden(m) || leaderOf(s, mi) >= 0:
		return s.refuse(CodeBadMount, "%s is ridden or led already", "%s ya va montada o de las riendas", m.name())
	case !m.Present() || m.Conditions.Has(KnockedDown):
		return s.refuse(CodeBadMount, "%s cannot be led now", "%s no se puede llevar ahora", m.name())
	case baseGap(f, m) != 1 || !Adjacent(*s, f.ID, m.ID, true):
		return s.refuse(CodeBadMount, "%s must be next to %s to take its reins", "%s debe estar junto a %s para tomar sus riendas", f.name(), m.name())
	}
	return nil
}

// leaderOf is the index of the figure leading mount mi by the reins, or -1.
func leaderOf(s *State, mi int) int {
	id := s.Figures[mi].ID
	for i := range s.Figures {
		if s.Figures[i].Reins == id {
			return i
		}
	}
	return -1
}

// led reports whether figure f, a mount, is led by the reins.
func led(s *State, f *Figure) bool {
	if !isMount(f) {
		return false
	}
	for i := range s.Figures {
		if s.Figures[i].Reins == f.ID {
			return true
		}
	}
	return false
}

// followReins brings each led mount back next to its leader, or makes
// him let go when he cannot keep it (knocked down or out, riding, or no
// free square by him).
func (e *env) followReins() {
	s := e.s
	if s.Prompt != nil {
		return // an attack's push and follow-up may still want the squares
	}
	for li := range s.Figures {
		l := &s.Figures[li]
		if l.Reins == "" {
			continue
		}
		mi := s.figure(l.Reins)
		if mi < 0 || !l.Present() || l.Conditions.Has(KnockedDown) || riding(l) || !s.Figures[mi].Present() || ridden(&s.Figures[mi]) {
			e.letGo(li)
			continue
		}
		m := &s.Figures[mi]
		if baseGap(l, m) == 1 {
			continue
		}
		// Each anchor that puts the mount's base next to him: a one-square
		// mount on one of his eight neighbours, a 2x2 one with a square
		// of its base there (R1107).
		best, bestD := board.Pos{}, -1
		n := m.Span()
		for y := l.At.Y - n; y <= l.At.Y+1; y++ {
			for x := l.At.X - n; x <= l.At.X+1; x++ {
				p := board.Pos{X: x, Y: y}
				if !mayLeadOnto(s, li, mi, p) {
					continue
				}
				dx, dy := p.X-m.At.X, p.Y-m.At.Y
				if dist := dx*dx + dy*dy; bestD < 0 || dist < bestD {
					best, bestD = p, dist
				}
			}
		}
		if bestD < 0 {
			e.letGo(li)
			continue
		}
		from := m.At
		m.At = best
		e.emit(Moved{Figure: m.ID, From: from, To: best, Path: []board.Pos{best}})
	}
}

// mayLeadOnto reports whether leader li may bring mount mi to anchor p:
// its base on the board, where it may stand, no other figure on it, and a
// square of it next to the leader that he reaches in one step.
func mayLeadOnto(s *State, li, mi int, p board.Pos) bool {
	l, m := &s.Figures[li], &s.Figures[mi]
	n := m.Span()
	if !s.Board.In(p) || !s.Board.In(board.Pos{X: p.X + n - 1, Y: p.Y + n - 1}) || baseFit(s.Board, m.Mover(), n, p) == board.NoFit {
		return false
	}
	step := false
	var sq [4]board.Pos
	for _, q := range baseAt(p, m.baseSize(), sq[:0]) {
		if occupant(s, q, mi) >= 0 {
			return false
		}
		step = step || board.Chebyshev(q, l.At) == 1 && mayLeadTo(s, l, q)
	}
	return step
}

// mayLeadTo reports whether the leader on square l.At may bring his mount
// to the adjacent square p: in one step, past no wall.
func mayLeadTo(s *State, l *Figure, p board.Pos) bool {
	d, ok := dirTo(l.At, p)
	if !ok {
		return false
	}
	_, _, stepOK := s.Board.Step(s.Board.Index(l.At), d, board.Measure)
	return stepOK
}

// letGo makes figure li let go of the reins.
func (e *env) letGo(li int) {
	l := &e.s.Figures[li]
	e.emit(ReinsTaken{Figure: l.ID, Mount: l.Reins, Released: true})
	l.Reins = ""
}

// reinsOptions lists taking the reins of each mount next to the acting
// figure, and letting go of those he holds.
func reinsOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	if f.Reins != "" {
		return []Option{{ID: "reins:" + f.ID + ":" + f.Reins, Command: Reins{Header: h, Figure: f.ID, Mount: f.Reins}}}
	}
	if a := s.Active; a == nil || a.QuickActionsLeft() == 0 || riding(f) {
		return nil
	}
	var out []Option
	for mi := range s.Figures {
		if mi != fi && isMount(&s.Figures[mi]) && mayLead(s, fi, mi) == nil {
			out = append(out, Option{ID: "reins:" + f.ID + ":" + s.Figures[mi].ID, Command: Reins{Header: h, Figure: f.ID, Mount: s.Figures[mi].ID}})
		}
	}
	return out
}

// ReinsTaken: Figure took the reins of Mount, or let them go (Released).
type ReinsTaken struct {
	Figure   string `json:"figure"`
	Mount    string `json:"mount"`
	Released bool   `json:"released,omitempty"`
}

func (ReinsTaken) EventType() string { return "reins" }
