package rules

import (
	"strconv"
	"strings"

	"dun/board"
)

// Pushing and taking the enemy's position (pages 36-37, 43). The winner of
// a melee round may push a loser of its size or smaller onto an empty
// square next to it, diagonals included, after the damage: the attacker
// always, the defender with a shield that pushes or a long-reach weapon.
// The pushed figure keeps its facing. A pit or a drop takes it only when no
// other empty square is left; a figure that cannot go anywhere for walls
// or furniture takes one more damage die from the attack; one hemmed in by
// figures stays where it is. The attacker may then take the square its
// target left (pushed away or knocked out), unless it fights with a
// long-reach weapon.

// PromptPush asks the winner of a round where to push the loser. Options:
// "push:X,Y" (the pushed figure's new square), OptionPushWall, OptionNoPush.
const PromptPush PromptKind = "push"

// PromptFollow asks the attacker whether to take the square its target
// left. Options: OptionFollow, OptionStay (as for surprise, surprise.go).
const PromptFollow PromptKind = "follow"

// Option IDs of PromptPush and PromptFollow.
const (
	OptionPushWall = "push_wall"
	OptionNoPush   = "no_push"
	OptionFollow   = "follow"
	pushPrefix     = "push:"
)

func init() {
	promptHandlers[PromptPush] = answerPush
	promptHandlers[PromptFollow] = answerFollow
}

// pushSquares lists where figure pi may push figure vi: squares a base
// step away, farther from the pusher, that it may enter and stand on, free
// of other figures; pits and drops only when nothing else is free. wall reports that some way is barred by
// a wall or furniture, for the extra damage die when no square is free.
func pushSquares(s *State, vi, pi int) (to []board.Pos, wall bool) {
	g := s.Board
	v := &s.Figures[vi]
	pusher := &s.Figures[pi]
	gap := baseGap(pusher, v)
	m := v.Mover()
	var falls []board.Pos
	var sq [4]board.Pos
	for d := board.North; d <= board.NorthWest; d++ {
		at := v.At.Add(d)
		// A push drives the loser back: it ends farther from the pusher.
		if baseGap(pusher, &Figure{At: at, Size: v.Size}) <= gap {
			continue
		}
		ok, blockedByFigure, drop := true, false, false
		for _, p := range v.Squares(sq[:0]) {
			n := p.Add(d)
			if v.Covers(n) {
				continue
			}
			if !g.In(p) || !g.In(n) {
				ok = false
				break
			}
			i, j := g.Index(p), g.Index(n)
			// Walls, closed doors, impassable squares and cut corners stop
			// a push as they stop a step; furniture too tall to stand on
			// and a rise of more than one level stop it as walls do.
			if _, _, stepOK := g.Step(i, d, board.Measure); !stepOK {
				ok = false
				break
			}
			pit := g.At(j).Terrain == board.Pit
			if !pit && !g.Enterable(j, m) || g.StandLevel(j, m) > g.StandLevel(i, m)+1 {
				ok = false
				break
			}
			if occupant(s, n, vi) >= 0 {
				ok, blockedByFigure = false, true
				break
			}
			if pit || g.StandLevel(j, m) < g.StandLevel(i, m)-1 {
				drop = true
			}
		}
		if ok && !drop && baseFit(g, m, v.Span(), at) == board.NoFit {
			ok = false
		}
		if ok && v.Flying && !standsOnFoot(g, v, at) {
			// A flyer is driven through the air but, as a flight, ends
			// only where it could stand on foot (R703, R1044): furniture
			// too tall to stand on bars it as a wall does; a square
			// above a pit or deep water is simply no place to end.
			if baseFit(g, board.MoverOf(v.Size), v.Span(), at) == board.NoFit {
				wall = true
			}
			continue
		}
		if !ok {
			if !blockedByFigure {
				wall = true
			}
			continue
		}
		if drop {
			falls = append(falls, at)
			continue
		}
		to = append(to, at)
	}
	if len(to) == 0 {
		to = falls
	}
	return to, wall
}

