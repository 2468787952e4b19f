// Package loadgen puts a running dun server under load through its public
// surface only: it creates games with POST /api/games, opens a WebSocket
// per seat, and plays, measuring commands per second (each acknowledged
// command is on disk) and the latency from sending a command to the moment
// every connected seat of the game has received the update for it.
//
// Each game is driven by one goroutine with at most one command in flight,
// paced to a rate per game (open loop) or as fast as acknowledgements come
// back (Rate 0). The command is an option the server offered: either a
// random one (Mix "play", which plays whole games and starts new ones as
// they end) or a figure turning on the spot (Mix "face", the cheapest
// command, which never ends).
package loadgen

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"
)

// Config is one load run.
type Config struct {
	// URL is the server's base address, e.g. http://127.0.0.1:8080.
	URL string
	// Games is the number of games played at once.
	Games int
	// Spectators per game (each one more connection; the heroes' two seats
	// and the Dark Player's are always connected).
	Spectators int
	// Rate is the commands per second each game sends (0: as fast as they
	// are acknowledged).
	Rate float64
	// Duration is how long commands are sent, after the games are set up.
	Duration time.Duration
	// Mix is "play" (random offered options, whole games) or "face".
	Mix string
	// Quest and Heroes make the games (default: drowned-chapel, shara and
	// taeral, one seat each).
	Quest  string
	Heroes []string
	// Seed makes the random choices repeatable.
	Seed uint64
	// FullViews asks the server for whole views in every update, not
	// deltas after the first, their figures figure by figure (the
	// protocol's ClientMessage.Deltas and FigureDeltas).
	FullViews bool
	// SeparateAcks asks for each acknowledgement as a message of its own,
	// not inside the update that follows the command (the protocol's
	// ClientMessage.AckInUpdate).
	SeparateAcks bool
}

// Report is what a run measured.
type Report struct {
	Games int `json:"games"`
	// Clients are the connections open at once.
	Clients     int           `json:"clients"`
	Duration    time.Duration `json:"duration_ns"`
	Commands    int           `json:"commands"`
	PerSecond   float64       `json:"commands_per_second"`
	Refused     int           `json:"refused"`
	GamesEnded  int           `json:"games_ended"`
	P50         time.Duration `json:"p50_ns"`
	P90         time.Duration `json:"p90_ns"`
	P95         time.Duration `json:"p95_ns"`
	P99         time.Duration `json:"p99_ns"`
	Max         time.Duration `json:"max_ns"`
	Disconnects int           `json:"disconnects"`
	// CPU is the CPU time this process used while commands were sent
	// (with the server in the same process, the server's and the
	// clients'); PerCPUSecond is commands per CPU second, a figure that
	// holds when other programs share the machine.
	CPU          time.Duration `json:"cpu_ns"`
	PerCPUSecond float64       `json:"commands_per_cpu_second"`
}

func (r Report) String() string {
	ms := func(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }
	return fmt.Sprintf("%d games, %d clients, %.1fs: %d commands (%.0f/s; %.0f per CPU second), %d refused, %d games ended, %d disconnects; command to every seat's update: p50 %s, p90 %s, p95 %s, p99 %s, max %s",
		r.Games, r.Clients, r.Duration.Seconds(), r.Commands, r.PerSecond, r.PerCPUSecond, r.Refused, r.GamesEnded, r.Disconnects, ms(r.P50), ms(r.P90), ms(r.P95), ms(r.P99), ms(r.Max))
}

// message is what the load tool reads of a server message.
type message struct {
	Type    string `json:"type"`
	N       uint64 `json:"n"`
	Seq     uint64 `json:"seq"`
	Code    string `json:"code"`
	LastSeq uint64 `json:"last_seq"`
	Waiting string `json:"waiting"`
	// Ack is the acknowledgement an update carries.
	Ack *struct {
		Seq uint64 `json:"seq"`
		N   uint64 `json:"n"`
	} `json:"ack"`
	// raw is an update as it came: its options are read only when the
	// connection is chosen to act.
	raw []byte
}

