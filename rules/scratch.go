package rules

import "dun/dice"

// Looking ahead (the Artificial Dark Player's planning) applies a command
// to a state only to read the result and throw it away, hundreds of times
// a turn. A Scratch keeps the memory of one such result for the next: the
// figures, their items and their skills (most of a clone's bytes) are
// built over the last result's instead of in new memory.

// Scratch is memory for ApplyIn. Its zero value is ready; it must not be
// shared between goroutines.
type Scratch struct {
	figs   []Figure
	items  []Item
	skills []string
	spells []Spell
}

// ApplyIn is Apply for a look ahead: the new state's figures, with their
// items and skills, are built in sc's memory. The state returned is good
// only until the next ApplyIn with sc, which overwrites it: read it and
// let it go (a copy of it with State.Clone is independent). A state that
// lives in sc's memory must not be given back to ApplyIn with the same sc.
func ApplyIn(sc *Scratch, s State, c Command, src dice.Source) (State, []Event, error) {
	if len(s.Figures) > 0 && cap(sc.figs) > 0 && &s.Figures[:1][0] == &sc.figs[:1][0] {
		sc = nil // s is sc's last result: its own memory is the source
	}
	n, evs, err := applyIn(sc, s, c, src)
	return n, evs, settled(err)
}

// room returns sc's memory for nFigs figures, nItems items and nSkills
// skills, growing it when it is too small. The figures' slice has no
// spare capacity, so appending to it (a figure coming into play)
// reallocates rather than writing past it.
func (sc *Scratch) room(nFigs, nItems, nSkills, nSpells int) ([]Figure, []Item, []string, []Spell) {
	if cap(sc.figs) < nFigs {
		sc.figs = make([]Figure, nFigs+nFigs/2)
	}
	if cap(sc.items) < nItems {
		sc.items = make([]Item, nItems+nItems/2)
	}
	if cap(sc.skills) < nSkills {
		sc.skills = make([]string, nSkills+nSkills/2)
	}
	if cap(sc.spells) < nSpells {
		sc.spells = make([]Spell, nSpells+nSpells/2)
	}
	return sc.figs[:nFigs:nFigs], sc.items[:nItems], sc.skills[:nSkills], sc.spells[:nSpells]
}
