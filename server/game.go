package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sync"
	"time"

	"dun/autoplay"
	"dun/dice"
	"dun/rules"
)

// Game is one game being played: the rules state, the dice, the seats,
// the log of what each side was told, and the clients connected. Every
// change happens under mu, so commands to one game are applied one at a
// time in the order they arrive.
type Game struct {
	ID      string
	QuestID string
	Title   rules.Text
	Created time.Time
	// TurnLimit is the quest's turn limit, 0 for none.
	TurnLimit int
	// Options are how the game is played.
	Options Options

	mu    sync.Mutex
	state rules.State
	// adpCards is the ADP that plays this game's cards, made on first use
	// (bots.go): it keeps the plan of the moment in progress.
	adpCards autoplay.Policy
	dice     *dice.Generator
	seats    []*Seat
	n        uint64               // commands applied
	last     map[string]seqResult // per seat: its last applied client sequence number
	log      []logItem            // log[k] is command k+1
	clients  map[*client]struct{}
	// botRunning is set while a goroutine plays the bot seats (bots.go).
	botRunning bool
	// pending is a command held until its physical dice are entered
	// (dice.go); nil when none is.
	pending *pendingDice
	// clock times the activation or turn, with time limits (timer.go);
	// penalties are the heroes' overruns.
	clock     *clock
	penalties []Penalty
	// heroPoints are each hero's achievement points counted over the
	// first pointsN commands (competitive play, scores.go).
	heroPoints map[string]int
	pointsN    uint64
	// views and options cache what the seats are sent for state n.
	views   [2]viewCache
	options map[string]optionsCache
	// sideOpts caches the rules' options of each side for state n, which
	// the side's seats then filter.
	sideOpts [2]optionsCache
	// figs keeps the figures' encodings for the views.
	figs figureCache
}

type viewCache struct {
	n uint64
	b json.RawMessage
	// board is the last board view and its encoding: the board changes
	// far less often than the rest (a section revealed, a door opened),
	// so its encoding is reused while it is unchanged.
	board     rules.BoardView
	boardJSON []byte
}

type optionsCache struct {
	n    uint64
	opts []rules.Option
	b    json.RawMessage // opts encoded, once asked for
}

// seqResult is a seat's last applied command: its client sequence number
// and its number in the game.
type seqResult struct{ seq, n uint64 }

// logItem is an applied command and the events each side was told.
type logItem struct {
	seat   string
	seq    uint64 // the client sequence number it came with
	heroes json.RawMessage
	dark   json.RawMessage
	why    *rules.Text
	// undoable: it drew no dice and revealed nothing (undo.go).
	undoable bool
}

// GameInfo is a game as the lobby lists it.
type GameInfo struct {
	ID      string     `json:"id"`
	Quest   string     `json:"quest"`
	Title   rules.Text `json:"title"`
	Created time.Time  `json:"created"`
	N       uint64     `json:"n"`
	Turn    int        `json:"turn"`
	// TurnLimit is the quest's turn limit, 0 for none.
	TurnLimit int        `json:"turn_limit,omitempty"`
	Options   Options    `json:"options,omitzero"`
	Seats     []SeatInfo `json:"seats"`
	// Penalties are the heroes' time overruns, each an achievement
	// point of the Dark Player's (time limits).
	Penalties int `json:"penalties,omitempty"`
}

// Info describes the game for the lobby.
func (g *Game) Info() GameInfo {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.infoLocked()
}

func (g *Game) infoLocked() GameInfo {
	gi := GameInfo{ID: g.ID, Quest: g.QuestID, Title: g.Title, Created: g.Created, N: g.n, Turn: g.state.Turn, TurnLimit: g.TurnLimit, Options: g.Options, Penalties: len(g.penalties)}
	for _, s := range g.seats {
		gi.Seats = append(gi.Seats, s.info())
	}
	return gi
}

// seatByToken returns the seat token opens.
func (g *Game) seatByToken(token string) (*Seat, bool) {
	for _, s := range g.seats {
		if s.opens(token) {
			return s, true
		}
	}
	return nil, false
}

