package rules

// CastReach counts the figures cast c would affect were it to work, by
// side: the caster's enemies and his allies (himself included), as the
// spell's target and area take them now (spellTargets). A line's
// direction is not chosen yet, so a line spell counts its target alone.
// It is for players deciding what to cast, such as the Artificial Dark
// Player (page 62: a spell against its enemies even if it takes allies,
// as long as it takes more enemies than allies); ok is false when the
// caster or the spell is unknown.
func CastReach(s State, c Cast) (enemies, allies int, ok bool) {
	fi := s.figure(c.Figure)
	if fi < 0 {
		return 0, 0, false
	}
	f := &s.Figures[fi]
	k := f.spell(c.Spell)
	if k < 0 {
		return 0, 0, false
	}
	sp := &f.Spells[k]
	cs := &CastState{Spell: sp.ID, Target: c.Target, Square: c.Square}
	if sp.Line {
		cs.Line = lineSquares(&s, cs, 0, 1)
	}
	e := &env{s: &s}
	for _, ti := range e.spellTargets(fi, sp, cs) {
		if s.Figures[ti].Side == f.Side {
			allies++
		} else {
			enemies++
		}
	}
	return enemies, allies, true
}
