package adp_test

import (
	"fmt"
	"testing"

	"dun/adp"
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
// where they fit, at the start of the Dark Player's turn.
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
		f.Leader = rapid.IntRange(0, 5).Draw(t, "leader") == 0
		place(f)
	}
	return darkState(t, g, figs...)
}

// From generated positions, over three rounds against random heroes, the
// ADP always picks an offered option with reasons in both languages, the
// same one when asked again, the rules accept it, and each Dark turn ends
// within MaxSteps decisions.
func TestADPAlwaysLegalAndEnds(t *testing.T) {
	p := player(t)
	rapid.Check(t, func(t *rapid.T) {
		s := genGame(t)
		src := dice.Seeded(rapid.Uint64().Draw(t, "seed"))
		limit := adp.MaxSteps(len(s.Figures))
		for round := 0; round < 3; round++ {
			// The Dark turn, heroes' prompts answered at random.
			n := 0
			for s.Side == rules.Dark || (s.Prompt != nil && s.Prompt.Seat == rules.Dark) {
				if s.Prompt != nil && s.Prompt.Seat == rules.Heroes {
					s = randomMove(t, s, src)
					continue
				}
				s = adpMove(t, p, s, src)
				if n++; n > limit {
					t.Fatalf("the Dark turn did not end in %d decisions", limit)
				}
			}
			// The heroes' turn, at random, with the ADP answering its prompts.
			for k := 0; s.Side == rules.Heroes || s.Prompt != nil; k++ {
				if s.Prompt != nil && s.Prompt.Seat == rules.Dark {
					s = adpMove(t, p, s, src)
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

func adpMove(t *rapid.T, p *adp.Player, s rules.State, src dice.Source) rules.State {
	d, err := p.Choose(s)
	if err != nil {
		t.Fatalf("choose: %v", err)
	}
	offered := false
	for _, o := range rules.Options(s, rules.Dark) {
		offered = offered || o.ID == d.Option.ID
	}
	if !offered || d.Why.En == "" || d.Why.Es == "" {
		t.Fatalf("%s offered %v, reason %+v", d.Option.ID, offered, d.Why)
	}
	// Deterministic: the same state, even a copy, gives the same decision.
	if again, err := p.Choose(s.Clone()); err != nil || again.Option.ID != d.Option.ID || again.Why != d.Why {
		t.Fatalf("asked again: %v %v, first %v", again, err, d)
	}
	// The creatures never give up an attack they could make, and never end
	// the turn with a creature still to act (pages 11, 61).
	switch d.Option.Command.(type) {
	case rules.EndActivation, rules.EndTurn:
		for _, o := range rules.Options(s, rules.Dark) {
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

// Play runs whole Dark turns on seeded games and stops only when the
// heroes must act.
func TestPlayStopsForTheHeroes(t *testing.T) {
	p := player(t)
	rapid.Check(t, func(t *rapid.T) {
		s := genGame(t)
		src := dice.Seeded(rapid.Uint64().Draw(t, "seed"))
		for k := 0; k < 20; k++ {
			n, steps, err := p.Play(s, src)
			if err != nil {
				t.Fatal(err)
			}
			s = n
			if len(rules.Options(s, rules.Dark)) != 0 {
				t.Fatalf("Play stopped with Dark options left after %d steps", len(steps))
			}
			if s.Side == rules.Heroes && s.Prompt == nil {
				return
			}
			s = randomMove(t, s, src)
		}
		t.Fatal("the Dark turn never ended")
	})
}
