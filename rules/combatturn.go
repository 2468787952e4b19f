package rules

import (
	"slices"
	"sync"

	"dun/board"
)

// Combat turns (page 30): while an enemy stands 12 squares or less from any
// figure of the heroes' side, the whole group is in a combat turn; any
// other turn is an exploration turn. Distances are page 18's measure (the
// board's Measure mover). The question is asked again whenever it matters:
// once every enemy is gone, the heroes still to activate that turn are no
// longer in combat.

// enemyWithinSquares reports whether some present figure of the Dark
// Player's side has a base within n squares of a present hero's side
// figure's, counting squares as a king moves and ignoring walls. A step
// moves a square at most one column and one row, so no distance (page 18)
// is shorter: when this says no, no search is needed.
func enemyWithinSquares(s *State, n int) bool {
	for i := range s.Figures {
		h := &s.Figures[i]
		if h.Side != Heroes || !h.Present() {
			continue
		}
		for j := range s.Figures {
			e := &s.Figures[j]
			if e.Side == Dark && e.Present() && baseGap(h, e) <= n {
				return true
			}
		}
	}
	return false
}

// CombatRange is the distance within which an enemy makes a combat turn.
const CombatRange = 12

// CombatTurn reports whether the heroes are in a combat turn now: some
// present figure of the Dark Player's side is within CombatRange squares of
// some present figure of the heroes' side.
func CombatTurn(s State) bool {
	g := s.Board
	if g == nil {
		return false
	}
	// The answer depends on the board and on where the present figures
	// of both sides stand, which most commands leave as they were: the
	// last answer is kept with what it was worked out from.
	var kb [32]combatKey
	key := combatKeyOf(&s, kb[:0])
	m := combatMemos.Get().(*combatMemo)
	defer combatMemos.Put(m)
	if m.ok && m.g == g && m.ver == g.Version() && slices.Equal(m.key, key) {
		return m.combat
	}
	combat := combatTurn(&s)
	m.ok, m.g, m.ver, m.key, m.combat = true, g, g.Version(), append(m.key[:0], key...), combat
	return combat
}

// combatKey is what CombatTurn reads of a present figure of either side.
type combatKey struct {
	side Side
	at   board.Pos
	size int
}

// combatKeyOf appends to dst the combatKey of every present figure of
// the heroes' side and of the Dark Player's, in order.
func combatKeyOf(s *State, dst []combatKey) []combatKey {
	for i := range s.Figures {
		if f := &s.Figures[i]; (f.Side == Heroes || f.Side == Dark) && f.Present() {
			dst = append(dst, combatKey{f.Side, f.At, f.baseSize()})
		}
	}
	return dst
}

// combatMemo is CombatTurn's last answer (ok: there is one), for board g
// at version ver and the figures of key. CombatTurn is asked at every
// activation, at every turn's end and by option lists, and it searches
// the board each time.
type combatMemo struct {
	ok     bool
	g      *board.Grid
	ver    uint64
	key    []combatKey
	combat bool
}

var combatMemos = sync.Pool{New: func() any { return new(combatMemo) }}

// combatTurn is CombatTurn worked out.
func combatTurn(s *State) bool {
	g := s.Board
	// Asked after many commands: the heroes' squares and an enemy's base
	// fit on the stack.
	var fromBuf [16]int
	from := fromBuf[:0]
	for i := range s.Figures {
		if f := &s.Figures[i]; f.Side == Heroes && f.Present() {
			from = baseIndexesAt(g, f.At, f.baseSize(), from)
		}
	}
	if len(from) == 0 || !enemyWithinSquares(s, CombatRange) {
		return false
	}
	// One bounded search from every hero's squares at once (what
	// Search.Within reads), then a look at the enemies' squares.
	search := measures.Get().(*board.Search)
	defer measures.Put(search)
	search.Measure(g, CombatRange, from...)
	var base [4]int
	for i := range s.Figures {
		if f := &s.Figures[i]; f.Side == Dark && f.Present() {
			for _, k := range baseIndexesAt(g, f.At, f.baseSize(), base[:0]) {
				if search.Cost(k) != board.Unreached {
					return true
				}
			}
		}
	}
	return false
}
