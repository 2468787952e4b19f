package rules

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"dun/board"

	"pgregory.net/rapid"
)

// withoutBoard compares states field by field apart from the board, which
// is compared by hash (its private caches differ between equal grids).
func withoutBoard(s State) State {
	c := s.Clone()
	c.Board = nil
	return c
}

// A clone equals its original and shares nothing mutable with it
// (notnil/chess's lesson).
func TestCloneEqualAndIndependent(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genState(t)
		h := s.Hash()
		c := s.Clone()
		if !reflect.DeepEqual(s, c) || c.Hash() != h {
			t.Fatal("clone differs from its original")
		}
		// Change every leaf of the clone in turn: the original never moves,
		// and the clone's hash always does.
		leaves(reflect.ValueOf(&c).Elem(), "state", func(path string, v reflect.Value) {
			old := reflect.ValueOf(v.Interface())
			bump(v)
			if s.Hash() != h {
				t.Fatalf("changing the clone's %s changed the original", path)
			}
			if c.Hash() == h {
				t.Fatalf("changing %s does not change the hash", path)
			}
			v.Set(old)
		})
		if !reflect.DeepEqual(s, c) {
			t.Fatal("clone not restored")
		}
	})
}

// leaves calls fn on every settable scalar reachable from v, skipping the
// board (a shared, immutable grid; see TestHashCoversBoard) and the Dark
// Player's catalogue (shared and immutable too; TestCatalogueShared). The
// cards states share (see Item) are immutable too: v gets a copy of each
// before its leaves are changed, so that the hash is still seen to cover them.
func leaves(v reflect.Value, path string, fn func(string, reflect.Value)) {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || v.Type() == reflect.TypeOf((*board.Grid)(nil)) || v.Type() == reflect.TypeOf((*Catalogue)(nil)) {
			return
		}
		if own := ownCard(v.Interface()); own != nil {
			v.Set(reflect.ValueOf(own))
		}
		if strings.HasSuffix(path, ".Magic[].Ward") {
			// Shared with the spells in play (cow.go).
			w := *v.Interface().(*Boon)
			v.Set(reflect.ValueOf(&w))
		}
		leaves(v.Elem(), path, fn)
	case reflect.Struct:
		if f, ok := addrOf(v).(*Figure); ok {
			// Shared between clones (see Figure.share, cow.go).
			f.Skills, f.Boons, f.Marks, f.Items = slices.Clone(f.Skills), slices.Clone(f.Boons), slices.Clone(f.Marks), slices.Clone(f.Items)
			f.Spells = slices.Clone(f.Spells)
		}
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				leaves(v.Field(i), path+"."+v.Type().Field(i).Name, fn)
			}
		}
		if f, ok := addrOf(v).(*Figure); ok && f.info != nil {
			// Shared between clones and never written in place (see
			// FigureInfo): v gets its own copy, whose leaves the hash
			// must cover too.
			f.info = f.info.own()
			leaves(reflect.ValueOf(f.info).Elem(), path+".info", fn)
		}
	case reflect.Slice:
		if strings.HasSuffix(path, ".Objectives[].Squares") && !v.IsNil() {
			// Shared between clones (see Mission.clone).
			v.Set(reflect.ValueOf(slices.Clone(v.Interface().([]board.Pos))))
		}
		if strings.HasSuffix(path, ".Explore.Sections") && !v.IsNil() {
			// Shared between clones (see cloneExploreItems).
			v.Set(reflect.ValueOf(slices.Clone(v.Interface().([]SectionInfo))))
		}
		for _, suffix := range sharedLists {
			if strings.HasSuffix(path, suffix) && !v.IsNil() {
				// Shared between clones, never written in place (cow.go).
				v.Set(reflect.AppendSlice(reflect.MakeSlice(v.Type(), 0, v.Len()), v))
			}
		}
		if strings.HasSuffix(path, ".Explore.Hidden") && !v.IsNil() {
			// Shared between clones while hidden (see Exploration.clone).
			v.Set(reflect.ValueOf(cloneFigures(v.Interface().([]Figure))))
		}
		for i := 0; i < v.Len(); i++ {
			leaves(v.Index(i), path+"[]", fn)
		}
	case reflect.Bool, reflect.Int, reflect.Int64, reflect.Uint8, reflect.Uint16, reflect.Uint64, reflect.String:
		fn(path, v)
	}
}

