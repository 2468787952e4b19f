package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"dun/rules"
)

// A connection that asks for deltas rebuilds, update after update, the
// very view a connection without them is sent, for every seat, through
// random play, undos included; and most of its updates are deltas. So
// does one that asks for the figures figure by figure, and its figure
// deltas leave out most figures.
func TestViewDeltasRebuildTheView(t *testing.T) {
	for _, byFigure := range []bool{false, true} {
		t.Run(fmt.Sprintf("figure_deltas=%v", byFigure), func(t *testing.T) { testViewDeltas(t, byFigure) })
	}
}

func testViewDeltas(t *testing.T, byFigure bool) {
	ts := startServer(t, t.TempDir(), func(c *Config) { c.Rate, c.Burst = 1e6, 1e6 })
	req := party
	req.Spectators = 1
	g := ts.create(t, req)
	game, _ := ts.srv.Game(g.Game.ID)
	type pair struct {
		seat        string
		full, delta *testClient
		view        map[string]any // what the delta connection holds
		id          float64
	}
	var pairs []*pair
	for _, s := range g.Seats {
		p := &pair{seat: s.ID}
		for k, deltas := range []bool{false, true} {
			c := ts.dial(t)
			c.sendJSON(map[string]any{"v": 1, "type": "hello", "game": g.Game.ID, "token": s.Token, "deltas": deltas, "figure_deltas": deltas && byFigure})
			if w := c.read(); w["type"] != MsgWelcome {
				t.Fatalf("hello answered with %v", w)
			}
			if k == 0 {
				p.full = c
			} else {
				p.delta = c
			}
		}
		pairs = append(pairs, p)
	}
	deltas, fulls := 0, 0
	figDeltas, figsSent, figsKept := 0, 0, 0
	// check reads every connection's next update, rebuilds the delta
	// connection's view and compares it with the full one.
	check := func(what string) {
		t.Helper()
		for _, p := range pairs {
			fb, err := p.full.readBytes()
			if err != nil {
				t.Fatal(err)
			}
			db, err := p.delta.readBytes()
			if err != nil {
				t.Fatal(err)
			}
			var fu, du map[string]json.RawMessage
			if json.Unmarshal(fb, &fu) != nil || json.Unmarshal(db, &du) != nil {
				t.Fatalf("%s: bad updates %s / %s", what, fb, db)
			}
			if _, ok := fu["view_id"]; ok {
				t.Fatalf("%s: a connection without deltas was sent a view ID: %s", what, fb)
			}
			var id float64
			json.Unmarshal(du["view_id"], &id)
			switch {
			case du["view_delta"] != nil:
				if du["view"] != nil {
					t.Fatalf("%s: view and delta both sent: %s", what, db)
				}
				var d struct {
					Base    float64                    `json:"base"`
					Set     map[string]json.RawMessage `json:"set"`
					Unset   []string                   `json:"unset"`
					Figures *struct {
						IDs []string                   `json:"ids"`
						Set map[string]json.RawMessage `json:"set"`
					} `json:"figures"`
				}
				if err := json.Unmarshal(du["view_delta"], &d); err != nil {
					t.Fatal(err)
				}
				if p.view == nil || d.Base != p.id {
					t.Fatalf("%s: seat %s: a delta from view %v, the connection holds %v", what, p.seat, d.Base, p.id)
				}
				for k, v := range d.Set {
					var x any
					json.Unmarshal(v, &x)
					p.view[k] = x
				}
				for _, k := range d.Unset {
					delete(p.view, k)
				}
				if f := d.Figures; f != nil {
					if !byFigure || d.Set["figures"] != nil {
						t.Fatalf("%s: a figure delta unasked for, or beside the whole figures: %s", what, db)
					}
					old := map[string]any{}
					before, _ := p.view["figures"].([]any)
					for _, x := range before {
						old[x.(map[string]any)["id"].(string)] = x
					}
					var figs []any
					for _, id := range f.IDs {
						if e, ok := f.Set[id]; ok {
							var x any
							json.Unmarshal(e, &x)
							figs = append(figs, x)
							figsSent++
							continue
						}
						x, ok := old[id]
						if !ok {
							t.Fatalf("%s: figure %s neither sent nor held", what, id)
						}
						figs = append(figs, x)
						figsKept++
					}
					p.view["figures"] = figs
					figDeltas++
				}
				deltas++
			case du["view"] != nil:
				p.view = nil
				json.Unmarshal(du["view"], &p.view)
				fulls++
			default:
				t.Fatalf("%s: no view: %s", what, db)
			}
			p.id = id
			var want map[string]any
			json.Unmarshal(fu["view"], &want)
			if !reflect.DeepEqual(p.view, want) {
				t.Fatalf("%s: seat %s: the view rebuilt from deltas differs:\n%v\n%v", what, p.seat, p.view, want)
			}
			delete(fu, "view")
			delete(du, "view")
			delete(du, "view_delta")
			delete(du, "view_id")
			if !reflect.DeepEqual(fu, du) {
				t.Fatalf("%s: seat %s: the rest of the update differs:\n%s\n%s", what, p.seat, fb, db)
			}
		}
	}
	check("on joining")
	ctx := context.Background()
	undos := 0
	for step := range 150 {
		n := game.Info().N
		playRandom(t, ts.srv, game, 1, uint64(step))
		if game.Info().N == n {
			break // the game ended
		}
		check(fmt.Sprintf("command %d", n+1))
		if step%7 == 3 {
			game.mu.Lock()
			var s *Seat
			for _, x := range game.seats {
				if x.ID == game.log[game.n-1].seat {
					s = x
				}
			}
			ok := game.mayUndoLocked(s) == nil
			game.mu.Unlock()
			if ok {
				if p := game.undo(ctx, ts.srv, s, n+1); p != nil {
					t.Fatal(p)
				}
				undos++
				check(fmt.Sprintf("undo of command %d", n+1))
			}
		}
	}
	if undos == 0 || deltas < 5*fulls {
		t.Fatalf("%d deltas, %d whole views, %d undos: too few to prove much", deltas, fulls, undos)
	}
	if byFigure && (figDeltas == 0 || figsKept == 0) {
		t.Fatalf("%d figure deltas sent %d figures and kept %d: too few to prove much", figDeltas, figsSent, figsKept)
	}
	t.Logf("%d deltas, %d whole views, %d undos; %d figure deltas (%d figures sent, %d kept)", deltas, fulls, undos, figDeltas, figsSent, figsKept)
}

