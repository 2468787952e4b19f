package adp

import (
	"strconv"

	"dun/rules"
)

// Attacking skills (pages 61-62, R912): "If a creature can choose among
// several attacks or different skills, it will choose to perform the most
// effective conventional attack or skill at that moment"; "the ADP
// characters will prioritize the use of their skills in each of their
// attacks or actions"; and "Maximum targets: if a creature has the
// possibility of attacking two enemies during the same activation, it
// will always use the skill or weapon that allows it, prioritizing it
// over other conventional attacks." So:
//
//   - a skill Action that strikes two or more enemies (Sweep, Tail Swipe,
//     Trampling) is taken before any conventional attack, the one that
//     strikes the most;
//   - a Spinning Blow is declared with the Action's first melee attack
//     when two or more enemies stand within the creature's reach;
//   - otherwise the target is chosen as for any attack (page 61), and a
//     skill Action that strikes that target (Grab and Throw, a Sweep or
//     Trampling of one) is made in place of the conventional attack.
//
// Spells and shots still come first (page 61: spells, then ranged
// attacks, then melee attacks or skills), and the skill limit (R911)
// holds for each.

// attackSkills are the skill Actions the ADP weighs as attacks: each
// strikes the enemies the rules let it (next to the creature, or within
// six squares for Shriek from the Underworld), and their creature texts
// add nothing to the general rules.
var attackSkills = map[string]bool{
	"sweep": true, "tail_swipe": true, "trampling": true, "grab_and_throw": true,
	"shriek_underworld": true, "grab_and_suffocate": true, "grab_and_eat": true,
	"corrosive_vomit": true, "hypnotic": true, "onslaught": true, "shield_onslaught": true,
}

// skillPlan is one attacking skill option and the enemies it strikes.
type skillPlan struct {
	o      rules.Option
	skill  string
	struck []int
}

// skillPlans lists the attacking skill options of figure fi among opts
// with the enemies each strikes. Those the skill limit bars are left out
// while the creature has another way to attack; barred is the reason of
// the first left out.
func skillPlans(s *rules.State, fi int, opts []rules.Option) (plans []skillPlan, barred rules.Text) {
	f := &s.Figures[fi]
	for _, o := range opts {
		c, ok := o.Command.(rules.SkillAction)
		if !ok || c.Figure != f.ID || !attackSkills[c.Skill] {
			continue
		}
		if why, no := skillBarred(f, c.Skill); no && otherAttack(s, fi, c.Skill, opts) {
			if barred.En == "" {
				barred = why
			}
			continue
		}
		ids := c.Targets
		if len(ids) == 0 {
			ids = rules.SkillActionTargets(*s, f.ID, c.Skill)
		}
		var struck []int
		for _, id := range ids {
			if ti := find(s, id); ti >= 0 && s.Figures[ti].Side != f.Side {
				struck = append(struck, ti)
			}
		}
		if len(struck) > 0 {
			plans = append(plans, skillPlan{o: o, skill: c.Skill, struck: struck})
		}
	}
	return plans, barred
}

// namesOf lists the figures' names: "Shara and Borgron", "Shara y
// Borgron".
func namesOf(s *rules.State, idx []int) rules.Text {
	var out rules.Text
	for k, i := range idx {
		switch {
		case k == 0:
		case k == len(idx)-1:
			out.En += " and "
			out.Es += " y "
		default:
			out.En += ", "
			out.Es += ", "
		}
		out.En += s.Figures[i].Name()
		out.Es += s.Figures[i].Name()
	}
	return out
}

