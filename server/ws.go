package server

import (
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"time"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"

	"dun/rules"
)

// client is one WebSocket connection playing one seat.
type client struct {
	conn *websocket.Conn
	// cork is conn's connection, whose writes the write loop may hold
	// back (cork.go); nil when the connection is not corkable.
	cork *corkConn
	game *Game
	seat *Seat
	out  chan []byte
	// sent is the number of the last command whose events the client was
	// sent; guarded by game.mu.
	sent uint64
	// deltas: the client asked for view deltas (ClientMessage.Deltas);
	// viewID is the view it was sent last (viewCache.id, 0 for none),
	// guarded by game.mu.
	deltas bool
	viewID uint64
	// ackInUpdate: the client asked for acks inside updates
	// (ClientMessage.AckInUpdate); figureDeltas for the figures of its
	// deltas figure by figure (ClientMessage.FigureDeltas).
	ackInUpdate, figureDeltas bool

	once sync.Once
	done chan struct{}
}

// outQueue is how many messages may wait for a slow client; past it the
// client is dropped and must reconnect (it then resumes from its log).
const outQueue = 64

// send queues v for the client, dropping the client when its queue is full.
func (c *client) send(v any) {
	b, err := json.Marshal(v)
	if err != nil {
		return
	}
	c.sendBytes(b)
}

// sendBytes queues an encoded message and reports whether it was queued.
func (c *client) sendBytes(b []byte) bool {
	select {
	case <-c.done:
	case c.out <- b:
		return true
	default:
		c.close("too slow")
	}
	return false
}

func (c *client) close(reason string) {
	c.once.Do(func() {
		close(c.done)
		if c.cork != nil {
			c.cork.corked.Store(false) // the close frame goes out at once
		}
		// The close handshake waits for the peer; nobody should wait for it.
		go c.conn.Close(websocket.StatusGoingAway, reason)
	})
}

// writeLoop writes queued messages until the client is closed. The
// messages queued at once are written together, in one system call:
// each but the last is held back (corkConn).
func (c *client) writeLoop(ctx context.Context) {
	for {
		select {
		case <-c.done:
			return
		case b := <-c.out:
			wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			for {
				more := c.cork != nil && len(c.out) > 0
				if c.cork != nil {
					c.cork.corked.Store(more)
				}
				if err := c.conn.Write(wctx, websocket.MessageText, b); err != nil {
					cancel()
					c.close("write failed")
					return
				}
				if !more {
					break
				}
				b = <-c.out // only this loop takes from c.out
			}
			cancel()
		}
	}
}

// serveWS runs the game protocol on one connection: a hello naming the
// game and the seat token first, then commands, each checked, applied and
// acknowledged in turn.
func (s *Server) serveWS(w http.ResponseWriter, r *http.Request) {
	if s.closing.Load() {
		http.Error(w, "shutting down", http.StatusServiceUnavailable)
		return
	}
	cw := &corkWriter{ResponseWriter: w}
	conn, err := websocket.Accept(cw, r, &websocket.AcceptOptions{OriginPatterns: s.cfg.OriginPatterns})
	if err != nil {
		return // Accept has answered (403 for a foreign origin)
	}
	conn.SetReadLimit(MaxMessage)
	ctx := r.Context()
	limiter := rate.NewLimiter(s.cfg.Rate, s.cfg.Burst)
	c := &client{conn: conn, cork: cw.conn, out: make(chan []byte, outQueue), done: make(chan struct{})}
	writeCtx, stopWrite := context.WithCancel(context.WithoutCancel(ctx))
	defer stopWrite()
	go c.writeLoop(writeCtx)
	defer c.close("bye")

	// The hello comes first, and soon.
	hctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	m, err := s.readMessage(hctx, c)
	cancel()
	if err != nil {
		return
	}
	if m.Type != MsgHello {
		stopWrite()
		c.writeNow(ctx, errorMsg(0, problem(CodeNotJoined, "say hello with a game and a seat token first", "primero saluda con una partida y un token de asiento")))
		return
	}
	g, ok := s.Game(m.Game)
	var seat *Seat
	if ok {
		seat, ok = g.seatByToken(m.Token)
	}
	if !ok {
		s.metrics.refused.WithLabelValues(CodeBadToken).Inc()
		stopWrite()
		c.writeNow(ctx, errorMsg(0, problem(CodeBadToken, "no such game or seat token", "no existe esa partida o ese token de asiento")))
		return
	}
	c.game, c.seat, c.deltas, c.ackInUpdate, c.figureDeltas = g, seat, m.Deltas, m.AckInUpdate, m.FigureDeltas
	s.clientMu.Lock()
	if s.closing.Load() {
		s.clientMu.Unlock()
		return
	}
	s.clients[c] = struct{}{}
	s.clientMu.Unlock()
	s.metrics.seats.Inc()
	defer func() {
		g.leave(c)
		s.clientMu.Lock()
		delete(s.clients, c)
		s.clientMu.Unlock()
		s.metrics.seats.Dec()
	}()
	wel := Welcome{V: ProtocolVersion, Type: MsgWelcome, Game: g.Info(), Seat: seat.info()}
	wel.Seats = wel.Game.Seats
	c.send(wel)
	g.join(c, m.Since)

	for {
		m, err := s.readMessage(ctx, c)
		if err != nil {
			return
		}
		if !limiter.Allow() {
			s.metrics.refused.WithLabelValues(CodeRateLimited).Inc()
			c.send(errorMsg(m.Seq, problem(CodeRateLimited, "too many messages; slow down", "demasiados mensajes; más despacio")))
			continue
		}
		if m.Type == MsgUndo {
			if p := s.undo(ctx, c, m.N); p != nil {
				s.metrics.refused.WithLabelValues(p.Code).Inc()
				c.send(errorMsg(0, p))
			}
			continue
		}
		if m.Type == MsgDice {
			if p := s.enterDice(ctx, c, m); p != nil {
				s.metrics.refused.WithLabelValues(p.Code).Inc()
				c.send(errorMsg(0, p))
			}
			continue
		}
		if m.Type == MsgPause || m.Type == MsgResume {
			if p := s.pause(ctx, c, m.Type == MsgPause); p != nil {
				s.metrics.refused.WithLabelValues(p.Code).Inc()
				c.send(errorMsg(0, p))
			}
			continue
		}
		if m.Type == MsgReplay {
			if p := s.replay(ctx, c, m.N); p != nil {
				c.send(errorMsg(0, p))
			}
			continue
		}
		if m.Type != MsgCommand {
			c.send(errorMsg(0, problem(CodeBadMessage, "already joined", "ya estás en la partida")))
			continue
		}
		if p := s.command(ctx, c, m); p != nil {
			s.metrics.refused.WithLabelValues(p.Code).Inc()
			c.send(errorMsg(m.Seq, p))
		}
	}
}

