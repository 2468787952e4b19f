package rules

// The turn (pages 11 and 18): the heroes begin; each side activates its
// figures one at a time, in the order it chooses, each once per turn; then
// the other side's turn begins. A game turn is the heroes' turn followed by
// the Dark Player's. Every activation begins with the recovery phase
// (recovery.go), then the acting phase (acting.go).

func notYourTurn(seat, side Side) *RuleError {
	return refuse(CodeNotYourTurn, "it is the turn of %s, not of %s", "este turno es para %s, no para %s", side, seat)
}

func unknownFigure(id string) *RuleError {
	return refuse(CodeUnknownFigure, "there is no figure %q", "no hay ninguna figura %q", id)
}

// name is how a figure is called in reasons.
func (f *Figure) name() string {
	if f.Name() != "" {
		return f.Name()
	}
	return f.ID
}

func (c Activate) apply(e *env) error {
	s := e.s
	if c.Seat != s.Side {
		return notYourTurn(c.Seat, s.Side)
	}
	i := s.figure(c.Figure)
	if i < 0 {
		return unknownFigure(c.Figure)
	}
	f := &s.Figures[i]
	if c.Seat == Dark {
		if err := vanishedWaits(s); err != nil {
			return err
		}
	}
	if a := s.Active; a != nil {
		return refuse(CodeActivationInProgress, "%s's activation must end first", "primero debe terminar la activación de %s", s.Figures[s.figure(a.Figure)].name())
	}
	if f.Side != c.Seat {
		return refuse(CodeNotYourTurn, "%s is not one of the %s", "%s no es de los %s", f.name(), c.Seat)
	}
	if !f.Present() {
		return refuse(CodeCannotAct, "%s is knocked out", "%s está fuera de combate", f.name())
	}
	if f.Activated {
		return refuse(CodeAlreadyActivated, "%s has already been activated this turn", "%s ya se ha activado este turno", f.name())
	}
	if err := mayActivateInGroup(s, f); err != nil {
		return err
	}
	if err := giantWaits(f); err != nil {
		return err
	}
	if f.Side == Heroes {
		s.Group = groupOf(s, f)
	}
	f.Activated = true
	endActivationMarks(f) // the lasting effects of its skills end (Brutal Blow)
	f.Marks = removeString(f.Marks, markQuickReload)
	f.Marks = removeString(f.Marks, ruleFlyingJump) // once a turn (page 114)
	f.Marks = removeString(f.Marks, markHandled)    // a tamer's handling serves once
	mov := f.Attrs().Movement
	if mi := mountOf(s, i); mi >= 0 {
		mov = s.Figures[mi].Attrs().Movement // a rider moves with his mount's (page 101)
	}
	s.Active = &Activation{Figure: f.ID, Phase: Recovery, Start: f.At, StartFacing: f.Facing, Allowance: mov, Extra: extraActions(s, f)}
	// A hero with Trapper may set a trap for it before anything else
	// (skills_trapper.go): the activation waits for his answer.
	if e.trapperAtActivation(i) {
		return nil
	}
	return e.activationStart(i)
}

// activationStart begins the activation of figure i, the active one:
// its recovery, the conditions that end as it begins, the harms of where
// it stands.
func (e *env) activationStart(i int) error {
	s := e.s
	f := &s.Figures[i]
	recent := f.WoundsRecent()
	f.SetWoundsRecent(0)
	e.landIfGrounded(i)
	if e.loseActivation(i) {
		return nil
	}
	// Frightened and stationary last until the figure's next activation
	// begins (page 42); a stationary figure's activation is spent in
	// coming out of it (R80).
	if f.Conditions.Has(Stationary) {
		e.emit(ActivationStarted{Figure: f.ID, Allowance: 0, Combat: CombatTurn(*s)})
		e.lose(i, Stationary, 0)
		e.endActivation()
		return nil
	}
	if f.Shielding() {
		// Shielding costs the next activation its attacks and runs (page 43).
		f.SetShielding(false)
		s.Active.NoAttack = true
	}
	if f.Netted() {
		// A net holds it: no move, no attack (trap_net.go).
		s.Active.Still, s.Active.NoAttack = true, true
	}
	if saddleStill(s, i) != nil {
		s.Active.Still = true // its rider moves it, or it stands still riderless (page 102)
	}
	e.emit(ActivationStarted{Figure: f.ID, Allowance: s.Active.Allowance, Combat: CombatTurn(*s)})
	if f.Conditions.Has(Frightened) {
		e.lose(i, Frightened, 0)
	}
	if err := e.regenerate(i, recent); err != nil {
		return err
	}
	// The terrain spells it starts on will hurt it (spell_ground.go).
	s.Active.Harms = groundUnder(s, i, f.At)
	if around := auraAround(s, i, f.At); len(around) > 0 {
		// Aura (page 115): the damage comes first; its follow-up carries
		// the activation on.
		b := Blow{Rule: ruleAuraStart, Target: f.ID, Dice: len(around), Against: Armour}
		shieldCover(s, &b, i, around)
		return e.damage(b)
	}
	return e.startOn(i)
}

