package adp_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"dun/board"
	"dun/dice"
	"dun/rules"
)

var update = flag.Bool("update", false, "rewrite the golden playthroughs in testdata")

// A seeded game of three rounds in which the heroes hold their ground
// (they end their turns at once, keep their rolls and block) and the ADP
// plays the orcs: every decision with its reasons, the rolls and the
// final positions, compared with testdata/orcs-three-rounds.txt. A change
// of the policy shows here as a diff; go test ./adp -update rewrites it.
func TestGoldenOrcsThreeRounds(t *testing.T) {
	leader := creature(t, "orc_champion", "champion", 10, 2, board.West)
	leader.SetLeader(true)
	s := darkState(t, room(t, 12, 6),
		hero(t, "borgron", 1, 1, board.East), hero(t, "shara", 1, 3, board.East), hero(t, "taeral", 0, 2, board.East),
		creature(t, "orc_warrior", "warrior1", 8, 1, board.West), creature(t, "orc_warrior", "warrior2", 8, 4, board.West),
		creature(t, "orc_archer", "archer", 11, 0, board.West), creature(t, "dire_wolf", "wolf", 9, 5, board.West),
		creature(t, "orc_shaman", "shaman", 11, 5, board.West), leader,
	)
	src := dice.Seeded(2026)
	p := player(t)
	var out strings.Builder
	for round := 1; round <= 3; round++ {
		fmt.Fprintf(&out, "== Dark turn %d\n", s.Turn)
		for s.Side == rules.Dark || s.Prompt != nil {
			if s.Prompt != nil && s.Prompt.Seat == rules.Heroes {
				o := rules.Options(s, rules.Heroes)[0]
				fmt.Fprintf(&out, "  heroes: %s\n", o.ID)
				s = applyT(t, s, o.Command, src, &out)
				continue
			}
			if s.Side == rules.Heroes && (s.Prompt == nil || s.Prompt.Seat != rules.Dark) {
				break
			}
			d := choose(t, p, s)
			fmt.Fprintf(&out, "%s\n    en: %s\n    es: %s\n", d.Option.ID, d.Why.En, d.Why.Es)
			s = applyT(t, s, d.Option.Command, src, &out)
		}
		if s.Side == rules.Heroes {
			s = applyT(t, s, rules.EndTurn{Header: rules.Header{Seat: rules.Heroes}}, src, &out)
		}
	}
	out.WriteString("== after three rounds\n")
	for _, f := range s.Figures {
		fmt.Fprintf(&out, "%s at %v wounds %d %v\n", f.ID, f.At, f.Wounds, f.Conditions)
	}
	path := filepath.Join("testdata", "orcs-three-rounds.txt")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./adp -update)", err)
	}
	if got := out.String(); got != string(want) {
		t.Errorf("the playthrough differs from %s (go test ./adp -update rewrites it):\n%s", path, firstDiff(string(want), got))
	}
}

func applyT(t *testing.T, s rules.State, c rules.Command, src dice.Source, out *strings.Builder) rules.State {
	t.Helper()
	n, evs, err := rules.Apply(s, c, src)
	if err != nil {
		t.Fatalf("%s refused: %v", c.Type(), err)
	}
	for _, e := range evs {
		if r, ok := e.(rules.Rolled); ok {
			fmt.Fprintf(out, "    roll %s\n", r.Roll.Roll.String())
		}
	}
	return n
}

func firstDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for k := 0; k < len(w) || k < len(g); k++ {
		var a, b string
		if k < len(w) {
			a = w[k]
		}
		if k < len(g) {
			b = g[k]
		}
		if a != b {
			return fmt.Sprintf("line %d:\n  want %q\n  got  %q", k+1, a, b)
		}
	}
	return "(no difference)"
}
