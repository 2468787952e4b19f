package load_test

import (
	"bytes"
	"dun/internal/schematest"
	"dun/internal/yamldec"
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"dun/content"
	"dun/content/load"
	"dun/content/starter"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"go.yaml.in/yaml/v3"
)

var update = flag.Bool("update", false, "rewrite docs/schema/content from the content types")

const schemaDir = "../../docs/schema/content"

// The published schemas are the ones the types give (go test -update
// rewrites them).
func TestSchemasCurrent(t *testing.T) {
	for _, k := range content.Kinds {
		p := filepath.Join(schemaDir, k.Name+".schema.json")
		want := load.Schema(k)
		if *update {
			if err := os.WriteFile(p, want, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(p)
		if err != nil {
			t.Fatalf("%v (go test ./content/load -update writes it)", err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is stale: run go test ./content/load -update", p)
		}
	}
}

func compile(t *testing.T, kind string) (*jsonschema.Schema, map[string]any) {
	return schematest.Compile(t, filepath.Join(schemaDir, kind+".schema.json"))
}

// Every file of the starter pack passes its kind's schema.
func TestStarterMatchesSchemas(t *testing.T) {
	fsys := starter.FS()
	seen := map[string]bool{}
	err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(name, ".yaml") {
			return err
		}
		kind := strings.TrimSuffix(strings.SplitN(name, "/", 2)[0], ".yaml")
		sch, _ := compile(t, kind)
		src, err := fs.ReadFile(fsys, name)
		if err != nil {
			return err
		}
		var doc yaml.Node
		if err := yaml.Unmarshal(src, &doc); err != nil {
			return err
		}
		if err := sch.Validate(yamldec.JSON(&doc)); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		seen[kind] = true
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range content.Kinds {
		if !seen[k.Name] {
			t.Errorf("no starter file of kind %s", k.Name)
		}
	}
}

// The schemas refuse what the loader refuses, for shapes a schema can see.
func TestSchemaRejects(t *testing.T) {
	for _, c := range []struct{ kind, src string }{
		{"skills", "- {id: x, name: {en: X, es: X}, group: combat, use: passive, hero: {en: a, es: b}, effect: {id: undead}, colour: red}"},
		{"skills", "- {id: x, name: {en: X}, group: combat, use: passive, hero: {en: a, es: b}, effect: {id: undead}}"},
		{"races", "- {id: X, name: {en: X, es: X}, alignment: good, size: average, fortune: 1, attributes: {}}"},
		{"potions", "- {id: p, name: {en: P, es: P}, vp: 100, text: {en: a, es: b}, effect: {id: heal}}"},
		{"dark_cards", "- {id: c, name: {en: C, es: C}, type: trap, place: [room], text: {en: a, es: b}, effect: {id: locked_door}}"},
	} {
		sch, _ := compile(t, c.kind)
		var doc yaml.Node
		if err := yaml.Unmarshal([]byte(c.src), &doc); err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(yamldec.JSON(&doc)); err == nil {
			t.Errorf("%s: the schema accepted %s", c.kind, c.src)
		}
		k, _ := content.KindNamed(c.kind)
		if _, errs := load.File("x.yaml", []byte(c.src), k); len(errs) == 0 {
			t.Errorf("%s: the loader accepted %s", c.kind, c.src)
		}
	}
}

// The keys of every object of every schema file are the keys the loader
// reads, with the same required ones.
func TestSchemaKeysMatchLoader(t *testing.T) {
	for _, k := range content.Kinds {
		_, doc := compile(t, k.Name)
		defs := doc["$defs"].(map[string]any)
		structs := load.Structs(k)
		if len(defs) != len(structs) {
			t.Errorf("%s: schema defines %d objects, the loader reads %d", k.Name, len(defs), len(structs))
		}
		for name, typ := range structs {
			def, ok := defs[name].(map[string]any)
			if !ok {
				t.Errorf("%s: schema has no $defs/%s", k.Name, name)
				continue
			}
			var all, req []string
			for p := range def["properties"].(map[string]any) {
				all = append(all, p)
			}
			if r, ok := def["required"].([]any); ok {
				for _, x := range r {
					req = append(req, x.(string))
				}
			}
			var wantAll, wantReq []string
			for _, f := range load.Fields(typ) {
				wantAll = append(wantAll, f.Key)
				if f.Required {
					wantReq = append(wantReq, f.Key)
				}
			}
			for _, s := range [][]string{all, req, wantAll, wantReq} {
				sort.Strings(s)
			}
			if !reflect.DeepEqual(all, wantAll) || !reflect.DeepEqual(req, wantReq) {
				t.Errorf("%s/%s: schema keys %v (required %v), loader keys %v (required %v)", k.Name, name, all, req, wantAll, wantReq)
			}
		}
	}
}
