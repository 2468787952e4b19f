package rules

import "dun/board"

// Swimming (page 21). Deep water is swum, not walked. A figure declares
// that it swims before it moves (R58) and rolls 2D6: a double 1 means
// something brushed its leg and it does not advance at all this
// activation, a double 6 gives one square more. Swimming, it advances as
// many squares as its Agility, not its Movement, for its whole
// activation, in the water and out of it: Borgron (Agility 4) swims two
// squares and walks two on the shore. Swimming is how the figure moves,
// not its Action. No base may enter deep water unless its figure swims,
// and a figure standing in it must swim to move at all.
//
// A figure whose activation ends in deep water with its Agility below 0
// takes 3 damage dice against its Natural Armour (R59).
//
// Heavy armour worn takes 1 more from the swimmer's Agility, on top of
// the penalties it already gives: both for the squares swum and for the
// Agility that must not be negative at the end (R930).

const (
	ruleSwim = "swim"
	// ruleDrown is the damage of ending an activation in deep water with
	// negative Agility; ruleDrownEndTurn the same when the side's turn
	// ends with it, so that the turn ends once the blow is settled.
	ruleDrown        = "drown"
	ruleDrownEndTurn = "drown_end_turn"
)

// DrownDice is the damage dice of page 21 for negative Agility in deep
// water.
const DrownDice = 3

func init() {
	blowFollowUps[ruleDrown] = func(e *env, _ BlowResult) error {
		e.endActivation()
		return nil
	}
	blowFollowUps[ruleDrownEndTurn] = func(e *env, _ BlowResult) error {
		e.endActivation()
		return e.passTurn()
	}
}

// SwimState is a declared swim: its roll and the squares it allows.
type SwimState struct {
	Roll RollRecord `json:"roll"`
	// Allowance is what the roll gives; 0 until the roll is settled.
	Allowance int `json:"allowance"`
	// Settled is set once the roll is final.
	Settled bool `json:"settled,omitempty"`
}

// Swimming reports whether the figure swims this activation.
func (a *Activation) Swimming() bool { return a != nil && a.Swim != nil }

// wetBase reports whether any square of a base of the given size at
// anchor at is deep water.
func wetBase(g *board.Grid, at board.Pos, size int) bool {
	var base [4]board.Pos // a base covers at most 4 squares: no allocation
	sq := base[:0]
	for _, p := range baseAt(at, size, sq) {
		if g.In(p) && g.Square(p).Terrain == board.DeepWater {
			return true
		}
	}
	return false
}

// nearWater reports whether a base of the given size at at covers deep
// water or has some next to it.
func nearWater(g *board.Grid, at board.Pos, size int) bool {
	n := span(size)
	for y := at.Y - 1; y <= at.Y+n; y++ {
		for x := at.X - 1; x <= at.X+n; x++ {
			p := board.Pos{X: x, Y: y}
			if g.In(p) && g.Square(p).Terrain == board.DeepWater {
				return true
			}
		}
	}
	return false
}

// canSwim checks what must hold to declare a swim now.
func canSwim(s *State, fi int, a *Activation) *RuleError {
	f := &s.Figures[fi]
	if err := lying(f); err != nil {
		return err
	}
	if k, no := forbidden(f, ruleSwim); no {
		return s.refuse(CodeCannotSwim, "%s never does this (%s)", "%s nunca hace esto (%s)", f.name(), k.name)
	}
	switch {
	case inPit(s.Board, f.At, f.baseSize()):
		return s.refuse(CodeInPit, "%s is in a pit: it must climb out first", "%s está en un foso: primero debe trepar para salir", f.name())
	case f.Flying:
		return s.refuse(CodeCannotSwim, "%s is flying over the water", "%s está volando sobre el agua", f.name())
	case aquatic(f):
		return s.refuse(CodeCannotSwim, "%s is an aquatic animal: it moves in the water as on dry floor", "%s es un animal acuático: se mueve por el agua como por suelo seco", f.name())
	case a.Still:
		return s.refuse(CodeStill, "%s may not move again this activation", "%s no puede volver a moverse en esta activación", f.name())
	case a.Swim != nil:
		return s.refuse(CodeCannotSwim, "%s is already swimming", "%s ya está nadando", f.name())
	case a.Run != nil:
		return s.refuse(CodeCannotSwim, "%s is running: a runner does not swim", "%s está corriendo: quien corre no nada", f.name())
	case a.Moved:
		return s.refuse(CodeAlreadyMoved, "swimming is declared before moving, and %s has moved", "nadar se declara antes de moverse, y %s ya se ha movido", f.name())
	case !nearWater(s.Board, f.At, f.Size):
		return s.refuse(CodeCannotSwim, "there is no deep water at or next to %s", "no hay aguas profundas en la casilla de %s ni junto a ella", f.name())
	}
	return nil
}

