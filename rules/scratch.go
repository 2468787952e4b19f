package rules

import "dun/dice"

// Looking ahead (the Artificial Dark Player's planning) applies a command
// to a state only to read the result and throw it away, hundreds of times
// a turn; a simulated game (autoplay's Limits.Recycle) drops each state
// two commands later. A Scratch keeps the memory of one such result for
// the next: the figures (most of a clone's bytes) and the rest of the
// state are built over the last result's instead of in new memory.

// Scratch is memory for ApplyIn. Its zero value is ready; it must not be
// shared between goroutines.
type Scratch struct {
	figs []Figure
	// The parts of the last result: its activation, prompt, attack in
	// progress, exploration, mission, scene, Dark Player and Treasure
	// deck. Their lists are shared with the source state (cow.go), or
	// new.
	active   Activation
	prompt   Prompt
	strike   Strike
	explore  Exploration
	mission  Mission
	dark     DarkPlayer
	scene    Scene
	treasure Treasure
}

// holds reports whether any part of s lives in sc's memory: s is sc's
// last result, or a shallow copy of it.
func (sc *Scratch) holds(s *State) bool {
	return len(s.Figures) > 0 && cap(sc.figs) > 0 && &s.Figures[:1][0] == &sc.figs[:1][0] ||
		s.Active == &sc.active || s.Prompt == &sc.prompt || s.Strike == &sc.strike || s.Explore == &sc.explore || s.Mission == &sc.mission || s.Dark == &sc.dark ||
		s.Scene == &sc.scene || s.Treasure == &sc.treasure
}

// ApplyIn is Apply for a look ahead: the new state's figures, its
// activation, prompt, attack in progress, exploration,
// mission, scene, Treasure deck and Dark Player are built in sc's
// memory. The state returned is good
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
// and the parts that cloneIn builds in a scratch are built over sc's last
// result, so that a clone allocates only for what a scratch does not
// hold (the short lists of the activation, the prompt and the attack in
// progress; the rest is shared, cow.go). A fresh Clone costs its
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

// room returns sc's memory for nFigs figures, growing it when it is too
// small. The slice has no spare capacity, so appending to it (a figure
// coming into play) reallocates rather than writing past it.
func (sc *Scratch) room(nFigs int) []Figure {
	if cap(sc.figs) < nFigs {
		sc.figs = make([]Figure, nFigs+nFigs/2)
	}
	return sc.figs[:nFigs:nFigs]
}
