// Package e2e holds the end-to-end acceptance test of issue 7: the real
// dun binary, started and stopped as a person would, and real headless
// Chromium playing a short quest to its end through the browser client,
// two hero seats in two browser contexts against the Artificial Dark
// Player, with a reload and two server restarts (SIGTERM, SIGKILL) on the
// way.
package e2e

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"dun/internal/browsertest"
)

// syncBuffer is a bytes.Buffer safe to read while the server writes.
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

// artifacts is where screenshots and the server's log go on failure:
// $DUN_ARTIFACTS, else a fresh folder under the system's temporary one
// (kept after the test, unlike t.TempDir, so the paths logged stay good).
func artifacts(t *testing.T) string {
	dir := os.Getenv("DUN_ARTIFACTS")
	if dir == "" {
		d, err := os.MkdirTemp("", "dun-e2e-")
		if err != nil {
			t.Logf("no folder for artifacts: %v", err)
			return os.TempDir()
		}
		return d
	}
	os.MkdirAll(dir, 0o755)
	return dir
}

// dunServer is one `dun serve` process after another on the same address
// and data folder.
type dunServer struct {
	t      *testing.T
	bin    string
	addr   string
	data   string
	quests string
	log    syncBuffer // every run's stdout and stderr
	cmd    *exec.Cmd
	done   chan error
}

func (s *dunServer) url() string { return "http://" + s.addr + "/" }

// start runs `dun serve` and waits for /readyz.
func (s *dunServer) start() {
	s.t.Helper()
	fmt.Fprintf(&s.log, "=== dun serve --addr %s\n", s.addr)
	cmd := exec.Command(s.bin, "serve", "--addr", s.addr, "--data", s.data, "--quests", s.quests)
	cmd.Stdout = &s.log
	cmd.Stderr = &s.log
	if err := cmd.Start(); err != nil {
		s.t.Fatalf("start dun serve: %v", err)
	}
	s.cmd = cmd
	s.done = make(chan error, 1)
	go func() { s.done <- cmd.Wait() }()
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		resp, err := http.Get(s.url() + "readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return
			}
		}
		select {
		case err := <-s.done:
			s.cmd = nil
			s.t.Fatalf("dun serve exited before it was ready: %v", err)
		default:
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("dun serve not ready after 30s (last: %v)", err)
		}
	}
}

// stop sends sig and waits for the process to end; after SIGTERM it
// must stop cleanly (exit status 0, "dun: stopped").
func (s *dunServer) stop(sig syscall.Signal) {
	s.t.Helper()
	if s.cmd == nil {
		return
	}
	before := len(s.log.String())
	if err := s.cmd.Process.Signal(sig); err != nil {
		s.t.Fatalf("signal %v: %v", sig, err)
	}
	var err error
	select {
	case err = <-s.done:
	case <-time.After(30 * time.Second):
		s.cmd.Process.Kill()
		<-s.done
		s.cmd = nil
		s.t.Fatalf("dun serve did not stop within 30s of %v", sig)
	}
	s.cmd = nil
	if sig == syscall.SIGTERM {
		if err != nil {
			s.t.Fatalf("dun serve after SIGTERM: %v", err)
		}
		if out := s.log.String()[before:]; !strings.Contains(out, "dun: stopped") {
			s.t.Fatalf("no graceful stop after SIGTERM: %q", out)
		}
	}
}

