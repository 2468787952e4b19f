package rules

import "testing"

// A hero knocked out by an aura's die as he steps next to it: his
// activation ends and he is offered nothing.
func TestAuraKnocksOutTheMover(t *testing.T) {
	fire := skilled(fig("fire", Dark, SizeAverage, 4, 2, 4), "aura")
	shara := heroFig("shara", 0, 2, 4, 0)
	shara.EditAttrs().Armour = 0
	shara.EditAttrs().NaturalArmour = 0
	shara.Wounds = int32(shara.Attrs().Vitality - 1)
	s := newState(t, arena(t), shara, fire)
	n, evs := play(t, s, []int{6}, activate(Heroes, "shara"), moveTo(Heroes, "shara", 3, 2))
	if !hasEvent[RemovedFromPlay](evs) && n.Figures[0].Present() {
		t.Fatal("Shara was not knocked out")
	}
	if n.Active != nil {
		t.Fatalf("the activation goes on: %+v, options %s", n.Active, OptionIDs(Options(n, Heroes)))
	}
}
