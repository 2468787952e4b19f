package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// cli runs dun in-process with args and returns what it wrote and its exit
// status.
func cli(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	root := newRoot()
	var out, errw bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errw)
	root.SetArgs(args)
	if err := execute(root); err != nil {
		code = 1
	}
	return out.String(), errw.String(), code
}

func write(t *testing.T, dir, name, content string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

const good = `name: A short walk
page: 20
rule: Movement
about: Taeral walks three squares.
map:
  sections: |
    AAAA
sections:
  A: {kind: room}
figures:
  - {id: taeral, side: heroes, at: [0, 0], facing: E, attributes: {movement: 6}}
active: taeral
dice: [2, 5]
steps:
  - {type: run, figure: taeral}
  - type: move
    figure: taeral
    to: [3, 0]
    expect:
      figures:
        taeral: {at: [3, 0]}
`

func TestVersion(t *testing.T) {
	out, _, code := cli(t, "version")
	if code != 0 || !strings.HasPrefix(out, "dun ") {
		t.Fatalf("version: %d %q", code, out)
	}
}

func TestScenarioRunShipped(t *testing.T) {
	out, errw, code := cli(t, "scenario", "run", "../../scenarios")
	if code != 0 || errw != "" {
		t.Fatalf("exit %d\n%s%s", code, out, errw)
	}
	if !regexp.MustCompile(`(?m)^[1-9][0-9]* passed, 0 failed$`).MatchString(out) {
		t.Fatalf("summary missing:\n%s", out)
	}
	if !strings.Contains(out, "PASS  ") || !strings.Contains(out, "(page 20)") {
		t.Fatalf("one line per scenario wanted:\n%s", out)
	}
}

func TestScenarioRunDefaultDirectory(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "scenarios/a/walk.yaml", good)
	write(t, dir, "scenarios/b/walk2.yml", strings.Replace(good, "A short walk", "Another walk", 1))
	write(t, dir, "scenarios/notes.txt", "not a scenario")
	t.Chdir(dir)
	out, errw, code := cli(t, "scenario", "run")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errw)
	}
	want := "PASS  A short walk (page 20)\nPASS  Another walk (page 20)\n2 passed, 0 failed\n"
	if out != want {
		t.Fatalf("output\n%s\nwant\n%s", out, want)
	}
}

func TestScenarioRunFailures(t *testing.T) {
	dir := t.TempDir()
	ok := write(t, dir, "ok.yaml", good)
	bad := write(t, dir, "bad.yaml", strings.Replace(good, "taeral: {at: [3, 0]}", "taeral: {at: [2, 0]}", 1))
	broken := write(t, dir, "broken.yaml", strings.Replace(good, "page: 20", "page: twenty\ncolour: red", 1))
	out, _, code := cli(t, "scenario", "run", ok, bad, broken, filepath.Join(dir, "missing.yaml"))
	if code == 0 {
		t.Fatalf("exit 0 with failures:\n%s", out)
	}
	for _, w := range []string{
		"PASS  A short walk (page 20)\n",
		"FAIL  A short walk (page 20)\n      " + bad + ":21: taeral stands at: want [2, 0], found [3, 0]\n",
		"FAIL  " + broken + ": 2 error(s) in the file\n      " + broken + ":2:7: page: want a whole number, not \"twenty\"\n      " + broken + ":3:1: scenario: unknown field \"colour\"",
		"FAIL  " + filepath.Join(dir, "missing.yaml") + ": open",
		"1 passed, 3 failed\n",
	} {
		if !strings.Contains(out, w) {
			t.Errorf("output\n%s\nwants %q", out, w)
		}
	}
}

func TestScenarioRunVerbose(t *testing.T) {
	dir := t.TempDir()
	f := write(t, dir, "walk.yaml", good)
	out, _, code := cli(t, "scenario", "run", "-v", f)
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	for _, w := range []string{"roll #1 run: taeral 2D6 [2 5] = 7", "run_allowance", `moved {"allowance":12,"cost":3`} {
		if !strings.Contains(out, w) {
			t.Errorf("verbose output\n%s\nwants %q", out, w)
		}
	}
}

func TestScenarioRunNoFiles(t *testing.T) {
	dir := t.TempDir()
	_, errw, code := cli(t, "scenario", "run", dir)
	if code == 0 || !strings.Contains(errw, "no *.yaml files") {
		t.Fatalf("exit %d, %q", code, errw)
	}
}

func TestQuestValidate(t *testing.T) {
	good := "../../examples/quests/01-drowned-chapel.yaml"
	dir := t.TempDir()
	bad := write(t, dir, "bad.yaml", "id: Bad Id\ntitle: {en: x}\n")
	out, errw, code := cli(t, "quest", "validate", good)
	if code != 0 || out != good+": ok\n" || errw != "" {
		t.Fatalf("good quest: %d %q %q", code, out, errw)
	}
	out, errw, code = cli(t, "quest", "validate", good, bad)
	if code == 0 || out != good+": ok\n" {
		t.Fatalf("bad quest: %d %q", code, out)
	}
	lines := strings.Split(strings.TrimSpace(errw), "\n")
	if len(lines) < 3 {
		t.Fatalf("every error wanted:\n%s", errw)
	}
	for _, l := range lines {
		if !regexp.MustCompile(`^` + regexp.QuoteMeta(bad) + `:\d+:\d+: `).MatchString(l) {
			t.Errorf("not file:line:column: message: %q", l)
		}
	}
	if _, errw, code := cli(t, "quest", "validate", filepath.Join(dir, "none.yaml")); code == 0 || !strings.Contains(errw, "none.yaml") {
		t.Fatalf("missing file: %d %q", code, errw)
	}
	if _, _, code := cli(t, "quest", "validate"); code == 0 {
		t.Fatal("no file: exit 0")
	}
}

