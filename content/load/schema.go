package load

import (
	"encoding/json"
	"reflect"

	"dun/content"
)

// Schema returns the JSON Schema (draft 2020-12) of a file of kind, built
// from the same struct tags the loader reads, so the two cannot disagree
// on keys. docs/schema/content holds one per kind; a test keeps them
// current.
func Schema(kind content.Kind) []byte {
	defs := map[string]any{}
	item := schemaOf(reflect.TypeOf(kind.New()).Elem(), Field{}, defs)
	doc := map[string]any{
		"$schema": "https://json-schema.org/draft/2020-12/schema",
		"$id":     kind.Name + ".schema.json",
		"title":   "dun content pack: " + kind.Title,
		"description": "A file " + kind.Name + ".yaml, or any file under a folder " + kind.Name +
			"/, of a dun content pack: a list of entries (docs/content-format.md).",
		"type":  "array",
		"items": item,
		"$defs": defs,
	}
	out, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		panic(err) // plain maps and strings always marshal
	}
	return append(out, '\n')
}

// Structs returns every struct type a file of kind holds, by the name its
// schema gives it in $defs.
func Structs(kind content.Kind) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	var walk func(t reflect.Type)
	walk = func(t reflect.Type) {
		for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice {
			t = t.Elem()
		}
		if t.Kind() != reflect.Struct || t == refType || out[t.Name()] != nil {
			return
		}
		out[t.Name()] = t
		for _, f := range Fields(t) {
			walk(f.Type)
		}
	}
	walk(reflect.TypeOf(kind.New()).Elem())
	return out
}

const idPattern = `^[a-z0-9][a-z0-9_.-]{0,63}$`

func schemaOf(t reflect.Type, f Field, defs map[string]any) map[string]any {
	switch {
	case t == refType || (t.Kind() == reflect.String && f.Key == "id"):
		return map[string]any{"type": "string", "pattern": idPattern}
	case t == paramType:
		return map[string]any{"type": "object", "additionalProperties": map[string]any{"type": []string{"integer", "boolean", "string"}}}
	case t.Kind() == reflect.Pointer:
		return schemaOf(t.Elem(), f, defs)
	case t.Kind() == reflect.Slice:
		return map[string]any{"type": "array", "items": schemaOf(t.Elem(), f, defs)}
	case t.Kind() == reflect.String:
		if f.Enum != nil {
			return map[string]any{"type": "string", "enum": f.Enum}
		}
		return map[string]any{"type": "string", "pattern": `\S`}
	case t.Kind() == reflect.Int:
		s := map[string]any{"type": "integer"}
		if f.HasRange {
			s["minimum"], s["maximum"] = f.Min, f.Max
		}
		return s
	case t.Kind() == reflect.Bool:
		return map[string]any{"type": "boolean"}
	case t.Kind() == reflect.Struct:
		name := t.Name()
		if _, done := defs[name]; !done {
			defs[name] = nil // a placeholder against recursion
			props := map[string]any{}
			var req []string
			for _, g := range Fields(t) {
				props[g.Key] = schemaOf(g.Type, g, defs)
				if g.Required {
					req = append(req, g.Key)
				}
			}
			def := map[string]any{"type": "object", "additionalProperties": false, "properties": props}
			if len(req) > 0 {
				def["required"] = req
			}
			defs[name] = def
		}
		return map[string]any{"$ref": "#/$defs/" + name}
	}
	panic("load: no schema for " + t.String())
}
