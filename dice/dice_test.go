package dice

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestD3Table(t *testing.T) {
	want := map[int]int{1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3}
	for face, v := range want {
		if got := D3(face); got != v {
			t.Errorf("D3(%d) = %d, want %d", face, got, v)
		}
	}
}

func TestRounding(t *testing.T) {
	for _, c := range []struct{ n, d, down, up int }{
		{0, 2, 0, 0}, {1, 2, 1, 1}, {2, 2, 1, 1}, {3, 2, 1, 2}, {5, 2, 2, 3}, {7, 3, 2, 3}, {-3, 2, 0, 0},
	} {
		if got := DivDown(c.n, c.d); got != c.down {
			t.Errorf("DivDown(%d,%d) = %d, want %d", c.n, c.d, got, c.down)
		}
		if got := DivUp(c.n, c.d); got != c.up {
			t.Errorf("DivUp(%d,%d) = %d, want %d", c.n, c.d, got, c.up)
		}
	}
}

func TestRollerKinds(t *testing.T) {
	cases := []struct {
		name   string
		script []int
		roll   func(r *Roller) (Roll, error)
		kind   string
		dice   []int
		total  int
	}{
		{"1D6", []int{4}, func(r *Roller) (Roll, error) { return r.D6("p") }, "1D6", []int{4}, 4},
		{"2D6", []int{3, 5}, func(r *Roller) (Roll, error) { return r.Two("p") }, "2D6", []int{3, 5}, 8},
		{"D3 of 1", []int{1}, func(r *Roller) (Roll, error) { return r.D3("p") }, "D3", []int{1}, 1},
		{"D3 of 2", []int{2}, func(r *Roller) (Roll, error) { return r.D3("p") }, "D3", []int{2}, 1},
		{"D3 of 3", []int{3}, func(r *Roller) (Roll, error) { return r.D3("p") }, "D3", []int{3}, 2},
		{"D3 of 4", []int{4}, func(r *Roller) (Roll, error) { return r.D3("p") }, "D3", []int{4}, 2},
		{"D3 of 5", []int{5}, func(r *Roller) (Roll, error) { return r.D3("p") }, "D3", []int{5}, 3},
		{"D3 of 6", []int{6}, func(r *Roller) (Roll, error) { return r.D3("p") }, "D3", []int{6}, 3},
		{"5D6", []int{1, 2, 6, 6, 3}, func(r *Roller) (Roll, error) { return r.ND6(5, "p") }, "5D6", []int{1, 2, 6, 6, 3}, 18},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := Scripted(c.script...)
			r := NewRoller(s)
			got, err := c.roll(r)
			if err != nil {
				t.Fatal(err)
			}
			want := Roll{Seq: 1, Purpose: "p", Kind: c.kind, Dice: c.dice, Total: c.total}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("got %+v, want %+v", got, want)
			}
			if s.Used() != len(c.script) {
				t.Fatalf("used %d of %d", s.Used(), len(c.script))
			}
			if len(r.Log()) != 1 || !reflect.DeepEqual(r.Log()[0], want) {
				t.Fatalf("log %+v", r.Log())
			}
		})
	}
}

func TestRollHelpers(t *testing.T) {
	cases := []struct {
		dice                  []int
		double, d1, d6        bool
		sixes, ones, fourPlus int
	}{
		{[]int{1, 1}, true, true, false, 0, 2, 0},
		{[]int{6, 6}, true, false, true, 2, 0, 2},
		{[]int{3, 3}, true, false, false, 0, 0, 0},
		{[]int{1, 6}, false, false, false, 1, 1, 1},
		{[]int{6}, false, false, false, 1, 0, 1},
		{[]int{6, 6, 6}, false, false, false, 3, 0, 3},
		{[]int{4, 5, 1}, false, false, false, 0, 1, 2},
	}
	for _, c := range cases {
		r := Roll{Dice: c.dice}
		if r.IsDouble() != c.double || r.Double1() != c.d1 || r.Double6() != c.d6 {
			t.Errorf("%v: double %v d1 %v d6 %v", c.dice, r.IsDouble(), r.Double1(), r.Double6())
		}
		if r.Sixes() != c.sixes || r.Ones() != c.ones || r.AtLeast(4) != c.fourPlus {
			t.Errorf("%v: sixes %d ones %d 4+ %d", c.dice, r.Sixes(), r.Ones(), r.AtLeast(4))
		}
	}
}