// Hash is the hash of the current rules state.
func (g *Game) Hash() string {
	g.mu.Lock()
	defer g.mu.Unlock()
	return fmt.Sprintf("%x", g.state.Hash())
}

// encodeEvents writes events as a JSON array.
func encodeEvents(evs []rules.Event) (json.RawMessage, error) {
	var b bytes.Buffer
	b.WriteByte('[')
	for k, ev := range evs {
		e, err := rules.EncodeEvent(ev)
		if err != nil {
			return nil, err
		}
		if k > 0 {
			b.WriteByte(',')
		}
		b.Write(e)
	}
	b.WriteByte(']')
	return b.Bytes(), nil
}

// submit applies command raw sent by seat s with client sequence number
// seq: it is decoded, checked against the seat, applied by the rules,
// written to the store and only then acknowledged and sent to every
// client. A refused command changes nothing. A seq already applied is
// acknowledged again without applying it twice; an older one is refused.
func (g *Game) submit(ctx context.Context, srv *Server, s *Seat, seq uint64, raw []byte) (Ack, *Problem) {
	start := time.Now()
	g.mu.Lock()
	defer g.mu.Unlock()
	if last, ok := g.last[s.ID]; ok {
		if seq == last.seq {
			return Ack{V: ProtocolVersion, Type: MsgAck, Seq: seq, N: last.n, Duplicate: true}, nil
		}
		if seq < last.seq {
			return Ack{}, problem(CodeStaleSeq, "command %d was sent after command %d of this seat", "la orden %d se envió después de la orden %d de este asiento", seq, last.seq)
		}
	}
	if g.pending != nil {
		return Ack{}, problem(CodeDicePending, "waiting for the dice of %s", "se esperan los dados de %s", g.pending.roller)
	}
	c, err := rules.DecodeCommand(raw)
	if err != nil {
		return Ack{}, ruleProblem(err)
	}
	if p := mayAct(&g.state, g.seats, s, c); p != nil {
		return Ack{}, p
	}
	if s.Bot {
		return Ack{}, problem(CodeNotYourSeat, "the server plays this seat", "este asiento lo juega el servidor")
	}
	n, p := g.applyLocked(ctx, srv, s, seq, c, nil)
	if p != nil {
		return Ack{}, p
	}
	if n == 0 { // held for physical dice: acknowledged once they are in
		return Ack{}, nil
	}
	srv.metrics.latency.Observe(time.Since(start).Seconds())
	g.wakeBotsLocked(srv)
	return Ack{V: ProtocolVersion, Type: MsgAck, Seq: seq, N: n}, nil
}

// applyLocked applies command c of seat s, already checked against the
// seat: the rules judge it, the store keeps it, and every client is sent
// its update. On any error the game and its dice are as they were.
// why, when not nil, is a bot's reason for the command, kept in the log.
// With physical dice a command that needs a die nobody has entered yet
// is held (g.pending) and the rolling seat asked for it: applyLocked then
// returns 0 and no problem.
func (g *Game) applyLocked(ctx context.Context, srv *Server, s *Seat, seq uint64, c rules.Command, why *rules.Text) (uint64, *Problem) {
	if g.Options.physical() {
		return g.applyEnteredLocked(ctx, srv, &pendingDice{seat: s, seq: seq, cmd: c, why: why, vals: []int{}})
	}
	return g.commitLocked(ctx, srv, s, seq, c, why, nil)
}

