package rules

// The mana potion (page 38): besides giving mana back, it lets the wizard
// take one marker off the card of a spell he has cast, so that he may cast
// it once more. Drinking is the Quick Action of gear_actions.go; this file
// holds what is particular to mana.

// effectPotionMana is the content effect of mana potions.
const effectPotionMana = "potion_mana"

// markerCheck checks that drinking potion it lets figure f take a marker
// off spell (none named: nothing to check), refusing as s does (quietly
// for an option list, which asks it for every spell of every potion).
func markerCheck(s *State, f *Figure, it *Item, spell string) *RuleError {
	if spell == "" {
		return nil
	}
	if _, ok := it.Trait("remove_marker"); !ok || it.Effect != effectPotionMana {
		return s.refuse(CodeBadItem, "%s takes no marker off a spell", "%s no retira ningún marcador de un hechizo", it.Name)
	}
	j := f.spell(spell)
	if j < 0 {
		return s.refuse(CodeUnknownSpell, "%s does not know a spell %q", "%s no conoce ningún hechizo %q", f.name(), spell)
	}
	if f.Spells[j].Casts == 0 {
		return s.refuse(CodeUnknownSpell, "%s has not cast %s yet", "%s aún no ha lanzado %s", f.name(), f.Spells[j].Name)
	}
	return nil
}

// drinkMana gives figure f the mana of potion it back (never more than it
// spent) and takes a marker off spell, if named and checked by
// markerCheck. It returns the mana given back and the spell.
func drinkMana(f *Figure, it *Item, spell string) (int, string) {
	n, _ := it.Trait("mana")
	got := min(max(n, 0), int(f.ManaUsed))
	f.ManaUsed -= int32(got)
	if j := f.spell(spell); spell != "" && j >= 0 && f.Spells[j].Casts > 0 {
		own(&f.Spells)[j].Casts-- // shared with clones (cow.go)
		return got, spell
	}
	return got, ""
}
