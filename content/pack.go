package content

import (
	"fmt"
	"sort"
)

// Pack is a set of entries of every kind, from one pack folder or from
// several merged in order.
type Pack struct {
	items map[string]map[string]Item // kind, ID
}

// NewPack returns an empty pack.
func NewPack() *Pack { return &Pack{items: map[string]map[string]Item{}} }

// Add adds it to the pack as an entry of kind. A second entry of one kind
// with one ID is an error, override or not: override is for later packs.
func (p *Pack) Add(kind string, it Item) []Error {
	e := it.Base()
	m := p.items[kind]
	if m == nil {
		m = map[string]Item{}
		p.items[kind] = m
	}
	if old, dup := m[e.ID]; dup {
		return []Error{{e.At, fmt.Sprintf("duplicate %s id %q: already defined at %s", kind, e.ID, old.Base().At)}}
	}
	m[e.ID] = it
	return nil
}

// Merge adds the entries of later, a pack read after p, to p. An entry
// whose kind and ID p already holds replaces it when it says override:
// true, and is an error naming both places otherwise; override: true on
// an entry that replaces nothing is an error too.
func (p *Pack) Merge(later *Pack) []Error {
	var errs []Error
	for _, k := range Kinds {
		for _, it := range later.List(k.Name) {
			e := it.Base()
			old, clash := p.Get(k.Name, e.ID)
			switch {
			case clash && !e.Override:
				errs = append(errs, Error{e.At, fmt.Sprintf("%s %q is already defined at %s; mark this one override: true to replace it", k.Name, e.ID, old.Base().At)})
				continue
			case !clash && e.Override:
				errs = append(errs, Error{e.At, fmt.Sprintf("%s %q has override: true but no earlier pack defines it", k.Name, e.ID)})
				continue
			}
			if p.items[k.Name] == nil {
				p.items[k.Name] = map[string]Item{}
			}
			p.items[k.Name][e.ID] = it
		}
	}
	return errs
}

// Get returns the entry of kind with id.
func (p *Pack) Get(kind, id string) (Item, bool) {
	it, ok := p.items[kind][id]
	return it, ok
}

// List returns the entries of kind, sorted by ID.
func (p *Pack) List(kind string) []Item {
	m := p.items[kind]
	out := make([]Item, 0, len(m))
	for _, it := range m {
		out = append(out, it)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Base().ID < out[j].Base().ID })
	return out
}

// Find returns the entries of every kind with id, in the order of Kinds,
// with their kinds.
func (p *Pack) Find(id string) (kinds []string, items []Item) {
	for _, k := range Kinds {
		if it, ok := p.Get(k.Name, id); ok {
			kinds = append(kinds, k.Name)
			items = append(items, it)
		}
	}
	return kinds, items
}

// All returns the entries of type T of kind, sorted by ID.
func All[T Item](p *Pack, kind string) []T {
	var out []T
	for _, it := range p.List(kind) {
		if t, ok := it.(T); ok {
			out = append(out, t)
		}
	}
	return out
}

// Implemented reports whether the effect of skill s is implemented by the
// engine (registered in reg) rather than declared pending by the pack.
func Implemented(reg *Registry, use *EffectUse) bool {
	if use == nil {
		return false
	}
	_, ok := reg.Lookup(use.ID)
	return ok
}

// SortErrors sorts errors by file, line and column and drops repeats.
func SortErrors(es []Error) []Error {
	sort.SliceStable(es, func(i, j int) bool {
		a, b := es[i], es[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	out := es[:0]
	for _, e := range es {
		if len(out) > 0 && e == out[len(out)-1] {
			continue
		}
		out = append(out, e)
	}
	return out
}
