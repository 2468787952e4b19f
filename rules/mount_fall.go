package rules

import "dun/board"

// Blunders and falls, runaway mounts (page 102). A rider who is knocked
// down falls from his mount; when his mount is knocked down or out he
// tests Agility to land on his feet, or falls. A fallen rider is placed on
// a free square next to the mount, knocked down, and takes 3 damage dice
// against his Natural Armour (6 from a flying mount in flight). When the
// rider is knocked down or out, his mount tests Courage or runs away.
//
// saddleFalls settles all this after every command, once no question is
// open (R852): the knock-down that unseats a rider may come in the middle
// of an attack whose push or Fortune question is still pending, and the
// pair stays together until it is answered.

const (
	ruleUnhorsed   = "unhorsed"    // the 3 damage dice of a fall from a mount
	ruleKeepSaddle = "keep_saddle" // the Agility test to keep from falling
	ruleRunaway    = "runaway"     // the mount's Courage test
	// FallFromMountDice are the damage dice of a fall from a mount (page 102).
	FallFromMountDice = 3
)

// saddleFalls unseats the riders the conditions of the command left on
// the ground, and tests their mounts.
func (e *env) saddleFalls() {
	s := e.s
	for ri := 0; ri < len(s.Figures) && s.Prompt == nil && s.End == nil; ri++ {
		r := &s.Figures[ri]
		mi := mountOf(s, ri)
		if mi < 0 {
			continue
		}
		m := &s.Figures[mi]
		switch {
		case !r.Present():
			// A knocked-out rider leaves the saddle; the mount may bolt.
			unseat(s, ri, r.At)
			e.emit(Dismounted{Figure: r.ID, Mount: m.ID, To: r.At})
			e.runaway(mi, ri)
		case r.Conditions.Has(KnockedDown):
			e.throwRider(ri, mi, true)
		case !m.Present() || m.Conditions.Has(KnockedDown):
			e.keepSaddle(ri, mi)
		case contains(r.Marks, markBlunder):
			dropMark(r, markBlunder)
			e.keepSaddle(ri, mi)
		}
	}
	for i := range s.Figures {
		if f := &s.Figures[i]; !riding(f) && contains(f.Marks, markBlunder) {
			dropMark(f, markBlunder)
		}
	}
	e.scaredMounts()
}

// keepSaddle is the Agility test of a rider whose mount went down, or who
// blundered: passed, he steps to a square of his choice next to a fallen
// mount (R853: the first free one in the order of fallSquare), or stays
// in the saddle after a blunder; failed, he falls.
func (e *env) keepSaddle(ri, mi int) {
	r, err := e.test(ri, ruleKeepSaddle, Agility, 0)
	if err != nil {
		return
	}
	r = e.expertReroll(ri, r)
	m := &e.s.Figures[mi]
	if !r.failed() && m.Present() && !m.Conditions.Has(KnockedDown) {
		return // the blunder did not unseat him
	}
	if !r.failed() {
		to := fallSquare(e.s, ri, mi)
		unseat(e.s, ri, to)
		e.emit(Dismounted{Figure: e.s.Figures[ri].ID, Mount: e.s.Figures[mi].ID, To: to})
		return
	}
	e.throwRider(ri, mi, m.Present() && !m.Conditions.Has(KnockedDown))
}

// throwRider makes figure ri fall from mount mi: placed next to it,
// knocked down, 3 damage dice against Natural Armour (twice as many from
// a flying mount in flight); the mount then tests Courage (knocked tells
// whether the rider was knocked down, rather than falling from a mount
// that went down).
func (e *env) throwRider(ri, mi int, knocked bool) {
	s := e.s
	m := &s.Figures[mi]
	flying := m.Flying
	to := fallSquare(s, ri, mi)
	unseat(s, ri, to)
	r := &s.Figures[ri]
	e.emit(Dismounted{Figure: r.ID, Mount: m.ID, To: to, Fell: true})
	e.gain(ri, KnockedDown)
	if knocked && m.Present() {
		e.runaway(mi, ri)
	}
	n := FallFromMountDice
	if flying {
		n *= 2
	}
	if r.Present() {
		_ = e.damage(Blow{Rule: ruleUnhorsed, Target: r.ID, Dice: n, Against: NaturalArmour})
	}
}

