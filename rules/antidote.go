package rules

// An antidote (page 72, usual equipment) is drunk as a potion is: a Quick
// Action (page 28, using objects) that removes the condition it names,
// Poisoned for the starter pack's. It is no potion, so it does not cancel
// what the last potion drunk still gives (page 27 speaks of potions). It
// is refused while the drinker lacks the condition, rather than wasted
// (R1180).

// EffectCure is the content effect of an item that cures a condition.
const EffectCure = "item_cure"

// cureCondition is the condition item it cures, if it is a cure the rules
// understand.
func cureCondition(it *Item) (Condition, bool) {
	if it.Effect != EffectCure {
		return 0, false
	}
	c, err := ParseCondition(it.word("condition"))
	if err != nil || c == KnockedOut {
		return 0, false
	}
	return c, true
}

// cureReady refuses a cure figure f does not need.
func cureReady(f *Figure, it *Item) *RuleError {
	c, ok := cureCondition(it)
	if ok && !f.Conditions.Has(c) {
		return refuse(CodeBadItem, "%s is not %s: %s would be wasted", "%s no está %s: %s se desperdiciaría", f.name(), c, it.Name)
	}
	return nil
}
