package server

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"dun/internal/browsertest"
)

// In the browser, a finished quest with physical dice asks the seat of
// the knocked-out hero for the dice of his fate, and shows what becomes
// of the heroes once they are in.
func TestBrowserAfterQuestPhysicalDice(t *testing.T) {
	bin := chromiumOrSkip(t)
	dir := t.TempDir()
	ts := startServer(t, dir)
	req := party
	req.Options = Options{Dice: DicePhysical}
	g := ts.create(t, req)
	endStored(t, ts, g.Game.ID) // Taeral knocked out, the quest over
	ts.stop()
	ts = startServer(t, dir)
	ctx, shot, run := browsertest.Start(t, bin)
	run("open Taeral's seat",
		chromedp.Navigate(ts.hs.URL+"/#game="+g.Game.ID+"&token="+seatToken(t, g, "heroes-2")),
		chromedp.WaitVisible(chromedp.CSS(`#dice button[data-die="5"]`)),
	)
	if n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#after-quest").length`)); err != nil || n != 0 {
		t.Fatalf("the settlement shows before its dice (%d, %v)", n, err)
	}
	game, _ := ts.srv.Game(g.Game.ID)
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if n, _ := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#after-quest").length`)); n == 1 {
			break
		}
		if time.Now().After(deadline) {
			shot()
			t.Fatal("the settlement never showed")
		}
		chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#dice button[data-die="5"]`), chromedp.NodeVisible))
	}
	text, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#after-quest`)))
	if err != nil || !strings.Contains(text, "Taeral") {
		shot()
		t.Fatalf("the settlement reads %q (%v)", text, err)
	}
	game.mu.Lock()
	entered := len(game.afterDice)
	game.mu.Unlock()
	if entered == 0 {
		t.Fatal("no dice were entered")
	}
}
