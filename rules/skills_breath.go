package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"dun/board"
)

// Breath (x) (page 115): an Action, even next to enemies, along a
// straight line of x squares in front of the creature. Everyone in the
// line, nearest first, tests Agility to dodge to an adjacent square out
// of it (the dodger's player chooses which: PromptBreathDodge); one who
// fails, or has nowhere to go, takes x damage dice against its Natural
// Armour, one fewer behind light cover, two behind heavy. Profiles print
// no x: the book's dragon breathes 3 (R708). The line starts at the
// front of the base and runs along the creature's facing, up to a wall,
// a closed door or an impassable square; a 2x2 base facing a side
// breathes from either of its two front squares, and the command names a
// figure in the line it chooses (R708). Allies in the line are caught
// too. The damage is an automatic hit: an Invulnerable figure is wounded
// only by sixes (page 115).

const skillBreath = "breath"

// BreathDice is x for a profile that prints none: the squares of the line
// and the damage dice (R708).
const BreathDice = 3

// PromptBreathDodge asks the player of a figure that dodged a breath
// which adjacent square out of the line it moves to. Options: squares
// "x,y".
const PromptBreathDodge PromptKind = "breath_dodge"

func init() { promptHandlers[PromptBreathDodge] = answerBreathDodge }

// frontSquares are the squares of figure f's base a breath leaves from:
// the base's square for a 1x1 figure; for a 2x2 base, the two squares of
// the side it faces, or the corner it faces diagonally.
func frontSquares(f *Figure) []board.Pos {
	if f.Span() == 1 {
		return []board.Pos{f.At}
	}
	v := f.Facing.Vec()
	x := f.At.X + max(v.X, 0)
	y := f.At.Y + max(v.Y, 0)
	switch {
	case v.X == 0:
		return []board.Pos{{X: f.At.X, Y: y}, {X: f.At.X + 1, Y: y}}
	case v.Y == 0:
		return []board.Pos{{X: x, Y: f.At.Y}, {X: x, Y: f.At.Y + 1}}
	}
	return []board.Pos{{X: x, Y: y}}
}

// breathLines lists the lines figure f may breathe along: from each of
// its front squares, up to n squares straight ahead, stopped by walls,
// closed doors and impassable squares (the board's measure).
func breathLines(g *board.Grid, f *Figure, n int) [][]board.Pos {
	var out [][]board.Pos
	for _, from := range frontSquares(f) {
		var line []board.Pos
		cur := from
		for k := 0; k < n; k++ {
			j, _, ok := g.Step(g.Index(cur), f.Facing, board.Measure)
			if !ok {
				break
			}
			cur = g.Pos(j)
			line = append(line, cur)
		}
		if len(line) > 0 {
			out = append(out, line)
		}
	}
	return out
}

// inArea lists the present figures but fi whose base covers a square of
// area, nearest to figure fi first, then in the state's order.
func inArea(s *State, fi int, area []board.Pos) []int {
	f := &s.Figures[fi]
	var out []int
	for oi := range s.Figures {
		o := &s.Figures[oi]
		if oi == fi || !o.Present() {
			continue
		}
		for _, p := range area {
			if o.Covers(p) {
				out = append(out, oi)
				break
			}
		}
	}
	slices.SortStableFunc(out, func(a, b int) int { return baseGap(f, &s.Figures[a]) - baseGap(f, &s.Figures[b]) })
	return out
}

// dodgeSquares lists where figure ti may dodge out of area: each base one
// square away, adjacent to where it stands, free, revealed, and covering
// no square of the area.
func dodgeSquares(s *State, ti int, area []board.Pos) []board.Pos {
	f := &s.Figures[ti]
	var out []board.Pos
	for _, to := range surpriseSquares(s, ti) {
		clear := true
		for _, p := range baseAt(to, f.baseSize(), nil) {
			if slices.Contains(area, p) {
				clear = false
			}
		}
		if clear {
			out = append(out, to)
		}
	}
	return out
}

// breathNext deals with the figures left in the breath of figure fi.
func (e *env) breathNext(fi int) error {
	rule := actionRule(skillBreath)
	if a := e.s.Active; a != nil && len(a.Queue) == 0 {
		a.Area = nil // everyone in the line has been dealt with
		return nil
	}
	return e.skillQueue(func(ti int) (bool, error) {
		a := e.s.Active
		if len(dodgeSquares(e.s, ti, a.Area)) == 0 {
			e.skillUsed(&e.s.Figures[fi], skillTable[skillBreath], Text{
				En: e.s.Figures[ti].name() + " has nowhere to dodge to", Es: e.s.Figures[ti].name() + " no tiene adónde apartarse"})
			return e.breathBlow(fi, ti)
		}
		r, err := e.test(ti, rule, Agility, 0, testSkillMods(e.s, ti, Agility, rule, nil)...)
		if err != nil {
			return false, err
		}
		// A hero may spend Fortune on his test (page 14); the settler goes
		// on with the queue.
		return true, e.offerFortune(&e.s.Figures[ti], r, r.failed())
	})
}

