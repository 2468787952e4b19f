// Package schematest compiles the JSON Schemas of docs/schema for the
// tests that hold each file format to its schema, and turns YAML into the
// JSON values a schema validates.
package schematest

import (
	"os"
	"path/filepath"
	"testing"

	"dun/internal/yamldec"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"go.yaml.in/yaml/v3"
)

// Compile compiles the schema file root (draft 2020-12), with the schema
// files it refers to, and returns it with its document. Every file is
// known by its absolute file:// address, so relative references between
// them resolve.
func Compile(t testing.TB, root string, refs ...string) (*jsonschema.Schema, map[string]any) {
	t.Helper()
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	var doc map[string]any
	for _, path := range append(refs, root) {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		d, err := jsonschema.UnmarshalJSON(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if err := c.AddResource(address(t, path), d); err != nil {
			t.Fatal(err)
		}
		if path == root {
			doc, _ = d.(map[string]any)
		}
	}
	sch, err := c.Compile(address(t, root))
	if err != nil {
		t.Fatal(err)
	}
	return sch, doc
}

func address(t testing.TB, path string) string {
	t.Helper()
	abs, err := filepath.Abs(path)
	if err != nil {
		t.Fatal(err)
	}
	return "file://" + filepath.ToSlash(abs)
}

// FromYAML is YAML source as the values a JSON decoder would give.
func FromYAML(t testing.TB, src []byte) any {
	t.Helper()
	var n yaml.Node
	if err := yaml.Unmarshal(src, &n); err != nil {
		t.Fatal(err)
	}
	return yamldec.JSON(&n)
}
