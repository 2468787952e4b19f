package rules

// MaxManaRacial is the most Mana a race lets a hero develop (page 76,
// note 2: "up to +2").
const MaxManaRacial = 2

// Dress counts into the attributes of figure f, built from its bare
// attributes, the armour and magic items it wears and the shield it
// holds, as a hero card prints them (page 13, R96): an armour's bonus and
// penalties (Used to Armors counted, as putting it on counts them), a
// worn magic item's attribute, a held shield's penalties. Hero creation
// dresses the figure it builds (R1263); a predesigned card is printed
// dressed already.
func Dress(f *Figure) {
	for k := range f.Items {
		it := &f.Items[k]
		switch {
		case it.Place == Worn && (it.Kind == ItemArmour || it.WornOn() != ""):
			wearChange(f, it, 1)
		case it.Place == InHand && it.Kind == ItemShield:
			for _, p := range it.ActivePenalties() {
				if v := p.Attribute.ref(f.EditAttrs()); v != nil {
					*v = clampAttr(p.Attribute, *v+p.Value)
				}
			}
		}
	}
}