// decode reads what the load tool needs of a message. An update's
// options and view (most of it) are skipped: only the fields before them
// are decoded, as a program that follows the game cheaply would. The
// server writes an update's fields in this order: the head, options,
// view (or view delta), log.
func decode(data []byte, m *message) error {
	if bytes.HasPrefix(data, []byte(`{"v":1,"type":"update"`)) {
		if i := bytes.Index(data, []byte(`,"options":`)); i > 0 {
			head := append(data[:i:i], '}')
			m.raw = data[i+len(`,"options":`):]
			return json.Unmarshal(head, m)
		}
	}
	return json.Unmarshal(data, m)
}

// options reads an update's options.
func (m *message) options() []option {
	var opts []option
	if m.raw != nil && json.NewDecoder(bytes.NewReader(m.raw)).Decode(&opts) == nil {
		return opts
	}
	return nil
}

type option struct {
	ID      string          `json:"id"`
	Command json.RawMessage `json:"command"`
}

// arrival is a message read by one of a game's connections.
type arrival struct {
	conn int
	m    message
	at   time.Time
	err  error
}

type seatInvite struct {
	ID        string `json:"id"`
	Token     string `json:"token"`
	Spectator bool   `json:"spectator"`
}

type created struct {
	Game struct {
		ID string `json:"id"`
	} `json:"game"`
	Seats []seatInvite `json:"seats"`
}

// Run plays cfg against the server and reports what it measured.
func Run(ctx context.Context, cfg Config) (Report, error) {
	if cfg.Games <= 0 {
		cfg.Games = 1
	}
	if cfg.Quest == "" {
		cfg.Quest = "drowned-chapel"
	}
	if len(cfg.Heroes) == 0 {
		cfg.Heroes = []string{"shara", "taeral"}
	}
	if cfg.Mix == "" {
		cfg.Mix = "play"
	}
	if cfg.Mix != "play" && cfg.Mix != "face" {
		return Report{}, fmt.Errorf("loadgen: mix %q (play or face)", cfg.Mix)
	}
	if cfg.Duration <= 0 {
		cfg.Duration = 10 * time.Second
	}
	base := strings.TrimSuffix(cfg.URL, "/")
	wsURL := "ws" + strings.TrimPrefix(base, "http") + "/ws"

	// Set every game up before the clock starts.
	drivers := make([]*driver, cfg.Games)
	errs := make(chan error, cfg.Games)
	var setup sync.WaitGroup
	sem := make(chan struct{}, 16)
	for k := range drivers {
		d := &driver{cfg: cfg, base: base, ws: wsURL, rng: rand.New(rand.NewPCG(cfg.Seed, uint64(k)))}
		drivers[k] = d
		setup.Add(1)
		go func() {
			defer setup.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			if err := d.start(ctx); err != nil {
				errs <- err
			}
		}()
	}
	setup.Wait()
	close(errs)
	if err := <-errs; err != nil {
		for _, d := range drivers {
			d.close()
		}
		return Report{}, err
	}
	runCtx, cancel := context.WithTimeout(ctx, cfg.Duration)
	defer cancel()
	start, cpu0 := time.Now(), cpuTime()
	var wg sync.WaitGroup
	for _, d := range drivers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			d.run(runCtx)
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	rep := Report{Games: cfg.Games, Duration: elapsed, CPU: cpuTime() - cpu0}
	var lat []time.Duration
	for _, d := range drivers {
		d.close()
		rep.Clients += d.clients
		rep.Commands += d.acked
		rep.Refused += d.refused
		rep.GamesEnded += d.ended
		rep.Disconnects += int(d.disconnects.Load())
		lat = append(lat, d.lat...)
	}
	rep.PerSecond = float64(rep.Commands) / elapsed.Seconds()
	if rep.CPU > 0 {
		rep.PerCPUSecond = float64(rep.Commands) / rep.CPU.Seconds()
	}
	if len(lat) > 0 {
		slices.Sort(lat)
		q := func(p float64) time.Duration { return lat[min(len(lat)-1, int(p*float64(len(lat))))] }
		rep.P50, rep.P90, rep.P95, rep.P99, rep.Max = q(0.50), q(0.90), q(0.95), q(0.99), lat[len(lat)-1]
	}
	return rep, nil
}