// freeAddr is a loopback address free now: the server keeps it across
// restarts, so that the pages reconnect to it.
func freeAddr(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// buildDun builds cmd/dun into dir.
func buildDun(t *testing.T, dir string) string {
	t.Helper()
	goBin := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goBin); err != nil {
		goBin = "go"
	}
	bin := filepath.Join(dir, "dun")
	cmd := exec.Command(goBin, "build", "-o", bin, "dun/cmd/dun")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// tab is one browser page: a context of its own (cookies, storage).
type tab struct {
	name string
	ctx  context.Context
}

// e2e is the test's state: the server, the pages and the failure hook.
type e2e struct {
	t    *testing.T
	srv  *dunServer
	tabs []*tab
	dir  string
}

// fail saves a screenshot of every page and the server's log, and fails.
func (e *e2e) fail(format string, args ...any) {
	e.t.Helper()
	if e.dir == "" {
		e.dir = artifacts(e.t)
	}
	for _, tb := range e.tabs {
		ctx, cancel := context.WithTimeout(tb.ctx, 10*time.Second)
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		cancel()
		if err != nil {
			e.t.Logf("screenshot of %s: %v", tb.name, err)
			continue
		}
		p := filepath.Join(e.dir, "dun-e2e-"+tb.name+".png")
		if os.WriteFile(p, png, 0o644) == nil {
			e.t.Logf("screenshot: %s", p)
		}
	}
	p := filepath.Join(e.dir, "dun-e2e-server.log")
	if os.WriteFile(p, []byte(e.srv.log.String()), 0o644) == nil {
		e.t.Logf("server log: %s", p)
	}
	e.t.Fatalf(format, args...)
}

// do runs actions on tab tb within a bounded time.
func (e *e2e) do(tb *tab, what string, acts ...chromedp.Action[chromedp.Void]) {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, 30*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, acts...); err != nil {
		e.fail("%s: %s: %v", tb.name, what, err)
	}
}

// eval evaluates js on tab tb.
func eval[T any](e *e2e, tb *tab, js string) T {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, 30*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		e.fail("%s: %s: %v", tb.name, js, err)
	}
	return v
}

// waitJS waits until js is true on tab tb.
func (e *e2e) waitJS(tb *tab, what, js string, d time.Duration) {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, d)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](js, chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(0))); err != nil {
		e.fail("%s: waiting for %s: %v", tb.name, what, err)
	}
}

// The page's state as the driver reads it.
const stateJS = `(() => {
  const figs = {};
  for (const g of document.querySelectorAll('#board g[data-figure]')) figs[g.dataset.figure] = g.getAttribute('transform');
  const ns = [...document.querySelectorAll('#log [data-n]')].map((d) => Number(d.dataset.n));
  return {
    options: [...document.querySelectorAll('#options button[data-option]')].map((b) => b.dataset.option),
    moves: [...document.querySelectorAll('rect[data-move]')].map((r) => r.dataset.move),
    targets: [...document.querySelectorAll('g[data-target]')].map((g) => g.dataset.target),
    figures: figs,
    arrows: [...document.querySelectorAll('path[data-arrow]')].map((p) => p.dataset.arrow),
    title: document.getElementById('title').textContent,
    status: document.getElementById('status').textContent,
    n: ns.length ? Math.max(...ns) : 0,
    logLen: document.querySelectorAll('#log [data-n]').length,
    log: [...document.querySelectorAll('#log [data-n]')].map((d) => d.dataset.n + ' ' + d.textContent),
    ended: !!document.getElementById('quest-end'),
  };
})()`

type pageState struct {
	Options []string          `json:"options"`
	Moves   []string          `json:"moves"`
	Targets []string          `json:"targets"`
	Figures map[string]string `json:"figures"`
	Arrows  []string          `json:"arrows"`
	Title   string            `json:"title"`
	Status  string            `json:"status"`
	N       int               `json:"n"`
	LogLen  int               `json:"logLen"`
	Log     []string          `json:"log"`
	Ended   bool              `json:"ended"`
}

func (e *e2e) state(tb *tab) pageState { return eval[pageState](e, tb, stateJS) }

// square reads a figure's square from its SVG transform (40 pixels a
// square, the figure drawn at the centre of its square).
func square(transform string) (int, int, bool) {
	var x, y float64
	if _, err := fmt.Sscanf(transform, "translate(%g %g)", &x, &y); err != nil {
		return 0, 0, false
	}
	return int(x) / 40, int(y) / 40, true
}

