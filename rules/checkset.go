package rules

import (
	"slices"

	"dun/board"
)

// idSet and squareOwners are Check's sets of the figure IDs and occupied
// squares seen so far: slices while they are small, as a game's are (a
// simulation checks the state after every command), and maps beyond
// smallSet entries, so that a state of many figures is still checked in
// linear time.
const smallSet = 64

type idSet struct {
	list []string
	m    map[string]bool
}

func (s *idSet) has(id string) bool {
	if s.m != nil {
		return s.m[id]
	}
	return slices.Contains(s.list, id)
}

func (s *idSet) add(id string) {
	if s.m != nil {
		s.m[id] = true
		return
	}
	s.list = append(s.list, id)
	if len(s.list) > smallSet {
		s.m = make(map[string]bool, 2*len(s.list))
		for _, x := range s.list {
			s.m[x] = true
		}
	}
}

type squareOwners struct {
	list []squareOwner
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
	for _, o := range s.list {
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
	s.list = append(s.list, squareOwner{p, id})
	if len(s.list) > smallSet {
		s.m = make(map[board.Pos]string, 2*len(s.list))
		for _, o := range s.list {
			s.m[o.at] = o.id
		}
	}
}