func TestSeededReproducible(t *testing.T) {
	seq := func(seed uint64) []int {
		g := Seeded(seed)
		out := make([]int, 200)
		for i := range out {
			v, err := g.Die(Request{})
			if err != nil {
				t.Fatal(err)
			}
			if v < 1 || v > 6 {
				t.Fatalf("die %d", v)
			}
			out[i] = v
		}
		return out
	}
	a, b, c := seq(42), seq(42), seq(43)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("same seed gave different dice")
	}
	if reflect.DeepEqual(a, c) {
		t.Fatal("different seeds gave the same dice")
	}
	var count [7]int
	for _, v := range seq(7) {
		count[v]++
	}
	for f := 1; f <= 6; f++ {
		if count[f] == 0 {
			t.Errorf("face %d never came up in 200 dice", f)
		}
	}
}

// The generator's output is part of saved games and golden playthroughs:
// it must never change.
func TestSeededGolden(t *testing.T) {
	g := Seeded(1)
	var got []int
	for range 12 {
		v, _ := g.Die(Request{})
		got = append(got, v)
	}
	want := []int{4, 5, 5, 5, 3, 5, 3, 1, 5, 5, 5, 1}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("seed 1 gives %v, want %v", got, want)
	}
}

func TestGeneratorState(t *testing.T) {
	g := Seeded(99)
	for range 5 {
		g.Die(Request{})
	}
	state, err := g.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var h Generator
	if err := h.UnmarshalBinary(state); err != nil {
		t.Fatal(err)
	}
	if h.Seed() != 99 || h.Draws() != 5 {
		t.Fatalf("seed %d draws %d", h.Seed(), h.Draws())
	}
	for range 50 {
		a, _ := g.Die(Request{})
		b, _ := h.Die(Request{})
		if a != b {
			t.Fatal("restored generator diverged")
		}
	}
	if err := h.UnmarshalBinary([]byte{1, 2}); err == nil {
		t.Fatal("short state accepted")
	}
}

func TestScriptErrors(t *testing.T) {
	s := Scripted(3, 4, 2, 5)
	r := NewRoller(s)
	if _, err := r.D6("search: Borgron"); err != nil {
		t.Fatal(err)
	}
	if _, err := r.D6("trap: pit"); err != nil {
		t.Fatal(err)
	}
	_, err := r.Two("run: Taeral")
	if err != nil {
		t.Fatal(err)
	}
	_, err = r.Two("run: Taeral")
	want := "dice script exhausted: roll 4 (run: Taeral 2D6) wanted die 1 of 2"
	if err == nil || err.Error() != want || !errors.Is(err, ErrExhausted) {
		t.Fatalf("err %v, want %q", err, want)
	}
	if s.Used() != 4 || len(s.Remaining()) != 0 || r.Rolls() != 3 {
		t.Fatalf("used %d remaining %v rolls %d", s.Used(), s.Remaining(), r.Rolls())
	}

	// Running out in the middle of a roll names the die.
	s = Scripted(3, 4, 6)
	r = NewRoller(s)
	r.Two("attack")
	_, err = r.Two("run: Taeral")
	want = "dice script exhausted: roll 2 (run: Taeral 2D6) wanted die 2 of 2"
	if err == nil || err.Error() != want {
		t.Fatalf("err %v, want %q", err, want)
	}

	s = Scripted(2, 7)
	if err := s.Check(); err == nil || !errors.Is(err, ErrOutOfRange) || !strings.Contains(err.Error(), "value 7 at position 2") {
		t.Fatalf("Check: %v", err)
	}
	r = NewRoller(s)
	_, err = r.Two("damage")
	if err == nil || !errors.Is(err, ErrOutOfRange) || !strings.Contains(err.Error(), "value 7 at position 2 for roll 1 (damage 2D6) die 2 of 2") {
		t.Fatalf("err %v", err)
	}
	if r.Rolls() != 0 || len(r.Log()) != 0 {
		t.Fatal("a failed roll was recorded")
	}
	if err := Scripted(0).Check(); err == nil {
		t.Fatal("0 accepted")
	}
	if err := Scripted(1, 6).Check(); err != nil {
		t.Fatal(err)
	}
}

