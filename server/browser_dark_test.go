package server

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"dun/internal/browsertest"
)

// A person plays the Dark Player in the browser (hot-seat with the
// heroes): the heroes end their turn, the Dark Player draws a card with
// the hand's button, and the hand shows it, named in English and then in
// Spanish; the heroes' tab shows the hand's size only.
func TestBrowserDarkPlayerDraws(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test is not short")
	}
	bin := browsertest.Chromium()
	if bin == "" {
		t.Skip("no chromium: install Debian's chromium package (scripts/test does as root) or set DUN_CHROMIUM")
	}
	ts := startServer(t, t.TempDir())
	ctx, shot, run := browsertest.Start(t, bin)
	run("create a game with a person as Dark Player, standard cards",
		chromedp.Navigate(ts.hs.URL+"/"),
		chromedp.WaitVisible(chromedp.CSS(`#create`)),
		chromedp.Click(chromedp.CSS(`#heroes input[value="taeral"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#dark-cards`)),
		chromedp.SetValue(chromedp.CSS(`#dark-cards`), "human"),
		chromedp.Click(chromedp.CSS(`#create`)),
		chromedp.WaitVisible(chromedp.CSS(`#play-here`)),
		chromedp.Click(chromedp.CSS(`#play-here`)),
		chromedp.WaitVisible(chromedp.CSS(`button[data-option="end_turn"]`)),
	)
	games := ts.srv.Games()
	if len(games) != 1 {
		t.Fatalf("%d games", len(games))
	}
	game, _ := ts.srv.Game(games[0].ID)
	eval := func(js string) string {
		t.Helper()
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](js))
		if err != nil {
			shot()
			t.Fatalf("%s: %v", js, err)
		}
		return s
	}
	// The heroes' screen: the Dark Player's cards as the heroes see them.
	if got := eval(`document.querySelector('#dark-cards #dark-hand-size')?.textContent || ""`); got != "Cards in hand: 2" {
		shot()
		t.Fatalf("the heroes' screen shows %q", got)
	}
	if got := eval(`String(document.querySelectorAll('#dark-hand li').length)`); got != "0" {
		t.Fatalf("the heroes' screen lists %s cards of the hand", got)
	}
	run("end the heroes' turn; the Dark Player draws",
		chromedp.Click(chromedp.CSS(`button[data-option="end_turn"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#dark-hand button[data-option^="draw_card:"], #dark-cards button[data-option^="draw_card:"]`)),
	)
	if got := eval(`document.querySelector('#dark-reserve')?.textContent || ""`); !strings.HasPrefix(got, "Reserve points to spend:") {
		shot()
		t.Fatalf("the reserve reads %q", got)
	}
	run("draw", chromedp.Click(chromedp.CSS(`#dark-cards button[data-option^="draw_card:"]`)))
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`(document.querySelector('#dark-hand-size')?.textContent || "") === "Cards in hand: 3"`)); err != nil {
		shot()
		t.Fatalf("the hand never showed three cards: %v", err)
	}
	game.mu.Lock()
	hand := append([]string(nil), game.state.Dark.Hand...)
	card, _ := game.state.Dark.Cards.Card(hand[len(hand)-1])
	game.mu.Unlock()
	if len(hand) != 3 || card == nil {
		t.Fatalf("the Dark Player holds %v", hand)
	}
	names := eval(`[...document.querySelectorAll('#dark-hand .card-name')].map((e) => e.textContent).join("|")`)
	if !strings.Contains("|"+names+"|", "|"+card.Name.En+"|") {
		shot()
		t.Fatalf("the hand shows %q, not the card drawn, %q", names, card.Name.En)
	}
	if text := eval(`document.querySelector('#dark-hand li[data-card="` + card.ID + `"] .card-text')?.textContent || ""`); text == "" {
		t.Fatalf("card %s has no text in the hand", card.ID)
	}
	run("switch to Spanish", chromedp.SetValue(chromedp.CSS(`#lang`), "es"))
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("lang").dispatchEvent(new Event("change"))`)); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`(document.querySelector('#dark-hand-size')?.textContent || "") === "Cartas en la mano: 3"`)); err != nil {
		shot()
		t.Fatalf("the hand in Spanish: %v", err)
	}
	names = eval(`[...document.querySelectorAll('#dark-hand .card-name')].map((e) => e.textContent).join("|")`)
	if !strings.Contains("|"+names+"|", "|"+card.Name.Es+"|") {
		shot()
		t.Fatalf("the hand shows %q in Spanish, not %q", names, card.Name.Es)
	}
}
