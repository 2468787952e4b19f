package rules_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"dun/board"
	"dun/content"
	"dun/content/load"
	"dun/content/starter"
	"dun/dice"
	"dun/quest"
	"dun/rules"
	"dun/setup"
)

func starterPack(t *testing.T) *content.Pack {
	t.Helper()
	p, errs := load.Packs(content.Effects, starter.Source())
	if len(errs) > 0 {
		t.Fatal(errs[0])
	}
	return p
}

func chapel(t *testing.T) (*quest.Quest, rules.State) {
	t.Helper()
	data, err := os.ReadFile("../examples/quests/01-drowned-chapel.yaml")
	if err != nil {
		t.Fatal(err)
	}
	q, err := quest.Parse("01-drowned-chapel.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	heroes := []rules.Figure{
		rules.Figure{ID: "borgron",
			Size:   rules.SizeAverage,
			Facing: board.East}.WithInfo(rules.FigureInfo{
			Name:  "Borgron",
			Hero:  true,
			Attrs: rules.Attributes{Movement: 4, Vitality: 8, Agility: 2, Perception: 1, Fortune: 1},
		}),
		rules.Figure{ID: "taeral",
			Size:   rules.SizeAverage,
			Facing: board.East,
			Spells: []rules.Spell{revealing("sense", rules.RevealEnemies, 8), revealing("look", rules.RevealSection, 0), revealing("spirits", rules.RevealTraps, 6)}}.WithInfo(rules.FigureInfo{
			Name:  "Taeral",
			Hero:  true,
			Attrs: rules.Attributes{Movement: 5, Vitality: 6, Agility: 4, Perception: 2, Fortune: 2, Intelligence: 5, Mana: 15},
		}),
	}
	profile := func(kind string) (rules.Figure, bool) {
		return rules.Figure{Size: rules.SizeAverage}.WithInfo(rules.FigureInfo{Name: kind,
			Attrs: rules.Attributes{Movement: 4, Vitality: 4, Intelligence: 3, Perception: 1}}), true
	}
	s, err := setup.Game(q, heroes, profile)
	if err != nil {
		t.Fatal(err)
	}
	return q, s
}

// revealing is a revealing spell of range 0.
func revealing(id, what string, squares int) rules.Spell {
	return rules.Spell{SpellCard: &rules.SpellCard{ID: id, Name: rules.Text{En: id, Es: id}, Nature: rules.NatureEnhancing, Mana: 1, Range: 0,
		Effect: rules.SpellEffect{ID: rules.EffectReveal, Reveal: what, Squares: squares}}}
}