// breathBlow deals the breath of figure fi to figure ti: x dice against
// its Natural Armour, fewer behind cover (page 115).
func (e *env) breathBlow(fi, ti int) (bool, error) {
	f, t := &e.s.Figures[fi], &e.s.Figures[ti]
	k := skillTable[skillBreath]
	dice := BreathDice
	seen, err := sight(e.s, f.ID, t.ID)
	if err == nil {
		switch seen.Cover {
		case board.LightCover:
			dice--
			e.skillUsed(f, k, Text{En: t.name() + " has light cover: one damage die fewer", Es: t.name() + " tiene cobertura ligera: un dado de daño menos"})
		case board.HeavyCover:
			dice -= 2
			e.skillUsed(f, k, Text{En: t.name() + " has heavy cover: two damage dice fewer", Es: t.name() + " tiene cobertura pesada: dos dados de daño menos"})
		}
	}
	b := Blow{Target: t.ID, Dice: dice, Against: NaturalArmour}
	if err != nil || seen.Cover == board.NoCover {
		shieldCover(e.s, &b, ti, []int{fi}) // covers do not add up (R110)
	}
	e.fewerDice(t, &b, true)
	b.Modifiers = wornWardMods(t, true, b.Modifiers) // a Ring of Protection (R1053)
	b.Modifiers = onlySixesAgainst(t, b, b.Modifiers)
	return e.actionBlow(skillBreath, fi, b)
}

// onlySixesAgainst appends to mods what makes an automatic hit (a breath)
// wound Invulnerable figure t only with sixes (page 115).
func onlySixesAgainst(t *Figure, b Blow, mods []Modifier) []Modifier {
	k, ok := hasSkill(t, "invulnerable")
	if !ok {
		return mods
	}
	if _, armour := DamageArmour(*t, b.Against, b.Dice, mods...); armour < MaxArmour {
		mods = append(mods, Modifier{Value: MaxArmour - armour, Why: Text{
			En: "only sixes wound it: " + k.text().En, Es: "solo los seises lo hieren: " + k.text().Es}})
	}
	return mods
}

// settleBreathTest applies a final Agility test against a breath: a
// failure takes the blow; a success asks where the figure dodges to.
func settleBreathTest(e *env, r RollRecord) error {
	fi, ti := e.actor(), e.s.figure(r.Figure)
	if fi < 0 || ti < 0 {
		return refuse(CodeBadState, "no breath waits for this test", "ningún aliento espera esta prueba")
	}
	if r.failed() {
		_, err := e.breathBlow(fi, ti)
		return err
	}
	t := &e.s.Figures[ti]
	var opts []PromptOption
	for _, p := range dodgeSquares(e.s, ti, e.s.Active.Area) {
		id := fmt.Sprintf("%d,%d", p.X, p.Y)
		opts = append(opts, PromptOption{ID: id, Label: Text{En: t.name() + " dodges to " + id, Es: t.name() + " se aparta a " + id}})
	}
	e.open(Prompt{Kind: PromptBreathDodge, Seat: t.Side, Figure: t.ID, Options: opts})
	return nil
}

func answerBreathDodge(e *env, p Prompt, option string) error {
	fi, ti := e.actor(), e.s.figure(p.Figure)
	if fi < 0 || ti < 0 {
		return refuse(CodeBadState, "no breath waits for a dodge", "ningún aliento espera que alguien se aparte")
	}
	xs, ys, _ := strings.Cut(option, ",")
	x, err1 := strconv.Atoi(xs)
	y, err2 := strconv.Atoi(ys)
	if err1 != nil || err2 != nil {
		return refuse(CodeBadOption, "%q is not a square", "%q no es una casilla", option)
	}
	t := &e.s.Figures[ti]
	from := t.At
	t.At = board.Pos{X: x, Y: y}
	e.emit(Displaced{Figure: t.ID, From: from, To: t.At})
	e.skillUsed(t, skillTable[skillBreath], Text{En: "dodged the breath", Es: "esquivó el aliento"})
	return e.breathNext(fi)
}

func init() {
	registerSkillAct(&skill{
		id: skillBreath, name: Text{En: "Breath (x)", Es: "Aliento (x)"}, active: true, effect: "breath",
		params: []SkillParam{{Name: "dice", Type: "int"}},
		later:  "a profile's own x: profiles print none yet, so every breath is the book's Breath (3) (R708)",
		usable: func(c *rollCtx) bool { return false },
	}, &skillAct{
		engaged: true, pick: 1,
		targets: func(s *State, fi int) []int {
			var out []int
			for _, line := range breathLines(s.Board, &s.Figures[fi], BreathDice) {
				for _, oi := range inArea(s, fi, line) {
					if !slices.Contains(out, oi) {
						out = append(out, oi)
					}
				}
			}
			slices.Sort(out)
			return out
		},
		do: func(e *env, fi int, ts []int) error {
			a := e.s.Active
			for _, line := range breathLines(e.s.Board, &e.s.Figures[fi], BreathDice) {
				if slices.Contains(inArea(e.s, fi, line), ts[0]) {
					a.Area = line
					break
				}
			}
			e.queue(inArea(e.s, fi, a.Area))
			return e.breathNext(fi)
		},
	}, func(e *env, fi int, _ BlowResult) error { return e.breathNext(fi) })
	rollSettlers[actionRule(skillBreath)] = settleBreathTest
}

// BreathCatches lists the IDs of the figures the breath of figure id
// would catch, aimed at the figure named target (as the skill_action
// names it), nearest first: for the Artificial Dark Player's choice.
func BreathCatches(s State, id, target string) []string {
	fi, ti := s.figure(id), s.figure(target)
	if fi < 0 || ti < 0 || s.checkShape() != nil {
		return nil
	}
	for _, line := range breathLines(s.Board, &s.Figures[fi], BreathDice) {
		if in := inArea(&s, fi, line); slices.Contains(in, ti) {
			return s.ids(in)
		}
	}
	return nil
}