// commitLocked applies command c with the game's dice (vals nil) or with
// the dice entered (vals), stores it and sends every client its update.
func (g *Game) commitLocked(ctx context.Context, srv *Server, s *Seat, seq uint64, c rules.Command, why *rules.Text, vals []int) (uint64, *Problem) {
	saved, err := g.dice.MarshalBinary()
	if err != nil {
		return 0, problem(CodeInternal, "the dice cannot be saved: %v", "no se pueden guardar los dados: %v", err)
	}
	draws := g.dice.Draws()
	var src dice.Source = g.dice
	var script *dice.Script
	if vals != nil {
		script = dice.Scripted(vals...)
		src = script
	}
	next, evs, err := rules.Apply(g.state, c, src)
	if err != nil {
		g.restoreDice(saved)
		return 0, ruleProblem(err)
	}
	if script != nil && script.Used() != script.Len() {
		return 0, problem(CodeBadDice, "%d dice entered, %d used", "%d dados introducidos, %d usados", script.Len(), script.Used())
	}
	undoable := g.dice.Draws() == draws && len(vals) == 0 && sameKnowledge(&g.state, &next)
	heroes, err1 := encodeEvents(rules.SeatEvents(next, rules.Heroes, evs))
	dark, err2 := encodeEvents(rules.SeatEvents(next, rules.Dark, evs))
	body, err3 := rules.EncodeCommand(c)
	if err := errors.Join(err1, err2, err3); err != nil {
		g.restoreDice(saved)
		return 0, problem(CodeInternal, "the command cannot be recorded: %v", "la orden no se puede registrar: %v", err)
	}
	n := g.n + 1
	row := commandRow{N: n, SeatID: s.ID, ClientSeq: seq, Command: body, EventsHeroes: heroes, EventsDark: dark, Why: why, Undoable: undoable, Dice: vals}
	var snap *snapshotRow
	if srv.cfg.SnapshotEvery > 0 && n%uint64(srv.cfg.SnapshotEvery) == 0 {
		sr, err := snapshot(n, next, g.dice)
		if err != nil {
			g.restoreDice(saved)
			return 0, problem(CodeInternal, "the game cannot be saved: %v", "la partida no se puede guardar: %v", err)
		}
		snap = &sr
	}
	// Written before acknowledged; the write is not cancelled by a client
	// going away, so an applied command is never half-stored.
	if err := srv.store.appendCommand(context.WithoutCancel(ctx), g.ID, row, snap); err != nil {
		g.restoreDice(saved)
		srv.log.Error("store", "game", g.ID, "err", err)
		return 0, problem(CodeInternal, "the command could not be saved; it was not applied", "no se pudo guardar la orden; no se ha aplicado")
	}
	g.state, g.n = next, n
	g.tickClockLocked(ctx, srv, srv.now())
	g.last[s.ID] = seqResult{seq: seq, n: n}
	g.log = append(g.log, logItem{seat: s.ID, seq: seq, heroes: heroes, dark: dark, why: why, undoable: undoable})
	for c := range g.clients {
		g.sendUpdateLocked(c)
	}
	srv.metrics.commands.Inc()
	return n, nil
}

func (g *Game) restoreDice(saved []byte) {
	var d dice.Generator
	if d.UnmarshalBinary(saved) == nil {
		*g.dice = d
	}
}

// ruleProblem turns an error of the rules into a refusal.
func ruleProblem(err error) *Problem {
	var re *rules.RuleError
	if errors.As(err, &re) {
		return &Problem{Code: re.Code, Reason: re.Reason}
	}
	return problem(CodeBadMessage, "%v", "%v", err)
}

func snapshot(n uint64, s rules.State, d *dice.Generator) (snapshotRow, error) {
	st, err := json.Marshal(s)
	if err != nil {
		return snapshotRow{}, err
	}
	dc, err := d.MarshalBinary()
	if err != nil {
		return snapshotRow{}, err
	}
	return snapshotRow{N: n, State: st, Dice: dc}, nil
}

// update builds seat s's update: its view, its options, and the log
// entries after since.
func (g *Game) updateLocked(s *Seat, since uint64) Update {
	u := Update{V: ProtocolVersion, Type: MsgUpdate, N: g.n, View: g.viewLocked(s.Side), Options: g.optionsLocked(s), Log: []LogEntry{}}
	if s.Bot { // a bot's options are the server's to take
		u.Options = []rules.Option{}
	}
	if len(u.Options) == 0 {
		u.Waiting = g.waitingLocked()
	}
	u.LastSeq = g.last[s.ID].seq
	u.Dice = g.dicePromptLocked()
	u.Clock = g.clockLocked()
	if g.Options.Competitive || g.Options.TimeLimits {
		u.Scores = g.scoresLocked()
	}
	u.Undo = g.mayUndoLocked(s) == nil
	if since > g.n {
		since = g.n
	}
	for k := since; k < g.n; k++ {
		it := g.log[k]
		ev := it.heroes
		if s.Side == rules.Dark {
			ev = it.dark
		}
		u.Log = append(u.Log, LogEntry{N: k + 1, Seat: it.seat, Events: ev, Why: it.why})
	}
	return u
}

