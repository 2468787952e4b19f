package rules

import (
	"dun/board"
)

// Grab and Throw (page 115): an Action against an adjacent enemy of
// average size or smaller; opposed Agility rolls; if the creature wins,
// the victim flies as many squares as its Strength in a random direction,
// takes as many damage dice and is knocked down. R711:
//
//   - The direction is one of the eight, each as likely: a first die
//     chooses a half of the compass (1-3 north to south-east, 4-6 south to
//     north-west), a second one of its four directions, rolled again on 5
//     or 6.
//   - The victim stops short of a wall, a closed door, an impassable
//     square or element, or an element as tall as itself: an impact, and
//     its damage is rolled at -1 Armour. It stops short of a pit or deep
//     water too, with no impact.
//   - A figure in its way is pushed one square away from it (as a push
//     does, stepAway) and knocked down, and the victim takes its square;
//     a figure that cannot be pushed stops it short, with no impact.

const skillThrow = "grab_and_throw"

// throwDirection rolls the direction of a throw (R711).
func (e *env) throwDirection(f *Figure) (board.Dir, error) {
	rule := actionRule(skillThrow)
	half, err := e.dice.D6(rule + ": direction: " + f.name())
	if err != nil {
		return 0, diceError(err)
	}
	r := e.record(half, rule, f.ID)
	e.emit(Rolled{Roll: r.clone()})
	for k := 0; k < maxOpposedRolls; k++ {
		q, err := e.dice.D6(rule + ": direction: " + f.name())
		if err != nil {
			return 0, diceError(err)
		}
		rq := e.record(q, rule, f.ID)
		e.emit(Rolled{Roll: rq.clone()})
		if rq.Total <= 4 {
			d := board.Dir(rq.Total - 1)
			if r.Total >= 4 {
				d += 4
			}
			return d, nil
		}
	}
	return 0, refuse(CodeBadState, "the direction die never settles", "el dado de dirección nunca se decide")
}

// throwPath works out where figure vi, thrown n squares in direction d,
// lands: the square, whether it impacted an obstacle, and the figure it
// hit there (-1 for none), which must be pushed away for it to land.
func throwPath(s *State, vi int, d board.Dir, n int) (at board.Pos, impact bool, hit int) {
	g := s.Board
	v := &s.Figures[vi]
	m := board.MoverOf(v.Size)
	at = v.At
	for k := 0; k < n; k++ {
		j, _, ok := g.Step(g.Index(at), d, board.Measure)
		if !ok {
			return at, true, -1
		}
		next := g.Pos(j)
		if !g.Enterable(j, m) && g.At(j).Terrain != board.Pit {
			return at, true, -1 // furniture as tall as it
		}
		if t := g.At(j).Terrain; t == board.Pit || t == board.DeepWater {
			return at, false, -1
		}
		if oi := occupant(s, next, vi); oi >= 0 {
			return next, false, oi
		}
		at = next
	}
	return at, false, -1
}

// throwVictim throws figure ti for figure fi's won Grab and Throw.
func (e *env) throwVictim(fi, ti int) (bool, error) {
	f, t := &e.s.Figures[fi], &e.s.Figures[ti]
	k := skillTable[skillThrow]
	d, err := e.throwDirection(f)
	if err != nil {
		return false, err
	}
	str := max(attributeNow(f, Strength), 0)
	to, impact, hit := throwPath(e.s, ti, d, str)
	if hit >= 0 {
		// The victim comes down just short of the figure in its way, which
		// is pushed away from it; then it takes the square it hit.
		spot := to
		short := spot.Add(d.Opposite())
		from := t.At
		t.At = short // where it pushes from
		moved := e.stepAway(hit, ti)
		t.At = from
		to = short
		if moved {
			e.gain(hit, KnockedDown)
			if occupant(e.s, spot, ti) < 0 {
				to = spot
			}
		}
	}
	from := t.At
	t.At = to
	if to != from {
		e.emit(Displaced{Figure: t.ID, From: from, To: to})
	}
	what := Text{En: "throws " + t.name() + " " + d.String() + " to " + to.String(), Es: "lanza a " + t.name() + " hacia " + d.String() + " hasta " + to.String()}
	if impact {
		what.En += ": it hits an obstacle (-1 Armour)"
		what.Es += ": choca con un obstáculo (-1 a la Armadura)"
	}
	e.skillUsed(f, k, what)
	b := Blow{Target: t.ID, Dice: str, Against: Armour, Effects: []Condition{KnockedDown}}
	if impact {
		b.Modifiers = []Modifier{{Value: -1, Why: Text{En: "thrown against an obstacle", Es: "lanzado contra un obstáculo"}}}
	}
	return e.actionBlow(skillThrow, fi, b)
}

func init() {
	registerSkillAct(&skill{
		id: skillThrow, name: Text{En: "Grab and Throw", Es: "Agarrar y lanzar"}, active: true, effect: "grab_and_throw",
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		engaged: true, pick: 1,
		targets: func(s *State, fi int) []int {
			f := &s.Figures[fi]
			return enemiesWhere(s, fi, func(o *Figure) bool { return o.Size <= SizeAverage && adjacentFor(s, f, o) })
		},
		do: contestDo(skillThrow),
	}, nil)
	contestAttribute[skillThrow] = Agility
	contestWins[skillThrow] = func(e *env, fi, ti int) (bool, error) { return e.throwVictim(fi, ti) }
}
