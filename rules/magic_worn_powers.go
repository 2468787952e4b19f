package rules

import "strconv"

// The powers of the worn magic items (magic_worn.go), each read from the
// item's `power` and `value`: a shot at the wearer is harder (an elven
// cloak), a magic projectile or a breath finds more armour (a ring of
// protection), a hostile spell may fail on it (an amulet of warding), a
// condition passes it by (an amulet of health), Fortune at the start of
// a quest (an amulet of destiny). Invisibility is magic_invisible.go's.

// ruleMagicWard names the roll of a worn ward against a spell.
const ruleMagicWard = "magic_ward"

// wornText is what a worn item's modifier says of it.
func wornText(it *Item, en, es string) Text {
	return Text{En: it.Name.En + ": " + en, Es: it.Name.Es + ": " + es}
}

// wornShotMods appends to mods what target t's worn item takes off the
// Shooting Skill of a figure shooting at it (the Elven Cloak).
func wornShotMods(t *Figure, mods []Modifier) []Modifier {
	if it := wornWith(t, powerHardToShoot); it != nil {
		if v, _ := it.Trait("value"); v != 0 {
			mods = append(mods, Modifier{Value: v, Why: wornText(it, "worn by the target", "lo lleva el objetivo")})
		}
	}
	return mods
}

// wornWardMods appends to mods, the armour terms of a damage roll against
// figure t by a magic projectile or a breath, what its worn item adds to
// its armour (the Ring of Protection; R1053).
func wornWardMods(t *Figure, breath bool, mods []Modifier) []Modifier {
	it := wornWith(t, powerWardMagicBreath)
	if it == nil {
		return mods
	}
	v, _ := it.Trait("value")
	if v == 0 {
		return mods
	}
	why := wornText(it, "against a magic projectile", "contra un proyectil mágico")
	if breath {
		why = wornText(it, "against a breath", "contra un aliento")
	}
	return append(mods, Modifier{Value: v, Why: why})
}

// spellWarded rolls the ward of the worn item of figure ti against
// hostile spell sp (the Amulet of Warding: the spell fails on it on
// `value` or more on 1D6, R1054); it reports whether the spell failed.
// No Fortune changes the roll: it decides what an object does (page 14,
// note 1).
func (e *env) spellWarded(ti int, sp *Spell) (bool, error) {
	t := &e.s.Figures[ti]
	it := wornWith(t, powerMagicResistance)
	if it == nil || !t.Present() {
		return false, nil
	}
	need, _ := it.Trait("value")
	if need < 1 || need > 6 {
		return false, nil
	}
	r, err := e.rollD6Against(ti, ruleMagicWard, need, Modifier{Why: wornText(it,
		"the spell fails on "+strconv.Itoa(need)+" or more", "el hechizo falla con "+strconv.Itoa(need)+" o más")})
	if err != nil {
		return false, err
	}
	if r.failed() {
		return false, nil
	}
	e.emit(SpellResisted{Figure: t.ID, Spell: sp.ID, Roll: r.Seq, Why: it.Name})
	return true, nil
}

// wornImmune returns the worn item that keeps figure f from gaining
// condition c (the Amulet of Health and Diseased), nil for none.
func wornImmune(f *Figure, c Condition) *Item {
	if c != Diseased {
		return nil
	}
	return wornWith(f, powerImmuneDisease)
}

// questFortune is the Fortune the worn item of figure f gives it as a
// quest begins (the Amulet of Destiny's `value`): a hero's only (page 14,
// note 2).
func questFortune(f *Figure) int {
	if !f.Hero() {
		return 0
	}
	if it := wornWith(f, powerFortune); it != nil {
		v, _ := it.Trait("value")
		return max(v, 0)
	}
	return 0
}

// questBegins sets what worn items give each figure as a quest begins:
// the Fortune of an Amulet of Destiny, temporary (page 14: spent, it does
// not come back; R1055), and the uses of powers limited per quest, whole
// again.
func questBegins(s *State) {
	for i := range s.Figures {
		f := &s.Figures[i]
		f.SetQuestFortune(min(questFortune(f), attrLimit))
		for k := range f.Items {
			if f.Items[k].Used != 0 {
				f.editItem(k).Used = 0
			}
		}
	}
}
