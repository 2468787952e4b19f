package rules

import "slices"

// The share-out of objects (page 12: every coin and object the group
// acquired is shared out as evenly as possible; R814). The objects are
// those found in the quest (Item.Found: a Treasure card's, a table's, a
// corpse's), carried by a hero who comes back or whose body was
// recovered; what the heroes brought with them stays theirs, and an
// object lying on the ground or on a body left behind is lost. Evenly is
// read as by Value Points the heroes know, then by number: the objects,
// dearest first, go one by one to the returning hero whose share is worth
// least so far (then who holds fewest, then whoever carries the object
// already, then the first in the state's order). An unidentified object
// counts as worth nothing: its worth is what nobody knows yet.

// knownVP is what the heroes know object it to be worth.
func knownVP(it *Item) int {
	if it.Unknown {
		return 0
	}
	return it.VP
}

// shareObjects pools the found objects of heroes (indices of s.Figures;
// out.Heroes in the same order) and deals them to those of back (indices
// of out.Heroes).
func shareObjects(s *State, out *Aftermath, heroes, back []int) {
	type pooled struct {
		it    Item
		owner int // index in out.Heroes
	}
	var pool []pooled
	for k, i := range heroes {
		h := &out.Heroes[k]
		f := &s.Figures[i]
		if !h.Fate.Returns() && !h.Recovered {
			continue
		}
		kept := f.Items[:0:0]
		for _, it := range f.Items {
			if it.Found && it.Place != OnGround {
				if it.Place == Worn {
					wearChange(f, &it, -1)
				}
				it.Place, it.Found = InPack, false
				pool = append(pool, pooled{it, k})
				continue
			}
			kept = append(kept, it)
		}
		f.Items = kept
	}
	if len(back) == 0 || len(pool) == 0 {
		return
	}
	slices.SortStableFunc(pool, func(a, b pooled) int { return knownVP(&b.it) - knownVP(&a.it) })
	worth := make([]int, len(out.Heroes))
	count := make([]int, len(out.Heroes))
	for _, p := range pool {
		best := back[0]
		for _, k := range back[1:] {
			switch {
			case worth[k] != worth[best]:
				if worth[k] < worth[best] {
					best = k
				}
			case count[k] != count[best]:
				if count[k] < count[best] {
					best = k
				}
			case k == p.owner && best != p.owner:
				best = k
			}
		}
		worth[best] += knownVP(&p.it)
		count[best]++
		f := &s.Figures[heroes[best]]
		f.Items = append(f.Items, p.it)
		out.Heroes[best].Objects = append(out.Heroes[best].Objects, foundName(&p.it))
	}
}
