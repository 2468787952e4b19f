package bench

import (
	"context"
	"errors"
	"fmt"
	"io/fs"

	"dun/adp"
	"dun/autoplay"
	"dun/dice"
	"dun/examples"
	"dun/quest"
	"dun/rules"
	"dun/setup"
	"dun/sim"
)

// The workloads of a simulated quest as dun sim plays it by default: the
// party with the hero policy against the Artificial Dark Player playing
// his cards (rules.DarkADP), his decks shuffled for each game.

// simGames is how many games the game workload cycles through (game i of
// a run seeded 1): one game is short or long by chance, the cycle is not.
const simGames = 16

// simQuest is an example quest set up for simulated games.
type simQuest struct {
	start   rules.State
	cards   map[string]adp.Card
	planner *adp.Planner
	prepare func(seed uint64, s rules.State) (rules.State, error)
}

func loadSimQuest(name string) (*simQuest, error) {
	files, err := fs.Glob(examples.Quests, "quests/*-"+name+".yaml")
	if err != nil || len(files) != 1 {
		return nil, fmt.Errorf("no example quest %q", name)
	}
	data, err := fs.ReadFile(examples.Quests, files[0])
	if err != nil {
		return nil, err
	}
	q, err := quest.Parse(files[0], data)
	if err != nil {
		return nil, err
	}
	p, err := starterPack()
	if err != nil {
		return nil, err
	}
	party, err := heroes(p)
	if err != nil {
		return nil, err
	}
	s, err := setup.Game(q, party, setup.Creatures(p))
	if err != nil {
		return nil, err
	}
	if s, err = setup.WithTreasure(p, s); err != nil {
		return nil, err
	}
	if s, err = setup.WithAchievementCard(p, s); err != nil {
		return nil, err
	}
	planner, err := setup.Planner(p, q.Faction)
	if err != nil {
		return nil, err
	}
	cat, err := setup.DarkCatalogue(p, q.Faction)
	if err != nil {
		return nil, err
	}
	return &simQuest{start: s, cards: setup.Behaviours(p), planner: planner,
		prepare: func(seed uint64, s rules.State) (rules.State, error) {
			// As dun sim mixes a game's seed into the shuffle of the decks,
			// sharing one catalogue between the games as it does.
			o := setup.DarkOptions{Mode: rules.DarkADP, Catalogue: cat}
			return setup.WithDarkOptions(p, q, s, o, dice.Seeded(seed^0xda2c_ca2d_5eed_0001))
		}}, nil
}

func (q *simQuest) config(seed uint64) sim.Config {
	return sim.Config{Start: q.start, Runs: 1, Game: seed, Heroes: autoplay.Heroes{},
		Dark:    func(uint64) autoplay.Policy { return sim.ADP(q.cards, q.planner) },
		Prepare: q.prepare, Limits: autoplay.Limits{Turns: 60}}
}

func prepareGame(on string) (Op, error) {
	q, err := loadSimQuest(on)
	if err != nil {
		return nil, err
	}
	i := 0
	return func() error {
		seed := sim.GameSeed(1, i%simGames)
		i++
		_, err := sim.Run(context.Background(), q.config(seed))
		return err
	}, nil
}

// errFound stops a game at the state looked for.
var errFound = errors.New("found")

// shooterDecision is the first state of game 0 in which a creature with
// a ranged weapon in hand is activated and has neither moved nor
// attacked: the ADP's dearest kind of decision, a look at every square it
// could move to.
func (q *simQuest) shooterDecision() (rules.State, error) {
	c := q.config(sim.GameSeed(1, 0))
	s, err := c.Prepare(c.Game, c.Start)
	if err != nil {
		return rules.State{}, err
	}
	var found rules.State
	obs := func(before *rules.State, _ rules.Option, _ autoplay.Choice, _ *rules.State, _ []rules.Event) error {
		a := before.Active
		if before.CurrentSeat() != rules.Dark || a == nil || a.Moved || a.Attacks > 0 || a.Shots > 0 || before.Prompt != nil {
			return nil
		}
		for i := range before.Figures {
			if f := &before.Figures[i]; f.ID == a.Figure && f.Side == rules.Dark && len(f.Held(rules.ItemRanged)) > 0 {
				found = *before
				return errFound
			}
		}
		return nil
	}
	_, _, err = autoplay.Play(s, c.Heroes, c.Dark(c.Game), dice.Seeded(c.Game), c.Limits, obs)
	if !errors.Is(err, errFound) {
		return rules.State{}, fmt.Errorf("game 0 has no shooter's decision (%v)", err)
	}
	return found, nil
}

func prepareDecision(on string) (Op, error) {
	q, err := loadSimQuest(on)
	if err != nil {
		return nil, err
	}
	s, err := q.shooterDecision()
	if err != nil {
		return nil, err
	}
	opts := rules.Options(s, rules.Dark)
	p := adp.New(q.cards)
	return func() error {
		d, err := p.ChooseFrom(s, opts)
		if err == nil && d.Option.Command == nil {
			err = fmt.Errorf("the ADP chose nothing")
		}
		return err
	}, nil
}
