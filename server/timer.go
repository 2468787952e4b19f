package server

import (
	"context"
	"fmt"
	"time"

	"dun/board"
	"dun/rules"
)

// Time limits (Options.TimeLimits, page 98): a hero player has one minute
// for his hero's activation, his companions' activations with it; the
// Dark Player two minutes for each of his combat turns fought in a large
// room or the Main Room, where he has many creatures to move (elsewhere
// he is not timed). The server keeps the clock and shows it to every
// seat; a hero that runs over gives the Dark Player one more achievement
// point (once per activation), kept beside the rules' own points as the
// game's time penalties. Running over stops nothing: the player finishes
// the activation. The table stops the clock while it looks something up
// in the rules (pause.go).

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
	// pausedAt is when the clock was stopped, zero while it runs, and
	// pausedBy the seat that stopped it; held is the time of the pauses
	// already over, which does not count toward the limit.
	pausedAt time.Time
	pausedBy string
	held     time.Duration
}

// used is the time counted toward the limit by now.
func (c *clock) used(now time.Time) time.Duration {
	if !c.pausedAt.IsZero() {
		now = c.pausedAt
	}
	return now.Sub(c.started) - c.held
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
	// PausedBy names the seat that stopped the clock, while it is
	// stopped; LeftMS is then the time left, in milliseconds, and
	// Deadline is when the time would have been up had it not stopped.
	PausedBy string `json:"paused_by,omitempty"`
	LeftMS   int64  `json:"left_ms,omitempty"`
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
		if f.Owner() != "" {
			hero = f.Owner()
		}
		for _, s := range g.seats {
			if !s.Spectator && controls(st, g.seats, s, f.ID) && s.Side == rules.Heroes {
				return fmt.Sprintf("%d/%s", st.Turn, hero), s.ID, hero, HeroTimeLimit, true
			}
		}
		return
	}
	if st.Side == rules.Dark && rules.CombatTurn(*st) && inLargeRoom(st) {
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
	// A stopped clock's used time stands still, so it never runs over.
	if c.over || c.used(now) <= c.limit {
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
	ck := &Clock{Seat: c.seat, Figure: c.figure, Deadline: c.started.Add(c.limit + c.held).UnixMilli(), LimitS: int(c.limit / time.Second), Over: c.over}
	if !c.pausedAt.IsZero() {
		ck.PausedBy = c.pausedBy
		ck.LeftMS = max(0, (c.limit - c.used(c.pausedAt)).Milliseconds())
	}
	return ck
}

// inLargeRoom reports whether the fight is in a large section or the
// Main Room (page 98): some present figure of the heroes' side stands,
// with any square of its base, in a section the quest's layout marks
// Large or Main. A map without a layout has no such section.
func inLargeRoom(st *rules.State) bool {
	if st.Board == nil || st.Explore == nil {
		return false
	}
	secs := st.Explore.Sections
	var sq []board.Pos
	for i := range st.Figures {
		f := &st.Figures[i]
		if f.Side != rules.Heroes || !f.Present() {
			continue
		}
		sq = f.Squares(sq[:0])
		for _, p := range sq {
			if k := int(st.Board.Square(p).Section); k > 0 && k <= len(secs) && (secs[k-1].Large || secs[k-1].Main) {
				return true
			}
		}
	}
	return false
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
