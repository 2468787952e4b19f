package setup

import (
	"strings"
	"testing"

	"dun/board"
	"dun/dice"
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

// Page 72: no Large or Huge figure uses a relic (R1057): a Large Quest
// Leader is sold none, and a Large figure's relics stay in its backpack.
func TestRelicsKeptFromTheLarge(t *testing.T) {
	p := starterPack(t)
	q, s := millGame(t, p)
	plain, err := WithDarkOptions(p, q, s, DarkOptions{Mode: rules.DarkHuman}, dice.Seeded(3))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		size int
		id   string
		ok   bool
	}{
		{rules.SizeAverage, "invisibility_ring", true},
		{rules.SizeLarge, "invisibility_ring", false},
		{rules.SizeHuge, "demon_slayer_broadsword", false},
		{rules.SizeLarge, "magic_sword", true},
	} {
		st := plain.Clone()
		if st.Dark.Leader == nil {
			t.Fatal("the Leader waits to be placed: the test needs him")
		}
		st.Dark.Leader.Size = c.size
		err := LeaderObject(p, &st, c.id)
		if (err == nil) != c.ok || err != nil && !strings.Contains(err.Error(), "relic") {
			t.Errorf("size %d, %s: %v, want ok %v", c.size, c.id, err, c.ok)
		}
	}
	ring, _ := Item(p, "amulet_of_warding")
	sword, _ := Item(p, "demon_slayer_broadsword")
	if !ring.Relic || !sword.Relic {
		t.Fatalf("relics not marked: %v %v", ring.Relic, sword.Relic)
	}
	for _, size := range []int{rules.SizeAverage, rules.SizeLarge} {
		got := stowRelics(size, Equip([]rules.Item{sword, ring}))
		want := size < rules.SizeLarge
		if (got[0].Place == rules.InHand) != want || (got[1].Place == rules.Worn) != want {
			t.Errorf("size %d: sword %v, amulet %v", size, got[0].Place, got[1].Place)
		}
	}
}
