package scenario

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// scenarioFiles lists every scenario shipped under ../scenarios.
func scenarioFiles(t testing.TB) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir("../scenarios", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(p, ".yaml") {
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no scenario files under ../scenarios")
	}
	sort.Strings(files)
	return files
}

func osLoader(name string) ([]byte, error) { return os.ReadFile(name) }

// TestScenarioFiles runs every shipped scenario: each must parse, cite a
// page and pass.
func TestScenarioFiles(t *testing.T) {
	for _, f := range scenarioFiles(t) {
		t.Run(strings.TrimPrefix(f, "../scenarios/"), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			sc, err := Parse(f, data, osLoader)
			if err != nil {
				t.Fatal(err)
			}
			if sc.Page == 0 || sc.Rule == "" || sc.About == "" {
				t.Fatalf("%s: a rulebook scenario cites its page and rule and says what it checks", f)
			}
			r := sc.Run(true)
			if !r.Passed() {
				var b bytes.Buffer
				Report(&b, r, true)
				t.Fatal(b.String())
			}
		})
	}
}

// base is a small scenario the tests below break one expectation at a
// time. Each line a test replaces ends in a comment naming it.
const base = `name: Base
page: 20
rule: Tests
about: A room, a hero and an orc.
map:
  sections: |
    AAAAAA
    AAAAAA
    AAAAAA
  terrain: |
    ......
    ......
    ...~..
sections:
  A: {kind: room}
furniture:
  - {kind: wardrobe, at: [4, 0]}
figures:
  - {id: taeral, name: Taeral, side: heroes, at: [0, 1], facing: E, fortune: 1, attributes: {movement: 6}}
  - {id: orc, name: Orc, side: dark, at: [5, 2], facing: W, attributes: {movement: 4}}
active: taeral
dice: [1, 2] # dice
steps:
  - type: run
    figure: taeral
    expect:
      prompt: {kind: fortune_reroll, options: [keep, reroll]} # prompt
      rolls:
        - {purpose: "run: Taeral", dice: [1, 2], total: 3} # rolls
  - type: answer
    option: keep
    expect:
      events:
        - {type: run_allowance, allowance: 9, capped: false} # events
      no_events:
        - {type: fortune_spent} # no_events
      active: {allowance: 9, running: true} # active
  - expect:
      cost:
        - {figure: taeral, to: [2, 1], is: 2} # cost
        - {figure: taeral, path: [[1, 1], [2, 2], [3, 2]], is: 4} # path
        - {figure: taeral, path: [[1, 0], [2, 0], [3, 0], [4, 0]], refused: illegal_move} # path refused
      reach:
        - {figure: taeral, includes: [[3, 0]], excludes: [[4, 1], [4, 2]]} # reach
      options:
        - {seat: heroes, includes: ["move:taeral:1,0"], excludes: ["run:taeral"]} # options
        - {seat: dark, count: 0} # options count
      sight:
        - {from: taeral, to: orc, visible: true, cover: none} # sight
        - {from: orc, to: taeral, visible: true} # sight back
      adjacent:
        - {figures: [taeral, orc], is: false} # adjacent
      engaged:
        - {figure: taeral, by: []} # engaged
      distance:
        - {from: taeral, to: orc, is: 5} # distance
        - {from: [0, 0], to: [5, 0], is: 5} # distance squares
      doors:
        - {figure: taeral, is: false} # doors
  - {type: move, figure: taeral, to: [4, 0], refused: illegal_move} # refused
  - type: move
    figure: taeral
    to: [3, 1]
    expect:
      events:
        - {type: moved, figure: taeral, from: [0, 1], to: [3, 1], cost: 3, running: true} # moved
      figures:
        taeral: {at: [3, 1], facing: E, level: 0, fortune_left: 1, fortune_used: 0, wounds: 0, conditions: [], activated: true, coins: 0} # figures
expect:
  turn: 1 # turn
  reserve: 0 # reserve
  treasure_draws: 0 # treasure
  side: heroes # side
  engaged:
    - {figure: orc, by: []} # final engaged
`

func parseRun(t *testing.T, src string) *Result {
	t.Helper()
	sc, err := Parse("test.yaml", []byte(src), nil)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return sc.Run(false)
}