// checkHeroView fails when the heroes' view of s shows anything of an
// unrevealed section, a hidden creature, a closed secret door or a trap.
func checkHeroView(t *testing.T, q *quest.Quest, s rules.State, step int) {
	t.Helper()
	v := rules.SeatView(s, rules.Heroes)
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("step %d: %v", step, err)
	}
	text := string(b)
	if s.Explore != nil {
		for _, f := range s.Explore.Hidden {
			if strings.Contains(text, `"`+f.ID+`"`) {
				t.Fatalf("step %d: the heroes' view names hidden creature %q", step, f.ID)
			}
		}
	}
	if v.Hidden != nil || v.Unrevealed != nil {
		t.Fatalf("step %d: the heroes' view lists hidden creatures or sections", step)
	}
	// Of the hidden creatures, the heroes see where those a spell sensed
	// stand, and nothing of the others.
	var sensed []rules.SensedFigure
	if s.Explore != nil {
		for _, f := range s.Explore.Hidden {
			if slices.Contains(s.Explore.Sensed, f.ID) {
				sensed = append(sensed, rules.SensedFigure{At: f.At, Size: f.Size})
			}
		}
	}
	if !slices.Equal(v.Sensed, sensed) {
		t.Fatalf("step %d: the heroes sense %v, want %v", step, v.Sensed, sensed)
	}
	if d := v.Dark; d != nil && (d.Hand != nil || d.Available != nil || d.Leader != nil || d.Recurrent != nil || d.Upgrades != nil || d.Creatures != nil) {
		t.Fatalf("step %d: the heroes' view shows the Dark Player's hand, reserve or Leader", step)
	}
	if p := v.Prompt; p != nil && p.Seat == rules.Dark && strings.HasPrefix(string(p.Kind), "dark_") && len(p.Options) > 0 {
		t.Fatalf("step %d: the heroes' view shows the cards the Dark Player may play", step)
	}
	for _, tr := range v.Traps {
		if !tr.Dormant {
			t.Fatalf("step %d: the heroes' view shows undetected trap at %v", step, tr.At)
		}
	}
	if s.Explore != nil {
		for _, tr := range s.Explore.Traps {
			if !tr.Dormant && strings.Contains(text, `"traps"`) && strings.Contains(text, fmt.Sprintf(`"at":[%d,%d],"detect"`, tr.At.X, tr.At.Y)) {
				t.Fatalf("step %d: the heroes' view carries undetected trap at %v", step, tr.At)
			}
		}
		var sq []board.Pos
		for _, d := range s.Explore.Secret {
			for _, p := range d.Edges(sq[:0]) {
				for _, e := range v.Board.Edges {
					q, side := e.At, board.SideE
					if e.Side == "s" {
						side = board.SideS
					}
					if e.Kind == "door" && ((q == p && side == d.Side) || (q.Add(side.Dir()) == p && (side+2)&3 == d.Side)) {
						t.Fatalf("step %d: the heroes' view shows the unfound secret door at %v as a door", step, p)
					}
				}
			}
		}
	}
	g := s.Board
	for i, sq := range v.Board.Squares {
		sec := g.At(i).Section
		if want := sec != 0 && s.SectionRevealed(sec); sq.Seen != want {
			t.Fatalf("step %d: square %v of section %d seen=%v, want %v", step, g.Pos(i), sec, sq.Seen, want)
		}
		if !sq.Seen && sq != (rules.SquareView{}) {
			t.Fatalf("step %d: unseen square %v carries %+v", step, g.Pos(i), sq)
		}
	}
	for _, e := range v.Board.Elements {
		for _, p := range e.Squares {
			if !v.Board.Squares[g.Index(p)].Seen {
				t.Fatalf("step %d: element %s on unseen square %v", step, e.Kind, p)
			}
		}
	}
	for _, e := range v.Board.Edges {
		q := e.At.Add(board.East)
		if e.Side == "s" {
			q = e.At.Add(board.South)
		}
		if !v.Board.Squares[g.Index(e.At)].Seen && !v.Board.Squares[g.Index(q)].Seen {
			t.Fatalf("step %d: edge %+v between two unseen squares", step, e)
		}
	}
	for _, f := range v.Figures {
		if f.Side == rules.Dark && !v.Board.Squares[g.Index(f.At)].Seen {
			t.Fatalf("step %d: creature %q on an unseen square", step, f.ID)
		}
	}
	// The options offered to the heroes name seen squares only: a move
	// into the dark would outline what is there.
	for _, o := range rules.Options(s, rules.Heroes) {
		b, err := rules.EncodeCommand(o.Command)
		if err != nil {
			t.Fatal(err)
		}
		var w struct {
			To     *board.Pos `json:"to"`
			Square *board.Pos `json:"square"`
		}
		json.Unmarshal(b, &w)
		for _, p := range []*board.Pos{w.To, w.Square} {
			if p != nil && !v.Board.Squares[g.Index(*p)].Seen {
				t.Fatalf("step %d: option %s names unseen square %v", step, o.ID, *p)
			}
		}
	}
}

func TestViewHidesUnexplored(t *testing.T) {
	q, s := chapel(t)
	v := rules.SeatView(s, rules.Heroes)
	if len(v.Figures) != 2 {
		t.Fatalf("heroes see %d figures at the start, want their own 2", len(v.Figures))
	}
	checkHeroView(t, q, s, 0)
	d := rules.SeatView(s, rules.Dark)
	if len(d.Hidden) == 0 || len(d.Unrevealed) == 0 {
		t.Fatalf("the Dark Player must see the hidden creatures and sections: %d, %d", len(d.Hidden), len(d.Unrevealed))
	}
	secret := false
	for _, e := range d.Board.Edges {
		if e.Door == "secret" {
			secret = true
		}
	}
	if !secret {
		t.Error("the Dark Player's view shows no secret door")
	}
	for _, sq := range d.Board.Squares {
		if !sq.Seen {
			t.Fatal("the Dark Player must see every square")
		}
	}
}

