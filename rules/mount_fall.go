package rules

import (
	"strconv"
	"strings"

	"dun/board"
)

// Blunders and falls, runaway mounts (page 102). A rider who is knocked
// down falls from his mount; when his mount is knocked down or out he
// tests Agility to land on his feet, or falls. A fallen rider is placed on
// a free square of his choice next to the mount (PromptLanding, R853),
// knocked down, and takes 3 damage dice
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
			e.throwRider(ri, mi)
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
// blundered: passed, he steps down to a square of his choice next to a
// fallen mount, or stays in the saddle after a blunder; failed, he falls.
//
// Expert Rider rolls a failed test again first; a hero may then spend
// Fortune on it (page 14), and settleKeepSaddle applies the final roll.
func (e *env) keepSaddle(ri, mi int) {
	r, err := e.test(ri, ruleKeepSaddle, Agility, 0)
	if err != nil {
		return
	}
	r = e.expertReroll(ri, r)
	_ = e.offerFortune(&e.s.Figures[ri], r, r.failed())
}

// settleKeepSaddle applies a rider's final Agility test to stay in the
// saddle.
func settleKeepSaddle(e *env, r RollRecord) error {
	ri := e.s.figure(r.Figure)
	if ri < 0 {
		return unknownFigure(r.Figure)
	}
	mi := mountOf(e.s, ri)
	if mi < 0 {
		return nil
	}
	m := &e.s.Figures[mi]
	if !r.failed() && m.Present() && !m.Conditions.Has(KnockedDown) {
		return nil // the blunder did not unseat him
	}
	e.land(ri, mi, r.failed())
	return nil
}

// throwRider makes figure ri fall from mount mi.
func (e *env) throwRider(ri, mi int) { e.land(ri, mi, true) }

// land puts rider ri down next to mount mi, falling or stepping down: on
// the only square he may, or on the one his player chooses
// (PromptLanding, R853).
func (e *env) land(ri, mi int, fall bool) {
	s := e.s
	sq := landings(s, ri, mi)
	if len(sq) == 1 {
		e.landOn(ri, mi, sq[0], fall)
		return
	}
	prefix, verb := optionStep, Text{En: "Step down to ", Es: "Bajar a "}
	if fall {
		prefix, verb = optionFall, Text{En: "Fall to ", Es: "Caer en "}
	}
	opts := make([]PromptOption, 0, len(sq))
	for _, p := range sq {
		opts = append(opts, PromptOption{ID: prefix + itoa(p.X) + "," + itoa(p.Y), Label: Text{En: verb.En + p.String(), Es: verb.Es + p.String()}})
	}
	r := &s.Figures[ri]
	e.open(Prompt{Kind: PromptLanding, Seat: r.Side, Figure: r.ID, Options: opts})
}

// landOn unseats rider ri onto square to; a fall knocks him down, makes
// his mount test Courage (page 102) and deals him 3 damage dice against
// Natural Armour, 6 from a flying mount in flight.
func (e *env) landOn(ri, mi int, to board.Pos, fall bool) {
	s := e.s
	m := &s.Figures[mi]
	flying := m.Flying()
	unseat(s, ri, to)
	r := &s.Figures[ri]
	e.emit(Dismounted{Figure: r.ID, Mount: m.ID, To: to, Fell: fall})
	if !fall {
		return
	}
	e.gain(ri, KnockedDown)
	e.runaway(mi, ri)
	n := FallFromMountDice
	if flying {
		n *= 2
	}
	if r.Present() {
		_ = e.damage(Blow{Rule: ruleUnhorsed, Target: r.ID, Dice: n, Against: NaturalArmour})
	}
}

// PromptLanding asks where a rider coming off his mount lands (page 102:
// a free square of his choice adjacent to his mount).
const PromptLanding PromptKind = "landing"

// The answers of PromptLanding: "fall:x,y" or "step:x,y".
const (
	optionFall = "fall:"
	optionStep = "step:"
)

func init() { promptHandlers[PromptLanding] = answerLanding }

