package rules

import "testing"

// Page 115 (Large): the weapons and armour of a Large or Huge figure weigh
// twice their card's weight; other objects do not (R822).
func TestLargeWeights(t *testing.T) {
	item := func(k ItemKind, w int) Item { return Item{ItemCard: &ItemCard{ID: "x", Kind: k, Weight: w}} }
	items := []Item{item(ItemMelee, 3), item(ItemArmour, 4), item(ItemShield, 2), item(ItemObject, 1)}
	for _, c := range []struct {
		size, want int
	}{{SizeAverage, 10}, {SizeLarge, 17}, {SizeHuge, 17}} {
		f := Figure{Size: c.size, Items: items}
		if l := LoadOf(&f); l.Weight != c.want {
			t.Errorf("size %d: weight %d, want %d", c.size, l.Weight, c.want)
		}
	}
}
