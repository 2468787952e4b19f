package board

import (
	"fmt"
	"math"
	"testing"
)

func TestPosStringIsSprintf(t *testing.T) {
	for _, p := range []Pos{{0, 0}, {3, 12}, {-1, 7}, {123456, -98765}, {math.MaxInt, math.MinInt}} {
		if got, want := p.String(), fmt.Sprintf("(%d,%d)", p.X, p.Y); got != want {
			t.Errorf("%#v.String() = %q, want %q", p, got, want)
		}
	}
}
