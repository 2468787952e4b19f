package server

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// TestMain lets the test binary run a server of its own in a child
// process (DUN_TEST_CHILD_SERVE=DIR), so a test can kill it abruptly.
func TestMain(m *testing.M) {
	if dir := os.Getenv("DUN_TEST_CHILD_SERVE"); dir != "" {
		childServe(dir)
		return
	}
	os.Exit(m.Run())
}

func childServe(dir string) {
	srv, err := New(Config{DataDir: dir, Rate: 1e9, Burst: 1 << 30})
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
	fmt.Println("addr:", ln.Addr())
	http.Serve(ln, srv.Handler())
}

// The server process killed abruptly (SIGKILL) in the middle of a stream
// of commands: after a restart every acknowledged command is there, and
// the game replays from setup, seed and log to the state it holds.
func TestKilledServerKeepsAcknowledgedCommands(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a child process")
	}
	dir := t.TempDir()
	child := exec.Command(os.Args[0], "-test.run=^$")
	child.Env = append(os.Environ(), "DUN_TEST_CHILD_SERVE="+dir)
	out, err := child.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	defer child.Process.Kill()
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "addr: ") {
		t.Fatalf("child: %q %v", line, err)
	}
	base := "http://" + strings.TrimSpace(strings.TrimPrefix(line, "addr: "))
	b, _ := json.Marshal(party)
	resp, err := http.Post(base+"/api/games", "application/json", strings.NewReader(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	var created Created
	json.NewDecoder(resp.Body).Decode(&created)
	resp.Body.Close()
	ctx := context.Background()
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/ws", nil)
	if err != nil {
		t.Fatal(err)
	}
	conn.SetReadLimit(1 << 22)
	c := &testClient{t: t, conn: conn}
	c.sendJSON(map[string]any{"v": 1, "type": "hello", "game": created.Game.ID, "token": seatToken(t, created, "heroes-1")})
	// Stream commands, up to 8 unacknowledged at once (a client far ahead
	// of its updates is dropped as too slow); count the acknowledgements.
	window := make(chan struct{}, 8)
	go func() {
		c.sendRaw([]byte(`{"v":1,"type":"command","seq":1,"command":{"type":"activate","seat":"heroes","figure":"shara"}}`))
		for i := 2; i < 100000; i++ {
			face := []string{"E", "S"}[i%2]
			msg := fmt.Sprintf(`{"v":1,"type":"command","seq":%d,"command":{"type":"face","seat":"heroes","figure":"shara","facing":%q}}`, i, face)
			select {
			case window <- struct{}{}:
			case <-time.After(5 * time.Second):
				return
			}
			wctx, cancel := context.WithTimeout(ctx, time.Second)
			err := conn.Write(wctx, websocket.MessageText, []byte(msg))
			cancel()
			if err != nil {
				return
			}
		}
	}()
	var acked uint64
	for {
		rctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		_, data, err := conn.Read(rctx)
		cancel()
		if err != nil {
			break
		}
		var m struct {
			Type string `json:"type"`
			N    uint64 `json:"n"`
		}
		json.Unmarshal(data, &m)
		if m.Type == MsgAck || m.Type == MsgError {
			select {
			case <-window:
			default:
			}
		}
		if m.Type == MsgAck {
			acked = m.N
			if acked == 150 {
				child.Process.Kill() // SIGKILL, mid-stream
			}
		}
	}
	child.Process.Kill()
	child.Wait()
	if acked < 150 {
		t.Fatalf("only %d commands acknowledged before the kill", acked)
	}
	srv, err := New(Config{DataDir: dir, Catalog: testCatalog(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Shutdown(ctx)
	g, ok := srv.Game(created.Game.ID)
	if !ok {
		t.Fatal("the game is gone")
	}
	info := g.Info()
	if info.N < acked {
		t.Fatalf("%d commands acknowledged, %d kept", acked, info.N)
	}
	replayed, err := srv.Replay(ctx, created.Game.ID)
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprintf("%x", replayed.Hash()) != g.Hash() {
		t.Fatal("the replayed state differs from the loaded one")
	}
	t.Logf("%d acknowledged before the kill, %d kept", acked, info.N)
}
