package setup

import (
	"testing"

	"dun/board"
	"dun/rules"
)

// The starter pack's rings, amulets, cloaks and boots: Equip wears the
// first one and keeps the others in the backpack (one magic item at a
// time, page 72), so the figure passes the rules' check.
func TestEquipWornMagicItems(t *testing.T) {
	p := starterPack(t)
	var items []rules.Item
	for _, id := range []string{"ring_of_protection", "amulet_of_health", "elven_cloak", "boots_of_speed", "amulet_of_warding", "amulet_of_destiny", "invisibility_ring"} {
		it, err := Item(p, id)
		if err != nil {
			t.Fatal(err)
		}
		if it.WornOn() == "" || it.Kind != rules.ItemObject || it.Effect != rules.EffectMagicItem {
			t.Fatalf("%s: not a worn magic item: %+v", id, it)
		}
		items = append(items, it)
	}
	got := Equip(items)
	for k, it := range got {
		want := rules.InPack
		if k == 0 {
			want = rules.Worn
		}
		if it.Place != want {
			t.Errorf("%s is %v, want %v", it.ID, it.Place, want)
		}
	}
	wand, _ := Item(p, "wand_of_sparks")
	if wand.WornOn() != "" {
		t.Errorf("the wand is worn on %q", wand.WornOn())
	}
	f, err := Hero(p, "taeral")
	if err != nil {
		t.Fatal(err)
	}
	for k := range f.Items {
		f.Items[k].Place = rules.InPack // as resolved, before Equip
	}
	f.Items = Equip(append(f.Items, items...))
	f.At = board.Pos{X: 1, Y: 1}
	if _, err := rules.NewState(board.New(3, 3), []rules.Figure{f}); err != nil {
		t.Errorf("the equipped hero breaks the rules' check: %v", err)
	}
}
