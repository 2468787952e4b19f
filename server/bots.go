package server

import (
	"context"
	"hash/fnv"
	"time"

	"dun/autoplay"
	"dun/rules"
)

// Bot seats are played by the server: a hero seat with the heroes'
// autoplay policy, the Dark Player's seat with the Artificial Dark Player
// (its creature behaviour, from the packs' behaviour cards; the random
// legal policy steps in should it ever offer no decision). A bot chooses among the options
// its seat is offered, like any player, and its commands go through the
// same checks, log and updates. The Dark Player's bot decides on the true
// state, which is his own view; a hero bot decides on what the heroes'
// seat may see (autoplay.Sighted), so hidden information never sways a
// hero's choice.

// maxBotRun bounds the commands the bots play in a row before they wait
// for a person's command: a game of bots alone cannot spin for ever.
const maxBotRun = 500

// policy is the policy that plays seat s.
func (g *Game) policy(srv *Server, s *Seat) autoplay.Policy {
	if s.Side == rules.Heroes {
		return autoplay.Sighted{Policy: autoplay.Heroes{}}
	}
	edition := g.Options.DarkBot
	if edition == "" {
		edition = srv.cfg.Dark
	}
	if d := g.state.Dark; d != nil && d.Mode == rules.DarkADP {
		if g.adpCards == nil {
			g.adpCards = srv.catalog.cardPolicy(g.QuestID, edition)
		}
		if g.adpCards != nil {
			return g.adpCards
		}
	}
	if edition == "adp1" {
		return srv.catalog.adp1
	}
	return srv.catalog.adp
}

// fallback is the random legal policy, for when a policy gives no choice.
func (g *Game) fallback() autoplay.Policy {
	h := fnv.New64a()
	h.Write([]byte(g.ID))
	return autoplay.Random{Seed: h.Sum64()}
}

// botToMoveLocked is the bot seat that has options now, and its options.
func (g *Game) botToMoveLocked() (*Seat, []rules.Option) {
	for _, s := range g.seats {
		if !s.Bot {
			continue
		}
		if opts := g.optionsLocked(s); len(opts) > 0 {
			return s, opts
		}
	}
	return nil, nil
}

// wakeBotsLocked starts the bots if one of them must play and they are
// not playing already.
func (g *Game) wakeBotsLocked(srv *Server) {
	if g.botRunning || srv.cfg.Offline || g.pending != nil {
		return
	}
	if s, _ := g.botToMoveLocked(); s == nil {
		return
	}
	g.botRunning = true
	go g.runBots(srv)
}

// runBots plays the bots' commands, one at a time and BotDelay apart,
// until no bot has anything to do, the server closes or maxBotRun
// commands were played.
func (g *Game) runBots(srv *Server) {
	for k := 0; ; k++ {
		if srv.cfg.BotDelay > 0 {
			time.Sleep(srv.cfg.BotDelay)
		}
		srv.gate.RLock()
		g.mu.Lock()
		s, opts := g.botToMoveLocked()
		if s == nil || srv.closing.Load() || k >= maxBotRun || g.pending != nil {
			g.botRunning = false
			g.mu.Unlock()
			srv.gate.RUnlock()
			return
		}
		var cmd rules.Command
		var ch autoplay.Choice
		if p, ok := g.policy(srv, s).(autoplay.CommandPolicy); ok {
			var o rules.Option
			o, ch = p.ChooseCommand(&g.state, s.Side, opts)
			cmd = o.Command
		} else {
			ch = g.policy(srv, s).Choose(&g.state, s.Side, opts)
		}
		if cmd == nil && (ch.Index < 0 || ch.Index >= len(opts)) {
			srv.log.Error("bot policy gave no option", "game", g.ID, "seat", s.ID, "why", ch.Why.En)
			ch = g.fallback().Choose(&g.state, s.Side, opts)
		}
		why := &ch.Why
		if why.En == "" && why.Es == "" {
			why = nil
		}
		if cmd == nil {
			cmd = opts[ch.Index].Command
		}
		_, p := g.applyLocked(context.Background(), srv, s, g.last[s.ID].seq+1, cmd, why)
		if p != nil {
			srv.log.Error("bot command refused", "game", g.ID, "seat", s.ID, "command", cmd.Type(), "code", p.Code, "reason", p.Reason.En)
			g.botRunning = false
		}
		running := g.botRunning
		g.mu.Unlock()
		srv.gate.RUnlock()
		if !running {
			return
		}
	}
}
