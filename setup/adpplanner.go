package setup

import (
	"dun/adp"
	"dun/content"
	"dun/dice"
	"dun/quest"
	"dun/rules"
)

// Planner is the ADP's card planner for a quest of faction: the pack's
// cards and the faction's creatures and spawn table (the Leader comes
// from the state, adp.CardPlayer).
func Planner(p *content.Pack, faction string) (*adp.Planner, error) {
	f, err := Faction(p, faction)
	if err != nil {
		return nil, err
	}
	return &adp.Planner{Cards: CardInfos(p), Faction: f}, nil
}

// WithADP is s with the Artificial Dark Player's decks and reserve (mode
// adp, page 54), shuffled with src.
func WithADP(p *content.Pack, q *quest.Quest, s rules.State, src dice.Source) (rules.State, error) {
	return WithDark(p, q, s, rules.DarkADP, src)
}

// WithDark is s with the Dark Player's cards in mode m, shuffled with src.
func WithDark(p *content.Pack, q *quest.Quest, s rules.State, m rules.DarkMode, src dice.Source) (rules.State, error) {
	return WithDarkOptions(p, q, s, DarkOptions{Mode: m}, src)
}

// WithDarkOptions is s with the Dark Player's cards, chosen improvements
// and the Leader's magic object (page 46) as o says, shuffled with src.
func WithDarkOptions(p *content.Pack, q *quest.Quest, s rules.State, o DarkOptions, src dice.Source) (rules.State, error) {
	d, err := DarkPlayer(p, q, s, o, src)
	if err != nil {
		return rules.State{}, err
	}
	st, err := rules.WithDarkPlayer(s, d)
	if err != nil || o.LeaderObject == "" {
		return st, err
	}
	if err := LeaderObject(p, &st, o.LeaderObject); err != nil {
		return rules.State{}, err
	}
	if err := st.Check(); err != nil {
		return rules.State{}, err
	}
	return st, nil
}
