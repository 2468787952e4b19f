package rules

// Companions (page 74): a mercenary or pet belongs to a hero (Figure.Owner)
// and acts like an independent hero with restrictions: it never ends a
// move more than 12 squares from its owner, finds no treasure (the
// searching Actions are the heroes'), shares nothing with the heroes, and
// activates with its owner's group: a hero and his companions activate
// one after another, in the order the player likes, before another hero's
// group starts (page 11). A companion whose owner is knocked out or has
// left answers to no one for the rest of the quest (R113).

// CompanionLeash is how far from its owner a companion may go (page 74).
const CompanionLeash = 12

// ownerOf is the owner of companion f while it is in play, or nil.
func ownerOf(s *State, f *Figure) *Figure {
	if f.Owner() == "" {
		return nil
	}
	if oi := s.figure(f.Owner()); oi >= 0 && s.Figures[oi].Present() {
		return &s.Figures[oi]
	}
	return nil
}

// groupOf is the group figure f activates in: its owner's, or its own.
func groupOf(s *State, f *Figure) string {
	if o := ownerOf(s, f); o != nil {
		return o.ID
	}
	return f.ID
}

// groupOpen reports whether the group being activated still has its hero
// to activate, so no other group may start.
func groupOpen(s *State) bool {
	if s.Group == "" {
		return false
	}
	gi := s.figure(s.Group)
	return gi >= 0 && s.Figures[gi].Present() && !s.Figures[gi].Activated && s.Figures[gi].Side == s.Side
}

// mayActivateInGroup checks figure f against the group in progress.
func mayActivateInGroup(s *State, f *Figure) *RuleError {
	if f.Side != Heroes || !groupOpen(s) || groupOf(s, f) == s.Group {
		return nil
	}
	gi := s.figure(s.Group)
	return refuse(CodeGroupOpen, "%s's group is being activated: %s must act first", "se está activando el grupo de %s: %s debe actuar antes", s.Figures[gi].name(), s.Figures[gi].name())
}

// CodeGroupOpen: a hero's companion has acted, and the hero must act
// before another group starts (page 11).
const CodeGroupOpen = "group_open"
