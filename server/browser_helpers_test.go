package server

import (
	"testing"

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
