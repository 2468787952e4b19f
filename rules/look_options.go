package rules

// LookOptions is the part of Options(s, seat) that moves, attacks, shoots
// and turns (the Move, Attack, Shoot and Face commands): the same options
// in the same order, without working out the rest (the exploration, the
// gear, the spells...), for a player looking ahead at where a figure could
// strike from after a command.
func LookOptions(s State, seat Side) []Option {
	fi, h, ok := s.lookingAt(seat)
	if !ok {
		return nil
	}
	out := moveOptions(nil, &s, fi, h)
	out = append(out, attackOptions(&s, fi, h, -1)...)
	out = append(out, shootOptions(&s, fi, h, -1)...)
	out = faceList(out, &s.Figures[fi], h)
	return withoutAnimalRefusals(&s, out)
}