// runaway is the Courage test of mount mi whose rider ri went down (page
// 102): failed, it runs away and leaves the scenario; a rider with Expert
// Rider rolls it again (page 113: his mount's tests, R854).
func (e *env) runaway(mi, ri int) {
	s := e.s
	if !s.Figures[mi].Present() || s.Figures[mi].Conditions.Has(KnockedDown) {
		return
	}
	r, err := e.test(mi, ruleRunaway, Courage, 0)
	if err != nil {
		return
	}
	r = e.expertReroll(ri, r)
	if r.failed() {
		e.bolt(mi)
	}
}

// bolt takes mount mi out of the scenario: it runs away (page 102).
func (e *env) bolt(mi int) {
	m := &e.s.Figures[mi]
	if ri := riderOf(e.s, mi); ri >= 0 {
		unseat(e.s, ri, fallSquare(e.s, ri, mi))
	}
	for i := range e.s.Figures {
		if e.s.Figures[i].Reins == m.ID {
			e.s.Figures[i].Reins = ""
		}
	}
	m.Left = true
	e.emit(MountFled{Figure: m.ID})
}

// expertReroll rolls the failed test r again when figure fi has Expert
// Rider (page 113: his mount's Courage tests, his Agility tests to keep
// from falling). It returns the roll that stands.
func (e *env) expertReroll(fi int, r RollRecord) RollRecord {
	f := &e.s.Figures[fi]
	k, ok := hasSkill(f, skillExpertRider)
	if !ok || !r.failed() {
		return r
	}
	n, err := e.reroll(r)
	if err != nil {
		return r
	}
	e.skillUsed(f, k, Text{En: "rolls the failed test again", Es: "repite la prueba fallida"})
	e.emit(Rolled{Roll: n.clone()})
	return n
}

// fallSquare is where rider ri lands next to mount mi: the first free
// square around it, clockwise from the mount's back (R853); the mount's
// own square when none is free.
func fallSquare(s *State, ri, mi int) board.Pos {
	m := &s.Figures[mi]
	r := &s.Figures[ri]
	start := (m.Facing + 4) % 8
	for k := board.Dir(0); k < 8; k++ {
		at := m.At.Add((start + k) % 8)
		if landable(s, ri, mi, at) {
			return at
		}
	}
	return r.At
}

// landable reports whether rider ri may be put down on square at beside
// mount mi: on the board, reachable in one step, where he can stand, and
// free of figures.
func landable(s *State, ri, mi int, at board.Pos) bool {
	g := s.Board
	r, m := &s.Figures[ri], &s.Figures[mi]
	if !g.In(at) || baseFit(g, r.Mover(), 1, at) == board.NoFit {
		return false
	}
	if d, ok := dirTo(m.At, at); !ok {
		return false
	} else if _, _, stepOK := g.Step(g.Index(m.At), d, board.Measure); !stepOK {
		return false
	}
	return occupant(s, at, ri) < 0
}

// dirTo is the direction of the step from p to the adjacent square q.
func dirTo(p, q board.Pos) (board.Dir, bool) {
	for d := board.North; d <= board.NorthWest; d++ {
		if p.Add(d) == q {
			return d, true
		}
	}
	return 0, false
}

// markBlunder: a rider blundered casting, attacking in melee or shooting,
// and owes his Agility test to stay in the saddle (page 102).
const markBlunder = "saddle_blunder"

// saddleBlunder marks a rider's blunder for saddleFalls.
func saddleBlunder(f *Figure) {
	if riding(f) && !contains(f.Marks, markBlunder) {
		f.Marks = append(f.Marks, markBlunder)
	}
}
