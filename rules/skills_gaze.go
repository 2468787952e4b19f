package rules

import (
	"slices"

	"dun/board"
)

// Lethal Gaze (page 115). An enemy of a creature with the skill that
// starts its activation, or enters by a move, within 6 squares in the
// creature's front, in its sight, tests Intelligence: +1 with a shield in
// hand, +1 with cover between them; a failure takes 10 damage dice
// against Intelligence. Undead are not affected. Shots at the creature are
// at -2. The gaze needs no declaration: the pack calls the skill active,
// and it acts whenever its trigger happens (R709). Several gazes are met
// one after the other, in the state's order of the gazers, kept in the
// gazed figure's Activation.Queue; a figure meets one gazer at most once
// per move, and again each time it leaves the area and enters it in
// another move.

const (
	skillGaze = "lethal_gaze"
	// ruleGaze is the test and the blow of a gaze met in a move;
	// ruleGazeStart the same at the start of an activation, after which
	// the activation goes on.
	ruleGaze      = "lethal_gaze"
	ruleGazeStart = "lethal_gaze_start"
	// GazeRange and GazeDice are the area's squares and the damage dice.
	GazeRange = 6
	GazeDice  = 10
)

// gazes reports whether gazer g's gaze reaches figure fi were fi's base
// anchored at at: an enemy not Undead, within 6 squares, in g's front
// and in its sight.
func gazes(s *State, gi, fi int, at board.Pos) bool {
	g, f := &s.Figures[gi], &s.Figures[fi]
	if g.Side == f.Side || !g.Present() || gi == fi {
		return false
	}
	if _, ok := hasSkill(g, skillGaze); !ok {
		return false
	}
	if _, undead := hasSkill(f, "undead"); undead {
		return false
	}
	was := f.At
	f.At = at
	defer func() { f.At = was }()
	if baseGap(g, f) > GazeRange {
		return false
	}
	seen, err := sight(s, g.ID, f.ID)
	return err == nil && seen.Visible && !seen.Behind
}

// gazersAt lists the gazers whose gaze reaches figure fi anchored at at.
func gazersAt(s *State, fi int, at board.Pos) []int {
	var out []int
	for gi := range s.Figures {
		if gazes(s, gi, fi, at) {
			out = append(out, gi)
		}
	}
	return out
}

// gazersEntered lists the gazers whose area figure fi entered moving from
// from through anchors: reached at a step, not at the one before.
func gazersEntered(s *State, fi int, from board.Pos, anchors []board.Pos) []int {
	any := false
	for gi := range s.Figures {
		any = any || slices.Contains(s.Figures[gi].Skills, skillGaze)
	}
	if !any {
		return nil // most boards: nothing to look at on every step
	}
	var hit []int
	prev := gazersAt(s, fi, from)
	for _, at := range anchors {
		now := gazersAt(s, fi, at)
		for _, gi := range now {
			if !slices.Contains(prev, gi) && !slices.Contains(hit, gi) {
				hit = append(hit, gi)
			}
		}
		prev = now
	}
	slices.Sort(hit)
	return hit
}

// gazeQueue sets the active figure's queue to the gazers met.
func (e *env) gazeQueue(gazers []int) {
	a := e.s.Active
	a.Queue = a.Queue[:0:0]
	for _, gi := range gazers {
		a.Queue = append(a.Queue, e.s.Figures[gi].ID)
	}
}

