package rules

// Fortune on the Initiative roll (page 14): the hero who rolls the
// Initiative may spend a Fortune point to roll again his own dice or the
// enemy's, once. It is offered when the heroes lost the roll, the only
// time it can help them (R140); the new dice are final, and a tie they
// leave is broken by Intelligence, or else both sides roll again.

// PromptInitiativeFortune asks the hero who lost the Initiative roll
// whether he spends a Fortune point on it.
const PromptInitiativeFortune PromptKind = "initiative_fortune"

// PendingInitiative is an Initiative roll waiting for the hero's Fortune
// decision.
type PendingInitiative struct {
	Hero         string     `json:"hero"`
	Enemy        string     `json:"enemy"`
	First        RollRecord `json:"first"`
	Second       RollRecord `json:"second"`
	CombatBefore bool       `json:"combat_before,omitempty"`
	BrokeIn      bool       `json:"broke_in,omitempty"`
}

func init() {
	promptHandlers[PromptInitiativeFortune] = answerInitiativeFortune
}

// offerInitiativeFortune opens the Fortune question on Initiative roll o
// when hero hi lost it and may spend Fortune; it reports whether it did.
func (e *env) offerInitiativeFortune(hi, di int, o OpposedRoll, combatBefore bool) bool {
	s := e.s
	f := &s.Figures[hi]
	if o.Winner == f.ID || !f.Hero() || !f.Present() || f.FortuneLeft() <= 0 {
		return false
	}
	s.scene().Initiative = &PendingInitiative{Hero: f.ID, Enemy: s.Figures[di].ID, First: o.First.clone(), Second: o.Second.clone(), CombatBefore: combatBefore, BrokeIn: e.brokeIn}
	r := o.First.clone()
	e.open(Prompt{
		Kind:   PromptInitiativeFortune,
		Seat:   f.Side,
		Figure: f.ID,
		Roll:   &r,
		Options: []PromptOption{
			{ID: OptionKeep, Label: Text{En: "Keep the Initiative roll", Es: "Mantener la tirada de Iniciativa"}},
			{ID: OptionRerollOwn, Label: Text{En: "Spend a Fortune point to roll your own dice again", Es: "Gastar un punto de Fortuna para repetir tu tirada"}},
			{ID: OptionRerollEnemy, Label: Text{En: "Spend a Fortune point to make the enemy roll again", Es: "Gastar un punto de Fortuna para que el enemigo repita su tirada"}},
		},
	})
	return true
}

func answerInitiativeFortune(e *env, _ Prompt, option string) error {
	s := e.s
	if s.Scene == nil || s.Scene.Initiative == nil {
		return refuse(CodeBadState, "no Initiative roll waits for a Fortune decision", "ninguna tirada de Iniciativa espera una decisión de Fortuna")
	}
	p := *s.Scene.Initiative
	s.Scene.Initiative = nil
	hi, di := s.figure(p.Hero), s.figure(p.Enemy)
	if hi < 0 || di < 0 {
		return refuse(CodeBadState, "the Initiative roll names an unknown figure", "la tirada de Iniciativa nombra una figura desconocida")
	}
	o := OpposedRoll{Rule: ruleInitiative, First: p.First, Second: p.Second, Winner: p.Enemy, Rolled: 1}
	if option != OptionKeep {
		f := &s.Figures[hi]
		if f.FortuneLeft() <= 0 {
			return refuse(CodeBadOption, "%s has no Fortune points left", "a %s no le quedan puntos de Fortuna", f.name())
		}
		f.SetFortuneUsed(f.FortuneUsed() + 1)
		var err error
		if o, err = e.rerollInitiative(o, hi, di, option == OptionRerollEnemy, f.ID); err != nil {
			return err
		}
	}
	return e.initiativeDecided(hi, di, o, p.CombatBefore, p.BrokeIn)
}

// rerollInitiative rolls again one side of Initiative roll o between hero
// hi and enemy di (the enemy's when enemy), paid by payer's Fortune when
// payer is set, and decides the roll anew: a tie left is broken by
// Intelligence, or else both sides roll again, and that roll is final.
func (e *env) rerollInitiative(o OpposedRoll, hi, di int, enemy bool, payer string) (OpposedRoll, error) {
	s := e.s
	old := &o.First
	if enemy {
		old = &o.Second
	}
	r, err := e.reroll(*old)
	if err != nil {
		return o, err
	}
	r.PaidBy = payer
	r.Critical = ""
	switch {
	case r.Double1():
		r.Critical = CriticalFailure
	case r.Double6():
		r.Critical = DoubleCritical
	}
	if payer != "" {
		f := &s.Figures[hi]
		e.emit(FortuneSpent{Figure: f.ID, Left: f.FortuneLeft(), Roll: old.Seq})
	}
	e.emit(Rolled{Roll: r.clone()})
	*old = r
	o.TieBreak = nil
	w := OpposedWinner(o.First, o.Second)
	if w == 0 {
		tb := HigherAttribute(Intelligence)
		if w = tb.Decide(&s.Figures[hi], &s.Figures[di]); w != 0 {
			why := tb.Why
			o.TieBreak = &why
		}
	}
	if w == 0 {
		return e.opposed(ruleInitiative, hi, Perception, nil, di, Perception, nil, HigherAttribute(Intelligence))
	}
	o.Winner = s.Figures[hi].ID
	if w < 0 {
		o.Winner = s.Figures[di].ID
	}
	e.emit(OpposedRolled{Opposed: o.clone()})
	return o, nil
}
