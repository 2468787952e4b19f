package server

import (
	"context"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"dun/internal/browsertest"
	"dun/rules"
)

// Hot-seat against the Artificial Dark Player: the heroes end their turn,
// the server plays the Dark Player's, and its narration reaches the log.
func TestBrowserAgainstADP(t *testing.T) {
	bin := chromiumOrSkip(t)
	ts := startServer(t, t.TempDir())
	ctx, shot, run := browsertest.Start(t, bin)
	run("create a game against the ADP",
		chromedp.Navigate(ts.hs.URL+"/"),
		chromedp.WaitVisible(chromedp.CSS(`#create`)),
		chromedp.Click(chromedp.CSS(`#heroes input[value="taeral"]`)),
		chromedp.SetValue(chromedp.CSS(`#dark-mode`), "bot"),
		chromedp.Click(chromedp.CSS(`#create`)),
		chromedp.WaitVisible(chromedp.CSS(`#play-here`)),
	)
	if n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll('input[data-seat="dark"]').length`)); err != nil || n != 0 {
		t.Fatalf("the ADP's seat has an invite link (%d, %v)", n, err)
	}
	run("play, and end the heroes' turn",
		chromedp.Click(chromedp.CSS(`#play-here`)),
		chromedp.WaitVisible(chromedp.CSS(`button[data-option="end_turn"]`)),
		chromedp.Click(chromedp.CSS(`button[data-option="end_turn"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#log .why`)),
	)
	if n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("button[data-seat]").length`)); err != nil || n != 1 {
		shot()
		t.Fatalf("this browser holds %d seats (%v), want the heroes' only", n, err)
	}
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		title, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`#title`)))
		if err == nil && strings.Contains(title, "Turn 2") {
			break
		}
		if time.Now().After(deadline) {
			shot()
			t.Fatalf("after the ADP's turn the title is %q", title)
		}
	}
}

