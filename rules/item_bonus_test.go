package rules

import (
	"testing"

	"dun/board"
)

func testBonusItem(id, name, test string) Item {
	return Item{ItemCard: &ItemCard{ID: id, Name: Text{En: name, Es: name}, Kind: ItemObject, Effect: EffectTestBonus,
		Traits: []Trait{{Name: "test", Word: test}, {Name: "value", Value: 1}}}, Place: InPack}
}

// Pages 50-53 and 24: picklocks add +1 to picking a lock, pickaxes to
// climbing out of a pit, from the backpack; a broken one, or one for the
// other kind of test, adds nothing (R1181).
func TestItemTestBonus(t *testing.T) {
	picklocks := testBonusItem("picklocks", "Picklocks", testBonusDexterity)
	pickaxe := testBonusItem("pickaxe", "Pickaxes", testBonusClimb)
	broken := picklocks
	broken.Broken = true
	lock := func(t *testing.T, items ...Item) Rolled {
		f := explorer("borgron", 5, 2)
		f.Items = append(f.Items, items...)
		s := searchRoom(t, f)
		_, evs := play(t, s, []int{1, 1}, activate(Heroes, "borgron"), pickLockCmd("borgron", 5, 2, board.SideE))
		r, _ := find[Rolled](evs)
		return r
	}
	climbOut := func(t *testing.T, items ...Item) Rolled {
		f := heroFig("shara", 2, 1, 5, 0)
		f.Items = append(f.Items, items...)
		s := pitRoom(t, f)
		_, evs := play(t, s, []int{1, 1}, activate(Heroes, "shara"), climb(Heroes, "shara", 1, 0))
		r, _ := find[Rolled](evs)
		return r
	}
	cases := []struct {
		name  string
		roll  func(*testing.T, ...Item) Rolled
		items []Item
		bonus int
	}{
		{"picklocks open a lock", lock, []Item{picklocks}, 1},
		{"two picklocks do not add up", lock, []Item{picklocks, picklocks}, 1},
		{"broken picklocks", lock, []Item{broken}, 0},
		{"pickaxes do not pick locks", lock, []Item{pickaxe}, 0},
		{"pickaxes climb", climbOut, []Item{pickaxe}, 1},
		{"picklocks do not climb", climbOut, []Item{picklocks}, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			without, with := tc.roll(t), tc.roll(t, tc.items...)
			if got := with.Roll.Result() - without.Roll.Result(); got != tc.bonus {
				t.Fatalf("bonus %d, want %d: %+v", got, tc.bonus, with.Roll.Modifiers)
			}
			named := false
			for _, m := range with.Roll.Modifiers {
				named = named || m.Why.En == tc.items[0].Name.En+" carried"
			}
			if named != (tc.bonus != 0) {
				t.Fatalf("why: %+v", with.Roll.Modifiers)
			}
		})
	}
}
