package rules

import "strconv"

// Mounts and equipment (page 102): a mount carries part of its owner's
// equipment, within the usual limit, (Strength+Vitality)x2 (LoadOf). A
// character next to his mount, or on it, leaves an object on it with a
// Quick Action (Give) and takes one back with another (Unload). A mount
// carries for its owner and its rider only: page 102 speaks of "its
// owner's equipment" (R860).

// Unload takes item Item that mount Mount carries into the acting
// figure's backpack.
type Unload struct {
	Header
	Figure string
	Mount  string
	Item   int
}

// TypeUnload is the command of taking an object from one's mount.
const TypeUnload = "unload"

func (Unload) Type() string { return TypeUnload }

// MarshalJSON writes the command's tagged form.
func (c Unload) MarshalJSON() ([]byte, error) { return EncodeCommand(c) }

// handsReach reports whether figure fi can hand things to figure ti: next
// to it, or riding it (or ridden by it).
func handsReach(s *State, fi, ti int) bool {
	return partnerOf(s, fi) == ti || figuresAdjacent(s, fi, ti)
}

// packsOn refuses loading mount ti with the things of a figure fi that is
// neither its owner nor its rider; other figures are not concerned.
func packsOn(s *State, fi, ti int) *RuleError {
	f, t := &s.Figures[fi], &s.Figures[ti]
	if !isMount(t) || t.Owner() == f.ID || t.Rider() == f.ID {
		return nil
	}
	return refuse(CodeBadItem, "%s carries only its owner's or its rider's equipment", "%s solo lleva el equipo de su dueño o de su jinete", t.name())
}

// unloadable refuses taking item k off mount mi to figure fi now.
func unloadable(s *State, fi, mi, k int, a *Activation) *RuleError {
	if err := quickReady(s, fi, a); err != nil {
		return err
	}
	f, m := &s.Figures[fi], &s.Figures[mi]
	switch {
	case !isMount(m) || m.Side != f.Side || !m.Present():
		return refuse(CodeBadItem, "%s is not a mount of %s's side", "%s no es una montura del bando de %s", m.name(), f.name())
	case m.Owner() != f.ID && m.Rider() != f.ID:
		return refuse(CodeBadItem, "%s carries only its owner's or its rider's equipment", "%s solo lleva el equipo de su dueño o de su jinete", m.name())
	case !handsReach(s, fi, mi):
		return refuse(CodeNotAdjacent, "%s must be next to %s or on it", "%s debe estar junto a %s o montado en ella", f.name(), m.name())
	case k < 0 || k >= len(m.Items) || m.Items[k].Natural || m.Items[k].Unarmed || m.Items[k].Place == OnGround:
		return refuse(CodeBadItem, "%s carries no object %d", "%s no lleva ningún objeto %d", m.name(), k)
	case len(f.Items) >= maxItems:
		return refuse(CodeBadItem, "%s cannot carry more", "%s no puede llevar más", f.name())
	}
	return nil
}

func (c Unload) apply(e *env) error {
	s := e.s
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	mi := s.figure(c.Mount)
	if mi < 0 {
		return unknownFigure(c.Mount)
	}
	fi := s.figure(f.ID)
	if err := unloadable(s, fi, mi, c.Item, a); err != nil {
		return err
	}
	if err := e.spendQuick(f, a); err != nil {
		return err
	}
	m := &s.Figures[mi]
	it := m.Items[c.Item]
	it.Place = InPack
	m.Items = append(m.Items[:c.Item:c.Item], m.Items[c.Item+1:]...)
	f = &s.Figures[fi]
	f.Items = append(f.Items, it)
	e.emit(ItemGiven{Figure: m.ID, To: f.ID, ItemName: it.Name, Item: len(f.Items) - 1})
	return nil
}

// unloadOptions lists the objects the acting figure may take from his
// mounts.
func unloadOptions(s *State, fi int, h Header) []Option {
	a := s.Active
	if a == nil || quickReady(s, fi, a) != nil {
		return nil
	}
	f := &s.Figures[fi]
	var out []Option
	for mi := range s.Figures {
		m := &s.Figures[mi]
		if mi == fi || !isMount(m) || (m.Owner() != f.ID && m.Rider() != f.ID) {
			continue
		}
		for k := range m.Items {
			if unloadable(s, fi, mi, k, a) == nil {
				out = append(out, Option{ID: "unload:" + f.ID + ":" + m.ID + ":" + strconv.Itoa(k), Command: Unload{Header: h, Figure: f.ID, Mount: m.ID, Item: k}})
			}
		}
	}
	return out
}
