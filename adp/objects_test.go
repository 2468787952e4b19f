package adp_test

import (
	"strings"
	"testing"

	"dun/board"
	"dun/dice"
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
		f.Wounds = int32(wounds)
		for _, id := range items {
			f.Items = append(f.Items, item(id))
		}
		if bonus {
			f.SetPotionBonus([]rules.Penalty{{Attribute: rules.Agility, Value: 1}})
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

// Page 62, "Disposable objects" (R1246-R1248): the objects used with a
// Quick Action (Unicorn Blood, a poison flask's coat) and with the Action
// (a thrown flask, healing herbs) at the first opportunity, the dearest
// first; Greek Fire never where its burst would hurt as many allies as
// enemies.
func TestCreatureUsesObjects(t *testing.T) {
	open := grid(t,
		"............",
		"............",
		"............",
	)
	walled := grid(t,
		"......#.....",
		"......#.....",
		"......#.....",
	)
	item := func(id string) rules.Item {
		it, err := setup.Item(starterPack(t), id)
		if err != nil {
			t.Fatal(err)
		}
		it.Place = rules.InPack
		return it
	}
	orc := func(id string, x, y, wounds int, items ...string) rules.Figure {
		f := creature(t, "orc_warrior", id, x, y, board.West)
		f.Wounds = int32(wounds)
		for _, it := range items {
			f.Items = append(f.Items, item(it))
		}
		return f
	}
	undead := func(f rules.Figure) rules.Figure {
		f.Skills = append(f.Skills, "undead")
		return f
	}
	borgron := hero(t, "borgron", 3, 1, board.East)
	for _, c := range []struct {
		name string
		s    rules.State
		want string // the option chosen's ID prefix
		why  string // words of its reason
	}{
		{"greek fire at the hero in reach", activated(t, darkState(t, open, borgron, orc("orc", 6, 1, 0, "greek_fire")), "orc"),
			"use_item:orc:", "throws its Greek Fire at Borgron"},
		{"no greek fire where the burst hurts as many allies", activated(t, darkState(t, open, borgron, orc("orc", 6, 1, 0, "greek_fire"), orc("orc2", 3, 0, 0)), "orc"),
			"", ""},
		{"no holy water at the living", activated(t, darkState(t, open, borgron, orc("orc", 6, 1, 0, "holy_water")), "orc"),
			"", ""},
		{"the dearer flask first", activated(t, darkState(t, open, undead(borgron), orc("orc", 6, 1, 0, "holy_water", "greek_fire")), "orc"),
			"use_item:orc:4:borgron", "Greek Fire"},
		{"unicorn blood on a wounded creature", activated(t, darkState(t, open, borgron, orc("orc", 10, 1, 2, "unicorn_blood")), "orc"),
			"use_item:orc:", "Unicorn Blood"},
		{"no unicorn blood unhurt", activated(t, darkState(t, open, borgron, orc("orc", 10, 1, 0, "unicorn_blood")), "orc"),
			"", ""},
		{"a poison coat in a combat turn", activated(t, darkState(t, open, borgron, orc("orc", 10, 1, 0, "poison_flask")), "orc"),
			"coat:orc:", "Poison Flask"},
		{"no poison coat outside combat", activated(t, darkState(t, walled, borgron, orc("orc", 10, 1, 0, "poison_flask")), "orc"),
			"", ""},
		{"herbs on the most wounded outside combat", activated(t, darkState(t, walled, borgron, orc("orc", 10, 1, 1, "healing_herbs"), orc("orc2", 10, 2, 3)), "orc"),
			"use_item:orc:", "tends Orc Warrior"},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := choose(t, player(t), c.s)
			t.Logf("%s: %s", d.Option.ID, d.Why.En)
			if c.want == "" {
				switch d.Option.Command.(type) {
				case rules.UseItem, rules.CoatWeapon:
					t.Fatalf("used an object: %s (%s)", d.Option.ID, d.Why.En)
				}
				return
			}
			if !strings.HasPrefix(d.Option.ID, c.want) || !strings.Contains(d.Why.En, c.why) || d.Why.Es == "" {
				t.Fatalf("got %s (%s), want %s (%s)", d.Option.ID, d.Why.En, c.want, c.why)
			}
			if _, _, err := rules.Apply(c.s, d.Option.Command, dice.Seeded(1)); err != nil {
				t.Fatalf("refused: %v", err)
			}
		})
	}
	// Herbs go to the most wounded: orc2 (3) before the orc itself (1).
	s := activated(t, darkState(t, walled, borgron, orc("orc", 10, 1, 1, "healing_herbs"), orc("orc2", 10, 2, 3)), "orc")
	if d := choose(t, player(t), s); d.Option.ID != "use_item:orc:3:orc2" {
		t.Errorf("herbs: got %s (%s)", d.Option.ID, d.Why.En)
	}
}
