package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"dun/board"
)

// Traps (pages 47-48 and 55-56). A fixed trap of the quest sheet waits on
// its square, hidden. It goes off when a hero steps on it, or, on a
// chest's square, when a hero tries to open the chest; a trap on an
// exploration arrow guards the arrows joined to it that lead to the same
// section too (R65). The hero who set it off takes a Perception test
// against the trap's Detect number, -2 while running (page 23):
//
//   - passed: the trap is detected and stays dormant where it is, known to
//     all; with a double 6 the group gets +1 to disarm it. What the hero
//     meant to do is not done: a hero who stepped on it goes back to the
//     square he came from, and one who reached for a chest keeps his
//     Action and may step aside to an adjacent empty square (a prompt,
//     R64). Either way he may not move again this activation.
//   - failed: it goes off (TrapSprung): its damage dice against his Armour
//     through damage, and his activation ends once the blow is settled.
//
// A dormant trap stepped on or acted on goes off without a test. A trap
// that went off leaves the board (its card is discarded). Disarming a
// dormant trap is Action 14 (disarm_trap.go). The traps the Dark Player
// plays from his cards come with his deck.

const (
	ruleTrap = "trap"
	// ruleTrapBlow is a trap's damage that ends the activation of the
	// hero who set it off; ruleTrapDisarm one set off by a failed attempt
	// to disarm it, which does not (R66).
	ruleTrapBlow   = "trap_damage"
	ruleTrapDisarm = "trap_disarm"
)

// RunningPerception is the penalty to Perception tests while running
// (page 23).
const RunningPerception = -2

// PromptTrapStep: a hero who detected a trap he did not step on may move
// to an adjacent empty square (page 47). Options: OptionStay, or a
// square "x,y".
const PromptTrapStep PromptKind = "trap_step"

func init() {
	blowFollowUps[ruleTrapBlow] = afterTrapBlow
	promptHandlers[PromptTrapStep] = answerTrapStep
}

// trapCovering returns the index of the trap that stepping on square p
// sets off, or -1: a trap on p, or one on an exploration arrow joined to
// the arrow on p through arrows leading to the same section. A trap
// sharing its square with a chest guards the chest, not the floor.
func trapCovering(s *State, p board.Pos) int {
	x := s.Explore
	if x == nil || len(x.Traps) == 0 {
		return -1
	}
	if k := x.trapAt(p); k >= 0 {
		if chestOn(s, p) || x.Traps[k].Door || !trapPayable(s, k) {
			return -1
		}
		return k
	}
	a := arrowAt(x, p)
	if a < 0 {
		return -1
	}
	for q := range arrowRow(x, a) {
		if k := x.trapAt(q); k >= 0 && !chestOn(s, q) && !x.Traps[k].Door && trapPayable(s, k) {
			return k
		}
	}
	return -1
}

// arrowRow is the squares of arrow k and of every arrow joined to it by a
// chain of orthogonally adjacent arrows leading to the same section.
func arrowRow(x *Exploration, k int) map[board.Pos]bool {
	to := x.Arrows[k].To
	row := map[board.Pos]bool{x.Arrows[k].At: true}
	for grew := true; grew; {
		grew = false
		for _, a := range x.Arrows {
			if row[a.At] || a.To != to {
				continue
			}
			for d := board.North; d <= board.NorthWest; d += 2 {
				if row[a.At.Add(d)] {
					row[a.At] = true
					grew = true
					break
				}
			}
		}
	}
	return row
}

// chestOn reports whether a chest of the layout stands on p.
func chestOn(s *State, p board.Pos) bool {
	g := s.Board
	if s.Explore == nil || !g.In(p) || g.Square(p).Element == 0 {
		return false
	}
	k := s.Explore.elementIndex(int(g.Square(p).Element) - 1)
	return k >= 0 && s.Explore.Elements[k].Chest
}

// springTrap sets off trap k on hero fi, who acted as task says (Stepped,
// with the square to go back to, or reaching for what it guards).
func (e *env) springTrap(fi, k int, task Task) error {
	e.payRecurrent(k)
	t := e.s.Explore.Traps[k]
	f := &e.s.Figures[fi]
	e.emit(TrapTriggered{Figure: f.ID, At: t.At, Kind: t.Kind, Detect: t.Detect, Dormant: t.Dormant})
	if t.Dormant {
		return e.trapGoesOff(fi, k, ruleTrapBlow)
	}
	var mods []Modifier
	if e.s.Active.Running() {
		mods = append(mods, Modifier{Value: RunningPerception, Why: Text{En: "running", Es: "a la carrera"}})
	}
	mods = trapHarderMods(e.s, mods)
	task.Rule, task.At = ruleTrap, t.At
	return e.startTask(fi, task, Perception, t.Detect, mods...)
}

