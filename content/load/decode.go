package load

import (
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"

	"dun/content"
	"dun/internal/yamldec"

	"go.yaml.in/yaml/v3"
)

var (
	posType   = reflect.TypeFor[content.Pos]()
	refType   = reflect.TypeFor[content.Ref]()
	paramType = reflect.TypeFor[map[string]any]()
)

// Field is one key of a kind of mapping, as the struct tags of package
// content describe it.
type Field struct {
	Key      string
	Required bool
	Min, Max int // bounds of an integer
	HasRange bool
	Enum     []string
	Index    []int // of the struct field, through embedded structs
	Type     reflect.Type
}

// Fields returns the keys of struct type t, embedded structs (key ",inline")
// flattened in place.
func Fields(t reflect.Type) []Field {
	var out []Field
	for i := range t.NumField() {
		sf := t.Field(i)
		key := sf.Tag.Get("key")
		if key == "" {
			continue
		}
		if key == ",inline" {
			for _, f := range Fields(sf.Type) {
				f.Index = append([]int{i}, f.Index...)
				out = append(out, f)
			}
			continue
		}
		f := Field{Key: key, Required: sf.Tag.Get("req") == "true", Index: []int{i}, Type: sf.Type, Min: math.MinInt32, Max: math.MaxInt32}
		if s := sf.Tag.Get("min"); s != "" {
			f.Min, _ = strconv.Atoi(s)
			f.HasRange = true
		}
		if s := sf.Tag.Get("max"); s != "" {
			f.Max, _ = strconv.Atoi(s)
			f.HasRange = true
		}
		if s := sf.Tag.Get("enum"); s != "" {
			f.Enum = strings.Split(s, "|")
		}
		out = append(out, f)
	}
	return out
}

// Keys returns the keys of struct type t as yamldec keys.
func Keys(t reflect.Type) yamldec.Keys {
	var ks yamldec.Keys
	for _, f := range Fields(t) {
		ks = append(ks, yamldec.Key{Name: f.Key, Required: f.Required})
	}
	return ks
}

type reader struct {
	d    *yamldec.Decoder
	file string
}

func (r *reader) pos(n *yaml.Node) content.Pos {
	return content.Pos{File: r.file, Line: max(n.Line, 1), Col: max(n.Column, 1)}
}

func valueOf(it content.Item) reflect.Value { return reflect.ValueOf(it).Elem() }

// object reads mapping n into v, a struct.
func (r *reader) object(n *yaml.Node, what string, v reflect.Value) {
	t := v.Type()
	fields := Fields(t)
	h := yamldec.Handlers{}
	for _, f := range fields {
		h[f.Key] = func(val *yaml.Node) {
			r.value(val, what+"."+f.Key, f, v.FieldByIndex(f.Index))
		}
	}
	var keyAt map[string]content.Pos
	for i := range t.NumField() {
		sf := t.Field(i)
		switch {
		case sf.Type == posType && sf.Tag.Get("key") == "":
			v.Field(i).Set(reflect.ValueOf(r.pos(n)))
		case sf.Anonymous && sf.Type == reflect.TypeFor[content.Entry]():
			e := v.Field(i)
			e.FieldByName("At").Set(reflect.ValueOf(r.pos(n)))
			keyAt = map[string]content.Pos{}
			e.FieldByName("KeyAt").Set(reflect.ValueOf(keyAt))
		}
	}
	if keyAt != nil && n.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(n.Content); i += 2 {
			keyAt[n.Content[i].Value] = r.pos(n.Content[i])
		}
	}
	r.d.Object(n, what, Keys(t), h)
}

// value reads n into v as field f describes it.
func (r *reader) value(n *yaml.Node, what string, f Field, v reflect.Value) {
	switch {
	case v.Type() == refType:
		if id, ok := r.d.Ident(n, what); ok {
			v.Set(reflect.ValueOf(content.Ref{ID: id, At: r.pos(n)}))
		}
	case v.Type() == paramType:
		r.params(n, what, v)
	case v.Kind() == reflect.Pointer:
		p := reflect.New(v.Type().Elem())
		r.value(n, what, f, p.Elem())
		v.Set(p)
	case v.Kind() == reflect.Slice:
		r.d.List(n, what, func(i int, item *yaml.Node) {
			e := reflect.New(v.Type().Elem()).Elem()
			r.value(item, fmt.Sprintf("%s[%d]", what, i), f, e)
			v.Set(reflect.Append(v, e))
		})
	case v.Kind() == reflect.Struct:
		r.object(n, what, v)
	case v.Kind() == reflect.String:
		r.str(n, what, f, v)
	case v.Kind() == reflect.Int:
		if x, ok := r.d.Int(n, what, f.Min, f.Max); ok {
			v.SetInt(int64(x))
		}
	case v.Kind() == reflect.Bool:
		if b, ok := r.d.Bool(n, what); ok {
			v.SetBool(b)
		}
	default:
		panic("load: no reader for " + v.Type().String())
	}
}

func (r *reader) str(n *yaml.Node, what string, f Field, v reflect.Value) {
	var s string
	var ok bool
	if f.Key == "id" {
		s, ok = r.d.Ident(n, what)
	} else {
		s, ok = r.d.Str(n, what)
	}
	if !ok {
		return
	}
	if f.Enum != nil {
		found := false
		for _, e := range f.Enum {
			found = found || e == s
		}
		if !found {
			r.d.Errorf(n, "%s: %q is not one of %s", what, s, strings.Join(f.Enum, ", "))
			return
		}
	}
	v.SetString(s)
}

// params reads the parameters of an effect: a mapping of names to single
// values (whole numbers, true or false, or texts).
func (r *reader) params(n *yaml.Node, what string, v reflect.Value) {
	m := map[string]any{}
	r.d.Pairs(n, what, func(k, val *yaml.Node) {
		w := what + "." + k.Value
		if !r.d.Usable(val) {
			return
		}
		if val.Kind != yaml.ScalarNode || val.Tag == "!!null" || val.Tag == "!!float" {
			r.d.Errorf(val, "%s: a parameter is a whole number, true or false, or a text", w)
			return
		}
		switch val.Tag {
		case "!!int":
			if x, ok := r.d.Int(val, w, math.MinInt32, math.MaxInt32); ok {
				m[k.Value] = x
			}
		case "!!bool":
			if b, ok := r.d.Bool(val, w); ok {
				m[k.Value] = b
			}
		default:
			m[k.Value] = val.Value
		}
	})
	v.Set(reflect.ValueOf(m))
}
