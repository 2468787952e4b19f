package scenario

import (
	"dun/internal/schematest"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"dun/quest"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

const (
	schemaDir    = "../docs/schema"
	schemaFile   = "scenario.schema.json"
	questSchema  = "quest.schema.json"
	schemaRefDef = "#/$defs/"
)

// loadSchema compiles the scenario schema, with the quest schema it refers
// to for the map keys.
func loadSchema(t *testing.T) (*jsonschema.Schema, map[string]any) {
	return schematest.Compile(t, filepath.Join(schemaDir, schemaFile), filepath.Join(schemaDir, questSchema))
}

// toJSON turns YAML into the values a JSON decoder would give.
func toJSON(t *testing.T, data []byte) any { return schematest.FromYAML(t, data) }

// Every shipped scenario, and the tests' base scenario, follow the schema.
func TestSchemaValidatesScenarios(t *testing.T) {
	sch, _ := loadSchema(t)
	files := scenarioFiles(t)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := sch.Validate(toJSON(t, data)); err != nil {
			t.Errorf("%s: %v", f, err)
		}
	}
	if err := sch.Validate(toJSON(t, []byte(base))); err != nil {
		t.Errorf("base: %v", err)
	}
}

// The schema refuses what the parser refuses, for the usual mistakes.
func TestSchemaRefuses(t *testing.T) {
	sch, _ := loadSchema(t)
	for name, src := range map[string]string{
		"unknown key":       strings.Replace(base, "page: 20", "page: 20\nchapter: 3", 1),
		"no about":          strings.Replace(base, "about: A room, a hero and an orc.\n", "", 1),
		"quest and map":     strings.Replace(base, "page: 20", "page: 20\nquest: q.yaml", 1),
		"no map":            "name: x\npage: 1\nrule: r\nabout: a\n",
		"bad die":           strings.Replace(base, "dice: [1, 2]", "dice: [1, 7]", 1),
		"bad size":          strings.Replace(base, "side: dark,", "side: dark, size: giant,", 1),
		"unknown command":   strings.Replace(base, "type: run", "type: jump", 1),
		"move without to":   strings.Replace(base, "    to: [3, 1]\n", "", 1),
		"unknown expect":    strings.Replace(base, "turn: 1 # turn", "round: 1", 1),
		"cost is and path":  strings.Replace(base, "is: 2} # cost", "is: 2, refused: x} # cost", 1),
		"sight cover value": strings.Replace(base, "cover: none", "cover: some", 1),
		"bad vp":            strings.Replace(base, "side: dark,", "side: dark, vp: 100,", 1),
	} {
		if err := sch.Validate(toJSON(t, []byte(src))); err == nil {
			t.Errorf("%s: the schema accepts it", name)
		}
		if _, err := Parse("x.yaml", []byte(src), nil); err == nil {
			t.Errorf("%s: the parser accepts it", name)
		}
	}
}

var wantKeys = regexp.MustCompile(`unknown field "zzz" \(want ([a-z_, ]+)\)`)

// parserKeys finds the keys the parser accepts in one kind of mapping, by
// giving it an unknown one and reading the list its message offers.
func parserKeys(t *testing.T, src string) []string {
	t.Helper()
	_, err := Parse("k.yaml", []byte(src), nil)
	if err == nil {
		t.Fatalf("no error for\n%s", src)
	}
	m := wantKeys.FindStringSubmatch(err.Error())
	if m == nil {
		t.Fatalf("no key list in %v", err)
	}
	return strings.Split(m[1], ", ")
}

func schemaKeys(t *testing.T, doc map[string]any, def string) []string {
	t.Helper()
	node := doc
	if def != "" {
		node = doc["$defs"].(map[string]any)[def].(map[string]any)
		if one, ok := node["oneOf"].([]any); ok {
			for _, o := range one {
				if m, ok := o.(map[string]any); ok && m["properties"] != nil {
					node = m
				}
			}
		}
	}
	var keys []string
	for k := range node["properties"].(map[string]any) {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// The schema and the parser know the same keys, so they cannot drift.
func TestSchemaMatchesParser(t *testing.T) {
	_, doc := loadSchema(t)
	inExpect := func(s string) string {
		return strings.Replace(base, "turn: 1 # turn", s, 1)
	}
	cases := []struct {
		def, src string
	}{
		{"", strings.Replace(base, "page: 20", "page: 20\nzzz: 1", 1)},
		{"figure", strings.Replace(base, "side: dark,", "side: dark, zzz: 1,", 1)},
		{"attributes", strings.Replace(base, "attributes: {movement: 4}", "attributes: {zzz: 4}", 1)},
		{"refusal", strings.Replace(base, "refused: illegal_move} # refused", "refused: {code: x, zzz: 1}} # refused", 1)},
		{"expect", inExpect("zzz: 1")},
		{"figureExpect", inExpect("figures: {taeral: {zzz: 1}}")},
		{"activeExpect", inExpect("active: {zzz: 1}")},
		{"cost", inExpect("cost: {zzz: 1}")},
		{"reach", inExpect("reach: {zzz: 1}")},
		{"options", inExpect("options: {zzz: 1}")},
		{"sight", inExpect("sight: {zzz: 1}")},
		{"adjacent", inExpect("adjacent: {zzz: 1}")},
		{"doors", inExpect("doors: {zzz: 1}")},
		{"engaged", inExpect("engaged: {zzz: 1}")},
		{"distance", inExpect("distance: {zzz: 1}")},
		{"prompt", inExpect("prompt: {zzz: 1}")},
	}
	for _, c := range cases {
		got := parserKeys(t, c.src)
		if c.def == "" {
			// The top level also takes the map keys of a quest sheet.
			got = append(got, quest.BoardKeys()...)
		}
		sort.Strings(got)
		want := schemaKeys(t, doc, c.def)
		if c.def == "" {
			for _, k := range quest.BoardKeys() {
				want = append(want, k)
			}
			sort.Strings(want)
		}
		if strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("%q: the parser takes %v, the schema %v", c.def, got, want)
		}
	}
}
