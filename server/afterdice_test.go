package server

import (
	"context"
	"encoding/json"
	"slices"
	"testing"

	"dun/rules"
)

// endStored ends game id's quest at its start as the store holds it (its
// setup and first snapshot), Taeral knocked out, so that a restart loads
// a finished quest whose settlement rolls his fate.
func endStored(t *testing.T, ts *testServer, id string) {
	t.Helper()
	g, _ := ts.srv.Game(id)
	g.mu.Lock()
	st := g.state.Clone()
	g.mu.Unlock()
	for i := range st.Figures {
		if f := &st.Figures[i]; f.ID == "taeral" {
			f.Conditions = f.Conditions.With(rules.KnockedOut)
		}
	}
	st.End = &rules.QuestEnd{Reason: rules.EndKnockedOut, Turn: 3}
	b, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	db := ts.srv.store.db
	if _, err := db.Exec(`UPDATE games SET setup = ? WHERE id = ?`, b, id); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`UPDATE snapshots SET state = ? WHERE game_id = ? AND n = 0`, b, id); err != nil {
		t.Fatal(err)
	}
}

// With physical dice the rolls that settle a finished quest (a knocked-out
// hero's fate, page 44) are the players' too: every seat is asked for each
// die and told which seat rolls it (the knocked-out hero's), only that
// seat may enter it and only as asked, and the settlement is made from
// the dice entered. They are stored: a restart, an export and an import
// give the same settlement, and nothing is asked again.
func TestPhysicalAfterQuestDice(t *testing.T) {
	// tDice is what the test reads of an update.
	type tDice struct {
		Dice  *DicePrompt `json:"dice"`
		After *AfterQuest `json:"after_quest"`
	}
	dir := t.TempDir()
	ts := startServer(t, dir)
	req := party
	req.Options = Options{Dice: DicePhysical}
	g := ts.create(t, req)
	endStored(t, ts, g.Game.ID)
	ts.stop()
	ts = startServer(t, dir)

	join := func(seat string) (*testClient, tDice) {
		c := ts.dial(t)
		c.sendJSON(map[string]any{"v": 1, "type": "hello", "game": g.Game.ID, "token": seatToken(t, g, seat)})
		c.readUntil(MsgWelcome)
		b, err := c.readBytes()
		if err != nil {
			t.Fatal(err)
		}
		var d tDice
		if err := json.Unmarshal(b, &d); err != nil {
			t.Fatal(err)
		}
		return c, d
	}
	a, da := join("heroes-1")
	b, db := join("heroes-2")
	if da.After != nil || db.After != nil {
		t.Fatalf("settled before any die was entered: %+v", da.After)
	}
	if da.Dice == nil || db.Dice == nil || da.Dice.Seat != "heroes-2" {
		t.Fatalf("want every seat asked for a die that Taeral's seat rolls: %+v %+v", da.Dice, db.Dice)
	}
	p := db.Dice
	refused := func(c *testClient, msg map[string]any, code string) {
		t.Helper()
		c.sendJSON(msg)
		if m := c.readUntil(MsgError); m["code"] != code {
			t.Fatalf("%v: %v, want %s", msg, m, code)
		}
	}
	dieMsg := func(roll, die int, vals ...int) map[string]any {
		return map[string]any{"v": 1, "type": "dice", "roll": roll, "die": die, "values": vals}
	}
	refused(a, dieMsg(p.Roll, p.Die, 3), CodeNotYourSeat)
	refused(b, dieMsg(p.Roll+1, p.Die, 3), CodeBadDice)
	refused(b, dieMsg(p.Roll, p.Die, 7), CodeBadDice)
	refused(b, dieMsg(p.Roll, p.Die, slices.Repeat([]int{3}, p.Of-p.Die+2)...), CodeBadDice)

	// Taeral's seat enters each die asked for (5, 4, 3, ...) until the
	// quest is settled.
	var entered []int
	var after *AfterQuest
	for k := 0; after == nil; k++ {
		if k > 20 || p == nil {
			t.Fatalf("no settlement after %d dice (prompt %+v)", len(entered), p)
		}
		v := 5 - k%5
		b.sendJSON(dieMsg(p.Roll, p.Die, v))
		entered = append(entered, v)
		var ub tDice
		raw, err := b.readBytes()
		if err != nil {
			t.Fatal(err)
		}
		json.Unmarshal(raw, &ub)
		a.readBytes()
		p, after = ub.Dice, ub.After
	}
	var used []int
	for _, r := range after.Rolls {
		used = append(used, r.Dice...)
	}
	if !slices.Equal(used, entered) {
		t.Fatalf("the settlement rolled %v, the dice entered were %v", used, entered)
	}
	stored, err := ts.srv.store.afterDice(context.Background(), g.Game.ID, 0)
	if err != nil || !slices.Equal(stored, entered) {
		t.Fatalf("stored %v (%v), entered %v", stored, err, entered)
	}
	t.Logf("%d dice entered: %v", len(entered), entered)
	refused(b, dieMsg(1, 1, 3), CodeBadDice) // nothing more is awaited
	want, _ := json.Marshal(after)

	// A restart: the same settlement, nothing asked.
	ts.stop()
	ts = startServer(t, dir)
	_, d := join("heroes-1")
	if got, _ := json.Marshal(d.After); d.Dice != nil || string(got) != string(want) {
		t.Fatalf("after a restart: prompt %+v, settlement\n%s\nwant\n%s", d.Dice, got, want)
	}

	// Export, then import into a fresh server: the same.
	ex, err := ts.srv.ExportGame(context.Background(), g.Game.ID)
	if err != nil || !slices.Equal(ex.AfterDice, entered) {
		t.Fatalf("export: after dice %v (%v)", ex.AfterDice, err)
	}
	ts2 := startServer(t, t.TempDir())
	created, pr := ts2.srv.ImportGame(context.Background(), ex)
	if pr != nil {
		t.Fatal(pr)
	}
	g2, _ := ts2.srv.Game(created.Game.ID)
	g2.mu.Lock()
	u := g2.updateLocked(g2.seats[0], 0)
	g2.mu.Unlock()
	if got, _ := json.Marshal(u.AfterQuest); u.Dice != nil || string(got) != string(want) {
		t.Fatalf("after an import: prompt %+v, settlement\n%s\nwant\n%s", u.Dice, got, want)
	}
}

