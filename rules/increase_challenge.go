package rules

import "fmt"

// "Increase the challenge!" (page 46 for the Dark Player, page 63 for the
// Artificial Dark Player): strong groups of heroes meet a harder Dark
// Player. A person playing him chooses one improvement for every 25 VP
// the group has over 100 (R891); the ADP takes every tier its group's VP
// passes, cumulatively, from 75 VP up (R890). Setup writes the list into
// DarkPlayer.Challenges; the rules read it where each improvement acts:
// skillMods for the +1 to every roll but damage, extraActions for the
// extra Action, trapCost and trapHarderMods for the traps, creatureCost for
// the doubled price of improved creatures, scenarioDice for the ADP's
// rerolls of the Scenario Die.

// The improvements.
const (
	// ChallengeElite: creatures and characters of Elite or Champion level
	// but Leaders get +1 to all their rolls (not damage) and one extra
	// Action.
	ChallengeElite = "elite"
	// ChallengeLeader: the Leader gets +1 to all his rolls and one extra
	// Action (page 46 only).
	ChallengeLeader = "leader"
	// ChallengeTraps: traps are 1 harder to detect and to disarm, and
	// cost twice as much to activate.
	ChallengeTraps = "traps"
	// ChallengeGrunts: Grunt level creatures get +1 to all their rolls.
	ChallengeGrunts = "grunts"
	// The ADP's rerolls of the Scenario Die (page 63): once in an
	// obstacle moment that missed (above 75 VP), after a revealed
	// section when the last one (not the last two) brought no enemy
	// (above 100 VP), once at a combat turn that missed (above 125 VP).
	// The book's icons are lost in the text; R890 says which deck each
	// tier's reroll serves.
	ChallengeObstacleDie = "reroll_obstacles"
	ChallengeRevealDie   = "reroll_reveal"
	ChallengePowerDie    = "reroll_powers"
)

// humanChallenges are the improvements a person chooses among (page 46).
var humanChallenges = []string{ChallengeElite, ChallengeLeader, ChallengeTraps, ChallengeGrunts}

// adpTiers are the ADP's tiers in order: each applies above its VP.
var adpTiers = []challengeTier{
	{75, ChallengeObstacleDie}, {100, ChallengeRevealDie}, {125, ChallengePowerDie},
	{150, ChallengeElite}, {175, ChallengeTraps}, {200, ChallengeGrunts},
}

type challengeTier struct {
	vp int
	id string
}

func knownChallenge(id string) bool {
	for _, t := range adpTiers {
		if t.id == id {
			return true
		}
	}
	return contains(humanChallenges, id)
}

// ChallengeChoices is how many improvements a person playing the Dark
// Player may choose for a group of groupVP: one for every full 25 VP
// over 100 (R891).
func ChallengeChoices(groupVP int) int { return max(groupVP-100, 0) / 25 }

// ADPChallenges are the tiers the ADP applies to a group of groupVP:
// every one whose VP the group has more than (page 63).
func ADPChallenges(groupVP int) []string {
	var out []string
	for _, t := range adpTiers {
		if groupVP > t.vp {
			out = append(out, t.id)
		}
	}
	return out
}

// CheckChallenges verifies the improvements chosen for a Dark Player in
// mode for a group of groupVP: the ADP's are its tiers exactly; a
// person's are distinct names of page 46, no more than his choices.
func CheckChallenges(mode DarkMode, groupVP int, list []string) error {
	if mode == DarkADP {
		want := ADPChallenges(groupVP)
		if len(list) != len(want) {
			return fmt.Errorf("the Artificial Dark Player applies the tiers %v for %d VP, not %v", want, groupVP, list)
		}
		for i := range want {
			if list[i] != want[i] {
				return fmt.Errorf("the Artificial Dark Player applies the tiers %v for %d VP, not %v", want, groupVP, list)
			}
		}
		return nil
	}
	if n := ChallengeChoices(groupVP); len(list) > n {
		return fmt.Errorf("a group of %d VP allows %d improvements, not %d", groupVP, n, len(list))
	}
	for i, id := range list {
		if !contains(humanChallenges, id) {
			return fmt.Errorf("unknown improvement %q (one of %v)", id, humanChallenges)
		}
		if contains(list[:i], id) {
			return fmt.Errorf("improvement %q chosen twice", id)
		}
	}
	return nil
}

// challenged reports whether the Dark Player applies improvement id.
func challenged(s *State, id string) bool {
	return s.Dark != nil && contains(s.Dark.Challenges, id)
}

// challengedFigure reports whether figure f, of the Dark Player, is one
// an improvement of the +1 to all rolls names, and which.
func challengedFigure(s *State, f *Figure) (string, bool) {
	if s.Dark == nil || f.Side != Dark || f.Hero() || f.Owner() != "" {
		return "", false
	}
	return challengeOf(s.Dark.Challenges, f)
}

// challengeOf is the improvement of list that names figure f, one of the
// Dark Player's, and whether it is in force.
func challengeOf(list []string, f *Figure) (string, bool) {
	switch {
	case f.Leader():
		return ChallengeLeader, contains(list, ChallengeLeader)
	case f.Level() == "elite" || f.Level() == "champion":
		return ChallengeElite, contains(list, ChallengeElite)
	case f.Level() == "grunt":
		return ChallengeGrunts, contains(list, ChallengeGrunts)
	}
	return "", false
}

var challengeWhy = Text{En: "Increase the challenge!", Es: "¡Aumenta el reto!"}

// challengeMods appends the +1 the improvements give to roll c of one of
// the Dark Player's figures (damage dice never reach here, page 46).
func challengeMods(c *rollCtx, dst []Modifier) []Modifier {
	if _, ok := challengedFigure(c.s, c.f()); ok {
		dst = append(dst, Modifier{Value: 1, Why: challengeWhy})
	}
	return dst
}

// challengeActions is the extra Action an improvement gives figure f at
// the start of each activation (grunts get none).
func challengeActions(s *State, f *Figure) int {
	if id, ok := challengedFigure(s, f); ok && id != ChallengeGrunts {
		return 1
	}
	return 0
}

// trapCost is what activating obstacle card c costs: twice its cost for
// a trap under the traps improvement.
func trapCost(s *State, c *DarkCard) int {
	if c.Trap && challenged(s, ChallengeTraps) {
		return 2 * c.Cost
	}
	return c.Cost
}

// trapHarderMods appends the traps improvement's -1 to a hero's test to
// detect or disarm a trap: the number needed is 1 higher.
func trapHarderMods(s *State, mods []Modifier) []Modifier {
	if challenged(s, ChallengeTraps) {
		mods = append(mods, Modifier{Value: -1, Why: challengeWhy})
	}
	return mods
}

// creatureCost is what profile p costs the reserve: its VP, doubled when
// an improvement names its level, by 25 at most (page 46's footnote).
func creatureCost(s *State, p *Figure) int {
	if s.Dark == nil {
		return p.VP()
	}
	return CreatureCostUnder(s.Dark.Challenges, p)
}

// CreatureCost is creatureCost for the planners.
func CreatureCost(s *State, p *Figure) int { return creatureCost(s, p) }

// CreatureCostUnder is what profile p costs the Dark Player's reserve
// under the improvements of list: the price creatureCost asks, for the
// planners that count their points before the rules take them (R892).
func CreatureCostUnder(list []string, p *Figure) int {
	if _, ok := challengeOf(list, p); ok {
		return p.VP() + min(p.VP(), 25)
	}
	return p.VP()
}
