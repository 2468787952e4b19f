package server

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync"
	"time"
)

// The store's writes all go through one goroutine, the writer, on a
// connection of its own: SQLite has one writer at a time, and a second
// connection wanting to write would wait for the lock in SQLite's busy
// handler, which sleeps (1, 2, 5, 10 ... 100 ms) rather than queues.
// The writer takes every request waiting, runs them in one transaction
// and commits once (group commit): a command's row costs its inserts,
// and the commit (the WAL frames written) is shared by the batch. Each
// request's caller waits until the transaction holding it is committed,
// so what a write returned nil for is on disk.

// writeReq is one write waiting for the writer: run does its statements
// in the batch's transaction; done receives the outcome once the
// transaction is committed (or has failed). command marks a command's
// row (the metrics count commands per commit).
type writeReq struct {
	run     func(*writeTx) error
	command bool
	done    chan error
}

// writeTx is the writer's transaction, with the statements it prepared
// once on its connection.
type writeTx struct {
	ctx  context.Context
	conn *sql.Conn
	ins  *writeStmts
	// written are the static contents committed so far (content.go);
	// added those this transaction writes, which count as written once
	// it commits.
	written map[string]bool
	added   []string
}

// exec runs one statement in the transaction.
func (w *writeTx) exec(query string, args ...any) error {
	_, err := w.conn.ExecContext(w.ctx, query, args...)
	return err
}

// writeStmts are the statements the writer prepared on its connection.
type writeStmts struct {
	begin, commit, rollback    *sql.Stmt
	command, snapshot, content *sql.Stmt
}

func (s *writeStmts) close() {
	for _, st := range []*sql.Stmt{s.begin, s.commit, s.rollback, s.command, s.snapshot, s.content} {
		if st != nil {
			st.Close()
		}
	}
}

// maxBatch bounds the requests committed in one transaction.
const maxBatch = 256

// writeQueue is how many requests may wait for the writer without their
// senders blocking: a sender then waits only for its commit.
const writeQueue = 1024

var errStoreClosed = errors.New("store: closed")

// writer is the store's writing half.
type writer struct {
	conn *sql.Conn
	ins  writeStmts
	reqs chan writeReq
	// ckpts are the checkpoints asked of the writer (checkpoint).
	ckpts chan chan error
	// mu guards closed: a request is only queued while the store is
	// open, so that every request queued is run before the writer stops.
	mu      sync.RWMutex
	closed  bool
	stopped chan struct{}
	// written are the static contents known to be in the database.
	written map[string]bool
	// waited, batched, committed and checkpointed, when set (before the
	// first request), are told how long each command waited for its
	// commit, how many commands each commit carried, how long each batch
	// took from BEGIN to the end of COMMIT and how long each of the
	// writer's checkpoints took (the server's metrics).
	waited, batched, committed, checkpointed func(float64)
}

// openWriter takes a connection of db for the writer and prepares its
// statements on it.
func openWriter(ctx context.Context, db *sql.DB) (*writer, error) {
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("store: writer: %w", err)
	}
	w := &writer{conn: conn, reqs: make(chan writeReq, writeQueue), ckpts: make(chan chan error), stopped: make(chan struct{}), written: map[string]bool{}}
	for _, p := range []struct {
		stmt **sql.Stmt
		q    string
	}{
		// IMMEDIATE: the write lock is taken at BEGIN, not halfway through.
		{&w.ins.begin, `BEGIN IMMEDIATE`},
		{&w.ins.commit, `COMMIT`},
		{&w.ins.rollback, `ROLLBACK`},
		{&w.ins.command, `INSERT INTO commands (game_id, n, seat_id, client_seq, command, events_heroes, events_dark, applied_at, why, undoable, dice) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`},
		{&w.ins.snapshot, `INSERT INTO snapshots (game_id, n, state, dice) VALUES (?, ?, ?, ?)`},
		{&w.ins.content, `INSERT OR IGNORE INTO content (digest, kind, body) VALUES (?, ?, ?)`},
	} {
		if *p.stmt, err = conn.PrepareContext(ctx, p.q); err != nil {
			w.ins.close()
			conn.Close()
			return nil, fmt.Errorf("store: writer: %w", err)
		}
	}
	go w.loop()
	return w, nil
}

