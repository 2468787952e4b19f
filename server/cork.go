package server

import (
	"bufio"
	"net"
	"net/http"
	"sync/atomic"
)

// corkConn is a connection whose writes may be held back and sent with
// the next one, in one system call. The write loop holds a message back
// when another is queued behind it (the acknowledgement behind the
// update of the seat that sent a command; updates queued while the
// connection was being written), so that a burst of messages costs one
// write. The WebSocket library writes to it one frame at a time, under
// its own lock; held is touched only there.
type corkConn struct {
	net.Conn
	corked atomic.Bool
	held   []byte
}

func (c *corkConn) Write(p []byte) (int, error) {
	if c.corked.Load() {
		c.held = append(c.held, p...)
		return len(p), nil
	}
	if len(c.held) == 0 {
		return c.Conn.Write(p)
	}
	bufs := net.Buffers{c.held, p}
	_, err := bufs.WriteTo(c.Conn) // writev
	if cap(c.held) > 1<<16 {
		c.held = nil // a rare burst: do not keep its buffer
	} else {
		c.held = c.held[:0]
	}
	if err != nil {
		return 0, err
	}
	return len(p), nil
}

// corkWriter hands the WebSocket library a corkConn when it hijacks the
// connection.
type corkWriter struct {
	http.ResponseWriter
	conn *corkConn
}

func (w *corkWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	nc, brw, err := http.NewResponseController(w.ResponseWriter).Hijack()
	if err != nil {
		return nil, nil, err
	}
	// The hijacked writer is a fresh one on the connection: nothing is
	// waiting in it (net/http flushed the response's head).
	if err := brw.Writer.Flush(); err != nil {
		nc.Close()
		return nil, nil, err
	}
	w.conn = &corkConn{Conn: nc}
	return w.conn, bufio.NewReadWriter(brw.Reader, bufio.NewWriterSize(w.conn, 16<<10)), nil
}
