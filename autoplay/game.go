package autoplay

import (
	"fmt"

	"dun/dice"
	"dun/rules"
)

// Outcome is how a played game ended.
type Outcome string

// The outcomes of a game: the rules' end of the quest (Ended), or a limit
// of the simulation reached first.
const (
	HeroesWin Outcome = "heroes_win"
	DarkWins  Outcome = "dark_wins"
	TurnLimit Outcome = "turn_limit"
	StepLimit Outcome = "step_limit"
)

// Limits bound a game: at most Turns game turns (0: 100) and Steps
// commands (0: 100,000).
type Limits struct {
	Turns int
	Steps int
	// Recycle builds each new state's figures (with their items, skills
	// and spells: most of a state's bytes) in memory Play reuses two
	// commands later (rules.ApplyIn), instead of allocating them for
	// every command: the simulator's games then allocate a third less.
	// The states and events an Observer is handed are then good only
	// until Play's next command: it must Clone what it keeps. The state
	// Play returns is its own either way.
	Recycle bool
}

// Result is a played game's summary.
type Result struct {
	Outcome Outcome
	Turns   int
	Steps   int
	// Options is the options offered over the game, for speed figures.
	Options int
}

// Observer, when not nil, sees each command applied: the state before,
// the option chosen with its reason, and the state and events after. It is
// where tests check invariants and the simulator gathers figures. The
// states it is handed are Play's: what their pointers point to changes
// with Play's next command (copy a state to keep it).
type Observer func(before *rules.State, o rules.Option, c Choice, after *rules.State, evs []rules.Event) error

// Play plays s until it ends, asking heroes and dark for every decision of
// their seats and drawing dice from src. A refused option, which a correct
// engine never produces, stops the game with an error naming the option.
func Play(s rules.State, heroes, dark Policy, src dice.Source, lim Limits, obs Observer) (rules.State, Result, error) {
	if lim.Turns <= 0 {
		lim.Turns = 100
	}
	if lim.Steps <= 0 {
		lim.Steps = 100_000
	}
	var res Result
	// With lim.Recycle, the states alternate between two scratches: the
	// one built now overwrites the state of two commands ago, which no
	// one holds any more (ApplyIn never builds over its own source). The
	// scratches die with this call, so the state returned is the
	// caller's alone.
	var scratch [2]rules.Scratch
	k := 0
	// The state after each command: the observer is handed it by
	// pointer, so it lives on the heap, once for the game rather than
	// once a command.
	var n rules.State
	for {
		if o := Ended(&s); o != "" {
			res.Outcome, res.Turns = o, s.Turn
			return s, res, nil
		}
		if s.Turn > lim.Turns {
			res.Outcome, res.Turns = TurnLimit, s.Turn
			return s, res, nil
		}
		if res.Steps >= lim.Steps {
			res.Outcome, res.Turns = StepLimit, s.Turn
			return s, res, nil
		}
		seat := s.CurrentSeat()
		opts := rules.Options(s, seat)
		if len(opts) == 0 {
			return s, res, fmt.Errorf("autoplay: step %d: no options for %v", res.Steps, seat)
		}
		res.Options += len(opts)
		p := heroes
		if seat == rules.Dark {
			p = dark
		}
		var o rules.Option
		var c Choice
		if cp, ok := p.(CommandPolicy); ok {
			o, c = cp.ChooseCommand(&s, seat, opts)
		} else {
			c = p.Choose(&s, seat, opts)
		}
		switch {
		case o.Command != nil:
		case c.Index < 0 || c.Index >= len(opts):
			return s, res, fmt.Errorf("autoplay: step %d: the %v policy chose option %d of %d", res.Steps, seat, c.Index, len(opts))
		default:
			o = opts[c.Index]
		}
		var evs []rules.Event
		var err error
		if lim.Recycle {
			n, evs, err = rules.ApplyIn(&scratch[k], s, o.Command, src)
			k ^= 1
		} else {
			n, evs, err = rules.Apply(s, o.Command, src)
		}
		if err != nil {
			return s, res, fmt.Errorf("autoplay: step %d: option %s refused: %w", res.Steps, o.ID, err)
		}
		if obs != nil {
			if err := obs(&s, o, c, &n, evs); err != nil {
				return n, res, err
			}
		}
		s = n
		res.Steps++
	}
}

// Ended says whether the game is over, and how. A quest whose state the
// rules have ended (rules.State.End) is won when its mission was
// accomplished and lost otherwise; a quest with objectives goes on until
// the rules end it. Without objectives (a state built without a quest
// sheet, or a sheet that gives none), the game is over when every hero is
// knocked out or out of the scenario, or when no enemy is in play and no
// exploration arrow or unexplored door is left. Empty while it goes on.
func Ended(s *rules.State) Outcome {
	if e := s.End; e != nil {
		if e.Victory {
			return HeroesWin
		}
		return DarkWins
	}
	if s.Mission != nil && len(s.Mission.Objectives) > 0 {
		return ""
	}
	heroes, enemies := false, false
	for i := range s.Figures {
		f := &s.Figures[i]
		if !f.Present() {
			continue
		}
		if f.Side == rules.Heroes {
			heroes = true
		} else {
			enemies = true
		}
	}
	switch {
	case !heroes:
		return DarkWins
	case enemies:
		return ""
	}
	// Creatures still hidden behind secret doors or across chasms do not
	// keep the game going once no arrow or door is left to explore.
	if x := s.Explore; x != nil && (len(x.Arrows) > 0 || len(x.Doors) > 0) {
		return ""
	}
	if s.Prompt != nil {
		return ""
	}
	return HeroesWin
}
