package server

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"dun/internal/browsertest"
)

// In the browser, in Spanish, the seat of a hero who is not acting stops
// the clock of the running activation with the button by it, sees who
// stopped it, and starts it again.
func TestBrowserClockPause(t *testing.T) {
	bin := chromiumOrSkip(t)
	ts := startServer(t, t.TempDir())
	req := party
	req.Options = Options{TimeLimits: true}
	c := ts.create(t, req)
	g, _ := ts.srv.Game(c.Game.ID)
	applyOption(t, ts.srv, g, "heroes-1", "activate:shara")
	ctx, shot, run := browsertest.Start(t, bin)
	run("open Taeral's seat in Spanish",
		chromedp.Navigate(ts.hs.URL+"/#game="+c.Game.ID+"&token="+seatToken(t, c, "heroes-2")),
		chromedp.WaitVisible(chromedp.CSS(`#clock-pause`)),
		js(`const l = document.getElementById("lang"); l.value = "es"; l.dispatchEvent(new Event("change"))`),
		chromedp.WaitVisible(chromedp.CSS(`#clock-pause`)),
	)
	// waitClock waits until the clock reads want and not avoid, and the
	// server's clock is stopped by this seat or not as paused says.
	waitClock := func(want, avoid string, paused bool) {
		t.Helper()
		for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(100 * time.Millisecond) {
			text, _ := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#clock`)))
			g.mu.Lock()
			by := ""
			if g.clock != nil {
				by = g.clock.pausedBy
			}
			g.mu.Unlock()
			if strings.Contains(text, want) && !strings.Contains(text, avoid) && (by == "heroes-2") == paused {
				return
			}
			if time.Now().After(deadline) {
				shot()
				t.Fatalf("the clock reads %q, stopped by %q; want %q", text, by, want)
			}
		}
	}
	run("stop the clock", chromedp.Click(chromedp.CSS(`#clock-pause`), chromedp.NodeVisible))
	waitClock("reloj parado por", "\x00", true)
	label, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#clock-pause`)))
	if err != nil || label != "Reanudar el reloj" {
		shot()
		t.Fatalf("the button reads %q (%v)", label, err)
	}
	run("start it again", chromedp.Click(chromedp.CSS(`#clock-pause`), chromedp.NodeVisible))
	waitClock("quedan", "parado", false)
}
