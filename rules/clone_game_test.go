package rules_test

import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"dun/autoplay"
	"dun/board"
	"dun/content"
	"dun/content/load"
	"dun/content/starter"
	"dun/dice"
	"dun/quest"
	"dun/rules"
	"dun/setup"
	"dun/sim"
)

// goblinChasm is the start of the standard starter dungeon with three
// predesigned heroes and the starter pack's creatures: real equipment,
// spells, skills and hidden creatures, as the simulator plays it.
func goblinChasm(t testing.TB) (rules.State, *content.Pack, *quest.Quest) {
	t.Helper()
	pack, errs := load.Packs(content.Effects, starter.Source())
	if len(errs) > 0 {
		t.Fatal(errs[0])
	}
	data, err := os.ReadFile("../examples/quests/03-goblin-chasm.yaml")
	if err != nil {
		t.Fatal(err)
	}
	q, err := quest.Parse("03-goblin-chasm.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	var heroes []rules.Figure
	for _, id := range []string{"shara", "borgron", "taeral"} {
		f, err := setup.Hero(pack, id)
		if err != nil {
			t.Fatal(err)
		}
		heroes = append(heroes, f)
	}
	s, err := setup.Game(q, heroes, setup.Creatures(pack))
	if err != nil {
		t.Fatal(err)
	}
	if s, err = setup.WithTreasure(pack, s); err != nil {
		t.Fatal(err)
	}
	if s, err = setup.WithAchievementCard(pack, s); err != nil {
		t.Fatal(err)
	}
	return s, pack, q
}

// Clone shares no mutable memory with its source, on the states of random
// legal games (which also check StrikeOptions against Options): Apply clones its input and changes the copy in place, so
// every state a game passes through must still encode and hash as it did
// when it was made, however the later commands changed their clones. Some
// of the states are also changed leaf by leaf through a clone (every
// scalar reachable from it, cards included) without moving the original.
func TestCloneSharesNoMutableMemory(t *testing.T) {
	plain, pack, q := goblinChasm(t)
	dark := sim.ADP(setup.Behaviours(pack), nil)
	for seed := uint64(1); seed <= 12; seed++ {
		steps := 1500
		src := dice.Seeded(seed)
		// Random legal play, and for half the games the hero policy
		// against the Artificial Dark Player, which fight.
		// The random games give the Dark Player his cards (a human's
		// hand, decks and reserve), which random play draws and plays.
		var pick [2]autoplay.Policy
		pick[rules.Heroes], pick[rules.Dark] = autoplay.Random{Seed: seed}, autoplay.Random{Seed: seed}
		start := plain
		if seed%2 == 0 {
			pick[rules.Heroes], pick[rules.Dark] = autoplay.Heroes{}, dark
		} else {
			var err error
			if start, err = setup.WithDark(pack, q, plain, rules.DarkHuman, dice.Seeded(seed)); err != nil {
				t.Fatal(err)
			}
		}
		type snap struct {
			s    rules.State
			js   []byte
			hash uint64
		}
		var seen []snap
		s := start
		for k := 0; k < steps && s.End == nil; k++ {
			js, err := json.Marshal(s)
			if err != nil {
				t.Fatal(err)
			}
			seen = append(seen, snap{s, js, s.Hash()})
			if k%150 == 0 {
				bumpEveryLeaf(t, s)
			}
			seat := s.CurrentSeat()
			opts := rules.Options(s, seat)
			if len(opts) == 0 {
				t.Fatalf("step %d: %s is offered nothing", k, seat)
			}
			checkStrikeOptions(t, s, seat, opts)
			ch := pick[seat].Choose(&s, seat, opts)
			if ch.Index < 0 {
				t.Fatalf("seed %d step %d: no choice: %v", seed, k, ch.Why)
			}
			o := opts[ch.Index]
			n, _, err := rules.Apply(s, o.Command, src)
			if err != nil {
				t.Fatalf("step %d: %s refused: %v", k, o.ID, err)
			}
			s = n
		}
		for k, p := range seen {
			js, _ := json.Marshal(p.s)
			if !bytes.Equal(js, p.js) || p.s.Hash() != p.hash {
				t.Fatalf("seed %d: the state before step %d changed after later commands", seed, k)
			}
		}
	}
}

// checkStrikeOptions fails unless StrikeOptions is the attacks and shots
// of opts, Options(s, seat), in their order.
func checkStrikeOptions(t *testing.T, s rules.State, seat rules.Side, opts []rules.Option) {
	t.Helper()
	var want []string
	for _, o := range opts {
		switch o.Command.(type) {
		case rules.Attack, rules.Shoot:
			want = append(want, o.ID)
		}
	}
	got := rules.StrikeOptions(s, seat)
	if len(got) != len(want) {
		t.Fatalf("StrikeOptions %s, want %v", rules.OptionIDs(got), want)
	}
	for k := range got {
		if got[k].ID != want[k] {
			t.Fatalf("StrikeOptions %s, want %v", rules.OptionIDs(got), want)
		}
	}
	// StrikeOptionsAt is StrikeOptions at one figure: every figure's
	// share of it, in its order (none for a friend or a name no figure
	// has).
	for _, f := range append(s.Figures, rules.Figure{ID: "nobody"}) {
		var want []string
		for _, o := range got {
			if target(o.Command) == f.ID {
				want = append(want, o.ID)
			}
		}
		at := rules.StrikeOptionsAt(s, seat, f.ID)
		if ids := rules.OptionIDs(at); ids != strings.Join(want, " ") {
			t.Fatalf("StrikeOptionsAt %s: %s, want %v", f.ID, ids, want)
		}
	}
}

// target is the figure an attack or a shot is aimed at.
func target(c rules.Command) string {
	switch c := c.(type) {
	case rules.Attack:
		return c.Target
	case rules.Shoot:
		return c.Target
	}
	return ""
}

// bumpEveryLeaf changes every scalar reachable from a clone of s, one at a
// time and back, and fails if s moves. It skips what states share by
// design and the rules never change in place: the board, items' and
// spells' cards, the spells in play, the lists of the mission, the
// exploration, the Dark Player, the activation, the prompt, the attack,
// the rolls, the achievements and the Treasure deck (cow.go),
// figures' skills, items, boons, marks and FigureInfo (the game check
// above shows they are not changed).
func bumpEveryLeaf(t *testing.T, s rules.State) { bumpLeaves(t, s, s.Clone()) }

// sharedFigureLists are the lists of a figure that its copies share and
// the rules never write in place (Figure.share, cow.go).
var sharedFigureLists = []string{"Skills", "Boons", "Marks", "Items", "Spells"}

// sharingLists are the types whose lists clones share (cow.go).
var sharingLists = []reflect.Type{reflect.TypeFor[rules.Prompt](), reflect.TypeFor[rules.Strike](),
	reflect.TypeFor[rules.RollRecord](), reflect.TypeFor[dice.Roll]()}

// sharedSceneLists are the lists of the scene its clones share (cow.go).
var sharedSceneLists = []string{"Dark", "Claims", "Carried", "Gunfire", "Falling"}

// fataler is what bumpLeaves needs of a test: *testing.T or *rapid.T.
type fataler interface {
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// bumpLeaves is bumpEveryLeaf on c, a copy of s made by any clone.
func bumpLeaves(t fataler, s, c rules.State) {
	js, _ := json.Marshal(s)
	h := s.Hash()
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer:
			if !v.IsNil() && v.Type() != reflect.TypeOf((*board.Grid)(nil)) && v.Type() != reflect.TypeOf((*rules.ItemCard)(nil)) &&
				v.Type() != reflect.TypeOf((*rules.SpellCard)(nil)) {
				walk(v.Elem())
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				if (v.Type() == reflect.TypeOf(rules.Exploration{}) || v.Type() == reflect.TypeOf(rules.Mission{}) || v.Type() == reflect.TypeOf(rules.DarkPlayer{})) &&
					v.Type().Field(i).Type.Kind() == reflect.Slice && v.Type().Field(i).Name != "Upgrades" ||
					v.Type() == reflect.TypeOf(rules.State{}) && v.Type().Field(i).Name == "Magic" ||
					v.Type() == reflect.TypeOf(rules.Achievements{}) && v.Type().Field(i).Type.Kind() == reflect.Slice ||
					v.Type() == reflect.TypeOf(rules.Treasure{}) && v.Type().Field(i).Name == "Deck" ||
					v.Type() == reflect.TypeOf(rules.Activation{}) && v.Type().Field(i).Type.Kind() == reflect.Slice ||
					slices.Contains(sharingLists, v.Type()) && v.Type().Field(i).Type.Kind() == reflect.Slice ||
					v.Type() == reflect.TypeFor[rules.Scene]() && slices.Contains(sharedSceneLists, v.Type().Field(i).Name) ||
					v.Type() == reflect.TypeOf(rules.Figure{}) && slices.Contains(sharedFigureLists, v.Type().Field(i).Name) {
					continue
				}
				if v.Type().Field(i).IsExported() {
					walk(v.Field(i))
				}
			}
		case reflect.Slice:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i))
			}
		case reflect.Bool:
			v.SetBool(!v.Bool())
			if s.Hash() != h {
				t.Fatalf("changing a clone changed its original (%s)", v.Type())
			}
			v.SetBool(!v.Bool())
		case reflect.Int, reflect.Int64, reflect.Uint8, reflect.Uint16, reflect.Uint64:
			old := reflect.ValueOf(v.Interface())
			if v.CanInt() {
				v.SetInt(v.Int() + 1)
			} else {
				v.SetUint(v.Uint() ^ 1)
			}
			if s.Hash() != h {
				t.Fatalf("changing a clone changed its original (%s)", v.Type())
			}
			v.Set(old)
		case reflect.String:
			old := v.String()
			v.SetString(old + "x")
			if s.Hash() != h {
				t.Fatalf("changing a clone changed its original (%s)", v.Type())
			}
			v.SetString(old)
		}
	}
	walk(reflect.ValueOf(&c).Elem())
	if js2, _ := json.Marshal(s); !bytes.Equal(js, js2) {
		t.Fatal("changing a clone changed its original")
	}
}

