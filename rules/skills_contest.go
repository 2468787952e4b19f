package rules

// The opposed rolls of skill Actions (Sweep, Hypnotic, Grab and Eat,
// Onslaught, Mislead): 2D6 plus the attribute the skill names on each
// side, ties rolled again (page 14). When the loser is a hero with
// Fortune, he may spend a point to roll his own roll or his enemy's again
// (page 14, as in melee: PromptSkillFortune); the Action waits in
// Activation.Contest for his answer, then goes on with the final rolls.

// PromptSkillFortune asks a hero who lost the opposed roll of a skill
// Action whether to spend Fortune on it. Options: OptionKeep,
// OptionRerollOwn, OptionRerollEnemy.
const PromptSkillFortune PromptKind = "skill_fortune"

func init() { promptHandlers[PromptSkillFortune] = answerSkillFortune }

// Contest is a skill Action's opposed roll waiting for a Fortune answer:
// the skill, its user (First) and target (Second) and their rolls.
type Contest struct {
	Skill  string     `json:"skill"`
	User   string     `json:"user"`
	Target string     `json:"target"`
	First  RollRecord `json:"first"`
	Second RollRecord `json:"second"`
}

func (c Contest) clone() Contest {
	c.First, c.Second = c.First.clone(), c.Second.clone()
	return c
}

func (h *hasher) contest(c *Contest) {
	if c == nil {
		h.b(false)
		return
	}
	h.b(true)
	h.str(c.Skill)
	h.str(c.User)
	h.str(c.Target)
	h.roll(&c.First)
	h.roll(&c.Second)
}

// contestAttribute is the attribute each skill's opposed roll adds.
var contestAttribute = map[string]Attribute{}

// contestWins is what each skill does when its user wins the opposed roll
// against target ti; it reports whether it dealt a blow (whose follow-up
// carries the Action on).
var contestWins = map[string]func(e *env, fi, ti int) (bool, error){}

// contestQueue plays the contest of skill id against each target left in
// the queue.
func (e *env) contestQueue(id string, fi int) error {
	return e.skillQueue(func(ti int) (bool, error) { return e.contest(id, fi, ti) })
}

// contest makes the opposed roll of skill id of figure fi against figure
// ti. It reports true when the Action waits (a Fortune question, or a
// blow whose follow-up goes on).
func (e *env) contest(id string, fi, ti int) (bool, error) {
	rule := actionRule(id)
	at := contestAttribute[id]
	o, err := e.opposed(rule, fi, at, opposedSkillMods(e.s, fi, at, rule), ti, at, opposedSkillMods(e.s, ti, at, rule))
	if err != nil {
		return false, err
	}
	f, t := &e.s.Figures[fi], &e.s.Figures[ti]
	won := o.Winner == f.ID
	loser := t
	if !won {
		loser = f
	}
	if loser.Hero() && loser.Present() && loser.FortuneLeft() > 0 {
		e.s.Active.Contest = &Contest{Skill: id, User: f.ID, Target: t.ID, First: o.First.clone(), Second: o.Second.clone()}
		roll := o.Second.clone()
		if loser == f {
			roll = o.First.clone()
		}
		e.open(Prompt{Kind: PromptSkillFortune, Seat: loser.Side, Figure: loser.ID, Roll: &roll, Options: []PromptOption{
			{ID: OptionKeep, Label: Text{En: "Keep the rolls", Es: "Mantener las tiradas"}},
			{ID: OptionRerollOwn, Label: Text{En: "Spend a Fortune point to reroll your roll", Es: "Gastar un punto de Fortuna para repetir tu tirada"}},
			{ID: OptionRerollEnemy, Label: Text{En: "Spend a Fortune point to reroll your enemy's roll", Es: "Gastar un punto de Fortuna para repetir la tirada de tu enemigo"}},
		}})
		return true, nil
	}
	return e.contestDone(id, fi, ti, won)
}

// contestDone applies the final result of skill id's contest.
func (e *env) contestDone(id string, fi, ti int, won bool) (bool, error) {
	if !won {
		e.skillUsed(&e.s.Figures[fi], skillTable[id], Text{En: e.s.Figures[ti].name() + " resists", Es: e.s.Figures[ti].name() + " resiste"})
		return false, nil
	}
	return contestWins[id](e, fi, ti)
}

func answerSkillFortune(e *env, p Prompt, option string) error {
	a := e.s.Active
	if a == nil || a.Contest == nil {
		return refuse(CodeBadState, "no opposed roll waits for a Fortune decision", "ninguna tirada enfrentada espera una decisión de Fortuna")
	}
	c := a.Contest
	fi, ti := e.s.figure(c.User), e.s.figure(c.Target)
	hi := e.s.figure(p.Figure)
	if fi < 0 || ti < 0 || hi < 0 {
		return unknownFigure(c.Target)
	}
	if option != OptionKeep {
		h := &e.s.Figures[hi]
		if h.FortuneLeft() <= 0 {
			return refuse(CodeBadOption, "%s has no Fortune points left", "a %s no le quedan puntos de Fortuna", h.name())
		}
		// The hero's own roll is First when he made the Action.
		own := &c.Second
		if c.User == h.ID {
			own = &c.First
		}
		target := own
		if option == OptionRerollEnemy {
			target = &c.First
			if own == &c.First {
				target = &c.Second
			}
		}
		h.SetFortuneUsed(h.FortuneUsed() + 1)
		r, err := e.reroll(*target)
		if err != nil {
			return err
		}
		r.PaidBy = h.ID
		markCritical(&r)
		e.emit(FortuneSpent{Figure: h.ID, Left: h.FortuneLeft(), Roll: target.Seq})
		e.emit(Rolled{Roll: r.clone()})
		*target = r
	}
	won := OpposedWinner(c.First, c.Second) > 0
	if OpposedWinner(c.First, c.Second) == 0 {
		// A tie after a reroll: the target resists (R274).
		won = false
	}
	id := c.Skill
	a.Contest = nil
	e.emit(OpposedRolled{Opposed: OpposedRoll{Rule: actionRule(id), First: c.First.clone(), Second: c.Second.clone(), Winner: map[bool]string{true: c.User, false: c.Target}[won], Rolled: 1}})
	blew, err := e.contestDone(id, fi, ti, won)
	if err != nil || blew {
		return err
	}
	return e.contestQueue(id, fi)
}
