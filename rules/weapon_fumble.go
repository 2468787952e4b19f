package rules

// Weapons that fumble more often (blunder_doubles: flail, great flail,
// scythe, trident): page 37's critical failure is a double 1; with these
// weapons any double up to the card's value is one too, with every
// consequence of a blunder (the weapon falls and takes its breaking roll,
// the round is lost, the activation ends), whether attacking, defending
// or throwing (R1204).

// weaponFumble marks roll r, made with weapon it (nil unarmed), as a
// critical failure when its dice are a double the weapon fumbles on above
// the double 1; the roll carries a term of no value that says why. A roll
// judged again (a Fortune reroll, a skill rerolling ones) is marked
// afresh: the term of an earlier judgement is dropped first.
func weaponFumble(r *RollRecord, it *Item) {
	if it == nil {
		return
	}
	n, ok := it.Trait("blunder_doubles")
	if !ok {
		return
	}
	why := fumbleWhy(it, n)
	r.Modifiers = dropWhy(r.Modifiers, why)
	if len(r.Dice) != 2 || r.Dice[0] != r.Dice[1] || r.Dice[0] < 2 || r.Dice[0] > n {
		return
	}
	r.Critical = CriticalFailure
	if r.Target > 0 {
		r.Outcome = Failed
	}
	r.Modifiers = append(r.Modifiers, Modifier{Value: 0, Why: why})
}

// fumbleWhy explains a fumble on a double of n or less with weapon it.
func fumbleWhy(it *Item, n int) Text {
	return Text{
		En: "weapon: " + it.Name.En + " fumbles on a double " + itoa(n) + " or lower",
		Es: "arma: " + it.Name.Es + " pifia con un doble " + itoa(n) + " o menos",
	}
}

// dropWhy removes the terms explained by why.
func dropWhy(mods []Modifier, why Text) []Modifier {
	out := mods[:0:0]
	for _, m := range mods {
		if m.Why != why {
			out = append(out, m)
		}
	}
	return out
}

// fumbled reports whether roll r is a critical failure: a double 1, or a
// double its weapon fumbles on (weaponFumble).
func fumbled(r RollRecord) bool { return r.Double1() || r.Critical == CriticalFailure }

// markStrikeFumble judges again, after a reroll, whether the attack's roll
// (attacker) or the defence roll is a fumble of the weapon it was made
// with.
func (e *env) markStrikeFumble(r *RollRecord, attacker bool) {
	st := e.s.Strike
	if st == nil {
		return
	}
	id := st.Target
	if attacker {
		id = st.Attacker
	}
	fi := e.s.figure(id)
	if fi < 0 {
		return
	}
	f := &e.s.Figures[fi]
	k := st.Item
	if !attacker {
		k = defenceWeapon(f)
	}
	weaponFumble(r, strikeItem(f, k))
}
