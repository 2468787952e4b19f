package rules

// StrikeKindsAt is StrikeOptionsAt(s, seat, target) with only the melee
// attacks (Attack commands) when melee, only the shots (Shoot commands)
// when ranged, or both in StrikeOptionsAt's order: for a player looking
// ahead who knows that one kind of strike at target could not change
// its choice, so the rules need not work out that kind's targets.
func StrikeKindsAt(s State, seat Side, target string, melee, ranged bool) []Option {
	ti := s.figure(target)
	if ti < 0 || !melee && !ranged {
		return nil
	}
	a := s.Active
	if s.checkShape() != nil || !seat.Valid() || s.End != nil || s.Prompt != nil || seat != s.Side || a == nil || a.Phase != Acting {
		return nil
	}
	fi := s.figure(a.Figure)
	f := &s.Figures[fi]
	if lying(f) != nil {
		return nil
	}
	h := Header{Seat: seat, At: s.Version}
	var out []Option
	if melee {
		out = attackOptions(&s, fi, h, ti)
	}
	if ranged {
		out = append(out, shootOptions(&s, fi, h, ti)...)
	}
	return out
}
