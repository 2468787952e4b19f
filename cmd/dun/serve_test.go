package main

import (
	"bytes"
	"context"
	"net/http"
	"regexp"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a bytes.Buffer safe to read while the command writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// dun serve prints the address to open, serves the lobby and stops
// cleanly when its context ends (as on Ctrl-C).
func TestServe(t *testing.T) {
	var out, errs syncBuffer
	root := newRoot()
	root.SetOut(&out)
	root.SetErr(&errs)
	root.SetArgs([]string{"serve", "--addr", "127.0.0.1:0", "--data", t.TempDir()})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- root.ExecuteContext(ctx) }()
	re := regexp.MustCompile(`open (http://127\.0\.0\.1:\d+/)`)
	var url string
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if m := re.FindStringSubmatch(out.String()); m != nil {
			url = m[1]
			break
		}
	}
	if url == "" {
		cancel()
		t.Fatalf("no address printed: %q %q", out.String(), errs.String())
	}
	resp, err := http.Get(url + "readyz")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("readyz: %v %v", err, resp)
	}
	resp.Body.Close()
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("serve did not stop")
	}
	if !bytes.Contains([]byte(out.String()), []byte("dun: stopped")) {
		t.Fatalf("output: %q", out.String())
	}
}