// sharedLists are the paths of the lists clones share and the rules
// never write in place (cow.go).
var sharedLists = []string{".Explore.Revealed", ".Explore.Arrows", ".Explore.Doors", ".Explore.RoomsSearched", ".Explore.PastMain",
	".Explore.Secret", ".Explore.Elements", ".Explore.Elements[].Users", ".Explore.Traps", ".Explore.Sensed", ".Explore.Free",
	".Mission.Objectives", ".Mission.Exits",
	".Dark.Decks", ".Dark.Decks[].Cards", ".Dark.Hand", ".Dark.Discards", ".Dark.Recurrent", ".Dark.Played", ".Dark.Bought",
	".Dark.Encounters", ".Dark.Start", ".Dark.Rolled", ".Dark.Pending", ".Dark.Challenges", ".Dark.Skilled", ".Dark.Walls",
	".Dark.Rubble", ".Dark.Grates", ".Dark.Grates[].Edges",
	".Magic", ".Magic[].Held", ".Magic[].Area", ".Magic[].Ground", ".Magic[].Harm",
	".Achievements.KnockedOut", ".Achievements.Feats", ".Treasure.Deck",
	".Active.MustAttack", ".Active.Skills", ".Active.Granted", ".Active.Queue", ".Active.Trappers", ".Active.Area",
	".Active.Targets", ".Active.Harms", ".Active.DisengagedFrom", ".Active.Faced",
	".Prompt.Options", ".Prompt.Effects", ".Strike.Skills", ".Strike.DefenceSkills", ".Strike.Feared", ".Strike.Splash",
	".Scene.Dark", ".Scene.Claims", ".Scene.Carried", ".Scene.Gunfire", ".Scene.Falling",
	// A roll's lists, wherever it is (RollRecord.clone).
	".Dice", ".Rerolled", ".Before", ".Modifiers", ".Added", ".Dropped", ".DiceModifiers"}

// ownCard returns a deep copy of p if it is a card states share, else nil.
func ownCard(p any) any {
	switch c := p.(type) {
	case *ItemCard:
		o := *c
		o.Penalties, o.Traits = slices.Clone(c.Penalties), slices.Clone(c.Traits)
		return &o
	case *SpellCard:
		o := *c
		if c.Effect.Summon != nil {
			f := c.Effect.Summon.clone()
			o.Effect.Summon = &f
		}
		return &o
	}
	return nil
}

func bump(v reflect.Value) {
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(!v.Bool())
	case reflect.Int, reflect.Int64:
		v.SetInt(v.Int() + 1)
	case reflect.Uint8, reflect.Uint16, reflect.Uint64:
		v.SetUint(v.Uint() ^ 1)
	case reflect.String:
		v.SetString(v.String() + "x")
	}
}

// The board is part of the hash: a door opened on a cloned grid changes it.
func TestHashCoversBoard(t *testing.T) {
	g := parseMap(t, "..2", "..2")
	s := newState(t, g, heroFig("shara", 0, 0, 5, 1))
	h := s.Hash()
	c := s.Clone()
	c.Board = g.Clone()
	if c.Hash() != h {
		t.Fatal("a cloned grid hashes differently")
	}
	if err := c.Board.SetEdge(at(1, 0), board.SideE, board.Edge{Kind: board.Door, State: board.Opened}); err != nil {
		t.Fatal(err)
	}
	if c.Hash() == h || s.Hash() != h {
		t.Fatal("opening a door on the clone's grid: hashes wrong")
	}
	c.Board = g.Clone()
	c.Board.Set(at(0, 1), board.Square{Section: 1, Terrain: board.Difficult})
	if c.Hash() == h {
		t.Fatal("terrain not hashed")
	}
	c.Board = g.Clone()
	if _, err := c.Board.AddElement(board.Element{Kind: "barrel", Height: 1}, at(1, 1)); err != nil {
		t.Fatal(err)
	}
	if c.Hash() == h {
		t.Fatal("elements not hashed")
	}
}

// Two generated states hash alike exactly when they are equal.
func TestHashEqualIffEqual(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := genState(t), genState(t)
		same := reflect.DeepEqual(withoutBoard(a), withoutBoard(b)) && gridsEqual(a.Board, b.Board)
		if same != (a.Hash() == b.Hash()) {
			t.Fatalf("equal %v but hashes %x and %x", same, a.Hash(), b.Hash())
		}
	})
}

func gridsEqual(a, b *board.Grid) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) == string(jb)
}

// A state survives JSON: same hash, same fields, same bytes again.
func TestStateJSONRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genState(t)
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var r State
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatalf("%v\n%s", err, b)
		}
		if r.Hash() != s.Hash() {
			t.Fatalf("hash changed over JSON\n%s", b)
		}
		if !reflect.DeepEqual(withoutBoard(r), withoutBoard(s)) {
			t.Fatalf("state changed over JSON:\n%+v\n%+v", withoutBoard(r), withoutBoard(s))
		}
		b2, _ := json.Marshal(r)
		if string(b) != string(b2) {
			t.Fatal("JSON not stable")
		}
	})
}

