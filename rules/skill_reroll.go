package rules

import (
	"slices"
	"strings"
)

// Skills that may roll a failed roll again (effect reroll_failed: Climber,
// Impassible; and Giant Killer's Courage tests against Large and Huge
// foes). The roll's rule offers Fortune through offerFortune; before that,
// a figure with such a skill is asked whether it rolls again
// (PromptSkillReroll): the answer is the skill's use. One skill reroll per
// roll; Fortune may still follow (page 14).

// PromptSkillReroll asks a figure whether a skill rolls its failed roll
// again. Options: "reroll:" and the skill's ID, and OptionKeep.
const PromptSkillReroll PromptKind = "skill_reroll"

const optionRerollPrefix = "reroll:"

func init() {
	promptHandlers[PromptSkillReroll] = answerSkillReroll
	failedParams := []SkillParam{{Name: "test", Type: "string", Required: true}}
	registerSkill(&skill{
		id: "climber", name: Text{En: "Climber", Es: "Escalada"}, active: true,
		effect: "reroll_failed", params: failedParams, values: map[string]any{"test": "climb_jump"},
		rerollFailed: func(e *env, f *Figure, r *RollRecord) bool { return r.Rule == ruleClimb || r.Rule == ruleJump },
	})
	registerSkill(&skill{
		id: "impassible", name: Text{En: "Impassible", Es: "Impasible"}, active: true,
		effect: "reroll_failed", params: failedParams, values: map[string]any{"test": "courage"},
		later:        "Courage tests in play are those against Fearsome foes so far",
		rerollFailed: func(e *env, f *Figure, r *RollRecord) bool { return r.Rule == ruleFear },
	})
}

// rerollSkills lists the skills of figure f that may roll r again.
func (e *env) rerollSkills(f *Figure, r *RollRecord) []*skill {
	if r.RerolledBy != "" {
		return nil
	}
	var out []*skill
	skillsOf(f, allSkills(f), func(k *skill) {
		if k.rerollFailed != nil && k.rerollFailed(e, f, r) {
			out = append(out, k)
		}
	})
	if k, ok := skillTable["encouraging"]; ok && contains(f.Marks, markEncouraged) && r.Target > 0 {
		// An ally's Encouraging: any failed test until its side's next turn.
		out = append(out, k)
	}
	return out
}

// allSkills treats every active skill of f as available: a reroll skill
// is used by answering its prompt.
func allSkills(f *Figure) []string { return f.Skills }

// offerSkillReroll asks figure f whether a skill rolls its failed roll r
// again; it reports whether a prompt opened.
func (e *env) offerSkillReroll(f *Figure, r RollRecord) bool {
	ks := e.rerollSkills(f, &r)
	if len(ks) == 0 || !f.Present() {
		return false
	}
	var opts []PromptOption
	for _, k := range ks {
		opts = append(opts, PromptOption{ID: optionRerollPrefix + k.id, Label: Text{
			En: "Roll again (" + k.text().En + ")", Es: "Repetir la tirada (" + k.text().Es + ")"}})
	}
	opts = append(opts, PromptOption{ID: OptionKeep, Label: Text{En: "Keep the roll", Es: "Mantener la tirada"}})
	rr := r.clone()
	e.open(Prompt{Kind: PromptSkillReroll, Seat: f.Side, Figure: f.ID, Roll: &rr, Options: opts})
	return true
}

func answerSkillReroll(e *env, p Prompt, option string) error {
	if p.Roll == nil {
		return refuse(CodeBadState, "the question has no roll", "la pregunta no tiene tirada")
	}
	fi := e.s.figure(p.Figure)
	if fi < 0 {
		return unknownFigure(p.Figure)
	}
	f := &e.s.Figures[fi]
	if option == OptionKeep {
		return e.offerFortuneOnly(f, *p.Roll, p.Roll.failed())
	}
	id := strings.TrimPrefix(option, optionRerollPrefix)
	var by *skill
	for _, k := range e.rerollSkills(f, p.Roll) {
		if k.id == id {
			by = k
		}
	}
	if by == nil {
		return refuse(CodeBadOption, "%s cannot roll this again with %s", "%s no puede repetir esta tirada con %s", f.name(), id)
	}
	r, err := e.reroll(*p.Roll)
	if err != nil {
		return err
	}
	r.RerolledBy = by.id
	if by.perQuest > 0 {
		f.Marks = append(f.Marks, by.id)
	}
	e.skillUsed(f, by, Text{En: "rolls the failed roll again", Es: "repite la tirada fallida"})
	e.emit(Rolled{Roll: r.clone()})
	return e.offerFortune(f, r, r.failed())
}

// PromptAim asks a figure that declared Aiming which die of its shot to
// roll again, if any. Options: "reroll_die:0", "reroll_die:1", OptionKeep.
const PromptAim PromptKind = "aim"

const optionRerollDie = "reroll_die:"

