package server

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	_ "modernc.org/sqlite" // the pure-Go SQLite driver, registered as "sqlite"

	"dun/dice"
	"dun/rules"
)

// Store keeps games in SQLite: each game's setup (its starting state and
// dice seed), its seats, the append-only log of the commands applied with
// the events each side was sent, and snapshots of the state and dice every
// few commands so that loading a game replays only the tail of its log.
type Store struct {
	db *sql.DB
	// w is the one writer (writer.go): every write goes through it.
	w         *writer
	quit      chan struct{}
	closeOnce sync.Once
	// checkpointer is the goroutine copying the WAL into the database.
	checkpointer sync.WaitGroup
	// contents are the static contents of the states stored (content.go).
	contents *contents
}

// migrations are applied in order, each once, in a transaction; the
// number of those applied is kept in schema_version. Never edit one that
// has shipped: add another.
var migrations = []string{
	`CREATE TABLE games (
		id         TEXT PRIMARY KEY,
		quest_id   TEXT NOT NULL,
		title_en   TEXT NOT NULL,
		title_es   TEXT NOT NULL,
		created_at INTEGER NOT NULL,
		seed       INTEGER NOT NULL,
		setup      BLOB NOT NULL
	);
	CREATE TABLE seats (
		game_id    TEXT NOT NULL REFERENCES games(id),
		seat_id    TEXT NOT NULL,
		side       TEXT NOT NULL,
		figures    TEXT NOT NULL,
		token_hash BLOB NOT NULL,
		PRIMARY KEY (game_id, seat_id)
	);
	CREATE TABLE commands (
		game_id       TEXT NOT NULL REFERENCES games(id),
		n             INTEGER NOT NULL,
		seat_id       TEXT NOT NULL,
		client_seq    INTEGER NOT NULL,
		command       BLOB NOT NULL,
		events_heroes BLOB NOT NULL,
		events_dark   BLOB NOT NULL,
		applied_at    INTEGER NOT NULL,
		PRIMARY KEY (game_id, n),
		UNIQUE (game_id, seat_id, client_seq)
	);
	CREATE TABLE snapshots (
		game_id TEXT NOT NULL REFERENCES games(id),
		n       INTEGER NOT NULL,
		state   BLOB NOT NULL,
		dice    BLOB NOT NULL,
		PRIMARY KEY (game_id, n)
	);`,
	`ALTER TABLE games ADD COLUMN turn_limit INTEGER NOT NULL DEFAULT 0;`,
	`ALTER TABLE seats ADD COLUMN bot INTEGER NOT NULL DEFAULT 0;`,
	`ALTER TABLE commands ADD COLUMN why BLOB;`,
	`ALTER TABLE commands ADD COLUMN undoable INTEGER NOT NULL DEFAULT 0;`,
	// dice: the dice a command used when they did not come from the
	// game's generator (entered by a player, or an imported game's).
	`ALTER TABLE commands ADD COLUMN dice BLOB;`,
	// options: the game's options (options.go) as JSON.
	`ALTER TABLE games ADD COLUMN options BLOB;`,
	// penalties: the heroes' time overruns (timer.go).
	`CREATE TABLE penalties (
		game_id TEXT NOT NULL REFERENCES games(id),
		turn    INTEGER NOT NULL,
		figure  TEXT NOT NULL,
		PRIMARY KEY (game_id, turn, figure)
	);`,
	// after_dice: the physical dice entered for the settlement of a
	// finished quest (afterquest.go), after its first n commands.
	`CREATE TABLE after_dice (
		game_id TEXT NOT NULL REFERENCES games(id),
		n       INTEGER NOT NULL,
		dice    BLOB NOT NULL,
		PRIMARY KEY (game_id, n)
	);`,
	// content: the static content of stored states (the Treasure book,
	// the Dark Player's catalogue), once each, by digest (content.go).
	`CREATE TABLE content (
		digest TEXT PRIMARY KEY,
		kind   TEXT NOT NULL,
		body   BLOB NOT NULL
	);`,
}

