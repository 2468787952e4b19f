package main

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// Page 100: `dun party learn` rolls the Intelligence test of an
// experience point invested in a secondary skill and, with --write, puts
// the new bonus into the party file; the same seed rolls the same dice.
func TestPartyLearn(t *testing.T) {
	dir := t.TempDir()
	file := write(t, dir, "p.yaml", "# Two heroes.\nheroes: [shara, borgron]\n")
	passed, failed := 0, 0
	for seed := 1; seed <= 12; seed++ {
		s := strconv.Itoa(seed)
		before, _ := os.ReadFile(file)
		dry, _, _ := cli(t, "party", "learn", file, "--hero", "borgron", "--skill", "wood_carving", "--seed", s)
		if after, _ := os.ReadFile(file); string(after) != string(before) {
			t.Fatal("without --write the file changed")
		}
		out, errw, code := cli(t, "party", "learn", file, "--hero", "borgron", "--skill", "wood_carving", "--seed", s, "--write")
		if code != 0 {
			if strings.Contains(errw, "+5") {
				break
			}
			t.Fatalf("seed %s: %s", s, errw)
		}
		if a, b := strings.SplitN(dry, "\n", 2)[0], strings.SplitN(out, "\n", 2)[0]; a != b {
			t.Fatalf("seed %s rolled differently: %q and %q", s, a, b)
		}
		after, _ := os.ReadFile(file)
		switch {
		case strings.Contains(out, "passed"):
			passed++
			if !strings.Contains(string(after), "bonus: "+strconv.Itoa(passed)) {
				t.Fatalf("after %d passed tests the file says:\n%s", passed, after)
			}
		case strings.Contains(out, "failed"):
			failed++
			if string(after) != string(before) {
				t.Fatalf("a failed test changed the file:\n%s", after)
			}
		default:
			t.Fatalf("seed %s: %q", s, out)
		}
	}
	if passed == 0 || failed == 0 {
		t.Errorf("12 seeds: %d passed, %d failed; the test shows too little", passed, failed)
	}
	if data, _ := os.ReadFile(file); !strings.HasPrefix(string(data), "# Two heroes.") {
		t.Errorf("the file's comment is lost:\n%s", data)
	}
	if _, errw, code := cli(t, "party", "learn", file, "--hero", "taeral", "--skill", "wood_carving", "--seed", "1"); code == 0 || !strings.Contains(errw, "taeral") {
		t.Errorf("a hero outside the party: %q", errw)
	}
	if out, _, _ := cli(t, "party", "learn", file, "--hero", "shara", "--skill", "gambling", "--seed", "1", "--lang", "es"); !strings.Contains(out, "prueba de Inteligencia") {
		t.Errorf("Spanish: %q", out)
	}
}
