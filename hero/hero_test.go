package hero

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"dun/content"
	"dun/content/load"
	"dun/content/starter"
)

var (
	packOnce sync.Once
	pack     *content.Pack
	packErrs []content.Error
)

// starterPack is the starter pack, loaded once for all tests.
func starterPack(t testing.TB) *content.Pack {
	t.Helper()
	packOnce.Do(func() { pack, packErrs = load.Packs(content.Effects, starter.Source()) })
	if len(packErrs) > 0 {
		t.Fatal(packErrs[0])
	}
	return pack
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
		t.Logf("%s: %+v warn %v coins %d", file, *f.Attrs(), s.Warnings, f.Coins())
	}
}

func TestWritePrint(t *testing.T) {
	p := starterPack(t)
	s := checkFile(t, p, "../examples/heroes/ysolde.yaml")
	var b strings.Builder
	for _, lang := range []string{"en", "es"} {
		if err := Write(&b, p, s, lang); err != nil {
			t.Fatal(err)
		}
	}
	t.Log(b.String())
}

// A new hero file of every race and class checks as written, in both
// languages, and names the race and class.
func TestTemplateChecks(t *testing.T) {
	p := starterPack(t)
	for _, r := range p.List("races") {
		for _, k := range p.List("classes") {
			for _, lang := range []string{"en", "es"} {
				var b strings.Builder
				if err := Template(&b, p, r.Base().ID, k.Base().ID, lang); err != nil {
					t.Fatal(err)
				}
				f, err := Parse("new.yaml", []byte(b.String()))
				if err != nil {
					t.Fatalf("%s %s %s: %v\n%s", r.Base().ID, k.Base().ID, lang, err, b.String())
				}
				if _, err := Check(p, f); err != nil {
					t.Fatalf("%s %s %s: %v\n%s", r.Base().ID, k.Base().ID, lang, err, b.String())
				}
				if f.Race.Value != r.Base().ID || f.Class.Value != k.Base().ID {
					t.Fatalf("template of %s %s names %s %s", r.Base().ID, k.Base().ID, f.Race.Value, f.Class.Value)
				}
			}
		}
	}
	var b strings.Builder
	_ = Template(&b, p, "elf", "wizard", "en")
	t.Log(b.String())
}
