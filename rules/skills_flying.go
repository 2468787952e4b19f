package rules

import (
	"dun/board"
)

// Flying (x) (page 114). A figure with the skill flies when it may and
// wants to: not in heavy armour, not Wounded, and in an outdoor section,
// or indoors when its profile names the Flying behaviour card, at half
// its movement (R700). Figure.Flying is the state; a free skill_action
// "fly", made before anything else in the activation, takes off or lands,
// and the figure stays so until its next activation (R701). Creatures the
// Dark Player places are flying at once where they may (R702).
//
// Flying, a figure moves x squares (its Movement: profiles print no other
// x, R700) over every element and terrain that is not impassable, over
// other figures, one point a square (the board's Measure mover), ignoring
// enemy melee ranges (engagers is empty for it); it never runs, never
// swims, sets off no trap it flies over, and ends a move only where it
// could stand on foot (R703). It shoots at -1, and lands to attack an
// enemy on the ground in melee (page 37). With the skill, its Agility
// tests to jump or climb pass without a roll.

const skillFly = "fly"

// behaviourFlying is the behaviour card whose creatures fly indoors too
// (page 114, the creature text).
const behaviourFlying = "flying"

// flightBar says why figure f, which has Flying, cannot fly now: heavy
// armour or the Wounded condition (nil when it can).
func flightBar(f *Figure) *RuleError {
	switch {
	case heavyArmour(f):
		return refuse(CodeBadSkill, "%s wears heavy armour and cannot fly", "%s lleva armadura pesada y no puede volar", f.name())
	case f.Conditions.Has(Wounded):
		return refuse(CodeBadSkill, "%s is Wounded and cannot fly", "%s está Herido y no puede volar", f.name())
	}
	return nil
}

// outdoors reports whether the base of figure f stands in an outdoor
// section (the layout says so; a board with no layout is indoors).
func outdoors(s *State, f *Figure) bool {
	info, ok := s.Explore.sectionInfo(sectionOf(s, f))
	return ok && info.Outdoor
}

// mayFly says whether figure f may fly where it stands now (page 114),
// and whether only at half its movement (indoors, Flying behaviour); the
// refusal says why not.
func mayFly(s *State, f *Figure) (half bool, err *RuleError) {
	if _, ok := hasSkill(f, skillFly); !ok {
		return false, refuse(CodeBadSkill, "%s cannot fly", "%s no puede volar", f.name())
	}
	if err := flightBar(f); err != nil {
		return false, err
	}
	if outdoors(s, f) {
		return false, nil
	}
	if f.Behaviour() != behaviourFlying {
		return false, refuse(CodeBadSkill, "%s flies only in outdoor sections", "%s solo vuela en secciones exteriores", f.name())
	}
	return true, nil
}

// standsOnFoot reports whether a base of figure f's size anchored at at
// could stand there walking: not over a pit or deep water, not on an
// element as tall as the figure. A flight ends only there (R703).
func standsOnFoot(g *board.Grid, f *Figure, at board.Pos) bool {
	var sq [4]board.Pos
	for _, p := range baseAt(at, f.baseSize(), sq[:0]) {
		if !g.In(p) {
			return false
		}
		if t := g.Square(p).Terrain; t == board.Pit || t == board.DeepWater && !aquatic(f) {
			return false
		}
	}
	return baseFit(g, board.MoverOf(f.Size), f.Span(), at) != board.NoFit
}

// flightAllowance is the Movement points of figure f flying this
// activation: walk, its Movement with its conditions counted, halved
// (rounded down) when it flies indoors; the term is reported in mods.
func flightAllowance(s *State, f *Figure, walk int, mods []Modifier) (int, []Modifier) {
	half, err := mayFly(s, f)
	if err != nil || !half {
		return walk, mods
	}
	k := skillTable[skillFly]
	return walk / 2, append(mods, Modifier{Value: walk/2 - walk, Kind: ModSkill, Why: Text{
		En: "flying indoors, half its Movement: " + k.text().En,
		Es: "vuela en interiores, mitad de su Movimiento: " + k.text().Es}})
}

