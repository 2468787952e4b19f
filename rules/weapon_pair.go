package rules

// Weapons thrown two at once (page 124's shuriken: "2 shuriken can be
// thrown with -1 [Shooting Skill]"; the pack's `shots: 2` with
// `extra_shot_shooting: -1`). The Action's first throw says whether two
// go (Shoot.Pair): then the Action makes two throws, each a test of its
// own at the card's penalty, at one target or two; otherwise one throw
// without it (R1210).

// pairWeapon reports whether weapon it may be thrown two at once.
func pairWeapon(it *Item) bool {
	v, _ := it.Trait("shots")
	_, pair := it.Trait("extra_shot_shooting")
	return pair && v > 1
}

// pairDeclared reports whether the Action of the figure of roll c throws
// two at once.
func pairDeclared(c *rollCtx) bool {
	a := c.s.Active
	return a != nil && a.Figure == c.f().ID && a.Pair
}

// pairRefusal refuses a Shoot that asks for two at once with weapon it
// when it may not: another weapon, or not the Action's first throw.
func pairRefusal(f *Figure, a *Activation, it *Item) *RuleError {
	if !pairWeapon(it) {
		return refuse(CodeBadItem, "%s cannot throw two of %s at once", "%s no puede lanzar dos %s a la vez", f.name(), it.Name)
	}
	if a.Shots > 0 {
		return refuse(CodeActionUsed, "%s says with the Action's first throw whether two go at once", "%s dice con el primer lanzamiento de la Acción si lanza dos a la vez", f.name())
	}
	return nil
}

// pairShotMods appends to mods the penalty of a throw of two at once.
func pairShotMods(s *State, f *Figure, it *Item, mods []Modifier) []Modifier {
	a := s.Active
	if a == nil || a.Figure != f.ID || !a.Pair || !pairWeapon(it) {
		return mods
	}
	v, _ := it.Trait("extra_shot_shooting")
	return append(mods, Modifier{Value: v, Why: Text{En: "two thrown at once: " + it.Name.En, Es: "dos lanzados a la vez: " + it.Name.Es}})
}

// pairPending reports whether the throw figure f just made with weapon it
// is the first of a pair: the weapon stays in hand for the second.
func pairPending(s *State, f *Figure, it *Item) bool {
	a := s.Active
	return a != nil && a.Figure == f.ID && a.Pair && a.Shots == 1 && pairWeapon(it)
}

// settlePair spends, in a combat turn, the throwing weapon of a pair
// declared and thrown only once when the Action ends: both went at once,
// and the unused throw is lost with it (R1210).
func (e *env) settlePair(a *Activation) {
	if a == nil || !a.Pair || a.Shots != 1 || !CombatTurn(*e.s) {
		return
	}
	fi := e.s.figure(a.Figure)
	if fi < 0 {
		return
	}
	f := &e.s.Figures[fi]
	for _, k := range f.Held(ItemRanged) {
		if it := &f.Items[k]; pairWeapon(it) && throwing(it) {
			f.editItem(k).Spent = true
			return
		}
	}
}
