package rules

// Up and Back to Fight! (page 114): as soon as the figure is knocked down,
// even in an enemy's melee range, it may spring to its feet with an
// Agility test: passed, it is stunned instead of knocked down; failed, it
// may roll again the Agility test to rise in its next activation. A
// knock-down happens in the middle of a blow, a push or a fall, so the
// question is asked as soon as the command that knocked the figure down
// is over and no other question waits (R748): PromptUpAndBack, answered
// by the figure's seat. The test is the figure's roll (Fortune may change
// it); the second chance is offered as the other rerolling skills are
// (PromptSkillReroll) on its next rise test, and is lost once that
// activation's recovery is over.

// PromptUpAndBack asks a figure just knocked down whether it springs up.
// Options: OptionSpring, OptionKeep.
const PromptUpAndBack PromptKind = "up_and_back"

// OptionSpring: the figure tries to spring to its feet.
const OptionSpring = "spring"

const (
	ruleUpAndBack = "up_and_back"
	// markUpPending: knocked down, not asked yet; markUpAgain: the
	// spring failed, the next rise test may be rolled again.
	markUpPending = "up_and_back_to_fight:pending"
	markUpAgain   = "up_and_back_to_fight:again"
)

func init() {
	registerSkill(&skill{
		id: "up_and_back_to_fight", name: Text{En: "Up and Back to Fight!", Es: "En pie de un salto"}, active: true, reaction: true, effect: "up_and_back",
		usable: func(c *rollCtx) bool { return false },
		rerollFailed: func(e *env, f *Figure, r *RollRecord) bool {
			return r.Rule == ruleRise && contains(f.Marks, markUpAgain)
		},
	})
	promptHandlers[PromptUpAndBack] = answerUpAndBack
	rollSettlers[ruleUpAndBack] = settleUpAndBack
}

// upAndBack marks the figures with the skill this command knocked down,
// and asks the first one still lying there, when no question waits.
func (e *env) upAndBack() {
	s := e.s
	for _, ev := range e.events {
		if g, ok := ev.(ConditionGained); ok && g.Condition == KnockedDown {
			if fi := s.figure(g.Figure); fi >= 0 {
				if _, has := hasSkill(&s.Figures[fi], "up_and_back_to_fight"); has && !contains(s.Figures[fi].Marks, markUpPending) {
					s.Figures[fi].Marks = append(s.Figures[fi].Marks, markUpPending)
				}
			}
		}
	}
	if s.Prompt != nil || s.End != nil {
		return
	}
	for fi := range s.Figures {
		f := &s.Figures[fi]
		if !contains(f.Marks, markUpPending) {
			continue
		}
		if !f.Present() || !f.Conditions.Has(KnockedDown) {
			dropMark(f, markUpPending)
			continue
		}
		dropMark(f, markUpPending)
		k := skillTable["up_and_back_to_fight"]
		e.open(Prompt{Kind: PromptUpAndBack, Seat: f.Side, Figure: f.ID, Options: []PromptOption{
			{ID: OptionSpring, Label: Text{En: "Spring to your feet: an Agility test (" + k.text().En + ")", Es: "Ponerse en pie de un salto: una prueba de Agilidad (" + k.text().Es + ")"}},
			{ID: OptionKeep, Label: Text{En: "Stay down", Es: "Quedarse en el suelo"}},
		}})
		return
	}
}

func answerUpAndBack(e *env, p Prompt, option string) error {
	fi := e.s.figure(p.Figure)
	if fi < 0 {
		return unknownFigure(p.Figure)
	}
	f := &e.s.Figures[fi]
	if option != OptionSpring || !f.Conditions.Has(KnockedDown) {
		return nil
	}
	r, err := e.test(fi, ruleUpAndBack, Agility, 0, testSkillMods(e.s, fi, Agility, ruleUpAndBack, nil)...)
	if err != nil {
		return err
	}
	return e.offerFortune(f, r, r.failed())
}

// settleUpAndBack applies the final Agility test to spring up.
func settleUpAndBack(e *env, r RollRecord) error {
	fi := e.s.figure(r.Figure)
	if fi < 0 {
		return unknownFigure(r.Figure)
	}
	f := &e.s.Figures[fi]
	k := skillTable["up_and_back_to_fight"]
	if r.failed() {
		if !contains(f.Marks, markUpAgain) {
			f.Marks = append(f.Marks, markUpAgain)
		}
		e.skillUsed(f, k, Text{En: "stays down; may roll its next test to rise again", Es: "sigue en el suelo; podrá repetir su próxima prueba para levantarse"})
		return nil
	}
	e.skillUsed(f, k, Text{En: "springs to its feet, stunned", Es: "se pone en pie de un salto, aturdido"})
	e.stand(fi, RiseSpring, r.Seq)
	return nil
}

// dropMark removes mark m from figure f.
func dropMark(f *Figure, m string) {
	f.Marks = deleteString(f.Marks, m)
}