func parseSq(s string) (int, int) {
	var x, y int
	fmt.Sscanf(s, "%d,%d", &x, &y)
	return x, y
}

func dist(x1, y1, x2, y2 int) int {
	return max(abs(x1-x2), abs(y1-y2))
}

// facing names the direction of a step (dx, dy), y growing southwards.
func facing(dx, dy int) string {
	ns := map[int]string{-1: "N", 1: "S"}[dy]
	ew := map[int]string{-1: "W", 1: "E"}[dx]
	return ns + ew
}

func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

// The heroes of the party, one a seat.
var heroes = []string{"shara", "borgron"}

func isHero(id string) bool { return id == "shara" || id == "borgron" }

// choice is the driver's next action for a seat: a CSS selector to click
// and what it is.
type choice struct {
	sel, what string
	kind      string // "move", "attack", "end_turn", ...
	hero      string
	to        string
	rank      int // lower goes first across seats
}

// choose picks a sensible option for a seat: withdraw once the mission is
// done, attack an enemy in reach, reveal, answer prompts, move towards the
// nearest enemy (or the exploration arrow), else end the activation; end
// the turn last.
func choose(st pageState, moved, faced map[string]int) *choice {
	has := func(prefix string) string {
		for _, o := range st.Options {
			if strings.HasPrefix(o, prefix) {
				return o
			}
		}
		return ""
	}
	btn := func(o, kind string, rank int) *choice {
		return &choice{sel: `#options button[data-option="` + o + `"]`, what: o, kind: kind, rank: rank}
	}
	if o := has("withdraw"); o != "" {
		return btn(o, "withdraw", 0)
	}
	if o := has("answer:"); o != "" {
		return btn(o, "answer", 0)
	}
	if len(st.Targets) > 0 {
		target := st.Targets[0] // the quest's goblin first
		for _, id := range st.Targets {
			if id == "den-goblin" {
				target = id
			}
		}
		return &choice{sel: `g[data-target="` + target + `"]`, what: "attack " + target, kind: "attack", rank: 1}
	}
	if o := has("attack:"); o != "" {
		return btn(o, "attack", 1)
	}
	enemies := 0
	for id := range st.Figures {
		if !isHero(id) {
			enemies++
		}
	}
	if o := has("reveal:"); o != "" && enemies == 0 {
		return btn(o, "reveal", 1)
	}
	// The active hero: the one a move option would move.
	if len(st.Moves) > 0 {
		if o := has("end_activation:"); o != "" {
			hero := strings.TrimPrefix(o, "end_activation:")
			if hx, hy, ok := square(st.Figures[hero]); ok && moved[hero] < 6 {
				// The goal: the quest's goblin, else the nearest enemy,
				// else an arrow.
				best, bx, by := 1<<30, 0, 0
				// In the order of their IDs: a tie taken in the map's random
				// order turned the hero from one enemy to the other and back
				// for ever.
				for _, id := range slices.Sorted(maps.Keys(st.Figures)) {
					if isHero(id) {
						continue
					}
					if x, y, ok := square(st.Figures[id]); ok && dist(hx, hy, x, y) < best {
						best, bx, by = dist(hx, hy, x, y), x, y
					}
				}
				if x, y, ok := square(st.Figures["den-goblin"]); ok {
					best, bx, by = dist(hx, hy, x, y), x, y
				}
				stop := 1 // next to an enemy
				if best == 1<<30 {
					for _, a := range st.Arrows {
						x, y := parseSq(a)
						if dist(hx, hy, x, y) < best {
							best, bx, by = dist(hx, hy, x, y), x, y
						}
					}
					stop = 0 // on the arrow
				}
				if best == 1 && stop == 1 && faced[hero] < 6 {
					// Next to the enemy: face it to attack (a bounded number
					// of times, so that a driver mistake cannot loop).
					if o := has("face:" + hero + ":" + facing(bx-hx, by-hy)); o != "" {
						c := btn(o, "face", 1)
						c.hero = hero
						return c
					}
				}
				if best > stop && best < 1<<30 {
					to, tb := "", best
					for _, m := range st.Moves {
						x, y := parseSq(m)
						if d := dist(x, y, bx, by); d < tb && d >= stop {
							to, tb = m, d
						}
					}
					if to != "" {
						return &choice{sel: `rect[data-move="` + to + `"]`, what: hero + " moves to " + to, kind: "move", hero: hero, to: to, rank: 1}
					}
				}
			}
		}
	}
	if o := has("end_activation:"); o != "" {
		return btn(o, "end_activation", 2)
	}
	if o := has("activate:"); o != "" {
		return btn(o, "activate", 3)
	}
	if o := has("end_turn"); o != "" {
		return btn(o, "end_turn", 4)
	}
	return nil
}