// The browser smoke test: the lobby creates a game, the hot-seat screen
// opens, a hero is activated and moved by clicking a highlighted square,
// and the figure is drawn on its new square; Spanish is one click away.
func TestBrowserSmoke(t *testing.T) {
	bin := chromiumOrSkip(t)
	ts := startServer(t, t.TempDir())
	ctx, shot, run := browsertest.Start(t, bin)
	run("open the lobby", chromedp.Navigate(ts.hs.URL+"/"), chromedp.WaitVisible(chromedp.CSS(`#create`)))
	run("create a game",
		chromedp.Click(chromedp.CSS(`#heroes input[value="shara"]`)),
		// The Dark Player buys the Leader a magic object (page 46).
		chromedp.SetValue(chromedp.CSS(`#leader-object`), "magic_helm"),
		chromedp.Click(chromedp.CSS(`#create`)),
		chromedp.WaitVisible(chromedp.CSS(`#play-here`)),
	)
	if gs := ts.srv.Games(); len(gs) != 1 || gs[0].Options.LeaderObject != "magic_helm" {
		t.Fatalf("the lobby's magic object for the Leader did not reach the game: %+v", gs)
	}
	darkLink, err := chromedp.Run(ctx, chromedp.Value(chromedp.CSS(`input[data-seat="dark"]`)))
	if err != nil || !strings.Contains(darkLink, "token=") {
		t.Fatalf("the Dark Player's invite link: %q %v", darkLink, err)
	}
	run("play here", chromedp.Click(chromedp.CSS(`#play-here`)))
	run("activate Shara",
		chromedp.WaitVisible(chromedp.CSS(`button[data-option="activate:shara"]`)),
		chromedp.Click(chromedp.CSS(`button[data-option="activate:shara"]`)),
		chromedp.WaitVisible(chromedp.CSS(`rect[data-move="1,0"]`)),
	)
	attr := func() string {
		t.Helper()
		r, err := chromedp.Run(ctx, chromedp.AttributeValue(chromedp.CSS(`g[data-figure="shara"]`), "transform"))
		if err != nil {
			shot()
			t.Fatalf("read Shara's square: %v", err)
		}
		return r.Value
	}
	text := func(sel string) string {
		t.Helper()
		s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(sel)))
		if err != nil {
			shot()
			t.Fatalf("read %s: %v", sel, err)
		}
		return s
	}
	before := attr()
	run("move Shara", chromedp.Click(chromedp.CSS(`rect[data-move="1,0"]`)))
	want := "translate(60 20)" // square (1,0), 40 pixels a square
	var after string
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		after = attr()
		if after == want {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if after != want {
		shot()
		t.Fatalf("Shara drawn at %q after clicking square (1,0) (was %q)", after, before)
	}
	logText := text("#log")
	if !strings.Contains(logText, "Shara moves to (1,0)") {
		t.Fatalf("the log does not tell the move: %q", logText)
	}
	run("switch to Spanish", chromedp.SetValue(chromedp.CSS(`#lang`), "es"))
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("lang").dispatchEvent(new Event("change"))`)); err != nil {
		t.Fatal(err)
	}
	run("wait for the log", chromedp.WaitVisible(chromedp.CSS(`#log`)))
	logText = text("#log")
	if !strings.Contains(logText, "Shara se mueve a (1,0)") {
		shot()
		t.Fatalf("the Spanish log: %q", logText)
	}
	if os.Getenv("DUN_SHOT") != "" { // DUN_SHOT=1: a screenshot even on success
		shot()
	}
	game := ts.srv.Games()
	if len(game) != 1 || game[0].N != 2 {
		t.Fatal(fmt.Sprintf("the server holds %+v", game))
	}

	// The replay view steps back to before the move, and returns.
	run("open the replay", chromedp.Click(chromedp.CSS(`#replay-open`)), chromedp.WaitVisible(chromedp.CSS(`#replay-n`)))
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#replay button`))); err != nil { // ◀: after command 1
		t.Fatal(err)
	}
	waitAttr := func(want, what string) {
		t.Helper()
		for deadline := time.Now().Add(10 * time.Second); attr() != want; time.Sleep(50 * time.Millisecond) {
			if time.Now().After(deadline) {
				shot()
				t.Fatalf("%s: Shara at %q, want %q", what, attr(), want)
			}
		}
	}
	waitAttr("translate(20 20)", "the replay after command 1")
	run("close the replay", chromedp.Click(chromedp.CSS(`#replay-close`)))
	waitAttr(want, "back to the game")

	// The move is taken back, and made again.
	run("undo the move", chromedp.Click(chromedp.CSS(`#undo`)))
	waitAttr("translate(20 20)", "after taking the move back")
	run("move again", chromedp.WaitVisible(chromedp.CSS(`rect[data-move="1,0"]`)), chromedp.Click(chromedp.CSS(`rect[data-move="1,0"]`)))
	waitAttr(want, "after moving again")

	// A second player opens the Dark Player's invite link in a browser
	// context of their own, and plays the Dark Player's turn.
	ctx2, cancel2 := chromedp.NewContext(ctx, chromedp.WithNewBrowserContext())
	defer cancel2()
	if err := chromedp.Do(ctx2, chromedp.Navigate(darkLink), chromedp.WaitVisible(chromedp.CSS(`button[data-seat="dark"]`))); err != nil {
		shot()
		t.Fatalf("open the Dark Player's link: %v", err)
	}
	if n, err := chromedp.Run(ctx2, chromedp.Evaluate[int](`document.querySelectorAll("button[data-seat]").length`)); err != nil || n != 1 {
		t.Fatalf("the second browser holds %d seats (%v), want the Dark Player's only", n, err)
	}
	if n, err := chromedp.Run(ctx2, chromedp.Evaluate[int](`document.querySelectorAll('g[data-hidden="true"]').length`)); err != nil || n == 0 {
		t.Fatalf("the Dark Player sees %d hidden creatures (%v)", n, err)
	}
	run("the heroes end their turn", chromedp.Click(chromedp.CSS(`button[data-option="end_turn"]`)))
	if err := chromedp.Do(ctx2, chromedp.WaitVisible(chromedp.CSS(`button[data-option="end_turn"]`)), chromedp.Click(chromedp.CSS(`button[data-option="end_turn"]`))); err != nil {
		t.Fatalf("the Dark Player ends the turn: %v", err)
	}
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if strings.Contains(text("#title"), "Turno 2") {
			break
		}
		if time.Now().After(deadline) {
			shot()
			t.Fatalf("the first browser's title after the Dark Player's turn: %q", text("#title"))
		}
	}

	// A reload mid-game resumes: the same board, the whole log.
	run("reload", chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`g[data-figure="shara"]`)), chromedp.WaitVisible(chromedp.CSS(`#log`)))
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if strings.Contains(text("#log"), "Shara se mueve a (1,0)") && strings.Contains(text("#title"), "Turno 2") && attr() == want {
			break
		}
		if time.Now().After(deadline) {
			shot()
			t.Fatalf("after a reload: title %q, log %q, Shara at %q", text("#title"), text("#log"), attr())
		}
	}
}

