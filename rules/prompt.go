package rules

// PromptKind names a kind of prompt.
type PromptKind string

// The kinds of prompt.
const (
	// PromptFortuneReroll: a hero may spend a Fortune point to reroll his
	// last roll (page 14). Options: OptionKeep, OptionReroll.
	PromptFortuneReroll PromptKind = "fortune_reroll"
	// Others: PromptSurpriseSquare and PromptSurpriseFacing (surprise.go),
	// PromptTrapStep (trap.go).
)

// Option IDs of PromptFortuneReroll.
const (
	OptionKeep   = "keep"
	OptionReroll = "reroll"
)

// Prompt is a decision play waits for: a reaction window in which one seat
// must choose one of Options before anything else happens. Figure is the
// figure the decision belongs to (for the heroes, its player answers).
type Prompt struct {
	// Seq is the state Version at which the prompt opened; an Answer may
	// quote it.
	Seq     uint64         `json:"seq"`
	Kind    PromptKind     `json:"kind"`
	Seat    Side           `json:"seat"`
	Figure  string         `json:"figure"`
	Options []PromptOption `json:"options"`
	// Roll is the roll the prompt is about, when it is about one.
	Roll *RollRecord `json:"roll,omitempty"`
	// Effects are the extra effects of a blow held by the prompt, applied
	// once the blow lands (damage.go).
	Effects []Condition `json:"effects,omitempty"`
}

// PromptOption is one answer a prompt offers.
type PromptOption struct {
	ID    string `json:"id"`
	Label Text   `json:"label"`
}

func (p Prompt) clone() Prompt {
	p.Options = shared(p.Options) // never written in place (cow.go)
	p.Effects = shared(p.Effects)
	if p.Roll != nil {
		r := p.Roll.clone()
		p.Roll = &r
	}
	return p
}

func (p *Prompt) has(option string) bool {
	for _, o := range p.Options {
		if o.ID == option {
			return true
		}
	}
	return false
}

// promptHandler is what a kind of prompt does with its answer: it resumes
// play from where the prompt stopped it. The prompt is already closed when
// the handler runs; it may open another.
type promptHandler func(e *env, p Prompt, option string) error

// promptHandlers maps each kind to its handler. Combat will add shield
// blocks, dispels, defensive shots, where to push, ...
var promptHandlers = map[PromptKind]promptHandler{
	PromptFortuneReroll: answerFortune,
}

// open sets p as the state's prompt and reports it. Its Seq is the Version
// of the state the command produces, the first in which it is open.
func (e *env) open(p Prompt) {
	p.Seq = e.s.Version + 1
	e.s.Prompt = &p
	e.emit(PromptOpened{Prompt: p.clone()})
}

func (c Answer) apply(e *env) error {
	p := e.s.Prompt
	if p == nil {
		return refuse(CodeNoPrompt, "there is no question to answer", "no hay ninguna pregunta que responder")
	}
	if c.Prompt != 0 && c.Prompt != p.Seq {
		return refuse(CodeNoPrompt, "prompt %d is no longer open (the open one is %d)", "la pregunta %d ya no está abierta (la abierta es la %d)", c.Prompt, p.Seq)
	}
	if c.Seat != p.Seat {
		return refuse(CodeNotYourTurn, "%s must answer this, not %s", "esta pregunta es para %s, no para %s", p.Seat, c.Seat)
	}
	if !p.has(c.Option) {
		return refuse(CodeBadOption, "%q is not one of the answers offered", "%q no es una de las respuestas ofrecidas", c.Option)
	}
	h, ok := promptHandlers[p.Kind]
	if !ok {
		return refuse(CodeBadState, "unknown kind of question %q", "tipo de pregunta desconocido %q", p.Kind)
	}
	closed := p.clone()
	e.s.Prompt = nil
	e.emit(PromptAnswered{Seq: closed.Seq, Kind: closed.Kind, Seat: closed.Seat, Figure: closed.Figure, Option: c.Option})
	return h(e, closed, c.Option)
}

// Fortune (page 14): after a hero's own roll that his Fortune may change
// (a run, a test, a recovery roll: any roll whose Rule has a settler), ask
// whether to spend a point on rerolling it. The roll's consequences wait for
// the answer; settle applies them to the final roll, a test being judged
// again on its new dice.