// acting returns the figure named by a command that only the active figure,
// in its acting phase, may issue.
func (e *env) acting(seat Side, id string) (*Figure, *Activation, error) {
	s := e.s
	if seat != s.Side {
		return nil, nil, notYourTurn(seat, s.Side)
	}
	i := s.figure(id)
	if i < 0 {
		return nil, nil, unknownFigure(id)
	}
	f := &s.Figures[i]
	if f.Side != seat {
		return nil, nil, refuse(CodeNotYourTurn, "%s is not one of the %s", "%s no es de los %s", f.name(), seat)
	}
	a := s.Active
	if a == nil || a.Figure != id {
		return nil, nil, refuse(CodeNotActive, "%s is not being activated", "%s no se está activando", f.name())
	}
	if a.Phase != Acting {
		return nil, nil, refuse(CodeNotActive, "%s has not finished recovering", "%s no ha terminado de recuperarse", f.name())
	}
	return f, a, nil
}

func (c EndActivation) apply(e *env) error {
	if _, _, err := e.acting(c.Seat, c.Figure); err != nil {
		return err
	}
	if fi, ok := drowning(e.s); ok {
		return e.drown(fi, ruleDrown)
	}
	e.endActivation()
	return nil
}

// endActivation ends the activation in progress, if any. Whether the
// figure lies knocked down at its end decides whether it must test to rise
// at its next one (page 18).
func (e *env) endActivation() {
	if a := e.s.Active; a != nil {
		e.settlePair(a)
		if i := e.s.figure(a.Figure); i >= 0 {
			f := &e.s.Figures[i]
			f.SetDownLastActivation(f.Conditions.Has(KnockedDown))
			f.MovedLastActivation = a.Moved
			f.SetProvokers(nil) // a riderless mount answered the attacks of the last turn (page 116)
		}
		e.s.Active = nil
		e.emit(ActivationEnded{Figure: a.Figure})
	}
}

func (c EndTurn) apply(e *env) error {
	s := e.s
	if c.Seat != s.Side {
		return notYourTurn(c.Seat, s.Side)
	}
	if fi, ok := drowning(s); ok {
		return e.drown(fi, ruleDrownEndTurn)
	}
	if c.Seat == Dark {
		if err := vanishedWaits(s); err != nil {
			return err
		}
	}
	e.endActivation()
	return e.passTurn()
}

// passTurn ends the current side's turn, with no activation in progress,
// and begins the other side's; at a new game turn, the walls whose time
// is up close (trap_walls.go).
func (e *env) passTurn() error {
	s := e.s
	e.tickMagic(s.Side)
	e.returnThrown(s.Side) // the Spear of the Gods (magic_powers.go)
	e.endCardBoons(untilTurn)
	e.emit(TurnEnded{Turn: s.Turn, Side: s.Side})
	s.Side = s.Side.Other()
	s.Group = ""
	if s.Side == Heroes {
		s.Turn++
	} else {
		e.darkTurnBegins()
	}
	for i := range s.Figures {
		s.Figures[i].Attacked = false
		if s.Figures[i].Side == s.Side {
			s.Figures[i].Activated = false
		}
		if s.Side == Heroes {
			s.Figures[i].SetShotDefensively(false) // one defensive shot per turn (page 35)
		}
	}
	for i := range s.Figures {
		// Bodyguard takes a projectile once per turn.
		s.Figures[i].Marks = removeString(s.Figures[i].Marks, "bodyguard")
		if s.Figures[i].Side == s.Side {
			// Encouraging lasts until its side's next turn begins;
			// Stealth serves once a turn.
			s.Figures[i].Marks = removeString(s.Figures[i].Marks, markEncouraged)
			s.Figures[i].Marks = removeString(s.Figures[i].Marks, markStealth)
		}
		// A giant handled and never activated waits for another handling.
		s.Figures[i].Marks = removeString(s.Figures[i].Marks, markHandled)
	}
	combat := CombatTurn(*s)
	if !combat {
		// The combat is over: thrown weapons and magic arrows are back
		// (page 35).
		for i := range s.Figures {
			for k := range s.Figures[i].Items {
				// A poison coat lasts until the combat ends (R1182).
				if it := &s.Figures[i].Items[k]; it.Spent || it.Venom {
					it = s.Figures[i].editItem(k)
					it.Spent, it.Venom = false, false
				}
			}
			restoreNatural(&s.Figures[i])
			// Immunity to Fearsome foes lasts until the combat ends
			// (page 116).
			s.Figures[i].SetFearImmune(0)
			e.endCombatPotion(i)
			s.Figures[i].Marks = removeString(s.Figures[i].Marks, "ambush")
			s.Figures[i].Marks = removeString(s.Figures[i].Marks, markRoaring)
			if !enemyInSight(s, i) {
				// The combat over and no enemy in sight: the berserk calms.
				s.Figures[i].Marks = removeString(s.Figures[i].Marks, markBerserk)
			}
		}
		e.endCardBoons(untilCombat)
	}
	e.emit(TurnBegan{Turn: s.Turn, Side: s.Side, Combat: combat})
	if s.Side == Heroes {
		return e.wallsClose()
	}
	return nil
}