func answerLanding(e *env, p Prompt, option string) error {
	ri := e.s.figure(p.Figure)
	if ri < 0 {
		return unknownFigure(p.Figure)
	}
	mi := mountOf(e.s, ri)
	if mi < 0 {
		return refuse(CodeBadState, "%s rides no mount", "%s no va montado", p.Figure)
	}
	fall := strings.HasPrefix(option, optionFall)
	xy := strings.SplitN(strings.TrimPrefix(strings.TrimPrefix(option, optionFall), optionStep), ",", 2)
	if len(xy) != 2 {
		return refuse(CodeBadOption, "%q is not a square", "%q no es una casilla", option)
	}
	x, err1 := strconv.Atoi(xy[0])
	y, err2 := strconv.Atoi(xy[1])
	if err1 != nil || err2 != nil {
		return refuse(CodeBadOption, "%q is not a square", "%q no es una casilla", option)
	}
	e.landOn(ri, mi, board.Pos{X: x, Y: y}, fall)
	return nil
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
		// Not reached by the book's rules (its rider is down first); the
		// pair is parted all the same.
		to := m.At
		if sq := landings(e.s, ri, mi); len(sq) > 0 {
			to = sq[0]
		}
		unseat(e.s, ri, to)
	}
	for i := range e.s.Figures {
		if e.s.Figures[i].Reins() == m.ID {
			e.s.Figures[i].SetReins("")
		}
	}
	m.Left = true
	m.Marks = append(m.Marks, markFled)
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

// landings are the squares rider ri may land on from mount mi: the free
// ones next to its base he could step to, clockwise from the mount's back;
// when none is free, the free squares nearest to it (R853).
func landings(s *State, ri, mi int) []board.Pos {
	m := &s.Figures[mi]
	var out []board.Pos
	for _, at := range ringFrom(m.At, m.Span(), (m.Facing+4)%8) {
		if landable(s, ri, mi, at) {
			out = append(out, at)
		}
	}
	g := s.Board
	for ring := 2; len(out) == 0 && ring < max(g.W(), g.H()); ring++ {
		for _, p := range ringAround(m.At, m.Span(), ring) {
			if g.In(p) && baseFit(g, s.Figures[ri].Mover(), 1, p) != board.NoFit && occupant(s, p, ri) < 0 {
				out = append(out, p)
			}
		}
	}
	return out
}

// landable reports whether rider ri may be put down on square at beside
// mount mi: on the board, one step from a square of the mount's base,
// where he can stand, and free of figures.
func landable(s *State, ri, mi int, at board.Pos) bool {
	g := s.Board
	r, m := &s.Figures[ri], &s.Figures[mi]
	if !g.In(at) || baseFit(g, r.Mover(), 1, at) == board.NoFit {
		return false
	}
	step := false
	var sq [4]board.Pos
	for _, q := range m.Squares(sq[:0]) {
		if d, ok := dirTo(q, at); ok && g.In(q) {
			if _, _, stepOK := g.Step(g.Index(q), d, board.Measure); stepOK {
				step = true
				break
			}
		}
	}
	return step && occupant(s, at, ri) < 0
}

// ringAround lists the squares k squares away from a base of side n
// anchored at at, clockwise from its north-west corner.
func ringAround(at board.Pos, n, k int) []board.Pos {
	x0, y0, x1, y1 := at.X-k, at.Y-k, at.X+n-1+k, at.Y+n-1+k
	out := make([]board.Pos, 0, 4*(x1-x0))
	for x := x0; x <= x1; x++ {
		out = append(out, board.Pos{X: x, Y: y0})
	}
	for y := y0 + 1; y <= y1; y++ {
		out = append(out, board.Pos{X: x1, Y: y})
	}
	for x := x1 - 1; x >= x0; x-- {
		out = append(out, board.Pos{X: x, Y: y1})
	}
	for y := y1 - 1; y > y0; y-- {
		out = append(out, board.Pos{X: x0, Y: y})
	}
	return out
}

// ringFrom is the ring of squares next to a base of side n anchored at
// at, clockwise from the square that lies in direction d of it: for a
// one-square base, its eight neighbours from the one in direction d.
func ringFrom(at board.Pos, n int, d board.Dir) []board.Pos {
	ring := ringAround(at, n, 1)
	// Where each direction's square stands in the ring (side n+2).
	first := [8]int{1, n + 1, n + 2, 2*n + 2, 2*n + 3, 3*n + 3, 3*n + 4, 0}[d&7]
	return append(ring[first:], ring[:first]...)
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

// markFled: the mount ran away (its hero may find it after the quest,
// AfterQuest).
const markFled = "mount_fled"

// markBlunder: a rider blundered casting, attacking in melee or shooting,
// and owes his Agility test to stay in the saddle (page 102).
const markBlunder = "saddle_blunder"

// saddleBlunder marks a rider's blunder for saddleFalls.
func saddleBlunder(f *Figure) {
	if riding(f) && !contains(f.Marks, markBlunder) {
		f.Marks = append(f.Marks, markBlunder)
	}
}