// driver plays one game at a time (a new one when its game ends).
type driver struct {
	cfg     Config
	base    string
	ws      string
	rng     *rand.Rand
	game    string
	conns   []*websocket.Conn
	seats   []seatInvite
	seq     []uint64
	upd     []*message // the last update, per connection
	seen    []uint64   // the last update's n, per connection
	in      chan arrival
	quit    chan struct{}
	closing atomic.Bool
	clients int

	acked, refused, ended int
	disconnects           atomic.Int64
	lat                   []time.Duration
	readers               sync.WaitGroup
}

// start creates a game and connects every seat.
func (d *driver) start(ctx context.Context) error {
	seats := make([][]string, len(d.cfg.Heroes))
	for k, h := range d.cfg.Heroes {
		seats[k] = []string{h}
	}
	body, _ := json.Marshal(map[string]any{"quest": d.cfg.Quest, "heroes": d.cfg.Heroes, "hero_seats": seats, "spectators": d.cfg.Spectators})
	var c created
	for try := 0; ; try++ {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, d.base+"/api/games", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return fmt.Errorf("loadgen: create a game: %w", err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode == http.StatusTooManyRequests && try < 600 {
			time.Sleep(200 * time.Millisecond) // the server limits game creation
			continue
		}
		if resp.StatusCode != http.StatusCreated {
			return fmt.Errorf("loadgen: create a game: %s: %s", resp.Status, b)
		}
		if err := json.Unmarshal(b, &c); err != nil {
			return fmt.Errorf("loadgen: create a game: %w", err)
		}
		break
	}
	d.game, d.seats = c.Game.ID, c.Seats
	n := len(c.Seats)
	d.conns, d.seq, d.upd, d.seen = make([]*websocket.Conn, n), make([]uint64, n), make([]*message, n), make([]uint64, n)
	d.in = make(chan arrival, 64*n)
	d.quit = make(chan struct{})
	d.closing.Store(false)
	for k, s := range c.Seats {
		conn, _, err := websocket.Dial(ctx, d.ws, &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {d.base}}})
		if err != nil {
			d.close()
			return fmt.Errorf("loadgen: connect: %w", err)
		}
		conn.SetReadLimit(16 << 20)
		d.conns[k] = conn
		hello, _ := json.Marshal(map[string]any{"v": 1, "type": "hello", "game": d.game, "token": s.Token, "deltas": !d.cfg.FullViews, "figure_deltas": !d.cfg.FullViews, "ack_in_update": !d.cfg.SeparateAcks})
		if err := conn.Write(ctx, websocket.MessageText, hello); err != nil {
			d.close()
			return fmt.Errorf("loadgen: hello: %w", err)
		}
		d.readers.Add(1)
		go d.read(k, conn, d.in, d.quit)
	}
	d.clients = n // connections open at once; a new game replaces the old
	// Wait for every seat's first update.
	first := make([]bool, n)
	for got := 0; got < n; {
		a, err := d.next(ctx)
		if err != nil {
			d.close()
			return err
		}
		if a.m.Type == "update" && !first[a.conn] {
			first[a.conn] = true
			got++
		}
	}
	return nil
}

func (d *driver) read(k int, conn *websocket.Conn, in chan<- arrival, quit <-chan struct{}) {
	defer d.readers.Done()
	for {
		_, data, err := conn.Read(context.Background())
		a := arrival{conn: k, at: time.Now(), err: err}
		if err == nil {
			if decode(data, &a.m) != nil {
				continue
			}
		} else if !d.closing.Load() {
			d.disconnects.Add(1)
		}
		select {
		case in <- a:
		case <-quit:
			return
		}
		if err != nil {
			return
		}
	}
}

// next takes the next arrival, keeping each connection's options and n.
func (d *driver) next(ctx context.Context) (arrival, error) {
	select {
	case a := <-d.in:
		if a.err != nil {
			return a, fmt.Errorf("loadgen: connection %d of game %s: %w", a.conn, d.game, a.err)
		}
		if a.m.Type == "update" {
			d.seen[a.conn] = a.m.N
			d.upd[a.conn] = &a.m
			if a.m.LastSeq > d.seq[a.conn] {
				d.seq[a.conn] = a.m.LastSeq
			}
		}
		return a, nil
	case <-ctx.Done():
		return arrival{}, ctx.Err()
	}
}

