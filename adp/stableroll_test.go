package adp

import (
	"hash/fnv"
	"strconv"
	"testing"
)

// stableRoll hashes as hash/fnv's FNV-1a did: the book's random choices
// among equals stay the same.
func TestStableRollIsFNV(t *testing.T) {
	want := func(turn, n int, words ...string) int {
		h := fnv.New64a()
		h.Write([]byte(strconv.Itoa(turn)))
		for _, w := range words {
			h.Write([]byte{0})
			h.Write([]byte(w))
		}
		return int(h.Sum64() % uint64(n))
	}
	for _, c := range []struct {
		turn, n int
		words   []string
	}{
		{0, 7, nil},
		{1, 3, []string{"orc-1", "d3", "0"}},
		{12, 1 << 30, []string{"goblin-2", "shara"}},
		{-4, 1 << 30, []string{"", "ñandú", "x"}},
		{987654321, 5, []string{"lore"}},
	} {
		if got, w := stableRoll(c.turn, c.n, c.words...), want(c.turn, c.n, c.words...); got != w {
			t.Errorf("stableRoll(%d, %d, %q) = %d, want %d", c.turn, c.n, c.words, got, w)
		}
	}
}
