package server

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"sort"
	"strings"
	"time"

	"dun/dice"
	"dun/rules"
)

// ExportFormat names the files Export writes.
const ExportFormat = "dun-game"

// ExportVersion is the version of the export file's layout.
const ExportVersion = 1

// Export is a whole game as one JSON document: its setup (the starting
// state), its seats (never their tokens), its options, and its log, each
// command with the dice it used. There is no dice seed: the dice still to
// come are not in it, and an imported game goes on with fresh dice. Hash
// is the state hash after the log; an import checks it.
type Export struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	// Dun is the version of dun that wrote it; Packs the content packs it
	// ran with (the embedded starter pack and the pack folders).
	Dun   string          `json:"dun"`
	Packs []string        `json:"packs"`
	Game  ExportGame      `json:"game"`
	Seats []SeatInfo      `json:"seats"`
	Setup json.RawMessage `json:"setup"`
	Log   []ExportCommand `json:"log"`
	Hash  string          `json:"hash"`
	// AfterDice are the physical dice entered for the settlement of the
	// finished quest (games with physical dice).
	AfterDice []int     `json:"after_dice,omitempty"`
	Exported  time.Time `json:"exported"`
	Protocol  int       `json:"protocol"`
}

// ExportGame is the game's identity and settings.
type ExportGame struct {
	ID        string     `json:"id"`
	Quest     string     `json:"quest"`
	Title     rules.Text `json:"title"`
	Created   time.Time  `json:"created"`
	TurnLimit int        `json:"turn_limit,omitempty"`
	Options   Options    `json:"options,omitzero"`
}

// ExportCommand is one command of the log: who sent it, with which client
// sequence number, the command, the dice it used, and a bot's reason.
type ExportCommand struct {
	N       uint64          `json:"n"`
	Seat    string          `json:"seat"`
	Seq     uint64          `json:"seq"`
	Command json.RawMessage `json:"command"`
	Dice    []int           `json:"dice,omitempty"`
	Why     *rules.Text     `json:"why,omitempty"`
}

// recorder is a dice source that keeps the dice another gives.
type recorder struct {
	src  dice.Source
	vals []int
}

func (r *recorder) Die(q dice.Request) (int, error) {
	v, err := r.src.Die(q)
	if err == nil {
		r.vals = append(r.vals, v)
	}
	return v, err
}

// dunVersion is the module version of this build.
func dunVersion() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "dev"
}

// ExportGame writes game id as an Export, replaying it from its setup to
// record the dice of every command.
func (s *Server) ExportGame(ctx context.Context, id string) (Export, error) {
	g, ok := s.Game(id)
	if !ok {
		return Export{}, fmt.Errorf("export: no game %s", id)
	}
	// Hold the game still while it is read: the log and the store agree.
	g.mu.Lock()
	defer g.mu.Unlock()
	r, err := s.store.game(ctx, id)
	if err != nil {
		return Export{}, err
	}
	st, err := s.store.decodeState(ctx, r.Setup)
	if err != nil {
		return Export{}, fmt.Errorf("export %s: setup: %w", id, err)
	}
	// An export carries its setup whole: it is read where this store's
	// static contents are unknown.
	setup, err := stateJSON(st)
	if err != nil {
		return Export{}, fmt.Errorf("export %s: setup: %w", id, err)
	}
	cmds, err := s.store.commands(ctx, id)
	if err != nil {
		return Export{}, err
	}
	gen := dice.Seeded(r.Seed)
	ex := Export{Format: ExportFormat, Version: ExportVersion, Dun: dunVersion(), Packs: append([]string{"starter"}, s.cfg.Packs...), Setup: setup, Log: []ExportCommand{}, Exported: time.Now().UTC().Truncate(time.Second), Protocol: ProtocolVersion}
	ex.Game = ExportGame{ID: g.ID, Quest: g.QuestID, Title: g.Title, Created: g.Created, TurnLimit: g.TurnLimit, Options: g.Options}
	for _, seat := range g.seats {
		ex.Seats = append(ex.Seats, seat.info())
	}
	for _, c := range cmds {
		rec := &recorder{src: gen}
		if c.Dice != nil {
			rec.src = dice.Scripted(c.Dice...)
		}
		cc := c
		cc.Dice = nil
		next, _, err := replayCommand(st, cc, rec)
		if err != nil {
			return Export{}, fmt.Errorf("export %s: %w", id, err)
		}
		st = next
		ex.Log = append(ex.Log, ExportCommand{N: c.N, Seat: c.SeatID, Seq: c.ClientSeq, Command: c.Command, Dice: rec.vals, Why: c.Why})
	}
	ex.Hash = fmt.Sprintf("%x", st.Hash())
	if live := fmt.Sprintf("%x", g.state.Hash()); live != ex.Hash {
		return Export{}, fmt.Errorf("export %s: the replayed game hashes %s, the live one %s", id, ex.Hash, live)
	}
	if st.End != nil && g.Options.physical() {
		if ex.AfterDice, err = s.store.afterDice(ctx, id, uint64(len(cmds))); err != nil {
			return Export{}, err
		}
	}
	return ex, nil
}

