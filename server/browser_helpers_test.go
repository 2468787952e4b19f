package server

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"dun/internal/browsertest"
)

// chromiumOrSkip is the Chromium a browser test drives; the test is
// skipped in -short mode or without one.
func chromiumOrSkip(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("the browser test is not short")
	}
	bin := browsertest.Chromium()
	if bin == "" {
		t.Skip("no chromium: install Debian's chromium package (scripts/test does as root) or set DUN_CHROMIUM")
	}
	return bin
}

// playShara creates, from the lobby at url, a game of Shara alone against
// the Artificial Dark Player and plays it in this page.
func playShara(url string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.Navigate(url+"/"),
		chromedp.WaitVisible(chromedp.CSS(`#create`)),
		chromedp.Click(chromedp.CSS(`#heroes input[value="shara"]`)),
		chromedp.Click(chromedp.CSS(`#create`)),
		chromedp.WaitVisible(chromedp.CSS(`#play-here`)),
		chromedp.Click(chromedp.CSS(`#play-here`)),
	)
}

// pageEval evaluates JavaScript expressions in ctx's page as strings; an
// error takes a screenshot and fails the test.
func pageEval(t *testing.T, ctx context.Context, shot func()) func(js string) string {
	return func(js string) string {
		t.Helper()
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](js))
		if err != nil {
			shot()
			t.Fatalf("%s: %v", js, err)
		}
		return s
	}
}

// pageWait waits up to 10 s for expression js to hold want, for the page
// to catch up with an update; then it takes a screenshot and fails.
func pageWait(t *testing.T, eval func(string) string, shot func()) func(what, js, want string) {
	return func(what, js, want string) {
		t.Helper()
		var got string
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
			if got = eval(js); strings.Contains(got, want) {
				return
			}
		}
		shot()
		t.Fatalf("%s: %q, want %q in it", what, got, want)
	}
}
