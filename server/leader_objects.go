package server

import (
	"sort"

	"dun/content"
	"dun/rules"
	"dun/setup"
)

// A person playing the Dark Player may buy the Quest Leader a magic
// object or relic at set-up, paying its Value Points from his reserve
// (page 46, step 5). The lobby offers the packs' objects; the game's
// options carry the one chosen (Options.LeaderObject). The Artificial
// Dark Player's set-up (page 54) buys none.

// ObjectInfo is a magic object or relic as the lobby offers it for the
// Leader: what the choice costs and what the object does.
type ObjectInfo struct {
	ID    string     `json:"id"`
	Name  rules.Text `json:"name"`
	Text  rules.Text `json:"text"`
	VP    int        `json:"vp"`
	Relic bool       `json:"relic,omitempty"`
}

// LeaderObjects lists the magic objects and relics of the packs that
// set-up can give the Leader, cheapest first, then by name.
func (c *Catalog) LeaderObjects() []ObjectInfo {
	var out []ObjectInfo
	for _, m := range content.All[*content.Magic](c.Pack, "magic") {
		if _, err := setup.Item(c.Pack, m.ID); err != nil {
			continue // an object the rules cannot carry is not offered
		}
		out = append(out, ObjectInfo{ID: m.ID, Name: rules.Text{En: m.Name.En, Es: m.Name.Es}, Text: rules.Text{En: m.Text.En, Es: m.Text.Es}, VP: m.VP, Relic: m.Relic})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].VP != out[j].VP {
			return out[i].VP < out[j].VP
		}
		return out[i].Name.En < out[j].Name.En
	})
	return out
}
