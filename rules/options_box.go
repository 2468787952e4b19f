package rules

import "reflect"

// boxes is one copy of a list's commands that the list's Command
// interfaces all point into. Boxing a value into an interface copies it
// into an allocation of its own: an 80-byte Move for each of the dozens
// of moves an option list holds, hundreds of times a simulated quest
// (some 400 instructions each, half the cost of a move option). An
// element of an array that is not addressable is boxed in place by
// reflect (Value.Interface copies only what could be written through),
// and an array held in an interface, or made by converting a slice, is
// not addressable: so a list makes one allocation for all its commands.
// Nothing can write to a boxed value, so the commands sharing the copy
// cannot tell they do; an Option kept keeps the whole copy alive, a
// list's worth of commands at most.
type boxes struct{ arr reflect.Value }

// boxesOf copies cmds into one new array, its elements at boxes.
func boxesOf[T Command](cmds []T) boxes {
	return boxes{reflect.ValueOf(cmds).Convert(reflect.ArrayOf(len(cmds), reflect.TypeFor[T]()))}
}

// boxArray boxes array a (a value of an array type of commands) as a
// whole, its elements at boxes.
func boxArray(a any) boxes { return boxes{reflect.ValueOf(a)} }

// at is the i-th command, boxed in place.
func (b boxes) at(i int) Command { return b.arr.Index(i).Interface().(Command) }
