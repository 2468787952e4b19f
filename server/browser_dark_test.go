package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"dun/board"
	"dun/dice"
	"dun/internal/browsertest"
	"dun/rules"
)

// A person plays the Dark Player in the browser (hot-seat with the
// heroes): the heroes end their turn, the Dark Player draws a card with
// the hand's button, and the hand shows it, named in English and then in
// Spanish; the heroes' tab shows the hand's size only.
func TestBrowserDarkPlayerDraws(t *testing.T) {
	bin := chromiumOrSkip(t)
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
	eval := pageEval(t, ctx, shot)
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

// darkBrowser opens the Dark seat of d's game in headless chromium, in
// language lang: the page a person playing the Dark Player sees. It
// returns the tab, a screenshot taker, a step runner and an evaluator.
func darkBrowser(t *testing.T, d *darkTable, lang string) (context.Context, func(), func(string, ...chromedp.Action[chromedp.Void]), func(string) string) {
	t.Helper()
	bin := browsertest.Chromium()
	if bin == "" {
		t.Skip("no chromium: install Debian's chromium package (scripts/test does as root) or set DUN_CHROMIUM")
	}
	ctx, shot, run := browsertest.Start(t, bin)
	run("open the Dark seat's invite link and choose the language",
		chromedp.Navigate(d.ts.hs.URL+"/#game="+d.g.Game.ID+"&token="+seatToken(t, d.g, "dark")),
		chromedp.WaitVisible(chromedp.CSS(`#dark-hand`)),
		js(`const l = document.getElementById("lang"); l.value = "`+lang+`"; l.dispatchEvent(new Event("change"))`),
		chromedp.WaitVisible(chromedp.CSS(`#dark-hand`)),
	)
	eval := pageEval(t, ctx, shot)
	return ctx, shot, run, eval
}

// js is a step running JavaScript for its effects.
func js(src string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := chromedp.Evaluate[any](src+"; null")(ctx, t)
		return err
	})
}

// windowSquares sorts the free squares of the section the Dark Player
// may place creatures in, for a creature of kind, by what the rules say
// of a Wandering Creature there (tried on a copy of the game): refused
// for standing 2 squares or less from a hero (page 49), or accepted.
func windowSquares(t *testing.T, d *darkTable, card, kind, level string) (near, legal []board.Pos, free int) {
	t.Helper()
	d.game.mu.Lock()
	st := d.game.state.Clone()
	d.game.mu.Unlock()
	g := st.Board
	for i := range g.Len() {
		p := g.Pos(i)
		if !slices.Contains(d.ud.Dark.Window, int(g.At(i).Section)) || slices.IndexFunc(st.Figures, func(f rules.Figure) bool { return f.At == p }) >= 0 {
			continue
		}
		free++
		c := rules.PlayCard{Header: rules.Header{Seat: rules.Dark}, Card: card, Spawns: []rules.Spawn{{Kind: kind, Level: level, At: p}}}
		_, _, err := rules.Apply(st, c, dice.Scripted())
		var re *rules.RuleError
		switch {
		case err == nil:
			legal = append(legal, p)
		case errors.As(err, &re) && strings.Contains(re.Reason.En, "more than 2 squares from the heroes"):
			near = append(near, p)
		}
	}
	return near, legal, free
}

// The Dark Player places a Wandering Creature in the browser when a
// section is revealed: the board offers the section's squares, a square
// next to a hero is refused with the rules' reason (page 49) and nothing
// is applied; he takes the creature back, puts it on a legal square, and
// the creature is on the board, his and the heroes'. No message the
// heroes' seat receives meanwhile carries his hand.
func TestBrowserDarkPlayerPlacesEncounter(t *testing.T) {
	browserPlacesEncounter(t, "en", "Refused: ", "page 49", "Play the card")
}

// The same in Spanish: the labels and the rules' refusal in Spanish.
func TestBrowserDarkPlayerPlacesEncounterSpanish(t *testing.T) {
	browserPlacesEncounter(t, "es", "Rechazada: ", "página 49", "Jugar la carta")
}

