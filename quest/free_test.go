package quest

import (
	"strings"
	"testing"
)

// Page 89: the sheet may say a creature comes at no cost; the others are
// paid from the Dark Player's reserve as they are placed. Only a boolean
// says it.
func TestFreeCreatures(t *testing.T) {
	src := head + body + `creatures:
  - {kind: orc, at: [4, 1], facing: W, free: true}
  - {kind: orc, at: [5, 1], facing: W}
`
	q, err := Parse("free.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if !q.Creatures[0].Free || q.Creatures[1].Free {
		t.Fatalf("free: %v %v", q.Creatures[0].Free, q.Creatures[1].Free)
	}
	bad := strings.Replace(src, "free: true", "free: yes please", 1)
	if _, err := Parse("free.yaml", []byte(bad)); err == nil || !strings.Contains(err.Error(), "free") {
		t.Fatalf("a free that is no boolean: %v", err)
	}
}
