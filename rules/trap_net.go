package rules

// Falling Net (the card_snare effect; the starter pack's text is
// original): a trap whose net falls on the hero who sets it off. Netted
// (Figure.Netted), he may neither move nor attack, in this activation and
// in the next ones, until he frees himself: an Action (escape_net) and a
// test of Strength or Agility, the higher of the two, as he would choose
// (R541). Passed, the net is gone and he may move with what is left of his
// Movement; failed, he tries again with his next Action. The net holds
// only the hero it fell on, and nothing else about him changes: he keeps
// his melee range, may block, cast, drink and use Quick Actions. Detected,
// the net waits and is disarmed as any card trap (R516). (The file is
// named trap_ so that its init runs after prompt.go's fills rollSettlers.)

const ruleEscapeNet = "escape_net"

func init() { rollSettlers[ruleEscapeNet] = settleEscapeNet }

// EscapeNet: the netted figure Figure tries to free itself.
type EscapeNet struct {
	Header
	Figure string
}

// TypeEscapeNet is the command type of EscapeNet.
const TypeEscapeNet = "escape_net"

func (EscapeNet) Type() string { return TypeEscapeNet }

// MarshalJSON writes the command's tagged form.
func (c EscapeNet) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// ensnare drops the net on figure fi: its activation in progress, if any,
// may no longer move or attack.
func (e *env) ensnare(fi int) {
	f := &e.s.Figures[fi]
	f.SetNetted(true)
	e.emit(Netted{Figure: f.ID})
	if a := e.s.Active; a != nil && a.Figure == f.ID {
		a.Still, a.NoAttack = true, true
	}
}

// netAttribute is the attribute a netted figure tests to free itself.
func netAttribute(f *Figure) Attribute {
	if f.Attrs().Agility > f.Attrs().Strength {
		return Agility
	}
	return Strength
}

func escapeNetCheck(f *Figure, a *Activation) *RuleError {
	if !f.Netted() {
		return refuse(CodeBadState, "%s is caught in no net", "%s no está atrapado en ninguna red", f.name())
	}
	if a.Task != nil {
		return refuse(CodeBadState, "%s must finish what he is doing first", "%s debe terminar antes lo que está haciendo", f.name())
	}
	return nil
}

func (c EscapeNet) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	if rerr := escapeNetCheck(f, a); rerr != nil {
		return rerr
	}
	if rerr := e.spendAction(f, a, ruleEscapeNet); rerr != nil {
		return rerr
	}
	fi := e.s.figure(f.ID)
	at := netAttribute(f)
	r, rerr := e.test(fi, ruleEscapeNet, at, 0, testSkillMods(e.s, fi, at, ruleEscapeNet, nil)...)
	if rerr != nil {
		return rerr
	}
	return e.offerFortune(f, r, r.failed())
}

// settleEscapeNet applies the final test: passed, the net is gone.
func settleEscapeNet(e *env, r RollRecord) error {
	fi := e.s.figure(r.Figure)
	if fi < 0 {
		return unknownFigure(r.Figure)
	}
	f := &e.s.Figures[fi]
	freed := !r.failed()
	e.emit(NetEscaped{Figure: f.ID, Roll: r.Seq, Freed: freed})
	if !freed {
		return nil
	}
	f.SetNetted(false)
	if a := e.s.Active; a != nil && a.Figure == f.ID {
		a.Still = false
	}
	return nil
}

// escapeNetOptions offers the active netted figure its try.
func escapeNetOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	a := s.Active
	if !f.Netted() || a == nil || escapeNetCheck(f, a) != nil || lying(f) != nil || !a.ActionLeft() || a.Action != "" {
		return nil
	}
	return []Option{{ID: "escape_net:" + f.ID, Command: EscapeNet{Header: h, Figure: f.ID}}}
}

// Netted: a net fell on the figure.
type Netted struct {
	Figure string `json:"figure"`
}

// NetEscaped: the netted figure tried to free itself; Freed when it did.
type NetEscaped struct {
	Figure string `json:"figure"`
	Roll   int    `json:"roll"`
	Freed  bool   `json:"freed,omitempty"`
}

func (Netted) EventType() string     { return "netted" }
func (NetEscaped) EventType() string { return "net_escaped" }
