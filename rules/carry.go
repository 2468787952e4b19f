package rules

import (
	"fmt"

	"dun/board"
)

// Transporting partners (page 43). A figure next to a knocked-out ally no
// larger than itself spends an Action to take up his body; from then on it
// moves at most as many squares as its Strength in each activation (its
// allowance is capped at once, and at the start of each later acting
// phase), and the body goes where it goes. It sets the body down with a
// Quick Action (R139), and lets it fall when it is knocked out itself. A
// body carried off the board by a figure that leaves the scenario is
// recovered for the consequences of page 44 (R403). A carrier may not
// run (R139); he may jump with a Strength test besides the Agility one
// (jump_body.go, R820). A body larger than the carrier is carried by two
// (carry_pair.go, R936).

const (
	ruleCarry   = "carry"
	rulePutDown = "put_down"
)

// Carrying is a body carried: Carrier carries the knocked-out Body, with
// Helper when the body is larger than the carrier (carry_pair.go); At is
// where the carrier stood when the helper last followed it.
type Carrying struct {
	Carrier string    `json:"carrier"`
	Body    string    `json:"body"`
	Helper  string    `json:"helper,omitempty"`
	At      board.Pos `json:"at"`
}

// Carry takes up the body of the knocked-out ally Target, with the ally
// Helper when the body is larger than the figure (R936).
type Carry struct {
	Header
	Figure string
	Target string
	Helper string
}

// PutDown sets the body the figure carries down where it stands.
type PutDown struct {
	Header
	Figure string
}

const (
	TypeCarry   = "carry"
	TypePutDown = "put_down"
)

func (Carry) Type() string   { return TypeCarry }
func (PutDown) Type() string { return TypePutDown }

// MarshalJSON writes the command's tagged form.
func (c Carry) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c PutDown) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

func (c Carry) toWire(w *wire) {
	w.Figure, w.Target = &c.Figure, &c.Target
	if c.Helper != "" {
		w.Aid = &c.Helper
	}
}
func (c PutDown) toWire(w *wire) { w.Figure = &c.Figure }

func init() {
	commandFields[TypeCarry] = map[string]bool{"figure": true, "target": true, "aid": false}
	commandFields[TypePutDown] = map[string]bool{"figure": true}
	wireDecoders[TypeCarry] = func(a wireArgs) (Command, error) {
		c := Carry{Header: a.h, Figure: a.fig, Target: a.target}
		if _, ok := a.raw["aid"]; ok {
			if a.w.Aid == nil {
				return nil, badCommand(`"aid" must be a string`, `"aid" debe ser una cadena`)
			}
			if err := checkID("aid", *a.w.Aid); err != nil {
				return nil, err
			}
			c.Helper = *a.w.Aid
		}
		return c, nil
	}
	wireDecoders[TypePutDown] = func(a wireArgs) (Command, error) {
		return PutDown{Header: a.h, Figure: a.fig}, nil
	}
}

// BodyTakenUp: Figure took up the body of Body.
type BodyTakenUp struct {
	Figure    string `json:"figure"`
	Body      string `json:"body"`
	Helper    string `json:"helper,omitempty"`
	Allowance int    `json:"allowance"`
}

// BodyPutDown: the body of Body lies on At again.
type BodyPutDown struct {
	Figure string `json:"figure"`
	Body   string `json:"body"`
}

func (BodyTakenUp) EventType() string { return "body_taken_up" }
func (BodyPutDown) EventType() string { return "body_put_down" }

// carrying is the index in the scene of what figure id carries (or, with
// body set, of who carries id), or -1.
func carrying(s *State, id string, body bool) int {
	if s.Scene == nil {
		return -1
	}
	for k, c := range s.Scene.Carried {
		if (!body && c.Carrier == id) || (body && c.Body == id) {
			return k
		}
	}
	return -1
}

func canCarry(s *State, fi int, a *Activation, target string) *RuleError {
	return canCarryWith(s, fi, a, target, "")
}

func canCarryWith(s *State, fi int, a *Activation, target, helper string) *RuleError {
	f := &s.Figures[fi]
	if err := actionHere(s, fi, a); err != nil {
		return err
	}
	ti := s.figure(target)
	if ti < 0 {
		return unknownFigure(target)
	}
	t := &s.Figures[ti]
	switch {
	case ti == fi || t.Side != f.Side || !t.Conditions.Has(KnockedOut) || t.Left:
		return s.refuse(CodeBadTarget, "%s is not a knocked-out ally", "%s no es un aliado fuera de combate", t.name())
	case t.Size > f.Size && helper == "":
		return s.refuse(CodeBadTarget, "%s is larger than %s and cannot be carried by it alone", "%s es más grande que %s y no puede cargarlo solo", t.name(), f.name())
	case t.Size <= f.Size && helper != "":
		return s.refuse(CodeBadTarget, "%s can carry %s alone", "%s puede cargar con %s solo", f.name(), t.name())
	case carrying(s, f.ID, false) >= 0:
		return s.refuse(CodeBadTarget, "%s already carries a body", "%s ya carga con un cuerpo", f.name())
	case carrying(s, t.ID, true) >= 0:
		return s.refuse(CodeBadTarget, "somebody already carries %s", "alguien ya carga con %s", t.name())
	case !besides(s.Board, f, t.At):
		return s.refuse(CodeNotAdjacent, "%s must stand next to where %s lies", "%s debe estar junto a donde yace %s", f.name(), t.name())
	}
	if helper != "" {
		return canHelpCarry(s, fi, ti, helper)
	}
	return nil
}

