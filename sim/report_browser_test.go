package sim

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	"dun/internal/browsertest"
)

// The HTML report opens in a browser and shows its charts (issue 8): every
// chart is drawn with bars of real size, and the outcomes chart's bars
// add up to the games played. Run with Chromium installed; skipped
// otherwise, saying why.
func TestReportInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test is not short")
	}
	bin := browsertest.Chromium()
	if bin == "" {
		t.Skip("no chromium (apt-get install chromium, or set DUN_CHROMIUM)")
	}
	s := start(t, "03-goblin-chasm.yaml", "shara", "borgron", "taeral")
	games, err := Run(context.Background(), config(s, 40, 2))
	if err != nil {
		t.Fatal(err)
	}
	sum := Summarise("The Goblin Chasm", "three heroes", 42, games)
	for _, lang := range []string{"en", "es"} {
		file := filepath.Join(t.TempDir(), "report-"+lang+".html")
		f, err := os.Create(file)
		if err != nil {
			t.Fatal(err)
		}
		if err := WriteHTML(f, sum, nil, lang); err != nil {
			t.Fatal(err)
		}
		f.Close()
		ctx, _, run := browsertest.Start(t, bin)
		run("open the report", chromedp.Navigate("file://"+file), chromedp.WaitVisible(chromedp.CSS(`svg rect`)))
		// A chart for each figure with data: outcomes, how the quests
		// ended, turns, knock-outs per game, knock-outs by hero, where
		// heroes fall.
		want := 0
		for _, n := range []int{1, len(sum.Ends), len(sum.TurnsHistogram), len(sum.KnockedOutGames), len(sum.KnockedOutBy), len(sum.FallsBySection)} {
			if n > 0 {
				want++
			}
		}
		charts, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('svg').length`))
		if err != nil || charts != want || want < 3 {
			t.Fatalf("%s: %d charts, want %d (%v)", lang, charts, want, err)
		}
		// A chart with no visible bar is drawn wrong (an empty histogram
		// still has its zero bars, one pixel wide).
		bad, err := chromedp.Run(ctx, chromedp.Evaluate[int](`[...document.querySelectorAll('svg')].filter(s => ![...s.querySelectorAll('rect')].some(r => r.getBoundingClientRect().width >= 1)).length`))
		if err != nil || bad != 0 {
			t.Fatalf("%s: %d charts without a visible bar (%v)", lang, bad, err)
		}
		total, err := chromedp.Run(ctx, chromedp.Evaluate[int](`[...document.querySelectorAll('svg')[0].querySelectorAll('rect title')].map(t => +t.textContent.split(': ').pop()).reduce((a, b) => a + b, 0)`))
		if err != nil || total != sum.Runs {
			t.Fatalf("%s: the outcomes chart adds up to %d, want %d (%v)", lang, total, sum.Runs, err)
		}
		if len(sum.Ends) > 0 {
			ended, err := chromedp.Run(ctx, chromedp.Evaluate[int](`[...document.querySelectorAll('svg')[1].querySelectorAll('rect title')].map(t => +t.textContent.split(': ').pop()).reduce((a, b) => a + b, 0)`))
			if err != nil || ended != sum.Wins+sum.Losses {
				t.Fatalf("%s: the chart of how quests ended adds up to %d, want %d (%v)", lang, ended, sum.Wins+sum.Losses, err)
			}
		}
		lang2, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.documentElement.lang`))
		if err != nil || lang2 != lang {
			t.Fatalf("page language %q, want %q (%v)", lang2, lang, err)
		}
	}
}
