package hero

import (
	"os"
	"path/filepath"
	"slices"
	"sort"
	"testing"

	"dun/internal/schematest"
	"dun/internal/yamldec"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

const schemaPath = "../docs/schema/hero.schema.json"

func loadSchema(t *testing.T) (*jsonschema.Schema, map[string]any) {
	return schematest.Compile(t, schemaPath)
}

func asJSON(t *testing.T, src string) any { return schematest.FromYAML(t, []byte(src)) }

// The schema for editors accepts the example heroes and refuses what the
// parser refuses, for the shapes it can see; its keys are the parser's.
func TestSchema(t *testing.T) {
	sch, doc := loadSchema(t)
	files, _ := filepath.Glob("../examples/heroes/*.yaml")
	for _, file := range files {
		b, _ := os.ReadFile(file)
		if err := sch.Validate(asJSON(t, string(b))); err != nil {
			t.Errorf("%s: %v", file, err)
		}
	}
	for name, src := range map[string]string{
		"unknown key":      "name: X\nrace: human\nclass: warrior\nlevel: 3\n",
		"no class":         "name: X\nrace: human\n",
		"a raise of 0":     "name: X\nrace: human\nclass: warrior\ndevelopment: {combat: 0}\n",
		"luck":             "name: X\nrace: human\nclass: warrior\ndevelopment: {luck: 1}\n",
		"name without es":  "name: {en: X}\nrace: human\nclass: warrior\n",
		"skill not an ID":  "name: X\nrace: human\nclass: warrior\nskills: [Iron Will]\n",
		"solo as a number": "name: X\nrace: human\nclass: warrior\nsolo: 1\n",
	} {
		if err := sch.Validate(asJSON(t, src)); err == nil {
			t.Errorf("%s: the schema accepts it", name)
		}
		if _, err := Parse("t.yaml", []byte(src)); err == nil {
			t.Errorf("%s: the parser accepts it", name)
		}
	}
	var keys []string
	for k := range doc["properties"].(map[string]any) {
		keys = append(keys, k)
	}
	var parsed []string
	for k := range fileHandlers(yamldec.New("t.yaml", nil, format), &File{}) {
		parsed = append(parsed, k)
	}
	sort.Strings(keys)
	sort.Strings(parsed)
	if !slices.Equal(keys, parsed) {
		t.Errorf("schema keys %v, parser keys %v", keys, parsed)
	}
	var dev []string
	for k := range doc["properties"].(map[string]any)["development"].(map[string]any)["properties"].(map[string]any) {
		dev = append(dev, k)
	}
	sort.Strings(dev)
	want := slices.Clone(Attributes)
	sort.Strings(want)
	if !slices.Equal(dev, want) {
		t.Errorf("schema development keys %v, parser %v", dev, want)
	}
}