// settleTrap applies the final Perception test against a trap.
func settleTrap(e *env, r RollRecord) error {
	fi, task, err := e.takeTask(r)
	if err != nil {
		return err
	}
	x := e.s.Explore
	k := x.trapAt(task.At)
	if k < 0 {
		return refuse(CodeBadState, "no trap is on %v", "no hay ninguna trampa en %v", task.At)
	}
	f := &e.s.Figures[fi]
	if r.failed() {
		return e.trapGoesOff(fi, k, ruleTrapBlow)
	}
	t := &own(&x.Traps)[k]
	t.Dormant = true
	t.Bonus = t.Bonus || r.Double6()
	e.emit(TrapDetected{Figure: f.ID, At: t.At, Kind: t.Kind, Roll: r.Seq, Disarm: t.Disarm, Bonus: t.Bonus})
	e.s.Active.Still = true
	if task.Stepped {
		if task.Back != f.At {
			from := f.At
			f.At = task.Back
			f.SetOnDifficult(false)
			e.emit(SteppedBack{Figure: f.ID, From: from, To: task.Back})
		}
		if t.Pit > 0 {
			// A detected pit trap is a pit from now on (page 48, R75).
			e.openPit(k)
		}
		return nil
	}
	squares := stepAsideSquares(e.s, fi)
	if len(squares) == 0 {
		return nil
	}
	var opts []PromptOption
	if pitUnder(e.s, fi) < 0 {
		opts = append(opts, PromptOption{ID: OptionStay, Label: Text{En: "Stay where you are", Es: "Quedarse donde está"}})
	}
	for _, q := range squares {
		id := fmt.Sprintf("%d,%d", q.X, q.Y)
		opts = append(opts, PromptOption{ID: id, Label: Text{En: "Step aside to " + id, Es: "Apartarse a " + id}})
	}
	e.open(Prompt{Kind: PromptTrapStep, Seat: f.Side, Figure: f.ID, Options: opts})
	return nil
}

// answerTrapStep moves the hero who detected a trap to the square he
// chose, if any; it is not a move, so it costs no Movement and sets off
// nothing (R64).
func answerTrapStep(e *env, p Prompt, option string) error {
	fi := e.s.figure(p.Figure)
	if fi < 0 {
		return unknownFigure(p.Figure)
	}
	pit := pitUnder(e.s, fi)
	if option == OptionStay {
		if pit >= 0 {
			return refuse(CodeBadOption, "the floor gives way under %s: he must step off the pit", "el suelo cede bajo %s: debe apartarse del foso", e.s.Figures[fi].name())
		}
		return nil
	}
	xs, ys, _ := strings.Cut(option, ",")
	x, err1 := strconv.Atoi(xs)
	y, err2 := strconv.Atoi(ys)
	to := board.Pos{X: x, Y: y}
	if err1 != nil || err2 != nil || !slices.Contains(stepAsideSquares(e.s, fi), to) {
		return refuse(CodeBadOption, "%q is not a square to step aside to", "%q no es una casilla a la que apartarse", option)
	}
	f := &e.s.Figures[fi]
	from := f.At
	f.At = to
	f.SetOnDifficult(false)
	e.emit(Displaced{Figure: f.ID, From: from, To: to})
	if pit >= 0 {
		// Off the square, the detected pit opens (page 48, R1043).
		e.openPit(pit)
	}
	return nil
}

// stepAsideSquares are the squares hero fi, who detected a trap, may step
// aside to: the empty squares next to him, but for those of a detected pit
// under him, which is about to open (R1043).
func stepAsideSquares(s *State, fi int) []board.Pos {
	sq := surpriseSquares(s, fi)
	if k := pitUnder(s, fi); k >= 0 {
		t := s.Explore.Traps[k]
		sq = slices.DeleteFunc(sq, func(p board.Pos) bool { return p == t.At || t.Long && p == t.Second })
	}
	return sq
}

