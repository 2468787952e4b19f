package rules

// Items that help one kind of test while carried (page 70, usual
// equipment): picklocks give +1 to the Dexterity test of picking a lock
// (the example of pages 50-53: Borgron adds his picklocks' +1), pickaxes
// +1 to climbing out of a pit (Action 9, page 24; the pack's reading of
// their card). The bonus counts from the backpack as from a hand: in that
// example Borgron takes them out with a Quick Action, but the rules have
// no command that holds a common object in hand (Wield takes weapons and
// shields), so the bonus does not wait for one (R1181). One bonus per kind
// of test: two pairs of picklocks do not add up.

// EffectTestBonus is the content effect of an item that helps a test.
const EffectTestBonus = "item_test_bonus"

// The kinds of test an item_test_bonus names, and the rule each helps.
const (
	testBonusClimb     = "climb"
	testBonusDexterity = "dexterity"
)

// itemTestMods appends to dst the bonus of the first whole item figure f
// carries that helps tests of kind test, with the item's name as its Why.
func itemTestMods(f *Figure, test string, dst []Modifier) []Modifier {
	for k := range f.Items {
		it := &f.Items[k]
		if it.Effect != EffectTestBonus || !it.Usable() || it.word("test") != test {
			continue
		}
		if v, _ := it.Trait("value"); v != 0 {
			return append(dst, Modifier{Value: v, Why: Text{En: it.Name.En + " carried", Es: it.Name.Es + " en el equipo"}})
		}
	}
	return dst
}
