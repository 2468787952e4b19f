package server

import (
	"net"
	"testing"
)

// writesConn records each write to it.
type writesConn struct {
	net.Conn
	writes [][]byte
}

func (w *writesConn) Write(p []byte) (int, error) {
	w.writes = append(w.writes, append([]byte(nil), p...))
	return len(p), nil
}

// While corked, writes are held back; the next write sends them first,
// in order, and nothing is lost or sent twice.
func TestCorkConnHoldsWrites(t *testing.T) {
	w := &writesConn{}
	c := &corkConn{Conn: w}
	c.Write([]byte("a"))
	c.corked.Store(true)
	c.Write([]byte("b"))
	c.Write([]byte("c"))
	if len(w.writes) != 1 {
		t.Fatalf("corked writes went out: %q", w.writes)
	}
	c.corked.Store(false)
	c.Write([]byte("d"))
	c.Write([]byte("e"))
	var all []byte
	for _, b := range w.writes {
		all = append(all, b...)
	}
	if string(all) != "abcde" || len(c.held) != 0 {
		t.Fatalf("sent %q, holding %q", all, c.held)
	}
}
