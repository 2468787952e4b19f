package rules

// Frenzy (the card_extra_actions effect): one creature gets one more
// Action this turn. The rules count one Action per activation
// (acting.go), and a creature is activated once a turn, so the extra
// Action is the spent one given back: the card is played on the creature
// being activated once its Action is spent (or given up for a second
// Quick Action), like Haste's Movement (R514), and the creature may then
// perform another Action, or give it up for a Quick Action, as page 18
// allows (R531). Its melee attacks and shots count afresh (page 34's
// three attacks are per Action). A second Frenzy after the second Action
// gives a third.

// frenzyFits checks that Frenzy may act on creature f now.
func frenzyFits(s *State, c *DarkCard, f *Figure) *RuleError {
	a := s.Active
	if a == nil || a.Figure != f.ID {
		return refuse(CodeCardPlace, "%s is played on the creature being activated", "%s se juega sobre la criatura que se está activando", c.Name.En)
	}
	if a.ActionLeft() {
		return refuse(CodeCardPlace, "%s still has its Action: %s gives another once it is spent", "%s aún tiene su Acción: %s da otra una vez gastada", f.name(), c.Name.En)
	}
	if f.Conditions.Has(KnockedDown) {
		return refuse(CodeCardPlace, "%s is knocked down: it may not act", "%s está derribada: no puede actuar", f.name())
	}
	return nil
}

// frenzy gives the creature being activated its Action back.
func (e *env) frenzy(f *Figure, why Text) {
	a := e.s.Active
	a.Action = ""
	a.QuickActions = min(a.QuickActions, 1)
	e.settlePair(a)
	a.Attacks, a.Shots, a.Pair = 0, 0, false
	e.emit(ActionRegained{Figure: f.ID, Why: why})
}

// ActionRegained: a card gave the creature being activated another
// Action.
type ActionRegained struct {
	Figure string `json:"figure"`
	Why    Text   `json:"why"`
}

func (ActionRegained) EventType() string { return "action_regained" }