func init() {
	promptHandlers[PromptAim] = answerAim
	registerSkill(&skill{
		// With a defensive shot it is asked after the roll, no declaration
		// being possible in the enemy's move (aimsDefensively).
		id: skillAiming, name: Text{En: "Aiming", Es: "Concentración"}, active: true, effect: "aiming",
		usable: func(c *rollCtx) bool {
			a := c.s.Active
			return shot(c) && (a == nil || a.Figure != c.f().ID || !a.Moved)
		},
	})
}

// The skills that roll a shot again.
const (
	skillAiming       = "aiming"
	skillExpertArcher = "expert_archer"
)

// aimsDefensively reports whether figure f may use Aiming on a defensive
// shot: it has the skill and did not move in its last activation (page
// 110).
func aimsDefensively(f *Figure) bool {
	_, ok := hasSkill(f, skillAiming)
	return ok && !f.MovedLastActivation
}

// offerAim asks figure f which die of its shot r to roll again (Aiming).
func (e *env) offerAim(f *Figure, r RollRecord) {
	var opts []PromptOption
	for k, d := range r.Dice {
		opts = append(opts, PromptOption{ID: optionRerollDie + itoa(k), Label: Text{
			En: "Roll the " + itoa(d) + " again (skill: Aiming)", Es: "Repetir el " + itoa(d) + " (habilidad: Concentración)"}})
	}
	opts = append(opts, PromptOption{ID: OptionKeep, Label: Text{En: "Keep the roll", Es: "Mantener la tirada"}})
	rr := r.clone()
	e.open(Prompt{Kind: PromptAim, Seat: f.Side, Figure: f.ID, Roll: &rr, Options: opts})
}

func answerAim(e *env, p Prompt, option string) error {
	st := e.s.Strike
	if st == nil || !st.Ranged || p.Roll == nil {
		return refuse(CodeBadState, "there is no shot to aim", "no hay ningún disparo que apuntar")
	}
	if option != OptionKeep {
		k := -1
		for i := range p.Roll.Dice {
			if option == optionRerollDie+itoa(i) {
				k = i
			}
		}
		if k < 0 {
			return refuse(CodeBadOption, "no die %q to roll again", "no hay dado %q que repetir", option)
		}
		d, err := e.dice.Reroll(st.Attack.Roll, []int{k}, st.Attack.Purpose)
		if err != nil {
			return diceError(err)
		}
		nr := e.record(d, st.Attack.Rule, st.Attack.Figure)
		nr.Modifiers, nr.Target, nr.Cap = slices.Clone(st.Attack.Modifiers), st.Attack.Target, st.Attack.Cap
		nr.RerolledBy = "aiming"
		judge(&nr)
		if fi := e.s.figure(p.Figure); fi >= 0 {
			e.skillUsed(&e.s.Figures[fi], skillTable["aiming"], Text{En: "rolls one die of the shot again", Es: "repite un dado del disparo"})
		}
		e.emit(Rolled{Roll: nr.clone()})
		st.Attack = nr
	}
	return e.advanceStrike()
}

// PromptShotReroll asks a figure whether it rolls its missed shot again:
// with Expert Archer, once per quest (OptionReroll), or, a throw of Holy
// Water at an Undead or Underworld foe, with Hatred Towards the Underworld
// (optionHolyReroll, page 111). Options: those that apply, and OptionKeep.
const PromptShotReroll PromptKind = "shot_reroll"

func init() {
	promptHandlers[PromptShotReroll] = answerShotReroll
	registerSkill(&skill{
		// Its creature text (the first missed shot) is the Artificial Dark
		// Player's answer; defensive shots with a longbow: defensiveWeapon.
		id: skillExpertArcher, name: Text{En: "Expert Archer", Es: "Arquero experto"}, active: true, reaction: true,
		effect: "expert_archer",
		usable: func(c *rollCtx) bool { return false }, // used by answering its prompt
	})
}

// expertArcherReroll reports whether figure f may still roll a missed shot
// again with Expert Archer this quest.
func expertArcherReroll(f *Figure) bool {
	_, ok := hasSkill(f, skillExpertArcher)
	return ok && !contains(f.Marks, skillExpertArcher)
}

// offerShotReroll asks figure f whether it rolls its missed shot r again:
// with Expert Archer (archer), with Hatred Towards the Underworld (holy).
func (e *env) offerShotReroll(f *Figure, r RollRecord, archer, holy bool) {
	rr := r.clone()
	var opts []PromptOption
	if archer {
		opts = append(opts, PromptOption{ID: OptionReroll, Label: Text{En: "Roll the missed shot again (skill: Expert Archer, once per quest)", Es: "Repetir el disparo fallado (habilidad: Arquero experto, una vez por misión)"}})
	}
	if holy {
		k := skillTable[skillHatredUnderworld]
		opts = append(opts, PromptOption{ID: optionHolyReroll, Label: Text{
			En: "Roll the failed throw of Holy Water again (skill: " + k.text().En + ")",
			Es: "Repetir el lanzamiento fallado del agua bendita (habilidad: " + k.text().Es + ")"}})
	}
	opts = append(opts, PromptOption{ID: OptionKeep, Label: Text{En: "Keep the roll", Es: "Mantener la tirada"}})
	e.open(Prompt{Kind: PromptShotReroll, Seat: f.Side, Figure: f.ID, Roll: &rr, Options: opts})
}

