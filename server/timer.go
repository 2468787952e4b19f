package server

import (
	"context"
	"fmt"
	"time"

	"dun/rules"
)

// Time limits (Options.TimeLimits, page 98): a hero player has one minute
// for his hero's activation, his companions' activations with it; the
// Dark Player two minutes for each of his combat turns. The server keeps
// the clock and shows it to every seat; a hero that runs over gives the
// Dark Player one more achievement point (once per activation), kept
// beside the rules' own points as the game's time penalties. Running over
// stops nothing: the player finishes the activation.

// Time limits of page 98.
const (
	HeroTimeLimit = time.Minute
	DarkTimeLimit = 2 * time.Minute
)

// clock is the activation or turn being timed.
type clock struct {
	key     string // turn/figure (the hero) or turn/dark
	seat    string
	figure  string // the hero timed, empty for the Dark Player
	started time.Time
	limit   time.Duration
	over    bool
}

// Clock is the clock as updates show it.
type Clock struct {
	Seat   string `json:"seat"`
	Figure string `json:"figure,omitempty"`
	// Deadline is when the time is up, in Unix milliseconds; LimitS the
	// seconds granted.
	Deadline int64 `json:"deadline"`
	LimitS   int   `json:"limit_s"`
	Over     bool  `json:"over,omitempty"`
}

// Penalty is a hero's overrun: the Dark Player's extra achievement point.
type Penalty struct {
	Turn   int    `json:"turn"`
	Figure string `json:"figure"`
}

// timedLocked is what the state says is being timed now: the hero whose
// activation runs (a companion's counts as its hero's), or the Dark
// Player in a combat turn of his; ok false when nothing is.
func (g *Game) timedLocked() (key, seat, figure string, limit time.Duration, ok bool) {
	st := &g.state
	if st.End != nil {
		return
	}
	if a := st.Active; a != nil && st.Side == rules.Heroes {
		f := figureOf(st, a.Figure)
		if f == nil {
			return
		}
		hero := f.ID
		if f.Owner != "" {
			hero = f.Owner
		}
		for _, s := range g.seats {
			if !s.Spectator && controls(st, g.seats, s, f.ID) && s.Side == rules.Heroes {
				return fmt.Sprintf("%d/%s", st.Turn, hero), s.ID, hero, HeroTimeLimit, true
			}
		}
		return
	}
	if st.Side == rules.Dark && rules.CombatTurn(*st) {
		return fmt.Sprintf("%d/dark", st.Turn), "dark", "", DarkTimeLimit, true
	}
	return
}

// tickClockLocked starts the clock of a new activation or turn and, when
// the time is up, marks it over and scores the penalty. It reports
// whether anything seats see changed.
func (g *Game) tickClockLocked(ctx context.Context, srv *Server, now time.Time) bool {
	if !g.Options.TimeLimits {
		return false
	}
	key, seat, fig, limit, ok := g.timedLocked()
	if !ok {
		changed := g.clock != nil
		g.clock = nil
		return changed
	}
	if g.clock == nil || g.clock.key != key {
		g.clock = &clock{key: key, seat: seat, figure: fig, started: now, limit: limit}
		return true
	}
	c := g.clock
	if c.over || now.Sub(c.started) <= c.limit {
		return false
	}
	c.over = true
	if c.figure != "" {
		p := Penalty{Turn: g.state.Turn, Figure: c.figure}
		if err := srv.store.addPenalty(context.WithoutCancel(ctx), g.ID, p); err != nil {
			srv.log.Error("time penalty", "game", g.ID, "err", err)
		} else {
			g.penalties = append(g.penalties, p)
		}
	}
	return true
}

// clockLocked is the clock updates carry.
func (g *Game) clockLocked() *Clock {
	c := g.clock
	if c == nil {
		return nil
	}
	return &Clock{Seat: c.seat, Figure: c.figure, Deadline: c.started.Add(c.limit).UnixMilli(), LimitS: int(c.limit / time.Second), Over: c.over}
}

// clockLoop ticks the clocks of the games with time limits every period,
// sending updates when one runs out.
func (s *Server) clockLoop(every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-t.C:
		case <-s.stopBackups:
			return
		}
		s.mu.Lock()
		games := make([]*Game, 0, len(s.games))
		for _, g := range s.games {
			if g.Options.TimeLimits {
				games = append(games, g)
			}
		}
		s.mu.Unlock()
		for _, g := range games {
			g.mu.Lock()
			if g.tickClockLocked(context.Background(), s, s.now()) {
				for c := range g.clients {
					g.sendUpdateLocked(c)
				}
			}
			g.mu.Unlock()
		}
	}
}