// waitingLocked names the seat play waits for.
func (g *Game) waitingLocked() string {
	for _, s := range g.seats {
		if len(g.optionsLocked(s)) > 0 {
			return s.ID
		}
	}
	return ""
}

// viewLocked is the side's view of the current state, encoded once per
// state for all the side's connections.
func (g *Game) viewLocked(side rules.Side) json.RawMessage {
	c := &g.views[side&1]
	if c.b == nil || c.n != g.n {
		c.n, c.b = g.n, encodeView(c, &g.figs, rules.SeatView(g.state, side))
	}
	return c.b
}

// emptyBoard is how a zero BoardView encodes.
var emptyBoard = []byte(`"board":{"w":0,"h":0,"squares":null}`)

// noFigures is how a View without figures encodes them.
var noFigures = []byte(`"figures":null`)

// figureCache keeps each figure's encoding: a figure is encoded again only
// when it changed (compared whole, so no field is ever missed), and both
// sides' views share the encodings.
type figureCache map[string]*figureEnc

type figureEnc struct {
	n   uint64 // the state it was last checked against
	fig rules.Figure
	b   []byte
}

// encode is f's encoding in state n. A figure checked in state n already
// (for the other side's view) is not compared again; undo, which brings
// n back, empties the cache.
func (fc *figureCache) encode(f *rules.Figure, n uint64) ([]byte, error) {
	if *fc == nil {
		*fc = figureCache{}
	}
	if e := (*fc)[f.ID]; e != nil && (e.n == n || reflect.DeepEqual(&e.fig, f)) {
		e.n = n
		return e.b, nil
	}
	b, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	(*fc)[f.ID] = &figureEnc{n: n, fig: *f, b: b}
	return b, nil
}

// encodeView encodes v, reusing the cached encoding of its board when
// the board has not changed and of each figure that has not.
func encodeView(c *viewCache, figs *figureCache, v rules.View) json.RawMessage {
	var figsJSON []byte
	if v.Figures != nil {
		figsJSON = append(figsJSON, '[')
		for k := range v.Figures {
			b, err := figs.encode(&v.Figures[k], v.Version)
			if err != nil {
				return []byte("null")
			}
			if k > 0 {
				figsJSON = append(figsJSON, ',')
			}
			figsJSON = append(figsJSON, b...)
		}
		figsJSON = append(figsJSON, ']')
		v.Figures = nil
	}
	if c.boardJSON == nil || !sameBoard(&c.board, &v.Board) {
		b, err := json.Marshal(v.Board)
		if err != nil {
			return []byte("null")
		}
		c.board, c.boardJSON = v.Board, b
	}
	v.Board = rules.BoardView{}
	b, err := json.Marshal(v)
	if err != nil {
		return []byte("null")
	}
	i := bytes.Index(b, emptyBoard)
	if i < 0 { // cannot happen while View has its board
		c.boardJSON = nil
		return []byte("null")
	}
	out := make([]byte, 0, len(b)+len(c.boardJSON)+len(figsJSON))
	out = append(out, b[:i+len(`"board":`)]...)
	out = append(out, c.boardJSON...)
	rest := b[i+len(emptyBoard):]
	if figsJSON != nil {
		j := bytes.Index(rest, noFigures)
		if j < 0 { // cannot happen while View has its figures after its board
			c.boardJSON = nil
			return []byte("null")
		}
		out = append(out, rest[:j+len(`"figures":`)]...)
		out = append(out, figsJSON...)
		rest = rest[j+len(noFigures):]
	}
	return append(out, rest...)
}

// sameBoard reports whether two board views are equal.
func sameBoard(a, b *rules.BoardView) bool {
	return a.W == b.W && a.H == b.H && slices.Equal(a.Squares, b.Squares) && slices.Equal(a.Edges, b.Edges) &&
		slices.EqualFunc(a.Elements, b.Elements, func(x, y rules.ElementView) bool {
			return x.Kind == y.Kind && x.Height == y.Height && x.Impassable == y.Impassable && x.Special == y.Special && slices.Equal(x.Squares, y.Squares)
		})
}

