package rules

import (
	"dun/board"
)

// Mounting and dismounting (page 101): a Quick Action, next to the mount.
// The mount may still move in the same turn, but not gallop. A rider may
// neither search nor interact with elements until he dismounts (page 102,
// exploratory.go asks mountedRefusal).

// Mount puts the acting figure on mount Mount, next to it.
type Mount struct {
	Header
	Figure string
	Mount  string
}

// Dismount takes the acting figure off his mount, onto square To next to
// it.
type Dismount struct {
	Header
	Figure string
	To     board.Pos
}

// Command types of mounts.
const (
	TypeMount    = "mount"
	TypeDismount = "dismount"
)

func (Mount) Type() string    { return TypeMount }
func (Dismount) Type() string { return TypeDismount }

// MarshalJSON writes the command's tagged form.
func (c Mount) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// MarshalJSON writes the command's tagged form.
func (c Dismount) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

func (c Mount) apply(e *env) error {
	s := e.s
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := s.figure(f.ID)
	mi := s.figure(c.Mount)
	if mi < 0 {
		return unknownFigure(c.Mount)
	}
	if err := mayMount(s, fi, mi, a); err != nil {
		return err
	}
	if err := e.spendQuick(f, a); err != nil {
		return err
	}
	from := f.At
	seat(s, fi, mi)
	a.Mounted = true
	a.Allowance = rideAllowance(s, fi)
	e.emit(Mounted{Figure: f.ID, Mount: c.Mount, From: from, Allowance: a.Allowance})
	return nil
}

// mayMount checks that figure fi may climb onto mount mi now.
func mayMount(s *State, fi, mi int, a *Activation) *RuleError {
	f, m := &s.Figures[fi], &s.Figures[mi]
	if err := lying(f); err != nil {
		return err
	}
	if riding(f) {
		return s.refuse(CodeBadMount, "%s already rides %s", "%s ya monta a %s", f.name(), f.Riding)
	}
	if err := mayRide(f, m); err != nil {
		return err
	}
	switch {
	case !m.Present() || m.Conditions.Has(KnockedDown):
		return s.refuse(CodeBadMount, "%s cannot be mounted now", "%s no se puede montar ahora", m.name())
	case ridden(m):
		return s.refuse(CodeBadMount, "%s already carries %s", "%s ya lleva a %s", m.name(), m.Rider)
	case baseGap(f, m) != 1 || !Adjacent(*s, f.ID, m.ID, true):
		return s.refuse(CodeBadMount, "%s must be next to %s to mount it", "%s debe estar junto a %s para montarla", f.name(), m.name())
	case !mayRideAt(s, m.At):
		return indoorsRefusal(f, m.At)
	case a.Run != nil:
		return s.refuse(CodeBadMount, "%s is running and cannot mount", "%s está corriendo y no puede montar", f.name())
	case a.Swim != nil:
		return s.refuse(CodeBadMount, "%s is swimming and cannot mount", "%s está nadando y no puede montar", f.name())
	}
	return nil
}

func (c Dismount) apply(e *env) error {
	s := e.s
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := s.figure(f.ID)
	mi := mountOf(s, fi)
	if mi < 0 {
		return refuse(CodeBadMount, "%s rides no mount", "%s no va montado", f.name())
	}
	if err := lying(f); err != nil {
		return err
	}
	if !landable(s, fi, mi, c.To) {
		return refuse(CodeOccupied, "%s cannot get down onto %v: it must be a free square next to %s", "%s no puede bajar a %v: debe ser una casilla libre junto a %s", f.name(), c.To, s.Figures[mi].name())
	}
	if err := e.spendQuick(f, a); err != nil {
		return err
	}
	m := s.Figures[mi].ID
	unseat(s, fi, c.To)
	a.Mounted = true
	// On foot again, with what is left of his own Movement (R856).
	a.Allowance = rideAllowance(s, fi)
	e.emit(Dismounted{Figure: f.ID, Mount: m, To: c.To, Allowance: a.Allowance})
	return nil
}

// gallop is a rider's run: his mount's (page 101). It takes none of the
// rider's Action; the mount, whose activation the gallop spends, performs
// no Action this turn (R855).
func (e *env) gallop(fi int, a *Activation) error {
	s := e.s
	f := &s.Figures[fi]
	m := &s.Figures[mountOf(s, fi)]
	m.Activated = true
	e.emit(Galloped{Figure: f.ID, Mount: m.ID})
	r, err := e.roll2D6(ruleRun, f)
	if err != nil {
		return err
	}
	a.Run = &RunState{Roll: r.clone()}
	e.emit(Rolled{Roll: r.clone()})
	mov := max(0, attributeNow(m, Movement))
	got, _, _ := runAllowance(mov, r.Roll)
	return e.offerFortune(f, r, got < 2*mov)
}

// mountOptions lists mounting each mount the acting figure may climb on,
// and dismounting onto each free square next to his mount.
func mountOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	a := s.Active
	if a == nil || a.QuickActionsLeft() == 0 {
		return nil
	}
	var out []Option
	if mi := mountOf(s, fi); mi >= 0 {
		m := &s.Figures[mi]
		for _, to := range ringFrom(m.At, m.Span(), board.North) {
			if landable(s, fi, mi, to) {
				out = append(out, Option{ID: "dismount:" + f.ID + ":" + itoa(to.X) + "," + itoa(to.Y), Command: Dismount{Header: h, Figure: f.ID, To: to}})
			}
		}
		return out
	}
	for mi := range s.Figures {
		if mi != fi && isMount(&s.Figures[mi]) && mayMount(s, fi, mi, a) == nil {
			out = append(out, Option{ID: "mount:" + f.ID + ":" + s.Figures[mi].ID, Command: Mount{Header: h, Figure: f.ID, Mount: s.Figures[mi].ID}})
		}
	}
	return out
}

// Mounted: Figure climbed onto Mount from square From; Allowance is the
// Movement points he has now, his mount's.
type Mounted struct {
	Figure    string    `json:"figure"`
	Mount     string    `json:"mount"`
	From      board.Pos `json:"from"`
	Allowance int       `json:"allowance"`
}

// Dismounted: Figure got off Mount onto To; Fell says he fell (page
// 102); Allowance is the Movement points he has left on foot when he
// dismounted in his activation.
type Dismounted struct {
	Figure    string    `json:"figure"`
	Mount     string    `json:"mount"`
	To        board.Pos `json:"to"`
	Fell      bool      `json:"fell,omitempty"`
	Allowance int       `json:"allowance,omitempty"`
}

// Galloped: Figure declared a run on Mount, which gallops: the mount's
// activation is spent (page 101).
type Galloped struct {
	Figure string `json:"figure"`
	Mount  string `json:"mount"`
}

// MountFled: the mount ran away and left the scenario (page 102).
type MountFled struct {
	Figure string `json:"figure"`
}

func (Mounted) EventType() string    { return "mounted" }
func (Dismounted) EventType() string { return "dismounted" }
func (Galloped) EventType() string   { return "galloped" }
func (MountFled) EventType() string  { return "mount_fled" }
