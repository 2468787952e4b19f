package server

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"dun/internal/browsertest"
	"dun/rules"
)

// The hero sheet lists a worn magic item under "worn" with the place it
// is worn on and the uses its power has left, says the wearer is
// invisible, and counts an Amulet of Destiny's Fortune, in the language
// shown.
func TestBrowserWornMagicItems(t *testing.T) {
	bin := chromiumOrSkip(t)
	ts := startServer(t, t.TempDir())
	ctx, shot, run := browsertest.Start(t, bin)
	run("create a game and play here",
		playShara(ts.hs.URL),
		chromedp.WaitVisible(chromedp.CSS(`#sheets article[data-figure="shara"]`)),
	)
	games := ts.srv.Games()
	if len(games) != 1 {
		t.Fatalf("%d games", len(games))
	}
	g, _ := ts.srv.Game(games[0].ID)

	// Shara wears an Invisibility Ring she has used once, is invisible,
	// and an amulet gave her 2 Fortune as the quest began.
	g.mu.Lock()
	shara := figureOf(&g.state, "shara")
	ring := rules.Item{ItemCard: &rules.ItemCard{ID: "invisibility_ring", Name: rules.Text{En: "Invisibility Ring", Es: "Anillo de invisibilidad"},
		Kind: rules.ItemObject, Effect: rules.EffectMagicItem, Traits: []rules.Trait{{Name: "power", Word: "invisibility"}, {Name: "uses", Value: 2}, {Name: "worn", Word: "ring"}}},
		Place: rules.Worn, Used: 1}
	shara.Items = append(shara.Items, ring)
	shara.Marks = append(shara.Marks, "invisible")
	shara.SetQuestFortune(2)
	fortune := shara.FortuneLeft()
	g.views = [2]viewCache{}
	g.figs = [2]figureCache{}
	for c := range g.clients {
		g.sendUpdateLocked(c)
	}
	g.mu.Unlock()

	eval := pageEval(t, ctx, shot)
	wait := pageWait(t, eval, shot)
	sheet := `document.querySelector('#sheets article[data-figure="shara"]')`
	wait("the ring is worn", sheet+`.querySelector('.items.worn').textContent`, "Invisibility Ring (ring, uses left: 1)")
	wait("she is invisible", sheet+`.querySelector('[data-pool="conditions"]').textContent`, "invisible")
	wait("the amulet's Fortune counts", sheet+`.querySelector('[data-pool="fortune"]').textContent`, fmt.Sprintf("%d / %d", fortune, fortune))

	run("switch to Spanish", chromedp.SetValue(chromedp.CSS(`#lang`), "es"))
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("lang").dispatchEvent(new Event("change"))`)); err != nil {
		t.Fatal(err)
	}
	wait("the ring, in Spanish", sheet+`.querySelector('.items.worn').textContent`, "Anillo de invisibilidad (anillo, usos restantes: 1)")
}
