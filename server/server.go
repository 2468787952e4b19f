// Package server plays games of dun over HTTP and WebSocket: the lobby
// (quests, heroes, games and their seats), the game protocol
// (docs/protocol.md) that sends each seat only its view, persistence in
// SQLite, health, readiness and Prometheus metrics, and the embedded
// browser client.
package server

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"golang.org/x/time/rate"

	"dun/dice"
	"dun/rules"
)

// Config is how a Server runs.
type Config struct {
	// DataDir holds the database (dun.db), created on first start.
	DataDir string
	// Packs are content pack folders read after the starter pack.
	Packs []string
	// QuestDirs are folders of quest sheets offered beside the examples.
	QuestDirs []string
	// OriginPatterns are the other origins (host patterns, as
	// github.com/coder/websocket takes them) allowed to open the game
	// WebSocket; the server's own origin always is.
	OriginPatterns []string
	// SnapshotEvery is how many commands pass between snapshots (default 100).
	SnapshotEvery int
	// Rate and Burst limit the messages of one connection (default 20/s, 40).
	Rate  rate.Limit
	Burst int
	// Logger receives what the server logs (default: slog.Default()).
	Logger *slog.Logger
	// Catalog, when set, is used instead of reading Packs and QuestDirs.
	Catalog *Catalog
	// CreateRate and CreateBurst limit how fast games are created,
	// server-wide (default 5 a second, bursts of 20).
	CreateRate  rate.Limit
	CreateBurst int
	// BackupEvery, when above 0, writes a backup of the database into
	// BackupDir (default: the data folder's backups) that often, keeping
	// the newest BackupKeep (default 24).
	BackupEvery time.Duration
	BackupDir   string
	BackupKeep  int
	// AdminToken, when set, opens the admin endpoints (export, import,
	// backup) to requests bearing it; without it they are off. Only its
	// hash is kept.
	AdminToken string
	// Now is the server's clock, for time limits (default time.Now), and
	// ClockEvery how often the time limits are checked between commands
	// (default a second; below 0, never: a test ticks them by hand).
	Now        func() time.Time
	ClockEvery time.Duration
	// Offline: the server only reads and writes games (the command-line
	// export, import and backup); bots do not play.
	Offline bool
	// BotDelay is the pause before each command of a bot seat, so people
	// can follow them (0: none).
	BotDelay time.Duration
	// Dark is the policy of the Dark Player's bot seats: "adp" (the
	// default, the second edition's Artificial Dark Player) or "adp1" (the
	// earlier edition's, package adp1).
	Dark string
}

// Server is a running dun server. Its Handler serves the lobby API, the
// game WebSocket, health, readiness, metrics and the browser client.
type Server struct {
	cfg     Config
	store   *Store
	catalog *Catalog
	log     *slog.Logger
	metrics *metrics
	handler http.Handler

	mu    sync.Mutex
	games map[string]*Game
	// creating limits game creation, server-wide: each game is a row and
	// a state held in memory.
	creating *rate.Limiter

	// gate is held for reading by every command being applied; Shutdown
	// takes it for writing once closing is set, so it waits for them.
	gate     sync.RWMutex
	closing  atomic.Bool
	clientMu sync.Mutex
	clients  map[*client]struct{}

	// admin is the hash of the admin token (zero: the admin endpoints
	// are off).
	admin [sha256.Size]byte

	stopBackups chan struct{}
	stopOnce    sync.Once
	backups     sync.WaitGroup
}

