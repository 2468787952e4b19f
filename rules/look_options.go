package rules

// LookOptions is the part of Options(s, seat) that moves, attacks, shoots
// and turns (the Move, Attack, Shoot and Face commands): the same options
// in the same order, without working out the rest (the exploration, the
// gear, the spells...), for a player looking ahead at where a figure could
// strike from after a command.
func LookOptions(s State, seat Side) []Option {
	a := s.Active
	if s.checkShape() != nil || !seat.Valid() || s.End != nil || s.Prompt != nil || seat != s.Side || a == nil || a.Phase != Acting {
		return nil
	}
	s.quiet = true
	fi := s.figure(a.Figure)
	f := &s.Figures[fi]
	if lying(f) != nil {
		return nil
	}
	h := Header{Seat: seat, At: s.Version}
	out := moveOptions(&s, fi, h)
	out = append(out, attackOptions(&s, fi, h, -1)...)
	out = append(out, shootOptions(&s, fi, h, -1)...)
	out = faceList(out, f, h)
	return withoutAnimalRefusals(&s, out)
}
