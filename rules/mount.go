package rules

import (
	"fmt"

	"dun/board"
)

// Mounts (pages 101-102, the skills Mount and Raging Mount of pages
// 115-116). A rider and his mount are two figures on one square: the
// rider's Riding names the mount, the mount's Rider names the rider, and
// both stand at the mount's square with the mount's facing (the saddle's,
// page 101). Everything that places figures keeps working on the pair
// because the board treats it as one occupant (Check, reach), the rider's
// moves move the mount (move.go redirects them), and after every command
// followSaddles puts back together a pair one rule moved apart: whichever
// of the two moved, the other follows. Only seat and unseat write Riding
// and Rider.
//
// A rider on a mount of a 2x2 base (a Large or Huge creature given Mount)
// stands on the whole base (R1107): his Saddle makes his squares the
// mount's, so adjacency, reach, sight and distances measure him from all
// four, as they do the mount.

const (
	skillMount       = "mount"
	skillRagingMount = "raging_mount"
	skillExpertRider = "expert_rider"
)

// isMount reports whether figure f may carry a rider (page 101).
func isMount(f *Figure) bool {
	// HasSkill(skillMount) || HasSkill(skillRagingMount) in one walk: the
	// option lists ask it of every figure.
	for _, s := range f.Skills {
		if s == skillMount || s == skillRagingMount {
			return true
		}
	}
	for _, b := range f.Boons {
		if b.Skill == skillMount || b.Skill == skillRagingMount {
			return true
		}
	}
	return false
}

// mountOf is the index of the mount figure fi rides, or -1.
func mountOf(s *State, fi int) int {
	if id := s.Figures[fi].Riding(); id != "" {
		return s.figure(id)
	}
	return -1
}

// riderOf is the index of the figure riding figure mi, or -1.
func riderOf(s *State, mi int) int {
	if id := s.Figures[mi].Rider(); id != "" {
		return s.figure(id)
	}
	return -1
}

// partnerOf is the other figure of the pair figure fi belongs to: its
// mount or its rider; -1 when it is neither.
func partnerOf(s *State, fi int) int {
	if m := mountOf(s, fi); m >= 0 {
		return m
	}
	return riderOf(s, fi)
}

// riding reports whether f rides a mount.
func riding(f *Figure) bool { return f.Riding() != "" }

// ridden reports whether f is a mount with a rider on it.
func ridden(f *Figure) bool { return f.Rider() != "" }

// seat puts figure ri on mount mi: the rider takes the mount's square and
// facing.
func seat(s *State, ri, mi int) {
	r, m := &s.Figures[ri], &s.Figures[mi]
	r.SetRiding(m.ID)
	m.SetRider(r.ID)
	r.At, r.Facing = m.At, m.Facing
	r.SetOnDifficult(m.OnDifficult())
	r.Saddle = int32(SaddleOf(m))
	for i := range s.Figures {
		if s.Figures[i].Reins() == m.ID {
			s.Figures[i].SetReins("") // whoever led it lets go
		}
	}
	r.SetReins("")
	m.SetProvokers(nil)
	m.SetRiderlessHits(0)
}

// unseat takes figure ri off its mount and places it on square to.
func unseat(s *State, ri int, to board.Pos) {
	r := &s.Figures[ri]
	if mi := mountOf(s, ri); mi >= 0 {
		s.Figures[mi].SetRider("")
	}
	r.SetRiding("")
	r.Saddle = 0
	r.At = to
	r.SetOnDifficult(false)
}

// SaddleOf is the Saddle of a rider on mount m: its base's side when the
// base is 2x2, 0 for a one-square mount (R1107).
func SaddleOf(m *Figure) int {
	if n := span(m.Size); n > 1 {
		return n
	}
	return 0
}

