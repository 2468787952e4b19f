package rules

// The bastard sword's thrust (page 123, the pack's `thrust`): before the
// roll to hit the wielder may choose to thrust, lowering the target's
// Armour by 1 for that attack at the cost of 1 from his Combat Skill and 1
// damage die. The choice is made with each attack command (Attack.Thrust);
// the options list each attack with and without it (R1207).

// thrustText names the thrust of weapon it.
func thrustText(it *Item) Text {
	return Text{En: "thrust: " + it.Name.En, Es: "estocada: " + it.Name.Es}
}

// thrustRefusal refuses a thrust with weapon it (nil unarmed) that cannot
// thrust.
func thrustRefusal(f *Figure, it *Item) *RuleError {
	if it != nil && it.Has("thrust") {
		return nil
	}
	return refuse(CodeBadItem, "%s cannot thrust with that weapon: only a weapon whose card allows it (the bastard sword)", "%s no puede dar una estocada con esa arma: solo con un arma cuya carta lo permite (la espada bastarda)", f.name())
}

// thrustMods appends to mods the -1 Combat Skill of a thrusting attack.
func thrustMods(st *Strike, it *Item, mods []Modifier) []Modifier {
	if !st.Thrust || it == nil {
		return mods
	}
	return append(mods, Modifier{Value: -1, Why: thrustText(it)})
}

// thrustBlow takes from blow b, the hit of a thrusting attack, one damage
// die and one point of the target's Armour.
func thrustBlow(st *Strike, it *Item, b *Blow) {
	if !st.Thrust || it == nil {
		return
	}
	b.Dice--
	t := thrustText(it)
	b.Modifiers = append(b.Modifiers, Modifier{Value: -1, Why: Text{
		En: t.En + " (one damage die fewer)", Es: t.Es + " (un dado de daño menos)"}})
}
