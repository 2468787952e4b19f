package rules_test

import (
	"bytes"
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"dun/dice"
	"dun/rules"
	"dun/setup"
)

// A copy of a state, made by State.Clone or in a Scratch (Scratch.Clone,
// ApplyIn), shares nothing mutable with it: in random games from the
// starter dungeon, with and without the Dark Player's cards, each state
// is copied both ways, the copy given a command of its own in a scratch
// and changed field by field (now and then every leaf), and neither the
// state nor any state of the game so far may move; a scratch's copy is
// the state (JSON and hash), and copying a copy in its own scratch copies
// it elsewhere rather than over itself.
func TestCopiesShareNothingMutable(tt *testing.T) {
	plain, pack, q := goblinChasm(tt)
	rapid.Check(tt, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		s := plain
		if rapid.Bool().Draw(t, "cards") {
			var err error
			if s, err = setup.WithDark(pack, q, plain, rules.DarkHuman, dice.Seeded(seed)); err != nil {
				t.Fatal(err)
			}
		}
		src, side := dice.Seeded(seed), dice.Seeded(^seed)
		var keep, look rules.Scratch
		type snap struct {
			s    rules.State
			js   []byte
			hash uint64
		}
		var seen []snap
		unmoved := func(step int, why string) {
			for k, p := range seen {
				if p.s.Hash() != p.hash || p.js != nil && !bytes.Equal(encode(t, p.s), p.js) {
					t.Fatalf("step %d: %s changed the state of step %d", step, why, k)
				}
			}
		}
		for step := 0; step < 30 && s.End == nil; step++ {
			h := s.Hash()
			var js []byte // JSON now and then: it costs ten hashes
			if step%10 == 0 {
				js = encode(t, s)
			}
			seen = append(seen, snap{s, js, h})
			opts := rules.Options(s, s.CurrentSeat())
			if len(opts) == 0 {
				t.Fatalf("step %d: no options for %v", step, s.CurrentSeat())
			}
			c := s.Clone()
			if rapid.Bool().Draw(t, "in scratch") {
				c = keep.Clone(s)
				if c.Hash() != h {
					t.Fatalf("step %d: Scratch.Clone is not the state", step)
				}
				// A copy of the copy in the same scratch must not be
				// built over its source.
				again := keep.Clone(c)
				if again.Hash() != h {
					t.Fatalf("step %d: Scratch.Clone of its own copy", step)
				}
				if meddle(again); c.Hash() != h {
					t.Fatalf("step %d: Scratch.Clone of its own copy was built over it", step)
				}
			}
			o := rapid.SampledFrom(opts).Draw(t, "copy's command")
			if n, _, err := rules.ApplyIn(&look, c, o.Command, side); err == nil {
				meddle(n)
			}
			meddle(c)
			if step == 7 {
				bumpLeaves(t, s, keep.Clone(s))
			}
			if s.Hash() != h {
				t.Fatalf("step %d: a copy's command or change moved the state", step)
			}
			o = rapid.SampledFrom(opts).Draw(t, "command")
			n, _, err := rules.Apply(s, o.Command, src)
			if err != nil {
				t.Fatalf("step %d: %s refused: %v", step, o.ID, err)
			}
			s = n
		}
		unmoved(len(seen), "the game")
	})
}

func encode(t *rapid.T, s rules.State) []byte {
	js, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return js
}

// meddle changes s's figures, their equipment, skills, spells and info, its
// activation and the Dark Player's cards in place, as a look ahead may
// change the state it owns.
func meddle(s rules.State) {
	for i := range s.Figures {
		f := &s.Figures[i]
		f.Wounds++
		f.At.X++
		f.Conditions = ^f.Conditions
		// Items are shared too, written only in a copy of the
		// figure's own (item.go).
		f.Items = slices.Clone(f.Items)
		for k := range f.Items {
			f.Items[k].Broken = !f.Items[k].Broken
			f.Items[k].Used++
		}
		// Skills are shared, never written in place (Figure.share):
		// replaced, or appended to.
		f.Skills = append(f.Skills, "meddled")
		f.Spells = slices.Clone(f.Spells) // shared too (cow.go)
		for k := range f.Spells {
			f.Spells[k].Casts++
		}
		// So are boons and marks (cow.go).
		f.Boons = append(f.Boons, rules.Boon{Value: 1})
		f.Items = append(f.Items, rules.Item{})
		f.Marks = append(f.Marks, "meddled")
		meddleInfo(f)
	}
	if a := s.Active; a != nil {
		a.Spent++
		a.Faced = append(a.Faced, "meddled")
		a.Skills = slices.Clone(a.Skills) // shared, written only in a copy (cow.go)
		for k := range a.Skills {
			a.Skills[k] += "x"
		}
	}
	if d := s.Dark; d != nil {
		d.Hand = slices.Clone(d.Hand) // shared, written only in a copy (cow.go)
		for k := range d.Hand {
			d.Hand[k] += "x"
		}
		d.Hand = append(d.Hand, "meddled")
	}
	if x := s.Explore; x != nil {
		// Its lists are shared, written only in a copy (cow.go).
		x.Revealed, x.Doors = slices.Clone(x.Revealed), slices.Clone(x.Doors)
		for k := range x.Revealed {
			x.Revealed[k] = !x.Revealed[k]
		}
		for k := range x.Doors {
			x.Doors[k].Wounds++
		}
	}
	s.Achievements.KnockedOut = append(s.Achievements.KnockedOut, "meddled")
}

// meddleInfo writes every field of f's FigureInfo, which a state shares
// with its copies, through its Set method: the copy's source must not
// see it.
func meddleInfo(f *rules.Figure) {
	fv := reflect.ValueOf(f)
	for fd := range reflect.TypeFor[rules.FigureInfo]().Fields() {
		v := fv.MethodByName(fd.Name).Call(nil)[0]
		if fd.Type.Kind() != reflect.Pointer && v.Kind() == reflect.Pointer {
			v = v.Elem() // Attrs, read through a pointer
		}
		n := reflect.New(v.Type()).Elem()
		switch v.Kind() {
		case reflect.String:
			n.SetString(v.String() + "x")
		case reflect.Int:
			n.SetInt(v.Int() + 1)
		case reflect.Slice:
			n.Set(reflect.Append(v, reflect.Zero(v.Type().Elem())))
		case reflect.Pointer:
			if v.IsNil() {
				n.Set(reflect.New(v.Type().Elem()))
			}
		case reflect.Struct:
			n.Set(v)
			n.Field(0).SetInt(n.Field(0).Int() + 1)
		}
		fv.MethodByName("Set" + fd.Name).Call([]reflect.Value{n})
	}
}
