package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// dun bench measures the filtered workloads and prints a table or JSON;
// one op per sample keeps the test fast (no timing is asserted).
func TestBench(t *testing.T) {
	out, errw, code := cli(t, "bench", "--benchtime", "1x", "--runs", "3", "--filter", `^(hash|sight)/mapB$`)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errw)
	}
	for _, want := range []string{"GOMAXPROCS", "median of 3 runs", "hash/mapB", "sight/mapB", "/check", "cpu ns/op", "allocs/op"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	if strings.Contains(out, "reach/") {
		t.Errorf("the filter let reach through:\n%s", out)
	}

	out, errw, code = cli(t, "bench", "--benchtime", "1x", "--runs", "2", "--filter", `^clone/mapA$`, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errw)
	}
	var rep benchReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if rep.CPUs < 1 || rep.Go == "" || rep.Runs != 2 || len(rep.Results) != 1 || len(rep.Results[0].Samples) != 2 || rep.Results[0].NsPerOp.Median <= 0 {
		t.Errorf("report %+v", rep)
	}

	out, _, code = cli(t, "bench", "--list")
	if code != 0 || !strings.Contains(out, "playout/goblin-chasm") || !strings.Contains(out, "apply-attack/mapA") {
		t.Errorf("list (exit %d):\n%s", code, out)
	}
	for _, args := range [][]string{{"--filter", "("}, {"--filter", "nothing-matches"}, {"--runs", "0"}, {"--benchtime", "soon"}} {
		if _, errw, code := cli(t, append([]string{"bench"}, args...)...); code == 0 || !strings.HasPrefix(errw, "dun: ") {
			t.Errorf("%v: exit %d, %q", args, code, errw)
		}
	}
}

func TestThousandsAndDuration(t *testing.T) {
	for v, want := range map[float64]string{0: "0", 999: "999", 1000: "1,000", 1216199: "1,216,199", 12.6: "13"} {
		if got := thousands(v); got != want {
			t.Errorf("thousands(%v) = %q, want %q", v, got, want)
		}
	}
	for v, want := range map[float64]string{8.6: "8.6 ns", 4590: "4.59 µs", 17523686: "17.52 ms"} {
		if got := duration(v); got != want {
			t.Errorf("duration(%v) = %q, want %q", v, got, want)
		}
	}
}