// takeOffWhenPlaced makes the Dark Player's creatures just placed fly
// where they may (page 114: newly spawned creatures are flying, R702).
func (e *env) takeOffWhenPlaced(ids []string) {
	for _, id := range ids {
		fi := e.s.figure(id)
		if fi < 0 {
			continue
		}
		f := &e.s.Figures[fi]
		if f.Flying() || f.Side != Dark {
			continue
		}
		if _, err := mayFly(e.s, f); err == nil {
			f.SetFlying(true)
			e.skillUsed(f, skillTable[skillFly], Text{En: "is flying as it comes into play", Es: "está volando al entrar en juego"})
		}
	}
}

// landIfGrounded makes flying figure fi, whose activation begins, land
// when it may no longer fly (Wounded, heavy armour, indoors without the
// behaviour): it stood where it could stand on foot (R703).
func (e *env) landIfGrounded(fi int) {
	f := &e.s.Figures[fi]
	if !f.Flying() {
		return
	}
	if _, err := mayFly(e.s, f); err == nil {
		return
	}
	f.SetFlying(false)
	k, ok := skillTable[skillFly]
	if ok && f.HasSkill(skillFly) {
		e.skillUsed(f, k, Text{En: "can no longer fly and lands", Es: "ya no puede volar y se posa"})
	}
}

// landToAttack makes flying figure ai land to attack figure ti in melee
// when ti is on the ground (page 37).
func (e *env) landToAttack(ai, ti int) {
	f, t := &e.s.Figures[ai], &e.s.Figures[ti]
	if !f.Flying() || t.Flying() {
		return
	}
	f.SetFlying(false)
	if k, ok := hasSkill(f, skillFly); ok {
		e.skillUsed(f, k, Text{En: "lands to attack " + t.name() + " in melee", Es: "se posa para atacar cuerpo a cuerpo a " + t.name()})
	}
}

// groundAllowance is the Movement points figure f has this activation on
// foot or flying, before a body it carries caps them: its Movement with
// its conditions and boons, halved for a flight indoors. It reports the
// terms that make it differ from the attribute.
func groundAllowance(s *State, f *Figure) (int, []Modifier) {
	if f.Riding() != "" {
		if mi := s.figure(f.Riding()); mi >= 0 {
			return groundAllowance(s, &s.Figures[mi]) // his mount's (page 101)
		}
	}
	mov := max(0, lostValue(s, f, Movement))
	why := lostMods(s, f, Movement, boonModifiers(f, Movement, conditionModifiers(f, Movement, nil)))
	if f.Flying() {
		mov, why = flightAllowance(s, f, mov, why)
	}
	return mov, why
}

func init() {
	registerSkillAct(&skill{
		id: skillFly, name: Text{En: "Flying (x)", Es: "Volar (x)"}, effect: "flying",
		params: []SkillParam{{Name: "movement", Type: "int"}},
		later:  "a rider falling from a flying mount takes twice the dice (mount_fall.go), but riders ride one-square mounts only (R850); outdoor flight for figures placed by the sheet comes with the sheet's outdoor sections",
		// Shooting while flying: -1 (page 114).
		mod: func(c *rollCtx) int {
			if c.kind == RollShot && c.f().Flying() {
				return -1
			}
			return 0
		},
		autoPass: func(f *Figure, a Attribute, rule string) bool {
			return a == Agility && (rule == ruleJump || rule == ruleClimb) && flightBar(f) == nil
		},
	}, &skillAct{
		free: true, engaged: true,
		ready: func(s *State, fi int) *RuleError {
			f := &s.Figures[fi]
			if f.Flying() {
				return nil // it stands where it could on foot (R703)
			}
			_, err := mayFly(s, f)
			return err
		},
		do: func(e *env, fi int, _ []int) error {
			f := &e.s.Figures[fi]
			f.SetFlying(!f.Flying())
			k := skillTable[skillFly]
			if f.Flying() {
				e.skillUsed(f, k, Text{En: "takes off: it flies until its next activation", Es: "alza el vuelo: vuela hasta su próxima activación"})
			} else {
				e.skillUsed(f, k, Text{En: "lands: it walks until its next activation", Es: "se posa: camina hasta su próxima activación"})
			}
			a := e.s.Active
			mov, why := groundAllowance(e.s, f)
			if carrying(e.s, f.ID, false) >= 0 {
				mov = carryCapOf(e.s, f, mov)
			}
			if mov != a.Allowance {
				a.Allowance = mov
				e.emit(MovementLowered{Figure: f.ID, Allowance: mov, Why: why})
			}
			return nil
		},
	}, nil)
}
