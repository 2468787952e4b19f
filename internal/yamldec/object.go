package yamldec

import (
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Key is one key a mapping may hold.
type Key struct {
	Name     string
	Required bool
}

// Req is a key the mapping must hold.
func Req(name string) Key { return Key{name, true} }

// Opt is a key the mapping may hold.
func Opt(name string) Key { return Key{name, false} }

// Keys lists the keys of a kind of mapping, in the order messages name
// them. A format may keep one Keys per kind of mapping as its reference
// (to compare with its JSON Schema, say), or give only the required keys
// with Required and let the handlers name the others.
type Keys []Key

// Required lists keys that a mapping must hold.
func Required(names ...string) Keys {
	ks := make(Keys, len(names))
	for i, n := range names {
		ks[i] = Req(n)
	}
	return ks
}

// Find returns the key called name.
func (ks Keys) Find(name string) (Key, bool) {
	for _, k := range ks {
		if k.Name == name {
			return k, true
		}
	}
	return Key{}, false
}

// Names returns the names of the keys, in order.
func (ks Keys) Names() []string {
	out := make([]string, len(ks))
	for i, k := range ks {
		out[i] = k.Name
	}
	return out
}

// Handlers maps each key of a mapping to what reads its value.
type Handlers map[string]func(v *yaml.Node)

// Object reads mapping n. Its keys are the keys of h: those in keys are
// named first in messages, in that order, and are required when keys says
// so; the others are optional and named after them in alphabetical order.
// Every key of keys must have a handler.
//
// Unknown keys, repeated keys and missing required keys are errors, and so
// is a key without a value (unless the key is optional and the format
// counts an empty value as absent). A handler runs once per key given, and
// never sees an empty value or an alias (aliases are reported here). what
// names the mapping in messages. Object returns false when n is not a
// mapping at all.
func (d *Decoder) Object(n *yaml.Node, what string, keys Keys, h Handlers) bool {
	for _, k := range keys {
		if h[k.Name] == nil {
			panic("yamldec: " + what + ": no handler for the key " + k.Name)
		}
	}
	if !d.Usable(n) {
		return false
	}
	if n.Kind != yaml.MappingNode {
		d.Errorf(n, "%s: want a mapping with the keys %s", what, keyList(keys, h))
		return false
	}
	seen := map[string]bool{}
	d.Pairs(n, what, func(k, v *yaml.Node) {
		fn, ok := h[k.Value]
		if !ok {
			d.Errorf(k, "%s: unknown field %q (want %s)", what, k.Value, keyList(keys, h))
			return
		}
		seen[k.Value] = true
		if !d.Usable(v) {
			return
		}
		if IsNull(v) {
			if key, _ := keys.Find(k.Value); key.Required || !d.format.EmptyIsAbsent {
				d.Errorf(k, "%s: %q has no value", what, k.Value)
			}
			return
		}
		fn(v)
	})
	for _, k := range keys {
		if k.Required && !seen[k.Name] {
			d.Errorf(n, "%s: missing %q", what, k.Name)
		}
	}
	return true
}

// keyList names the keys of a mapping for messages: those of keys in
// order, then the other keys of h sorted.
func keyList(keys Keys, h Handlers) string {
	names := keys.Names()
	var rest []string
	for name := range h {
		if _, ok := keys.Find(name); !ok {
			rest = append(rest, name)
		}
	}
	slices.Sort(rest)
	return strings.Join(append(names, rest...), ", ")
}