func (c Carry) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	s := e.s
	fi := s.figure(f.ID)
	if rerr := canCarryWith(s, fi, a, c.Target, c.Helper); rerr != nil {
		return rerr
	}
	if rerr := e.spendAction(f, a, ruleCarry); rerr != nil {
		return rerr
	}
	sc := s.scene()
	sc.Carried = append(sc.Carried, Carrying{Carrier: f.ID, Body: c.Target, Helper: c.Helper, At: f.At})
	bi := s.figure(c.Target)
	s.Figures[bi].At = bodyAt(s.Board, f, &s.Figures[bi])
	if c.Helper != "" {
		e.joinCarry(s.figure(c.Helper))
	}
	a.Allowance = carryCapOf(s, f, a.Allowance)
	e.emit(BodyTakenUp{Figure: f.ID, Body: c.Target, Helper: c.Helper, Allowance: a.Allowance})
	return nil
}

func (c PutDown) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	k := carrying(e.s, f.ID, false)
	if k < 0 {
		return refuse(CodeBadTarget, "%s carries no body", "%s no carga con ningún cuerpo", f.name())
	}
	if rerr := e.spendQuick(f, a); rerr != nil {
		return rerr
	}
	body := e.s.Scene.Carried[k].Body
	e.s.Scene.Carried = deleteAt(e.s.Scene.Carried, k)
	e.emit(BodyPutDown{Figure: f.ID, Body: body})
	return nil
}

// carryOn keeps the carried bodies with their carriers after a command: a
// body goes where its carrier went; a carrier knocked out drops it, and a
// body that stood up again (a spell) is carried no more. A carrier that
// left the scenario keeps the body with it.
func (e *env) carryOn() {
	s := e.s
	if s.Scene == nil || len(s.Scene.Carried) == 0 {
		return
	}
	s.Scene.Carried = deleteShared(s.Scene.Carried, func(c Carrying) bool {
		ci, bi := s.figure(c.Carrier), s.figure(c.Body)
		if ci < 0 || bi < 0 || !s.Figures[bi].Conditions.Has(KnockedOut) {
			return true
		}
		cf := &s.Figures[ci]
		if cf.Conditions.Has(KnockedOut) {
			e.emit(BodyPutDown{Figure: cf.ID, Body: c.Body})
			return true
		}
		s.Figures[bi].At = bodyAt(s.Board, cf, &s.Figures[bi])
		return false
	})
	e.helpersFollow()
}

// bodyAt is where body b lies when carrier c carries it: on the carrier's
// square, a larger body's base covering it and kept on the board.
func bodyAt(g *board.Grid, c, b *Figure) board.Pos {
	at := c.At
	n := b.Span()
	at.X = max(0, min(at.X, g.W()-n))
	at.Y = max(0, min(at.Y, g.H()-n))
	return at
}

// carriedOut reports whether the body of id left the scenario with its
// carrier.
func carriedOut(s *State, id string) bool {
	k := carrying(s, id, true)
	if k < 0 {
		return false
	}
	ci := s.figure(s.Scene.Carried[k].Carrier)
	return ci >= 0 && s.Figures[ci].Left
}

// carryOptions lists taking up the bodies next to the figure and putting
// down the one it carries.
func carryOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	var out []Option
	if carrying(s, f.ID, false) >= 0 {
		if s.Active.QuickActionsLeft() > 0 {
			out = append(out, Option{ID: "put_down:" + f.ID, Command: PutDown{Header: h, Figure: f.ID}})
		}
		return out
	}
	for ti := range s.Figures {
		t := &s.Figures[ti]
		if t.Side != f.Side || !t.Conditions.Has(KnockedOut) {
			continue
		}
		if canCarry(s, fi, s.Active, t.ID) == nil {
			out = append(out, Option{ID: fmt.Sprintf("carry:%s:%s", f.ID, t.ID), Command: Carry{Header: h, Figure: f.ID, Target: t.ID}})
			continue
		}
		if t.Size <= f.Size {
			continue
		}
		for hi := range s.Figures {
			if hp := &s.Figures[hi]; hi != fi && hp.Side == f.Side && canCarryWith(s, fi, s.Active, t.ID, hp.ID) == nil {
				out = append(out, Option{ID: fmt.Sprintf("carry:%s:%s:%s", f.ID, t.ID, hp.ID), Command: Carry{Header: h, Figure: f.ID, Target: t.ID, Helper: hp.ID}})
			}
		}
	}
	return out
}