// A random game played from the offered options, with seeded dice: at
// every step the heroes' view and the events they are sent keep every
// hidden creature, unrevealed square and trap out.
func TestViewNeverLeaksOverRandomGames(t *testing.T) {
	reveals, plays, spells := 0, 0, 0
	pack := starterPack(t)
	for seed := uint64(1); seed <= 12; seed++ {
		q, s := chapel(t)
		src := dice.Seeded(seed)
		if seed%2 == 0 {
			// Half the games have a Dark Player with his cards.
			d, err := setup.DarkPlayer(pack, q, s, setup.DarkOptions{Mode: rules.DarkHuman}, dice.Seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			d.Gained = 20
			d.Hand = append(d.Hand, d.Decks[0].Cards[:2]...)
			if s, err = rules.WithDarkPlayer(s, d); err != nil {
				t.Fatal(err)
			}
		}
		r := rand.New(rand.NewPCG(seed, 7))
		for step := 1; step <= 150; step++ {
			seat := s.CurrentSeat()
			opts := rules.Options(s, seat)
			if len(opts) == 0 {
				break
			}
			// Prefer exploring so that sections get revealed.
			o := opts[r.IntN(len(opts))]
			for _, c := range opts {
				if (c.Command.Type() == rules.TypeReveal || c.Command.Type() == rules.TypeOpenDoor) && r.IntN(2) == 0 {
					o = c
				}
				if strings.HasPrefix(c.ID, "answer:play:") || strings.HasPrefix(c.ID, "play_card:") {
					o = c
				}
			}
			n, evs, err := rules.Apply(s, o.Command, src)
			if err != nil {
				t.Fatalf("seed %d step %d: offered %s refused: %v", seed, step, o.ID, err)
			}
			s = n
			for _, ev := range evs {
				switch ev.EventType() {
				case "section_revealed":
					reveals++
				case "card_played":
					plays++
				case "spell_revealed":
					spells++
				}
			}
			checkHeroView(t, q, s, step)
			for _, ev := range rules.SeatEvents(s, rules.Heroes, evs) {
				b, _ := rules.EncodeEvent(ev)
				if d, ok := ev.(rules.CardDrawn); ok && d.Card != "" {
					t.Fatalf("seed %d step %d: the heroes see the card drawn", seed, step)
				}
				if po, ok := ev.(rules.PromptOpened); ok && po.Prompt.Seat == rules.Dark && strings.HasPrefix(string(po.Prompt.Kind), "dark_") && len(po.Prompt.Options) > 0 {
					t.Fatalf("seed %d step %d: the heroes see the cards the Dark Player may play", seed, step)
				}
				for _, f := range s.Explore.Hidden {
					if strings.Contains(string(b), `"`+f.ID+`"`) {
						t.Fatalf("seed %d step %d: event %s names hidden %q", seed, step, b, f.ID)
					}
				}
			}
		}
	}
	if reveals == 0 || spells == 0 {
		t.Fatalf("%d sections revealed and %d revealing spells cast over the games: the test proves nothing", reveals, spells)
	}
	t.Logf("%d sections revealed, %d revealing spells cast and %d cards played over the games", reveals, spells, plays)
}

func TestSeatEventsDropsHiddenNames(t *testing.T) {
	_, s := chapel(t)
	id := s.Explore.Hidden[0].ID
	evs := []rules.Event{rules.ActivationStarted{Figure: id}, rules.ActivationStarted{Figure: "borgron"}}
	if got := rules.SeatEvents(s, rules.Heroes, evs); len(got) != 1 {
		t.Fatalf("heroes get %d events, want 1", len(got))
	}
	if got := rules.SeatEvents(s, rules.Dark, evs); len(got) != 2 {
		t.Fatalf("the Dark Player gets %d events, want 2", len(got))
	}
}
