package yamldec

import (
	"encoding/json"
	"strings"

	"go.yaml.in/yaml/v3"
)

// JSON turns a YAML node into the values encoding/json would decode from
// the same data (maps, slices, json.Number, bool, nil, string), so a YAML
// file can be checked against its JSON Schema. Aliases are not followed:
// every format here refuses them.
func JSON(n *yaml.Node) any {
	switch n.Kind {
	case yaml.DocumentNode:
		if len(n.Content) == 0 {
			return nil
		}
		return JSON(n.Content[0])
	case yaml.MappingNode:
		m := make(map[string]any, len(n.Content)/2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			m[n.Content[i].Value] = JSON(n.Content[i+1])
		}
		return m
	case yaml.SequenceNode:
		s := make([]any, 0, len(n.Content))
		for _, c := range n.Content {
			s = append(s, JSON(c))
		}
		return s
	}
	switch n.Tag {
	case "!!int", "!!float":
		return json.Number(strings.ReplaceAll(n.Value, "_", ""))
	case "!!bool":
		var b bool
		_ = n.Decode(&b)
		return b
	case "!!null":
		return nil
	}
	return n.Value
}
