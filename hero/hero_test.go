package hero

import (
	"os"
	"path/filepath"
	"testing"

	"dun/content"
	"dun/content/load"
	"dun/content/starter"
)

func starterPack(t testing.TB) *content.Pack {
	t.Helper()
	p, errs := load.Packs(content.Effects, starter.Source())
	if len(errs) > 0 {
		t.Fatal(errs[0])
	}
	return p
}

// checkFile parses and checks hero file path of the repository.
func checkFile(t *testing.T, p *content.Pack, path string) *Sheet {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := Parse(path, src)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Check(p, f)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Every example hero file passes the check.
func TestExamplesCheck(t *testing.T) {
	p := starterPack(t)
	files, _ := filepath.Glob("../examples/heroes/*.yaml")
	if len(files) < 2 {
		t.Fatalf("%d example heroes; want at least 2", len(files))
	}
	for _, file := range files {
		s := checkFile(t, p, file)
		f, err := s.Figure()
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %+v warn %v coins %d", file, f.Attrs, s.Warnings, f.Coins)
	}
}
