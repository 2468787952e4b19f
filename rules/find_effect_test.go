package rules

import "testing"

// effectBook is a Treasure book whose "table" element rolls 2D6 on rows
// that each do something to the searcher: 2-3 two damage dice against
// Armour, 4-5 Poisoned, 6-7 all Vitality back, 8-9 +1 Fortune, 10-11 two
// Mana back, 12 two fire dice against Natural Armour.
func effectBook(t *testing.T) *TreasureBook {
	t.Helper()
	txt := func(en string) Text { return Text{En: en, Es: en + " (es)"} }
	row := func(from, to int, x FindEffect) LootRow {
		return LootRow{From: from, To: to, LootFind: LootFind{Text: txt(x.ID), Effect: &x}}
	}
	b, err := NewTreasureBook(nil, []LootTable{{ID: ElementTable + "table", Dice: 2, Rows: []LootRow{
		row(2, 3, FindEffect{ID: EffectFindHarm, Dice: 2, Against: Armour}),
		row(4, 5, FindEffect{ID: EffectFindCondition, Condition: Poisoned}),
		row(6, 7, FindEffect{ID: EffectFindHeal}),
		row(8, 9, FindEffect{ID: EffectFindFortune, Amount: 1}),
		row(10, 11, FindEffect{ID: EffectFindMana, Amount: 2}),
		row(12, 12, FindEffect{ID: EffectFindHarm, Dice: 2, Against: NaturalArmour, Fire: true}),
	}}})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Page 73: what the row of an element's card describes is applied to the
// searcher (R933).
func TestFindEffects(t *testing.T) {
	cases := []struct {
		name  string
		dice  []int
		check func(t *testing.T, f Figure, evs []Event)
	}{
		{"harm", []int{1, 1, 6, 6}, func(t *testing.T, f Figure, evs []Event) {
			d, ok := find[DamageRolled](evs)
			if !ok || d.Dice != 2 || d.Against != Armour || f.Wounds != 4 {
				t.Fatalf("damage %+v, wounds %d", d, f.Wounds)
			}
		}},
		{"condition", []int{2, 2}, func(t *testing.T, f Figure, evs []Event) {
			if !f.Conditions.Has(Poisoned) {
				t.Fatalf("conditions %v", f.Conditions)
			}
		}},
		{"heal", []int{3, 3}, func(t *testing.T, f Figure, evs []Event) {
			if h, ok := find[Healed](evs); !ok || h.Restored != 2 || f.Wounds != 0 {
				t.Fatalf("healed %+v, wounds %d", h, f.Wounds)
			}
		}},
		{"fortune", []int{4, 4}, func(t *testing.T, f Figure, evs []Event) {
			if p, ok := find[PointsChanged](evs); !ok || p.Points != Fortune || p.Change != 1 || f.FortuneLeft() != 3 {
				t.Fatalf("fortune %+v, left %d", p, f.FortuneLeft())
			}
		}},
		{"mana", []int{5, 5}, func(t *testing.T, f Figure, evs []Event) {
			// Three spent, two back.
			if p, ok := find[PointsChanged](evs); !ok || p.Points != Mana || p.Change != 2 || f.ManaUsed != 1 {
				t.Fatalf("mana %+v, used %d", p, f.ManaUsed)
			}
		}},
		{"fire", []int{6, 6, 6, 6}, func(t *testing.T, f Figure, evs []Event) {
			d, ok := find[DamageRolled](evs)
			if !ok || d.Against != NaturalArmour || f.Wounds != 4 {
				t.Fatalf("fire %+v, wounds %d", d, f.Wounds)
			}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := explorer("taeral", 2, 1)
			h.EditAttrs().Fortune = 2
			h.EditAttrs().Mana = 4
			h.ManaUsed = 3
			h.Wounds = 2
			s, err := WithTreasure(searchRoom(t, h), effectBook(t))
			if err != nil {
				t.Fatal(err)
			}
			s, evs := play(t, s, c.dice, activate(Heroes, "taeral"), searchElementCmd("taeral", 1, 0))
			f, _ := s.Figure("taeral")
			c.check(t, f, evs)
		})
	}
}

// Page 25: a fountain's result holds for every hero who drinks from it:
// each gets its effect; a bad one too.
func TestSharedFindEffect(t *testing.T) {
	a, b := explorer("taeral", 2, 1), explorer("shara", 0, 1)
	a.Wounds, b.Wounds = 1, 3
	s, err := WithTreasure(searchRoom(t, a, b), effectBook(t))
	if err != nil {
		t.Fatal(err)
	}
	s.Explore.Elements[0].Shared = true
	s, _ = play(t, s, []int{3, 4}, activate(Heroes, "taeral"), searchElementCmd("taeral", 1, 0), endAct(Heroes, "taeral"), activate(Heroes, "shara"))
	s, evs := play(t, s, nil, searchElementCmd("shara", 1, 0))
	if h, ok := find[Healed](evs); !ok || h.Figure != "shara" || h.Restored != 3 {
		t.Fatalf("second drinker: %+v", evs)
	}
	for _, id := range []string{"taeral", "shara"} {
		if f, _ := s.Figure(id); f.Wounds != 0 {
			t.Fatalf("%s wounds %d", id, f.Wounds)
		}
	}
}

// A find's effect is checked when the book is built, and belongs on an
// element's table only.
func TestFindEffectRefused(t *testing.T) {
	bad := []struct {
		name  string
		cards []LootFind
		table string
		x     FindEffect
	}{
		{"no dice", nil, ElementTable + "t", FindEffect{ID: EffectFindHarm, Against: Armour}},
		{"against courage", nil, ElementTable + "t", FindEffect{ID: EffectFindHarm, Dice: 1, Against: Courage}},
		{"knocked out", nil, ElementTable + "t", FindEffect{ID: EffectFindCondition, Condition: KnockedOut}},
		{"no points", nil, ElementTable + "t", FindEffect{ID: EffectFindFortune}},
		{"unknown", nil, ElementTable + "t", FindEffect{ID: "find_gold"}},
		{"on a plain table", nil, "magic", FindEffect{ID: EffectFindHeal}},
		{"on a card", []LootFind{{Effect: &FindEffect{ID: EffectFindHeal}}}, ElementTable + "t", FindEffect{ID: EffectFindHeal}},
	}
	for _, c := range bad {
		x := c.x
		_, err := NewTreasureBook(c.cards, []LootTable{{ID: c.table, Dice: 1, Rows: []LootRow{{From: 1, To: 6, LootFind: LootFind{Effect: &x}}}}})
		if err == nil {
			t.Errorf("%s: accepted", c.name)
		}
	}
}