// ImportGame adds an exported game to this server: its log is replayed
// with its recorded dice (every command must be accepted and use exactly
// its dice) and must end in the exported hash. The game keeps its ID
// unless this server has a game with it; its seats get new tokens, in
// the answer. It goes on with fresh dice.
func (s *Server) ImportGame(ctx context.Context, ex Export) (Created, *Problem) {
	if ex.Format != ExportFormat || ex.Version != ExportVersion {
		return Created{}, problem(CodeBadMessage, "not a dun game export (format %q version %d)", "no es una partida exportada de dun (formato %q versión %d)", ex.Format, ex.Version)
	}
	if p := ex.Game.Options.check(); p != nil {
		return Created{}, p
	}
	var st rules.State
	if err := json.Unmarshal(ex.Setup, &st); err != nil {
		return Created{}, problem(CodeBadMessage, "the setup does not read: %v", "la preparación no se puede leer: %v", err)
	}
	if err := s.store.contents.canonical(&st); err != nil {
		return Created{}, problem(CodeInternal, "%v", "%v", err)
	}
	setup := st
	g := &Game{ID: ex.Game.ID, QuestID: ex.Game.Quest, Title: ex.Game.Title, Created: ex.Game.Created, TurnLimit: ex.Game.TurnLimit, Options: ex.Game.Options, last: map[string]seqResult{}, clients: map[*client]struct{}{}}
	if !validID(g.ID) {
		g.ID = newID()
	}
	if _, taken := s.Game(g.ID); taken {
		g.ID = newID()
	}
	// Seats: the same, with new tokens.
	var invites []SeatInvite
	var seatRows []seatRow
	seen := map[string]bool{}
	for _, si := range ex.Seats {
		if si.ID == "" || seen[si.ID] || !si.Side.Valid() {
			return Created{}, problem(CodeBadMessage, "bad seat %q", "asiento incorrecto %q", si.ID)
		}
		seen[si.ID] = true
		tok, h := newToken()
		seat := &Seat{ID: si.ID, Side: si.Side, Figures: slices.Clone(si.Figures), Spectator: si.Spectator, Bot: si.Bot, hash: h}
		g.seats = append(g.seats, seat)
		figs, _ := json.Marshal(seat.Figures)
		if seat.Figures == nil {
			figs = []byte("[]")
		}
		side := si.Side.String()
		if si.Spectator {
			side = "spectator"
		}
		seatRows = append(seatRows, seatRow{ID: si.ID, Side: side, Figures: figs, TokenHash: h[:], Bot: si.Bot})
		invites = append(invites, SeatInvite{SeatInfo: seat.info(), Token: tok, Link: "/#game=" + g.ID + "&token=" + tok})
	}
	if !seen["dark"] {
		return Created{}, problem(CodeBadMessage, "the export has no Dark Player seat", "la exportación no tiene asiento del Jugador Oscuro")
	}
	// Replay the log with its dice.
	var rows []commandRow
	for k, c := range ex.Log {
		if c.N != uint64(k+1) {
			return Created{}, problem(CodeBadMessage, "the log jumps to command %d after %d", "el registro salta a la orden %d tras la %d", c.N, k)
		}
		if !seen[c.Seat] {
			return Created{}, problem(CodeBadMessage, "command %d names no seat of the game (%q)", "la orden %d no nombra un asiento de la partida (%q)", c.N, c.Seat)
		}
		d := c.Dice
		if d == nil {
			d = []int{}
		}
		for _, v := range d {
			if v < 1 || v > dice.Faces {
				return Created{}, problem(CodeBadMessage, "command %d has a die of %d", "la orden %d tiene un dado de %d", c.N, v)
			}
		}
		row := commandRow{N: c.N, SeatID: c.Seat, ClientSeq: c.Seq, Command: c.Command, Why: c.Why, Dice: d}
		next, evs, err := replayCommand(st, row, nil)
		if err != nil {
			return Created{}, problem(CodeBadMessage, "the log does not replay: %v", "el registro no se puede reproducir: %v", err)
		}
		heroes, err1 := encodeEvents(rules.SeatEvents(next, rules.Heroes, evs))
		dark, err2 := encodeEvents(rules.SeatEvents(next, rules.Dark, evs))
		if err1 != nil || err2 != nil {
			return Created{}, problem(CodeInternal, "the events cannot be recorded", "los sucesos no se pueden registrar")
		}
		row.EventsHeroes, row.EventsDark = heroes, dark
		row.Undoable = len(d) == 0 && sameKnowledge(&st, &next)
		st = next
		rows = append(rows, row)
		g.log = append(g.log, logItem{seat: row.SeatID, seq: row.ClientSeq, heroes: heroes, dark: dark, why: row.Why, undoable: row.Undoable})
		if last := g.last[row.SeatID]; row.ClientSeq > last.seq {
			g.last[row.SeatID] = seqResult{seq: row.ClientSeq, n: row.N}
		}
	}
	if h := fmt.Sprintf("%x", st.Hash()); h != ex.Hash {
		return Created{}, problem(CodeBadMessage, "the replayed game hashes %s, not %s as exported", "la partida reproducida da %s, no %s como se exportó", h, ex.Hash)
	}
	if ex.AfterDice != nil {
		if st.End == nil || !ex.Game.Options.physical() || len(ex.AfterDice) > 256 {
			return Created{}, problem(CodeBadMessage, "after-quest dice for a game that is not a finished one with physical dice", "dados de después de la misión para una partida que no ha terminado o no usa dados físicos")
		}
		for _, v := range ex.AfterDice {
			if v < 1 || v > dice.Faces {
				return Created{}, problem(CodeBadMessage, "an after-quest die of %d", "un dado de después de la misión de %d", v)
			}
		}
		g.afterDice, g.afterDiceN, g.afterDiceHash = slices.Clone(ex.AfterDice), uint64(len(rows)), st.Hash()
	}
	g.state, g.n = st, uint64(len(rows))
	seed := newSeed()
	g.dice = dice.Seeded(seed)
	first, err := s.store.encodeState(setup)
	if err != nil {
		return Created{}, problem(CodeInternal, "%v", "%v", err)
	}
	var last *snapshotRow
	if g.n > 0 {
		sr, err := s.store.snapshot(g.n, st, g.dice)
		if err != nil {
			return Created{}, problem(CodeInternal, "%v", "%v", err)
		}
		last = &sr
	}
	gr := gameRow{ID: g.ID, QuestID: g.QuestID, TitleEn: g.Title.En, TitleEs: g.Title.Es, Created: g.Created, Seed: seed, Setup: first.JSON, SetupContents: first.Contents, TurnLimit: g.TurnLimit, Options: g.Options.encode()}
	if err := s.store.importGame(ctx, gr, seatRows, rows, last, g.afterDice); err != nil {
		s.log.Error("import game", "err", err)
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

// validID: a game ID is 1-64 letters, digits, '-' or '_'.
func validID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, r := range id {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// Backup writes a consistent copy of the database to path (which must
// not exist), while games go on: SQLite's VACUUM INTO reads one snapshot
// of the database.
func (s *Server) Backup(ctx context.Context, path string) error { return s.store.Backup(ctx, path) }

// backupLoop writes a backup into dir every interval, keeping the newest
// keep of them.
func (s *Server) backupLoop(dir string, every time.Duration, keep int) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-t.C:
		case <-s.stopBackups:
			return
		}
		path := filepath.Join(dir, "dun-"+time.Now().UTC().Format("20060102-150405")+".db")
		if err := s.Backup(context.Background(), path); err != nil {
			s.log.Error("backup", "err", err)
			continue
		}
		s.log.Info("backup written", "path", path)
		pruneBackups(dir, keep)
	}
}

// pruneBackups deletes all but the newest keep backups in dir.
func pruneBackups(dir string, keep int) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	var names []string
	for _, e := range ents {
		if n := e.Name(); strings.HasPrefix(n, "dun-") && strings.HasSuffix(n, ".db") {
			names = append(names, n)
		}
	}
	sort.Strings(names) // the names sort by time
	for len(names) > keep {
		os.Remove(filepath.Join(dir, names[0]))
		names = names[1:]
	}
}