// OpenStore opens (creating on first start) the database dun.db in dir
// and brings its schema up to date.
func OpenStore(dir string) (*Store, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("store: data folder: %w", err)
	}
	path := filepath.Join(dir, "dun.db")
	// Checkpoints (copying the WAL into the database, with fsyncs) run in
	// the background on a connection of their own (checkpoint), not in
	// the middle of a command's commit.
	dsn := "file:" + path + "?_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_pragma=busy_timeout(5000)&_pragma=foreign_keys(1)&_pragma=wal_autocheckpoint(0)"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	// Everything is written by one goroutine on a connection of its own
	// (writer.go); the others are readers and the checkpointer.
	db.SetMaxOpenConns(4)
	st := &Store{db: db, quit: make(chan struct{}), contents: newContents()}
	if err := st.migrate(context.Background()); err != nil {
		db.Close()
		return nil, err
	}
	if st.w, err = openWriter(context.Background(), db); err != nil {
		db.Close()
		return nil, err
	}
	st.checkpointer.Add(1)
	go st.checkpoint()
	return st, nil
}

func (st *Store) migrate(ctx context.Context) error {
	if _, err := st.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_version (n INTEGER NOT NULL)`); err != nil {
		return fmt.Errorf("store: schema_version: %w", err)
	}
	var n int
	err := st.db.QueryRowContext(ctx, `SELECT n FROM schema_version`).Scan(&n)
	if errors.Is(err, sql.ErrNoRows) {
		if _, err := st.db.ExecContext(ctx, `INSERT INTO schema_version (n) VALUES (0)`); err != nil {
			return fmt.Errorf("store: schema_version: %w", err)
		}
	} else if err != nil {
		return fmt.Errorf("store: schema_version: %w", err)
	}
	if n > len(migrations) {
		return fmt.Errorf("store: the database has schema version %d, newer than this dun (%d)", n, len(migrations))
	}
	for k := n; k < len(migrations); k++ {
		tx, err := st.db.BeginTx(ctx, nil)
		if err != nil {
			return fmt.Errorf("store: migration %d: %w", k+1, err)
		}
		if _, err := tx.ExecContext(ctx, migrations[k]); err != nil {
			tx.Rollback()
			return fmt.Errorf("store: migration %d: %w", k+1, err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE schema_version SET n = ?`, k+1); err != nil {
			tx.Rollback()
			return fmt.Errorf("store: migration %d: %w", k+1, err)
		}
		if err := tx.Commit(); err != nil {
			return fmt.Errorf("store: migration %d: %w", k+1, err)
		}
	}
	return nil
}

// Close stops the writer and closes the database. Appends after it fail.
func (st *Store) Close() error {
	var err error
	st.closeOnce.Do(func() {
		st.w.close()
		close(st.quit)
		st.checkpointer.Wait()
		err = st.db.Close()
	})
	return err
}

// Ping checks that the database answers.
func (st *Store) Ping(ctx context.Context) error { return st.db.PingContext(ctx) }

// gameRow is a game's setup as stored.
type gameRow struct {
	ID      string
	QuestID string
	TitleEn string
	TitleEs string
	Created time.Time
	Seed    uint64
	Setup   []byte // the starting rules.State as stored (content.go)
	// SetupContents are the static contents Setup names.
	SetupContents []contentRow
	// TurnLimit is the quest's turn limit, 0 for none.
	TurnLimit int
	// Options are the game's options as JSON (nil: the defaults).
	Options []byte
}

// seatRow is a seat as stored: its token only as a hash.
type seatRow struct {
	ID        string
	Side      string
	Figures   []byte // JSON list of figure IDs
	TokenHash []byte
	Bot       bool
}

// commandRow is one applied command and what each side was told.
type commandRow struct {
	N            uint64
	SeatID       string
	ClientSeq    uint64
	Command      []byte
	EventsHeroes []byte
	EventsDark   []byte
	// Why is a bot's reason for the command, if a bot sent it.
	Why *rules.Text
	// Undoable: the command drew no dice and revealed nothing.
	Undoable bool
	// Dice are the dice the command used when they did not come from
	// the game's generator (nil when they did).
	Dice []int
}

