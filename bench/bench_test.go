package bench

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"dun/board"
)

// Every workload prepares and runs one op without error: on every bench
// map for the board's and the state's operations, on the example quest for
// the quest's.
func TestWorkloadsRunOnce(t *testing.T) {
	ws := Workloads()
	ons := map[string]map[string]bool{}
	for _, w := range ws {
		t.Run(w.Name, func(t *testing.T) {
			op, err := w.Prepare()
			if err != nil {
				t.Fatal(err)
			}
			if err := op(); err != nil {
				t.Fatal(err)
			}
		})
		if ons[w.Op] == nil {
			ons[w.Op] = map[string]bool{}
		}
		ons[w.Op][w.On] = true
	}
	for _, k := range append(boardKinds, stateKinds...) {
		for _, m := range MapNames {
			if !ons[k.op][m] {
				t.Errorf("%s does not run on %s", k.op, m)
			}
		}
	}
}

// The board's workloads do the peers' work: the verification values of
// PEER-RESULTS.md.
func TestMapsDoThePeersWork(t *testing.T) {
	for _, c := range []struct {
		name            string
		passable, reach int
		visible         int
	}{{"mapA", 1413, 1216199, 343}, {"mapB", 389, 135039, 451}} {
		m, err := LoadMap(c.name)
		if err != nil {
			t.Fatal(err)
		}
		n, vis := 0, 0
		for i := 0; i < m.Grid.Len(); i++ {
			if m.Grid.At(i).Terrain != board.Impassable {
				n++
			}
		}
		for _, p := range m.LOS {
			if p.Want == 1 {
				vis++
			}
		}
		if n != c.passable || vis != c.visible {
			t.Errorf("%s: %d passable squares, %d visible pairs; want %d, %d", c.name, n, vis, c.passable, c.visible)
		}
		if got := ReachSum(m); got != c.reach {
			t.Errorf("%s: reach sum %d, want %d", c.name, got, c.reach)
		}
	}
}

// maps/ is a copy of the board's bench maps (themselves checked against
// ../shared/bench-maps by the board's tests).
func TestMapsMatchBoardTestdata(t *testing.T) {
	for _, f := range []string{"mapA.txt", "mapB.txt", "worksets.txt"} {
		ours, err := os.ReadFile(filepath.Join("maps", f))
		if err != nil {
			t.Fatal(err)
		}
		theirs, err := os.ReadFile(filepath.Join("..", "board", "testdata", "benchmaps", f))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(ours, theirs) {
			t.Errorf("maps/%s differs from board/testdata/benchmaps/%s; copy it again", f, f)
		}
	}
}

// The attack workload's attack asks at least one question, and the
// playout is reproducible and leaves a state that passes Check.
func TestAttackAndPlayout(t *testing.T) {
	sc, err := mapScene("mapB")
	if err != nil {
		t.Fatal(err)
	}
	asked := false
	for seed := uint64(1); seed <= attackSeeds && !asked; seed++ {
		_, k, err := Attack(sc.attacking, sc.attack, seed)
		if err != nil {
			t.Fatal(err)
		}
		asked = k > 0
	}
	if !asked {
		t.Error("no attack asked anything")
	}
	s0, err := QuestStart(playoutQuest)
	if err != nil {
		t.Fatal(err)
	}
	a, err := Playout(s0, playoutSteps, playoutSeed)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Playout(s0, playoutSteps, playoutSeed)
	if err != nil {
		t.Fatal(err)
	}
	if a.Hash() != b.Hash() || a.Version == s0.Version {
		t.Errorf("playouts differ or played nothing: versions %d %d", a.Version, b.Version)
	}
	if err := a.Check(); err != nil {
		t.Error(err)
	}
}

// Run measures and summarises; with a benchtime of one op each sample
// is one op.
func TestRunOneOp(t *testing.T) {
	restore, err := SetBenchtime("1x")
	if err != nil {
		t.Fatal(err)
	}
	defer restore()
	ws := Filter(Workloads(), regexp.MustCompile(`^(hash|sight)/mapB$`))
	if len(ws) != 2 {
		t.Fatalf("filter kept %d workloads", len(ws))
	}
	rs, err := Run(ws, 3, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rs {
		if len(r.Samples) != 3 || r.Samples[0].N != 1 || r.NsPerOp.Median <= 0 || r.NsPerOp.Min > r.NsPerOp.Max {
			t.Errorf("%s: %+v", r.Name, r)
		}
	}
	if _, err := SetBenchtime("soon"); err == nil {
		t.Error("a bad benchtime accepted")
	}
}

func TestStat(t *testing.T) {
	if s := stat([]float64{5, 1, 3}); s != (Stat{3, 1, 5}) {
		t.Error(s)
	}
	if s := stat([]float64{4, 1, 3, 2}); s != (Stat{2.5, 1, 4}) {
		t.Error(s)
	}
}