// occupant is the index of the present figure other than skip whose base
// covers p, or -1.
func occupant(s *State, p board.Pos, skip int) int {
	for i := range s.Figures {
		f := &s.Figures[i]
		if i != skip && f.Present() && f.Covers(p) {
			return i
		}
	}
	return -1
}

// pushVictim is the figure the pusher of the attack in progress may push.
func (e *env) pushVictim() (pi, vi int) {
	st := e.s.Strike
	pi = e.s.figure(st.Pusher)
	vi = e.s.figure(st.Target)
	if st.Pusher == st.Target {
		vi = e.s.figure(st.Attacker)
	}
	if vi >= 0 {
		// A rider is pushed with his mount: the mount's base moves, and
		// the rider follows it (followSaddles).
		vi = carrier(e.s, vi)
	}
	if pi >= 0 {
		// A rider or his mount who wins pushes with both (page 101):
		// the pair pushes as its bigger figure.
		pi = carrier(e.s, pi)
	}
	return pi, vi
}

// offerPush asks the winner of the round where to push, if it may push.
func (e *env) offerPush(ai, ti int) bool {
	st := e.s.Strike
	if st.Pusher == "" || st.Ranged {
		return false
	}
	pi, vi := e.pushVictim()
	if pi < 0 || vi < 0 {
		return false
	}
	p, v := &e.s.Figures[pi], &e.s.Figures[vi]
	if !p.Present() || !v.Present() || p.Conditions.Has(KnockedDown) || v.Size > p.Size || inPit(e.s.Board, v.At, v.baseSize()) {
		return false
	}
	to, wall := pushSquares(e.s, vi, pi)
	if len(to) == 0 && !wall {
		return false
	}
	opts := []PromptOption{}
	for _, q := range to {
		opts = append(opts, PromptOption{ID: pushPrefix + strconv.Itoa(q.X) + "," + strconv.Itoa(q.Y),
			Label: Text{En: "Push " + v.Name + " to " + q.String(), Es: "Empujar a " + v.Name + " a " + q.String()}})
	}
	if len(to) == 0 && wall && p.ID == st.Attacker {
		opts = append(opts, PromptOption{ID: OptionPushWall, Label: Text{En: "Push against the wall: one more damage die", Es: "Empujar contra la pared: un dado de daño más"}})
	}
	if len(opts) == 0 {
		return false
	}
	opts = append(opts, PromptOption{ID: OptionNoPush, Label: Text{En: "Do not push", Es: "No empujar"}})
	e.open(Prompt{Kind: PromptPush, Seat: p.Side, Figure: p.ID, Options: opts})
	return true
}

func answerPush(e *env, p Prompt, option string) error {
	st := e.s.Strike
	if st == nil {
		return refuse(CodeBadState, "there is no attack in progress", "no hay ningún ataque en curso")
	}
	pi, vi := e.pushVictim()
	if pi < 0 || vi < 0 {
		return unknownFigure(st.Target)
	}
	switch {
	case option == OptionNoPush:
		return e.advanceStrike()
	case option == OptionPushWall:
		ai := e.s.figure(st.Attacker)
		e.emit(PushedAgainstWall{Figure: e.s.Figures[vi].ID, By: e.s.Figures[pi].ID})
		b := e.strikeBlow(ai, vi)
		b.Rule, b.Dice, b.Effects = ruleWallDie, 1, nil
		return e.damage(b)
	case strings.HasPrefix(option, pushPrefix):
		var to board.Pos
		xs, ys, ok := strings.Cut(strings.TrimPrefix(option, pushPrefix), ",")
		if !ok {
			return refuse(CodeBadOption, "%q is not a square", "%q no es una casilla", option)
		}
		var err1, err2 error
		to.X, err1 = strconv.Atoi(xs)
		to.Y, err2 = strconv.Atoi(ys)
		if err1 != nil || err2 != nil {
			return refuse(CodeBadOption, "%q is not a square", "%q no es una casilla", option)
		}
		v := &e.s.Figures[vi]
		from := v.At
		v.At = to
		v.OnDifficult = baseFit(e.s.Board, v.Mover(), v.Span(), to) == board.Partial
		e.emit(Pushed{Figure: v.ID, By: e.s.Figures[pi].ID, From: from, To: to})
		if st.Pusher == st.Attacker {
			st.Vacated = &from
		}
		if inPit(e.s.Board, to, v.baseSize()) {
			v.At = from // fall moves it and reports the fall
			return e.fall(vi, to)
		}
		if h := dropHeight(e.s.Board, v, from, to); h > 0 {
			v.At = from
			return e.fallFrom(vi, to, h)
		}
		return e.advanceStrike()
	}
	return refuse(CodeBadOption, "%q is not one of the answers offered", "%q no es una de las respuestas ofrecidas", option)
}

