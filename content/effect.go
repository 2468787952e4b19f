package content

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// ParamType is the type of an effect parameter.
type ParamType string

// The parameter types an effect may take.
const (
	ParamInt    ParamType = "int"
	ParamBool   ParamType = "bool"
	ParamString ParamType = "string"
)

// Param describes one parameter of an effect.
type Param struct {
	Name     string    `key:"name" req:"true"`
	Type     ParamType `key:"type" req:"true" enum:"int|bool|string"`
	Required bool      `key:"required"`
	// Values lists the words a string parameter may take; empty means any.
	Values []string `key:"values"`
	// Ref names the kind of entry a string parameter refers to by ID
	// ("creatures", "skills"); the ID must exist in the merged packs.
	Ref string `key:"ref"`
}

// Registry lists the effects the engine implements, each with the
// parameters it takes. The rules fill Effects as they implement effects;
// an effect named by a pack must be in the registry or declared by the
// pack as pending (kind effects), or it is an error.
type Registry struct {
	effects map[string][]Param
}

// Effects is the registry of the engine.
var Effects = NewRegistry()

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{effects: map[string][]Param{}} }

// Register records that the engine implements effect id with params. A
// second registration of one ID is a programming error and panics.
func (r *Registry) Register(id string, params ...Param) {
	if _, dup := r.effects[id]; dup {
		panic("content: effect " + id + " registered twice")
	}
	r.effects[id] = params
}

// Lookup returns the parameters of effect id and whether it is registered.
func (r *Registry) Lookup(id string) ([]Param, bool) {
	p, ok := r.effects[id]
	return p, ok
}

// IDs returns the registered effect IDs in order.
func (r *Registry) IDs() []string {
	out := make([]string, 0, len(r.effects))
	for id := range r.effects {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// Pending declares an effect the pack uses that the engine does not
// implement yet: entries naming it load, and list shows them as not
// implemented. Its params are checked like a registered effect's.
type Pending struct {
	Entry  `key:",inline"`
	Text   Text    `key:"text" req:"true"`
	Params []Param `key:"params"`
}

// checkParams reports parameters of use that params does not list, that
// have the wrong type, a word not among their values, a reference to an
// entry that exists returns false for, or that are required and missing.
func checkParams(use *EffectUse, params []Param, exists func(kind, id string) bool, add func(Pos, string, ...any)) {
	known := map[string]Param{}
	for _, p := range params {
		known[p.Name] = p
	}
	names := make([]string, 0, len(use.Params))
	for k := range use.Params {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		p, ok := known[k]
		if !ok {
			add(use.At, "effect %s has no parameter %q", use.ID, k)
			continue
		}
		v := use.Params[k]
		good := false
		switch p.Type {
		case ParamInt:
			_, good = v.(int)
		case ParamBool:
			_, good = v.(bool)
		case ParamString:
			_, good = v.(string)
		}
		if !good {
			add(use.At, "effect %s: parameter %q wants a %s, not %s", use.ID, k, p.Type, describe(v))
			continue
		}
		w, isWord := v.(string)
		if isWord && len(p.Values) > 0 && !slices.Contains(p.Values, w) {
			add(use.At, "effect %s: parameter %q is %q, not one of %s", use.ID, k, w, strings.Join(p.Values, ", "))
		}
		if isWord && p.Ref != "" && !exists(p.Ref, w) {
			add(use.At, "effect %s: parameter %q names unknown %s %q", use.ID, k, p.Ref, w)
		}
	}
	for _, p := range params {
		if _, ok := use.Params[p.Name]; p.Required && !ok {
			add(use.At, "effect %s: missing parameter %q", use.ID, p.Name)
		}
	}
}

func describe(v any) string {
	switch v.(type) {
	case int:
		return "a number"
	case bool:
		return "true or false"
	case string:
		return "a string"
	}
	return fmt.Sprintf("a %T", v)
}