// undo takes back command n for the client's seat, unless the server is
// closing.
func (s *Server) undo(ctx context.Context, c *client, n uint64) *Problem {
	s.gate.RLock()
	defer s.gate.RUnlock()
	if s.closing.Load() {
		return problem(CodeShuttingDown, "the server is shutting down", "el servidor se está apagando")
	}
	return c.game.undo(ctx, s, c.seat, n)
}

// replay sends the client its seat's view of the game after command n.
func (s *Server) replay(ctx context.Context, c *client, n uint64) *Problem {
	s.gate.RLock()
	defer s.gate.RUnlock()
	if s.closing.Load() {
		return problem(CodeShuttingDown, "the server is shutting down", "el servidor se está apagando")
	}
	total := c.game.Info().N
	if n > total {
		return problem(CodeBadMessage, "the game has %d commands, not %d", "la partida tiene %d órdenes, no %d", total, n)
	}
	st, err := s.StateAt(ctx, c.game.ID, n)
	if err != nil {
		s.log.Error("replay", "game", c.game.ID, "n", n, "err", err)
		return problem(CodeInternal, "the game cannot be replayed", "no se puede reproducir la partida")
	}
	view, err := json.Marshal(rules.SeatView(st, c.seat.Side))
	if err != nil {
		return problem(CodeInternal, "%v", "%v", err)
	}
	c.send(Replay{V: ProtocolVersion, Type: MsgReplay, N: n, Total: total, View: view})
	return nil
}

// command applies one command message, unless the server is closing.
func (s *Server) command(ctx context.Context, c *client, m ClientMessage) *Problem {
	s.gate.RLock()
	defer s.gate.RUnlock()
	if s.closing.Load() {
		return problem(CodeShuttingDown, "the server is shutting down; send it again after the restart", "el servidor se está apagando; reenvía la orden cuando vuelva")
	}
	ack, p := c.game.submit(ctx, s, c.seat, m.Seq, m.Command, c)
	if p != nil {
		return p
	}
	if ack.Type != "" && !ack.inUpdate { // else held for physical dice, acknowledged later, or carried by the update
		c.send(ack)
	}
	return nil
}

// enterDice passes physical dice to the game, unless the server is
// closing.
func (s *Server) enterDice(ctx context.Context, c *client, m ClientMessage) *Problem {
	s.gate.RLock()
	defer s.gate.RUnlock()
	if s.closing.Load() {
		return problem(CodeShuttingDown, "the server is shutting down", "el servidor se está apagando")
	}
	if c.seat.Spectator {
		return problem(CodeNotYourSeat, "a spectator watches and does not play", "un espectador mira y no juega")
	}
	return c.game.enterDice(ctx, s, c.seat, m.Roll, m.Die, m.Values)
}

// readMessage reads and decodes the next message. A message that does not
// decode is answered with an error and reading goes on; a closed or broken
// connection (an oversized message closes it) ends it.
func (s *Server) readMessage(ctx context.Context, c *client) (ClientMessage, error) {
	for {
		typ, data, err := c.conn.Read(ctx)
		if err != nil {
			if websocket.CloseStatus(err) == websocket.StatusMessageTooBig {
				s.metrics.refused.WithLabelValues("too_big").Inc()
			}
			return ClientMessage{}, err
		}
		if typ != websocket.MessageText {
			c.send(errorMsg(0, problem(CodeBadMessage, "messages are JSON text", "los mensajes son texto JSON")))
			continue
		}
		m, err := DecodeClientMessage(data)
		if err != nil {
			s.metrics.refused.WithLabelValues(CodeBadMessage).Inc()
			c.send(errorMsg(0, problem(CodeBadMessage, "bad message: %v", "mensaje incorrecto: %v", err)))
			continue
		}
		return m, nil
	}
}

// writeNow writes v at once, for the last words before closing.
func (c *client) writeNow(ctx context.Context, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		return
	}
	wctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	c.conn.Write(wctx, websocket.MessageText, b)
}