// gazeNext makes the active figure meet the next gaze of its queue under
// rule: an Intelligence test whose settler deals the blow or goes on. When
// none is left, the activation goes on after the gazes of its start.
func (e *env) gazeNext(rule string) error {
	a := e.s.Active
	if a == nil {
		return nil
	}
	fi := e.s.figure(a.Figure)
	if fi < 0 {
		return nil
	}
	f := &e.s.Figures[fi]
	for len(a.Queue) > 0 && f.Present() {
		gi := e.s.figure(a.Queue[0])
		if gi < 0 || !e.s.Figures[gi].Present() {
			a.Queue = a.Queue[1:]
			continue
		}
		g := &e.s.Figures[gi]
		k := skillTable[skillGaze]
		var mods []Modifier
		if holdsShield(f) {
			mods = append(mods, Modifier{Value: 1, Why: Text{En: "a shield against the gaze", Es: "un escudo contra la mirada"}})
		}
		if seen, err := sight(e.s, g.ID, f.ID); err == nil && seen.Cover != board.NoCover {
			mods = append(mods, Modifier{Value: 1, Why: Text{En: "cover between it and the gaze", Es: "cobertura entre él y la mirada"}})
		}
		e.skillUsed(g, k, Text{En: f.name() + " meets its gaze", Es: f.name() + " se cruza con su mirada"})
		// The gazer stays first in the queue until the test is settled.
		r, err := e.test(fi, rule, Intelligence, 0, testSkillMods(e.s, fi, Intelligence, rule, mods)...)
		if err != nil {
			return err
		}
		return e.offerFortune(f, r, r.failed())
	}
	a.Queue = nil
	if !f.Present() {
		// A figure a gaze knocked out, at the start of its activation or
		// in its move, is offered nothing more (found by
		// TestRandomPlayConformance: a mover was still offered moves).
		e.endActivation()
		return nil
	}
	if rule != ruleGazeStart {
		return nil
	}
	if ended, err := e.activationSkillsAfterGaze(fi); ended || err != nil {
		return err
	}
	return e.recover()
}

// settleGaze applies a final test against a gaze: a failure takes 10
// damage dice against Intelligence, whose follow-up goes on with the
// queue.
func settleGaze(rule string) func(e *env, r RollRecord) error {
	return func(e *env, r RollRecord) error {
		a := e.s.Active
		if a == nil || a.Figure != r.Figure || len(a.Queue) == 0 {
			return refuse(CodeBadState, "no gaze waits for this test", "ninguna mirada espera esta prueba")
		}
		gazer := a.Queue[0]
		a.Queue = a.Queue[1:]
		if !r.failed() {
			return e.gazeNext(rule)
		}
		return e.damage(Blow{Rule: rule, Target: r.Figure, By: gazer, Dice: GazeDice, Against: Intelligence})
	}
}

// gazeAtStart makes figure fi, whose activation begins, meet the gazes
// reaching it; it reports whether it did (the activation then goes on
// from gazeNext).
func (e *env) gazeAtStart(fi int) (bool, error) {
	gs := gazersAt(e.s, fi, e.s.Figures[fi].At)
	if len(gs) == 0 {
		return false, nil
	}
	e.gazeQueue(gs)
	return true, e.gazeNext(ruleGazeStart)
}

func init() {
	registerSkill(&skill{
		id: skillGaze, name: Text{En: "Lethal Gaze", Es: "Mirada letal"}, active: true, effect: "lethal_gaze",
		params: []SkillParam{intParam("range"), intParam("dice")}, values: map[string]any{"range": GazeRange, "dice": GazeDice},
		later:  "entering its area other than by a move of one's own (a push, a jump, a fall) does not call for the test",
		usable: func(c *rollCtx) bool { return false },
	})
	rollSettlers[ruleGaze] = settleGaze(ruleGaze)
	rollSettlers[ruleGazeStart] = settleGaze(ruleGazeStart)
	blowFollowUps[ruleGaze] = func(e *env, _ BlowResult) error { return e.gazeNext(ruleGaze) }
	blowFollowUps[ruleGazeStart] = func(e *env, _ BlowResult) error { return e.gazeNext(ruleGazeStart) }
}

// moveHarms goes on with what a move left to deal once Aura's blow, if
// any, is settled: the terrain spells entered (spell_ground.go), then the
// lethal gazes met.
func (e *env) moveHarms(fi int) error {
	if dealt, err := e.nextHarm(fi, ruleGround); dealt || err != nil || e.s.Prompt != nil || !e.s.Figures[fi].Present() {
		return err
	}
	if a := e.s.Active; a != nil && len(a.Queue) > 0 {
		return e.gazeNext(ruleGaze)
	}
	return nil
}
