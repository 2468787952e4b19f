package setup

import (
	"testing"

	"dun/content"
	"dun/rules"
)

// Page 12 gives every size its base: small and average figures one
// square, Large 2x2 squares. Page 21's bases of 5 x 2.5 cm are not among
// DUN's components and dun offers none (R1012): a centaur, the book's own
// example of such a miniature, is Large in the starter pack and stands on
// 2x2 squares.
func TestCentaurStandsOnALargeSquareBase(t *testing.T) {
	p := starterPack(t)
	it, ok := p.Get("races", "centaur")
	if !ok {
		t.Fatal("no centaur race")
	}
	size := raceSize(it.(*content.Race))
	f := rules.Figure{Size: size}
	if size != rules.SizeLarge || f.Span() != 2 || len(f.Squares(nil)) != 4 {
		t.Fatalf("centaur: size %d, span %d, squares %v", size, f.Span(), f.Squares(nil))
	}
}
