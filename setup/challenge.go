package setup

import (
	"fmt"
	"slices"

	"dun/content"
	"dun/rules"
)

// The Dark Player's choices at set-up beyond his cards (page 46): the
// improvements of "Increase the challenge!" and a magic object for the
// Quest Leader.

// challenges writes into d the improvements in force for a group of
// groupVP: the ADP's tiers (page 63) or those the person chose (page 46).
func challenges(d *rules.DarkPlayer, groupVP int, o DarkOptions) error {
	list := slices.Clone(o.Challenges)
	if o.Mode == rules.DarkADP {
		if len(list) > 0 {
			return fmt.Errorf("setup: the Artificial Dark Player chooses no improvements: it applies its tiers by itself (page 63)")
		}
		list = rules.ADPChallenges(groupVP)
	}
	if err := rules.CheckChallenges(o.Mode, groupVP, list); err != nil {
		return fmt.Errorf("setup: %v", err)
	}
	if len(list) > 0 {
		d.Challenges = list
	}
	return nil
}

// leaderCost is what the Quest Leader costs the reserve at set-up: his VP,
// doubled (by 25 at most) when "Increase the challenge!" improves him
// (page 46's footnote, R892).
func leaderCost(d *rules.DarkPlayer, f rules.Figure) int {
	if slices.Contains(d.Challenges, rules.ChallengeLeader) {
		return f.VP() + min(f.VP(), 25)
	}
	return f.VP()
}

// LeaderObject gives the Quest Leader of state s the magic object or
// relic id of pack p and takes its VP from the Dark Player's budget (page
// 46, step 5): the Leader waiting to be placed carries it, or the Leader
// the sheet placed, on the board or hidden in his section.
func LeaderObject(p *content.Pack, s *rules.State, id string) error {
	if s.Dark == nil {
		return fmt.Errorf("setup: a magic object for the Leader needs the Dark Player's cards")
	}
	if _, ok := p.Get("magic", id); !ok {
		return fmt.Errorf("setup: %q is no magic object or relic", id)
	}
	it, err := Item(p, id)
	if err != nil {
		return err
	}
	var l *rules.Figure
	if s.Dark.Leader != nil {
		l = s.Dark.Leader
	}
	for i := range s.Figures {
		if f := &s.Figures[i]; f.Leader() && f.Side == rules.Dark {
			l = f
		}
	}
	if x := s.Explore; x != nil {
		for i := range x.Hidden {
			if f := &x.Hidden[i]; f.Leader() && f.Side == rules.Dark {
				l = f
			}
		}
	}
	if l == nil {
		return fmt.Errorf("setup: the quest has no Leader to carry %q", id)
	}
	if it.Relic && l.Size >= rules.SizeLarge {
		return fmt.Errorf("setup: %q is a relic, and a Large or Huge Leader uses none (page 72)", id)
	}
	// The heroes know he has one, not which (page 46): unidentified in
	// their view (rules.maskUnknown), while he, whose Dark Player knows
	// it, uses its powers.
	it.Secret = true
	l.Items = Equip(append(slices.Clone(l.Items), it))
	s.Dark.Budget -= it.VP
	return nil
}