func TestManual(t *testing.T) {
	var asked []Request
	m := Manual(func(req Request) (int, error) {
		asked = append(asked, req)
		return len(asked) + 4, nil
	})
	r := NewRoller(m)
	got, err := r.D6("open door")
	if err != nil || got.Total != 5 {
		t.Fatalf("%v %v", got, err)
	}
	_, err = r.D6("open door")
	if err != nil {
		t.Fatal(err)
	}
	_, err = r.D6("third")
	if err == nil || !errors.Is(err, ErrOutOfRange) {
		t.Fatalf("7 entered: %v", err)
	}
	if asked[0].String() != "roll 1 (open door 1D6) die 1 of 1" {
		t.Fatalf("request %q", asked[0])
	}
	boom := errors.New("player left")
	r = NewRoller(Manual(func(Request) (int, error) { return 0, boom }))
	if _, err := r.D6("x"); !errors.Is(err, boom) {
		t.Fatalf("err %v", err)
	}
	if _, err := NewRoller(Manual(nil)).D6("x"); err == nil {
		t.Fatal("nil manual source rolled")
	}
	if _, err := NewRoller(nil).D6("x"); err == nil {
		t.Fatal("nil source rolled")
	}
}

type badSource struct{}

func (badSource) Die(Request) (int, error) { return 9, nil }

func TestRollerChecksSource(t *testing.T) {
	if _, err := NewRoller(badSource{}).D6("x"); !errors.Is(err, ErrOutOfRange) {
		t.Fatalf("err %v", err)
	}
	if _, err := NewRoller(Seeded(1)).ND6(0, "x"); err == nil {
		t.Fatal("0 dice rolled")
	}
}

func TestReroll(t *testing.T) {
	s := Scripted(1, 1, 6, 2, 5, 4)
	r := NewRoller(s)
	first, _ := r.Two("test: Shara Agility")
	if !first.Double1() {
		t.Fatal("want double 1")
	}
	all, err := r.Reroll(first, nil, "fortune: Shara")
	if err != nil {
		t.Fatal(err)
	}
	want := Roll{Seq: 2, Purpose: "fortune: Shara", Kind: "2D6", Dice: []int{6, 2}, Total: 8, Rerolled: []int{0, 1}, Before: []int{1, 1}}
	if !reflect.DeepEqual(all, want) {
		t.Fatalf("got %+v", all)
	}
	one, err := r.Reroll(all, []int{1}, "skill")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(one.Dice, []int{6, 5}) || one.Total != 11 || !reflect.DeepEqual(one.Before, []int{2}) {
		t.Fatalf("got %+v", one)
	}
	d3 := Roll{Kind: "D3", Dice: []int{2}, Total: 1}
	again, err := r.Reroll(d3, nil, "d3 again")
	if err != nil || again.Total != 2 || again.Kind != "D3" {
		t.Fatalf("%+v %v", again, err)
	}
	for _, bad := range [][]int{{2}, {-1}, {0, 0}} {
		if _, err := r.Reroll(all, bad, "x"); err == nil {
			t.Errorf("reroll %v accepted", bad)
		}
	}
	if _, err := r.Reroll(Roll{}, nil, "x"); err == nil {
		t.Error("empty reroll accepted")
	}
	if got := r.Take(); len(got) != 4 {
		t.Fatalf("take %d", len(got))
	}
	if got := r.Take(); len(got) != 0 {
		t.Fatalf("second take %d", len(got))
	}
}

func TestRecordsArePlainData(t *testing.T) {
	r := NewRoller(Scripted(6, 6))
	roll, _ := r.Two("critical")
	b, err := json.Marshal(roll)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != `{"seq":1,"purpose":"critical","kind":"2D6","dice":[6,6],"total":12}` {
		t.Fatalf("json %s", b)
	}
	var back Roll
	if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back, roll) {
		t.Fatalf("round trip %+v %v", back, err)
	}
	// The returned roll does not alias the log.
	roll.Dice[0] = 1
	if r.Log()[0].Dice[0] != 6 {
		t.Fatal("returned roll aliases the log")
	}
	if s := r.Log()[0].String(); s != "#1 critical 2D6 [6 6] = 12" {
		t.Fatalf("String %q", s)
	}
}