func browserPlacesEncounter(t *testing.T, lang, refusedPrefix, page, send string) {
	if testing.Short() {
		t.Skip("the browser test is not short")
	}
	d := newDarkTable(t, Options{DarkMode: "rpg"})
	const card = "wandering_creature"
	if !d.drive(80, func() bool {
		return d.ud.Dark != nil && len(d.ud.Dark.Window) > 0 && slices.ContainsFunc(d.ud.Dark.Hand, func(c rules.DarkCard) bool { return c.ID == card })
	}) {
		t.Fatal("no section revealed for the Dark Player's creatures")
	}
	cheapest := slices.MinFunc(d.ud.Dark.Creatures, func(a, b rules.DarkCreature) int { return a.VP - b.VP })
	near, legal, free := windowSquares(t, d, card, cheapest.Kind, cheapest.Level)
	hand := len(d.ud.Dark.Hand)
	if len(near) == 0 || len(legal) == 0 {
		t.Fatalf("the window %v has squares near the heroes %v and legal %v", d.ud.Dark.Window, near, legal)
	}
	ctx, shot, run, eval := darkBrowser(t, d, lang)
	run("choose the card in the hand and the creature",
		chromedp.Click(chromedp.CSS(`#dark-hand button[data-place="`+card+`"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#place-kind`)),
		js(`const k = document.getElementById("place-kind"); k.value = "`+cheapest.Kind+`"; k.dispatchEvent(new Event("change"))`),
	)
	// Every free square of the section is offered; the rules judge them.
	if n := eval(`String(document.querySelectorAll('rect[data-move]').length)`); n != strconv.Itoa(free) {
		shot()
		t.Fatalf("the board offers %s squares, not the window's %d free ones", n, free)
	}
	if got := eval(`document.getElementById("place-send").textContent`); got != send {
		t.Fatalf("the card's button reads %q", got)
	}
	sq := func(p board.Pos) string { return fmt.Sprintf(`rect[data-move="%d,%d"]`, p.X, p.Y) }
	before, n := d.game.Hash(), d.game.Info().N
	run("put the creature next to a hero and play the card",
		chromedp.Click(chromedp.CSS(sq(near[0]))),
		chromedp.WaitVisible(chromedp.CSS(`#spawns li[data-spawn="0"]`)),
		chromedp.Click(chromedp.CSS(`#place-send`)),
		chromedp.WaitVisible(chromedp.CSS(`#place-refusal`)),
	)
	if got := eval(`document.getElementById("place-refusal").textContent`); !strings.HasPrefix(got, refusedPrefix) || !strings.Contains(got, page) {
		shot()
		t.Fatalf("the refusal reads %q", got)
	}
	if d.game.Hash() != before || d.game.Info().N != n {
		t.Fatal("a refused placement was applied")
	}
	run("take the creature back, put it on a legal square and play the card",
		chromedp.Click(chromedp.CSS(`#spawns li[data-spawn="0"] button`)),
		chromedp.Click(chromedp.CSS(sq(legal[0]))),
		chromedp.Click(chromedp.CSS(`#place-send`)),
		chromedp.WaitNotPresent(chromedp.CSS(`#placing`)),
	)
	d.n++
	d.uh = d.wait(d.hero, d.n, false, "")
	d.ud = d.wait(d.dark, d.n, false, "")
	var placed rules.Figure
	for _, f := range d.ud.View.Figures {
		if f.At == legal[0] && f.Side == rules.Dark {
			placed = f
		}
	}
	if placed.ID == "" || !strings.HasPrefix(placed.ID, cheapest.Kind+"-dp") {
		t.Fatalf("no %s at %v: %+v", cheapest.Kind, legal[0], d.ud.View.Figures)
	}
	if slices.IndexFunc(d.uh.View.Figures, func(f rules.Figure) bool { return f.ID == placed.ID }) < 0 {
		t.Fatalf("the heroes do not see %s in the section revealed", placed.ID)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!!document.querySelector('#board g[data-figure="`+placed.ID+`"]')`)); err != nil {
		shot()
		t.Fatalf("%s is not on the Dark Player's board: %v", placed.ID, err)
	}
	if got := eval(`document.querySelector('#place-refusal, #refusal')?.textContent || ""`); got != "" {
		shot()
		t.Fatalf("a refusal stays on screen: %q", got)
	}
	if len(d.ud.Dark.Hand) != hand-1 || d.uh.Dark.HandSize != hand-1 {
		t.Fatalf("after the encounter the Dark Player holds %d cards, the heroes see %d; %d before", len(d.ud.Dark.Hand), d.uh.Dark.HandSize, hand)
	}
}

// The Dark Player answers a hero opening an unexplored door with a trap
// card in the browser: the question names the hero and the door, the
// hand marks the obstacles he may play there, and the trap played goes
// off (its card face up on the pile for everyone), told in the log by
// the card's name. The heroes' seat never receives the hand.
func TestBrowserDarkPlayerTrapsDoor(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test is not short")
	}
	d := newDarkTable(t, Options{DarkMode: "rpg"})
	atDoor := func() bool {
		p := d.ud.View.Prompt
		a := d.ud.View.Active
		return p != nil && p.Kind == rules.PromptDarkTrap && a != nil && a.Task != nil && a.Task.Rule == "dark_react_door"
	}
	for range 200 {
		if atDoor() {
			break
		}
		c, opts := d.hero, d.uh.Options
		if len(opts) == 0 {
			c, opts = d.dark, d.ud.Options
		}
		if len(opts) == 0 {
			t.Fatalf("command %d: nobody may act", d.n)
		}
		// To the chapel's first door, south of (2,1), and open it.
		o := pick(opts)
		for _, x := range opts {
			switch m := x.Command.(type) {
			case rules.Move:
				if m.To == (board.Pos{X: 2, Y: 1}) {
					o = x
				}
			case rules.OpenDoor:
				o = x
			}
		}
		for _, x := range opts {
			if _, ok := x.Command.(rules.OpenDoor); ok {
				o = x
			}
		}
		d.send(c, o)
	}
	if !atDoor() {
		t.Fatal("no hero ever opened an unexplored door the Dark Player could trap")
	}
	var trap rules.DarkCard
	for _, o := range d.ud.Options {
		id, ok := strings.CutPrefix(o.ID, "answer:play:")
		if !ok {
			continue
		}
		for _, c := range d.ud.Dark.Hand {
			if c.ID == id && c.Trap && trap.ID == "" {
				trap = c
			}
		}
	}
	if trap.ID == "" {
		t.Fatalf("no trap card among %v", d.ud.Options)
	}
	hero := d.ud.View.Prompt.Figure
	door := d.ud.View.Active.Task.At
	seen := d.heroMsgs
	ctx, shot, run, eval := darkBrowser(t, d, "en")
	want := fmt.Sprintf("is about to open the door at (%d,%d).", door.X, door.Y)
	if got := eval(`document.getElementById("prompt-line")?.textContent || ""`); !strings.Contains(got, want) {
		shot()
		t.Fatalf("the question reads %q, not %q", got, want)
	}
	if got := eval(`document.querySelector('#dark-hand li[data-card="` + trap.ID + `"]').className`); got != "playable" {
		t.Fatalf("the trap's card is not marked playable: %q", got)
	}
	run("play the trap at the door",
		chromedp.Click(chromedp.CSS(`#dark-hand button[data-option="answer:play:`+trap.ID+`"]`)),
		chromedp.WaitNotPresent(chromedp.CSS(`#dark-hand button[data-option="answer:play:`+trap.ID+`"]`)),
	)
	d.n++
	d.uh = d.wait(d.hero, d.n, false, "")
	d.ud = d.wait(d.dark, d.n, false, "")
	if pile := d.uh.Dark.Discards; len(pile) == 0 || pile[len(pile)-1].ID != trap.ID {
		t.Fatalf("the heroes' pile after the trap: %+v", pile)
	}
	line := "The Dark Player plays " + trap.Name.En
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`[...document.querySelectorAll("#log div")].some((e) => e.textContent.includes(`+strconv.Quote(line)+`))`)); err != nil {
		shot()
		t.Fatalf("the log never said %q: %v", line, err)
	}
	var got rules.Figure
	for _, f := range d.uh.View.Figures {
		if f.ID == hero {
			got = f
		}
	}
	if got.ID == "" {
		t.Fatalf("the heroes no longer see %s", hero)
	}
	if d.heroMsgs <= seen {
		t.Fatal("the heroes' seat was sent nothing after the trap")
	}
}

