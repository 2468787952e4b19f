package rules

// Natural weapons and bare hands (pages 70-71, the cards of page 123).
// Claws, fangs and horns need both hands free (page 71: MeleeWeapons
// leaves them out while anything is held). They never fall on a blunder,
// but the card's breaking roll is made: a natural weapon with the trait
// lost_to_unarmed that fails it is lost, and its bearer fights unarmed
// until the combat is over (R1225). A fighter's bare hands (the Unarmed
// card, which a figure with no weapon uses, page 70) fail it on 1-3 and
// the fighter is Stunned instead: nothing breaks (stunned_on_break,
// R1226). Horns spare their bearer the +1 Armour an unarmed Onslaught
// gives its target (onslaught_armed, R1227).

// unarmedBreaks is the breaking roll of the Unarmed card (page 123: 1-3),
// used for a figure that fights with bare hands and holds no such card.
const unarmedBreaks = 3

// unarmedName names bare hands in rolls and events.
var unarmedName = Text{En: "Unarmed", Es: "Desarmado"}

// bodyBlunder makes the breaking roll of a blunder with figure fi's
// natural weapon or bare hands (k: its item, -1 without a card).
func (e *env) bodyBlunder(fi, k int) error {
	f := &e.s.Figures[fi]
	if k >= 0 && f.Items[k].Natural {
		if !f.Items[k].Has("lost_to_unarmed") || f.Items[k].Breaks <= 0 {
			return nil
		}
		_, err := e.breakingRoll(fi, k, f.Items[k].Breaks)
		return err
	}
	value, name := unarmedBreaks, unarmedName
	if k >= 0 {
		it := &f.Items[k]
		if !it.Has("stunned_on_break") {
			return nil
		}
		value, name = it.Breaks, it.Name
	}
	d, err := e.dice.D6(ruleBreaking + ": " + name.En)
	if err != nil {
		return diceError(err)
	}
	r := e.record(d, ruleBreaking, f.ID)
	r.Target = value
	e.emit(Rolled{Roll: r.clone()})
	stunned := r.Total <= value
	e.emit(BreakingRolled{Figure: f.ID, Item: k, ItemName: name, Roll: r.Seq, Value: value, Stunned: stunned})
	if stunned && f.Present() {
		e.gain(fi, Stunned)
	}
	return nil
}

// restoreNatural gives figure f back the natural weapons it lost in the
// combat that is over (R1225).
func restoreNatural(f *Figure) {
	for k := range f.Items {
		if it := &f.Items[k]; it.Natural && it.Broken && it.Has("lost_to_unarmed") {
			f.editItem(k).Broken = false
		}
	}
}

// hornsCharge reports whether figure f charges with usable horns (the
// trait onslaught_armed): both hands free, not lost (page 71, R1227).
func hornsCharge(f *Figure) (*Item, bool) {
	for _, k := range f.MeleeWeapons() {
		if it := &f.Items[k]; it.Natural && it.Has("onslaught_armed") {
			return it, true
		}
	}
	return nil, false
}