func answerShotReroll(e *env, p Prompt, option string) error {
	st := e.s.Strike
	fi := e.s.figure(p.Figure)
	if st == nil || !st.Ranged || fi < 0 {
		return refuse(CodeBadState, "there is no missed shot to roll again", "no hay ningún disparo fallado que repetir")
	}
	f := &e.s.Figures[fi]
	var by *skill
	switch option {
	case OptionReroll:
		if !expertArcherReroll(f) {
			return refuse(CodeBadOption, "%s has used Expert Archer this quest", "%s ya ha usado Arquero experto en esta misión", f.name())
		}
		f.Marks = append(f.Marks, "expert_archer")
		by = skillTable["expert_archer"]
	case optionHolyReroll:
		ti := e.s.figure(st.Target)
		if ti < 0 || !holyReroll(f, strikeItem(f, st.Item), &e.s.Figures[ti]) {
			return refuse(CodeBadOption, "%s cannot roll this throw again with %s", "%s no puede repetir este lanzamiento con %s", f.name(), skillHatredUnderworld)
		}
		by = skillTable[skillHatredUnderworld]
	}
	if by != nil {
		r, err := e.reroll(st.Attack)
		if err != nil {
			return err
		}
		r.RerolledBy = by.id
		what := Text{En: "rolls the missed shot again", Es: "repite el disparo fallado"}
		if by.id == skillHatredUnderworld {
			what = Text{En: "rolls the failed throw of Holy Water again", Es: "repite el lanzamiento fallado del agua bendita"}
		}
		e.skillUsed(f, by, what)
		e.emit(Rolled{Roll: r.clone()})
		st.Attack = r
	}
	return e.advanceStrike()
}

// PromptAmbush asks an attacker with Ambush, whose side won the
// Initiative, whether it rolls its first failed attack roll again.
// Options: OptionReroll, OptionKeep.
const PromptAmbush PromptKind = "ambush"

func init() {
	promptHandlers[PromptAmbush] = answerAmbush
	registerSkill(&skill{
		id: "ambush", name: Text{En: "Ambush", Es: "Emboscar"}, active: true, effect: "ambush",
		params: []SkillParam{intParam("value")}, values: map[string]any{"value": 1},
		mod: func(c *rollCtx) int {
			if c.kind == RollInitiative {
				return 1
			}
			return 0
		},
	})
}

// ambushReady gives the figures of side, which won the Initiative, with
// Ambush their reroll of a first failed attack roll (a mark until used or
// the combat ends).
func (e *env) ambushReady(side Side) {
	for i := range e.s.Figures {
		f := &e.s.Figures[i]
		if _, ok := hasSkill(f, "ambush"); ok && f.Side == side && f.Present() && !contains(f.Marks, "ambush") {
			f.Marks = append(f.Marks, "ambush")
		}
	}
}

// offerAmbush asks the attacker whether Ambush rolls its failed attack
// roll again, if it still may; it reports whether a prompt opened.
func (e *env) offerAmbush(ai, ti int) bool {
	st := e.s.Strike
	a := &e.s.Figures[ai]
	if !contains(a.Marks, "ambush") || st.AttackRerolled || st.Attack.RerolledBy != "" {
		return false
	}
	if hit, _ := e.strikeWinner(ai, ti); hit {
		return false
	}
	rr := st.Attack.clone()
	e.open(Prompt{Kind: PromptAmbush, Seat: a.Side, Figure: a.ID, Roll: &rr, Options: []PromptOption{
		{ID: OptionReroll, Label: Text{En: "Roll the failed attack again (skill: Ambush)", Es: "Repetir el ataque fallado (habilidad: Emboscar)"}},
		{ID: OptionKeep, Label: Text{En: "Keep the roll", Es: "Mantener la tirada"}},
	}})
	return true
}

func answerAmbush(e *env, p Prompt, option string) error {
	st := e.s.Strike
	fi := e.s.figure(p.Figure)
	if st == nil || fi < 0 || p.Figure != st.Attacker {
		return refuse(CodeBadState, "there is no failed attack to roll again", "no hay ningún ataque fallado que repetir")
	}
	f := &e.s.Figures[fi]
	// Only the first failed attack roll: kept or not, the chance is spent.
	f.Marks = removeString(f.Marks, "ambush")
	if option == OptionReroll {
		r, err := e.reroll(st.Attack)
		if err != nil {
			return err
		}
		if r.Target == 0 {
			markCritical(&r)
		}
		r.RerolledBy = "ambush"
		e.skillUsed(f, skillTable["ambush"], Text{En: "rolls the failed attack again", Es: "repite el ataque fallado"})
		e.emit(Rolled{Roll: r.clone()})
		st.Attack = r
	}
	return e.advanceStrike()
}