// lineOf is the 1-based line of src that ends with the marker comment.
func lineOf(t *testing.T, src, marker string) int {
	t.Helper()
	for i, l := range strings.Split(src, "\n") {
		if strings.HasSuffix(l, "# "+marker) {
			return i + 1
		}
	}
	t.Fatalf("no line marked %q", marker)
	return 0
}

func TestBasePasses(t *testing.T) {
	r := parseRun(t, base)
	if !r.Passed() {
		var b bytes.Buffer
		Report(&b, r, false)
		t.Fatal(b.String())
	}
}

// Each expectation kind must be able to fail, at its own line, saying what
// it wanted and what it found.
func TestFailures(t *testing.T) {
	cases := []struct {
		marker, from, to string
		want, got        string
	}{
		{"prompt", "options: [keep, reroll]", "options: [reroll, keep]", "options reroll keep", "options keep reroll"},
		{"rolls", "total: 3", "total: 8", "roll 1 like", "run: Taeral 2D6 [1 2] = 3"},
		{"events", "allowance: 9", "allowance: 11", `"allowance":11`, "run_allowance"},
		{"no_events", "fortune_spent", "run_allowance", "none", "run_allowance"},
		{"active", "allowance: 9", "allowance: 10", "10", "9"},
		{"cost", "is: 2}", "is: 3}", "3", "2"},
		{"path", "is: 4}", "is: 3}", "3", "4"},
		{"path refused", "refused: illegal_move", "refused: occupied", "refused with occupied", "refused with illegal_move"},
		{"reach", "excludes: [[4, 1], [4, 2]]", "excludes: [[4, 1], [3, 2]]", "none of [4, 1] [3, 2]", "reachable [3, 2]"},
		{"options", `excludes: ["run:taeral"]`, `excludes: ["end_turn"]`, "none of end_turn", "offered end_turn"},
		{"options count", "count: 0", "count: 1", "1", "0"},
		{"sight", "cover: none", "cover: light", "sight, light cover", "sight, no cover"},
		{"sight back", "visible: true}", "visible: false}", "no sight", "sight, no cover"},
		{"adjacent", "is: false", "is: true", "true", "false"},
		{"engaged", "by: []", "by: [orc]", "orc", "none"},
		{"distance", "is: 5}", "is: 4}", "4", "5"},
		{"distance squares", "is: 5}", "is: unreachable}", "unreachable", "5"},
		{"doors", "is: false", "is: true", "true", "false (0 door edges)"},
		{"moved", "cost: 3", "cost: 5", `"cost":5`, `"cost":3`},
		{"figures", "at: [3, 1]", "at: [4, 2]", "[4, 2]", "[3, 1]"},
		{"figures", "facing: E", "facing: W", "W", "E"},
		{"figures", "level: 0", "level: 1", "1", "0"},
		{"figures", "fortune_left: 1", "fortune_left: 0", "0", "1"},
		{"figures", "conditions: []", "conditions: [stunned]", "stunned", "none"},
		{"figures", "activated: true", "activated: false", "false", "true"},
		{"turn", "turn: 1", "turn: 2", "2", "1"},
		{"figures", "coins: 0", "coins: 3", "3", "0"},
		{"reserve", "reserve: 0", "reserve: 1", "1", "0"},
		{"treasure", "treasure_draws: 0", "treasure_draws: 2", "2", "0"},
		{"side", "side: heroes", "side: dark", "dark", "heroes"},
		{"final engaged", "by: []", "by: [taeral]", "taeral", "none"},
	}
	for _, c := range cases {
		t.Run(c.marker+" "+c.to, func(t *testing.T) {
			line := lineOf(t, base, c.marker)
			lines := strings.Split(base, "\n")
			if !strings.Contains(lines[line-1], c.from) {
				t.Fatalf("line %d %q has no %q", line, lines[line-1], c.from)
			}
			lines[line-1] = strings.Replace(lines[line-1], c.from, c.to, 1)
			r := parseRun(t, strings.Join(lines, "\n"))
			if len(r.Failures) != 1 {
				t.Fatalf("want one failure, got %v", r.Failures)
			}
			f := r.Failures[0]
			if f.File != "test.yaml" || f.Line != line {
				t.Errorf("failure at %s:%d, want test.yaml:%d", f.File, f.Line, line)
			}
			if !strings.Contains(f.Want, c.want) || !strings.Contains(f.Got, c.got) {
				t.Errorf("failure %q: want %q in want and %q in found", f, c.want, c.got)
			}
		})
	}
}

