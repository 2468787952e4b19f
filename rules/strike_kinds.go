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
	fi, h, ok := s.lookingAt(seat)
	if !ok {
		return nil
	}
	var out []Option
	if melee {
		out = attackOptions(&s, fi, h, ti)
	}
	if ranged {
		out = append(out, shootOptions(&s, fi, h, ti)...)
	}
	return out
}

// CanShoot reports whether figure f has anything to shoot or throw: a
// loaded weapon in hand that shoots or is thrown, or Rock Throwing.
// Without, StrikeOptions lists no shot of f's. Moving does not change it
// (weapons are taken up, reloaded and learnt by commands of their own),
// which a player looking ahead at moves may count on
// (TestMoveKeepsStrikers).
func CanShoot(f *Figure) bool {
	if _, ok := hasSkill(f, skillRocks); ok {
		return true
	}
	for _, k := range throwables(f) {
		if !f.Items[k].Unloaded {
			return true
		}
	}
	return false
}

// MeleeReach is the furthest figure f's melee attacks reach, as a gap
// between bases (1: touching): a weapon of long reach it holds reaches 2,
// a skill may reach further (meleeTarget). StrikeOptions lists no attack
// of f's at an enemy further away.
func MeleeReach(f *Figure) int {
	reach := max(1, skillReach(f))
	for _, k := range f.MeleeWeapons() {
		if it := strikeItem(f, k); it != nil && it.LongReach {
			reach = max(reach, 2)
		}
	}
	return reach
}
