package rules

import (
	"reflect"
	"testing"
)

// The discard pile a cached view shows follows the pile: the same cards
// give the same slice (shared, not copied again), a card added or a new
// catalogue gives a fresh one, and every view equals the uncached view,
// for both seats.
func TestSeatViewCachedDiscardPile(t *testing.T) {
	s := moreCards(t, dpState(t, nil, explorer("taeral", 0, 0)), "frenzy", "rally")
	ids := func(cs []DarkCard) (out []string) {
		for _, c := range cs {
			out = append(out, c.ID)
		}
		return out
	}
	for _, seat := range []Side{Heroes, Dark} {
		var c BoardCache
		s.Dark.Discards = nil
		check := func(what string, s State) []DarkCard {
			t.Helper()
			got, want := SeatViewCached(s, seat, &c), SeatView(s, seat)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%v, %s: the cached view differs:\n%+v\n%+v", seat, what, got.Dark, want.Dark)
			}
			return got.Dark.Discards
		}
		first := check("an empty pile", s)
		if len(first) != 0 {
			t.Fatalf("discards %v", ids(first))
		}
		s.Dark.Discards = []string{"frenzy"}
		one := check("one card", s)
		if !reflect.DeepEqual(ids(one), []string{"frenzy"}) {
			t.Fatalf("discards %v", ids(one))
		}
		s2 := s.Clone() // the same pile in another state
		if again := check("the same pile", s2); &again[0] != &one[0] {
			t.Fatalf("%v: the same pile was copied again", seat)
		}
		s2.Dark.Discards = append(s2.Dark.Discards, "rally")
		two := check("a card added", s2)
		if !reflect.DeepEqual(ids(two), []string{"frenzy", "rally"}) || &two[0] == &one[0] {
			t.Fatalf("discards %v", ids(two))
		}
		s3 := moreCards(t, s2, "frenzy") // a new catalogue, the same IDs
		if three := check("a new catalogue", s3); &three[0] == &two[0] {
			t.Fatalf("%v: a new catalogue's cards were not looked up again", seat)
		}
	}
}