func TestRefusals(t *testing.T) {
	// An accepted command where a refusal was expected stops the run.
	src := strings.Replace(base, "to: [4, 0], refused: illegal_move} # refused", "to: [1, 0], refused: illegal_move} # refused", 1)
	r := parseRun(t, src)
	if len(r.Failures) != 2 || !strings.Contains(r.Failures[0].What, "accepted") || !strings.Contains(r.Failures[1].What, "skipped") {
		t.Fatalf("failures %v", r.Failures)
	}
	// Another code than the one expected.
	src = strings.Replace(base, "refused: illegal_move} # refused", "refused: occupied} # refused", 1)
	r = parseRun(t, src)
	if len(r.Failures) != 1 || r.Failures[0].Want != "occupied" || !strings.HasPrefix(r.Failures[0].Got, "illegal_move") {
		t.Fatalf("failures %v", r.Failures)
	}
	// The reason must say what the scenario says.
	src = strings.Replace(base, "refused: illegal_move} # refused", "refused: {code: illegal_move, says: flying pigs}} # refused", 1)
	r = parseRun(t, src)
	if len(r.Failures) != 1 || !strings.Contains(r.Failures[0].Want, "flying pigs") {
		t.Fatalf("failures %v", r.Failures)
	}
	// A command refused where none was expected stops the run.
	src = strings.Replace(base, "to: [4, 0], refused: illegal_move} # refused", "to: [4, 0]} # refused", 1)
	r = parseRun(t, src)
	if len(r.Failures) != 2 || !strings.Contains(r.Failures[0].What, "refused") || !strings.HasPrefix(r.Failures[0].Got, "illegal_move") {
		t.Fatalf("failures %v", r.Failures)
	}
	// A malformed command may be expected as such.
	src = strings.Replace(base, "{type: move, figure: taeral, to: [4, 0], refused: illegal_move} # refused", "{type: move, figure: taeral, to: [4, 0], speed: 3, refused: bad_command} # refused", 1)
	if r := parseRun(t, src); !r.Passed() {
		t.Fatalf("failures %v", r.Failures)
	}
}

func TestDiceMustBeUsedExactly(t *testing.T) {
	src := strings.Replace(base, "dice: [1, 2] # dice", "dice: [1, 2, 5] # dice", 1)
	r := parseRun(t, src)
	if len(r.Failures) != 1 || r.Failures[0].Line != lineOf(t, base, "dice") || !strings.Contains(r.Failures[0].Got, "[5]") {
		t.Fatalf("failures %v", r.Failures)
	}
	src = strings.Replace(base, "dice: [1, 2] # dice", "dice: [1] # dice", 1)
	r = parseRun(t, src)
	if r.Passed() || !strings.Contains(r.Failures[0].Got, "dice") {
		t.Fatalf("failures %v", r.Failures)
	}
}

