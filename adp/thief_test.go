package adp_test

import (
	"strings"
	"testing"

	"dun/board"
	"dun/rules"
)

// The ADP's thief (R539): it walks to its hero, snatches an item from
// his backpack, and, carrying it, gets away and flees.
func TestThiefBehaviour(t *testing.T) {
	g := room(t, 14, 3)
	b := hero(t, "borgron", 0, 1, board.East)
	b.Items = append(b.Items, rules.Item{ItemCard: &rules.ItemCard{ID: "rope", Name: rules.Text{En: "Rope", Es: "Cuerda"}}, Place: rules.InPack})
	orc := creature(t, "orc_warrior", "orc", 5, 1, board.West)
	orc.SetQuarry("borgron")
	s := darkState(t, g, b, orc)
	p := player(t)
	s = activated(t, s, "orc")
	d := choose(t, p, s)
	if !strings.HasPrefix(d.Option.ID, "move:orc:") || !strings.Contains(d.Why.En, "backpack") {
		t.Fatalf("got %s (%s), want a move to Borgron", d.Option.ID, d.Why.En)
	}
	s = apply(t, s, d)
	if x := at(t, s, "orc").X; x != 1 {
		t.Fatalf("the thief stops at x=%d, not next to Borgron", x)
	}
	d = choose(t, p, s)
	if d.Option.ID != "steal:orc:borgron" {
		t.Fatalf("got %s (%s), want the steal", d.Option.ID, d.Why.En)
	}
	// The orc's Dexterity against Borgron's Perception: 6+5 against 1+2;
	// then two dice draw one of his many backpack items.
	s = apply(t, s, d, 6, 5, 1, 2, 1, 1)
	o, _ := s.Figure("orc")
	carrying := false
	for _, it := range o.Items {
		carrying = carrying || it.Stolen
	}
	if !carrying {
		t.Fatalf("the orc holds %+v", o.Items)
	}
	// Its next activation: away from Borgron, then off the board.
	s = apply(t, s, choose(t, p, s))
	for _, seat := range []rules.Side{rules.Dark, rules.Heroes} {
		n, _, err := rules.Apply(s, rules.EndTurn{Header: rules.Header{Seat: seat}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		s = n
	}
	s = activated(t, s, "orc")
	d = choose(t, p, s)
	if d.Option.ID != "disengage:orc" {
		t.Fatalf("got %s (%s), want the disengage", d.Option.ID, d.Why.En)
	}
	s = apply(t, s, d, 6, 5)
	d = choose(t, p, s)
	if !strings.HasPrefix(d.Option.ID, "move:orc:") {
		t.Fatalf("got %s (%s), want a move away", d.Option.ID, d.Why.En)
	}
	s = apply(t, s, d)
	d = choose(t, p, s)
	if d.Option.ID != "leave:orc" {
		t.Fatalf("got %s (%s), want the flight", d.Option.ID, d.Why.En)
	}
	s = apply(t, s, d)
	if o, _ := s.Figure("orc"); !o.Left {
		t.Fatal("the thief is still here")
	}
}

// A creature Vanish took off the board comes back, on the ADP's next
// turn, on the first square out of the heroes' sight (R544).
func TestVanishedComesBack(t *testing.T) {
	g := grid(t, "...#....", "...#....", "...#....")
	orc := creature(t, "orc_warrior", "orc", 7, 1, board.West)
	orc.Vanished = 1
	s := darkState(t, g, hero(t, "borgron", 0, 1, board.East), orc)
	s.Turn = 2
	d := choose(t, player(t), s)
	if d.Option.ID != "reappear:orc:4,0" {
		t.Fatalf("got %s (%s), want the first square beyond the rock", d.Option.ID, d.Why.En)
	}
}
