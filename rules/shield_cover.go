package rules

// A shield against Breath and Aura (page 43): it does not stop them, but
// gives its bearer light cover, one damage die fewer (page 41's example:
// an Aura's single die against a shield is one die at +1 Armour). Only
// the shields whose card says so (the trait breath_aura_cover: the
// shield, the great shield, the improvised shield; not the buckler,
// which serves against melee attacks only) give it. Page 43's shield
// benefits are lost against an attack from behind, and a berserk figure
// uses no shield (R1228). The cover is always taken: it costs nothing
// and risks no breaking roll. The Auras a figure meets at once are one
// blow (R271): the shield takes one die off that blow if one of them is
// in front of it (R1229).

// shieldCover takes one die off blow b, a Breath or an Aura that the
// figures from deal figure ti, when ti's shield covers it from one of
// them.
func shieldCover(s *State, b *Blow, ti int, from []int) {
	t := &s.Figures[ti]
	sh := t.Shield()
	if sh < 0 || !t.Items[sh].Has("breath_aura_cover") || berserk(t) {
		return
	}
	for _, oi := range from {
		if !attackFromBehind(s, oi, ti) {
			it := &t.Items[sh]
			b.addDice(-1, Text{En: it.Name.En + ": light cover against Breath and Aura", Es: it.Name.Es + ": cobertura ligera contra Aliento y Aura"})
			return
		}
	}
}
