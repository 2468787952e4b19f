package rules

import (
	"slices"

	"dun/board"
)

// idSet and squareOwners are Check's sets of the figure IDs and occupied
// squares seen so far: arrays while they are small, as a game's are (a
// simulation checks the state after every command; the arrays live on
// Check's stack), and maps beyond smallSet entries, so that a state of
// many figures is still checked in linear time.
const smallSet = 64

type idSet struct {
	list [smallSet]string
	n    int
	m    map[string]bool
}

func (s *idSet) has(id string) bool {
	if s.m != nil {
		return s.m[id]
	}
	return slices.Contains(s.list[:s.n], id)
}

func (s *idSet) add(id string) {
	if s.m != nil {
		s.m[id] = true
		return
	}
	if s.n < len(s.list) {
		s.list[s.n] = id
		s.n++
		return
	}
	s.m = make(map[string]bool, 2*(s.n+1))
	for _, x := range s.list[:s.n] {
		s.m[x] = true
	}
	s.m[id] = true
}

type squareOwners struct {
	list [smallSet]squareOwner
	n    int
	m    map[board.Pos]string
}

type squareOwner struct {
	at board.Pos
	id string
}

// owner is the figure recorded on p, if any.
func (s *squareOwners) owner(p board.Pos) (string, bool) {
	if s.m != nil {
		id, ok := s.m[p]
		return id, ok
	}
	for _, o := range s.list[:s.n] {
		if o.at == p {
			return o.id, true
		}
	}
	return "", false
}

// set records figure id on p, which has no owner yet.
func (s *squareOwners) set(p board.Pos, id string) {
	if s.m != nil {
		s.m[p] = id
		return
	}
	if s.n < len(s.list) {
		s.list[s.n] = squareOwner{p, id}
		s.n++
		return
	}
	s.m = make(map[board.Pos]string, 2*(s.n+1))
	for _, o := range s.list[:s.n] {
		s.m[o.at] = o.id
	}
	s.m[p] = id
}