// A state read from JSON is checked, so Apply is safe on it.
func TestStateJSONRejectsBrokenStates(t *testing.T) {
	g := parseMap(t, "...", "...")
	s := newState(t, g, heroFig("shara", 0, 0, 5, 1), heroFig("borgron", 1, 0, 4, 1))
	good, _ := json.Marshal(s)
	for name, edit := range map[string]func(string) string{
		"overlap":   func(j string) string { return strings.Replace(j, `"at":[1,0]`, `"at":[0,0]`, 1) },
		"off board": func(j string) string { return strings.Replace(j, `"at":[1,0]`, `"at":[7,0]`, 1) },
		"size":      func(j string) string { return strings.Replace(j, `"size":2`, `"size":9`, 1) },
		"no board":  func(j string) string { return strings.Replace(j, `"board":{`, `"xboard":{`, 1) },
		"squares":   func(j string) string { return strings.Replace(j, `"w":3`, `"w":4`, 1) },
		"dup id":    func(j string) string { return strings.Replace(j, `"id":"borgron"`, `"id":"shara"`, 1) },
		"condition": func(j string) string {
			return strings.Replace(j, `"name":"Shara"`, `"name":"Shara","conditions":["sleepy"]`, 1)
		},
		"secondary bonus": func(j string) string {
			return strings.Replace(j, `"name":"Shara"`, `"name":"Shara","secondary":[{"id":"fishing","name":{"en":"Fishing","es":"Pescar"},"bonus":6}]`, 1)
		},
		"secondary twice": func(j string) string {
			k := `{"id":"fishing","name":{"en":"Fishing","es":"Pescar"},"bonus":1}`
			return strings.Replace(j, `"name":"Shara"`, `"name":"Shara","secondary":[`+k+`,`+k+`]`, 1)
		},
		"unknown":  func(j string) string { return strings.Replace(j, `"turn":1`, `"turn":1,"weather":"rain"`, 1) },
		"trailing": func(j string) string { return j + "{}" },
	} {
		var r State
		if err := json.Unmarshal([]byte(edit(string(good))), &r); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	var r State
	if err := json.Unmarshal(good, &r); err != nil {
		t.Fatal(err)
	}
}

func TestNewStateChecks(t *testing.T) {
	g := parseMap(t, "..C", "...")
	for name, figs := range map[string][]Figure{
		"no id":      {fig("x", Heroes, 2, 0, 0, 4)},
		"duplicate":  {fig("a", Heroes, 2, 0, 0, 4), fig("a", Heroes, 2, 1, 0, 4)},
		"overlap":    {fig("a", Heroes, 2, 0, 0, 4), fig("b", Dark, 3, 0, 0, 4)},
		"off board":  {fig("a", Heroes, 3, 2, 1, 4)},
		"column":     {fig("a", Heroes, 2, 2, 0, 4)},
		"size":       {fig("a", Heroes, 5, 0, 0, 4)},
		"attribute":  {fig("a", Heroes, 2, 0, 0, -1)},
		"dark hero":  {func() Figure { f := fig("a", Dark, 2, 0, 0, 4); f.SetHero(true); return f }()},
		"bad facing": {func() Figure { f := fig("a", Dark, 2, 0, 0, 4); f.Facing = 9; return f }()},
	} {
		if name == "no id" {
			figs[0].ID = ""
		}
		if _, err := NewState(g, figs); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, err := NewState(nil, nil); err == nil {
		t.Error("no board: accepted")
	}
}

// Every field of an element must reach the hash: a field added to
// board.Element and forgotten in hash.go would let two different boards
// hash alike (the hand-written-clone trap the design notes warn about).
func TestHashCoversEveryElementField(t *testing.T) {
	g := parseMap(t, "...")
	base := board.Element{Kind: "barrel", Height: 1}
	hashWith := func(e board.Element) uint64 {
		c := g.Clone()
		if _, err := c.AddElement(e, at(1, 0)); err != nil {
			t.Fatal(err)
		}
		return newState(t, c, heroFig("shara", 0, 0, 5, 1)).Hash()
	}
	h := hashWith(base)
	typ := reflect.TypeOf(base)
	for f := 0; f < typ.NumField(); f++ {
		e := base
		v := reflect.ValueOf(&e).Elem().Field(f)
		switch v.Kind() {
		case reflect.String:
			v.SetString("table")
		case reflect.Bool:
			v.SetBool(!v.Bool())
		case reflect.Uint8:
			v.SetUint(v.Uint() + 1)
		default:
			t.Fatalf("element field %s of kind %s: teach this test to change it", typ.Field(f).Name, v.Kind())
		}
		if hashWith(e) == h {
			t.Errorf("element field %s is not hashed", typ.Field(f).Name)
		}
	}
}

func addrOf(v reflect.Value) any {
	if !v.CanAddr() {
		return nil
	}
	return v.Addr().Interface()
}