// toward plays both seats until done, the heroes walking to square to
// and opening any door they may, the Dark Player passing; it reports
// whether done came.
func (d *darkTable) toward(to board.Pos, steps int, done func() bool) bool {
	d.t.Helper()
	dist := func(p board.Pos) int { return max(p.X-to.X, to.X-p.X) + max(p.Y-to.Y, to.Y-p.Y) }
	for range steps {
		if done() {
			return true
		}
		c, opts := d.hero, d.uh.Options
		if len(opts) == 0 {
			c, opts = d.dark, d.ud.Options
		}
		if len(opts) == 0 {
			d.t.Fatalf("command %d: nobody may act", d.n)
		}
		o := pick(opts)
		if _, ok := o.Command.(rules.Move); ok {
			// No step away from the square: the activation ends.
			for _, x := range opts {
				if _, ok := x.Command.(rules.EndActivation); ok {
					o = x
				}
			}
		}
		best := 1 << 20
		for _, f := range d.uh.View.Figures {
			if a := d.uh.View.Active; a != nil && f.ID == a.Figure {
				best = dist(f.At)
			}
		}
		// A door to open comes first, then a lock to pick, then one to
		// break (the mill house's gate is barred, quest 02).
		var door *rules.Option
		rank := 0
		for k, x := range opts {
			switch m := x.Command.(type) {
			case rules.Move:
				if dist(m.To) < best {
					o, best = x, dist(m.To)
				}
			case rules.OpenDoor:
				door, rank = &opts[k], 3
			case rules.PickLock:
				if rank < 2 {
					door, rank = &opts[k], 2
				}
			case rules.Break:
				if rank < 1 {
					door, rank = &opts[k], 1
				}
			}
		}
		if door != nil {
			o = *door
		}
		d.send(c, o)
	}
	return done()
}

