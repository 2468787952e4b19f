package rules

// sameFigure reports whether a and b hold the same figure: every field
// equal, the slices element by element, the FigureInfo the same pointer
// (a copy shares it until a setter writes, figure_info.go). Items and
// spells compare their cards by pointer: cards are never written once an
// item holds them, so the same pointer is the same card.
//
// State.CheckFrom asks it of each figure and the one at its place in the
// state before: what Check verifies of a figure alone (attributes, items,
// spells, numbers in range, where its base may stand) held there, so it
// holds here. A field added to Figure must be compared here
// (TestSameFigureSeesEveryField fails until it is).
func sameFigure(a, b *Figure) bool {
	return a.ID == b.ID && a.At == b.At && a.Size == b.Size && a.Wounds == b.Wounds && a.ManaUsed == b.ManaUsed &&
		a.Vanished == b.Vanished && a.Saddle == b.Saddle && a.info == b.info &&
		a.Side == b.Side && a.Facing == b.Facing && a.Conditions == b.Conditions && a.Attacked == b.Attacked &&
		a.Activated == b.Activated && a.MovedLastActivation == b.MovedLastActivation && a.Left == b.Left &&
		sameItems(a.Items, b.Items) && sameList(a.Skills, b.Skills) && sameList(a.Marks, b.Marks) &&
		sameList(a.Spells, b.Spells) && sameList(a.Boons, b.Boons)
}

// sameList is slices.Equal, at once for two views of the same memory:
// what a copy shares with its source (skills, and what is written copy
// on write) is not compared element by element.
func sameList[T comparable](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	if len(a) == 0 || &a[0] == &b[0] {
		return true
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// sameItems is sameList for items, field by field: the generated
// comparison of two Items is a call per item.
func sameItems(a, b []Item) bool {
	if len(a) != len(b) {
		return false
	}
	if len(a) == 0 || &a[0] == &b[0] {
		return true
	}
	for i := range a {
		x, y := &a[i], &b[i]
		if x.ItemCard != y.ItemCard || x.Place != y.Place || x.At != y.At || x.Used != y.Used ||
			x.Broken != y.Broken || x.Spent != y.Spent || x.Unloaded != y.Unloaded || x.Venom != y.Venom ||
			x.Lit != y.Lit || x.Unknown != y.Unknown || x.Secret != y.Secret || x.Stolen != y.Stolen ||
			x.Tried != y.Tried || x.Found != y.Found {
			return false
		}
	}
	return true
}

// unlessShared is list, or nil when list is the very memory of was and
// still (a state's list shared with the one before, never written in
// place: CheckFrom) and what its check depends on beside it did not
// change (same).
func unlessShared[T any](list, was []T, same bool) []T {
	if same && len(list) == len(was) && (len(list) == 0 || &list[0] == &was[0]) {
		return nil
	}
	return list
}
