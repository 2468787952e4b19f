package rules

// Avoiding a fatal blow (page 14). When a blow would knock out a figure
// that has Fortune left, the blow waits: the figure's player may take it,
// or spend a Fortune point and roll 1D6, the blow's damage and effects
// being ignored on 5 or more. After a failed roll a second point, if there
// is one, ignores them without a roll. Each point spent is reported as
// FortuneSpent, which the Dark Player scores. A knocked-out figure spends
// nothing: it takes no more blows. Heroes have Fortune; a creature has it
// only when a card gives it (R53).

// PromptFatalBlow: a blow would knock the prompt's figure out; its Roll is
// the final damage roll, held until the answer. Options: OptionTakeBlow
// and OptionFortuneRoll, or after a failed roll OptionTakeBlow and
// OptionFortunePoint.
const PromptFatalBlow PromptKind = "fatal_blow"

// Option IDs of PromptFatalBlow.
const (
	OptionTakeBlow     = "take_blow"
	OptionFortuneRoll  = "fortune_roll"
	OptionFortunePoint = "fortune_point"
)

// FatalBlowTarget is what the 1D6 roll to avoid a fatal blow needs.
const FatalBlowTarget = 5

// ruleFatalBlow names the 1D6 roll to avoid a fatal blow.
const ruleFatalBlow = "fatal_blow"

func init() { promptHandlers[PromptFatalBlow] = answerFatalBlow }

// mayAvoidFatalBlow reports whether figure f may spend Fortune on a blow
// that would knock it out: its own, or a solo hero's (avoidanceFortune).
func mayAvoidFatalBlow(s *State, f *Figure) bool {
	return f.Present() && avoidanceFortune(s, f).FortuneLeft() > 0
}

// avoidanceFortune is the figure whose Fortune figure f spends against a
// fatal blow: its own while it has some (a hero, a creature a card gave
// Fortune), otherwise a solo hero's for his companion (page 65, R1163).
func avoidanceFortune(s *State, f *Figure) *Figure {
	if f.FortuneLeft() > 0 {
		return f
	}
	if b := fortuneOf(s, f); b != nil {
		return b
	}
	return f
}

var takeBlowOption = PromptOption{ID: OptionTakeBlow, Label: Text{En: "Take the blow", Es: "Recibir el golpe"}}

// offerAvoidance holds the final damage roll r, which would knock figure f
// out, in a prompt to f's player.
func (e *env) offerAvoidance(f *Figure, r RollRecord) {
	e.askAvoidance(f, r, PromptOption{ID: OptionFortuneRoll, Label: Text{
		En: "Spend a Fortune point and roll 1D6: 5 or more avoids the blow",
		Es: "Gastar un punto de Fortuna y tirar 1D6: con 5 o más se evita el golpe",
	}})
}

func (e *env) askAvoidance(f *Figure, r RollRecord, spend PromptOption) {
	rr := r.clone()
	e.open(Prompt{Kind: PromptFatalBlow, Seat: f.Side, Figure: f.ID, Roll: &rr,
		Options: []PromptOption{takeBlowOption, spend}})
}

func answerFatalBlow(e *env, p Prompt, option string) error {
	if p.Roll == nil {
		return refuse(CodeBadState, "the fatal blow question has no damage roll", "la pregunta del golpe fatal no tiene tirada de daño")
	}
	ti := e.s.figure(p.Figure)
	if ti < 0 {
		return unknownFigure(p.Figure)
	}
	r := *p.Roll
	f := &e.s.Figures[ti]
	if !f.Present() {
		return refuse(CodeBadState, "%s is already knocked out", "%s ya está fuera de combate", f.name())
	}
	if option == OptionTakeBlow {
		return e.takeBlow(ti, r, nil)
	}
	b := avoidanceFortune(e.s, f)
	if b.FortuneLeft() <= 0 {
		return refuse(CodeBadOption, "%s has no Fortune points left", "a %s no le quedan puntos de Fortuna", f.name())
	}
	b.SetFortuneUsed(b.FortuneUsed() + 1)
	e.emit(FortuneSpent{Figure: b.ID, Left: b.FortuneLeft(), Roll: r.Seq})
	if option == OptionFortunePoint {
		return e.avoidBlow(ti, r, 2)
	}
	c, err := e.rollD6Against(ti, ruleFatalBlow, FatalBlowTarget)
	if err != nil {
		return err
	}
	switch {
	case !c.failed():
		return e.avoidBlow(ti, r, 1)
	case avoidanceFortune(e.s, f).FortuneLeft() > 0:
		e.askAvoidance(f, r, PromptOption{ID: OptionFortunePoint, Label: Text{
			En: "Spend a second Fortune point: the blow is avoided",
			Es: "Gastar un segundo punto de Fortuna: se evita el golpe",
		}})
		return nil
	}
	return e.takeBlow(ti, r, nil)
}

// avoidBlow ignores the blow of damage roll r on figure ti, points Fortune
// points having been spent, and resumes play.
func (e *env) avoidBlow(ti int, r RollRecord, points int) error {
	id := e.s.Figures[ti].ID
	e.emit(BlowAvoided{Figure: id, Roll: r.Seq, Points: points})
	return e.afterBlow(r.Rule, BlowResult{Target: id, Roll: r.Seq, Avoided: true})
}