// Each side's view is encoded as json.Marshal encodes it, whichever side
// is encoded first, when a side sees a figure differently from the
// other: the heroes do not see what an unidentified item is.
func TestFigureEncodingsNotSharedBetweenSides(t *testing.T) {
	ts := startServer(t, t.TempDir())
	g := ts.create(t, party)
	game, _ := ts.srv.Game(g.Game.ID)
	game.mu.Lock()
	defer game.mu.Unlock()
	st := game.state.Clone()
	marked := false
	for i := range st.Figures {
		f := &st.Figures[i]
		if f.Side == rules.Heroes && len(f.Items) > 0 {
			f.Items[0].Unknown = true
			marked = true
			break
		}
	}
	if !marked {
		t.Fatal("no hero carries an item")
	}
	game.state = st
	game.n++ // a new state: the caches build again
	for _, first := range []rules.Side{rules.Dark, rules.Heroes} {
		game.views = [2]viewCache{}
		game.figs = [2]figureCache{}
		game.viewLocked(first)
		for _, side := range []rules.Side{rules.Heroes, rules.Dark} {
			want, _ := json.Marshal(rules.SeatView(game.state, side))
			if got := game.viewLocked(side).whole(); !bytes.Equal(got, want) {
				t.Fatalf("%v first: %v's view differs:\n%s\n%s", first, side, got, want)
			}
		}
		// The figures both sides see alike share one encoding; the hero
		// with the unidentified item has one per side.
		shared, apart := 0, 0
		for id, e := range game.figs[rules.Heroes&1].m {
			if game.figs[rules.Dark&1].m[id] == e {
				shared++
			} else {
				apart++
			}
		}
		if shared == 0 || apart != 1 {
			t.Fatalf("%v first: %d figures share their encoding, %d do not", first, shared, apart)
		}
		game.n++
	}
}
