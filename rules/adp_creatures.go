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