// rollSettlers maps a roll's Rule to what applies a final roll of that
// rule. It is filled by init because settlers may roll again and offer
// Fortune, which settles through this map.
var rollSettlers map[string]func(e *env, r RollRecord) error

func init() {
	rollSettlers = map[string]func(e *env, r RollRecord) error{
		ruleRun:           settleRun,
		ruleRecovery:      settleRecovery,
		ruleRise:          settleRise,
		ruleJump:          settleJump,
		ruleJumpBody:      settleJumpBody,
		ruleRope:          settleRope,
		ruleClimb:         settleClimb,
		ruleSwim:          settleSwim,
		ruleCast:          settleCast,
		ruleKeepSaddle:    settleKeepSaddle, // mount_fall.go
		ruleDispel:        settleDispel,
		ruleResistSpell:   settleResist,
		ruleBlock:         settleBlock,
		ruleDisengage:     settleDisengage,
		ruleSearchRoom:    settleSearchRoom,
		ruleSearchSecret:  settleSearchSecret,
		ruleOpenChest:     settleOpenChest,
		rulePickLock:      settlePickLock,
		ruleTrap:          settleTrap,
		ruleDisarmTrap:    settleDisarmTrap,
		ruleRiddle:        settleRiddle,
		ruleMoveFurniture: settleMoveFurniture,
		ruleChallenge:     settleChallenge,
		ruleLiftGrate:     settleLiftGrate,
	}
}

// offerFortune opens a Fortune reroll prompt for roll r of figure f if f
// may spend Fortune on it; otherwise it settles the roll at once. worthIt
// is false when no reroll could improve the result, and then no prompt is
// opened.
func (e *env) offerFortune(f *Figure, r RollRecord, worthIt bool) error {
	if worthIt && e.offerSkillReroll(f, r) {
		return nil
	}
	return e.offerFortuneOnly(f, r, worthIt)
}

// offerFortuneOnly is offerFortune once the skills that roll a failed
// roll again have had their say.
func (e *env) offerFortuneOnly(f *Figure, r RollRecord, worthIt bool) error {
	if e.offerDarkReroll(f, r, worthIt) {
		return nil
	}
	if f.Present() && fortuneLeft(e.s, f) > 0 && worthIt {
		rr := r.clone()
		e.open(Prompt{
			Kind:   PromptFortuneReroll,
			Seat:   f.Side,
			Figure: f.ID,
			Roll:   &rr,
			Options: []PromptOption{
				{ID: OptionKeep, Label: Text{En: "Keep the roll", Es: "Mantener la tirada"}},
				{ID: OptionReroll, Label: Text{En: "Spend a Fortune point to reroll", Es: "Gastar un punto de Fortuna para repetir la tirada"}},
			},
		})
		return nil
	}
	return e.settle(r)
}

func (e *env) settle(r RollRecord) error {
	fn, ok := rollSettlers[r.Rule]
	if !ok {
		return refuse(CodeBadState, "no rule settles a %q roll", "ninguna regla resuelve una tirada de %q", r.Rule)
	}
	return fn(e, r)
}

func answerFortune(e *env, p Prompt, option string) error {
	if p.Roll == nil {
		return refuse(CodeBadState, "the Fortune question has no roll", "la pregunta de Fortuna no tiene tirada")
	}
	if option == OptionKeep {
		return e.settle(*p.Roll)
	}
	i := e.s.figure(p.Figure)
	if i < 0 {
		return refuse(CodeUnknownFigure, "there is no figure %q", "no hay ninguna figura %q", p.Figure)
	}
	// A solo hero's companion spends its owner's points (page 65).
	f := fortuneOf(e.s, &e.s.Figures[i])
	if f == nil || f.FortuneLeft() <= 0 {
		return refuse(CodeBadOption, "%s has no Fortune points left", "a %s no le quedan puntos de Fortuna", e.s.Figures[i].Name())
	}
	f.SetFortuneUsed(f.FortuneUsed() + 1)
	r, err := e.reroll(*p.Roll)
	if err != nil {
		return err
	}
	r.PaidBy = f.ID
	e.emit(FortuneSpent{Figure: f.ID, Left: f.FortuneLeft(), Roll: p.Roll.Seq})
	e.emit(Rolled{Roll: r.clone()})
	return e.settle(r)
}