// TestEndToEnd is issue 7's acceptance test; see the package comment.
func TestEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("the end-to-end test is not short")
	}
	chromium := browsertest.Chromium()
	if chromium == "" {
		t.Skip("no chromium: install Debian's chromium package (scripts/test does as root) or set DUN_CHROMIUM")
	}
	started := time.Now()
	tmp := t.TempDir()
	quests, err := filepath.Abs("testdata/quests")
	if err != nil {
		t.Fatal(err)
	}
	srv := &dunServer{t: t, bin: buildDun(t, tmp), addr: freeAddr(t), data: filepath.Join(tmp, "data"), quests: quests}
	t.Cleanup(func() {
		if srv.cmd != nil {
			srv.cmd.Process.Kill()
			<-srv.done
		}
	})
	srv.start()
	t.Logf("built and started dun in %v", time.Since(started).Round(time.Millisecond))

	actx, cancelA := chromedp.NewExecAllocator(context.Background(), browsertest.Options(chromium, filepath.Join(tmp, "chromium"))...)
	t.Cleanup(cancelA)
	// The whole test is bounded: a hang fails it rather than CI's budget.
	root, cancelRoot := context.WithTimeout(actx, 6*time.Minute)
	t.Cleanup(cancelRoot)
	lobbyCtx, cancelL := chromedp.NewContext(root)
	t.Cleanup(cancelL)
	// The first run on a chromedp context starts its browser (or browser
	// context), which lives as long as the context it ran on: run it on
	// the tab's own context, never on a timeout derived from it.
	if err := chromedp.Do(lobbyCtx); err != nil {
		t.Fatalf("start chromium: %v", err)
	}
	e := &e2e{t: t, srv: srv}
	lobby := &tab{name: "lobby", ctx: lobbyCtx}
	e.tabs = []*tab{lobby}

	// 1. The lobby: the test quest, two heroes in two seats, the ADP.
	e.do(lobby, "create the game",
		chromedp.Navigate(srv.url()),
		chromedp.WaitVisible(chromedp.CSS(`#create`)),
		chromedp.SetValue(chromedp.CSS(`#quest`), "e2e-goblin-den"),
		chromedp.Click(chromedp.CSS(`#heroes input[value="shara"]`)),
		chromedp.Click(chromedp.CSS(`#heroes input[value="borgron"]`)),
		chromedp.SetValue(chromedp.CSS(`#dark-mode`), "bot"),
		chromedp.SetValue(chromedp.CSS(`#seat-mode`), "each"),
		chromedp.Click(chromedp.CSS(`#create`)),
		chromedp.WaitVisible(chromedp.CSS(`input[data-seat="heroes-2"]`)),
	)
	links := eval[map[string]string](e, lobby, `Object.fromEntries([...document.querySelectorAll('input[data-seat]')].map((i) => [i.dataset.seat, i.value]))`)
	if len(links) != 2 || !strings.Contains(links["heroes-1"], "token=") || !strings.Contains(links["heroes-2"], "token=") {
		e.fail("the invite links: %v (want the two hero seats' only: the ADP's seat has none)", links)
	}

	// 2. Each seat's link in a browser context of its own.
	var seats []*tab
	for k := range heroes {
		ctx, cancel := chromedp.NewContext(lobbyCtx, chromedp.WithNewBrowserContext())
		t.Cleanup(cancel)
		if err := chromedp.Do(ctx); err != nil {
			t.Fatalf("open a browser context: %v", err)
		}
		tb := &tab{name: fmt.Sprintf("heroes-%d", k+1), ctx: ctx}
		e.tabs = append(e.tabs, tb)
		seats = append(seats, tb)
		e.do(tb, "open the invite link", chromedp.Navigate(links[tb.name]),
			chromedp.WaitVisible(chromedp.CSS(`g[data-figure="shara"]`)), chromedp.WaitVisible(chromedp.CSS(`g[data-figure="borgron"]`)))
		if n := eval[int](e, tb, `document.querySelectorAll("button[data-seat]").length`); n != 1 {
			e.fail("%s holds %d seats, want its own only", tb.name, n)
		}
		if got := eval[string](e, tb, `Object.keys(JSON.parse(localStorage.getItem("dun.seats"))[location.hash.slice(6)] || {}).join(",")`); got != tb.name {
			e.fail("%s's storage holds seats %q", tb.name, got)
		}
	}

	// 3. Play to the end, checking each step on both pages.
	moved := map[string]int{} // moves of each hero in its activation
	faced := map[string]int{} // turns to face an enemy, each hero
	var reloaded, terminated, killed bool
	interruptedAt := 0 // the command the last interruption came after
	attacks, rollsOpened := 0, 0
	deadline := time.Now().Add(4 * time.Minute)
	for step := 0; ; step++ {
		if time.Now().After(deadline) {
			e.fail("the quest did not end within 4 minutes (%d steps)", step)
		}
		sts := []pageState{e.state(seats[0]), e.state(seats[1])}
		if sts[0].Ended && sts[1].Ended {
			break
		}
		// Both pages show the heroes where the server has them.
		for _, h := range heroes {
			if sts[0].N == sts[1].N && sts[0].Figures[h] != sts[1].Figures[h] {
				// An update may be on its way to one page: wait for both.
				e.waitJS(seats[1], "both pages to agree on "+h, fmt.Sprintf(`document.querySelector('g[data-figure=%q]')?.getAttribute('transform') === %q`, h, sts[0].Figures[h]), 10*time.Second)
			}
		}
		var pick *choice
		var who int
		for k, st := range sts {
			if c := choose(st, moved, faced); c != nil && (pick == nil || c.rank < pick.rank) {
				pick, who = c, k
			}
		}
		if pick == nil {
			// The Dark Player's turn (or an update on its way): wait for
			// the game to move on.
			n := sts[0].N
			e.waitJS(seats[0], "the game to go on after command "+fmt.Sprint(n),
				fmt.Sprintf(`Math.max(0, ...[...document.querySelectorAll('#log [data-n]')].map((d) => Number(d.dataset.n))) > %d || !!document.querySelector('#options button[data-option]') || !!document.getElementById('quest-end')`, n), 60*time.Second)
			continue
		}
		// The interruptions, each once, while the game waits for the
		// heroes (the Dark Player's bot has nothing in flight).
		heroesTurn := strings.Contains(sts[0].Title, "the heroes to play") && pick.kind != "answer"
		// Each comes at a later command than the one before, so all three
		// come before the heroes' last command (withdrawing) at the latest.
		later := sts[0].N > interruptedAt
		switch {
		case !reloaded && step >= 3 && heroesTurn:
			reloaded, interruptedAt = true, sts[0].N
			e.reload(seats[1], sts[1])
			continue
		case !terminated && reloaded && heroesTurn && later:
			terminated, interruptedAt = true, sts[0].N
			e.restart(seats, sts, syscall.SIGTERM)
			continue
		case !killed && terminated && heroesTurn && later:
			killed, interruptedAt = true, sts[0].N
			e.restart(seats, sts, syscall.SIGKILL)
			continue
		}
		tb, st := seats[who], sts[who]
		t.Logf("step %d: %s: %s (%s; %v)", step, tb.name, pick.what, st.Title, st.Figures)
		e.do(tb, pick.what, chromedp.Click(chromedp.CSS(pick.sel), chromedp.NodeVisible))
		// The command went through: the log grows on both pages.
		for _, s := range seats {
			e.waitJS(s, pick.what+" in the log", fmt.Sprintf(`Math.max(0, ...[...document.querySelectorAll('#log [data-n]')].map((d) => Number(d.dataset.n))) > %d`, st.N), 30*time.Second)
		}
		switch pick.kind {
		case "face":
			faced[pick.hero]++
		case "move":
			moved[pick.hero]++
			x, y := parseSq(pick.to)
			want := fmt.Sprintf("translate(%d %d)", x*40+20, y*40+20)
			// The hero stands on the square clicked, and the log says so;
			// unless something halted the move on its way (a defensive
			// shot, a trap): then both pages agree where it stands.
			halted := fmt.Sprintf(`!(document.querySelector('#log [data-n]')?.textContent || "").includes("moves to (%d,%d)")`, x, y)
			for _, s := range seats {
				e.waitJS(s, pick.what+" on the board", fmt.Sprintf(`document.querySelector('g[data-figure=%q]')?.getAttribute('transform') === %q || %s`, pick.hero, want, halted), 10*time.Second)
			}
			if a, b := e.state(seats[0]).Figures[pick.hero], e.state(seats[1]).Figures[pick.hero]; a != b {
				e.fail("after %s the pages draw %s at %q and %q", pick.what, pick.hero, a, b)
			} else if a != want {
				t.Logf("%s was halted at %s", pick.what, a)
			}
		case "attack":
			attacks++
			// The newest entry with a roll opens to show its dice.
			if eval[bool](e, tb, `!!document.querySelector('#log details')`) {
				e.do(tb, "open the attack's roll", chromedp.Click(chromedp.CSS(`#log details > summary`), chromedp.NodeVisible))
				dice := eval[string](e, tb, `(() => { const d = document.querySelector('#log details'); return d.open ? d.querySelector('div').innerText : ""; })()`)
				if !strings.ContainsAny(dice, "123456") {
					e.fail("the attack's roll opened shows no dice: %q", dice)
				}
				rollsOpened++
			}
		case "end_activation", "end_turn":
			clear(moved)
		}
	}
	t.Logf("%d attacks, %d of their rolls opened in the log", attacks, rollsOpened)
	// Every page's log holds rolls (the heroes' attacks, the Dark
	// Player's rolls and attacks), each opening to show its dice.
	for _, tb := range seats {
		if !eval[bool](e, tb, `!!document.querySelector('#log details')`) {
			e.fail("%s's log holds no roll", tb.name)
		}
		e.do(tb, "open the newest roll", chromedp.Click(chromedp.CSS(`#log details > summary`), chromedp.NodeVisible))
		dice := eval[string](e, tb, `(() => { const d = document.querySelector('#log details'); return d.open ? d.querySelector('div').innerText : ""; })()`)
		if !strings.ContainsAny(dice, "123456") {
			e.fail("%s's newest roll opened shows no dice: %q", tb.name, dice)
		}
	}
	if !reloaded || !terminated || !killed {
		e.fail("the quest ended before every interruption: reload %v, SIGTERM %v, SIGKILL %v", reloaded, terminated, killed)
	}

	// 4. The end of the quest, on both pages, with the ADP's narration in
	// the log.
	for _, tb := range seats {
		if n := eval[int](e, tb, `document.querySelectorAll('#log .why').length`); n == 0 {
			e.fail("%s's log tells none of the ADP's reasons", tb.name)
		}
		sum := eval[string](e, tb, `document.getElementById('quest-end').innerText`)
		if !strings.Contains(sum, "Victory!") && !strings.Contains(sum, "The quest is lost") {
			e.fail("%s's summary has no outcome: %q", tb.name, sum)
		}
		for _, want := range []string{"achievements", "Shara", "Borgron", "Coins", "turn", "After the quest", "experience", "Coins shared out"} {
			if !strings.Contains(sum, want) {
				e.fail("%s's summary lacks %q: %q", tb.name, want, sum)
			}
		}
		if logText := eval[string](e, tb, `document.getElementById('log').textContent`); !strings.Contains(logText, "The quest is over: ") {
			e.fail("%s's log does not tell the end: %q", tb.name, logText)
		}
		if eval[int](e, tb, `document.querySelectorAll('#options button[data-option]').length`) != 0 {
			e.fail("%s is offered options after the end", tb.name)
		}
		t.Logf("%s's summary: %s", tb.name, strings.ReplaceAll(sum, "\n", " | "))
	}
	if os.Getenv("DUN_SHOT") != "" {
		e.dir = artifacts(t)
		for _, tb := range e.tabs {
			if png, err := chromedp.Run(tb.ctx, chromedp.FullScreenshot(100)); err == nil {
				p := filepath.Join(e.dir, "dun-e2e-end-"+tb.name+".png")
				os.WriteFile(p, png, 0o644)
				t.Logf("screenshot: %s", p)
			}
		}
	}
	srv.stop(syscall.SIGTERM)
	t.Logf("the whole test took %v", time.Since(started).Round(time.Millisecond))
}

