package archtest

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// docs/rules-coverage.md cites tests, source files and scenarios; each must
// exist, so the map cannot quietly point at things that were renamed or
// never written.
func TestCoverageCitesWhatExists(t *testing.T) {
	root := filepath.Join("..", "..")
	doc, err := os.ReadFile(filepath.Join(root, "docs", "rules-coverage.md"))
	if err != nil {
		t.Fatal(err)
	}
	var tests strings.Builder
	err = filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && strings.HasPrefix(d.Name(), ".") && p != root {
			return filepath.SkipDir
		}
		if strings.HasSuffix(p, "_test.go") {
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			tests.Write(b)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	all := tests.String()
	for _, m := range regexp.MustCompile("`[^`]*`").FindAllString(string(doc), -1) {
		for _, name := range regexp.MustCompile(`\b(?:Test|Fuzz)[A-Z][A-Za-z0-9_]*`).FindAllString(m, -1) {
			if !strings.Contains(all, "func "+name+"(") {
				t.Errorf("rules-coverage.md cites %s, which no test file defines", name)
			}
		}
		cited := strings.Trim(m, "`")
		switch {
		case regexp.MustCompile(`^[a-z]+/[a-z_]+\.go$`).MatchString(cited):
			if _, err := os.Stat(filepath.Join(root, cited)); err != nil {
				t.Errorf("rules-coverage.md cites %s, which does not exist", cited)
			}
		case regexp.MustCompile(`^[a-z]+/p\d+[^ …]*\.yaml$`).MatchString(cited):
			if _, err := os.Stat(filepath.Join(root, "scenarios", cited)); err != nil {
				t.Errorf("rules-coverage.md cites scenario %s, which does not exist", cited)
			}
		}
	}
}
