package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
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
	// after is the settlement of the quest once it is over, made at
	// command afterN on the state of hash afterHash (afterquest.go).
	after     *AfterQuest
	afterN    uint64
	afterHash uint64
	// afterLen is how many entered dice the settlement used (physical
	// dice); afterDice are the dice entered for the settlement of the
	// state of afterDiceN commands and hash afterDiceHash; afterNeed is
	// the die it waits for and afterBy the seat that rolls it
	// (afterquest.go).
	afterLen      int
	afterDice     []int
	afterDiceN    uint64
	afterDiceHash uint64
	afterNeed     *dice.Request
	afterBy       *Seat
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
	// figs keeps the figures' encodings for each side's views. Not
	// shared: a side may see a figure differently (the heroes do not see
	// what an unidentified item is).
	figs [2]figureCache
	// viewIDs counts the views built (viewCache.id).
	viewIDs uint64
	// ackTo is the connection whose command is being applied, when it
	// asked for acks in updates, and ackSeq that command's sequence
	// number; ackN is set once the command is stored (its number), and
	// ackSent once an update to ackTo carried the ack. submit clears them.
	ackTo   *client
	ackSeq  uint64
	ackN    uint64
	ackSent bool
}

// viewCache is a side's view of state n, encoded field by field, and
// the fields of the view before it: a connection that holds the view
// before is sent only the fields that changed (a delta).
type viewCache struct {
	// id names the view among all the game's views (never 0, never used
	// twice, Game.viewIDs); prevID names the one before, whose fields are
	// prev (0 and nil when there is none).
	id, prevID uint64
	n          uint64
	// view is the view as built, to compare the next one with.
	view rules.View
	// parts are the encodings of view's fields (viewFields' order), nil
	// for a field left out (omitempty); b is the whole view, assembled
	// once asked for (whole).
	parts, prev [][]byte
	b           json.RawMessage
	// delta is the delta from prev to parts, made once asked for;
	// figDelta the same with the figures as a figure delta
	// (ViewDelta.Figures).
	delta, figDelta []byte
	// figIDs and figs are the figures' IDs and encodings in the order of
	// the view, prevFigIDs and prevFigs those of the view before.
	figIDs, prevFigIDs []string
	figs, prevFigs     [][]byte
	// board is the last board view and its encoding: the board changes
	// far less often than the rest (a section revealed, a door opened),
	// so its encoding is reused while it is unchanged; boards keeps it
	// for the rules, which then do not build it again.
	board     rules.BoardView
	boardJSON []byte
	boards    rules.BoardCache
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
// from, when not nil, is the connection the command came on: if it asked
// for acks in updates, the update it is sent after the command carries
// the ack, and the Ack returned says so (inUpdate).
func (g *Game) submit(ctx context.Context, srv *Server, s *Seat, seq uint64, raw []byte, from *client) (Ack, *Problem) {
	start := time.Now()
	g.mu.Lock()
	defer g.mu.Unlock()
	// With physical dice the command may be held, and the acknowledgement
	// then goes to every connection of the seat (dice.go): a message.
	if from != nil && from.ackInUpdate && !g.Options.physical() {
		g.ackTo, g.ackSeq = from, seq
		defer func() { g.ackTo, g.ackSeq, g.ackN, g.ackSent = nil, 0, 0, false }()
	}
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
	return Ack{V: ProtocolVersion, Type: MsgAck, Seq: seq, N: n, inUpdate: g.ackSent}, nil
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
		sr, err := srv.store.snapshot(n, next, g.dice)
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
	if g.ackTo != nil && g.ackTo.seat == s && g.ackSeq == seq {
		g.ackN = n
	}
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

// snapshot is the snapshot of state s and dice d after command n, as
// the store keeps it.
func (st *Store) snapshot(n uint64, s rules.State, d *dice.Generator) (snapshotRow, error) {
	enc, err := st.encodeState(s)
	if err != nil {
		return snapshotRow{}, err
	}
	dc, err := d.MarshalBinary()
	if err != nil {
		return snapshotRow{}, err
	}
	return snapshotRow{N: n, State: enc.JSON, Dice: dc, Contents: enc.Contents}, nil
}

// stateJSON encodes s as json.Marshal does, without json.Marshal's
// second pass over what State.MarshalJSON wrote (it checks and compacts
// a marshaller's output, which State's already is): a state is most of a
// new game's cost and of every snapshot's.
func stateJSON(s rules.State) ([]byte, error) { return s.MarshalJSON() }

// updateLocked builds seat s's update but its view (encodeUpdateLocked
// writes the view): its options, and the log entries after since.
func (g *Game) updateLocked(s *Seat, since uint64) Update {
	u := Update{V: ProtocolVersion, Type: MsgUpdate, N: g.n, Options: g.optionsLocked(s), Log: []LogEntry{}}
	if s.Bot { // a bot's options are the server's to take
		u.Options = []rules.Option{}
	}
	if len(u.Options) == 0 {
		u.Waiting = g.waitingLocked()
	}
	u.LastSeq = g.last[s.ID].seq
	u.AfterQuest = g.afterQuestLocked() // before the dice: it may wait for one
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
func (g *Game) viewLocked(side rules.Side) *viewCache {
	c := &g.views[side&1]
	if c.id == 0 || c.n != g.n {
		g.viewIDs++
		g.figs[side&1].other = &g.figs[(side&1)^1]
		c.update(g.viewIDs, g.n, &g.figs[side&1], rules.SeatViewCached(g.state, side, &c.boards))
	}
	return c
}

// figureCache keeps the encodings of the figures of one side's views: a
// figure is encoded again only when it changed (compared whole, as
// reflect.DeepEqual compares, so no field is ever missed: sameAs).
type figureCache struct {
	m map[string]*figureEnc
	// other is the other side's cache, when set: a figure its view holds
	// equal, compared whole, has the same encoding (most figures look
	// the same to both sides; one carrying an unidentified item does
	// not, and is then encoded for each).
	other *figureCache
}

// figureEnc is a figure as a view held it and its encoding; never
// changed once made, so both sides' caches may hold it.
type figureEnc struct {
	fig rules.Figure
	b   []byte
}

// encode is f's encoding.
func (fc *figureCache) encode(f *rules.Figure) ([]byte, error) {
	if fc.m == nil {
		fc.m = map[string]*figureEnc{}
	}
	if e := fc.m[f.ID]; e != nil && sameAs(&e.fig, f) {
		return e.b, nil
	}
	if o := fc.other; o != nil {
		if e := o.m[f.ID]; e != nil && sameAs(&e.fig, f) {
			fc.m[f.ID] = e
			return e.b, nil
		}
	}
	b, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	fc.m[f.ID] = &figureEnc{fig: *f, b: b}
	return b, nil
}

// viewField is a field of rules.View as encoding/json writes it.
type viewField struct {
	index int
	name  string
	key   []byte // "name":
	// omitEmpty and omitZero are the tag's options: the field is left
	// out when empty (false, 0, "", nil, no elements) or zero.
	omitEmpty, omitZero bool
}

// viewFields are rules.View's fields in the order encoding/json writes
// them (its order of declaration: View has no embedded fields).
var viewFields = func() []viewField {
	t := reflect.TypeFor[rules.View]()
	var fs []viewField
	for i := range t.NumField() {
		sf := t.Field(i)
		tag := sf.Tag.Get("json")
		if !sf.IsExported() || tag == "-" || sf.Anonymous {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if name == "" {
			name = sf.Name
		}
		key, _ := json.Marshal(name)
		f := viewField{index: i, name: name, key: append(key, ':')}
		for o := range strings.SplitSeq(opts, ",") {
			switch o {
			case "omitempty":
				f.omitEmpty = true
			case "omitzero":
				f.omitZero = true
			case "":
			default:
				panic("server: rules.View field " + sf.Name + " has json option " + o)
			}
		}
		fs = append(fs, f)
	}
	return fs
}()

// omitted reports whether encoding/json leaves field f of value v out.
func (f *viewField) omitted(v reflect.Value) bool {
	if f.omitZero {
		if z, ok := v.Interface().(interface{ IsZero() bool }); ok && (v.Kind() != reflect.Pointer || !v.IsNil()) {
			if z.IsZero() {
				return true
			}
		} else if v.IsZero() {
			return true
		}
	}
	if !f.omitEmpty {
		return false
	}
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Bool:
		return !v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int() == 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return v.Uint() == 0
	case reflect.Float32, reflect.Float64:
		return v.Float() == 0
	case reflect.Interface, reflect.Pointer:
		return v.IsNil()
	}
	return false
}

// update makes v, view id of state n, the cache's view: each field is
// encoded again only when it changed since the view before (the board
// compared field by field, each figure through the figure cache, the
// rest as reflect.DeepEqual compares (sameValue), so that no field is
// ever missed).
func (c *viewCache) update(id, n uint64, figs *figureCache, v rules.View) {
	prevIDs, prevFigs := c.figIDs, c.figs
	parts, err := c.encodeParts(figs, &v)
	if err != nil {
		*c = viewCache{id: id, n: n, b: json.RawMessage("null")}
		return
	}
	if c.parts != nil {
		c.prevID, c.prev, c.prevFigIDs, c.prevFigs = c.id, c.parts, prevIDs, prevFigs
	} else {
		c.prevID, c.prev, c.prevFigIDs, c.prevFigs = 0, nil, nil, nil
	}
	c.id, c.n, c.view, c.parts, c.b, c.delta, c.figDelta = id, n, v, parts, nil, nil, nil
}

// whole is the whole view, made once asked for (connections that take
// deltas seldom need it).
func (c *viewCache) whole() json.RawMessage {
	if c.b != nil {
		return c.b
	}
	size := 2
	for k, p := range c.parts {
		if p != nil {
			size += len(viewFields[k].key) + len(p) + 1
		}
	}
	b := make([]byte, 0, size)
	b = append(b, '{')
	for k, p := range c.parts {
		if p == nil {
			continue
		}
		if len(b) > 1 {
			b = append(b, ',')
		}
		b = append(b, viewFields[k].key...)
		b = append(b, p...)
	}
	c.b = append(b, '}')
	return c.b
}

// encodeParts encodes v's fields, reusing the encodings of the fields
// equal to those of the cache's view.
func (c *viewCache) encodeParts(figs *figureCache, v *rules.View) ([][]byte, error) {
	parts := make([][]byte, len(viewFields))
	c.figIDs, c.figs = nil, nil // set below when the view has figures
	nv := reflect.ValueOf(v).Elem()
	var ov reflect.Value
	if c.parts != nil {
		ov = reflect.ValueOf(&c.view).Elem()
	}
	for k := range viewFields {
		f := &viewFields[k]
		fv := nv.Field(f.index)
		if f.omitted(fv) {
			continue
		}
		switch f.name {
		case "board":
			if c.boardJSON == nil || !sameBoard(&c.board, &v.Board) {
				b, err := json.Marshal(v.Board)
				if err != nil {
					return nil, err
				}
				c.board, c.boardJSON = v.Board, b
			}
			parts[k] = c.boardJSON
			continue
		case "figures":
			if v.Figures == nil {
				break
			}
			ids, encs := make([]string, len(v.Figures)), make([][]byte, len(v.Figures))
			size := 2 + len(v.Figures)
			for i := range v.Figures {
				e, err := figs.encode(&v.Figures[i])
				if err != nil {
					return nil, err
				}
				ids[i], encs[i] = v.Figures[i].ID, e
				size += len(e)
			}
			b := append(make([]byte, 0, size), '[') // one allocation
			for i, e := range encs {
				if i > 0 {
					b = append(b, ',')
				}
				b = append(b, e...)
			}
			parts[k] = append(b, ']')
			c.figIDs, c.figs = ids, encs
			continue
		}
		if ov.IsValid() && c.parts[k] != nil && sameValue(fv.Type(), ov.Field(f.index).Addr().UnsafePointer(), fv.Addr().UnsafePointer()) {
			parts[k] = c.parts[k]
			continue
		}
		b, err := json.Marshal(fv.Interface())
		if err != nil {
			return nil, err
		}
		parts[k] = b
	}
	return parts, nil
}

// deltaJSON is the delta from the view before (prevID) to this one: the
// fields whose encoding changed, and those now left out. With byFigure
// the figures, when they changed and were there before, go as a figure
// delta (ViewDelta.Figures): the IDs in order and the figures new or
// changed.
func (c *viewCache) deltaJSON(byFigure bool) []byte {
	if !byFigure && c.delta != nil {
		return c.delta
	}
	if byFigure && c.figDelta != nil {
		return c.figDelta
	}
	b := append(make([]byte, 0, 256), `{"base":`...)
	b = strconv.AppendUint(b, c.prevID, 10)
	b = append(b, `,"set":{`...)
	first := true
	var unset, figs []byte
	for k, p := range c.parts {
		old := c.prev[k]
		switch {
		case p == nil && old != nil:
			if unset != nil {
				unset = append(unset, ',')
			}
			unset = append(unset, viewFields[k].key[:len(viewFields[k].key)-1]...)
		case p != nil && (old == nil || !bytes.Equal(p, old)):
			if byFigure && old != nil && viewFields[k].name == "figures" {
				figs = c.figureDelta()
				continue
			}
			if !first {
				b = append(b, ',')
			}
			first = false
			b = append(b, viewFields[k].key...)
			b = append(b, p...)
		}
	}
	b = append(b, '}')
	if unset != nil {
		b = append(b, `,"unset":[`...)
		b = append(b, unset...)
		b = append(b, ']')
	}
	if figs != nil {
		b = append(b, `,"figures":`...)
		b = append(b, figs...)
	}
	b = append(b, '}')
	if byFigure {
		c.figDelta = b
	} else {
		c.delta = b
	}
	return b
}

// figureDelta is the figures of this view as a change to those of the
// view before: {"ids":[...],"set":{id: figure, ...}}, every ID in order,
// and the figures whose encoding is new or changed.
func (c *viewCache) figureDelta() []byte {
	old := make(map[string][]byte, len(c.prevFigIDs))
	for i, id := range c.prevFigIDs {
		old[id] = c.prevFigs[i]
	}
	b := append(make([]byte, 0, 64+16*len(c.figIDs)), `{"ids":[`...)
	for i, id := range c.figIDs {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, id)
	}
	b = append(b, `],"set":{`...)
	first := true
	for i, id := range c.figIDs {
		if e, ok := old[id]; ok && bytes.Equal(e, c.figs[i]) {
			continue
		}
		if !first {
			b = append(b, ',')
		}
		first = false
		b = appendJSONString(b, id)
		b = append(b, ':')
		b = append(b, c.figs[i]...)
	}
	return append(b, "}}"...)
}

// encodeView is v encoded as the cache encodes views (for tests: the
// same bytes as json.Marshal(v)).
func encodeView(c *viewCache, figs *figureCache, v rules.View) json.RawMessage {
	c.update(c.id+1, v.Version, figs, v)
	return c.whole()
}

// sameBoard reports whether two board views are equal: the same one
// (rules.BoardCache), or equal field by field.
func sameBoard(a, b *rules.BoardView) bool {
	if len(a.Squares) > 0 && len(a.Squares) == len(b.Squares) && &a.Squares[0] == &b.Squares[0] &&
		len(a.Edges) == len(b.Edges) && (len(a.Edges) == 0 || &a.Edges[0] == &b.Edges[0]) &&
		len(a.Elements) == len(b.Elements) && (len(a.Elements) == 0 || &a.Elements[0] == &b.Elements[0]) {
		return a.W == b.W && a.H == b.H
	}
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
	var ack *UpdateAck
	if c == g.ackTo && g.ackN != 0 && !g.ackSent {
		ack = &UpdateAck{Seq: g.ackSeq, N: g.ackN}
	}
	b, id, err := g.encodeUpdateAckLocked(c.seat, c.sent, c.deltas, c.viewID, ack, c.figureDeltas)
	if err != nil {
		return
	}
	c.sent, c.viewID = g.n, id
	if c.sendBytes(b) && ack != nil {
		g.ackSent = true
	}
}

// encodeUpdateLocked writes updateLocked(s, since) as JSON, splicing in
// the view and options encoded once per state rather than once per
// connection (an update goes to every connection after every command).
// With deltas, for a connection that holds view have, the view is
// written as a delta from have when the cache can (ViewDelta); it
// returns the ID of the view written.
func (g *Game) encodeUpdateLocked(s *Seat, since uint64, deltas bool, have uint64) ([]byte, uint64, error) {
	return g.encodeUpdateAckLocked(s, since, deltas, have, nil, false)
}

// encodeUpdateAckLocked is encodeUpdateLocked with an acknowledgement
// (Update.Ack) when ack is not nil, and with the figures of a delta as a
// figure delta when byFigure (ViewDelta.Figures).
func (g *Game) encodeUpdateAckLocked(s *Seat, since uint64, deltas bool, have uint64, ack *UpdateAck, byFigure bool) ([]byte, uint64, error) {
	vc := g.viewLocked(s.Side)
	u := g.updateLocked(s, since)
	opts, err := g.optionsJSONLocked(s)
	if err != nil {
		return nil, 0, err
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
		After   *AfterQuest `json:"after_quest,omitempty"`
		Ack     *UpdateAck  `json:"ack,omitempty"`
	}{u.V, u.Type, u.N, u.Waiting, u.LastSeq, u.Undo, u.Dice, u.Clock, u.Scores, u.AfterQuest, ack})
	if err != nil {
		return nil, 0, err
	}
	// The view: whole, or for a connection that takes deltas and holds
	// this view or the one before, a delta.
	var viewHead, view []byte
	switch {
	case deltas && have != 0 && have == vc.id:
		viewHead, view = fmt.Appendf(nil, `,"view_id":%d,"view_delta":`, vc.id), fmt.Appendf(nil, `{"base":%d,"set":{}}`, vc.id)
	case deltas && have != 0 && have == vc.prevID:
		viewHead, view = fmt.Appendf(nil, `,"view_id":%d,"view_delta":`, vc.id), vc.deltaJSON(byFigure)
	case deltas:
		viewHead, view = fmt.Appendf(nil, `,"view_id":%d,"view":`, vc.id), vc.whole()
	default:
		viewHead, view = []byte(`,"view":`), vc.whole()
	}
	size := len(head) + len(`,"options":`) + len(opts) + len(viewHead) + len(view) + 16
	for _, e := range u.Log {
		size += 64 + len(e.Seat) + len(e.Events)
	}
	b := bytes.NewBuffer(make([]byte, 0, size))
	b.Write(head[:len(head)-1])
	// The options come before the view: a client reading the fields
	// before the view (the load tool) finds them first.
	b.WriteString(`,"options":`)
	b.Write(opts)
	b.Write(viewHead)
	b.Write(view)
	b.WriteString(`,"log":[`)
	for k, e := range u.Log {
		if k > 0 {
			b.WriteByte(',')
		}
		seat, _ := json.Marshal(e.Seat)
		fmt.Fprintf(b, `{"n":%d,"seat":%s,"events":`, e.N, seat)
		b.Write(e.Events)
		if e.Why != nil {
			why, _ := json.Marshal(e.Why)
			b.WriteString(`,"why":`)
			b.Write(why)
		}
		b.WriteByte('}')
	}
	b.WriteString("]}")
	return b.Bytes(), vc.id, nil
}

// optionsJSONLocked is the encoded options update sends seat s now.
func (g *Game) optionsJSONLocked(s *Seat) (json.RawMessage, error) {
	if s.Bot {
		return json.RawMessage("[]"), nil
	}
	c := g.options[s.ID]
	if c.n != g.n || c.b == nil {
		opts := g.optionsLocked(s)
		b, err := encodeOptions(opts)
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
	c.sent, c.viewID = since, 0
	g.sendUpdateLocked(c)
}

// leave removes c from the game's clients.
func (g *Game) leave(c *client) {
	g.mu.Lock()
	defer g.mu.Unlock()
	delete(g.clients, c)
}
