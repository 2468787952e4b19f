package server

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"dun/internal/browsertest"
)

// Page 100: in the lobby, a person playing the Dark Player in RPG mode
// gives Taeral the secondary skill Fishing at +3; his hero sheet shows it
// in the language shown. The lobby offers no secondary skills in another
// mode.
func TestBrowserSecondarySkills(t *testing.T) {
	bin := chromiumOrSkip(t)
	ts := startServer(t, t.TempDir())
	ctx, shot, run := browsertest.Start(t, bin)
	eval := pageEval(t, ctx, shot)
	change := func(sel, value string) string {
		return `(() => { const e = document.querySelector('` + sel + `'); e.value = "` + value + `"; e.dispatchEvent(new Event("change")); return ""; })()`
	}
	run("open the lobby", chromedp.Navigate(ts.hs.URL+"/"), chromedp.WaitVisible(chromedp.CSS(`#create`)))
	if got := eval(`String(document.getElementById("secondary").hidden)`); got != "true" {
		t.Fatalf("secondary skills offered in the standard mode: hidden %s", got)
	}
	eval(change("#dark-cards", "rpg"))
	run("add Taeral's Fishing +3 and create the game",
		chromedp.Click(chromedp.CSS(`#heroes input[value="taeral"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#secondary-add`)),
		chromedp.Click(chromedp.CSS(`#secondary-add`)),
		chromedp.WaitVisible(chromedp.CSS(`.secondary-row`)),
	)
	eval(change(".secondary-row [name=secondary-hero]", "taeral"))
	eval(change(".secondary-row [name=secondary-skill]", "fishing"))
	eval(change(".secondary-row [name=secondary-bonus]", "3"))
	run("create and play here",
		chromedp.Click(chromedp.CSS(`#create`)),
		chromedp.WaitVisible(chromedp.CSS(`#play-here`)),
		chromedp.Click(chromedp.CSS(`#play-here`)),
		chromedp.WaitVisible(chromedp.CSS(`g[data-figure="taeral"]`)),
	)
	wait := pageWait(t, eval, shot)
	sheet := `(document.querySelector('#sheets article[data-figure="taeral"] p.secondary') || {}).textContent || ""`
	wait("Taeral's sheet, in English", sheet, "Fishing +3")
	if got := eval(`document.querySelector('#sheets article[data-figure="taeral"] [data-secondary="fishing"]').title`); !strings.Contains(got, "net") {
		t.Errorf("the skill's text as its tooltip: %q", got)
	}
	run("switch to Spanish", chromedp.SetValue(chromedp.CSS(`#lang`), "es"))
	eval(`(document.getElementById("lang").dispatchEvent(new Event("change")), "")`)
	wait("Taeral's sheet, in Spanish", sheet, "Pescar +3")
}
