package setup

import (
	"strings"
	"testing"
)

// Page 100: a hero's secondary skill is one of the pack's, at +1 to +5.
func TestSecondary(t *testing.T) {
	p := starterPack(t)
	for _, tc := range []struct {
		id    string
		bonus int
		err   string
	}{
		{"wood_carving", 2, ""},
		{"gambling", 5, ""},
		{"wood_carving", 0, "+1 to +5"},
		{"wood_carving", 6, "+1 to +5"},
		{"juggling", 1, "no secondary skill"},
	} {
		k, err := Secondary(p, tc.id, tc.bonus)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s %+d: error %v, want %q", tc.id, tc.bonus, err, tc.err)
			}
			continue
		}
		if err != nil || k.ID != tc.id || k.Bonus != tc.bonus || k.Name.En == "" || k.Name.Es == "" || k.Failed {
			t.Errorf("%s %+d: %+v, %v", tc.id, tc.bonus, k, err)
		}
	}
	if k, _ := Secondary(p, "wood_carving", 1); k.Name.Es != "Tallar madera" {
		t.Errorf("the book's Spanish name: %q", k.Name.Es)
	}
}