// The dice entered for a settlement belong to the end they settle: taking
// back the command that ended the quest drops them from the store, and
// the game drops them from memory when its state is no longer that end.
func TestAfterDiceDroppedWithTheirEnd(t *testing.T) {
	ts := startServer(t, t.TempDir())
	req := party
	req.Options = Options{Dice: DicePhysical}
	g := ts.create(t, req)
	ctx := context.Background()
	st := ts.srv.store
	if err := st.appendCommand(ctx, g.Game.ID, commandRow{N: 1, SeatID: "heroes-1", ClientSeq: 1, Command: []byte(`{}`), EventsHeroes: []byte(`[]`), EventsDark: []byte(`[]`)}, nil); err != nil {
		t.Fatal(err)
	}
	if err := st.setAfterDice(ctx, g.Game.ID, 1, []int{4, 2}); err != nil {
		t.Fatal(err)
	}
	if d, err := st.afterDice(ctx, g.Game.ID, 1); err != nil || !slices.Equal(d, []int{4, 2}) {
		t.Fatalf("stored %v (%v)", d, err)
	}
	if err := st.dropLastCommand(ctx, g.Game.ID, 1); err != nil {
		t.Fatal(err)
	}
	if d, err := st.afterDice(ctx, g.Game.ID, 1); err != nil || d != nil {
		t.Fatalf("after the undo the store still holds %v (%v)", d, err)
	}

	// In memory: dice entered for one end are not used for another end
	// at the same count of commands.
	game, _ := ts.srv.Game(g.Game.ID)
	game.mu.Lock()
	defer game.mu.Unlock()
	for i := range game.state.Figures {
		if f := &game.state.Figures[i]; f.ID == "taeral" {
			f.Conditions = f.Conditions.With(rules.KnockedOut)
		}
	}
	game.state.End = &rules.QuestEnd{Reason: rules.EndKnockedOut, Turn: 3}
	game.afterQuestLocked()
	game.afterDice = []int{6}
	if game.afterQuestLocked(); game.afterDice == nil {
		t.Fatal("the dice entered for this end were dropped")
	}
	game.state.End = &rules.QuestEnd{Reason: rules.EndKnockedOut, Turn: 4} // another end, same n
	if game.afterQuestLocked(); game.afterDice != nil {
		t.Fatalf("dice entered for another end kept: %v", game.afterDice)
	}
}
