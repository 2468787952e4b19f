package setup

import (
	"fmt"

	"dun/content"
	"dun/rules"
)

// AchievementCard is the rules' Achievement card from pack p: a line for
// each of its achievements entries, in ID order. A pack with none gives
// nil: the game plays with the rules' own card (the walkthroughs' feats).
func AchievementCard(p *content.Pack) (*rules.AchievementCard, error) {
	if p == nil {
		return nil, fmt.Errorf("setup: no content pack for the Achievement card")
	}
	var feats []rules.Feat
	for _, a := range content.All[*content.Achievement](p, "achievements") {
		f := rules.Feat{ID: a.ID, Name: text(a.Name), Level: a.Level, Points: a.Points, VP: a.VP, Max: a.Max}
		for _, t := range a.Triggers {
			f.Triggers = append(f.Triggers, rules.AchievementWhy(t))
		}
		feats = append(feats, f)
	}
	if len(feats) == 0 {
		return nil, nil
	}
	c, err := rules.NewAchievementCard(feats)
	if err != nil {
		return nil, fmt.Errorf("setup: %v", err)
	}
	return c, nil
}

// WithAchievementCard is s playing with the Achievement card of pack p
// (s itself when the pack has none).
func WithAchievementCard(p *content.Pack, s rules.State) (rules.State, error) {
	c, err := AchievementCard(p)
	if err != nil || c == nil {
		return s, err
	}
	return rules.WithAchievementCard(s, c)
}
