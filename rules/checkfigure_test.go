package rules

import (
	"reflect"
	"slices"
	"testing"
)

// Every field of a figure, changed alone, makes sameFigure false: a field
// it did not compare would let CheckFrom pass a figure whose change
// broke an invariant. Slices are changed both in length and in one
// element of a copy in other memory.
func TestSameFigureSeesEveryField(t *testing.T) {
	a := heroFig("shara", 1, 1, 5, 2)
	a.Items = []Item{sword()}
	a.Skills = []string{"x"}
	a.Marks = []string{"m"}
	a.Spells = []Spell{{SpellCard: &SpellCard{ID: "s"}, Casts: 1}}
	a.Boons = []Boon{{Roll: 1}}
	a.Wounds, a.ManaUsed, a.Vanished, a.Saddle, a.Size = 1, 1, 1, 1, SizeAverage
	if !sameFigure(&a, &a) {
		t.Fatal("a figure is not the same as itself")
	}
	b := a.clone()
	if !sameFigure(&a, &b) {
		t.Fatal("a figure is not the same as its clone")
	}
	typ := reflect.TypeFor[Figure]()
	for i := range typ.NumField() {
		fd := typ.Field(i)
		var changes []Figure
		switch {
		case fd.Name == "info":
			c := a.clone()
			info := *a.in()
			c.info = &info // equal content, another pointer: not known the same
			d := a.clone()
			d.SetLeader(!a.Leader())
			changes = append(changes, c, d)
		case !fd.IsExported():
			t.Errorf("field %s: not compared by this test", fd.Name)
			continue
		case fd.Type.Kind() == reflect.Slice:
			longer := a.clone()
			v := reflect.ValueOf(&longer).Elem().Field(i)
			v.Set(reflect.Append(v, reflect.Zero(fd.Type.Elem())))
			other := a.clone()
			w := reflect.ValueOf(&other).Elem().Field(i)
			w.Set(reflect.MakeSlice(fd.Type, w.Len(), w.Len())) // zero elements, new memory
			changes = append(changes, longer, other)
		default:
			c := a.clone()
			v := reflect.ValueOf(&c).Elem().Field(i)
			switch v.Kind() {
			case reflect.Bool:
				v.SetBool(!v.Bool())
			case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
				v.SetInt(v.Int() + 1)
			case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
				v.SetUint(v.Uint() + 1)
			case reflect.String:
				v.SetString(v.String() + "x")
			case reflect.Struct: // board.Pos
				v.Field(0).SetInt(v.Field(0).Int() + 1)
			default:
				t.Errorf("field %s: kind %v not changed by this test", fd.Name, v.Kind())
				continue
			}
			changes = append(changes, c)
		}
		for k := range changes {
			if sameFigure(&a, &changes[k]) || sameFigure(&changes[k], &a) {
				t.Errorf("field %s, change %d: sameFigure says the same", fd.Name, k)
			}
		}
	}
}

