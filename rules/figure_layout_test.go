package rules

import (
	"reflect"
	"testing"
)

// A clone copies every figure of a state, so Figure wastes no memory on
// padding: its fields' sizes add up to its own but for the rounding of
// its end. A one-byte field declared between two eight-byte ones costs
// seven bytes per figure per clone and fails here.
func TestFigureHasNoPadding(t *testing.T) {
	ty := reflect.TypeFor[Figure]()
	sum := uintptr(0)
	for i := range ty.NumField() {
		sum += ty.Field(i).Type.Size()
	}
	if pad := ty.Size() - sum; pad >= uintptr(ty.Align()) {
		t.Fatalf("Figure is %d bytes, %d of them padding: group its one-byte fields", ty.Size(), pad)
	}
}
