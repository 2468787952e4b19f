package adp

import (
	"fmt"

	"dun/rules"
)

// castSpell picks the spell the active creature fi casts, if any (page
// 62): a creature able to attack in several ways attacks with spells
// first; it casts at its enemies a spell that takes more enemies than
// allies, even if it takes some allies too; and it uses its scrolls and
// components as soon as it can. Among the casts offered it takes the one
// reaching the most enemies beyond allies, then one with an aid, then the
// most damage dice, then the first offered. Only attacks count: damage,
// projectiles and control spells that do not summon; a line spell, whose
// direction comes later, is not weighed (R783).
func (p *Player) castSpell(s *rules.State, fi int, opts []rules.Option) (Decision, bool) {
	f := &s.Figures[fi]
	best := -1
	var top [3]int
	var bestName rules.Text
	var bestReach int
	for i, o := range opts {
		c, ok := o.Command.(rules.Cast)
		if !ok || c.Figure != f.ID {
			continue
		}
		sp := knownSpell(f, c.Spell)
		if sp == nil || !attackSpell(sp) {
			continue
		}
		enemies, allies, ok := rules.CastReach(*s, c)
		if !ok || enemies <= allies {
			continue
		}
		aid := 0
		if c.Aid != "" {
			aid = 1
		}
		score := [3]int{enemies - allies, aid, sp.Effect.Dice}
		if best < 0 || score[0] > top[0] || (score[0] == top[0] && (score[1] > top[1] || (score[1] == top[1] && score[2] > top[2]))) {
			best, top, bestName, bestReach = i, score, sp.Name, enemies
		}
	}
	if best < 0 {
		return Decision{}, false
	}
	why := rules.Text{
		En: fmt.Sprintf("%s attacks with a spell first: %s takes %d enemies, more than its allies", f.Name, bestName.En, bestReach),
		Es: fmt.Sprintf("%s ataca primero con un hechizo: %s alcanza a %d enemigos, más que a sus aliados", f.Name, bestName.Es, bestReach),
	}
	return Decision{Option: opts[best], Why: why}, true
}

// knownSpell is the figure's spell id, or nil.
func knownSpell(f *rules.Figure, id string) *rules.Spell {
	for k := range f.Spells {
		if f.Spells[k].ID == id {
			return &f.Spells[k]
		}
	}
	return nil
}

// attackSpell reports whether sp is an attack: a projectile, a damage
// spell or a control spell that summons nothing, and not a line.
func attackSpell(sp *rules.Spell) bool {
	switch {
	case sp.Line:
		return false
	case sp.Effect.ID == rules.EffectProjectile, sp.Effect.ID == rules.EffectDamage:
		return true
	case sp.Nature == rules.NatureControl:
		return sp.Effect.ID == rules.EffectControl || sp.Effect.ID == rules.EffectEnhance
	}
	return false
}
