package rules

// CastAffects lists the figures cast c would take where they stand now:
// its target and those its area catches (spellTargets, before any
// resistance roll). It is for a player weighing a spell, such as the
// Artificial Dark Player's rule that a spell must catch more enemies than
// allies (page 62). A line's direction is chosen once the spell takes
// effect, so a line counts its target alone. A cast naming an unknown
// caster or spell affects nobody.
func CastAffects(s State, c Cast) []string {
	fi := s.figure(c.Figure)
	if fi < 0 {
		return nil
	}
	k := s.Figures[fi].spell(c.Spell)
	if k < 0 {
		return nil
	}
	sp := &s.Figures[fi].Spells[k]
	cs := &CastState{Spell: c.Spell, Target: c.Target, Square: c.Square}
	radius := sp.Radius
	if sp.Line {
		radius = 0
	}
	e := env{s: &s}
	view := *sp
	card := *sp.SpellCard
	card.Radius = radius
	view.SpellCard = &card
	var out []string
	for _, ti := range e.spellTargets(fi, &view, cs) {
		out = append(out, s.Figures[ti].ID)
	}
	return out
}

// CastOptions is the part of Options(s, seat) that casts spells: the same
// options in the same order, without the moves, for players that look
// ahead at what a figure could cast after a move or a turn.
func CastOptions(s State, seat Side) []Option {
	a := s.Active
	if s.checkShape() != nil || !seat.Valid() || s.End != nil || s.Prompt != nil || seat != s.Side || a == nil || a.Phase != Acting {
		return nil
	}
	s.quiet = true
	fi := s.figure(a.Figure)
	if lying(&s.Figures[fi]) != nil {
		return nil
	}
	return castOptions(&s, fi, Header{Seat: seat, At: s.Version})
}