// CheckFrom refuses what Check refuses in a figure that changed since
// prev, whichever figure and whatever part of it, with the same error;
// and it accepts what Check accepts, a figure moved or a board changed.
func TestCheckFromChecksChangedFigures(t *testing.T) {
	g := parseMap(t,
		"......",
		"..#...",
		"......",
	)
	h := heroFig("shara", 0, 0, 5, 2)
	h.Items = []Item{sword(), shieldItem()}
	o := fig("orc", Dark, SizeAverage, 4, 2, 4)
	o.Items = []Item{axeItem()}
	prev := newState(t, g, h, o)
	if err := prev.Check(); err != nil {
		t.Fatal(err)
	}
	other := parseMap(t,
		"......",
		"......",
		"......",
	)
	with := func(f func(s *State)) State {
		s := prev.Clone()
		f(&s)
		return s
	}
	bad := &ItemCard{ID: "bad", Kind: ItemMelee, Hands: 3}
	for _, c := range []struct {
		name string
		s    State
		ok   bool
	}{
		{"the same", with(func(*State) {}), true},
		{"the same memory", prev, true},
		{"moved", with(func(s *State) { s.Figures[1].At = at(3, 2) }), true},
		{"another board", with(func(s *State) { s.Board = other }), true},
		{"onto a wall", with(func(s *State) { s.Figures[1].At = at(2, 1) }), false},
		{"onto a wall of another board", with(func(s *State) { s.Board = g; s.Figures[0].At = at(2, 1) }), false},
		{"a bad item card", with(func(s *State) {
			s.Figures[0].Items = withItem(s.Figures[0].Items, 1, func(it *Item) { it.ItemCard = bad })
		}), false},
		{"a third item card", with(func(s *State) {
			s.Figures[1].Items = append(slices.Clone(s.Figures[1].Items), Item{ItemCard: bad, Place: InHand})
		}), false},
		{"an item in a bad place", with(func(s *State) { s.Figures[1].Items = withItem(s.Figures[1].Items, 0, func(it *Item) { it.Place = 99 }) }), false},
		{"wounds out of range", with(func(s *State) { s.Figures[0].Wounds = -1 }), false},
		{"mana out of range", with(func(s *State) { s.Figures[1].ManaUsed = attrLimit + 1 }), false},
		{"attributes out of range", with(func(s *State) { s.Figures[1].EditAttrs().Vitality = -1 }), false},
		{"a spell known twice", with(func(s *State) {
			sp := Spell{SpellCard: &SpellCard{ID: "s", Nature: NatureHealing}}
			s.Figures[0].Spells = []Spell{sp, sp}
		}), false},
		{"a bad boon", with(func(s *State) { s.Figures[0].Boons = []Boon{{Attribute: numAttributes}} }), false},
		{"a figure renamed onto another", with(func(s *State) { s.Figures[1].ID = "shara" }), false},
	} {
		want, got := c.s.Check(), c.s.CheckFrom(&prev)
		if (want == nil) != (got == nil) || want != nil && want.Error() != got.Error() {
			t.Errorf("%s: CheckFrom %v, Check %v", c.name, got, want)
		}
		if (want == nil) != c.ok {
			t.Errorf("%s: Check says %v", c.name, want)
		}
	}
	// The same figure, where the board now has a wall.
	p := with(func(s *State) { s.Board = other; s.Figures[1].At = at(2, 1) })
	if err := p.Check(); err != nil {
		t.Fatal(err)
	}
	s := p.Clone()
	s.Board = g
	if want, got := s.Check(), s.CheckFrom(&p); want == nil || got == nil || want.Error() != got.Error() {
		t.Errorf("a wall under an unmoved figure: CheckFrom %v, Check %v", got, want)
	}
}

// withItem is a copy of items with item k changed by f: a state's items
// may be shared with its clones, and are never written in place.
func withItem(items []Item, k int, f func(*Item)) []Item {
	items = slices.Clone(items)
	f(&items[k])
	return items
}

// Every field of an item, changed alone, makes sameItems false.
func TestSameItemsSeesEveryField(t *testing.T) {
	a := []Item{sword(), shieldItem()}
	if !sameItems(a, []Item{a[0], a[1]}) {
		t.Fatal("two copies of the same items differ")
	}
	typ := reflect.TypeFor[Item]()
	for i := range typ.NumField() {
		b := []Item{a[0], a[1]}
		v := reflect.ValueOf(&b[1]).Elem().Field(i)
		switch v.Kind() {
		case reflect.Pointer: // the card
			c := *a[1].ItemCard
			v.Set(reflect.ValueOf(&c))
		case reflect.Bool:
			v.SetBool(!v.Bool())
		case reflect.Int, reflect.Uint8:
			if v.CanInt() {
				v.SetInt(v.Int() + 1)
			} else {
				v.SetUint(v.Uint() + 1)
			}
		case reflect.Struct: // board.Pos
			v.Field(1).SetInt(v.Field(1).Int() + 1)
		default:
			t.Errorf("field %s: kind %v not changed by this test", typ.Field(i).Name, v.Kind())
			continue
		}
		if sameItems(a, b) || sameItems(b, a) {
			t.Errorf("field %s: sameItems says the same", typ.Field(i).Name)
		}
	}
}

// CheckFrom finds a figure twice wherever the IDs part from prev's.
func TestCheckFromSeesTwice(t *testing.T) {
	g := parseMap(t, "......", "......")
	prev := newState(t, g, heroFig("a", 0, 0, 5, 2), heroFig("b", 1, 0, 5, 2), heroFig("c", 2, 0, 5, 2))
	for k, ids := range [][]string{{"a", "b", "a"}, {"a", "a", "c"}, {"b", "b", "c"}, {"a", "c", "c"}, {"c", "b", "c"}} {
		s := prev.Clone()
		for i, id := range ids {
			s.Figures[i].ID = id
		}
		want, got := s.Check(), s.CheckFrom(&prev)
		if want == nil || got == nil || want.Error() != got.Error() {
			t.Errorf("%d %v: CheckFrom %v, Check %v", k, ids, got, want)
		}
	}
	s := prev.Clone()
	s.Figures = append(s.Figures, heroFig("a", 3, 1, 5, 2))
	if want, got := s.Check(), s.CheckFrom(&prev); want == nil || got == nil || want.Error() != got.Error() {
		t.Errorf("a fourth figure: CheckFrom %v, Check %v", got, want)
	}
}
