package adp

import (
	"strconv"
	"strings"

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
			En: f.Name() + " has used " + name.En + " " + strconv.Itoa(n) + " times this quest, the ADP's limit",
			Es: f.Name() + " ya ha usado " + name.Es + " " + strconv.Itoa(n) + " veces en esta misión, el límite del JOA",
		}, true
	}
	if f.UsedLast(id) {
		return rules.Text{
			En: f.Name() + " used " + name.En + " in its last Action, and never uses a skill twice running",
			Es: f.Name() + " usó " + name.Es + " en su última Acción y nunca usa una habilidad dos veces seguidas",
		}, true
	}
	return rules.Text{}, false
}

// otherAttack reports whether figure fi has a way to attack this
// activation other than skill id: an attack, shot or attack spell among
// opts that does not declare it, one after turning toward an enemy,
// another skill Action the limit allows, or a walk that ends next to an
// enemy while its Action is unspent.
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
	lk := newLook()
	defer lk.done()
	enemies := enemiesOf(s, fi)
	for _, ti := range enemies {
		for _, o := range strikes(s, fi, ti, lk) {
			if plain(o) {
				return true
			}
		}
	}
	// A walk this activation that ends next to an enemy, its Action still
	// to make: a melee attack.
	if a := s.Active; a != nil && a.Figure == f.ID && a.ActionLeft() {
		for _, o := range opts {
			mv, ok := o.Command.(rules.Move)
			if !ok {
				continue
			}
			for _, ti := range enemies {
				if t := &s.Figures[ti]; gap(mv.To, f.Span(), t.At, t.Span()) <= 1 {
					return true
				}
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

// withinLimit drops from opts the attacks, shots and skill Actions of
// figure fi that would use an active skill the limit bars, while the
// figure keeps another way to attack (R911): Rock Throwing's shots, a
// declaration, a skill Action. What it drops no step of the activation
// may take, whatever else the policy weighs. note is the reason of the
// first skill dropped.
func withinLimit(s *rules.State, fi int, opts []rules.Option) (kept []rules.Option, note rules.Text) {
	f := &s.Figures[fi]
	uses := func(o rules.Option) []string {
		switch c := o.Command.(type) {
		case rules.Attack:
			if c.Figure == f.ID {
				return c.Skills
			}
		case rules.Shoot:
			if c.Figure == f.ID {
				return c.Skills
			}
		case rules.UseItem:
			if c.Figure == f.ID {
				return c.Skills // a flask's throw (R1240)
			}
		case rules.SkillAction:
			if c.Figure == f.ID {
				return []string{c.Skill}
			}
		}
		return nil
	}
	var barred []string
	var why map[string]rules.Text // made for the first skill barred
	for _, o := range opts {
		for _, id := range uses(o) {
			if w, no := skillBarred(f, id); no && !contains(barred, id) && otherAttack(s, fi, id, opts) {
				if why == nil {
					why = map[string]rules.Text{}
				}
				barred, why[id] = append(barred, id), w
			}
		}
	}
	if len(barred) == 0 {
		return opts, rules.Text{}
	}
	out := make([]rules.Option, 0, len(opts))
	for _, o := range opts {
		keep := true
		for _, id := range uses(o) {
			if contains(barred, id) {
				keep = false
			}
		}
		if keep {
			out = append(out, o)
		}
	}
	return out, why[barred[0]]
}

// noteLimit adds the skill limit's note to decision d when it attacks or
// uses a skill and does not say it already.
func noteLimit(d Decision, note rules.Text) Decision {
	if note.En == "" || strings.Contains(d.Why.En, note.En) {
		return d
	}
	switch d.Option.Command.(type) {
	case rules.Attack, rules.Shoot, rules.SkillAction, rules.Move, rules.Face:
		d.Why = join(d.Why, note)
	}
	return d
}
