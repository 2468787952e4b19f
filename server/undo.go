package server

import (
	"context"
	"slices"
	"strings"

	"dun/rules"
)

// Undo: a seat may take back its own last command while it is the game's
// last and brought no new information: it drew no dice (the dice stay as
// they were, so the log still replays) and revealed nothing (no section,
// creature, trap or secret door became known). The same rule holds for
// every seat; bots never undo.

// sameKnowledge reports whether going from a to b revealed nothing: no
// section, creature, trap or secret door, no card drawn. A
// question put to the Dark Player (a trap under this step, at this door?)
// tells the heroes he holds a card for it, and hands him the moment: the
// command that asked it stands.
func sameKnowledge(a, b *rules.State) bool {
	if darkAsked(b) && !darkAsked(a) {
		return false
	}
	// A card drawn is seen: drawing again from the other deck would
	// choose with it known.
	if da, db := a.Dark, b.Dark; da != nil && db != nil {
		for k := range min(len(da.Decks), len(db.Decks)) {
			if len(db.Decks[k].Cards) < len(da.Decks[k].Cards) {
				return false
			}
		}
	}
	x, y := a.Explore, b.Explore
	if x == nil || y == nil {
		return x == nil && y == nil
	}
	if !slices.Equal(x.Revealed, y.Revealed) || len(x.Hidden) != len(y.Hidden) || len(x.Secret) != len(y.Secret) ||
		len(x.Traps) != len(y.Traps) || len(x.Doors) != len(y.Doors) || len(x.Arrows) != len(y.Arrows) {
		return false
	}
	for k := range x.Traps {
		if x.Traps[k].Dormant != y.Traps[k].Dormant {
			return false
		}
	}
	return true
}

// darkAsked reports whether s waits for one of the Dark Player's card
// questions.
func darkAsked(s *rules.State) bool {
	p := s.Prompt
	return p != nil && p.Seat == rules.Dark && strings.HasPrefix(string(p.Kind), "dark_")
}

// mayUndoLocked says why seat s may not take back the last command, or nil.
func (g *Game) mayUndoLocked(s *Seat) *Problem {
	if s.Bot || s.Spectator {
		return problem(CodeCannotUndo, "this seat takes nothing back", "este asiento no puede deshacer nada")
	}
	if g.n == 0 {
		return problem(CodeCannotUndo, "nothing to take back", "no hay nada que deshacer")
	}
	it := g.log[g.n-1]
	if it.seat != s.ID {
		return problem(CodeCannotUndo, "the last command is another seat's", "la última orden es de otro asiento")
	}
	if !it.undoable {
		return problem(CodeCannotUndo, "the last command rolled dice or revealed something: it stands", "la última orden tiró dados o reveló algo: se queda")
	}
	return nil
}

// undo takes back command n, the game's last, for seat s.
func (g *Game) undo(ctx context.Context, srv *Server, s *Seat, n uint64) *Problem {
	g.mu.Lock()
	defer g.mu.Unlock()
	if n != g.n {
		return problem(CodeCannotUndo, "command %d is not the last (%d)", "la orden %d no es la última (%d)", n, g.n)
	}
	if p := g.mayUndoLocked(s); p != nil {
		return p
	}
	if g.pending != nil {
		return problem(CodeDicePending, "waiting for dice", "se esperan dados")
	}
	if err := srv.store.dropLastCommand(context.WithoutCancel(ctx), g.ID, n); err != nil {
		srv.log.Error("undo", "game", g.ID, "err", err)
		return problem(CodeInternal, "the command could not be taken back", "no se pudo deshacer la orden")
	}
	prev, err := srv.StateAt(context.WithoutCancel(ctx), g.ID, n-1)
	if err != nil {
		srv.log.Error("undo: replay", "game", g.ID, "err", err)
		return problem(CodeInternal, "the game could not be rebuilt", "no se pudo reconstruir la partida")
	}
	// No dice were drawn, so g.dice already is the dice before command n.
	undone := g.log[n-1]
	g.state, g.n = prev, n-1
	g.log = g.log[:n-1]
	// The seat's sequence numbers stay monotonic: a retry of the undone
	// command is a duplicate, not a new command.
	g.last[s.ID] = seqResult{seq: undone.seq, n: n - 1}
	g.views = [2]viewCache{}
	g.options = nil
	g.sideOpts = [2]optionsCache{}
	g.heroPoints = nil
	g.figs = [2]figureCache{}
	for c := range g.clients {
		c.sent = 0 // the log shrank: every client gets it whole again
		g.sendUpdateLocked(c)
	}
	g.wakeBotsLocked(srv)
	return nil
}
