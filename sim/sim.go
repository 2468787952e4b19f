// Package sim is the balance lab: it plays a quest many times, the heroes
// driven by an autoplay policy against the Dark Player's, and sums up how
// hard the quest is for the party (issue 8). Runs are reproducible from
// the seed whatever the number of workers: game i always gets the same
// seed and results are gathered in order.
package sim

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"sync"
	"sync/atomic"

	"dun/autoplay"
	"dun/dice"
	"dun/rules"
)

// afterQuestSeed is mixed into a game's seed for the rolls after the quest.
const afterQuestSeed = 0x5eed_af7e_12ae_57ed

// Config is a simulation.
type Config struct {
	// Start is the quest's starting state with the party on it.
	Start rules.State
	Runs  int
	Seed  uint64
	// Workers is the number of games played at once (0: 1).
	Workers int
	Heroes  autoplay.Policy
	// Dark makes the Dark Player's policy for game seed (the random
	// policy is seeded per game).
	Dark func(seed uint64) autoplay.Policy
	// Prepare, when not nil, makes game seed's starting state from Start:
	// the Dark Player's decks shuffled for that game.
	Prepare func(seed uint64, s rules.State) (rules.State, error)
	Limits  autoplay.Limits
	// Progress, when not nil, is called after each game with the number
	// finished so far.
	Progress func(done, total int)
	// Game, when not 0, is the seed of the one game to play (Runs must be
	// 1): a game a run named, replayed alone.
	Game uint64
	// Trace, when not nil, gets every command played, with its seat, turn
	// and the policy's reason (in English): as the game goes with one
	// worker, a whole game at a time with several.
	Trace io.Writer
}

// Game is one simulated game's result.
type Game struct {
	Seed    uint64           `json:"seed"`
	Outcome autoplay.Outcome `json:"outcome"`
	Turns   int              `json:"turns"`
	Steps   int              `json:"steps"`
	// End is why the rules ended the quest (empty: the simulator's turn
	// limit stopped it first).
	End rules.EndReason `json:"end,omitempty"`
	// KnockedOut lists the heroes knocked out, and Fell the section each
	// fell in (0 when unknown).
	KnockedOut []string `json:"knocked_out,omitempty"`
	Fell       []uint8  `json:"fell,omitempty"`
	// FortuneSpent is the Fortune points the heroes spent: each scores an
	// achievement point for the Dark Player (page 14).
	FortuneSpent int `json:"fortune_spent"`
	// EnemiesDown is the Dark Player's figures knocked out.
	EnemiesDown int `json:"enemies_down"`
	Rolls       int `json:"rolls"`
	// HeroAchievements and DarkAchievements are the Achievement Counter
	// of the final state (page 12).
	HeroAchievements int `json:"hero_achievements"`
	DarkAchievements int `json:"dark_achievements"`
	// Feats is what each line of the Achievement card earned, by the
	// line's ID (the objectives' points are in no line).
	Feats map[string]int `json:"feats,omitempty"`
	// Dead and Injured count the heroes who die (death or revenge) and
	// who carry a new permanent injury after the quest (rules.AfterQuest,
	// page 44), for games the rules ended.
	Dead    int `json:"dead,omitempty"`
	Injured int `json:"injured,omitempty"`
	// The Dark Player's cards, in a game where he had them: the reserve
	// points he had to spend at the start (the sheet's change for the
	// group made, R1280), spent and had left at the end, and the cards he
	// activated, by card ID and by kind (obstacle, encounter, power).
	DarkCards    bool           `json:"dark_cards,omitempty"`
	ReserveStart int            `json:"reserve_start,omitempty"`
	ReserveSpent int            `json:"reserve_spent,omitempty"`
	ReserveLeft  int            `json:"reserve_left,omitempty"`
	Cards        map[string]int `json:"cards,omitempty"`
	CardKinds    map[string]int `json:"card_kinds,omitempty"`
	// SheetPaid is the reserve points paid for the quest sheet's
	// creatures as their sections were revealed, SheetWithheld how many
	// of them the reserve could not pay for and so were never placed
	// (page 89, R1120).
	SheetPaid     int `json:"sheet_paid,omitempty"`
	SheetWithheld int `json:"sheet_withheld,omitempty"`
	// cardNames are the names of the cards activated.
	cardNames map[string][2]string
}