func TestMalformed(t *testing.T) {
	cases := []struct {
		name, src string
		want      []string // "line:col: text" fragments, in order
	}{
		{"empty", "", []string{"1:1: the file is empty"}},
		{"not a mapping", "- 1\n", []string{"1:1: a scenario is a mapping"}},
		{"syntax", "name: [\n", []string{"YAML syntax"}},
		{"two documents", strings.Replace(base, "active: taeral", "active: taeral\n---\nname: x", 1), []string{"one YAML document"}},
		{"missing keys", "figures: []\n", []string{"1:1: scenario: missing \"name\"", "missing the board"}},
		{"unknown key", strings.Replace(base, "page: 20", "page: 20\nchapter: 3", 1), []string{"3:1: scenario: unknown field \"chapter\""}},
		{"quest and map", strings.Replace(base, "page: 20", "page: 20\nquest: q.yaml", 1), []string{"either quest"}},
		{"map error", strings.Replace(base, "    AAAAAA\n    AAAAAA\n    AAAAAA", "    AAAAAA\n    AAZAAA\n    AAAAAA", 1), []string{"8:7: map.sections: section \"Z\""}},
		{"figure off the map", strings.Replace(base, "at: [5, 2], facing: W", "at: [6, 2], facing: W", 1), []string{"20:42: figures[1] at: the base"}},
		{"figures overlap", strings.Replace(base, "at: [5, 2], facing: W", "at: [0, 1], facing: W", 1), []string{"both stand on"}},
		{"bad size", strings.Replace(base, "side: dark,", "side: dark, size: giant,", 1), []string{"want small, average, large, huge or 1-4"}},
		{"bad die", strings.Replace(base, "dice: [1, 2]", "dice: [1, 7]", 1), []string{"22:11: dice[1]: 7 is out of range 1-6"}},
		{"active of the wrong side", strings.Replace(base, "active: taeral", "active: orc", 1), []string{"active: orc is one of the dark"}},
		{"unknown active", strings.Replace(base, "active: taeral", "active: bob", 1), []string{"active: no figure \"bob\""}},
		{"step without type", strings.Replace(base, "  - type: run\n", "  - run: yes\n", 1), []string{"a command needs its type"}},
		{"bad command", strings.Replace(base, "option: keep", "option: keep\n    colour: red", 1), []string{"field \"colour\" does not belong"}},
		{"adp with a command", strings.Replace(base, "  - type: run\n", "  - type: run\n    adp: true\n", 1), []string{"adp plays the Dark side's decisions"}},
		{"unknown figure in expect", strings.Replace(base, "{figure: taeral, by: []} # engaged", "{figure: tearal, by: []} # engaged", 1), []string{"no figure \"tearal\""}},
		{"unknown expectation", strings.Replace(base, "turn: 1 # turn", "round: 1", 1), []string{"unknown field \"round\""}},
		{"empty reach", strings.Replace(base, "{figure: taeral, includes: [[3, 0]], excludes: [[4, 1], [4, 2]]}", "{figure: taeral}", 1), []string{"say what must hold"}},
		{"cost with both", strings.Replace(base, "is: 2} # cost", "is: 2, refused: x} # cost", 1), []string{"either is"}},
		{"alias", "name: &a x\npage: *a\n", []string{"aliases"}},
		{"figure expected twice", strings.Replace(base, "conditions: [], activated: true, coins: 0} # figures", "conditions: [], activated: true, coins: 0}\n        taeral: {at: [0, 1]}", 1), []string{"duplicate key \"taeral\""}},
		{"square off the map", strings.Replace(base, "to: [2, 1], is: 2} # cost", "to: [9, 1], is: 2} # cost", 1), []string{"square [9, 1] is off the 6x3 map"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("bad.yaml", []byte(c.src), nil)
			if err == nil {
				t.Fatal("parsed")
			}
			var es Errors
			if !errors.As(err, &es) {
				t.Fatalf("error %T %v", err, err)
			}
			text := err.Error()
			for _, w := range c.want {
				if !strings.Contains(text, w) {
					t.Errorf("errors\n%s\nwant %q", text, w)
				}
			}
			for _, e := range es {
				if e.File != "bad.yaml" || e.Line < 1 || e.Col < 1 {
					t.Errorf("error without a position: %+v", e)
				}
			}
		})
	}
}

func TestQuestMap(t *testing.T) {
	quest, err := os.ReadFile("../examples/quests/01-drowned-chapel.yaml")
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{filepath.Join("s", "q", "chapel.yaml"): quest}
	load := func(name string) ([]byte, error) {
		if b, ok := files[name]; ok {
			return b, nil
		}
		return nil, fmt.Errorf("open %s: no such file", name)
	}
	src := `name: On the quest's map
page: 20
rule: Tests
about: The chapel's guard room.
quest: q/chapel.yaml
figures:
  - {id: taeral, side: heroes, at: [0, 0], facing: E, attributes: {movement: 6}}
active: taeral
expect:
  cost:
    - {figure: taeral, to: [3, 0], is: 3}
`
	sc, err := Parse(filepath.Join("s", "scn.yaml"), []byte(src), load)
	if err != nil {
		t.Fatal(err)
	}
	if r := sc.Run(false); !r.Passed() {
		t.Fatal(r.Failures)
	}
	_, err = Parse(filepath.Join("s", "scn.yaml"), []byte(strings.Replace(src, "q/chapel.yaml", "q/none.yaml", 1)), load)
	if err == nil || !strings.Contains(err.Error(), "scn.yaml:5:8: quest: open") {
		t.Fatalf("missing quest: %v", err)
	}
	files[filepath.Join("s", "q", "chapel.yaml")] = []byte("id: x\n")
	_, err = Parse(filepath.Join("s", "scn.yaml"), []byte(src), load)
	if err == nil || !strings.Contains(err.Error(), filepath.Join("s", "q", "chapel.yaml")+":1:1:") {
		t.Fatalf("broken quest: %v", err)
	}
	if _, err := Parse("scn.yaml", []byte(src), nil); err == nil || !strings.Contains(err.Error(), "cannot load") {
		t.Fatalf("no loader: %v", err)
	}
}

