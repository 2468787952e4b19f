package rules

import (
	"testing"

	"dun/board"
)

func packClaws() Item {
	return Item{ItemCard: &ItemCard{ID: "claws", Name: Text{En: "Claws", Es: "Garras"}, Kind: ItemMelee, PlusStrength: true, Natural: true, Breaks: 1,
		Traits: []Trait{{Name: "lost_to_unarmed", Value: 1}}}, Place: Worn}
}

func horns() Item {
	return Item{ItemCard: &ItemCard{ID: "horns", Name: Text{En: "Horns", Es: "Cuernos"}, Kind: ItemMelee, PlusStrength: true, Natural: true, Breaks: 2,
		Traits: []Trait{{Name: "lost_to_unarmed", Value: 1}, {Name: "onslaught_armed", Value: 1}}}, Place: Worn}
}

func unarmedCard() Item {
	return Item{ItemCard: &ItemCard{ID: "unarmed", Name: Text{En: "Unarmed", Es: "Desarmado"}, Kind: ItemMelee, PlusStrength: true, Unarmed: true, Piercing: 1, Breaks: 3,
		Traits: []Trait{{Name: "stunned_on_break", Value: 1}}}, Place: InHand}
}

// Page 71: natural weapons need both hands free.
func TestNaturalWeaponsNeedFreeHands(t *testing.T) {
	cases := []struct {
		name  string
		items []Item
		want  []int
	}{
		{"claws alone", []Item{packClaws()}, []int{0}},
		{"claws and a sword in hand", []Item{packClaws(), sword()}, []int{1}},
		{"claws and a shield", []Item{packClaws(), shieldItem()}, nil},
		{"claws and a sword in the pack", []Item{packClaws(), func() Item { it := sword(); it.Place = InPack; return it }()}, []int{0}},
		{"claws and an unarmed card", []Item{packClaws(), unarmedCard()}, []int{0, 1}},
		{"claws lost", []Item{func() Item { it := packClaws(); it.Broken = true; return it }()}, nil},
	}
	for _, c := range cases {
		f := armed(fig("wolf", Dark, SizeAverage, 0, 0, 6), c.items...)
		if got := f.MeleeWeapons(); !equalInts(got, c.want) {
			t.Errorf("%s: melee weapons %v, want %v", c.name, got, c.want)
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// A blunder with claws makes their breaking roll (R1225): a 1 loses them
// and the wolf fights unarmed until the combat is over; a 2 keeps them.
// Bare hands fail on 1-3 and stun instead (R1226), with the Unarmed card
// or without one.
func TestBodyBlunders(t *testing.T) {
	cases := []struct {
		name    string
		items   []Item
		roll    int
		broken  bool
		stunned bool
		rolls   int
	}{
		{"claws lost", []Item{packClaws()}, 1, true, false, 3},
		{"claws hold", []Item{packClaws()}, 2, false, false, 3},
		// The sword fights (page 71), falls and makes its own roll.
		{"claws held back by a sword", []Item{packClaws(), sword()}, 6, false, false, 3},
		{"bare hands stunned", nil, 3, false, true, 3},
		{"bare hands hold", nil, 4, false, false, 3},
		{"unarmed card stunned", []Item{unarmedCard()}, 1, false, true, 3},
		{"claws without the trait", []Item{func() Item {
			it := packClaws()
			it.ItemCard = &ItemCard{ID: "claws", Kind: ItemMelee, Natural: true, Breaks: 1}
			return it
		}()}, 0, false, false, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			wolf := armed(fig("wolf", Heroes, SizeAverage, 2, 2, 6), c.items...)
			wolf.Facing = board.East
			orc := fig("orc", Dark, SizeAverage, 3, 2, 4)
			s := newState(t, arena(t), wolf, orc)
			s, _ = play(t, s, nil, activate(Heroes, "wolf"))
			forced := []int{1, 1, 3, 3}
			if c.rolls == 3 {
				forced = append(forced, c.roll)
			}
			n, evs := play(t, s, forced, attack(Heroes, "wolf", "orc"))
			if got := len(rolls(evs)); got != c.rolls {
				t.Fatalf("%d rolls, want %d: %v", got, c.rolls, evs)
			}
			w, _ := n.Figure("wolf")
			if len(c.items) > 0 && c.items[0].Natural && w.Items[0].Broken != c.broken {
				t.Fatalf("claws broken %v, want %v", w.Items[0].Broken, c.broken)
			}
			if w.Conditions.Has(Stunned) != c.stunned {
				t.Fatalf("stunned %v, want %v", w.Conditions, c.stunned)
			}
			if c.broken {
				if len(w.MeleeWeapons()) != 0 {
					t.Fatalf("lost claws still fight: %v", w.MeleeWeapons())
				}
				restoreNatural(&w)
				if w.Items[0].Broken {
					t.Fatal("the claws are not back after the combat")
				}
			}
			if c.stunned {
				br := lastOf[BreakingRolled](t, evs)
				if !br.Stunned || br.Broken || br.Value != 3 {
					t.Fatalf("breaking roll %+v", br)
				}
			}
		})
	}
}

// Horns (R1227): a bull with horns and both hands free charges with
// Onslaught at the target's own Armour, not +1; a bull holding a shield,
// or whose horns are lost, gives the +1 as an unarmed charger.
func TestOnslaughtWithHorns(t *testing.T) {
	g := parseMap(t, room(t, 8, 5)...)
	cases := []struct {
		name   string
		items  []Item
		armour int
	}{
		{"horns", []Item{horns()}, 3},
		{"horns and a shield", []Item{horns(), shieldItem()}, 4},
		{"lost horns", []Item{func() Item { it := horns(); it.Broken = true; return it }()}, 4},
		{"no horns", nil, 4},
	}
	for _, c := range cases {
		bull := skilled(armed(fig("bull", Dark, SizeAverage, 0, 2, 6), c.items...), "onslaught")
		bull.Facing = board.East
		s := darkActs(t, g, "bull", heroFig("shara", 4, 2, 4, 0), bull)
		n, _ := play(t, s, nil, moveTo(Dark, "bull", 3, 2))
		_, evs := play(t, n, []int{6, 5, 1, 2, 5, 6, 1}, useSkill(Dark, "bull", "onslaught", "shara"))
		if d := lastOf[DamageRolled](t, evs); d.Armour != c.armour {
			t.Errorf("%s: damage %+v, want armour %d", c.name, d, c.armour)
		}
	}
}
