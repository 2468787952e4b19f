package rules

import (
	"slices"

	"dun/dice"
)

// Looking ahead (the Artificial Dark Player's planning) applies a command
// to a state only to read the result and throw it away, hundreds of times
// a turn; a simulated game (autoplay's Limits.Recycle) drops each state
// two commands later. A Scratch keeps the memory of one such result for
// the next: the figures and their spells (most of a clone's
// bytes) and the rest of the state are built over the last result's
// instead of in new memory.

// Scratch is memory for ApplyIn. Its zero value is ready; it must not be
// shared between goroutines.
type Scratch struct {
	figs   []Figure
	spells []Spell
	// The activation, the exploration, the mission and the Dark Player
	// of the last result, and their lists.
	active   Activation
	explore  Exploration
	mission  Mission
	dark     DarkPlayer
	scene    Scene
	treasure Treasure
	parts    parts
}

// parts is memory for the lists of a state's achievements and Treasure
// deck (the Dark Player's, the exploration's and the mission's are
// shared between clones: cow.go). fresh: there is no scratch, every list is a new copy.
type parts struct {
	fresh   bool
	knocked []string
	feats   []FeatTally
	deck    []int
}

// grab copies src into *buf's memory, grown when too small, or into new
// memory when fresh; nil stays nil, and the copy has no spare capacity,
// so an append to it reallocates rather than writing past it.
func grab[T any](fresh bool, buf *[]T, src []T) []T {
	if fresh || len(src) == 0 {
		return slices.Clone(src)
	}
	n := len(src)
	if cap(*buf) < n {
		*buf = make([]T, n+n/2)
	}
	dst := (*buf)[:n:n]
	copy(dst, src)
	return dst
}

// memOf is n elements of *buf's memory, grown when too small, or new
// memory when fresh, for a carver to hand out.
func memOf[T any](fresh bool, buf *[]T, n int) []T {
	if fresh {
		return make([]T, n)
	}
	if cap(*buf) < n {
		*buf = make([]T, n+n/2)
	}
	return (*buf)[:n]
}

// holds reports whether any part of s lives in sc's memory: s is sc's
// last result, or a shallow copy of it.
func (sc *Scratch) holds(s *State) bool {
	return len(s.Figures) > 0 && cap(sc.figs) > 0 && &s.Figures[:1][0] == &sc.figs[:1][0] ||
		s.Active == &sc.active || s.Explore == &sc.explore || s.Mission == &sc.mission || s.Dark == &sc.dark ||
		s.Scene == &sc.scene || s.Treasure == &sc.treasure ||
		len(s.Achievements.KnockedOut) > 0 && cap(sc.parts.knocked) > 0 && &s.Achievements.KnockedOut[0] == &sc.parts.knocked[:1][0]
}

// ApplyIn is Apply for a look ahead: the new state's figures, with their
// spells, its activation, exploration, mission, scene,
// Treasure deck, achievements and Dark Player are built in sc's memory. The state returned is good
// only until the next ApplyIn with sc, which overwrites it: read it and
// let it go (a copy of it with State.Clone is independent). A state that
// lives in sc's memory must not be given back to ApplyIn with the same sc.
func ApplyIn(sc *Scratch, s State, c Command, src dice.Source) (State, []Event, error) {
	if sc.holds(&s) {
		sc = nil // s is sc's last result: its own memory is the source
	}
	n, evs, err := applyIn(sc, s, c, src)
	return n, evs, settled(err)
}

// Clone is State.Clone in sc's memory, for a look ahead that keeps one
// copy at a time (a search's root, a plan's starting point): the figures
// and the lists that cloneIn builds in a scratch are built over sc's last
// result, so that a clone allocates only for what a scratch does not
// hold (the prompt, the attack in progress, the spells in play, the
// activation's and a figure's short lists). A fresh Clone costs its
// bytes' share of the garbage collector (docs/performance.md, Session 8);
// this one reuses them. The copy shares nothing mutable with s and is
// good until sc's next use, like ApplyIn's result; a state that lives in
// sc's memory is copied into new memory instead of over itself.
func (sc *Scratch) Clone(s State) State {
	if sc.holds(&s) {
		return s.Clone()
	}
	return s.cloneIn(sc)
}

// room returns sc's memory for nFigs figures and nSpells spells, growing
// it when it is too small. The figures' slice has no spare capacity, so
// appending to it (a figure coming into play) reallocates rather than
// writing past it.
func (sc *Scratch) room(nFigs, nSpells int) ([]Figure, []Spell) {
	if cap(sc.figs) < nFigs {
		sc.figs = make([]Figure, nFigs+nFigs/2)
	}
	if cap(sc.spells) < nSpells {
		sc.spells = make([]Spell, nSpells+nSpells/2)
	}
	return sc.figs[:nFigs:nFigs], sc.spells[:nSpells]
}
