package server

import (
	"reflect"
	"sync"
	"unsafe"
)

// The views are compared with the view before after every command, field
// by field and figure by figure, to reuse the encodings of what did not
// change. reflect.DeepEqual does it without a field ever being missed,
// but it walks every value through reflect.Value, field by field: a
// tenth of the server's time under load. sameValue compares exactly as
// reflect.DeepEqual does (every field, exported or not), with a plan made
// once per type: runs of adjacent integer and boolean fields compared as
// one block of memory, strings, slices and pointers followed as
// DeepEqual follows them, and maps, interfaces and anything rarer handed
// to reflect.DeepEqual itself. Like DeepEqual on acyclic values, it
// assumes no value contains itself (views never do).

// eqFunc reports whether the values of a type at a and b are deeply equal.
type eqFunc func(a, b unsafe.Pointer) bool

// eqPlan is a type's comparison; fn is set once the plan is built (a
// type that refers to itself calls its own plan through the pointer).
type eqPlan struct{ fn eqFunc }

var (
	eqPlans   sync.Map // reflect.Type -> *eqPlan, complete plans
	eqBuildMu sync.Mutex
)

// sameValue reports whether the values of type t at a and b are deeply
// equal, as reflect.DeepEqual would say of them.
func sameValue(t reflect.Type, a, b unsafe.Pointer) bool {
	return planOf(t).fn(a, b)
}

// sameAs is sameValue for two values of one Go type.
func sameAs[T any](a, b *T) bool {
	return sameValue(reflect.TypeFor[T](), unsafe.Pointer(a), unsafe.Pointer(b))
}

func planOf(t reflect.Type) *eqPlan {
	if p, ok := eqPlans.Load(t); ok {
		return p.(*eqPlan)
	}
	eqBuildMu.Lock()
	defer eqBuildMu.Unlock()
	building := map[reflect.Type]*eqPlan{}
	p := buildPlan(t, building)
	for bt, bp := range building {
		eqPlans.Store(bt, bp)
	}
	return p
}

// plainKind: values of the kind are equal exactly when their bytes are
// (floats are not: NaN is not equal to itself, -0 equals 0).
func plainKind(k reflect.Kind) bool {
	switch k {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return true
	}
	return false
}

// plain reports whether values of t are equal exactly when their bytes
// are: plain kinds, arrays of them, and structs of them without padding
// (padding bytes are not part of a value).
func plain(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Array:
		return plain(t.Elem())
	case reflect.Struct:
		end := uintptr(0)
		for i := range t.NumField() {
			f := t.Field(i)
			if f.Offset != end || !plain(f.Type) {
				return false
			}
			end = f.Offset + f.Type.Size()
		}
		return end == t.Size()
	}
	return plainKind(t.Kind())
}

func sameBytes(a, b unsafe.Pointer, n uintptr) bool {
	return unsafe.String((*byte)(a), n) == unsafe.String((*byte)(b), n)
}

type sliceHeader struct {
	data     unsafe.Pointer
	len, cap int
}

func buildPlan(t reflect.Type, building map[reflect.Type]*eqPlan) *eqPlan {
	if p, ok := eqPlans.Load(t); ok {
		return p.(*eqPlan)
	}
	if p := building[t]; p != nil {
		return p
	}
	p := &eqPlan{}
	building[t] = p
	if plain(t) {
		n := t.Size()
		p.fn = func(a, b unsafe.Pointer) bool { return sameBytes(a, b, n) }
		return p
	}
	switch t.Kind() {
	case reflect.String:
		p.fn = func(a, b unsafe.Pointer) bool { return *(*string)(a) == *(*string)(b) }
	case reflect.Float32:
		p.fn = func(a, b unsafe.Pointer) bool { return *(*float32)(a) == *(*float32)(b) }
	case reflect.Float64:
		p.fn = func(a, b unsafe.Pointer) bool { return *(*float64)(a) == *(*float64)(b) }
	case reflect.Pointer:
		elem := buildPlan(t.Elem(), building)
		p.fn = func(a, b unsafe.Pointer) bool {
			pa, pb := *(*unsafe.Pointer)(a), *(*unsafe.Pointer)(b)
			if pa == pb {
				return true
			}
			if pa == nil || pb == nil {
				return false
			}
			return elem.fn(pa, pb)
		}
	case reflect.Slice:
		et := t.Elem()
		size := et.Size()
		if plain(et) {
			p.fn = func(a, b unsafe.Pointer) bool {
				sa, sb := (*sliceHeader)(a), (*sliceHeader)(b)
				if (sa.data == nil) != (sb.data == nil) || sa.len != sb.len {
					return false
				}
				return sa.data == sb.data || sameBytes(sa.data, sb.data, uintptr(sa.len)*size)
			}
			break
		}
		elem := buildPlan(et, building)
		p.fn = func(a, b unsafe.Pointer) bool {
			sa, sb := (*sliceHeader)(a), (*sliceHeader)(b)
			if (sa.data == nil) != (sb.data == nil) || sa.len != sb.len {
				return false
			}
			if sa.data == sb.data {
				return true
			}
			for i := range sa.len {
				off := uintptr(i) * size
				if !elem.fn(unsafe.Add(sa.data, off), unsafe.Add(sb.data, off)) {
					return false
				}
			}
			return true
		}
	case reflect.Array:
		elem := buildPlan(t.Elem(), building)
		n, size := t.Len(), t.Elem().Size()
		p.fn = func(a, b unsafe.Pointer) bool {
			for i := range n {
				off := uintptr(i) * size
				if !elem.fn(unsafe.Add(a, off), unsafe.Add(b, off)) {
					return false
				}
			}
			return true
		}
	case reflect.Struct:
		p.fn = structPlan(t, building)
	default: // maps, interfaces, complex numbers, functions, channels
		p.fn = func(a, b unsafe.Pointer) bool {
			return reflect.DeepEqual(reflect.NewAt(t, a).Elem().Interface(), reflect.NewAt(t, b).Elem().Interface())
		}
	}
	return p
}

// structPlan compares a struct's fields in order, adjacent plain fields
// (no padding between them) as one block.
func structPlan(t reflect.Type, building map[reflect.Type]*eqPlan) eqFunc {
	type step struct {
		off, n uintptr // a block of plain fields, when plan is nil
		plan   *eqPlan // else the field's own plan
	}
	var steps []step
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Type.Size() == 0 {
			continue
		}
		if plain(f.Type) {
			if k := len(steps) - 1; k >= 0 && steps[k].plan == nil && steps[k].off+steps[k].n == f.Offset {
				steps[k].n += f.Type.Size()
				continue
			}
			steps = append(steps, step{off: f.Offset, n: f.Type.Size()})
			continue
		}
		steps = append(steps, step{off: f.Offset, plan: buildPlan(f.Type, building)})
	}
	return func(a, b unsafe.Pointer) bool {
		for k := range steps {
			s := &steps[k]
			fa, fb := unsafe.Add(a, s.off), unsafe.Add(b, s.off)
			if s.plan == nil {
				if !sameBytes(fa, fb, s.n) {
					return false
				}
			} else if !s.plan.fn(fa, fb) {
				return false
			}
		}
		return true
	}
}