func TestQuestShow(t *testing.T) {
	out, _, code := cli(t, "quest", "show", "../../examples/quests/01-drowned-chapel.yaml")
	if code != 0 || !strings.Contains(out, "doors:") || !strings.Contains(out, "L leader undead_champion") {
		t.Fatalf("show: %d\n%s", code, out)
	}
	out, _, code = cli(t, "quest", "show", "--unicode", "../../examples/quests/01-drowned-chapel.yaml")
	if code != 0 || !strings.ContainsAny(out, "│─") {
		t.Fatalf("show --unicode: %d\n%s", code, out)
	}
	out, _, code = cli(t, "quest", "show", "--lang", "es", "../../examples/quests/01-drowned-chapel.yaml")
	if code != 0 || !strings.Contains(out, "puertas:") || !strings.Contains(out, "L líder undead_champion") || !strings.HasPrefix(out, "La capilla anegada\n") {
		t.Fatalf("show --lang es: %d\n%s", code, out)
	}
	if _, errw, code := cli(t, "quest", "show", "--lang", "fr", "../../examples/quests/01-drowned-chapel.yaml"); code == 0 || !strings.Contains(errw, "want en or es") {
		t.Fatalf("show --lang fr: %d %q", code, errw)
	}
	dir := t.TempDir()
	bad := write(t, dir, "bad.yaml", "id: x\n")
	if _, errw, code := cli(t, "quest", "show", bad); code == 0 || !strings.Contains(errw, bad+":1:1:") {
		t.Fatalf("show bad: %d %q", code, errw)
	}
}

func TestUnknownCommand(t *testing.T) {
	if _, errw, code := cli(t, "fly"); code == 0 || !strings.Contains(errw, "unknown command") {
		t.Fatalf("unknown command: %d %q", code, errw)
	}
	if _, errw, code := cli(t, "scenario", "run", "--colour"); code == 0 || !strings.Contains(errw, "unknown flag") {
		t.Fatalf("unknown flag: %d %q", code, errw)
	}
}

func TestRunExitStatus(t *testing.T) {
	if run([]string{"version"}) != 0 {
		t.Fatal("version: non-zero")
	}
	if run([]string{"nope"}) == 0 {
		t.Fatal("unknown command: zero")
	}
}

func TestSim(t *testing.T) {
	dir := t.TempDir()
	html, js := dir+"/r.html", dir+"/r.json"
	out, errOut, code := cli(t, "sim", "../../examples/quests/03-goblin-chasm.yaml", "--party", "../../examples/parties/three-heroes.yaml",
		"--runs", "6", "--workers", "2", "--html", html, "--json", js, "--lang", "es")
	if code != 0 || !strings.Contains(out, "Victorias de los héroes") {
		t.Fatalf("code %d\n%s\n%s", code, out, errOut)
	}
	for _, f := range []string{html, js} {
		if st, err := os.Stat(f); err != nil || st.Size() == 0 {
			t.Fatalf("%s not written: %v", f, err)
		}
	}
	_, errOut, code = cli(t, "sim", "../../examples/quests/03-goblin-chasm.yaml", "--party", "nope.yaml")
	if code == 0 || !strings.Contains(errOut, "nope.yaml") {
		t.Fatalf("missing party accepted: %s", errOut)
	}
	_, errOut, code = cli(t, "sim", "../../examples/quests/03-goblin-chasm.yaml", "--party", "../../examples/parties/three-heroes.yaml", "--dark", "clever")
	if code == 0 || !strings.Contains(errOut, "--dark") || !strings.Contains(errOut, "adp1") {
		t.Fatalf("unknown policy accepted, or the earlier edition not named: %s", errOut)
	}
	// The earlier edition's Artificial Dark Player (package adp1).
	out, errOut, code = cli(t, "sim", "../../examples/quests/03-goblin-chasm.yaml", "--party", "../../examples/parties/three-heroes.yaml",
		"--runs", "4", "--workers", "1", "--dark", "adp1")
	if code != 0 || !strings.Contains(out, "Games: 4") {
		t.Fatalf("--dark adp1: code %d\n%s\n%s", code, out, errOut)
	}
	// One game replayed alone by its seed, followed command by command,
	// twice to the same text; --trace alone is refused.
	var traces []string
	for range 2 {
		out, errOut, code = cli(t, "sim", "../../examples/quests/03-goblin-chasm.yaml", "--party", "../../examples/parties/three-heroes.yaml",
			"--game", "977", "--trace")
		if code != 0 || !strings.Contains(out, "turn 1 heroes: activate:") || !strings.Contains(out, "turn 1 dark: ") || !strings.Contains(out, "Games: 1") {
			t.Fatalf("--game --trace: code %d\n%s\n%s", code, out, errOut)
		}
		traces = append(traces, out)
	}
	if traces[0] != traces[1] {
		t.Fatal("the same game traced twice differs")
	}
	if _, errOut, code = cli(t, "sim", "../../examples/quests/03-goblin-chasm.yaml", "--party", "../../examples/parties/three-heroes.yaml", "--trace"); code == 0 || !strings.Contains(errOut, "--game") {
		t.Fatalf("--trace without --game accepted: %s", errOut)
	}
}