// optionsLocked is seat s's options in the current state, computed once
// per state.
func (g *Game) optionsLocked(s *Seat) []rules.Option {
	if c, ok := g.options[s.ID]; ok && c.n == g.n {
		return c.opts
	}
	var opts []rules.Option
	if !s.Spectator {
		sc := &g.sideOpts[s.Side&1]
		if sc.opts == nil || sc.n != g.n {
			sc.n, sc.opts = g.n, rules.Options(g.state, s.Side)
			if sc.opts == nil {
				sc.opts = []rules.Option{}
			}
		}
		opts = filterOptions(&g.state, g.seats, s, sc.opts)
	}
	if opts == nil {
		opts = []rules.Option{}
	}
	if g.options == nil {
		g.options = map[string]optionsCache{}
	}
	g.options[s.ID] = optionsCache{n: g.n, opts: opts}
	return opts
}

// sendUpdateLocked sends client c the update since what it was sent last.
func (g *Game) sendUpdateLocked(c *client) {
	b, err := g.encodeUpdateLocked(c.seat, c.sent)
	if err != nil {
		return
	}
	c.sent = g.n
	c.sendBytes(b)
}

// encodeUpdateLocked writes updateLocked(s, since) as JSON, splicing in
// the view and options encoded once per state rather than once per
// connection (an update goes to every connection after every command).
func (g *Game) encodeUpdateLocked(s *Seat, since uint64) ([]byte, error) {
	u := g.updateLocked(s, since)
	opts, err := g.optionsJSONLocked(s)
	if err != nil {
		return nil, err
	}
	head, err := json.Marshal(struct {
		V       int         `json:"v"`
		Type    string      `json:"type"`
		N       uint64      `json:"n"`
		Waiting string      `json:"waiting,omitempty"`
		LastSeq uint64      `json:"last_seq"`
		Undo    bool        `json:"undo,omitempty"`
		Dice    *DicePrompt `json:"dice,omitempty"`
		Clock   *Clock      `json:"clock,omitempty"`
		Scores  *Scores     `json:"scores,omitempty"`
	}{u.V, u.Type, u.N, u.Waiting, u.LastSeq, u.Undo, u.Dice, u.Clock, u.Scores})
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.Write(head[:len(head)-1])
	b.WriteString(`,"view":`)
	b.Write(u.View)
	b.WriteString(`,"options":`)
	b.Write(opts)
	b.WriteString(`,"log":[`)
	for k, e := range u.Log {
		if k > 0 {
			b.WriteByte(',')
		}
		seat, _ := json.Marshal(e.Seat)
		fmt.Fprintf(&b, `{"n":%d,"seat":%s,"events":`, e.N, seat)
		b.Write(e.Events)
		if e.Why != nil {
			why, _ := json.Marshal(e.Why)
			b.WriteString(`,"why":`)
			b.Write(why)
		}
		b.WriteByte('}')
	}
	b.WriteString("]}")
	return b.Bytes(), nil
}

// optionsJSONLocked is the encoded options update sends seat s now.
func (g *Game) optionsJSONLocked(s *Seat) (json.RawMessage, error) {
	if s.Bot {
		return json.RawMessage("[]"), nil
	}
	c := g.options[s.ID]
	if c.n != g.n || c.b == nil {
		opts := g.optionsLocked(s)
		b, err := json.Marshal(opts)
		if err != nil {
			return nil, err
		}
		c = g.options[s.ID]
		c.b = b
		g.options[s.ID] = c
	}
	return c.b, nil
}

// join adds c to the game's clients and sends it its first update, with
// the log after since.
func (g *Game) join(c *client, since uint64) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.clients[c] = struct{}{}
	if since > g.n {
		since = 0 // a client ahead of the game (a restored backup?) gets it all again
	}
	c.sent = since
	g.sendUpdateLocked(c)
}

// leave removes c from the game's clients.
func (g *Game) leave(c *client) {
	g.mu.Lock()
	defer g.mu.Unlock()
	delete(g.clients, c)
}
