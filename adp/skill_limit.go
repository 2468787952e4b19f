package adp

import (
	"strconv"

	"dun/rules"
)

// The skill limit (page 61): "a character or creature handled by the ADP
// can not use a certain active skill more than 3 times during the same
// quest, nor use the same skill two consecutive times, as long as they
// have other attack options available." The rules count each figure's
// uses and keep its last Action's skills (rules/skill_count.go, R910);
// the proviso covers both limits (R911): a creature whose only way to
// attack is the skill still uses it.

// skillLimit is the uses of one active skill a quest allows the ADP.
const skillLimit = 3

// skillBarred reports whether the limit bars figure f's active skill id
// when it has another way to attack, and why.
func skillBarred(f *rules.Figure, id string) (rules.Text, bool) {
	name := rules.SkillName(id)
	if n := f.SkillUsesOf(id); n >= skillLimit {
		return rules.Text{
			En: f.Name + " has used " + name.En + " " + strconv.Itoa(n) + " times this quest, the ADP's limit",
			Es: f.Name + " ya ha usado " + name.Es + " " + strconv.Itoa(n) + " veces en esta misión, el límite del JOA",
		}, true
	}
	if f.UsedLast(id) {
		return rules.Text{
			En: f.Name + " used " + name.En + " in its last Action, and never uses a skill twice running",
			Es: f.Name + " usó " + name.Es + " en su última Acción y nunca usa una habilidad dos veces seguidas",
		}, true
	}
	return rules.Text{}, false
}

// otherAttack reports whether figure fi has a way to attack now other
// than skill id: an attack, shot or attack spell among opts that does not
// declare it, one after turning toward an enemy, or another skill Action
// the limit allows.
func otherAttack(s *rules.State, fi int, id string, opts []rules.Option) bool {
	f := &s.Figures[fi]
	plain := func(o rules.Option) bool {
		switch c := o.Command.(type) {
		case rules.Attack:
			return c.Figure == f.ID && !contains(c.Skills, id)
		case rules.Shoot:
			return c.Figure == f.ID && !contains(c.Skills, id)
		case rules.SkillAction:
			if c.Figure != f.ID || c.Skill == id || !attackSkills[c.Skill] {
				return false
			}
			_, barred := skillBarred(f, c.Skill)
			return !barred
		case rules.Cast:
			sp := spellOf(f, c.Spell)
			return c.Figure == f.ID && sp != nil && !supportive(sp)
		}
		return false
	}
	for _, o := range opts {
		if plain(o) {
			return true
		}
	}
	var figs []rules.Figure
	for _, ti := range enemiesOf(s, fi) {
		for _, o := range strikes(s, fi, ti, &figs) {
			if plain(o) {
				return true
			}
		}
	}
	return false
}

func contains(list []string, id string) bool {
	for _, x := range list {
		if x == id {
			return true
		}
	}
	return false
}
