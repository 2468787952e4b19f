package rules

import "slices"

// Copy-on-write lists. A clone shares the lists that commands seldom
// change (a figure's boons and marks, ...) with its source instead of
// copying them, clipped to their length so that an append to either
// copies. Such a list is never written in place: a change builds a new
// one (deleteShared), and a test deletes or writes an element only of a
// list it has just copied.

// shared is a list for a copy of its holder: the same elements, no spare
// capacity.
func shared[T any](s []T) []T { return s[:len(s):len(s)] }

// deleteShared is slices.DeleteFunc for a list clones may share: s is
// returned as it is when del matches nothing, and a new list otherwise.
func deleteShared[T any](s []T, del func(T) bool) []T {
	i := 0
	for i < len(s) && !del(s[i]) {
		i++
	}
	if i == len(s) {
		return s
	}
	out := make([]T, i, len(s)-1)
	copy(out, s[:i])
	for _, v := range s[i+1:] {
		if !del(v) {
			out = append(out, v)
		}
	}
	return out
}

// deleteAt is slices.Delete(s, k, k+1) for a list clones may share: the
// elements after k go into a new array.
func deleteAt[T any](s []T, k int) []T { return append(s[:k:k], s[k+1:]...) }

// own gives the holder of list *s its own copy of it, to write in place,
// and returns it: own(&x.Doors)[k].Locked = true.
func own[T any](s *[]T) []T {
	*s = slices.Clone(*s)
	return *s
}

// sharedOrNil is shared(s), or nil for an empty s, as a copy made by
// append([]T(nil), s...) is.
func sharedOrNil[T any](s []T) []T {
	if len(s) == 0 {
		return nil
	}
	return shared(s)
}
