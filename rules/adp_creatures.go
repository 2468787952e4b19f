package rules

// The general behaviour of page 62 that changes what the rules do, not
// only what the Artificial Dark Player chooses: in mode adp the Dark
// Player's creatures and characters
//
//   - never end their activation on a failed disengaging test: they stay
//     where they are and fight in melee instead ("Disengaging"; the earlier
//     edition's "Destrabarse" says the same). A critical failure still
//     gives the enemy its automatic hit first (page 32 is not undone), and
//     the creature, if still standing, then fights (R840);
//   - suffer no penalty for drawing weapons or changing objects ("Drawing
//     weapons"): the -1 of page 37 is not charged (R841);
//   - keep their weapon or shield after a blunder unless it breaks
//     ("Blunders"): the breaking roll is made where it stands, and the
//     activation still ends (R842). The earlier edition drops the weapon
//     and has the creature pick it up (adp1's Pifias): the rules follow the
//     second edition's text for both, as the mode is one (R842);
//   - cast spells with both hands full (a sorcerer's two-handed staff):
//     freeing a hand is changing objects, which costs them nothing
//     ("Drawing weapons"), so the free hand of page 38 is theirs (R844).

// adpCreature reports whether figure fi is one of the ADP's: the game's
// Dark Player is the Artificial one and the figure fights on his side.
func adpCreature(s *State, fi int) bool {
	return adpMode(s) && fi >= 0 && fi < len(s.Figures) && s.Figures[fi].Side == Dark
}

// adpDisengageFailed settles a failed disengaging test of an ADP creature
// (R840): no more moving and no second try, its Action still its own for
// a melee attack.
func (e *env) adpDisengageFailed(fi int) {
	a := e.s.Active
	a.Still = true
	a.DisengagedFrom = nil
}

// RollNonOffensive is the ADP's 1D6 at the beginning of a creature's
// activation (page 61, "Non-offensive Actions"): on 4+ a creature that
// can heal or support its allies does so and does not attack the heroes
// directly. The rules only roll it, once at the very start of an
// activation of one of the ADP's creatures; the ADP decides whether the
// creature has such an action to weigh and reads the die back from
// Dark.Rolled, where it is kept with the creature's ID (NonOffensiveDie)
// until the moment ends (R848).
const RollNonOffensive = "non_offensive"

// NonOffensiveDie is the die the ADP rolled for figure id's non-offensive
// action in the moment in progress (a Dark turn), or 0.
func NonOffensiveDie(s State, id string) int {
	if s.Dark == nil {
		return 0
	}
	for _, r := range s.Dark.Rolled {
		if r.Purpose == RollNonOffensive+":"+id {
			return r.Die
		}
	}
	return 0
}

// adpActivationRollOK says whether the active figure may have its
// non-offensive die rolled now: the ADP's creature, on its turn, nothing
// done yet in this activation, no die yet for it in this turn.
func adpActivationRollOK(s *State, seat Side) *RuleError {
	a := s.Active
	switch {
	case !adpMode(s):
		return s.refuse(CodeNoDarkPlayer, "only the Artificial Dark Player rolls its own dice", "solo el Jugador Oscuro Artificial tira sus propios dados")
	case seat != Dark || s.Side != Dark || a == nil || s.Prompt != nil:
		return s.refuse(CodeNotYourTurn, "the die of a non-offensive action is rolled as one of the ADP's creatures begins its activation", "el dado de una acción no ofensiva se tira al empezar la activación de una criatura del JOA")
	case a.Phase != Acting || a.Moved || a.Action != "" || a.QuickActions > 0 || a.Cast != nil || len(s.Dark.Rolled) >= maxDarkRolls:
		return s.refuse(CodeActionUsed, "the die of a non-offensive action is rolled before anything else in the activation", "el dado de una acción no ofensiva se tira antes de nada en la activación")
	case NonOffensiveDie(*s, a.Figure) != 0:
		return s.refuse(CodeCannotDraw, "the die of %s's non-offensive action is already rolled", "el dado de la acción no ofensiva de %s ya se ha tirado", a.Figure)
	}
	return nil
}

// adpActivationRollOptions offers the die while it may be rolled.
func adpActivationRollOptions(s *State, h Header) []Option {
	if !adpMode(s) || adpActivationRollOK(s, h.Seat) != nil {
		return nil
	}
	return []Option{{ID: "dark_roll:" + RollNonOffensive, Command: DarkRoll{Header: h, Purpose: RollNonOffensive}}}
}

// adpActivationRoll rolls the active creature's non-offensive die.
func (e *env) adpActivationRoll(c DarkRoll) error {
	s := e.s
	if err := adpActivationRollOK(s, c.Seat); err != nil {
		return err
	}
	id := s.Active.Figure
	r, err := e.dice.D6("adp: " + RollNonOffensive + ": " + s.Figures[s.figure(id)].name())
	if err != nil {
		return diceError(err)
	}
	rec := e.record(r, "adp_"+RollNonOffensive, id)
	e.emit(Rolled{Roll: rec.clone()})
	s.Dark.Rolled = append(s.Dark.Rolled, DarkDie{Purpose: RollNonOffensive + ":" + id, Die: r.Total})
	e.emit(DarkRolled{Purpose: RollNonOffensive, Die: r.Total})
	return nil
}
