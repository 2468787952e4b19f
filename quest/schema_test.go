package quest

import (
	"os"
	"reflect"
	"sort"
	"strings"
	"testing"

	"dun/internal/schematest"
	"dun/internal/yamldec"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

const schemaPath = "../docs/schema/quest.schema.json"

func loadSchema(t *testing.T) (*jsonschema.Schema, map[string]any) {
	return schematest.Compile(t, schemaPath)
}

func yamlToJSON(t *testing.T, src string) any { return schematest.FromYAML(t, []byte(src)) }

func TestExamplesMatchSchema(t *testing.T) {
	sch, _ := loadSchema(t)
	for _, f := range exampleFiles(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(yamlToJSON(t, string(data))); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
	if err := sch.Validate(yamlToJSON(t, head+body)); err != nil {
		t.Errorf("test base: %v", err)
	}
}

// The schema refuses what the parser refuses, for the shapes it can see.
func TestSchemaRejects(t *testing.T) {
	sch, _ := loadSchema(t)
	for name, src := range map[string]string{
		"unknown key":      add("colour: red\n"),
		"missing es":       mut("{en: Test, es: Prueba}", "{en: Test}"),
		"missing start":    strings.Replace(head+body, "start: [[0, 0], [1, 0]]\n", "", 1),
		"bad door kind":    mut("side: east}", "side: east, kind: wooden}"),
		"bad section kind": mut("B: {kind: room}", "B: {kind: hall}"),
		"square of three":  mut("[1, 0]]", "[1, 0, 2]]"),
		"element both":     add("furniture:\n  - {kind: bed, at: [4, 1], squares: [[5, 1]]}\n"),
		"leader no facing": add("leader: {kind: orc-boss, at: [4, 1]}\n"),
		"diagonal arrow":   add("arrows:\n  - {at: [1, 1], facing: SE, to: C}\n"),
		"unknown map key":  mut("  sections: |", "  height: |\n    111111\n  sections: |"),
	} {
		if err := sch.Validate(yamlToJSON(t, src)); err == nil {
			t.Errorf("%s: the schema accepted it", name)
		}
		if _, err := Parse("x.yaml", []byte(src)); err == nil {
			t.Errorf("%s: the parser accepted it", name)
		}
	}
}

// The keys the parser knows are the keys the schema lists, object by
// object, with the same required ones.
func TestSchemaMatchesParser(t *testing.T) {
	_, doc := loadSchema(t)
	defs := doc["$defs"].(map[string]any)
	keys := func(obj map[string]any) (all, required []string) {
		for k := range obj["properties"].(map[string]any) {
			all = append(all, k)
		}
		if r, ok := obj["required"].([]any); ok {
			for _, k := range r {
				required = append(required, k.(string))
			}
		}
		sort.Strings(all)
		sort.Strings(required)
		return
	}
	fromSpec := func(s yamldec.Keys, extraRequired ...string) (all, required []string) {
		for _, f := range s {
			all = append(all, f.Name)
			if f.Required {
				required = append(required, f.Name)
			}
		}
		required = append(required, extraRequired...)
		sort.Strings(all)
		sort.Strings(required)
		return
	}
	check := func(name string, obj map[string]any, s yamldec.Keys, extra ...string) {
		ga, gr := keys(obj)
		wa, wr := fromSpec(s, extra...)
		if !reflect.DeepEqual(ga, wa) {
			t.Errorf("%s: schema keys %v, parser keys %v", name, ga, wa)
		}
		if !reflect.DeepEqual(gr, wr) {
			t.Errorf("%s: schema requires %v, parser requires %v", name, gr, wr)
		}
	}
	check("quest", doc, specs["quest"], "start")
	for name, s := range specs {
		switch name {
		case "quest", "sheet":
			continue
		}
		def, ok := defs[name].(map[string]any)
		if !ok {
			t.Errorf("schema has no $defs/%s", name)
			continue
		}
		check(name, def, s)
	}
}

// The complete example of docs/quest-format.md is a valid quest.
func TestFormatDocExample(t *testing.T) {
	doc, err := os.ReadFile("../docs/quest-format.md")
	if err != nil {
		t.Fatal(err)
	}
	s := string(doc)
	i := strings.Index(s, "## A complete example")
	if i < 0 {
		t.Fatal("no complete example")
	}
	s = s[i:]
	start := strings.Index(s, "```yaml\n")
	end := strings.Index(s[start+8:], "```")
	src := s[start+8 : start+8+end]
	q, err := Parse("quest-format.md", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if q.Leader == nil || len(q.Board.Doors) != 2 {
		t.Fatalf("example %+v", q)
	}
	sch, _ := loadSchema(t)
	if err := sch.Validate(yamlToJSON(t, src)); err != nil {
		t.Fatal(err)
	}
}
