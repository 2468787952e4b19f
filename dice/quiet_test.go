package dice

import (
	"fmt"
	"reflect"
	"testing"
)

// TestQuietIsNewRoller rolls the same sequence with a logging roller and a
// quiet one on the same seed: every roll must be the same, and the quiet
// roller's rolls must own their dice (a later roll never changes them).
func TestQuietIsNewRoller(t *testing.T) {
	seq := []struct {
		name string
		roll func(r *Roller, prev Roll) (Roll, error)
	}{
		{"D6", func(r *Roller, _ Roll) (Roll, error) { return r.D6("a") }},
		{"2D6", func(r *Roller, _ Roll) (Roll, error) { return r.Two("b") }},
		{"D3", func(r *Roller, _ Roll) (Roll, error) { return r.D3("c") }},
		{"3D6", func(r *Roller, _ Roll) (Roll, error) { return r.ND6(3, "d") }},
		{"12D6", func(r *Roller, _ Roll) (Roll, error) { return r.ND6(12, "e") }},
		{"reroll all", func(r *Roller, p Roll) (Roll, error) { return r.Reroll(p, nil, "f") }},
		{"reroll one", func(r *Roller, p Roll) (Roll, error) { return r.Reroll(p, []int{0}, "g") }},
	}
	for seed := uint64(1); seed <= 20; seed++ {
		logged := NewRoller(Seeded(seed))
		var quiet Roller
		quiet.Quiet(Seeded(seed))
		var lp, qp Roll
		var kept []Roll
		for _, s := range seq {
			l, err := s.roll(logged, lp)
			if err != nil {
				t.Fatal(err)
			}
			q, err := s.roll(&quiet, qp)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(l, q) {
				t.Fatalf("seed %d, %s: quiet %+v, logged %+v", seed, s.name, q, l)
			}
			lp, qp = l, q
			kept = append(kept, q)
		}
		for i, r := range logged.Log() {
			if !reflect.DeepEqual(r, kept[i]) {
				t.Fatalf("seed %d: roll %d changed to %+v after the quiet roller went on; logged %+v", seed, i, kept[i], r)
			}
		}
		if quiet.Rolls() != logged.Rolls() || len(quiet.Log()) != 0 || len(quiet.Take()) != 0 {
			t.Fatalf("seed %d: quiet roller has %d rolls, log %v", seed, quiet.Rolls(), quiet.Log())
		}
	}
}

func TestNDKind(t *testing.T) {
	for n := 1; n <= 30; n++ {
		if got, want := ndKind(n), fmt.Sprintf("%dD6", n); got != want {
			t.Errorf("ndKind(%d) = %q, want %q", n, got, want)
		}
	}
}