// pitUnder returns the index of the detected pit trap under hero fi's
// base, or -1. A pit detected as he reveals a section from the arrow he
// stands on (a Pit card played on the reveal) is under him: like the elf
// of page 48's example he steps off it, and then it opens (R1043).
func pitUnder(s *State, fi int) int {
	x := s.Explore
	if x == nil {
		return -1
	}
	f := &s.Figures[fi]
	for k := range x.Traps {
		if t := &x.Traps[k]; t.Pit > 0 && t.Dormant && (f.Covers(t.At) || t.Long && f.Covers(t.Second)) {
			return k
		}
	}
	return -1
}

// trapGoesOff applies trap k to figure fi: it leaves the board and deals
// its damage under rule (ruleTrapBlow ends the activation afterwards).
func (e *env) trapGoesOff(fi, k int, rule string) error {
	if rolled, err := e.blockDarts(fi, k, rule); rolled || err != nil {
		return err
	}
	x := e.s.Explore
	t := x.Traps[k]
	x.Traps = append(x.Traps[:k:k], x.Traps[k+1:]...)
	if len(x.Traps) == 0 {
		x.Traps = nil
	}
	f := &e.s.Figures[fi]
	e.emit(TrapSprung{Figure: f.ID, At: t.At, Kind: t.Kind, Dice: t.Dice})
	if t.Snare && f.Present() {
		e.ensnare(fi)
	}
	if t.Walls > 0 {
		e.wallsMove(t)
	}
	if t.Pit > 0 && f.Present() {
		under := t.At
		if t.Long && f.Covers(t.Second) {
			under = t.Second
		}
		if f.Span() == 1 && f.Covers(under) && e.openPitSquares(t) && e.s.Board.Square(under).Terrain == board.Pit {
			// The floor gives way: the hero falls into the pit it opens.
			return e.fall(fi, under)
		}
		// A 2x2 base does not fall into one square (R55): it takes the
		// fall's dice where it stands.
		return e.damage(Blow{Rule: rule, Target: f.ID, Dice: t.Pit, Against: NaturalArmour})
	}
	if t.Dice > 0 && f.Present() {
		dice := t.Dice
		if t.Heavy > 0 && heavyArmour(f) {
			dice += t.Heavy
		}
		var mods []Modifier
		if t.Armour != 0 {
			mods = append(mods, Modifier{Value: t.Armour, Why: Text{En: "the trap", Es: "la trampa"}})
		}
		mods = cautiousArmour(f, rule, mods)
		rule = e.trapArea(fi, t, rule)
		return e.damage(Blow{Rule: rule, Target: f.ID, Dice: dice, Against: Armour, Modifiers: mods, Effects: t.Effects.List(), Flaming: t.Flaming})
	}
	if err := e.afterBlow(rule, BlowResult{Target: f.ID}); err != nil {
		return err
	}
	return e.alarmRings(fi, t)
}

// openPit turns detected pit trap k into a pit on the board, if its square
// can hold one; the trap then leaves the layout.
func (e *env) openPit(k int) {
	x := e.s.Explore
	t := x.Traps[k]
	if !e.openPitSquares(t) {
		return
	}
	x.Traps = append(x.Traps[:k:k], x.Traps[k+1:]...)
	if len(x.Traps) == 0 {
		x.Traps = nil
	}
}

// setPit makes square p a pit of the given depth, unless an element, a
// stair or another figure's base is there (it reports whether it did).
func (e *env) setPit(p board.Pos, depth int) bool {
	g := e.s.Board
	sq := g.Square(p)
	if sq.Element != 0 || sq.HasStair || sq.Terrain == board.Impassable {
		return false
	}
	for i := range e.s.Figures {
		if f := &e.s.Figures[i]; f.Present() && f.Covers(p) && (f.Span() > 1 || (e.s.Active != nil && f.ID != e.s.Active.Figure)) {
			return false
		}
	}
	g = g.Clone()
	sq.Terrain = board.Pit
	sq.PitDepth = uint8(depth)
	g.Set(p, sq)
	e.s.Board = g
	e.emit(PitOpened{At: p, Depth: depth})
	return true
}

// afterTrapBlow ends the activation of the hero a trap went off on.
func afterTrapBlow(e *env, r BlowResult) error {
	if a := e.s.Active; a != nil && a.Figure == r.Target {
		e.endActivation()
	}
	return nil
}
