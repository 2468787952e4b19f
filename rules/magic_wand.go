package rules

// The Wand of Sparks (content's magic_item with power magic_projectile):
// its Action shoots a magic projectile (page 39) of the card's dice up to
// the card's range. Nothing is cast, so there is no Intelligence test: no
// critical adds a die, no mana is spent, no cast is counted, the caster's
// sorcery level does not change it and no enemy may dispel it, as a
// dispel must beat the cast's total (page 39). Everything else is a
// projectile's, through the cast's own machinery (spelleffect.go): the
// figure needs the hand the card names free, no enemy next to it (page
// 22), line of sight to the target; light cover takes one die, heavy
// cover two, a shield raised gives light cover (a Diamond Shield may also
// block it, magic_powers.go), the hit's extra effects of page 42 follow.
// Any figure may use it, spellcaster or not (R1070).

// wandSpell is the spell card the power of wand it shoots: a projectile
// of its dice up to its range, at an enemy, against Armour. Built anew
// each time from the item's card, it is never stored.
func wandSpell(it *Item) *Spell {
	dice, _ := it.Trait("dice")
	rng, _ := it.Trait("range")
	return &Spell{SpellCard: &SpellCard{
		ID: it.ID, Name: it.Name, Nature: NatureProjectile, Range: rng,
		Effect: SpellEffect{ID: EffectProjectile, Dice: dice, Against: Armour},
	}}
}

// sparksReady checks what figure fi needs to point its wand k whatever
// the target: the Action, no spell or shot under way, no enemy beside, out
// of deep water, and a free hand unless the wand is held.
func sparksReady(s *State, fi int, a *Activation, k int) *RuleError {
	f := &s.Figures[fi]
	it := &f.Items[k]
	switch {
	case a.Cast != nil:
		return refuse(CodePromptPending, "%s's cast is not resolved yet", "el hechizo de %s aún no está resuelto", f.name())
	case a.Action != "":
		return refuse(CodeActionUsed, "%s has already used its Action (%s)", "%s ya ha usado su Acción (%s)", f.name(), a.Action)
	case !a.ActionLeft():
		return refuse(CodeActionUsed, "%s gave up its Action for a second Quick Action", "%s cambió su Acción por una segunda Acción rápida", f.name())
	case enemyAdjacent(s, fi, f.At):
		return refuse(CodeEnemyAdjacent, "%s is next to an enemy: no magic projectile may be shot there", "%s está junto a un enemigo: ahí no se puede disparar ningún proyectil mágico", f.name())
	case waterBound(s.Board, f):
		return waterRefusal(s.Board, f, Text{En: "using a wand", Es: "usar una varita"})
	case it.Place != InHand && f.HandsUsed()+max(it.Hands, 1) > 2:
		return refuse(CodeNoFreeHand, "%s needs a free hand to use %s", "%s necesita una mano libre para usar %s", f.name(), it.Name)
	}
	return nil
}

// sparksCheck checks that figure fi may shoot its wand k at target now.
func sparksCheck(s *State, fi int, a *Activation, k int, target string) *RuleError {
	if target == "" {
		return refuse(CodeBadTarget, "%s is aimed at an enemy: name the target", "%s se dirige contra un enemigo: indica el objetivo", s.Figures[fi].Items[k].Name)
	}
	if err := sparksReady(s, fi, a, k); err != nil {
		return err
	}
	return targetCheck(s, fi, wandSpell(&s.Figures[fi].Items[k]), target)
}

// sparks shoots figure fi's wand k at target: the projectile's hits are
// those of a cast that needs no roll, dealt by nextHit.
func (e *env) sparks(fi, k int, target string) error {
	f := &e.s.Figures[fi]
	it := &f.Items[k]
	sp := wandSpell(it)
	c := &CastState{Spell: sp.ID, Item: it.ID, Target: target, TargetAsked: true, DispelAsked: true}
	e.s.Active.Cast = c
	ti := e.s.figure(target)
	c.Hits = damageHits(e.s, fi, sp, c, []int{ti})
	return e.nextHit()
}

// castItem is the wand whose projectile cast c shoots for figure f: its
// spell card, or nil when c is a spell's cast.
func castItem(f *Figure, c *CastState) *Spell {
	if c.Item == "" {
		return nil
	}
	for i := range f.Items {
		if it := &f.Items[i]; it.ID == c.Item && itemPower(it) == powerMagicProjectile {
			return wandSpell(it)
		}
	}
	return nil
}
