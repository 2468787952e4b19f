// Package browsertest starts headless Chromium for the tests that check
// what a person sees in a browser: the game client (server) and the
// simulation report (sim). Tests skip themselves when no Chromium is found.
package browsertest

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Chromium is the browser the browser tests drive: $DUN_CHROMIUM, else
// Debian's chromium.
func Chromium() string {
	if p := os.Getenv("DUN_CHROMIUM"); p != "" {
		return p
	}
	for _, p := range []string{"/usr/bin/chromium", "/usr/bin/chromium-browser"} {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	if p, err := exec.LookPath("chromium"); err == nil {
		return p
	}
	return ""
}

// Options are the flags of a headless Chromium at bin, quiet and
// sandbox-free as CI's container needs, with its profile in dataDir.
func Options(bin, dataDir string) []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(bin),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("no-default-browser-check", true),
		chromedp.UserDataDir(dataDir),
		chromedp.WindowSize(1280, 900),
	}
}

// Start starts headless chromium for test t: the tab's context, a
// screenshot taker (for failures) and a runner of steps that fails the
// test with a screenshot.
func Start(t *testing.T, bin string) (context.Context, func(), func(string, ...chromedp.Action[chromedp.Void])) {
	t.Helper()
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), Options(bin, t.TempDir())...)
	t.Cleanup(cancelA)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(cancel)
	ctx, cancelT := context.WithTimeout(ctx, 40*time.Second)
	t.Cleanup(cancelT)
	shot := func() {
		if png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100)); err == nil {
			p := filepath.Join(os.TempDir(), "dun-browser-"+t.Name()+".png")
			if os.WriteFile(p, png, 0o644) == nil {
				t.Logf("screenshot: %s", p)
			}
		}
	}
	run := func(what string, acts ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(ctx, acts...); err != nil {
			shot()
			t.Fatalf("%s: %v", what, err)
		}
	}
	return ctx, shot, run
}