// run sends commands until ctx ends.
func (d *driver) run(ctx context.Context) {
	var gap time.Duration
	if d.cfg.Rate > 0 {
		gap = time.Duration(float64(time.Second) / d.cfg.Rate)
	}
	// Start the games' clocks spread over one gap.
	next := time.Now()
	if gap > 0 {
		next = next.Add(time.Duration(d.rng.Int64N(int64(gap))))
	}
	for ctx.Err() == nil {
		if w := time.Until(next); w > 0 {
			select {
			case <-time.After(w):
			case <-ctx.Done():
				return
			}
		}
		next = next.Add(gap)
		if time.Until(next) < -time.Second { // far behind: do not burst to catch up
			next = time.Now()
		}
		k, cmd := d.choose()
		if k < 0 { // the game is over, or nobody may act: a new game
			d.ended++
			d.close()
			if err := d.start(ctx); err != nil {
				return
			}
			continue
		}
		if err := d.send(ctx, k, cmd); err != nil {
			return
		}
	}
}

// choose picks the connection to act and its command.
func (d *driver) choose() (int, json.RawMessage) {
	var who []int
	for k, u := range d.upd {
		if u != nil && !d.seats[k].Spectator && u.Waiting == "" {
			who = append(who, k)
		}
	}
	if len(who) == 0 {
		return -1, nil
	}
	k := who[d.rng.IntN(len(who))]
	opts := d.upd[k].options()
	if d.cfg.Mix == "face" {
		for _, o := range opts {
			if strings.HasPrefix(o.ID, "face:") {
				return k, o.Command
			}
		}
		for _, o := range opts {
			if strings.HasPrefix(o.ID, "activate:") {
				return k, o.Command
			}
		}
	}
	// Ending the turn or the quest is chosen seldom, so games last.
	var rest []option
	for _, o := range opts {
		if !strings.HasPrefix(o.ID, "end") && !strings.HasPrefix(o.ID, "withdraw") {
			rest = append(rest, o)
		}
	}
	if len(rest) == 0 || d.rng.IntN(20) == 0 {
		rest = opts
	}
	if len(rest) == 0 {
		return -1, nil
	}
	return k, rest[d.rng.IntN(len(rest))].Command
}

// send sends one command and waits for its acknowledgement and for every
// connection's update for it.
func (d *driver) send(ctx context.Context, k int, cmd json.RawMessage) error {
	d.seq[k]++
	msg := fmt.Sprintf(`{"v":1,"type":"command","seq":%d,"command":%s}`, d.seq[k], cmd)
	start := time.Now()
	if err := d.conns[k].Write(ctx, websocket.MessageText, []byte(msg)); err != nil {
		return err
	}
	var n uint64
	for {
		a, err := d.next(ctx)
		if err != nil {
			return err
		}
		if a.conn == k && a.m.Type == "error" && a.m.Seq == d.seq[k] {
			d.refused++
			return nil
		}
		if a.conn == k && a.m.Type == "ack" && a.m.Seq == d.seq[k] {
			n = a.m.N
		}
		if a.conn == k && a.m.Type == "update" && a.m.Ack != nil && a.m.Ack.Seq == d.seq[k] {
			n = a.m.Ack.N
		}
		if n == 0 {
			continue
		}
		all := true
		for _, s := range d.seen {
			if s < n {
				all = false
			}
		}
		if all {
			d.acked++
			d.lat = append(d.lat, a.at.Sub(start))
			return nil
		}
	}
}

// close closes the game's connections.
func (d *driver) close() {
	if d.quit == nil {
		return
	}
	d.closing.Store(true)
	close(d.quit)
	d.quit = nil
	for _, c := range d.conns {
		if c != nil {
			c.CloseNow()
		}
	}
	d.readers.Wait()
	d.conns = nil
}