// manyTargets takes the skill Action that strikes the most enemies, two
// at least (maximum targets, page 62).
func (p *Player) manyTargets(s *rules.State, fi int, opts []rules.Option) (Decision, bool) {
	plans, barred := skillPlans(s, fi, opts)
	best := -1
	for k, pl := range plans {
		if len(pl.struck) >= 2 && (best < 0 || len(pl.struck) > len(plans[best].struck)) {
			best = k
		}
	}
	if best < 0 {
		return Decision{}, false
	}
	pl := plans[best]
	f := &s.Figures[fi]
	name := rules.SkillName(pl.skill)
	n := strconv.Itoa(len(pl.struck))
	names := namesOf(s, pl.struck)
	why := rules.Text{
		En: f.Name() + " uses " + name.En + " on " + n + " enemies at once (" + names.En + "): maximum targets, before a conventional attack",
		Es: f.Name() + " usa " + name.Es + " contra " + n + " enemigos a la vez (" + names.Es + "): máximos objetivos, antes que un ataque convencional",
	}
	if barred.En != "" {
		why = join(why, barred)
	}
	return Decision{Option: pl.o, Why: why}, true
}

// skillOnTarget makes, in place of a conventional melee attack on the
// chosen target c, a skill Action that strikes it (skills first, page
// 61); the one striking the most enemies among those that do. When it
// makes none because of the skill limit, note says so for the attack's
// reason.
func (p *Player) skillOnTarget(s *rules.State, fi int, c candidate, why rules.Text, opts []rules.Option) (d Decision, ok bool, note rules.Text) {
	if c.effort != 0 || c.ranged {
		return Decision{}, false, rules.Text{}
	}
	plans, barred := skillPlans(s, fi, opts)
	best := -1
	for k, pl := range plans {
		if contains(idsOf(s, pl.struck), s.Figures[c.ti].ID) && (best < 0 || len(pl.struck) > len(plans[best].struck)) {
			best = k
		}
	}
	if best < 0 {
		return Decision{}, false, barred
	}
	pl := plans[best]
	f := &s.Figures[fi]
	name := rules.SkillName(pl.skill)
	names := namesOf(s, pl.struck)
	return Decision{Option: pl.o, Why: join(why, rules.Text{
		En: f.Name() + " uses " + name.En + " on " + names.En + ": the ADP's creatures use their skills first",
		Es: f.Name() + " usa " + name.Es + " contra " + names.Es + ": las criaturas del JOA usan antes sus habilidades",
	})}, true, rules.Text{}
}

func idsOf(s *rules.State, idx []int) []string {
	out := make([]string, len(idx))
	for k, i := range idx {
		out[k] = s.Figures[i].ID
	}
	return out
}

// spinning declares a Spinning Blow with attack option o, the Action's
// first melee attack, when two or more enemies stand within the
// creature's reach (maximum targets, page 62) and the limit allows it.
func (p *Player) spinning(s *rules.State, fi int, o rules.Option, opts []rules.Option) (rules.Option, rules.Text, bool) {
	const spin = "spinning_blow"
	f := &s.Figures[fi]
	at, ok := o.Command.(rules.Attack)
	if !ok || s.Active == nil || s.Active.Attacks > 0 || len(at.Skills) > 0 {
		return o, rules.Text{}, false
	}
	near := 0
	for _, ti := range enemiesOf(s, fi) {
		if rules.Adjacent(*s, f.ID, s.Figures[ti].ID, true) {
			near++
		}
	}
	if near < 2 {
		return o, rules.Text{}, false
	}
	if why, no := skillBarred(f, spin); no {
		// The conventional attack is the other option.
		return o, why, false
	}
	for _, x := range opts {
		if y, ok := x.Command.(rules.Attack); ok && y.Target == at.Target && y.Item == at.Item && len(y.Skills) == 1 && y.Skills[0] == spin {
			name := rules.SkillName(spin)
			n := strconv.Itoa(min(near, 3))
			return x, rules.Text{
				En: f.Name() + " declares " + name.En + ": " + n + " enemies within its reach (maximum targets)",
				Es: f.Name() + " declara " + name.Es + ": " + n + " enemigos a su alcance (máximos objetivos)",
			}, true
		}
	}
	return o, rules.Text{}, false
}
