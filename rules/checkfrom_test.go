package rules

import (
	"slices"
	"testing"
)

func TestUnshared(t *testing.T) {
	for _, c := range []struct{ ids, was, want []string }{
		{nil, nil, nil},
		{[]string{"a", "b"}, nil, []string{"a", "b"}},
		{[]string{"a", "b"}, []string{"a", "b"}, nil},
		{[]string{"b", "c"}, []string{"a", "b", "c"}, nil},           // drawn from the top
		{[]string{"a", "b"}, []string{"a", "b", "c"}, nil},           // drawn from the bottom
		{[]string{"a", "b", "x"}, []string{"a", "b"}, []string{"x"}}, // added to a hand
		{[]string{"a", "c"}, []string{"a", "b", "c"}, nil},           // played from the middle
		{[]string{"a", "x", "c"}, []string{"a", "b", "c"}, []string{"x"}},
		{[]string{"x", "y"}, []string{"a", "b"}, []string{"x", "y"}},
		{[]string{"a", "a"}, []string{"a"}, []string{"a"}}, // each of prev's cards is matched once
		{[]string{"a", "x", "a"}, []string{"a", "a"}, []string{"x"}},
	} {
		if got := unshared(c.ids, c.was); !slices.Equal(got, c.want) {
			t.Errorf("unshared(%q, %q) = %q, want %q", c.ids, c.was, got, c.want)
		}
	}
}

// CheckFrom refuses an unknown card wherever it turns up in a list that
// otherwise is what it was, with Check's error; it accepts what Check
// accepts; and it looks up everything again under another catalogue.
func TestCheckFromIsCheck(t *testing.T) {
	prev := dpState(t, []string{"fortune", "iron_skin", "stake"}, explorer("taeral", 2, 0))
	if err := prev.Check(); err != nil {
		t.Fatal(err)
	}
	with := func(f func(d *DarkPlayer)) State {
		s := prev.Clone()
		f(s.Dark)
		return s
	}
	other, err := NewCatalogue(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		s    State
	}{
		{"the same", with(func(*DarkPlayer) {})},
		{"a card played", with(func(d *DarkPlayer) { d.Hand = []string{"fortune", "stake"} })},
		{"unknown first in the hand", with(func(d *DarkPlayer) { d.Hand = append([]string{"nope"}, d.Hand...) })},
		{"unknown in the middle of the hand", with(func(d *DarkPlayer) { d.Hand = []string{"fortune", "nope", "stake"} })},
		{"unknown last in the hand", with(func(d *DarkPlayer) { d.Hand = append(d.Hand, "nope") })},
		// The decks are shared with prev (cow.go): written in a copy.
		{"unknown in a deck", with(func(d *DarkPlayer) { own(&d.Decks)[0].Cards = append([]string{"nope"}, d.Decks[0].Cards[1:]...) })},
		{"unknown in a deck renamed", with(func(d *DarkPlayer) { k := &own(&d.Decks)[1]; k.ID = "x"; k.Cards = []string{"nope"} })},
		{"unknown discarded", with(func(d *DarkPlayer) { d.Discards = []string{"nope"} })},
		{"unknown played", with(func(d *DarkPlayer) { d.Played = []string{"fortune", "nope"} })},
		{"unknown recurrent", with(func(d *DarkPlayer) { d.Recurrent = []string{"nope"} })},
		{"another catalogue", with(func(d *DarkPlayer) { d.Cards = other })},
	} {
		want, got := c.s.Check(), c.s.CheckFrom(&prev)
		if (want == nil) != (got == nil) || want != nil && want.Error() != got.Error() {
			t.Errorf("%s: CheckFrom %v, Check %v", c.name, got, want)
		}
		if c.name != "the same" && c.name != "a card played" && want == nil {
			t.Errorf("%s: Check accepted it", c.name)
		}
	}
}
