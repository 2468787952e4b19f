package server

import (
	"math"
	"reflect"
	"testing"

	"dun/rules"
)

// eqSample has a field of every kind sameValue plans for, padding
// between fields, unexported fields, a type that refers to itself, and
// values shared or not.
type eqSample struct {
	A    bool
	B    int64 // padding before it
	C    uint8
	D    [3]int16
	E    string
	F    float64
	G    []int
	H    []eqInner
	I    *eqInner
	J    map[string]int
	K    any
	L    [2]eqInner
	next *eqSample
	m    int32
	N    complex128
	O    []float32
	P    struct{}
	Q    eqPacked
}

type eqInner struct {
	X    int32
	Y    string
	Z    *int
	Tags []string
}

type eqPacked struct {
	A, B int32
	C    uint64
}

func newSample() *eqSample {
	z := 4
	return &eqSample{
		A: true, B: -3, C: 7, D: [3]int16{1, 2, 3}, E: "é<", F: 1.5, G: []int{1, 2},
		H: []eqInner{{X: 1, Y: "a", Z: &z, Tags: []string{"t"}}, {X: 2}},
		I: &eqInner{X: 9, Tags: []string{}}, J: map[string]int{"a": 1}, K: eqInner{X: 3},
		L: [2]eqInner{{Y: "l"}, {Z: &z}}, next: &eqSample{E: "next", m: 1}, m: 5, N: complex(1, 2),
		O: []float32{0.5}, Q: eqPacked{A: 1, B: 2, C: 3},
	}
}

// Every change to a leaf, however deep, makes sameValue and
// reflect.DeepEqual both say unequal; equal values, and values only
// DeepEqual's rules make equal or unequal (NaN, -0, nil and empty slices,
// the same backing array), get the same answer from both.
func TestSameValueIsDeepEqual(t *testing.T) {
	cases := map[string]func(s *eqSample){
		"bool": func(s *eqSample) { s.A = false }, "int64": func(s *eqSample) { s.B++ },
		"uint8": func(s *eqSample) { s.C++ }, "array": func(s *eqSample) { s.D[2]++ },
		"string": func(s *eqSample) { s.E += "x" }, "float": func(s *eqSample) { s.F = 2 },
		"NaN": func(s *eqSample) { s.F = math.NaN() }, "minus zero": func(s *eqSample) { s.F = math.Copysign(0, -1) },
		"slice element": func(s *eqSample) { s.G[1]++ }, "slice length": func(s *eqSample) { s.G = s.G[:1] },
		"nil slice": func(s *eqSample) { s.G = nil }, "deep slice": func(s *eqSample) { s.H[0].Tags[0] = "u" },
		"deep pointer": func(s *eqSample) { *s.H[0].Z = 5 }, "nil pointer": func(s *eqSample) { s.I = nil },
		"empty vs nil": func(s *eqSample) { s.I.Tags = nil }, "map": func(s *eqSample) { s.J["a"] = 2 },
		"interface": func(s *eqSample) { s.K = eqInner{X: 4} }, "interface type": func(s *eqSample) { s.K = 3 },
		"array of structs": func(s *eqSample) { s.L[1].Y = "m" }, "self": func(s *eqSample) { s.next.E = "other" },
		"unexported": func(s *eqSample) { s.m = 6 }, "deep unexported": func(s *eqSample) { s.next.m = 2 },
		"complex": func(s *eqSample) { s.N = complex(1, 3) }, "float32s": func(s *eqSample) { s.O[0] = float32(math.NaN()) },
		"packed": func(s *eqSample) { s.Q.C = 4 }, "unchanged": func(*eqSample) {},
		"empty slice": func(s *eqSample) { s.G = []int{} },
	}
	for name, change := range cases {
		a, b := newSample(), newSample()
		change(b)
		want := reflect.DeepEqual(a, b)
		if got := sameAs(a, b); got != want {
			t.Errorf("%s: sameValue %v, reflect.DeepEqual %v", name, got, want)
		}
		if name != "unchanged" && name != "minus zero" && want {
			t.Errorf("%s: the change made no difference: the case proves nothing", name)
		}
		// The same value (NaN included) through two headers sharing
		// memory: DeepEqual follows the pointers, so does sameValue.
		c := *b
		if got, want := sameAs(b, &c), reflect.DeepEqual(b, &c); got != want {
			t.Errorf("%s, a copy: sameValue %v, reflect.DeepEqual %v", name, got, want)
		}
	}
	if p, q := []int{}, []int{}; !sameAs(&p, &q) || sameAs(&p, new([]int)) {
		t.Error("empty slices are equal, and not to a nil one")
	}
}

// Over games played at random, sameValue answers as reflect.DeepEqual
// for every field of each side's view against the view before, and for
// every figure against the figure of that ID before.
func TestSameValueOnViews(t *testing.T) {
	ts := startServer(t, t.TempDir())
	g := ts.create(t, party)
	game, _ := ts.srv.Game(g.Game.ID)
	var prev [2]*rules.View
	prevFig := [2]map[string]*rules.Figure{{}, {}}
	equal, unequal := 0, 0
	for k := range 60 {
		playRandom(t, ts.srv, game, 3, uint64(k))
		game.mu.Lock()
		for _, side := range []rules.Side{rules.Heroes, rules.Dark} {
			v := rules.SeatView(game.state, side)
			if p := prev[side&1]; p != nil {
				nv, ov := reflect.ValueOf(&v).Elem(), reflect.ValueOf(p).Elem()
				for i := range nv.NumField() {
					f := nv.Type().Field(i)
					want := reflect.DeepEqual(ov.Field(i).Interface(), nv.Field(i).Interface())
					if got := sameValue(f.Type, ov.Field(i).Addr().UnsafePointer(), nv.Field(i).Addr().UnsafePointer()); got != want {
						t.Fatalf("after %d commands, side %v, field %s: sameValue %v, reflect.DeepEqual %v", game.n, side, f.Name, got, want)
					}
					if want {
						equal++
					} else {
						unequal++
					}
				}
			}
			for i := range v.Figures {
				f := &v.Figures[i]
				if old := prevFig[side&1][f.ID]; old != nil {
					if got, want := sameAs(old, f), reflect.DeepEqual(old, f); got != want {
						t.Fatalf("after %d commands, figure %s: sameValue %v, reflect.DeepEqual %v", game.n, f.ID, got, want)
					}
				}
				prevFig[side&1][f.ID] = f
			}
			prev[side&1] = &v
		}
		game.mu.Unlock()
	}
	if equal == 0 || unequal == 0 {
		t.Fatalf("%d equal and %d unequal fields compared: the test proves little", equal, unequal)
	}
	t.Logf("%d equal, %d unequal fields", equal, unequal)
}