// GameSeed is the seed of game i of a run seeded seed.
func GameSeed(seed uint64, i int) uint64 {
	x := seed + uint64(i)*0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// Run plays the games and returns them in order. A game in which the
// engine refuses an option it offered, or leaves a state failing its
// checks, stops the run with an error naming the game's seed, so that it
// can be replayed.
func Run(ctx context.Context, c Config) ([]Game, error) {
	if c.Runs <= 0 {
		return nil, fmt.Errorf("sim: %d runs", c.Runs)
	}
	if c.Heroes == nil || c.Dark == nil {
		return nil, fmt.Errorf("sim: a policy for each side is needed")
	}
	if c.Game != 0 && c.Runs != 1 {
		return nil, fmt.Errorf("sim: one game to replay, but %d runs", c.Runs)
	}
	workers := max(c.Workers, 1)
	games := make([]Game, c.Runs)
	var next, done atomic.Int64
	var mu sync.Mutex
	var firstErr error
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= c.Runs || ctx.Err() != nil {
					return
				}
				mu.Lock()
				stop := firstErr != nil
				mu.Unlock()
				if stop {
					return
				}
				seed := GameSeed(c.Seed, i)
				if c.Game != 0 {
					seed = c.Game
				}
				gc := c
				var trace bytes.Buffer
				if c.Trace != nil && workers > 1 {
					// Each game's trace is written whole, so that games
					// played side by side neither interleave their lines
					// nor write to the caller's writer at once.
					gc.Trace = &trace
				}
				g, err := playOne(gc, seed)
				if trace.Len() > 0 {
					mu.Lock()
					_, _ = c.Trace.Write(trace.Bytes())
					mu.Unlock()
				}
				if err != nil {
					mu.Lock()
					if firstErr == nil {
						firstErr = err
					}
					mu.Unlock()
					return
				}
				games[i] = g
				if n := int(done.Add(1)); c.Progress != nil {
					c.Progress(n, c.Runs)
				}
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return games, nil
}

// playOne plays one game with seed, checking the state after every
// command.
func playOne(c Config, seed uint64) (Game, error) {
	g := Game{Seed: seed}
	// Every state after the first command follows one that was checked:
	// CheckFrom does not look up again what the two share.
	checked := false
	obs := func(before *rules.State, o rules.Option, ch autoplay.Choice, after *rules.State, evs []rules.Event) error {
		if c.Trace != nil {
			fmt.Fprintf(c.Trace, "turn %d %s: %s — %s\n", before.Turn, before.CurrentSeat(), o.ID, ch.Why.En)
			traceEvents(c.Trace, evs)
		}
		var err error
		if checked {
			err = after.CheckFrom(before)
		} else {
			err = after.Check()
		}
		if err != nil {
			return fmt.Errorf("%s broke the state: %v", o.ID, err)
		}
		checked = true
		for _, e := range evs {
			switch e := e.(type) {
			case rules.FortuneSpent:
				g.FortuneSpent++
			case rules.CardPlayed:
				if c, ok := before.Dark.Cards.Card(e.Card); ok {
					if g.Cards == nil {
						g.Cards, g.CardKinds, g.cardNames = map[string]int{}, map[string]int{}, map[string][2]string{}
					}
					g.Cards[e.Card]++
					g.CardKinds[string(c.Type)]++
					g.cardNames[e.Card] = [2]string{c.Name.En, c.Name.Es}
				}
			case rules.SheetCreaturePaid:
				g.SheetPaid += e.Cost
			case rules.SheetCreatureWithheld:
				g.SheetWithheld++
			case rules.ConditionGained:
				if e.Condition != rules.KnockedOut {
					continue
				}
				for i := range after.Figures {
					f := &after.Figures[i]
					if f.ID != e.Figure {
						continue
					}
					if f.Side == rules.Heroes {
						g.KnockedOut = append(g.KnockedOut, f.ID)
						sec := uint8(0)
						if after.Board.In(f.At) {
							sec = after.Board.Square(f.At).Section
						}
						g.Fell = append(g.Fell, sec)
					} else {
						g.EnemiesDown++
					}
				}
			}
		}
		return nil
	}
	start := c.Start
	if c.Prepare != nil {
		var err error
		if start, err = c.Prepare(seed, start); err != nil {
			return g, fmt.Errorf("sim: game with seed %d: %w", seed, err)
		}
	}
	if start.Dark != nil {
		g.ReserveStart = start.Available()
	}
	// obs keeps nothing of the states and events it is shown, so Play
	// may build each state in the memory of the one two commands back.
	lim := c.Limits
	lim.Recycle = true
	end, res, err := autoplay.Play(start, c.Heroes, c.Dark(seed), dice.Seeded(seed), lim, obs)
	if err != nil {
		return g, fmt.Errorf("sim: game with seed %d: %w (replay it with --game %d --trace)", seed, err, seed)
	}
	g.Outcome, g.Turns, g.Steps, g.Rolls = res.Outcome, res.Turns, res.Steps, end.Rolls
	g.HeroAchievements, g.DarkAchievements = end.Achievements.Heroes, end.Achievements.Dark
	for _, t := range end.Achievements.Feats {
		if g.Feats == nil {
			g.Feats = map[string]int{}
		}
		g.Feats[t.Feat] += t.Points
	}
	if d := end.Dark; d != nil {
		g.DarkCards, g.ReserveSpent, g.ReserveLeft = true, d.Spent, end.Available()
	}
	if end.End != nil {
		g.End = end.End.Reason
		// The rolls after the quest draw from a source of their own, so
		// they never change the game's.
		am, err := rules.AfterQuest(end, dice.Seeded(seed^afterQuestSeed))
		if err != nil {
			return g, fmt.Errorf("sim: game with seed %d: after the quest: %w", seed, err)
		}
		for _, h := range am.Heroes {
			switch {
			case h.Fate == rules.FateDead || h.Fate == rules.FateRevenge:
				g.Dead++
			case h.Injury != nil:
				g.Injured++
			}
		}
	}
	return g, nil
}
