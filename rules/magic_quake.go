package rules

// The Earth-shattering Warhammer's quake (content's magic_weapon power
// quake): "once per quest, a blow on the ground Knocks Down every
// adjacent enemy of its size or smaller". It is the wielder's Action, an
// attack for the rules that forbid attacking (a net, shielding: page 43),
// with the hammer in hand; every enemy adjacent to the wielder, no larger
// than it and not flying (a flyer is not on the ground), is Knocked Down
// (page 42), unless something makes it immune. No roll is made: the
// ground shakes under them all. It is not offered, and is refused, with
// no such enemy beside the wielder, so that the quest's one use is not
// thrown away (R1074).

const ruleQuake = "quake"

// quakeVictims are the enemies figure fi's quake would knock down.
func quakeVictims(s *State, fi int) []int {
	f := &s.Figures[fi]
	return enemiesWhere(s, fi, func(o *Figure) bool {
		return o.Size <= f.Size && !o.Flying() && !o.Conditions.Has(KnockedDown) && adjacentFor(s, f, o)
	})
}

// quakeCheck checks that figure fi may strike the ground with its
// warhammer k now.
func quakeCheck(s *State, fi int, a *Activation, k int) *RuleError {
	f := &s.Figures[fi]
	it := &f.Items[k]
	switch {
	case it.Place != InHand || !it.Usable():
		return refuse(CodeBadItem, "%s must hold %s to strike the ground with it", "%s debe empuñar %s para golpear el suelo con él", f.name(), it.Name)
	case a.NoAttack:
		return refuse(CodeCannotAct, "%s may not attack in this activation", "%s no puede atacar en esta activación", f.name())
	case a.Action != "":
		return refuse(CodeActionUsed, "%s has already used its Action (%s)", "%s ya ha usado su Acción (%s)", f.name(), a.Action)
	case !a.ActionLeft():
		return refuse(CodeActionUsed, "%s gave up its Action for a second Quick Action", "%s cambió su Acción por una segunda Acción rápida", f.name())
	case len(quakeVictims(s, fi)) == 0:
		return refuse(CodeBadTarget, "no enemy of %s's size or smaller stands on the ground next to it", "ningún enemigo del tamaño de %s o menor está en el suelo a su lado", f.name())
	}
	return nil
}

// quake knocks down the enemies figure fi's blow on the ground shakes.
func (e *env) quake(fi int) {
	f := &e.s.Figures[fi]
	for _, ti := range quakeVictims(e.s, fi) {
		e.attacked(ti, f.Side)
		e.gain(ti, KnockedDown)
	}
}

// QuakeCount is how many enemies figure id's quake would knock down now
// (0 for a figure not in the state).
func QuakeCount(s *State, id string) int {
	fi := s.figure(id)
	if fi < 0 {
		return 0
	}
	return len(quakeVictims(s, fi))
}
