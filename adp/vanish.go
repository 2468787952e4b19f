package adp

import "dun/rules"

// Vanish (the starter pack's card_escape power, whose text is original):
// "One creature leaves the board without suffering attacks and reappears
// at the start of the next Dark Player turn in an explored section out of
// the heroes' sight." Page 57 gives a power card that names no kind of
// creature to the Quest Leader, else to the dearest creature; read by the
// letter, the ADP would send its Leader off the board at the start of any
// combat turn, losing him an activation for nothing when no hero threatens
// him. The card's own words name the creature it is for: one that leaves
// "without suffering attacks", that is one a hero could otherwise attack
// as it goes, a creature in a hero's melee range. Page 57 lets the card's
// text prevail, so the ADP plays Vanish only on such a creature, the
// Leader first among them, then the dearest; with none it discards the
// card, as a power that cannot be placed (R914).

// escapeEffect is the content effect of Vanish.
const escapeEffect = "card_escape"

// noEscape is the reason a Vanish finds nobody.
var noEscape = rules.Text{
	En: "no creature stands in a hero's melee range: Vanish has nobody to take out of danger",
	Es: "ninguna criatura está en la Zona de Influencia de un héroe: Desvanecerse no tiene a quién sacar del peligro",
}

// mayBenefit reports whether power card c may go to figure fi: any
// creature, but only one in a hero's melee range for a Vanish.
func mayBenefit(s *rules.State, c CardInfo, fi int) bool {
	if c.Effect != escapeEffect {
		return true
	}
	return len(rules.Engagers(*s, s.Figures[fi].ID)) > 0
}
