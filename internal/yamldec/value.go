package yamldec

import (
	"fmt"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// MaxDepth bounds the nesting of a value read by Value.
const MaxDepth = 32

// Value turns a free-form node (a command to pass on, an event to match)
// into plain data: map[string]any, []any, int64, float64, string, bool or
// nil. Mapping keys follow the rules of Pairs.
func (d *Decoder) Value(n *yaml.Node, what string) (any, bool) {
	return d.value(n, what, 0)
}

func (d *Decoder) value(n *yaml.Node, what string, depth int) (any, bool) {
	if !d.Usable(n) {
		return nil, false
	}
	if depth > MaxDepth {
		d.Errorf(n, "%s: nested too deeply", what)
		return nil, false
	}
	switch n.Kind {
	case yaml.MappingNode:
		m := map[string]any{}
		good := true
		ok := d.Pairs(n, what, func(k, v *yaml.Node) {
			x, ok := d.value(v, what+" "+k.Value, depth+1)
			good = good && ok
			m[k.Value] = x
		})
		return m, ok && good
	case yaml.SequenceNode:
		l := make([]any, 0, len(n.Content))
		ok := true
		for i, item := range n.Content {
			x, good := d.value(item, fmt.Sprintf("%s[%d]", what, i), depth+1)
			ok = ok && good
			l = append(l, x)
		}
		return l, ok
	case yaml.ScalarNode:
		switch n.Tag {
		case "!!null":
			return nil, true
		case "!!bool":
			var b bool
			if n.Decode(&b) != nil {
				d.Errorf(n, "%s: bad boolean %q", what, n.Value)
				return nil, false
			}
			return b, true
		case "!!int":
			v, err := strconv.ParseInt(strings.ReplaceAll(n.Value, "_", ""), 0, 64)
			if err != nil {
				d.Errorf(n, "%s: bad number %q", what, n.Value)
				return nil, false
			}
			return v, true
		case "!!float":
			var f float64
			if n.Decode(&f) != nil {
				d.Errorf(n, "%s: bad number %q", what, n.Value)
				return nil, false
			}
			return f, true
		}
		return n.Value, true
	}
	d.Errorf(n, "%s: unexpected YAML", what)
	return nil, false
}