// do hands run to the writer and waits until the transaction that ran
// it is committed. Once queued, a request is always run and waited for
// (ctx is not heeded): a write is never left half-known.
func (w *writer) do(command bool, run func(*writeTx) error) error {
	r := writeReq{run: run, command: command, done: make(chan error, 1)}
	start := time.Now()
	w.mu.RLock()
	if w.closed {
		w.mu.RUnlock()
		return errStoreClosed
	}
	w.reqs <- r
	w.mu.RUnlock()
	err := <-r.done
	if command && w.waited != nil {
		w.waited(time.Since(start).Seconds())
	}
	return err
}

// checkpoint copies into the database what is left of the WAL, between
// two transactions, and returns once it has. The store's checkpointer
// copies most of it beforehand, beside the writer (a checkpoint syncs
// the WAL and the database); but SQLite starts the WAL again from its
// beginning only when a write begins with all of it copied, which under
// a steady stream of commits never happens: the WAL grew by some 10 MB a
// second under dun loadtest, without end. The writer's own checkpoint,
// with no write between it and the next, lets it; writes wait for it,
// so the store asks for it only once the WAL is long (walRestartFrames).
func (w *writer) checkpoint() error {
	w.mu.RLock()
	defer w.mu.RUnlock()
	if w.closed {
		return errStoreClosed
	}
	done := make(chan error, 1)
	w.ckpts <- done
	return <-done
}

// close runs the requests queued and stops the writer.
func (w *writer) close() {
	w.mu.Lock()
	if !w.closed {
		w.closed = true
		close(w.reqs)
	}
	w.mu.Unlock()
	<-w.stopped
	w.ins.close()
	w.conn.Close()
}

// loop commits the requests, taking every one waiting into the same
// transaction. When a batch fails, its requests are run again one by
// one, so that one bad row fails alone.
func (w *writer) loop() {
	defer close(w.stopped)
	batch := make([]writeReq, 0, maxBatch)
	for {
		var r writeReq
		var ok bool
		select {
		case r, ok = <-w.reqs:
		case done := <-w.ckpts:
			start := time.Now()
			_, err := w.conn.ExecContext(context.Background(), `PRAGMA wal_checkpoint(PASSIVE)`)
			if w.checkpointed != nil {
				w.checkpointed(time.Since(start).Seconds())
			}
			done <- err
			continue
		}
		if !ok {
			return
		}
		batch = append(batch[:0], r)
	more:
		for len(batch) < maxBatch {
			select {
			case r, ok := <-w.reqs:
				if !ok {
					break more
				}
				batch = append(batch, r)
			default:
				break more
			}
		}
		if w.batched != nil {
			n := 0
			for _, r := range batch {
				if r.command {
					n++
				}
			}
			if n > 0 {
				w.batched(float64(n))
			}
		}
		if err := w.commit(batch); err == nil || len(batch) == 1 {
			for _, r := range batch {
				r.done <- err
			}
			continue
		}
		for _, r := range batch {
			r.done <- w.commit([]writeReq{r})
		}
	}
}

// commit runs batch in one transaction.
func (w *writer) commit(batch []writeReq) (err error) {
	start := time.Now()
	ctx := context.Background()
	if _, err := w.ins.begin.ExecContext(ctx); err != nil {
		return fmt.Errorf("store: begin: %w", err)
	}
	tx := &writeTx{ctx: ctx, conn: w.conn, ins: &w.ins, written: w.written}
	defer func() {
		if err != nil {
			w.ins.rollback.ExecContext(ctx)
		}
	}()
	for _, r := range batch {
		if err := r.run(tx); err != nil {
			return err
		}
	}
	if _, err := w.ins.commit.ExecContext(ctx); err != nil {
		return fmt.Errorf("store: commit: %w", err)
	}
	for _, d := range tx.added {
		w.written[d] = true
	}
	if w.committed != nil {
		w.committed(time.Since(start).Seconds())
	}
	return nil
}