// The hero sheet, the lobby's options and physical dice in the browser:
// a game with physical dice, time limits and competitive scoring shows
// Shara's full sheet as the server holds her (attributes, pools, hands,
// body and backpack, skills), the clock and the scores; running asks this
// seat for the die, and the face clicked decides the roll. The language
// chosen survives a reload.
func TestBrowserHeroSheetAndDice(t *testing.T) {
	bin := chromiumOrSkip(t)
	ts := startServer(t, t.TempDir())
	ctx, shot, run := browsertest.Start(t, bin)
	run("create a game with options",
		chromedp.Navigate(ts.hs.URL+"/"),
		chromedp.WaitVisible(chromedp.CSS(`#create`)),
		chromedp.Click(chromedp.CSS(`#heroes input[value="shara"]`)),
		chromedp.SetValue(chromedp.CSS(`#dice-mode`), "physical"),
		chromedp.Click(chromedp.CSS(`#time-limits`)),
		chromedp.Click(chromedp.CSS(`#competitive`)),
		chromedp.Click(chromedp.CSS(`#create`)),
		chromedp.WaitVisible(chromedp.CSS(`#play-here`)),
		chromedp.Click(chromedp.CSS(`#play-here`)),
		chromedp.WaitVisible(chromedp.CSS(`#sheets article[data-figure="shara"]`)),
	)
	games := ts.srv.Games()
	if len(games) != 1 || !reflect.DeepEqual(games[0].Options, Options{Dice: DicePhysical, TimeLimits: true, Competitive: true}) {
		t.Fatalf("the lobby's options reached the server as %+v", games)
	}
	g, _ := ts.srv.Game(games[0].ID)
	g.mu.Lock()
	shara := *figureOf(&g.state, "shara")
	g.mu.Unlock()
	eval := pageEval(t, ctx, shot)
	sheet := `document.querySelector('#sheets article[data-figure="shara"]')`
	for attr, want := range map[string]int{"movement": shara.Attrs().Movement, "combat_skill": shara.Attrs().CombatSkill, "armour": shara.Attrs().Armour, "perception": shara.Attrs().Perception} {
		if got := eval(sheet + `.querySelector('[data-attr="` + attr + `"]').textContent`); got != fmt.Sprint(want) {
			shot()
			t.Fatalf("the sheet's %s is %q, the server's %d", attr, got, want)
		}
	}
	if got := eval(sheet + `.querySelector('[data-pool="wounds"]').textContent`); !strings.Contains(got, fmt.Sprintf("%d / %d", shara.Wounds, shara.Attrs().Vitality)) {
		t.Fatalf("wounds %q", got)
	}
	if got := eval(sheet + `.querySelector('[data-pool="fortune"]').textContent`); !strings.Contains(got, fmt.Sprintf("/ %d", shara.Attrs().Fortune)) {
		t.Fatalf("fortune %q", got)
	}
	for _, it := range shara.Items {
		place := map[rules.Place]string{rules.InHand: "hand", rules.Worn: "worn", rules.InPack: "pack"}[it.Place]
		if place == "" {
			continue
		}
		if got := eval(sheet + `.querySelector('.items.` + place + `').textContent`); !strings.Contains(got, it.Name.En) {
			shot()
			t.Fatalf("%s is not under %s: %q", it.Name.En, place, got)
		}
	}
	if len(shara.Skills) > 0 {
		if got := eval(sheet + `.querySelector('.skills').textContent`); len(got) < len("Skills: x") {
			t.Fatalf("skills %q", got)
		}
	}
	run("the clock and the scores show", chromedp.WaitVisible(chromedp.CSS(`#scores`)))

	run("activate Shara and run",
		chromedp.WaitVisible(chromedp.CSS(`button[data-option="activate:shara"]`)),
		chromedp.Click(chromedp.CSS(`button[data-option="activate:shara"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#clock`)),
		chromedp.WaitVisible(chromedp.CSS(`button[data-option^="run"]`)),
		chromedp.Click(chromedp.CSS(`button[data-option^="run"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#dice button[data-die="4"]`)),
	)
	n := g.Info().N
	for deadline := time.Now().Add(10 * time.Second); g.Info().N == n; time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			shot()
			t.Fatal("the dice entered never applied the run")
		}
		chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#dice button[data-die="4"]`), chromedp.NodeVisible))
	}
	if os.Getenv("DUN_SHOT") != "" {
		shot()
	}
	rows, err := ts.srv.store.commands(context.Background(), g.ID)
	if err != nil || len(rows) == 0 || len(rows[len(rows)-1].Dice) == 0 || rows[len(rows)-1].Dice[0] != 4 {
		t.Fatalf("the run's stored dice: %v %v", rows[len(rows)-1].Dice, err)
	}

	run("switch to Spanish", chromedp.SetValue(chromedp.CSS(`#lang`), "es"))
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("lang").dispatchEvent(new Event("change"))`)); err != nil {
		t.Fatal(err)
	}
	run("reload",
		chromedp.Reload(),
		chromedp.WaitVisible(chromedp.CSS(`#sheets h2`)),
	)
	if got := eval(`document.querySelector('#sheets h2').textContent + "|" + document.getElementById("lang").value`); got != "Hojas de héroe|es" {
		shot()
		t.Fatalf("after a reload: %q", got)
	}
}
