package setup

import (
	"fmt"

	"dun/content"
)

// CompanionOf is a mercenary or pet of the pack (Follower, by ID) that
// goes with a hero (Hero, by ID).
type CompanionOf struct {
	Hero     string
	Follower string
}

// The limits of page 74 on a group's companions.
const (
	// GroupCompanions is the most companions a group has.
	GroupCompanions = 2
	// GroupCharacters is the most characters, heroes and companions.
	GroupCharacters = 6
)

// CheckCompanions refuses companions a group of heroes may not bring
// (page 74): one mercenary or pet a hero, two in the group, no two of the
// same card, six characters in all. A solo hero (heroes is 1, page 65)
// may bring one pet and one mercenary, or two mercenaries. A mount that
// is only a mount (its one skill is Mount: the horse, the elk) is not
// counted among the companions (page 75).
func CheckCompanions(p *content.Pack, heroes int, cs []CompanionOf) error {
	per := map[string]int{}
	pets := map[string]int{}
	seen := map[string]bool{}
	counted := 0
	for _, c := range cs {
		it, ok := p.Get("followers", c.Follower)
		if !ok {
			return fmt.Errorf("setup: no mercenary or pet %q", c.Follower)
		}
		fl := it.(*content.Follower)
		if seen[fl.ID] {
			return fmt.Errorf("setup: two %s in the group: no two companions of the same card (page 74)", fl.Name.En)
		}
		seen[fl.ID] = true
		if onlyMount(fl) {
			continue
		}
		counted++
		per[c.Hero]++
		if fl.Type == "pet" {
			pets[c.Hero]++
		}
		switch {
		case heroes == 1 && per[c.Hero] > 2:
			return fmt.Errorf("setup: a solo hero brings two companions at most (page 65)")
		case heroes == 1 && pets[c.Hero] > 1:
			return fmt.Errorf("setup: a solo hero brings one pet and one mercenary, or two mercenaries (page 65), not two pets")
		case heroes > 1 && per[c.Hero] > 1:
			return fmt.Errorf("setup: %s brings one mercenary or pet at most (page 74)", c.Hero)
		}
	}
	if counted > GroupCompanions {
		return fmt.Errorf("setup: %d companions: a group has %d at most (page 74)", counted, GroupCompanions)
	}
	if heroes+counted > GroupCharacters {
		return fmt.Errorf("setup: %d heroes and %d companions: a group has %d characters at most (page 74)", heroes, counted, GroupCharacters)
	}
	return nil
}

// onlyMount reports whether follower fl serves only as a mount: its
// skills are Mount alone (page 75: not counted among the companions).
func onlyMount(fl *content.Follower) bool {
	return len(fl.Skills) == 1 && fl.Skills[0].ID == "mount"
}
