package server

import (
	"context"
	"time"
)

// Pausing the clock (page 98): the table stops the clock of a time limit
// while it looks something up in the rules, and that time does not count.
// Any seat that plays may stop it and any may start it again (whoever
// looked it up need not be the one who stopped it); a spectator watches
// and a bot seat is the server's, so neither may. A pause belongs to the
// activation or turn being timed: when that one ends, the next one's clock
// starts running. The clock itself lives in memory only (a restart starts
// the running activation's minute again), so its pause does too.

// Pause message types.
const (
	// MsgPause stops the clock of a time limit.
	MsgPause = "pause"
	// MsgResume starts it again.
	MsgResume = "resume"
)

// CodeCannotPause refuses a pause or resume: no clock running, a seat
// that does not play, a clock already stopped or already running.
const CodeCannotPause = "cannot_pause"

// setPause stops (stop true) or restarts the running clock for seat s at
// now, and sends every seat the update. A refusal changes nothing.
func (g *Game) setPause(ctx context.Context, srv *Server, s *Seat, stop bool, now time.Time) *Problem {
	if s.Spectator {
		return problem(CodeCannotPause, "a spectator watches and does not stop the clock", "un espectador mira y no para el reloj")
	}
	if s.Bot {
		return problem(CodeCannotPause, "this seat is played by the server", "este asiento lo juega el servidor")
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if !g.Options.TimeLimits {
		return problem(CodeCannotPause, "this game has no time limits", "esta partida no tiene límite de tiempo")
	}
	// The clock as the state stands now: an activation that just ended
	// has no clock left to stop, and one whose minute ran out is over.
	// That is the clock's own doing, sent to every seat even when the
	// message is refused.
	changed := g.tickClockLocked(ctx, srv, now)
	p := g.pauseLocked(s, stop, now)
	if p == nil || changed {
		for cl := range g.clients {
			g.sendUpdateLocked(cl)
		}
	}
	return p
}

// pauseLocked stops or restarts the clock, or says why not.
func (g *Game) pauseLocked(s *Seat, stop bool, now time.Time) *Problem {
	c := g.clock
	switch {
	case c == nil:
		return problem(CodeCannotPause, "no clock is running", "no corre ningún reloj")
	case stop && c.over:
		return problem(CodeCannotPause, "the time is already up", "el tiempo ya se ha acabado")
	case stop && !c.pausedAt.IsZero():
		return problem(CodeCannotPause, "%s already stopped the clock", "%s ya paró el reloj", c.pausedBy)
	case !stop && c.pausedAt.IsZero():
		return problem(CodeCannotPause, "the clock is running", "el reloj está en marcha")
	case stop:
		c.pausedAt, c.pausedBy = now, s.ID
	default:
		if d := now.Sub(c.pausedAt); d > 0 { // a clock set back adds nothing
			c.held += d
		}
		c.pausedAt, c.pausedBy = time.Time{}, ""
	}
	return nil
}

// pause passes a pause or resume message to the game, unless the server
// is closing.
func (s *Server) pause(ctx context.Context, c *client, stop bool) *Problem {
	s.gate.RLock()
	defer s.gate.RUnlock()
	if s.closing.Load() {
		return problem(CodeShuttingDown, "the server is shutting down", "el servidor se está apagando")
	}
	return c.game.setPause(ctx, s, c.seat, stop, s.now())
}