// diceJSON encodes recorded dice for the store: NULL for none.
func diceJSON(d []int) []byte {
	if d == nil {
		return nil
	}
	b, _ := json.Marshal(d)
	return b
}

// parseDice reads recorded dice.
func parseDice(b []byte) ([]int, error) {
	if len(b) == 0 {
		return nil, nil
	}
	d := []int{}
	if err := json.Unmarshal(b, &d); err != nil {
		return nil, fmt.Errorf("recorded dice: %w", err)
	}
	return d, nil
}

// snapshotRow is the state and dice after command N: the state as
// stored (content.go), naming Contents.
type snapshotRow struct {
	N        uint64
	State    []byte
	Dice     []byte
	Contents []contentRow
}

// createGame stores a new game and its seats in one transaction. Its
// setup is its first snapshot (firstSnapshot), not stored twice.
func (st *Store) createGame(ctx context.Context, g gameRow, seats []seatRow) error {
	return st.w.do(false, func(w *writeTx) error { return w.game(g, seats) })
}

// game writes a game's row and seats.
func (w *writeTx) game(g gameRow, seats []seatRow) error {
	if err := w.contents(g.SetupContents); err != nil {
		return err
	}
	if err := w.exec(`INSERT INTO games (id, quest_id, title_en, title_es, created_at, seed, setup, turn_limit, options) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		g.ID, g.QuestID, g.TitleEn, g.TitleEs, g.Created.UnixMilli(), int64(g.Seed), g.Setup, g.TurnLimit, g.Options); err != nil {
		return fmt.Errorf("store: game %s: %w", g.ID, err)
	}
	for _, s := range seats {
		if err := w.exec(`INSERT INTO seats (game_id, seat_id, side, figures, token_hash, bot) VALUES (?, ?, ?, ?, ?, ?)`,
			g.ID, s.ID, s.Side, string(s.Figures), s.TokenHash, s.Bot); err != nil {
			return fmt.Errorf("store: seat %s: %w", s.ID, err)
		}
	}
	return nil
}

// snapshot writes a snapshot of game id.
func (w *writeTx) snapshot(id string, sn snapshotRow) error {
	if err := w.contents(sn.Contents); err != nil {
		return err
	}
	_, err := w.ins.snapshot.ExecContext(w.ctx, id, sn.N, sn.State, sn.Dice)
	return err
}

// command writes one command of game id, applied at ms.
func (w *writeTx) command(id string, c commandRow, ms int64) error {
	var why []byte
	if c.Why != nil {
		why, _ = json.Marshal(c.Why)
	}
	_, err := w.ins.command.ExecContext(w.ctx, id, c.N, c.SeatID, int64(c.ClientSeq), c.Command, c.EventsHeroes, c.EventsDark, ms, why, c.Undoable, diceJSON(c.Dice))
	return err
}

// appendCommand writes one applied command, and the snapshot after it
// when snap is not nil, in a transaction: when it returns nil the command
// is on disk. The transaction is shared with the other writes waiting
// (writer.go).
func (st *Store) appendCommand(ctx context.Context, gameID string, c commandRow, snap *snapshotRow) error {
	return st.w.do(true, func(w *writeTx) error {
		if err := w.command(gameID, c, time.Now().UnixMilli()); err != nil {
			return fmt.Errorf("store: append command %d of %s: %w", c.N, gameID, err)
		}
		if snap != nil {
			if err := w.snapshot(gameID, *snap); err != nil {
				return fmt.Errorf("store: snapshot %d of %s: %w", snap.N, gameID, err)
			}
		}
		return nil
	})
}

// walRestartFrames is the WAL's length (in pages of 4 KB) past which the
// writer finishes a checkpoint itself, so that the WAL starts again
// from its beginning (writer.checkpoint): every write waits for that
// checkpoint (10-250 ms under dun loadtest on the shared machine, its
// two fsyncs most of it), so the WAL may grow to some 64 MB first.
const walRestartFrames = 16384

// checkpoint copies the WAL into the database every second, beside the
// writer; once the WAL is long, has the writer copy the rest
// (writer.checkpoint); and truncates it on close.
func (st *Store) checkpoint() {
	defer st.checkpointer.Done()
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			var busy, frames, copied int
			err := st.db.QueryRow(`PRAGMA wal_checkpoint(PASSIVE)`).Scan(&busy, &frames, &copied)
			if err == nil && frames >= walRestartFrames {
				// Once more beside the writer: what is left for the
				// writer is then only what was written meanwhile.
				st.db.Exec(`PRAGMA wal_checkpoint(PASSIVE)`)
				st.w.checkpoint()
			}
		case <-st.quit:
			st.db.Exec(`PRAGMA wal_checkpoint(TRUNCATE)`)
			return
		}
	}
}

// games lists every stored game, oldest first.
func (st *Store) games(ctx context.Context) ([]gameRow, error) {
	rows, err := st.db.QueryContext(ctx, `SELECT id, quest_id, title_en, title_es, created_at, seed, setup, turn_limit, options FROM games ORDER BY created_at, id`)
	if err != nil {
		return nil, fmt.Errorf("store: games: %w", err)
	}
	defer rows.Close()
	var out []gameRow
	for rows.Next() {
		var g gameRow
		var ms, seed int64
		if err := rows.Scan(&g.ID, &g.QuestID, &g.TitleEn, &g.TitleEs, &ms, &seed, &g.Setup, &g.TurnLimit, &g.Options); err != nil {
			return nil, fmt.Errorf("store: games: %w", err)
		}
		g.Created, g.Seed = time.UnixMilli(ms).UTC(), uint64(seed)
		out = append(out, g)
	}
	return out, rows.Err()
}

// seats lists a game's seats.
func (st *Store) seats(ctx context.Context, gameID string) ([]seatRow, error) {
	rows, err := st.db.QueryContext(ctx, `SELECT seat_id, side, figures, token_hash, bot FROM seats WHERE game_id = ? ORDER BY rowid`, gameID)
	if err != nil {
		return nil, fmt.Errorf("store: seats of %s: %w", gameID, err)
	}
	defer rows.Close()
	var out []seatRow
	for rows.Next() {
		var s seatRow
		var figs string
		if err := rows.Scan(&s.ID, &s.Side, &figs, &s.TokenHash, &s.Bot); err != nil {
			return nil, fmt.Errorf("store: seats of %s: %w", gameID, err)
		}
		s.Figures = []byte(figs)
		out = append(out, s)
	}
	return out, rows.Err()
}

// snapshotAtOrBefore is the game's newest snapshot after at most n
// commands.
func (st *Store) snapshotAtOrBefore(ctx context.Context, gameID string, n uint64) (snapshotRow, error) {
	var s snapshotRow
	err := st.db.QueryRowContext(ctx, `SELECT n, state, dice FROM snapshots WHERE game_id = ? AND n <= ? ORDER BY n DESC LIMIT 1`, gameID, n).Scan(&s.N, &s.State, &s.Dice)
	if errors.Is(err, sql.ErrNoRows) {
		return st.firstSnapshot(ctx, gameID)
	}
	if err != nil {
		return s, fmt.Errorf("store: snapshot of %s at %d: %w", gameID, n, err)
	}
	return s, nil
}

// commandsBetween lists the game's commands after from, up to to, with
// their recorded dice.
func (st *Store) commandsBetween(ctx context.Context, gameID string, from, to uint64) ([]commandRow, error) {
	rows, err := st.db.QueryContext(ctx, `SELECT n, command, dice FROM commands WHERE game_id = ? AND n > ? AND n <= ? ORDER BY n`, gameID, from, to)
	if err != nil {
		return nil, fmt.Errorf("store: commands of %s: %w", gameID, err)
	}
	defer rows.Close()
	var out []commandRow
	for rows.Next() {
		var c commandRow
		var d []byte
		if err := rows.Scan(&c.N, &c.Command, &d); err != nil {
			return nil, fmt.Errorf("store: commands of %s: %w", gameID, err)
		}
		if c.Dice, err = parseDice(d); err != nil {
			return nil, fmt.Errorf("store: command %d of %s: %w", c.N, gameID, err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// dropLastCommand deletes command n of the game, its last, and the
// snapshots after it, in one transaction (undo.go).
func (st *Store) dropLastCommand(ctx context.Context, gameID string, n uint64) error {
	return st.w.do(false, func(w *writeTx) error {
		var last uint64
		if err := w.conn.QueryRowContext(w.ctx, `SELECT COALESCE(MAX(n), 0) FROM commands WHERE game_id = ?`, gameID).Scan(&last); err != nil {
			return fmt.Errorf("store: undo: %w", err)
		}
		if last != n {
			return fmt.Errorf("store: undo of command %d, but the last is %d", n, last)
		}
		if err := w.exec(`DELETE FROM commands WHERE game_id = ? AND n = ?`, gameID, n); err != nil {
			return fmt.Errorf("store: undo: %w", err)
		}
		if err := w.exec(`DELETE FROM snapshots WHERE game_id = ? AND n >= ?`, gameID, n); err != nil {
			return fmt.Errorf("store: undo: %w", err)
		}
		if err := w.exec(`DELETE FROM after_dice WHERE game_id = ? AND n >= ?`, gameID, n); err != nil {
			return fmt.Errorf("store: undo: %w", err)
		}
		return nil
	})
}

// latestSnapshot is the game's newest snapshot.
func (st *Store) latestSnapshot(ctx context.Context, gameID string) (snapshotRow, error) {
	var s snapshotRow
	err := st.db.QueryRowContext(ctx, `SELECT n, state, dice FROM snapshots WHERE game_id = ? ORDER BY n DESC LIMIT 1`, gameID).Scan(&s.N, &s.State, &s.Dice)
	if errors.Is(err, sql.ErrNoRows) {
		return st.firstSnapshot(ctx, gameID)
	}
	if err != nil {
		return s, fmt.Errorf("store: snapshot of %s: %w", gameID, err)
	}
	return s, nil
}

// firstSnapshot is a game's state before its first command: its setup,
// with the dice of its seed fresh. Games stored by an earlier dun have
// it as a snapshot too; since, it is not stored twice.
func (st *Store) firstSnapshot(ctx context.Context, gameID string) (snapshotRow, error) {
	g, err := st.game(ctx, gameID)
	if err != nil {
		return snapshotRow{}, err
	}
	d, err := dice.Seeded(g.Seed).MarshalBinary()
	if err != nil {
		return snapshotRow{}, err
	}
	return snapshotRow{N: 0, State: g.Setup, Dice: d}, nil
}

// commands lists the game's commands, in order.
func (st *Store) commands(ctx context.Context, gameID string) ([]commandRow, error) {
	rows, err := st.db.QueryContext(ctx, `SELECT n, seat_id, client_seq, command, events_heroes, events_dark, why, undoable, dice FROM commands WHERE game_id = ? ORDER BY n`, gameID)
	if err != nil {
		return nil, fmt.Errorf("store: commands of %s: %w", gameID, err)
	}
	defer rows.Close()
	var out []commandRow
	for rows.Next() {
		var c commandRow
		var seq int64
		var why, d []byte
		if err := rows.Scan(&c.N, &c.SeatID, &seq, &c.Command, &c.EventsHeroes, &c.EventsDark, &why, &c.Undoable, &d); err != nil {
			return nil, fmt.Errorf("store: commands of %s: %w", gameID, err)
		}
		if c.Dice, err = parseDice(d); err != nil {
			return nil, fmt.Errorf("store: command %d of %s: %w", c.N, gameID, err)
		}
		if len(why) > 0 {
			var t rules.Text
			if json.Unmarshal(why, &t) == nil {
				c.Why = &t
			}
		}
		c.ClientSeq = uint64(seq)
		out = append(out, c)
	}
	return out, rows.Err()
}

// game is one stored game's row.
func (st *Store) game(ctx context.Context, id string) (gameRow, error) {
	var g gameRow
	var ms, seed int64
	err := st.db.QueryRowContext(ctx, `SELECT id, quest_id, title_en, title_es, created_at, seed, setup, turn_limit, options FROM games WHERE id = ?`, id).
		Scan(&g.ID, &g.QuestID, &g.TitleEn, &g.TitleEs, &ms, &seed, &g.Setup, &g.TurnLimit, &g.Options)
	if err != nil {
		return g, fmt.Errorf("store: game %s: %w", id, err)
	}
	g.Created, g.Seed = time.UnixMilli(ms).UTC(), uint64(seed)
	return g, nil
}

// importGame stores an imported game whole in one transaction: its row,
// seats, commands and the snapshot after them (last, nil for an empty
// log).
func (st *Store) importGame(ctx context.Context, g gameRow, seats []seatRow, cmds []commandRow, last *snapshotRow, afterDice []int) error {
	return st.w.do(false, func(w *writeTx) error {
		if err := w.game(g, seats); err != nil {
			return fmt.Errorf("store: import: %w", err)
		}
		if last != nil {
			if err := w.snapshot(g.ID, *last); err != nil {
				return fmt.Errorf("store: import snapshot %d: %w", last.N, err)
			}
		}
		now := time.Now().UnixMilli()
		for _, c := range cmds {
			if err := w.command(g.ID, c, now); err != nil {
				return fmt.Errorf("store: import command %d: %w", c.N, err)
			}
		}
		if afterDice != nil {
			if err := w.exec(`INSERT INTO after_dice (game_id, n, dice) VALUES (?, ?, ?)`, g.ID, len(cmds), diceJSON(afterDice)); err != nil {
				return fmt.Errorf("store: import after-quest dice: %w", err)
			}
		}
		return nil
	})
}

// Backup writes a consistent copy of the database to path, which must not
// exist yet, while the server runs: VACUUM INTO reads one snapshot of the
// database (WAL readers do not block the writer) and writes it compacted.
func (st *Store) Backup(ctx context.Context, path string) error {
	if _, err := os.Stat(path); err == nil {
		return fmt.Errorf("store: backup: %s exists", path)
	}
	if _, err := st.db.ExecContext(ctx, `VACUUM INTO ?`, path); err != nil {
		return fmt.Errorf("store: backup to %s: %w", path, err)
	}
	return nil
}

// setAfterDice stores the physical dice entered so far for the
// settlement of the game's end after its first n commands.
func (st *Store) setAfterDice(ctx context.Context, gameID string, n uint64, vals []int) error {
	return st.w.do(false, func(w *writeTx) error {
		if err := w.exec(`INSERT INTO after_dice (game_id, n, dice) VALUES (?, ?, ?) ON CONFLICT (game_id, n) DO UPDATE SET dice = excluded.dice`, gameID, n, diceJSON(vals)); err != nil {
			return fmt.Errorf("store: after-quest dice: %w", err)
		}
		return nil
	})
}

// afterDice is the dice entered for the settlement after the game's
// first n commands (nil for none).
func (st *Store) afterDice(ctx context.Context, gameID string, n uint64) ([]int, error) {
	var b []byte
	err := st.db.QueryRowContext(ctx, `SELECT dice FROM after_dice WHERE game_id = ? AND n = ?`, gameID, n).Scan(&b)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("store: after-quest dice of %s: %w", gameID, err)
	}
	return parseDice(b)
}

// addPenalty stores a hero's time overrun.
func (st *Store) addPenalty(ctx context.Context, gameID string, p Penalty) error {
	return st.w.do(false, func(w *writeTx) error {
		if err := w.exec(`INSERT OR IGNORE INTO penalties (game_id, turn, figure) VALUES (?, ?, ?)`, gameID, p.Turn, p.Figure); err != nil {
			return fmt.Errorf("store: penalty: %w", err)
		}
		return nil
	})
}

// penalties lists a game's time overruns.
func (st *Store) penalties(ctx context.Context, gameID string) ([]Penalty, error) {
	rows, err := st.db.QueryContext(ctx, `SELECT turn, figure FROM penalties WHERE game_id = ? ORDER BY turn, figure`, gameID)
	if err != nil {
		return nil, fmt.Errorf("store: penalties: %w", err)
	}
	defer rows.Close()
	var out []Penalty
	for rows.Next() {
		var p Penalty
		if err := rows.Scan(&p.Turn, &p.Figure); err != nil {
			return nil, fmt.Errorf("store: penalties: %w", err)
		}
		out = append(out, p)
	}
	return out, rows.Err()
}
