package adp_test

import (
	"strings"
	"testing"

	"dun/board"
	"dun/rules"
	"dun/setup"
)

// Page 62, "Disposable objects" (R916): a creature drinks its potions at
// the first opportunity where they do something, the dearest first, as a
// Quick Action that costs it nothing else.
func TestCreatureDrinks(t *testing.T) {
	g := grid(t,
		"............",
		"............",
		"............",
	)
	item := func(id string) rules.Item {
		it, err := setup.Item(starterPack(t), id)
		if err != nil {
			t.Fatal(err)
		}
		it.Place = rules.InPack
		return it
	}
	poisoned := func(f rules.Figure) rules.Figure {
		f.Conditions = f.Conditions.With(rules.Poisoned)
		return f
	}
	orc := func(wounds int, bonus bool, items ...string) rules.Figure {
		f := creature(t, "orc_warrior", "orc", 9, 1, board.West)
		f.Wounds = wounds
		for _, id := range items {
			f.Items = append(f.Items, item(id))
		}
		if bonus {
			f.PotionBonus = []rules.Penalty{{Attribute: rules.Agility, Value: 1}}
		}
		return f
	}
	far := func(f rules.Figure) rules.State {
		return activated(t, darkState(t, g, hero(t, "borgron", 1, 1, board.East), f), "orc")
	}
	for _, c := range []struct {
		name   string
		s      rules.State
		drinks string // the potion's name, or "" for none
	}{
		{"wounded: the healing potion", far(orc(2, false, "healing_potion")), "Healing Potion"},
		{"unhurt: no healing potion", far(orc(0, false, "healing_potion")), ""},
		{"the dearest first", far(orc(2, false, "healing_potion", "strength_potion")), "Strength Potion"},
		{"a bonus in force", far(orc(0, true, "strength_potion")), ""},
		{"no mana spent", far(orc(0, false, "mana_potion")), ""},
		{"poisoned: the antidote", far(poisoned(orc(0, false, "antidote"))), "Antidote"},
		{"not poisoned: no antidote", far(orc(0, false, "antidote")), ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := choose(t, player(t), c.s)
			_, drank := d.Option.Command.(rules.Drink)
			if drank != (c.drinks != "") || drank && !strings.Contains(d.Why.En, c.drinks) {
				t.Fatalf("got %s (%s), want a drink of %q", d.Option.ID, d.Why.En, c.drinks)
			}
		})
	}
	// Next to Borgron it may take no Quick Action (page 28): it fights.
	s := activated(t, darkState(t, g, hero(t, "borgron", 8, 1, board.East), orc(2, false, "healing_potion")), "orc")
	if d := choose(t, player(t), s); !strings.HasPrefix(d.Option.ID, "attack:") {
		t.Fatalf("engaged: got %s (%s)", d.Option.ID, d.Why.En)
	}
}
