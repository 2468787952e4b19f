package server

import (
	"fmt"
	"slices"

	"dun/dice"
	"dun/quest"
	"dun/rules"
	"dun/setup"
)

// heroFigure is predesigned hero id of the catalog's packs as a figure.
func heroFigure(c *Catalog, id string) (rules.Figure, error) { return setup.Hero(c.Pack, id) }

// profile is the creatures' profile of the catalog's packs.
func (c *Catalog) profile() setup.Profile { return setup.Creatures(c.Pack) }

// newGameState is the starting state of quest q for the party heroes,
// with the creatures, the Treasure deck and the Achievement card of the
// catalog's packs.
func newGameState(c *Catalog, q *quest.Quest, heroes []rules.Figure) (rules.State, error) {
	s, err := setup.Game(q, heroes, c.profile())
	if err != nil {
		return s, err
	}
	b, err := c.treasureBook()
	if err != nil {
		return rules.State{}, err
	}
	if s, err = rules.WithTreasure(s, b); err != nil {
		return s, err
	}
	return setup.WithAchievementCard(c.Pack, s)
}

// treasureBook is the packs' Treasure book (setup.TreasureBook), made
// once and shared by every game, as a game's states share it: the rules
// never change a book. Making it and naming it for the store
// (content.go) was a third of a new game's cost.
func (c *Catalog) treasureBook() (*rules.TreasureBook, error) {
	c.bookOnce.Do(func() { c.book, c.bookErr = setup.TreasureBook(c.Pack) })
	return c.book, c.bookErr
}

// withDarkCards gives state s the Dark Player's cards in o's mode (page
// 46; 99 and 100 for the classic and RPG modes), with the improvements and
// the Leader's magic object o chooses, shuffled by a generator of
// their own: the game's dice start from the seed with the first command,
// and a replay from the seed must meet the same dice.
func withDarkCards(c *Catalog, q *quest.Quest, s rules.State, o Options) (rules.State, error) {
	do := setup.DarkOptions{Mode: o.darkMode(), Challenges: o.Challenges, LeaderObject: o.LeaderObject}
	return setup.WithDarkOptions(c.Pack, q, s, do, dice.Seeded(newSeed()))
}

// playable says why quest q cannot be set up with the catalog's packs, if
// it cannot: a creature kind no pack describes.
func (c *Catalog) playable(q *quest.Quest) error {
	p := c.profile()
	if l := q.Leader; l != nil {
		if _, ok := p(l.Kind); !ok {
			return fmt.Errorf("no content pack describes creature %q", l.Kind)
		}
	}
	for _, cr := range q.Creatures {
		if _, ok := p(cr.Kind); !ok {
			return fmt.Errorf("no content pack describes creature %q", cr.Kind)
		}
	}
	return nil
}

// withSecondary gives the heroes of figs the secondary skills choices
// names (page 100), each a skill of the catalog's packs at +1 to +5, once
// per hero, for a hero of the party.
func withSecondary(c *Catalog, figs []rules.Figure, choices []SecondaryChoice) *Problem {
	for k, ch := range choices {
		hi := slices.IndexFunc(figs, func(f rules.Figure) bool { return f.ID == ch.Hero })
		if hi < 0 {
			return problem(CodeBadMessage, "secondary skill %q: %q is not in the party", "habilidad secundaria %q: %q no está en el grupo", ch.Skill, ch.Hero)
		}
		for _, o := range choices[:k] {
			if o.Hero == ch.Hero && o.Skill == ch.Skill {
				return problem(CodeBadMessage, "%s has secondary skill %q twice", "%s tiene dos veces la habilidad secundaria %q", ch.Hero, ch.Skill)
			}
		}
		sk, err := setup.Secondary(c.Pack, ch.Skill, ch.Bonus)
		if err != nil {
			return problem(CodeBadMessage, "%v", "%v", err)
		}
		figs[hi].SetSecondary(append(figs[hi].Secondary(), sk))
	}
	return nil
}