// swimAllowance is the squares a swim roll gives a figure of Agility agi
// (conditions counted), and whether its double 1 or double 6 decided it.
func swimAllowance(agi int, r RollRecord) (allowance int, startled, extra bool) {
	switch {
	case r.Double1():
		return 0, true, false
	case r.Double6():
		return max(agi, 0) + 1, false, true
	}
	return max(agi, 0), false, false
}

func (c Swim) apply(e *env) error {
	f, a, err := e.acting(c.Seat, c.Figure)
	if err != nil {
		return err
	}
	fi := e.s.figure(f.ID)
	if err := canSwim(e.s, fi, a); err != nil {
		return err
	}
	e.emit(SwimDeclared{Figure: f.ID})
	r, err := e.roll2D6(ruleSwim, f)
	if err != nil {
		return err
	}
	a.Swim = &SwimState{Roll: r.clone()}
	e.emit(Rolled{Roll: r.clone()})
	return e.offerFortune(f, r, r.Double1())
}

// settleSwim applies a final swim roll: the activation's allowance becomes
// the figure's Agility, or nothing, or one more.
func settleSwim(e *env, r RollRecord) error {
	s := e.s
	a := s.Active
	if a == nil || a.Figure != r.Figure || a.Swim == nil {
		return refuse(CodeBadState, "no swim of %q is waiting for its roll", "ningún nado de %q espera su tirada", r.Figure)
	}
	fi := s.figure(r.Figure)
	if fi < 0 {
		return unknownFigure(r.Figure)
	}
	agi, heavy := swimAgility(&s.Figures[fi])
	got, startled, extra := swimAllowance(agi, r)
	a.Swim.Roll = r.clone()
	a.Swim.Allowance = got
	a.Swim.Settled = true
	a.Allowance = got
	e.emit(SwimAllowance{Figure: r.Figure, Roll: r.Seq, Agility: agi, HeavyArmour: heavy, Allowance: got, Startled: startled, Extra: extra})
	return nil
}

// drowning reports whether the active figure ends its activation in deep
// water with its Agility below 0, and returns its index.
func drowning(s *State) (int, bool) {
	a := s.Active
	if a == nil {
		return -1, false
	}
	fi := s.figure(a.Figure)
	if fi < 0 {
		return -1, false
	}
	f := &s.Figures[fi]
	agi, _ := swimAgility(f)
	return fi, f.Present() && !aquatic(f) && inDeepWater(s.Board, f.At, f.baseSize()) && agi < 0
}

// swimAgility is f's Agility in the water: with its conditions and
// spells, and 1 less in heavy armour (page 21), which it reports.
func swimAgility(f *Figure) (int, bool) {
	agi := attributeNow(f, Agility)
	if heavyArmour(f) {
		return agi - 1, true
	}
	return agi, false
}

// drown deals the damage of page 21 to figure fi under rule, whose
// follow-up ends the activation (and the turn, for ruleDrownEndTurn).
func (e *env) drown(fi int, rule string) error {
	return e.damage(Blow{Rule: rule, Target: e.s.Figures[fi].ID, Dice: DrownDice, Against: NaturalArmour})
}

func swimOptions(s *State, fi int, h Header) []Option {
	f := &s.Figures[fi]
	if canSwim(s, fi, s.Active) != nil {
		return nil
	}
	return []Option{{ID: "swim:" + f.ID, Command: Swim{Header: h, Figure: f.ID}}}
}
