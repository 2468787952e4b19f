package rules

// critDiceLost reports whether the criticals of a shot by figure f with
// weapon it at a target dist squares away add no damage dice: past half
// the weapon's range, but for throwing weapons (page 35) and a weapon
// that keeps them there (no_long_range_penalty: the crossbow, R1205).
func critDiceLost(f *Figure, it *Item, dist int) bool {
	return !thrown(it) && dist*2 > shotRange(f, it) && !it.Has("no_long_range_penalty")
}
