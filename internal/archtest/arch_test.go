// Package archtest checks the import rules of docs/design.md: the packages
// that hold the game (board, dice, content, rules) stay pure, with no file,
// network, database, clock or process access, so that a game is a pure
// function of its setup, seed and commands.
package archtest

import (
	"encoding/json"
	"io"
	"os/exec"
	"strings"
	"testing"
)

// pure are the packages that must stay free of I/O; a package that does not
// exist yet is skipped.
var pure = []string{"dun/board", "dun/dice", "dun/content", "dun/rules", "dun/autoplay", "dun/adp", "dun/adp1"}

// below lists, for packages that others build on, the only packages of dun
// they may depend on, so imports flow one way (docs/design.md): the board
// and the dice know nothing of the game, the rules nothing of files, the
// shared YAML decoder only the board's geometry, the content types nothing
// (their YAML reading is content/load's, which reads an fs.FS and so is not
// listed here). These packages do no I/O themselves either (the YAML
// library, which imports time, is not held to that rule).
var below = map[string][]string{
	"dun/adp":              {"dun/board", "dun/dice", "dun/rules"},
	"dun/adp1":             {"dun/adp", "dun/board", "dun/dice", "dun/rules"},
	"dun/board":            {},
	"dun/content":          {},
	"dun/dice":             {},
	"dun/internal/yamldec": {"dun/board"},
	"dun/quest":            {"dun/board", "dun/internal/yamldec"},
	"dun/rules":            {"dun/board", "dun/dice"},
	"dun/autoplay":         {"dun/board", "dun/dice", "dun/rules"},
	"dun/setup":            {"dun/adp", "dun/board", "dun/content", "dun/dice", "dun/internal/yamldec", "dun/quest", "dun/rules"},
	"dun/hero":             {"dun/adp", "dun/board", "dun/content", "dun/dice", "dun/internal/yamldec", "dun/quest", "dun/rules", "dun/setup"},
}

// forbidden reports why a pure package may not import path directly.
func forbidden(pkg, path string) string {
	switch {
	case path == "os" || strings.HasPrefix(path, "os/"):
		return "file and process access"
	case path == "net" || strings.HasPrefix(path, "net/"):
		return "network access"
	case strings.HasPrefix(path, "database/"):
		return "database access"
	case path == "syscall" || path == "unsafe" || path == "io/ioutil" || path == "io/fs" || path == "log" || strings.HasPrefix(path, "log/"):
		return "system access"
	case path == "time":
		return "a clock: the rules take no time from the machine"
	case (path == "math/rand" || path == "math/rand/v2" || path == "crypto/rand") && pkg != "dun/dice":
		return "randomness outside dice: all chance comes from a dice source"
	}
	return ""
}

type listed struct {
	ImportPath string
	Standard   bool
	Imports    []string
}

func TestPurePackagesDoNotImportIO(t *testing.T) {
	for _, root := range pure {
		out, err := exec.Command("go", "list", "-deps", "-json", root).Output()
		if err != nil {
			if missing(exitStderr(err)) {
				t.Logf("%s does not exist yet", root)
				continue
			}
			t.Fatalf("go list %s: %v\n%s", root, err, exitStderr(err))
		}
		dec := json.NewDecoder(strings.NewReader(string(out)))
		for {
			var p listed
			if err := dec.Decode(&p); err == io.EOF {
				break
			} else if err != nil {
				t.Fatal(err)
			}
			// Our own packages and third-party ones pulled in by them must obey
			// the rule; the standard library's own internals are not ours to judge.
			if p.Standard {
				continue
			}
			for _, imp := range p.Imports {
				if why := forbidden(p.ImportPath, imp); why != "" {
					t.Errorf("%s (needed by %s) imports %s: %s", p.ImportPath, root, imp, why)
				}
			}
		}
	}
}

func TestImportsGoDown(t *testing.T) {
	for pkg, allowed := range below {
		out, err := exec.Command("go", "list", "-f", "{{join .Imports \" \"}}", pkg).Output()
		if err != nil {
			t.Fatalf("go list %s: %v\n%s", pkg, err, exitStderr(err))
		}
		for _, imp := range strings.Fields(string(out)) {
			if why := forbidden(pkg, imp); why != "" {
				t.Errorf("%s imports %s: %s", pkg, imp, why)
			}
		}
		out, err = exec.Command("go", "list", "-deps", pkg).Output()
		if err != nil {
			t.Fatalf("go list %s: %v\n%s", pkg, err, exitStderr(err))
		}
		for _, dep := range strings.Fields(string(out)) {
			if !strings.HasPrefix(dep, "dun/") || dep == pkg {
				continue
			}
			ok := false
			for _, a := range allowed {
				ok = ok || dep == a
			}
			if !ok {
				t.Errorf("%s depends on %s; it may use only %v of dun", pkg, dep, allowed)
			}
		}
	}
}

func exitStderr(err error) []byte {
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.Stderr
	}
	return []byte(err.Error())
}

func TestForbiddenTable(t *testing.T) {
	for _, c := range []struct {
		pkg, imp string
		bad      bool
	}{
		{"dun/rules", "os", true},
		{"dun/rules", "net/http", true},
		{"dun/rules", "database/sql", true},
		{"dun/rules", "math/rand/v2", true},
		{"dun/dice", "math/rand/v2", false},
		{"dun/rules", "time", true},
		{"dun/rules", "fmt", false},
		{"dun/rules", "dun/board", false},
	} {
		if got := forbidden(c.pkg, c.imp) != ""; got != c.bad {
			t.Errorf("forbidden(%s, %s) = %v, want %v", c.pkg, c.imp, got, c.bad)
		}
	}
}

// missing reports whether go list failed only because the package has no
// code yet.
func missing(stderr []byte) bool {
	s := string(stderr)
	return strings.Contains(s, "no Go files") || strings.Contains(s, "cannot find") || strings.Contains(s, "is not in std") || strings.Contains(s, "no required module")
}