// The Dark Player places his Leader in the browser as the heroes open the
// mill house (a Leader the sheet gives no square, page 49): a square next
// to a hero is refused with the rules' reason, then a legal one with an
// upgrade bought; the Leader stands there with the upgrade's skill, the
// reserve paid for it, and the heroes see him, never the reserve.
func TestBrowserDarkPlayerPlacesLeader(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test is not short")
	}
	d := newDarkTableOn(t, "bandits-mill", Options{DarkMode: "rpg"})
	if !d.toward(board.Pos{X: 13, Y: 4}, 400, func() bool {
		return d.ud.Dark != nil && len(d.ud.Dark.Window) > 0 && d.ud.Dark.Leader != nil
	}) {
		t.Fatal("no section revealed while the Leader waits")
	}
	leader := d.ud.Dark.Leader
	var up rules.LeaderUpgrade
	for _, u := range d.ud.Dark.Upgrades {
		if u.Skill != "" && u.VP > 0 && u.VP <= *d.ud.Dark.Available && up.ID == "" {
			up = u
		}
	}
	if up.ID == "" {
		t.Fatalf("no skill upgrade the reserve of %d pays for: %+v", *d.ud.Dark.Available, d.ud.Dark.Upgrades)
	}
	d.game.mu.Lock()
	st := d.game.state.Clone()
	d.game.mu.Unlock()
	var near, legal []board.Pos
	g := st.Board
	for i := range g.Len() {
		p := g.Pos(i)
		if !slices.Contains(d.ud.Dark.Window, int(g.At(i).Section)) {
			continue
		}
		_, _, err := rules.Apply(st, rules.PlaceLeader{Header: rules.Header{Seat: rules.Dark}, At: p, Upgrades: []string{up.ID}}, dice.Scripted())
		var re *rules.RuleError
		switch {
		case err == nil:
			legal = append(legal, p)
		case errors.As(err, &re) && strings.Contains(re.Reason.En, "more than 2 squares from the heroes"):
			near = append(near, p)
		}
	}
	if len(near) == 0 || len(legal) == 0 {
		t.Fatalf("squares near the heroes %v, legal %v", near, legal)
	}
	av := *d.ud.Dark.Available
	ctx, shot, run, eval := darkBrowser(t, d, "en")
	sq := func(p board.Pos) string { return fmt.Sprintf(`rect[data-move="%d,%d"]`, p.X, p.Y) }
	before := d.game.Hash()
	run("put the Leader next to a hero",
		chromedp.Click(chromedp.CSS(`#leader-place`)),
		chromedp.Click(chromedp.CSS(sq(near[0]))),
		chromedp.Click(chromedp.CSS(`#place-send`)),
		chromedp.WaitVisible(chromedp.CSS(`#place-refusal`)),
	)
	if got := eval(`document.getElementById("place-refusal").textContent`); !strings.Contains(got, "page 49") {
		t.Fatalf("the refusal reads %q", got)
	}
	if d.game.Hash() != before {
		t.Fatal("a refused Leader was placed")
	}
	run("move him to a legal square, buy an upgrade and place him",
		chromedp.Click(chromedp.CSS(sq(legal[0]))),
		chromedp.Click(chromedp.CSS(`#placing input[value="`+up.ID+`"]`)),
		chromedp.Click(chromedp.CSS(`#place-send`)),
		chromedp.WaitNotPresent(chromedp.CSS(`#placing`)),
	)
	d.n++
	d.uh = d.wait(d.hero, d.n, false, "")
	d.ud = d.wait(d.dark, d.n, false, "")
	var placed rules.Figure
	for _, f := range d.uh.View.Figures {
		if f.ID == leader.ID {
			placed = f
		}
	}
	if placed.At != legal[0] || !slices.Contains(placed.Skills, up.Skill) {
		t.Fatalf("the heroes see the Leader %+v, not at %v with %s", placed, legal[0], up.Skill)
	}
	if d.ud.Dark.Leader != nil || *d.ud.Dark.Available != av-up.VP {
		t.Fatalf("after the Leader: waiting %v, reserve %d (was %d, upgrade %d)", d.ud.Dark.Leader, *d.ud.Dark.Available, av, up.VP)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!!document.querySelector('#board g[data-figure="`+leader.ID+`"]')`)); err != nil {
		shot()
		t.Fatalf("the Leader is not on the Dark Player's board: %v", err)
	}
}

// A power is played in the browser from its card: the targets the rules
// offer are one list, and the button plays it on the one chosen.
func TestBrowserDarkPlayerPlaysPower(t *testing.T) {
	if testing.Short() {
		t.Skip("the browser test is not short")
	}
	d := newDarkTableOn(t, "bandits-mill", Options{DarkMode: "rpg"})
	// A power with two targets at least, so that the list is a choice:
	// the mill house's bandits, once the heroes open it.
	var card string
	var targets []string
	if !d.toward(board.Pos{X: 13, Y: 4}, 400, func() bool {
		by := map[string][]string{}
		for _, o := range d.ud.Options {
			if p, ok := o.Command.(rules.PlayCard); ok && p.Target != "" {
				by[p.Card] = append(by[p.Card], p.Target)
				if len(by[p.Card]) > 1 {
					card, targets = p.Card, by[p.Card]
					return true
				}
			}
		}
		return false
	}) {
		t.Fatal("no power with two targets was ever offered")
	}
	hand := len(d.ud.Dark.Hand)
	ctx, shot, run, _ := darkBrowser(t, d, "en")
	target := targets[len(targets)-1]
	run("choose the power's target and play it",
		js(`const s = document.querySelector('select[data-targets="`+card+`"]'); s.value = [...s.options].find((o) => o.value.endsWith(":`+target+`")).value`),
		chromedp.Click(chromedp.CSS(`button[data-play="`+card+`"]`)),
	)
	d.n++
	d.uh = d.wait(d.hero, d.n, false, "")
	d.ud = d.wait(d.dark, d.n, false, "")
	if len(d.ud.Dark.Hand) != hand-1 || d.uh.Dark.HandSize != hand-1 {
		t.Fatalf("after %s: %d cards, the heroes see %d (was %d)", card, len(d.ud.Dark.Hand), d.uh.Dark.HandSize, hand)
	}
	var played map[string]any
	for _, e := range d.ud.Log {
		var evs []map[string]any
		if err := json.Unmarshal(e.Events, &evs); err != nil {
			t.Fatal(err)
		}
		for _, ev := range evs {
			if ev["type"] == "card_played" {
				played = ev
			}
		}
	}
	if played == nil || played["card"] != card || played["target"] != target {
		t.Fatalf("played %v, want %s on %s", played, card, target)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`!document.querySelector('#sending')`)); err != nil {
		shot()
		t.Fatal(err)
	}
}