// The lists clones share (cow.go) are never written in place on the
// simulator's path either: there each state is built in a scratch
// (rules.ApplyIn) over the one two commands back, and shares its lists
// with the state it came from. Copies kept along simulated games, with
// everything they share with the states that followed (items, spells,
// decks, the exploration's lists...), must still encode and hash as
// they did when they were made.
func TestRecycledGamesShareNoMutableMemory(t *testing.T) {
	plain, pack, q := goblinChasm(t)
	dark := sim.ADP(setup.Behaviours(pack), nil)
	for seed := uint64(1); seed <= 6; seed++ {
		start, err := setup.WithDark(pack, q, plain, rules.DarkADP, dice.Seeded(seed))
		if err != nil {
			t.Fatal(err)
		}
		type snap struct {
			s    rules.State
			js   []byte
			hash uint64
		}
		var kept []snap
		k := 0
		obs := func(before *rules.State, _ rules.Option, _ autoplay.Choice, after *rules.State, _ []rules.Event) error {
			if k++; k%7 == 0 {
				c := after.Clone()
				js, err := json.Marshal(c)
				if err != nil {
					return err
				}
				kept = append(kept, snap{c, js, c.Hash()})
			}
			return nil
		}
		lim := autoplay.Limits{Turns: 40, Recycle: true}
		if _, _, err := autoplay.Play(start, autoplay.Heroes{}, dark, dice.Seeded(seed), lim, obs); err != nil {
			t.Fatal(err)
		}
		for i, p := range kept {
			js, _ := json.Marshal(p.s)
			if !bytes.Equal(js, p.js) || p.s.Hash() != p.hash {
				t.Fatalf("seed %d: copy %d changed after later commands", seed, i)
			}
		}
	}
}