func TestRunFilesReport(t *testing.T) {
	files := map[string]string{
		"a.yaml": base,
		"b.yaml": strings.Replace(base, "is: 2} # cost", "is: 9} # cost", 1),
		"c.yaml": "name: [\n",
	}
	load := func(name string) ([]byte, error) {
		if s, ok := files[name]; ok {
			return []byte(s), nil
		}
		return nil, fmt.Errorf("open %s: no such file", name)
	}
	var out bytes.Buffer
	s := RunFiles(&out, []string{"a.yaml", "b.yaml", "c.yaml", "d.yaml"}, load, false)
	if s.Passed != 1 || s.Failed != 3 || s.OK() {
		t.Fatalf("summary %+v", s)
	}
	text := out.String()
	for _, w := range []string{
		"PASS  Base (page 20)\n",
		"FAIL  Base (page 20)\n      b.yaml:" + fmt.Sprint(lineOf(t, base, "cost")) + ": the cheapest move of taeral to [2, 1]: want 9, found 2\n",
		"FAIL  c.yaml: 1 error(s) in the file\n      c.yaml:1:1: YAML syntax",
		"FAIL  d.yaml: open d.yaml: no such file",
		"\n1 passed, 3 failed\n",
	} {
		if !strings.Contains(text, w) {
			t.Errorf("report\n%s\nwants %q", text, w)
		}
	}
}

func TestVerbose(t *testing.T) {
	sc, err := Parse("v.yaml", []byte(base), nil)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	Report(&out, sc.Run(true), true)
	text := out.String()
	for _, w := range []string{
		"roll #1 run: Taeral 2D6 [1 2] = 3",
		`run_allowance {"allowance":9,"figure":"taeral","roll":1}`,
		`steps[4] (line`,
		`moved {"allowance":9,"cost":3,"figure":"taeral","from":[0,1]`,
		"ok: the cheapest move of taeral to [2, 1]",
	} {
		if !strings.Contains(text, w) {
			t.Errorf("verbose report\n%s\nwants %q", text, w)
		}
	}
}

// An expected event after one that never came is not checked, and -v
// must not call it ok (it did).
func TestVerboseAfterAMissingEvent(t *testing.T) {
	src := strings.Replace(base, "        - {type: run_allowance, allowance: 9, capped: false} # events\n",
		"        - {type: fortune_spent} # events\n        - {type: run_allowance, allowance: 9, capped: false}\n", 1)
	if src == base {
		t.Fatal("the base scenario changed: fix this test's edit")
	}
	sc, err := Parse("m.yaml", []byte(src), nil)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	Report(&out, sc.Run(true), true)
	text := out.String()
	if !strings.Contains(text, `not checked: an event like {"allowance":9`) || strings.Contains(text, `ok: an event like {"allowance":9`) {
		t.Errorf("verbose report\n%s\nwants the second event not checked", text)
	}
}

func TestMatch(t *testing.T) {
	cases := []struct {
		want, got any
		ok        bool
	}{
		{map[string]any{"a": int64(1)}, map[string]any{"a": 1.0, "b": "x"}, true},
		{map[string]any{"a": int64(1)}, map[string]any{"a": 2.0}, false},
		{map[string]any{"a": false}, map[string]any{}, true},
		{map[string]any{"a": true}, map[string]any{}, false},
		{map[string]any{"a": []any{}}, map[string]any{}, true},
		{[]any{int64(1), int64(2)}, []any{1.0, 2.0}, true},
		{[]any{int64(1), int64(2)}, []any{1.0}, false},
		{"NE", 1.0, true},
		{"E", 1.0, false},
		{"x", "x", true},
		{int64(0), nil, true},
		{nil, nil, true},
		{nil, "x", false},
		{map[string]any{}, "x", false},
	}
	for i, c := range cases {
		if got := match(c.want, c.got); got != c.ok {
			t.Errorf("case %d: match(%v, %v) = %v", i, c.want, c.got, got)
		}
	}
}