// followSquare is where the attacker's base goes to take the square its
// target left, if it may.
func (e *env) followSquare(ai int) (board.Pos, bool) {
	st := e.s.Strike
	if st.Vacated == nil || st.Ranged {
		return board.Pos{}, false
	}
	a := &e.s.Figures[ai]
	if !a.Present() || a.Conditions.Has(KnockedDown) || inPit(e.s.Board, a.At, a.baseSize()) {
		return board.Pos{}, false
	}
	if it := strikeItem(a, st.Item); it != nil && it.LongReach {
		return board.Pos{}, false
	}
	to := *st.Vacated
	if to == a.At || inPit(e.s.Board, to, a.baseSize()) || baseFit(e.s.Board, a.Mover(), a.Span(), to) == board.NoFit {
		return board.Pos{}, false
	}
	var sq [4]board.Pos
	for _, p := range baseAt(to, a.baseSize(), sq[:0]) {
		if !e.s.Board.In(p) || occupant(e.s, p, ai) >= 0 {
			return board.Pos{}, false
		}
	}
	return to, true
}

// offerFollow asks the attacker whether to take the square its target
// left.
func (e *env) offerFollow(ai, ti int) bool {
	to, ok := e.followSquare(ai)
	if !ok {
		return false
	}
	a := &e.s.Figures[ai]
	e.open(Prompt{Kind: PromptFollow, Seat: a.Side, Figure: a.ID, Options: []PromptOption{
		{ID: OptionFollow, Label: Text{En: "Take the square " + to.String(), Es: "Ocupar la casilla " + to.String()}},
		{ID: OptionStay, Label: Text{En: "Stay", Es: "Quedarse"}},
	}})
	return true
}

func answerFollow(e *env, p Prompt, option string) error {
	if e.s.Strike == nil {
		return refuse(CodeBadState, "there is no attack in progress", "no hay ningún ataque en curso")
	}
	if option == OptionFollow {
		ai := e.s.figure(p.Figure)
		if ai < 0 {
			return unknownFigure(p.Figure)
		}
		to, ok := e.followSquare(ai)
		if !ok {
			return refuse(CodeBadState, "the square can no longer be taken", "la casilla ya no se puede ocupar")
		}
		a := &e.s.Figures[ai]
		from := a.At
		a.At = to
		a.OnDifficult = baseFit(e.s.Board, a.Mover(), a.Span(), to) == board.Partial
		e.emit(PositionTaken{Figure: a.ID, From: from, To: to})
	}
	return e.advanceStrike()
}

// dropHeight is how many levels figure v falls when pushed from from to
// to: the drop in its standing level when it is more than one level (one
// level is a step down, page 19), else 0 (R821). The base's first square
// stands for the base.
func dropHeight(g *board.Grid, v *Figure, from, to board.Pos) int {
	m := v.Mover()
	d := int(g.StandLevel(g.Index(from), m)) - int(g.StandLevel(g.Index(to), m))
	if d < 2 {
		return 0
	}
	return d
}
