package rules

import (
	"slices"

	"dun/board"
)

// Trapper (page 114): "character may activate a trap as soon as an enemy
// moves to or is activated in a square which is three or less spaces away
// from him". The enemy tests Perception at 8+; failing, it stops, takes 4
// damage dice and loses its turn. Twice a quest, once against each enemy,
// never against a Leader.
//
// The question goes to the heroes (PromptTrapper) at two moments:
//   - a Dark figure's move halts on the first square of its path within
//     three squares of a hero who may still set a trap for it, as a
//     defensive shot halts it (the move is a Charge: letting it pass, or
//     a passed test, carries the rest of it on; continueCharge);
//   - a Dark figure activated within three squares of such a hero is
//     asked about before anything of its activation happens (its
//     recovery included); letting it pass, or a passed test, starts the
//     activation as usual (activationStart).
// Each hero is asked once in an enemy's activation (Activation.Trappers).
// Only heroes set traps: the skill has no creature text (R871).

// PromptTrapper asks a hero with Trapper whether he springs a trap on the
// enemy moving or activated near him. Options: OptionSpring,
// OptionLetPass.
const PromptTrapper PromptKind = "trapper"

// OptionLetPass: the hero sets no trap (PromptTrapper; OptionSpring,
// Up and Back's answer, sets one).
const OptionLetPass = "let_pass"

// The numbers of the skill (page 114).
const (
	trapperUses       = 2
	trapperRange      = 3
	trapperDifficulty = 8
	trapperDice       = 4
)

// ruleTrapper names the Perception test and the blow of a trap the skill
// sets.
const ruleTrapper = "trapper"

func init() {
	registerSkill(&skill{
		id: "trapper", name: Text{En: "Trapper", Es: "Trampero"}, active: true, reaction: true, effect: "trapper",
		params: []SkillParam{intParam("uses"), intParam("range"), intParam("difficulty"), intParam("dice")},
		values: map[string]any{"uses": trapperUses, "range": trapperRange, "difficulty": trapperDifficulty, "dice": trapperDice},
		usable: func(c *rollCtx) bool { return false },
	})
	promptHandlers[PromptTrapper] = answerTrapper
	blowFollowUps[ruleTrapper] = func(e *env, _ BlowResult) error {
		// It loses its turn: the activation is over.
		e.endActivation()
		return nil
	}
}

// trapperVictimMark records on the trapper the enemy a trap was set for.
func trapperVictimMark(id string) string { return "trapper:" + id }

// mayTrap reports whether hero j may still set a trap for enemy m.
func mayTrap(j, m *Figure) bool {
	if j.Side != Heroes || m.Side == Heroes || m.Leader() || !j.Present() || !m.Present() {
		return false
	}
	if _, ok := hasSkill(j, "trapper"); !ok {
		return false
	}
	return usesLeft(j, "trapper", trapperUses) > 0 && !slices.Contains(j.Marks, trapperVictimMark(m.ID))
}

// trapperNear is the first hero (in the state's order) not in skip who
// may set a trap for figure mi standing with its anchor at at, within
// three squares; -1 for none.
func trapperNear(s *State, mi int, at board.Pos, skip []string) int {
	m := &s.Figures[mi]
	here := &Figure{At: at, Size: m.Size}
	for ji := range s.Figures {
		j := &s.Figures[ji]
		if mayTrap(j, m) && !contains(skip, j.ID) && baseGap(here, j) <= trapperRange {
			return ji
		}
	}
	return -1
}

// trapperHalt finds the first step of figure fi's move along path
// (reference corner ref) that ends within three squares of a hero who may
// trap it and where its base may stand: the index in path and the hero,
// or hero -1 for none. Heroes in skip were asked already.
func trapperHalt(s *State, fi int, path []board.Pos, ref Corner, skip []string) (halt, trapper int) {
	if s.Figures[fi].Side == Heroes {
		return len(path), -1
	}
	off := ref.Offset()
	for k, p := range path {
		at := sub(p, off)
		if !baseFree(s, fi, at) {
			continue
		}
		if ji := trapperNear(s, fi, at, skip); ji >= 0 {
			return k, ji
		}
	}
	return len(path), -1
}

// askTrapper opens the question to hero ji about a trap for the active
// figure mi.
func (e *env) askTrapper(ji, mi int) {
	j, m := &e.s.Figures[ji], &e.s.Figures[mi]
	e.open(Prompt{Kind: PromptTrapper, Seat: j.Side, Figure: j.ID, Options: []PromptOption{
		{ID: OptionSpring, Label: Text{En: "Spring a trap on " + m.Name(), Es: "Activar una trampa contra " + m.Name()}},
		{ID: OptionLetPass, Label: Text{En: "Let it pass", Es: "Dejarlo pasar"}},
	}})
}

// trapperAtActivation asks the first hero who may trap figure mi, just
// activated, whether he does; it reports whether it asked (the activation
// then waits for the answer).
func (e *env) trapperAtActivation(mi int) bool {
	a := e.s.Active
	ji := trapperNear(e.s, mi, e.s.Figures[mi].At, a.Trappers)
	if ji < 0 {
		return false
	}
	a.Trappers = append(a.Trappers, e.s.Figures[ji].ID)
	e.askTrapper(ji, mi)
	return true
}

func answerTrapper(e *env, p Prompt, option string) error {
	a := e.s.Active
	if a == nil {
		return refuse(CodeBadState, "no enemy waits for a trap", "ningún enemigo espera una trampa")
	}
	ji, mi := e.s.figure(p.Figure), e.s.figure(a.Figure)
	if ji < 0 || mi < 0 {
		return unknownFigure(p.Figure)
	}
	// Letting it pass, or a trap it sees, carries on what it was doing.
	goOn := func() error {
		if a.Charge != nil {
			return e.continueCharge()
		}
		if e.trapperAtActivation(mi) {
			return nil
		}
		return e.activationStart(mi)
	}
	if option == OptionLetPass {
		return goOn()
	}
	j, m := &e.s.Figures[ji], &e.s.Figures[mi]
	j.Marks = append(j.Marks, "trapper", trapperVictimMark(m.ID))
	e.skillUsed(j, skillTable["trapper"], Text{En: "springs a trap on " + m.Name(), Es: "activa una trampa contra " + m.Name()})
	r, err := e.test(mi, ruleTrapper, Perception, trapperDifficulty)
	if err != nil {
		return err
	}
	if r.Outcome == Passed {
		return goOn()
	}
	// Caught: it stops, takes the damage and loses its turn.
	if a.Charge != nil {
		a.Charge = nil
		e.emit(ChargeStopped{Figure: m.ID, At: m.At})
	} else {
		m.SetWoundsRecent(0)
		e.emit(ActivationStarted{Figure: m.ID, Allowance: 0, Combat: CombatTurn(*e.s)})
	}
	return e.damage(Blow{Rule: ruleTrapper, Target: m.ID, By: j.ID, Dice: trapperDice, Against: Armour})
}
