package server

import (
	"encoding/json"
	"testing"

	"github.com/chromedp/chromedp"

	"dun/internal/browsertest"
)

// Pages 76-79: in the lobby a player pastes the file of a hero he
// created; the server's check shows its problems, then, the file mended,
// the hero's sheet, and the hero joins the party and plays with Shara.
func TestBrowserCreatedHero(t *testing.T) {
	bin := chromiumOrSkip(t)
	ts := startServer(t, t.TempDir())
	ctx, shot, run := browsertest.Start(t, bin)
	eval := pageEval(t, ctx, shot)
	wait := pageWait(t, eval, shot)
	paste := func(text string) {
		js, _ := json.Marshal(text)
		eval(`(document.getElementById("created-hero-text").value = ` + string(js) + `, "")`)
	}
	run("open the lobby", chromedp.Navigate(ts.hs.URL+"/"), chromedp.WaitVisible(chromedp.CSS(`#create`)))
	eval(`(document.getElementById("created-heroes").open = true, "")`)
	paste("name: X\nrace: human\nclass: warrior\ndevelopment: {strength: 2}\n")
	run("check a broken hero", chromedp.Click(chromedp.CSS(`#created-hero-check`)))
	wait("the problem", `(document.getElementById("created-hero-error") || {}).textContent || ""`, "hero:4:25: Strength 5 is above the Human maximum of 4")
	paste(exampleHero(t, "aelis"))
	run("check Aelis", chromedp.Click(chromedp.CSS(`#created-hero-check`)))
	wait("Aelis's sheet", `(document.getElementById("created-hero-sheet") || {}).textContent || ""`, "Aelis — Elf, Wizard (good)")
	if got := eval(`String(document.querySelector('#heroes input[value="aelis"]').checked)`); got != "true" {
		t.Fatalf("Aelis is not chosen: %s", got)
	}
	run("create a game of Shara and Aelis and play here",
		chromedp.Click(chromedp.CSS(`#heroes input[value="shara"]`)),
		chromedp.Click(chromedp.CSS(`#create`)),
		chromedp.WaitVisible(chromedp.CSS(`#play-here`)),
		chromedp.Click(chromedp.CSS(`#play-here`)),
		chromedp.WaitVisible(chromedp.CSS(`g[data-figure="aelis"]`)),
	)
	wait("Aelis's sheet in the game", `(document.querySelector('#sheets article[data-figure="aelis"]') || {}).textContent || ""`, "Aelis")
}