// mayRide says whether figure r may ride figure m at all (page 101: a
// mount carries riders of its size or smaller; a rider is a figure of one
// square, on a mount of one square or of 2x2, R1107).
func mayRide(r, m *Figure) *RuleError {
	switch {
	case !isMount(m):
		return refuse(CodeBadMount, "%s is not a mount", "%s no es una montura", m.name())
	case r.Side != m.Side:
		return refuse(CodeBadMount, "%s is not on %s's side", "%s no es del bando de %s", m.name(), r.name())
	case r.Size > m.Size:
		return refuse(CodeBadMount, "%s is bigger than %s and cannot ride it", "%s es más grande que %s y no puede montarla", r.name(), m.name())
	case isMount(r) || span(r.Size) > 1:
		return refuse(CodeBadMount, "%s cannot ride", "%s no puede montar", r.name())
	}
	return nil
}

// checkSaddles verifies the pairs: each rider's mount names him back,
// stands where he does, carries him and is present with him.
func (s *State) checkSaddles() error {
	for i := range s.Figures {
		f := &s.Figures[i]
		if f.Riding() != "" {
			mi := s.figure(f.Riding())
			if mi < 0 || mi == i {
				return fmt.Errorf("figure %q rides unknown figure %q", f.ID, f.Riding())
			}
			m := &s.Figures[mi]
			if m.Rider() != f.ID {
				return fmt.Errorf("figure %q rides %q, which does not carry it", f.ID, m.ID)
			}
			if err := mayRide(f, m); err != nil {
				return fmt.Errorf("figure %q on %q: %s", f.ID, m.ID, err.Error())
			}
			if f.At != m.At {
				return fmt.Errorf("figure %q and its mount %q stand apart", f.ID, m.ID)
			}
			if int(f.Saddle) != SaddleOf(m) {
				return fmt.Errorf("figure %q on %q: saddle %d, want %d (the side of its base when 2x2, R1107)", f.ID, m.ID, f.Saddle, SaddleOf(m))
			}
		} else if f.Saddle != 0 {
			return fmt.Errorf("figure %q rides nothing and has a saddle", f.ID)
		}
		if f.Rider() != "" {
			ri := s.figure(f.Rider())
			if ri < 0 || s.Figures[ri].Riding() != f.ID {
				return fmt.Errorf("mount %q carries %q, which does not ride it", f.ID, f.Rider())
			}
		}
		if f.Reins() != "" {
			if mi := s.figure(f.Reins()); mi < 0 || mi == i || !isMount(&s.Figures[mi]) || f.Riding() != "" {
				return fmt.Errorf("figure %q holds the reins of %q, which it cannot", f.ID, f.Reins())
			}
		}
	}
	return nil
}

// followSaddles puts back together every pair a rule moved apart since
// the figures were old: when one of the two moved (pushed, teleported,
// turned), the other follows it. It runs after every command.
func (e *env) followSaddles(old []Figure) {
	s := e.s
	find := func(id string) *Figure {
		for i := range old {
			if old[i].ID == id {
				return &old[i]
			}
		}
		return nil
	}
	for ri := range s.Figures {
		r := &s.Figures[ri]
		if r.Riding() == "" {
			continue
		}
		mi := mountOf(s, ri)
		if mi < 0 {
			continue
		}
		m := &s.Figures[mi]
		or, om := find(r.ID), find(m.ID)
		if r.At != m.At {
			if or != nil && om != nil && m.At == om.At {
				// The rider was moved: the mount carries him.
				m.At = r.At
				m.SetOnDifficult(r.OnDifficult())
			} else {
				r.At = m.At
				r.SetOnDifficult(m.OnDifficult())
			}
		}
		r.Saddle = int32(SaddleOf(m)) // a mount that changed its shape (shape.go)
		if r.Facing != m.Facing {
			if or != nil && r.Facing != or.Facing {
				m.Facing = r.Facing // the rider turned the saddle
			} else {
				r.Facing = m.Facing
			}
		}
	}
}

// CodeBadMount: the figure cannot ride that one, or is no mount (page 101).
const CodeBadMount = "bad_mount"
