package server

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"dun/internal/browsertest"
	"dun/rules"
)

// The board tells a flying figure (its shadow, a ring, "flying" or
// "volando" beside its conditions and in its tooltip and sheet) and names
// the furniture in the language shown, from the server's names; the hero
// sheet says a lasting injury in the language shown too.
func TestBrowserFlyingAndFurnitureNames(t *testing.T) {
	bin := chromiumOrSkip(t)
	ts := startServer(t, t.TempDir())
	ctx, shot, run := browsertest.Start(t, bin)
	run("create a game and play here",
		playShara(ts.hs.URL),
		chromedp.WaitVisible(chromedp.CSS(`g[data-figure="shara"]`)),
	)
	games := ts.srv.Games()
	if len(games) != 1 {
		t.Fatalf("%d games", len(games))
	}
	g, _ := ts.srv.Game(games[0].ID)

	// Shara takes to the air (as a flying skill makes her): the server
	// sends every seat its view again.
	g.mu.Lock()
	shara := figureOf(&g.state, "shara")
	shara.SetFlying(true)
	// And she carries a lasting injury from an earlier quest.
	injury := rules.InjuryTable[1]
	shara.SetInjuries(append(shara.Injuries(), rules.Injury{Kind: injury.Kind}))
	g.views = [2]viewCache{}
	g.figs = [2]figureCache{}
	for c := range g.clients {
		g.sendUpdateLocked(c)
	}
	// The heroes see no furniture in the first section; the Dark
	// Player, in the same browser, sees the whole board.
	elements := rules.SeatView(g.state, rules.Dark).Board.Elements
	g.mu.Unlock()
	if len(elements) == 0 {
		t.Fatal("the Dark Player sees no furniture: the test proves nothing")
	}
	kind := elements[0].Kind
	name, ok := ts.srv.catalog.Names().Elements[kind]
	if !ok || name.En == name.Es {
		t.Fatalf("the names give %q as %+v: want it in both languages", kind, name)
	}

	eval := pageEval(t, ctx, shot)
	wait := pageWait(t, eval, shot)
	sharaFig := `document.querySelector('g[data-figure="shara"]')`
	sheet := `document.querySelector('#sheets article[data-figure="shara"]').textContent`
	wait("Shara flies", sharaFig+`.getAttribute("data-flying")`, "true")
	if got := eval(sharaFig + `.querySelectorAll('[data-shadow]').length + ""`); got != "1" {
		t.Fatalf("Shara's shadow: %s", got)
	}
	wait("the board says she flies", sharaFig+`.querySelector('[data-states]').textContent`, "flying")
	wait("her tooltip too", sharaFig+`.querySelector('title').textContent`, "flying")
	wait("and her sheet", `document.querySelector('#sheets article[data-figure="shara"] [data-pool="conditions"]').textContent`, "flying")
	wait("her injury, in English", sheet, injury.Text.En)
	run("show the Dark Player's seat", chromedp.Click(chromedp.CSS(`button[data-seat="dark"]`)))
	element := `document.querySelector('g[data-element="` + kind + `"] title').textContent`
	wait("the furniture's name in English", element, name.En)

	run("switch to Spanish", chromedp.SetValue(chromedp.CSS(`#lang`), "es"))
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("lang").dispatchEvent(new Event("change"))`)); err != nil {
		t.Fatal(err)
	}
	wait("the board says she flies, in Spanish", sharaFig+`.querySelector('[data-states]').textContent`, "volando")
	wait("the furniture's name in Spanish", element, name.Es)
	if got := eval(`document.querySelector('g[data-element="` + kind + `"] text').textContent`); strings.Contains(got, name.En) && name.En != "" && !strings.HasPrefix(name.Es, name.En) {
		t.Fatalf("the furniture's label is still English: %q", got)
	}
	run("back to Shara's seat", chromedp.Click(chromedp.CSS(`button[data-seat="heroes-1"]`)))
	wait("her injury, in Spanish", sheet, injury.Text.Es)
}
