package rules

// Vulnerable (page 116): against attacks of the element it is vulnerable
// to, the creature's Armour and Combat Skill are 1 lower. The pack names
// no element for the skill (the treefolk's, the book's example): fire,
// the one element the rules know (R714). Fire is a blow's Flaming mark
// (fire spells, a flaming weapon, fire traps), and in melee an attacker
// whose weapons a spell set aflame.

const skillVulnerable = "vulnerable"

// flamingWeapons reports whether figure f's weapons burn (a spell's
// flaming weapon).
func flamingWeapons(f *Figure) bool {
	for _, b := range f.Boons {
		if b.Flaming {
			return true
		}
	}
	return false
}

// vulnerableArmour appends to blow b's modifiers the -1 Armour of a
// figure vulnerable to its fire.
func vulnerableArmour(t *Figure, b *Blow) {
	if k, ok := hasSkill(t, skillVulnerable); ok && b.Flaming {
		b.Modifiers = append(b.Modifiers, Modifier{Value: -1, Why: Text{En: "fire: " + k.text().En, Es: "fuego: " + k.text().Es}})
	}
}

// vulnerableDefence appends to the melee defence of figure f, attacked by
// figure o, the -1 of a figure vulnerable to o's burning weapons.
func vulnerableDefence(f, o *Figure, dst []Modifier) []Modifier {
	if k, ok := hasSkill(f, skillVulnerable); ok && flamingWeapons(o) {
		dst = append(dst, Modifier{Value: -1, Kind: ModSkill, Why: Text{En: "against fire: " + k.text().En, Es: "contra el fuego: " + k.text().Es}})
	}
	return dst
}

func init() {
	registerSkill(&skill{
		id: skillVulnerable, name: Text{En: "Vulnerable", Es: "Vulnerable"}, effect: "vulnerable",
		params: []SkillParam{{Name: "element", Type: "string"}},
		later:  "elements other than fire, when the rules know them and a profile names one",
	})
}
