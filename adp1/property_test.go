package adp1_test

import (
	"fmt"
	"testing"

	"dun/adp"
	"dun/adp1"
	"dun/board"
	"dun/dice"
	"dun/rules"

	"pgregory.net/rapid"
)

var (
	heroKinds     = []string{"borgron", "shara", "taeral", "maeliss", "nariant", "herbod"}
	creatureKinds = []string{
		"zombie", "skeleton", "giant_bat", "ghoul", "undead_champion", "necromancer", "vampire",
		"orc_warrior", "orc_archer", "dire_wolf", "black_orc", "orc_shaman", "troll", "goblin_shooter",
		"devastator_marauder", "minotaur", "drowned",
	}
)

// genGame draws a room with some rock, 1-3 heroes and 1-5 creatures
// (some Leaders) where they fit, at the start of the Dark Player's turn.
func genGame(t *rapid.T) rules.State {
	w, h := rapid.IntRange(5, 12).Draw(t, "w"), rapid.IntRange(4, 9).Draw(t, "h")
	rows := make([]string, h)
	for y := range rows {
		row := make([]byte, w)
		for x := range row {
			row[x] = '.'
			if rapid.IntRange(0, 9).Draw(t, "rock") == 0 {
				row[x] = '#'
			}
		}
		rows[y] = string(row)
	}
	g := grid(t, rows...)
	var figs []rules.Figure
	place := func(f rules.Figure) {
		f.At = board.Pos{X: rapid.IntRange(0, w-1).Draw(t, "x"), Y: rapid.IntRange(0, h-1).Draw(t, "y")}
		f.Facing = board.Dir(rapid.IntRange(0, 7).Draw(t, "facing"))
		try := append(append([]rules.Figure(nil), figs...), f)
		if _, err := rules.NewState(g, try); err == nil {
			figs = try
		}
	}
	for k, n := 0, rapid.IntRange(1, 3).Draw(t, "heroes"); k < n; k++ {
		f := hero(t, rapid.SampledFrom(heroKinds).Draw(t, "hero"), 0, 0, 0)
		f.ID = fmt.Sprintf("%s%d", f.ID, k)
		place(f)
	}
	for k, n := 0, rapid.IntRange(1, 5).Draw(t, "creatures"); k < n; k++ {
		f := creature(t, rapid.SampledFrom(creatureKinds).Draw(t, "creature"), fmt.Sprintf("c%d", k), 0, 0, 0)
		f.Leader = rapid.IntRange(0, 4).Draw(t, "leader") == 0
		place(f)
	}
	return darkState(t, g, figs...)
}

// From generated positions, over three rounds against random heroes, the
// earlier edition's ADP always picks an offered option with reasons in
// both languages, the same one when asked again, the rules accept it, it
// never ends an activation or the turn with an attack or a creature left,
// and each Dark turn ends within adp.MaxSteps decisions.
func TestAlwaysOfferedAndEnds(t *testing.T) {
	p := first(t)
	rapid.Check(t, func(t *rapid.T) {
		s := genGame(t)
		src := dice.Seeded(rapid.Uint64().Draw(t, "seed"))
		limit := adp.MaxSteps(len(s.Figures))
		for round := 0; round < 3; round++ {
			n := 0
			for s.Side == rules.Dark || (s.Prompt != nil && s.Prompt.Seat == rules.Dark) {
				if s.Prompt != nil && s.Prompt.Seat == rules.Heroes {
					s = randomMove(t, s, src)
					continue
				}
				s = move(t, p, s, src)
				if n++; n > limit {
					t.Fatalf("the Dark turn did not end in %d decisions", limit)
				}
			}
			for k := 0; s.Side == rules.Heroes || s.Prompt != nil; k++ {
				if s.Prompt != nil && s.Prompt.Seat == rules.Dark {
					s = move(t, p, s, src)
					continue
				}
				if k > 60 && s.Prompt == nil {
					s = applyOK(t, s, rules.EndTurn{Header: rules.Header{Seat: rules.Heroes}}, src)
					continue
				}
				s = randomMove(t, s, src)
			}
		}
	})
}

func move(t *rapid.T, p *adp1.Player, s rules.State, src dice.Source) rules.State {
	d, err := p.Choose(s)
	if err != nil {
		t.Fatalf("choose: %v", err)
	}
	offered := false
	opts := rules.Options(s, rules.Dark)
	for _, o := range opts {
		offered = offered || o.ID == d.Option.ID
	}
	if !offered || d.Why.En == "" || d.Why.Es == "" {
		t.Fatalf("%s offered %v, reason %+v", d.Option.ID, offered, d.Why)
	}
	if again, err := p.Choose(s.Clone()); err != nil || again.Option.ID != d.Option.ID || again.Why != d.Why {
		t.Fatalf("asked again: %v %v, first %v", again, err, d)
	}
	switch d.Option.Command.(type) {
	case rules.EndActivation, rules.EndTurn:
		for _, o := range opts {
			switch o.Command.(type) {
			case rules.Attack:
				t.Fatalf("%s while %s is offered", d.Option.ID, o.ID)
			case rules.Activate:
				if d.Option.ID == "end_turn" {
					t.Fatalf("end_turn while %s is offered", o.ID)
				}
			}
		}
	}
	return applyOK(t, s, d.Option.Command, src)
}

func randomMove(t *rapid.T, s rules.State, src dice.Source) rules.State {
	opts := rules.Options(s, rules.Heroes)
	if len(opts) == 0 {
		t.Fatalf("the heroes have nothing to do (side %v, prompt %v)", s.Side, s.Prompt != nil)
	}
	o := opts[rapid.IntRange(0, len(opts)-1).Draw(t, "hero option")]
	if _, end := o.Command.(rules.EndTurn); end && len(opts) > 1 && rapid.IntRange(0, 3).Draw(t, "really end") > 0 {
		o = opts[0]
	}
	return applyOK(t, s, o.Command, src)
}

func applyOK(t *rapid.T, s rules.State, c rules.Command, src dice.Source) rules.State {
	n, _, err := rules.Apply(s, c, src)
	if err != nil {
		t.Fatalf("%s refused: %v", c.Type(), err)
	}
	if err := n.Check(); err != nil {
		t.Fatalf("broken state after %s: %v", c.Type(), err)
	}
	return n
}

// The activation order is the earlier edition's in every generated
// position: no creature of a later class is activated while one of an
// earlier class waits ("Orden de activación").
func TestOrderProperty(t *testing.T) {
	p := first(t)
	cards := cardsOf(t)
	rapid.Check(t, func(t *rapid.T) {
		s := genGame(t)
		d, err := p.Choose(s)
		if err != nil {
			t.Fatal(err)
		}
		act, ok := d.Option.Command.(rules.Activate)
		if !ok {
			return
		}
		class := func(id string) int {
			for i := range s.Figures {
				if f := &s.Figures[i]; f.ID == id {
					return adp1.Class(f, cards[f.Behaviour])
				}
			}
			t.Fatalf("no figure %s", id)
			return 0
		}
		got := class(act.Figure)
		for _, o := range rules.Options(s, rules.Dark) {
			if a, ok := o.Command.(rules.Activate); ok && class(a.Figure) < got {
				t.Fatalf("activated %s (class %d) before %s (class %d)", act.Figure, got, a.Figure, class(a.Figure))
			}
		}
	})
}
