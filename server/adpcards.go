package server

import (
	"slices"

	"dun/autoplay"
	"dun/dice"
	"dun/quest"
	"dun/rules"
	"dun/setup"
	"dun/sim"
)

// adpDeckSeed mixes a game's seed into the shuffle of the ADP's decks,
// apart from the game's own dice.
const adpDeckSeed = 0xda2c_ca2d_5eed_0002

// withADPCards deals the Artificial Dark Player its three decks and
// reserve (the rules' adp mode, page 54) when a bot plays the Dark seat:
// the cards are part of the game's starting state, saved and replayed
// with it.
func withADPCards(c *Catalog, q *quest.Quest, s rules.State, bots []string, seed uint64) (rules.State, error) {
	if !slices.Contains(bots, "dark") || q.Faction == "" {
		return s, nil
	}
	return setup.WithADP(c.Pack, q, s, dice.Seeded(seed^adpDeckSeed))
}

// cardPolicy is a game's ADP of edition with its cards, or nil when the
// quest is unknown or its faction gives no planner.
func (c *Catalog) cardPolicy(questID, edition string) autoplay.Policy {
	q, ok := c.quests[questID]
	if !ok {
		return nil
	}
	planner, err := setup.Planner(c.Pack, q.Faction)
	if err != nil {
		return nil
	}
	if edition == "adp1" {
		return sim.ADP1(setup.Behaviours(c.Pack), planner)
	}
	return sim.ADP(setup.Behaviours(c.Pack), planner)
}
