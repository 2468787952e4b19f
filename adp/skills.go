package adp

import (
	"fmt"

	"dun/rules"
)

// breathe chooses the breath (page 115) of the active creature when one
// of its lines catches at least one enemy and none of its allies: the one
// catching the most enemies. The Large and Huge creatures' card puts
// breath before melee.
func (p *Player) breathe(s *rules.State, fi int, opts []rules.Option) (Decision, bool) {
	f := &s.Figures[fi]
	if _, no := skillBarred(f, "breath"); no && otherAttack(s, fi, "breath", opts) {
		return Decision{}, false // the skill limit (R911)
	}
	var best rules.Option
	most := 0
	for _, o := range opts {
		c, ok := o.Command.(rules.SkillAction)
		if !ok || c.Figure != f.ID || c.Skill != "breath" || len(c.Targets) != 1 {
			continue
		}
		foes := 0
		for _, id := range rules.BreathCatches(*s, f.ID, c.Targets[0]) {
			if oi := find(s, id); oi >= 0 && s.Figures[oi].Side == f.Side {
				foes = -100 // never on its own side
			} else {
				foes++
			}
		}
		if foes > most {
			best, most = o, foes
		}
	}
	if most == 0 {
		return Decision{}, false
	}
	return Decision{Option: best, Why: rules.Text{
		En: fmt.Sprintf("%s breathes on %d %s in the line in front of it, and no ally", f.Name(), most, plural(most, "enemy", "enemies")),
		Es: fmt.Sprintf("%s lanza su aliento sobre %d %s en la línea frente a él, sin ningún aliado", f.Name(), most, plural(most, "enemigo", "enemigos"))}}, true
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