// New opens the store in cfg.DataDir (creating it), reads the catalog and
// loads every stored game, replaying each from its newest snapshot.
func New(cfg Config) (*Server, error) {
	if cfg.SnapshotEvery <= 0 {
		cfg.SnapshotEvery = 100
	}
	if cfg.Rate <= 0 {
		cfg.Rate = 20
	}
	if cfg.Burst <= 0 {
		cfg.Burst = 40
	}
	if cfg.CreateRate <= 0 {
		cfg.CreateRate = 5
	}
	if cfg.CreateBurst <= 0 {
		cfg.CreateBurst = 20
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	if cfg.DataDir == "" {
		return nil, errors.New("server: no data folder")
	}
	if cfg.Dark != "" && cfg.Dark != "adp" && cfg.Dark != "adp1" {
		return nil, fmt.Errorf("server: Dark Player bots %q: want adp or adp1", cfg.Dark)
	}
	cat := cfg.Catalog
	if cat == nil {
		var err error
		if cat, err = LoadCatalog(cfg.Packs, cfg.QuestDirs); err != nil {
			return nil, fmt.Errorf("server: %w", err)
		}
	}
	st, err := OpenStore(cfg.DataDir)
	if err != nil {
		return nil, fmt.Errorf("server: %w", err)
	}
	s := &Server{cfg: cfg, store: st, catalog: cat, log: cfg.Logger, metrics: newMetrics(), games: map[string]*Game{}, clients: map[*client]struct{}{}, creating: rate.NewLimiter(cfg.CreateRate, cfg.CreateBurst)}
	st.w.waited, st.w.batched, st.w.committed, st.w.checkpointed = s.metrics.storeWait.Observe, s.metrics.batch.Observe, s.metrics.commit.Observe, s.metrics.checkpoint.Observe
	if err := s.loadGames(context.Background()); err != nil {
		st.Close()
		return nil, fmt.Errorf("server: %w", err)
	}
	s.metrics.games.Set(float64(len(s.games)))
	s.handler = s.routes()
	s.stopBackups = make(chan struct{})
	if cfg.ClockEvery == 0 {
		cfg.ClockEvery = time.Second
		s.cfg.ClockEvery = cfg.ClockEvery
	}
	if cfg.ClockEvery > 0 {
		s.backups.Add(1)
		go func() {
			defer s.backups.Done()
			s.clockLoop(cfg.ClockEvery)
		}()
	}
	if cfg.BackupEvery > 0 {
		if cfg.BackupDir == "" {
			cfg.BackupDir = filepath.Join(cfg.DataDir, "backups")
		}
		if cfg.BackupKeep <= 0 {
			cfg.BackupKeep = 24
		}
		if err := os.MkdirAll(cfg.BackupDir, 0o700); err != nil {
			st.Close()
			return nil, fmt.Errorf("server: backups: %w", err)
		}
		s.cfg = cfg
		s.backups.Add(1)
		go func() {
			defer s.backups.Done()
			s.backupLoop(cfg.BackupDir, cfg.BackupEvery, cfg.BackupKeep)
		}()
	}
	if cfg.AdminToken != "" {
		s.admin = sha256.Sum256([]byte(cfg.AdminToken))
		s.cfg.AdminToken = ""
	}
	for _, g := range s.games { // a bot whose turn it was at the stop plays on
		g.mu.Lock()
		g.wakeBotsLocked(s)
		g.mu.Unlock()
	}
	return s, nil
}

// now is the time by the server's clock.
func (s *Server) now() time.Time {
	if s.cfg.Now != nil {
		return s.cfg.Now()
	}
	return time.Now()
}

// Handler serves everything the server offers.
func (s *Server) Handler() http.Handler { return s.handler }

// Metrics is the registry of the server's Prometheus metrics.
func (s *Server) Metrics() *prometheus.Registry { return s.metrics.reg }

// Game returns a loaded game.
func (s *Server) Game(id string) (*Game, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, ok := s.games[id]
	return g, ok
}

// Shutdown stops taking commands, waits for the commands in flight to be
// applied and stored (or for ctx to end), closes every game connection
// and the store.
func (s *Server) Shutdown(ctx context.Context) error {
	s.closing.Store(true)
	done := make(chan struct{})
	go func() {
		s.gate.Lock() // every command that began before closing has ended
		s.gate.Unlock()
		close(done)
	}()
	var err error
	select {
	case <-done:
	case <-ctx.Done():
		err = fmt.Errorf("server: commands still in flight: %w", ctx.Err())
	}
	s.clientMu.Lock()
	for c := range s.clients {
		c.close("server shutting down")
	}
	s.clientMu.Unlock()
	s.stopOnce.Do(func() { close(s.stopBackups) })
	s.backups.Wait()
	if cerr := s.store.Close(); cerr != nil && err == nil {
		err = cerr
	}
	return err
}

// loadGames loads every stored game. A game that cannot be loaded (a
// damaged row, a command the rules now refuse) is logged and left out,
// rather than keeping every other game from being played.
func (s *Server) loadGames(ctx context.Context) error {
	rows, err := s.store.games(ctx)
	if err != nil {
		return err
	}
	for _, r := range rows {
		g, err := s.loadGame(ctx, r)
		if err != nil {
			s.log.Error("a game cannot be loaded; it is left out", "game", r.ID, "err", err)
			continue
		}
		s.games[g.ID] = g
	}
	return nil
}

// loadGame rebuilds a game: its newest snapshot, then the commands after
// it replayed with the snapshot's dice. The log is read back as stored.
func (s *Server) loadGame(ctx context.Context, r gameRow) (*Game, error) {
	opts, err := parseOptions(r.Options)
	if err != nil {
		return nil, err
	}
	g := &Game{ID: r.ID, QuestID: r.QuestID, Title: rules.Text{En: r.TitleEn, Es: r.TitleEs}, Created: r.Created, TurnLimit: r.TurnLimit, Options: opts, last: map[string]seqResult{}, clients: map[*client]struct{}{}}
	seats, err := s.store.seats(ctx, r.ID)
	if err != nil {
		return nil, err
	}
	for _, sr := range seats {
		spectator := sr.Side == "spectator"
		side := rules.Heroes
		if !spectator {
			var err error
			if side, err = rules.ParseSide(sr.Side); err != nil {
				return nil, err
			}
		}
		seat := &Seat{ID: sr.ID, Side: side, Spectator: spectator, Bot: sr.Bot}
		if err := json.Unmarshal(sr.Figures, &seat.Figures); err != nil {
			return nil, fmt.Errorf("seat %s: %w", sr.ID, err)
		}
		copy(seat.hash[:], sr.TokenHash)
		g.seats = append(g.seats, seat)
	}
	snap, err := s.store.latestSnapshot(ctx, r.ID)
	if err != nil {
		return nil, err
	}
	if g.state, err = s.store.decodeState(ctx, snap.State); err != nil {
		return nil, fmt.Errorf("snapshot %d: %w", snap.N, err)
	}
	g.dice = new(dice.Generator)
	if err := g.dice.UnmarshalBinary(snap.Dice); err != nil {
		return nil, fmt.Errorf("snapshot %d dice: %w", snap.N, err)
	}
	cmds, err := s.store.commands(ctx, r.ID)
	if err != nil {
		return nil, err
	}
	for k, c := range cmds {
		if c.N != uint64(k+1) {
			return nil, fmt.Errorf("the log jumps from command %d to %d", k, c.N)
		}
		g.log = append(g.log, logItem{seat: c.SeatID, seq: c.ClientSeq, heroes: c.EventsHeroes, dark: c.EventsDark, why: c.Why, undoable: c.Undoable})
		g.last[c.SeatID] = seqResult{seq: c.ClientSeq, n: c.N}
		if c.N <= snap.N {
			continue
		}
		next, _, err := replayCommand(g.state, c, g.dice)
		if err != nil {
			return nil, fmt.Errorf("replaying: %w", err)
		}
		g.state = next
	}
	g.n = uint64(len(cmds))
	if g.penalties, err = s.store.penalties(ctx, r.ID); err != nil {
		return nil, err
	}
	if g.n < snap.N {
		return nil, fmt.Errorf("snapshot %d is past the log's %d commands", snap.N, g.n)
	}
	if g.state.End != nil && opts.physical() {
		if g.afterDice, err = s.store.afterDice(ctx, r.ID, g.n); err != nil {
			return nil, err
		}
		g.afterDiceN, g.afterDiceHash = g.n, g.state.Hash()
	}
	return g, nil
}

// CreateRequest is what the lobby needs to create a game: a quest, the
// party of predesigned heroes, and how the heroes are shared among hero
// seats (each a list of hero IDs; by default one seat plays them all).
type CreateRequest struct {
	Quest  string   `json:"quest"`
	Heroes []string `json:"heroes"`
	// Created are the texts of hero files (docs/hero-format.md) of heroes
	// the players created; each is in Heroes by its ID.
	Created   []string   `json:"created,omitempty"`
	HeroSeats [][]string `json:"hero_seats,omitempty"`
	// Spectators is the number of spectator seats (0-8): each sees what
	// the heroes see and never acts.
	Spectators int `json:"spectators,omitempty"`
	// Bots are the seats the server plays ("dark", "heroes-1", ...).
	Bots []string `json:"bots,omitempty"`
	// Options are how the game is played: dice, time limits, scoring.
	Options Options `json:"options,omitzero"`
}

// SeatInvite is a seat of a new game with its secret token. The token is
// shown once: the server keeps only its hash.
type SeatInvite struct {
	SeatInfo
	Token string `json:"token"`
	// Link is the path of the client's invite link for the seat.
	Link string `json:"link"`
}

// Created answers a CreateRequest.
type Created struct {
	Game  GameInfo     `json:"game"`
	Seats []SeatInvite `json:"seats"`
}

// CreateGame sets up a game from a quest and a party, stores it and
// returns the seats' invites.
func (s *Server) CreateGame(ctx context.Context, req CreateRequest) (Created, *Problem) {
	q, ok := s.catalog.Quest(req.Quest)
	if !ok {
		return Created{}, problem(CodeBadMessage, "no quest %q", "no existe la misión %q", req.Quest)
	}
	if len(req.Heroes) == 0 {
		return Created{}, problem(CodeBadMessage, "choose at least one hero", "elige al menos un héroe")
	}
	if p := req.Options.check(); p != nil {
		return Created{}, p
	}
	if q.Board != nil && len(req.Heroes) > len(q.Board.Start) {
		return Created{}, problem(CodeBadMessage, "the quest has %d starting squares for %d heroes", "la misión tiene %d casillas de salida para %d héroes", len(q.Board.Start), len(req.Heroes))
	}
	created, p := createdFigures(s.catalog, req.Created, len(req.Heroes))
	if p != nil {
		return Created{}, p
	}
	var figs []rules.Figure
	for _, id := range req.Heroes {
		if slices.Contains(req.Heroes[:len(figs)], id) {
			return Created{}, problem(CodeBadMessage, "hero %q chosen twice", "el héroe %q está elegido dos veces", id)
		}
		if f, ok := created[id]; ok {
			figs = append(figs, f)
			continue
		}
		if _, ok := s.catalog.Pack.Get("heroes", id); !ok {
			return Created{}, problem(CodeBadMessage, "no predesigned hero %q", "no existe el héroe predefinido %q", id)
		}
		f, err := heroFigure(s.catalog, id)
		if err != nil {
			return Created{}, problem(CodeBadMessage, "%v", "%v", err)
		}
		figs = append(figs, f)
	}
	for id := range created {
		if !slices.Contains(req.Heroes, id) {
			return Created{}, problem(CodeBadMessage, "created hero %q is not in the party (heroes)", "el héroe creado %q no está en el grupo (heroes)", id)
		}
	}
	if p := withSecondary(s.catalog, figs, req.Options.Secondary); p != nil {
		return Created{}, p
	}
	groups := req.HeroSeats
	if len(groups) == 0 {
		groups = [][]string{req.Heroes}
	}
	seen := map[string]bool{}
	for _, gr := range groups {
		if len(gr) == 0 {
			return Created{}, problem(CodeBadMessage, "a hero seat without heroes", "un asiento de héroes sin héroes")
		}
		for _, id := range gr {
			if !slices.Contains(req.Heroes, id) || seen[id] {
				return Created{}, problem(CodeBadMessage, "hero seats must share out the party: %q", "los asientos de héroes deben repartir el grupo: %q", id)
			}
			seen[id] = true
		}
	}
	if req.Spectators < 0 || req.Spectators > 8 {
		return Created{}, problem(CodeBadMessage, "0 to 8 spectator seats, not %d", "de 0 a 8 asientos de espectador, no %d", req.Spectators)
	}
	if len(seen) != len(req.Heroes) {
		return Created{}, problem(CodeBadMessage, "every hero needs a seat", "cada héroe necesita un asiento")
	}
	state, err := newGameState(s.catalog, q, figs)
	if err != nil {
		return Created{}, problem(CodeBadMessage, "the quest cannot be set up: %v", "no se puede preparar la misión: %v", err)
	}
	if slices.Contains(req.Bots, "dark") {
		if req.Options.DarkMode != "" || len(req.Options.Challenges) > 0 || req.Options.LeaderObject != "" {
			return Created{}, problem(CodeBadMessage, "the Dark Player's mode, improvements and Leader's object are for a person; the bot plays the Artificial Dark Player's decks and tiers", "el modo, las mejoras y el objeto del Líder del Jugador Oscuro son para una persona; el bot juega los mazos y niveles del Jugador Oscuro Artificial")
		}
	} else if state, err = withDarkCards(s.catalog, q, state, req.Options); err != nil {
		return Created{}, problem(CodeBadMessage, "the Dark Player's cards cannot be set up: %v", "no se pueden preparar las cartas del Jugador Oscuro: %v", err)
	}
	seed := newSeed()
	if state, err = withADPCards(s.catalog, q, state, req.Bots, seed); err != nil {
		return Created{}, problem(CodeBadMessage, "the Dark Player's cards cannot be dealt: %v", "no se pueden repartir las cartas del Jugador Oscuro: %v", err)
	}
	// The game's book and catalogue are the ones its store knows, when
	// it knows them: shared with every game, and stored by name.
	if err := s.store.contents.canonical(&state); err != nil {
		return Created{}, problem(CodeInternal, "%v", "%v", err)
	}
	gen := dice.Seeded(seed)
	g := &Game{ID: newID(), QuestID: q.ID, Title: text(q.Title), TurnLimit: q.TurnLimit, Created: time.Now().UTC().Truncate(time.Millisecond), state: state, dice: gen, Options: req.Options, last: map[string]seqResult{}, clients: map[*client]struct{}{}}
	var invites []SeatInvite
	var rows []seatRow
	add := func(id string, side rules.Side, heroes []string, spectator bool) {
		tok, h := newToken()
		seat := &Seat{ID: id, Side: side, Figures: slices.Clone(heroes), Spectator: spectator, Bot: !spectator && slices.Contains(req.Bots, id), hash: h}
		g.seats = append(g.seats, seat)
		figsJSON, _ := json.Marshal(seat.Figures)
		if seat.Figures == nil {
			figsJSON = []byte("[]")
		}
		sideName := side.String()
		if spectator {
			sideName = "spectator"
		}
		rows = append(rows, seatRow{ID: id, Side: sideName, Figures: figsJSON, TokenHash: h[:], Bot: seat.Bot})
		invites = append(invites, SeatInvite{SeatInfo: seat.info(), Token: tok, Link: "/#game=" + g.ID + "&token=" + tok})
	}
	for k, gr := range groups {
		add(fmt.Sprintf("heroes-%d", k+1), rules.Heroes, gr, false)
	}
	add("dark", rules.Dark, nil, false)
	for k := range req.Spectators {
		add(fmt.Sprintf("spectator-%d", k+1), rules.Heroes, nil, true)
	}
	for _, b := range req.Bots {
		if !slices.ContainsFunc(g.seats, func(s *Seat) bool { return s.ID == b && s.Bot }) {
			return Created{}, problem(CodeBadMessage, "no seat %q for a bot", "no hay asiento %q para un bot", b)
		}
	}
	setup, err := s.store.encodeState(g.state)
	if err != nil {
		return Created{}, problem(CodeInternal, "%v", "%v", err)
	}
	gr := gameRow{ID: g.ID, QuestID: q.ID, TitleEn: g.Title.En, TitleEs: g.Title.Es, Created: g.Created, Seed: seed, Setup: setup.JSON, SetupContents: setup.Contents, TurnLimit: q.TurnLimit, Options: req.Options.encode()}
	if err := s.store.createGame(ctx, gr, rows); err != nil {
		s.log.Error("create game", "err", err)
		return Created{}, problem(CodeInternal, "the game could not be saved", "no se pudo guardar la partida")
	}
	s.mu.Lock()
	s.games[g.ID] = g
	s.metrics.games.Set(float64(len(s.games)))
	s.mu.Unlock()
	g.mu.Lock()
	g.wakeBotsLocked(s)
	g.mu.Unlock()
	return Created{Game: g.Info(), Seats: invites}, nil
}

// Games lists the games, oldest first.
func (s *Server) Games() []GameInfo {
	s.mu.Lock()
	games := make([]*Game, 0, len(s.games))
	for _, g := range s.games {
		games = append(games, g)
	}
	s.mu.Unlock()
	out := make([]GameInfo, 0, len(games))
	for _, g := range games {
		out = append(out, g.Info())
	}
	slices.SortFunc(out, func(a, b GameInfo) int {
		if c := a.Created.Compare(b.Created); c != 0 {
			return c
		}
		return compareStrings(a.ID, b.ID)
	})
	return out
}

func compareStrings(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// newSeed returns a fresh dice seed.
func newSeed() uint64 {
	var seedBytes [8]byte
	rand.Read(seedBytes[:])
	var seed uint64
	for _, b := range seedBytes {
		seed = seed<<8 | uint64(b)
	}
	return seed & (1<<63 - 1) // SQLite integers are signed
}

// newID returns a fresh game ID.
func newID() string {
	b := make([]byte, 6)
	rand.Read(b)
	return fmt.Sprintf("%x", b)
}
