package dice

import (
	"slices"
	"testing"
)

// Uniform is uniform: every value of the base-6 reading comes about as
// often, and a shuffle keeps every card.
func TestUniform(t *testing.T) {
	for _, n := range []int{2, 5, 7, 13, 36, 40} {
		seen := make([]int, n)
		r := NewRoller(Seeded(3))
		for k := 0; k < 200*n; k++ {
			v, err := r.Uniform(n, "t")
			if err != nil || v < 0 || v >= n {
				t.Fatalf("Uniform(%d) = %d, %v", n, v, err)
			}
			seen[v]++
		}
		for v, c := range seen {
			if c < 120 || c > 280 {
				t.Fatalf("Uniform(%d): %d came %d times in %d", n, v, c, 200*n)
			}
		}
	}
}

func TestShuffleKeepsTheCards(t *testing.T) {
	cards := []string{"a", "b", "c", "d", "e", "f", "g"}
	r := NewRoller(Seeded(5))
	if err := r.Shuffle(cards, "t"); err != nil {
		t.Fatal(err)
	}
	got := slices.Clone(cards)
	slices.Sort(got)
	if !slices.Equal(got, []string{"a", "b", "c", "d", "e", "f", "g"}) {
		t.Fatalf("shuffled into %v", cards)
	}
	if r.Rolls() == 0 {
		t.Fatal("a shuffle rolled no dice")
	}
}