// reload reloads a seat's page mid-game: the same board and log come back.
func (e *e2e) reload(tb *tab, before pageState) {
	e.t.Helper()
	e.t.Logf("reload %s at command %d", tb.name, before.N)
	e.do(tb, "reload", chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`#log [data-n]`)))
	e.waitJS(tb, "the log after the reload", fmt.Sprintf(`document.querySelectorAll('#log [data-n]').length >= %d`, before.LogLen), 15*time.Second)
	e.sameBoard(tb, before)
}

// restart stops the server with sig and starts it again on the same data
// folder: both pages notice, reconnect and show the same game.
func (e *e2e) restart(seats []*tab, before []pageState, sig syscall.Signal) {
	e.t.Helper()
	e.t.Logf("restart the server with %v at command %d", sig, before[0].N)
	e.srv.stop(sig)
	for _, tb := range seats {
		e.waitJS(tb, "the page to notice the server is gone", `document.getElementById('status').textContent !== 'connected'`, 15*time.Second)
	}
	e.srv.start()
	for k, tb := range seats {
		e.waitJS(tb, "the page to reconnect", `document.getElementById('status').textContent === 'connected'`, 20*time.Second)
		e.sameBoard(tb, before[k])
	}
}

// sameBoard waits until tab tb shows the figures and log of before.
func (e *e2e) sameBoard(tb *tab, before pageState) {
	e.t.Helper()
	for id, tr := range before.Figures {
		e.waitJS(tb, id+" back on its square", fmt.Sprintf(`document.querySelector('g[data-figure=%q]')?.getAttribute('transform') === %q`, id, tr), 15*time.Second)
	}
	e.waitJS(tb, "the log back", fmt.Sprintf(`Math.max(0, ...[...document.querySelectorAll('#log [data-n]')].map((d) => Number(d.dataset.n))) >= %d`, before.N), 15*time.Second)
	// The same entries, word for word (the newest first): a bot's
	// command may have come after them.
	after := e.state(tb)
	if len(after.Log) < len(before.Log) {
		e.fail("%s after the interruption: %d log entries, before %d", tb.name, len(after.Log), len(before.Log))
	}
	if old := after.Log[len(after.Log)-len(before.Log):]; strings.Join(old, "\n") != strings.Join(before.Log, "\n") {
		e.fail("%s's log after the interruption:\n%s\nbefore:\n%s", tb.name, strings.Join(old, "\n"), strings.Join(before.Log, "\n"))
	}
}
